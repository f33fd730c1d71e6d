/* SPDX-License-Identifier: MIT */
/*
 * human.c - l5r play --human pN: a person plays one side at the terminal,
 * a policy the others.
 *
 * At each of the person's decisions the board is shown as that player
 * sees it, then the legal moves, numbered; the answer is a number, a move
 * in the text notation ("pass", or "p1 pass"), or a command:
 *
 *     help           the commands
 *     board          the board again
 *     moves          the legal moves again
 *     undo           back to the previous decision of the person
 *     save FILE      the game as the library saves it (l5r_game_save)
 *     load FILE      a saved game of the same cards
 *     log FILE       the game log so far (for l5r replay)
 *     quit           leave the game
 *
 * An illegal move is answered with its rule ID and message and changes
 * nothing. Input is read a line at a time from stdin, so a game can be
 * scripted; when stdin is not a terminal each answer is echoed after the
 * prompt, so that the output reads as a session.
 */
#define _POSIX_C_SOURCE 200809L /* fileno, isatty */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define LINE_MAX_LEN 1024

/* The game being played, the moves that made it, and the snapshots undo
   goes back to: saved games (l5r_game_save), not clones, because a save
   keeps the move log and a clone does not, and the log is what `save` and
   `log` write after an undo. */
typedef struct snapshot {
    void *data;
    size_t len;
    uint32_t nmoves;
} snapshot;

typedef struct table {
    cli_session *s;
    const cli_setup *su;
    cli_report *r;
    uint32_t human;
    int greedy;
    uint64_t rng;
    bool color, echo, snap_due;
    cli_teller t;
    char **moves;
    uint32_t nmoves, cap_moves;
    snapshot *snaps;
    uint32_t nsnaps, cap_snaps;
    l5r_action_list *legal;
} table;

static const char help_text[] =
    "Answer with the number of a legal move, or a move in the text notation\n"
    "(\"pass\" or \"p1 pass\"; \"p1 recruit #6\"), or one of:\n"
    "  help        this text\n"
    "  board       the board again\n"
    "  moves       the legal moves again\n"
    "  undo        back to your previous decision\n"
    "  save FILE   save the game (l5r_game_save)\n"
    "  load FILE   load a saved game of the same cards\n"
    "  log FILE    write the game log so far (for l5r replay)\n"
    "  quit        leave the game\n";

/* Text for the person, wrapped at 78 columns; continued lines indented. */
static void say(const char *text)
{
    size_t col = 0;
    const char *p = text;
    while (*p != '\0') {
        size_t word = strcspn(p, " ");
        if (col > 0 && col + 1 + word > 78) {
            fputs("\n    ", stdout);
            col = 4;
        } else if (col > 0) {
            putchar(' ');
            col++;
        }
        char buf[LINE_MAX_LEN];
        snprintf(buf, sizeof buf, "%.*s", (int)word, p);
        cli_text_put(stdout, buf);
        col += word;
        p += word;
        while (*p == ' ')
            p++;
    }
    putchar('\n');
}

/* Columns `s` takes on a terminal: colour sequences (ESC [ ... m) take
   none. */
static size_t columns(const char *s, size_t n)
{
    size_t cols = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\033') {
            while (i < n && s[i] != 'm')
                i++;
            continue;
        }
        cols += ((unsigned char)s[i] & 0xC0) != 0x80; /* UTF-8 lead bytes */
    }
    return cols;
}

/* The told lines of `text` (a move and what happened, as the teller
   wrote them), each wrapped at 80 columns: a continued line is indented
   two more than its line (past the "- " of an event). */
static void put_told(const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl != NULL ? nl : end;
        size_t lead = strspn(p, " ");
        if (p + lead > eol)
            lead = (size_t)(eol - p);
        size_t indent = lead + 2;
        fwrite(p, 1, lead, stdout);
        size_t col = lead;
        const char *w = p + lead;
        bool first = true;
        while (w < eol) {
            const char *sp = memchr(w, ' ', (size_t)(eol - w));
            const char *we = sp != NULL ? sp : eol;
            size_t cols = columns(w, (size_t)(we - w));
            if (!first && col + 1 + cols > 80) {
                printf("\n%*s", (int)indent, "");
                col = indent;
            } else if (!first) {
                putchar(' ');
                col++;
            }
            fwrite(w, 1, (size_t)(we - w), stdout);
            col += cols;
            first = false;
            w = we;
            while (w < eol && *w == ' ')
                w++;
        }
        if (nl != NULL)
            putchar('\n');
        p = eol + 1;
    }
}

