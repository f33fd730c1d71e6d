/* SPDX-License-Identifier: MIT */
/*
 * board.c - the board in words (cli_board_text): what a player, a
 * spectator or everyone may see of a position, at most 80 columns wide.
 *
 * The faces of the cards the viewer may not see are never named
 * (cli_sees): such a card is a "face-down card #N", and a hand the viewer
 * may not look into is a count. Titles come from card files: they go
 * through cli_text_put and are cut to TITLE_MAX columns.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH     80 /* columns per line, at most */
#define TITLE_MAX 40 /* columns a title may take before it is cut */
#define NAME_CAP  256

/* The board being printed: the game, who looks, and the current line. */
typedef struct board {
    FILE *f;
    const l5r_game *g;
    const l5r_carddb *db;
    uint32_t viewer;
    bool color;
    int col;         /* columns printed on the current line */
    int cont;        /* where a wrapped line goes on */
    bool empty;      /* nothing but the indent on the line yet */
    const char *sgr; /* the line's colour ("" for none) */
} board;

/* --- lines --------------------------------------------------------------- */

static void sgr(const board *b, const char *code)
{
    if (b->color && *code != '\0')
        fprintf(b->f, "\033[%sm", code);
}

static void indent(board *b, int n)
{
    fprintf(b->f, "%*s", n, "");
    sgr(b, b->sgr);
    b->col = n;
    b->empty = true;
}

/* A new line at column `n`, in colour `code` (an SGR code, or ""). */
static void line(board *b, int n, const char *code)
{
    b->sgr = code;
    b->cont = n + 4;
    indent(b, n);
}

static void line_end(board *b)
{
    if (b->color && *b->sgr != '\0')
        fputs("\033[0m", b->f);
    fputc('\n', b->f);
}

/* A piece of text `cols` columns wide after `sep` (", ", ": ", " "...):
   if it does not fit on this line, the separator's mark ends the line and
   the text starts the next one. A line always keeps a column for that
   mark. */
static void word(board *b, const char *sep, const char *s, int cols)
{
    size_t seplen = b->empty ? 0 : strlen(sep);
    if (!b->empty && b->col + (int)seplen + cols + 1 > WIDTH) {
        size_t mark = strcspn(sep, " ");
        fwrite(sep, 1, mark, b->f);
        line_end(b);
        indent(b, b->cont);
        seplen = 0;
    }
    fwrite(sep, 1, seplen, b->f);
    fputs(s, b->f);
    b->col += (int)seplen + cols;
    b->empty = false;
}

/* printf into a word (text of our own: ASCII, one column a byte). */
static void wordf(board *b, const char *sep, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void wordf(board *b, const char *sep, const char *fmt, ...)
{
    char buf[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    else if (n >= (int)sizeof buf)
        n = (int)sizeof buf - 1;
    word(b, sep, buf, n);
}

/* --- names --------------------------------------------------------------- */

/* Columns a code point takes: 2 in the wide East Asian ranges and for
   emoji, else 1 (combining marks too: a line may come out shorter than
   counted, never longer). */
static int cp_width(uint32_t cp)
{
    static const uint32_t wide[][2] = {
        {0x1100, 0x115f}, {0x2e80, 0xa4cf},   {0xac00, 0xd7a3},
        {0xf900, 0xfaff}, {0xfe30, 0xfe4f},   {0xff00, 0xff60},
        {0xffe0, 0xffe6}, {0x1f300, 0x1faff}, {0x20000, 0x3fffd}};
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++)
        if (cp >= wide[i][0] && cp <= wide[i][1])
            return 2;
    return 1;
}

/* Text from the input made safe (cli_text_put) into `out` (`cap` bytes),
   cut to at most `max` columns with "..." at the end. Returns its
   columns. */
static int fit(char *out, size_t cap, const char *s, int max)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (m != NULL) {
        cli_text_put(m, s);
        fclose(m);
    }
    size_t i = 0, cut = 0;
    int cols = 0, cut_cols = 0;
    while (buf != NULL && i < len) {
        uint32_t cp = '?';
        size_t n = cli_utf8_next((const unsigned char *)buf + i, len - i, &cp);
        int w = cp_width(cp);
        if (n == 0 || cols + w > max || i + n + 4 > cap) {
            cols = cut_cols + 3;
            i = cut;
            break;
        }
        i += n;
        cols += w;
        if (cols <= max - 3) {
            cut = i;
            cut_cols = cols;
        }
    }
    if (buf == NULL) {
        *out = '\0';
        return 0;
    }
    memcpy(out, buf, i);
    strcpy(out + i, i < len ? "..." : "");
    free(buf);
    return cols;
}