static int oom(table *tb)
{
    return cli_fail(tb->r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                    "out of memory");
}

static int add_move(table *tb, const char *text)
{
    if (tb->nmoves == tb->cap_moves) {
        uint32_t cap = tb->cap_moves ? tb->cap_moves * 2 : 256;
        char **m = realloc(tb->moves, cap * sizeof *m);
        if (m == NULL)
            return oom(tb);
        tb->moves = m;
        tb->cap_moves = cap;
    }
    char *copy = text != NULL ? strdup(text) : NULL; /* NULL: no memory */
    if (copy == NULL)
        return oom(tb);
    tb->moves[tb->nmoves++] = copy;
    return 0;
}

static void drop_moves(table *tb, uint32_t keep)
{
    while (tb->nmoves > keep)
        free(tb->moves[--tb->nmoves]);
}

static void drop_snaps(table *tb, uint32_t keep)
{
    while (tb->nsnaps > keep)
        l5r_free(tb->snaps[--tb->nsnaps].data);
}

/* Remember this decision of the person, for undo. */
static int snap(table *tb)
{
    if (tb->nsnaps == tb->cap_snaps) {
        uint32_t cap = tb->cap_snaps ? tb->cap_snaps * 2 : 64;
        snapshot *sn = realloc(tb->snaps, cap * sizeof *sn);
        if (sn == NULL)
            return oom(tb);
        tb->snaps = sn;
        tb->cap_snaps = cap;
    }
    snapshot *sn = &tb->snaps[tb->nsnaps];
    if (l5r_game_save(&sn->data, &sn->len, tb->s->game) != L5R_OK)
        return oom(tb);
    sn->nmoves = tb->nmoves;
    tb->nsnaps++;
    return 0;
}

/* Play `g` in place of the current game. */
static void replace_game(table *tb, l5r_game *g)
{
    l5r_game_free(tb->s->game);
    tb->s->game = g;
    l5r_action_list_free(tb->legal);
    tb->legal = NULL;
}

/* --- what the person sees ---------------------------------------------------
 */

/* One legal move: its number, its text, the cards it names and what they
   cost. */
static void print_legal(const table *tb, uint32_t i)
{
    const l5r_game *g = tb->s->game;
    const l5r_action *a = l5r_action_list_action(tb->legal, i);
    printf("  %3u. ", i + 1);
    cli_text_put(stdout, l5r_action_list_text(tb->legal, i));
    int kind = l5r_action_kind(a);
    int32_t cost = 0;
    char extra[32] = "";
    if ((kind == L5R_ACT_RECRUIT || kind == L5R_ACT_PLAY) &&
        l5r_game_card_stat(&cost, g, l5r_action_card(a), L5R_STAT_GOLD_COST) ==
            1 &&
        cost > 0)
        snprintf(extra, sizeof extra, ", %d gold", cost);
    cli_put_titles(stdout, g, a, tb->human, extra);
    putchar('\n');
}

static void print_moves(const table *tb)
{
    int kind = L5R_DECIDE_NONE;
    l5r_game_decision(NULL, &kind, tb->s->game);
    printf("Your decision (%s), p%u. Legal moves:\n", l5r_decision_name(kind),
           tb->human + 1);
    for (uint32_t i = 0; i < l5r_action_list_count(tb->legal); i++)
        print_legal(tb, i);
}

static void print_board(const table *tb)
{
    putchar('\n');
    cli_board_text(stdout, tb->s->game, tb->human, tb->color);
    putchar('\n');
}

static void print_end(const table *tb)
{
    const l5r_game *g = tb->s->game;
    uint32_t w = l5r_game_winner(g);
    const char *v = l5r_victory_name(l5r_game_victory(g));
    if (w == L5R_NO_ID)
        printf("== game over at turn %u: no winner (%s)\n", l5r_game_turn(g),
               v);
    else
        printf("== game over at turn %u: p%u wins (%s)%s\n", l5r_game_turn(g),
               w + 1, v, w == tb->human ? ": you win" : "");
    printf("   Family Honor:");
    for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
        printf(" p%u %d", p + 1, l5r_game_player_honor(g, p));
    printf("\n   %u moves; state hash %016llx\n", tb->nmoves,
           (unsigned long long)l5r_game_hash(g));
}

/* --- moves ----------------------------------------------------------------
 */

/* Apply a move (a legal one from the list, or typed): told, logged. 0; 1
   if it was illegal (said, nothing changed); or an exit code. */
static int play_move(table *tb, const char *text)
{
    l5r_game *g = tb->s->game;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    l5r_action *a = NULL;
    if (l5r_action_new(&a, NULL) != L5R_OK)
        return oom(tb);
    int st = l5r_action_parse(a, text);
    if (st == L5R_OK)
        st = l5r_game_validate(&v, g, a);
    if (st == L5R_OK && !v.legal)
        st = L5R_EILLEGAL;
    if (st == L5R_EILLEGAL || st == L5R_ESYNTAX) {
        char msg[LINE_MAX_LEN];
        snprintf(msg, sizeof msg, "illegal: %s%s%s (nothing changed)",
                 st == L5R_EILLEGAL ? v.rule : "",
                 st == L5R_EILLEGAL && v.rule[0] != '\0' ? ": " : "",
                 st == L5R_EILLEGAL ? v.message : l5r_error_message());
        say(msg);
        l5r_action_free(a);
        return 1;
    }
    uint32_t first = l5r_game_event_count(g);
    if (st == L5R_OK) {
        cli_tell_before(&tb->t, stdout, g);
        st = l5r_game_apply(g, a, &v);
    }
    l5r_action_free(a);
    if (st != L5R_OK)
        return cli_fail(tb->r, EXIT_LIBRARY, l5r_status_name(st), NULL, 0, 0,
                        "'%s' failed: %s", text, l5r_game_errmsg(g));
    int rc = add_move(tb, l5r_game_log(g, l5r_game_log_count(g) - 1));
    if (rc != 0)
        return rc;
    char *told = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&told, &len);
    if (mem == NULL)
        return oom(tb);
    cli_tell_move(&tb->t, mem, g, tb->moves[tb->nmoves - 1], first);
    if (fclose(mem) != 0 || told == NULL) {
        free(told);
        return oom(tb);
    }
    put_told(told, len);
    free(told);
    tb->snap_due = true;
    l5r_action_list_free(tb->legal);
    tb->legal = NULL;
    return 0;
}

/* The policy's move for player p. */
static int policy_move(table *tb, uint32_t p)
{
    l5r_game *g = tb->s->game;
    l5r_action_list *l = NULL;
    if (l5r_game_legal_actions(&l, g, p) != L5R_OK ||
        l5r_action_list_count(l) == 0) {
        l5r_action_list_free(l);
        return cli_fail(tb->r, EXIT_LIBRARY, "L5R_ESTATE", NULL, 0, 0,
                        "no legal move for p%u", p + 1);
    }
    uint32_t k = cli_pick(g, l, p, tb->greedy, &tb->rng);
    char text[512];
    snprintf(text, sizeof text, "%s", l5r_action_list_text(l, k));
    l5r_action_list_free(l);
    int rc = play_move(tb, text);
    return rc == 1 ? cli_fail(tb->r, EXIT_LIBRARY, "L5R_ERROR", NULL, 0, 0,
                              "the policy's move '%s' is illegal", text)
                   : rc;
}

/* --- commands -------------------------------------------------------------
 */

static void undo(table *tb)
{
    if (tb->nsnaps < 2) {
        puts("nothing to undo: this is your first decision");
        return;
    }
    drop_snaps(tb, tb->nsnaps - 1);
    snapshot *sn = &tb->snaps[tb->nsnaps - 1];
    l5r_game *g;
    if (l5r_game_load(&g, tb->s->db, sn->data, sn->len, NULL) != L5R_OK) {
        printf("cannot undo: %s\n", l5r_error_message());
        return;
    }
    replace_game(tb, g);
    drop_moves(tb, sn->nmoves);
    tb->snap_due = false;
    printf("back to your decision after move %u\n", tb->nmoves);
    print_board(tb);
}