static const char *title_of(const board *b, uint32_t card)
{
    const char *t = cli_card_title(b->g, card, CLI_ALL);
    return t != NULL ? t : "?";
}

static int type_of(const board *b, uint32_t card)
{
    uint32_t def;
    if (l5r_game_card_def(&def, b->g, card) != L5R_OK)
        return L5R_TYPE_NONE;
    return l5r_carddb_card_type(b->db, def);
}

/* A card as the viewer may name it, "Title #N" or "face-down card #N",
   into `out` (NAME_CAP bytes). Returns its columns. */
static int card_name(const board *b, uint32_t card, char *out)
{
    int cols;
    if (cli_sees(b->g, card, b->viewer))
        cols = fit(out, NAME_CAP - 16, title_of(b, card), TITLE_MAX);
    else
        cols = (int)strlen(strcpy(out, "face-down card"));
    size_t n = strlen(out);
    return cols + snprintf(out + n, NAME_CAP - n, " #%u", card);
}

/* --- tokens -------------------------------------------------------------- */

static void token(board *b, const l5r_token *t, int at)
{
    static const struct {
        int stat;
        const char *name;
    } stats[] = {{L5R_STAT_FORCE, "Force"},
                 {L5R_STAT_CHI, "Chi"},
                 {L5R_STAT_PROVINCE_STRENGTH, "province strength"}};
    line(b, at, "");
    word(b, "", "token", 5);
    const char *title = l5r_token_title(t);
    if (title != NULL && *title != '\0') {
        char name[NAME_CAP];
        int cols = fit(name, sizeof name, title, TITLE_MAX);
        word(b, " ", name, cols);
    }
    const char *sep = ": ";
    for (size_t i = 0; i < sizeof stats / sizeof stats[0]; i++) {
        int32_t v;
        if (l5r_token_modifier(NULL, &v, t, stats[i].stat) == 1) {
            wordf(b, sep, "%s %+d", stats[i].name, v);
            sep = ", ";
        }
    }
    line_end(b);
}

static void card_tokens(board *b, uint32_t card, int at)
{
    for (uint32_t i = 0; i < l5r_game_card_token_count(b->g, card); i++) {
        const l5r_token *t =
            l5r_game_token(b->g, l5r_game_card_token(b->g, card, i));
        if (t != NULL)
            token(b, t, at);
    }
}

/* --- cards in play ------------------------------------------------------- */

/* What the viewer may know of a card in play, after its name: a unit's
   Force and Chi, bowed, face-down, where it is (an attached card is where
   its Personality is). */
static void state(board *b, uint32_t card, bool seen)
{
    int type = seen ? type_of(b, card) : L5R_TYPE_NONE;
    bool unit = type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER;
    bool top = l5r_game_card_attached_to(b->g, card) == L5R_NO_ID;
    uint32_t where = l5r_game_card_location(b->g, card);
    const char *sep = ": ";
    int32_t v;
    if (unit && l5r_game_card_stat(&v, b->g, card, L5R_STAT_FORCE) == 1) {
        wordf(b, sep, "Force %d", v);
        sep = ", ";
    }
    if (unit && l5r_game_card_stat(&v, b->g, card, L5R_STAT_CHI) == 1) {
        wordf(b, sep, "Chi %d", v);
        sep = ", ";
    }
    if (l5r_game_card_is_bowed(b->g, card) == 1) {
        word(b, sep, "bowed", 5);
        sep = ", ";
    }
    if (seen && l5r_game_card_is_face_down(b->g, card) == 1) {
        word(b, sep, "face-down", 9);
        sep = ", ";
    }
    if (top && where != 0 && where != L5R_NO_ID)
        wordf(b, sep, "battlefield %u", where);
    else if (top && unit)
        word(b, sep, "home", 4);
}

/* One card in play on a line of its own at column `at` (after `label`, if
   any), dim if bowed; then its tokens and what is attached to it. */
static void in_play(board *b, uint32_t card, int at, const char *label)
{
    char name[NAME_CAP];
    int cols = card_name(b, card, name);
    line(b, at, l5r_game_card_is_bowed(b->g, card) == 1 ? "2" : "");
    if (label != NULL)
        wordf(b, "", "%s:", label);
    word(b, " ", name, cols);
    state(b, card, cli_sees(b->g, card, b->viewer));
    line_end(b);
    card_tokens(b, card, at + 2);
    for (uint32_t c = 0; c < l5r_game_card_count(b->g); c++)
        if (l5r_game_card_zone(b->g, c) == L5R_ZONE_PLAY &&
            l5r_game_card_attached_to(b->g, c) == card)
            in_play(b, c, at + 2, NULL);
}

/* A top-level card in play of player `p` (not attached to anything). */
static bool top_level(const board *b, uint32_t card, uint32_t p)
{
    return l5r_game_card_zone(b->g, card) == L5R_ZONE_PLAY &&
           l5r_game_card_controller(b->g, card) == p &&
           l5r_game_card_attached_to(b->g, card) == L5R_NO_ID;
}

/* Which group a top-level card is listed in: its type if the viewer sees
   it (the type of a hidden card is hidden too), else L5R_TYPE_NONE. */
static int group_of(const board *b, uint32_t card)
{
    int type =
        cli_sees(b->g, card, b->viewer) ? type_of(b, card) : L5R_TYPE_NONE;
    switch (type) {
    case L5R_TYPE_STRONGHOLD:
    case L5R_TYPE_SENSEI:
    case L5R_TYPE_WIND:
    case L5R_TYPE_PERSONALITY:
        return type;
    default:
        return L5R_TYPE_NONE;
    }
}

/* The top-level cards of `p` in group `group`, under a heading (NULL: a
   label on each card's line). */
static void group(board *b, uint32_t p, int group, const char *heading,
                  const char *label)
{
    bool any = false;
    for (uint32_t c = 0; c < l5r_game_card_count(b->g); c++) {
        if (!top_level(b, c, p) || group_of(b, c) != group)
            continue;
        if (heading != NULL && !any) {
            line(b, 2, "");
            word(b, "", heading, (int)strlen(heading));
            line_end(b);
        }
        any = true;
        in_play(b, c, heading != NULL ? 4 : 2, label);
    }
}

/* --- provinces, hand, counts --------------------------------------------- */

static void provinces(board *b, uint32_t p)
{
    int32_t strength;
    int destroyed;
    uint32_t card;
    for (uint32_t k = 0;
         l5r_game_province(&strength, &destroyed, &card, b->g, p, k) == L5R_OK;
         k++) {
        line(b, 2, destroyed ? "2" : "");
        wordf(b, "", "province %u: strength %d", k + 1, strength);
        if (destroyed)
            word(b, ", ", "destroyed", 9);
        if (card == L5R_NO_ID) {
            word(b, ", ", "empty", 5);
        } else {
            char name[NAME_CAP];
            int cols = card_name(b, card, name);
            word(b, ", ", name, cols);
            if (cli_sees(b->g, card, b->viewer) &&
                l5r_game_card_is_face_down(b->g, card) == 1)
                word(b, " ", "(face-down)", 11);
        }
        line_end(b);
        for (uint32_t i = 0; i < l5r_game_token_count(b->g); i++) {
            const l5r_token *t = l5r_game_token(b->g, i);
            uint32_t tp, tk;
            if (t != NULL && l5r_token_province(&tp, &tk, t) == 1 && tp == p &&
                tk == k)
                token(b, t, 4);
        }
    }
}