static void save(table *tb, const char *path)
{
    void *data = NULL;
    size_t len = 0;
    if (l5r_game_save(&data, &len, tb->s->game) != L5R_OK) {
        printf("cannot save: %s\n", l5r_error_message());
        return;
    }
    FILE *f = fopen(path, "wb");
    bool ok = f != NULL && fwrite(data, 1, len, f) == len;
    if (f != NULL && fclose(f) != 0)
        ok = false;
    l5r_free(data);
    fputs(ok ? "saved to " : "cannot write ", stdout);
    cli_text_put(stdout, path);
    if (ok)
        printf(" (%zu bytes)\n", len);
    else
        printf(": %s\n", strerror(errno));
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap);
    while (buf != NULL && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            char *b = cap < ((size_t)1 << 28) ? realloc(buf, cap *= 2) : NULL;
            if (b == NULL)
                free(buf);
            buf = b;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

static void load(table *tb, const char *path)
{
    size_t len = 0;
    char *data = read_all(path, &len);
    l5r_game *g = NULL;
    if (data == NULL) {
        fputs("cannot read ", stdout);
        cli_text_put(stdout, path);
        putchar('\n');
        return;
    }
    int st = l5r_game_load(&g, tb->s->db, data, len, NULL);
    free(data);
    if (st != L5R_OK) {
        printf("cannot load: %s: %s (the game is unchanged)\n",
               l5r_status_name(st), l5r_error_message());
        return;
    }
    /* The saved game knows its moves: they become the log. */
    drop_moves(tb, 0);
    for (uint32_t i = 0; i < l5r_game_log_count(g); i++)
        if (add_move(tb, l5r_game_log(g, i)) != 0) {
            l5r_game_free(g);
            return;
        }
    replace_game(tb, g);
    drop_snaps(tb, 0);
    tb->snap_due = true;
    tb->t.last_turn = 0;
    tb->t.last_phase = -1;
    printf("loaded: %u moves, turn %u\n", tb->nmoves, l5r_game_turn(g));
}

static void write_log(table *tb, const char *path)
{
    cli_report r;
    cli_report_init(&r, "log", 0);
    r.json = 1; /* keep the error to print it here */
    int rc =
        cli_log_write_moves(path, tb->su, tb->s->game,
                            (const char *const *)tb->moves, tb->nmoves, &r);
    if (rc == 0) {
        fputs("log written to ", stdout);
        cli_text_put(stdout, path);
        printf(" (%u moves)\n", tb->nmoves);
    } else {
        fputs("cannot write the log: ", stdout);
        cli_text_put(stdout, r.message != NULL ? r.message : "?");
        putchar('\n');
    }
    free(r.file);
    free(r.move);
    free(r.message);
}

/* The argument of "save FILE" and the like, or NULL (said). */
static const char *argument(const char *line, const char *cmd)
{
    const char *a = line + strlen(cmd);
    while (*a == ' ' || *a == '\t')
        a++;
    if (*a == '\0') {
        printf("%s needs a file name\n", cmd);
        return NULL;
    }
    return a;
}

static bool is_cmd(const char *line, const char *cmd)
{
    size_t n = strlen(cmd);
    return strncmp(line, cmd, n) == 0 &&
           (line[n] == '\0' || line[n] == ' ' || line[n] == '\t');
}

/* One line the person typed: 0 go on, 1 quit, or an exit code (> 1). */
static int answer(table *tb, char *line)
{
    uint64_t n;
    if (line[0] == '\0')
        return 0;
    if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0) {
        fputs(help_text, stdout);
    } else if (strcmp(line, "board") == 0) {
        print_board(tb);
    } else if (strcmp(line, "moves") == 0) {
        print_moves(tb);
    } else if (strcmp(line, "undo") == 0) {
        undo(tb);
    } else if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0) {
        return 1;
    } else if (is_cmd(line, "save")) {
        const char *a = argument(line, "save");
        if (a != NULL)
            save(tb, a);
    } else if (is_cmd(line, "load")) {
        const char *a = argument(line, "load");
        if (a != NULL)
            load(tb, a);
    } else if (is_cmd(line, "log")) {
        const char *a = argument(line, "log");
        if (a != NULL)
            write_log(tb, a);
    } else if (cli_parse_u64(line, &n) == 0) {
        if (n < 1 || n > l5r_action_list_count(tb->legal)) {
            printf("no move %llu: answer 1 to %u (moves: the list)\n",
                   (unsigned long long)n, l5r_action_list_count(tb->legal));
            return 0;
        }
        char text[512];
        snprintf(text, sizeof text, "%s",
                 l5r_action_list_text(tb->legal, (uint32_t)n - 1));
        int rc = play_move(tb, text);
        return rc == 1 ? 0 : rc;
    } else {
        /* A move in the notation; "pass" is the person's own. */
        char text[LINE_MAX_LEN + 8];
        if (line[0] == 'p' && line[1] >= '1' && line[1] <= '9')
            snprintf(text, sizeof text, "%s", line);
        else
            snprintf(text, sizeof text, "p%u %s", tb->human + 1, line);
        int rc = play_move(tb, text);
        return rc == 1 ? 0 : rc;
    }
    return 0;
}