static void hand(board *b, uint32_t p)
{
    uint32_t n = l5r_game_player_zone_count(b->g, p, L5R_ZONE_HAND);
    line(b, 2, "");
    if (b->viewer != p && b->viewer != CLI_ALL) {
        wordf(b, "", "hand: %u card%s", n, n == 1 ? "" : "s");
        line_end(b);
        return;
    }
    wordf(b, "", "hand (%u):", n);
    b->cont = 4;
    const char *sep = " ";
    for (uint32_t c = 0; c < l5r_game_card_count(b->g); c++) {
        if (l5r_game_card_zone(b->g, c) != L5R_ZONE_HAND ||
            l5r_game_card_owner(b->g, c) != p)
            continue;
        char name[NAME_CAP];
        int cols = card_name(b, c, name);
        word(b, sep, name, cols);
        sep = ", ";
    }
    line_end(b);
}

static void counts(board *b, uint32_t p)
{
    static const struct {
        int zone;
        const char *name;
    } zones[] = {{L5R_ZONE_DYNASTY_DECK, "dynasty deck"},
                 {L5R_ZONE_FATE_DECK, "fate deck"},
                 {L5R_ZONE_DYNASTY_DISCARD, "dynasty discard"},
                 {L5R_ZONE_FATE_DISCARD, "fate discard"}};
    line(b, 2, "");
    for (size_t i = 0; i < sizeof zones / sizeof zones[0]; i++)
        wordf(b, ", ", "%s %u", zones[i].name,
              l5r_game_player_zone_count(b->g, p, zones[i].zone));
    line_end(b);
}

/* --- the board ----------------------------------------------------------- */

static void player(board *b, uint32_t p)
{
    fputc('\n', b->f);
    line(b, 0, "1");
    wordf(b, "", "p%u%s", p + 1, b->viewer == p ? " (you)" : "");
    wordf(b, ": ", "Family Honor %d", l5r_game_player_honor(b->g, p));
    wordf(b, ", ", "gold %d", l5r_game_player_gold(b->g, p));
    line_end(b);
    group(b, p, L5R_TYPE_STRONGHOLD, NULL, "Stronghold");
    group(b, p, L5R_TYPE_SENSEI, NULL, "Sensei");
    group(b, p, L5R_TYPE_WIND, NULL, "Wind");
    provinces(b, p);
    group(b, p, L5R_TYPE_PERSONALITY, "Personalities:", NULL);
    group(b, p, L5R_TYPE_NONE, "other cards in play:", NULL);
    hand(b, p);
    counts(b, p);
}

static void header(board *b)
{
    const l5r_game *g = b->g;
    uint32_t who = L5R_NO_ID;
    int kind = L5R_DECIDE_NONE;
    l5r_game_decision(&who, &kind, g);
    line(b, 0, "1");
    wordf(b, "", "turn %u", l5r_game_turn(g));
    wordf(b, ", ", "p%u's turn", l5r_game_active_player(g) + 1);
    if (l5r_game_is_over(g)) {
        uint32_t w = l5r_game_winner(g);
        const char *how = l5r_victory_name(l5r_game_victory(g));
        word(b, ", ", "game over", 9);
        if (w == L5R_NO_ID)
            wordf(b, ": ", "no winner (%s)", how ? how : "?");
        else
            wordf(b, ": ", "p%u won (%s)", w + 1, how ? how : "?");
    } else {
        const char *phase = l5r_phase_name(l5r_game_phase(g));
        const char *what = l5r_decision_name(kind);
        wordf(b, ", ", "%s phase", phase ? phase : "?");
        wordf(b, "; ", "p%u to decide: %s", who + 1, what ? what : "?");
    }
    line_end(b);
    line(b, 0, "");
    uint32_t favor = l5r_favor_controller(l5r_game_favor(g));
    if (favor == L5R_NO_ID)
        word(b, "", "Imperial Favor: nobody's", 24);
    else
        wordf(b, "", "Imperial Favor: p%u", favor + 1);
    if (b->viewer == CLI_ALL)
        word(b, "; ", "seen by: all (every face)", 25);
    else if (b->viewer == L5R_NO_ID)
        word(b, "; ", "seen by: a spectator", 20);
    else
        wordf(b, "; ", "seen by: p%u", b->viewer + 1);
    line_end(b);
}

void cli_board_text(FILE *f, const l5r_game *g, uint32_t viewer, bool color)
{
    board b = {f, g, l5r_game_carddb(g), viewer, color, 0, 0, true, ""};
    header(&b);
    for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
        player(&b, p);
}