/* Read a line (without its end); false at the end of the input. */
static bool read_line(table *tb, char *buf, size_t cap)
{
    printf(tb->color ? "\033[1mp%u>\033[0m " : "p%u> ", tb->human + 1);
    fflush(stdout);
    if (fgets(buf, (int)cap, stdin) == NULL) {
        putchar('\n');
        return false;
    }
    size_t n = strcspn(buf, "\r\n");
    bool whole = buf[n] != '\0' || feof(stdin);
    buf[n] = '\0';
    if (!whole) { /* too long: drop the rest of the line */
        int c;
        while ((c = getchar()) != EOF && c != '\n')
            ;
        buf[0] = '\0';
        puts("(that line is too long)");
    }
    char *s = buf;
    while (*s == ' ' || *s == '\t')
        s++;
    memmove(buf, s, strlen(s) + 1);
    for (n = strlen(buf); n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t');)
        buf[--n] = '\0';
    if (tb->echo) {
        cli_text_put(stdout, buf);
        putchar('\n');
    }
    return true;
}

/* The person's decision: board, moves, answers until a move is made (0),
   the person quits (1) or an error (an exit code). */
static int human_turn(table *tb)
{
    if (tb->snap_due || tb->nsnaps == 0) {
        int rc = snap(tb);
        if (rc != 0)
            return rc;
        tb->snap_due = false;
        print_board(tb);
    }
    uint32_t moves = tb->nmoves, snaps = tb->nsnaps;
    l5r_game *before = tb->s->game;
    if (tb->legal == NULL &&
        l5r_game_legal_actions(&tb->legal, tb->s->game, tb->human) != L5R_OK)
        return cli_fail(tb->r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                        NULL, 0, 0, "%s", l5r_error_message());
    print_moves(tb);
    char line[LINE_MAX_LEN];
    while (tb->nmoves == moves && tb->nsnaps == snaps &&
           tb->s->game == before) {
        if (!read_line(tb, line, sizeof line))
            return 1;
        int rc = answer(tb, line);
        if (rc != 0)
            return rc;
    }
    return 0;
}

int cli_human_game(cli_session *s, const cli_setup *su, cli_report *r,
                   uint32_t human, int greedy, const char *log)
{
    table tb;
    memset(&tb, 0, sizeof tb);
    tb.s = s;
    tb.su = su;
    tb.r = r;
    tb.human = human;
    tb.greedy = greedy;
    tb.rng = cli_rng_seed(su->seed);
    tb.color = cli_color_wanted(stdout);
    tb.echo = !isatty(fileno(stdin));
    cli_teller_init(&tb.t, human, tb.color, true);
    printf("l5r play: you are p%u (", human + 1);
    cli_text_put(stdout, l5r_deck_name(s->decks[human]));
    printf("), against the %s policy; seed %llu.\nType help for the "
           "commands.\n",
           greedy ? "greedy" : "random", (unsigned long long)su->seed);
    int rc = 0;
    while (rc == 0 && !l5r_game_is_over(s->game)) {
        uint32_t p;
        l5r_game_decision(&p, NULL, s->game);
        rc = p == human ? human_turn(&tb) : policy_move(&tb, p);
    }
    if (rc == 0)
        print_end(&tb);
    else if (rc == 1)
        printf("== left at move %u, turn %u; state hash %016llx\n", tb.nmoves,
               l5r_game_turn(s->game),
               (unsigned long long)l5r_game_hash(s->game));
    if (rc <= 1 && log != NULL) {
        int w = cli_log_write_moves(
            log, su, s->game, (const char *const *)tb.moves, tb.nmoves, r);
        rc = w != 0 ? w : rc;
    }
    l5r_action_list_free(tb.legal);
    drop_snaps(&tb, 0);
    drop_moves(&tb, 0);
    free(tb.snaps);
    free(tb.moves);
    return rc == 1 ? 0 : rc;
}
