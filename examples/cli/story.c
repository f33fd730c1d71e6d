/* SPDX-License-Identifier: MIT */
/*
 * story.c - what a move did, told from the game's events (l5r_game_event)
 * in words a player uses, or as JSON: cards entering play and leaving it,
 * gold, bowing and straightening, battles (each army's parts and total,
 * the winner, what is destroyed), honor with the new totals, the Imperial
 * Favor, tokens, draws and discards, and the end of the game.
 *
 * A story is told to a viewer (cli.h): a card whose face the viewer may
 * not see is "a card", and its id is not given either (an id could be
 * traced back to a decklist). A card is named when the viewer may see it
 * after the move, or when the event itself shows it to everyone (it is
 * revealed, destroyed, discarded, fights).
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

typedef struct event {
    int kind;
    uint32_t player, card;
    int32_t value;
} event;

/* The events of one move, and who they are told to. */
typedef struct story {
    const l5r_game *g;
    uint32_t first, end, viewer;
    bool color;
    int move;         /* the move's l5r_action_kind */
    uint32_t subject; /* its card, or L5R_NO_ID */
} story;

static event event_at(const story *s, uint32_t i)
{
    event e = {L5R_EV_NONE, L5R_NO_ID, L5R_NO_ID, 0};
    l5r_game_event(&e.kind, &e.player, &e.card, &e.value, s->g, i);
    return e;
}

static const char *title_of(const l5r_game *g, uint32_t card)
{
    uint32_t def;
    if (l5r_game_card_def(&def, g, card) != L5R_OK)
        return NULL;
    return l5r_carddb_card_title(l5r_game_carddb(g), def);
}

/* Whether the zone shows a card to everyone when it arrives there. */
static bool public_zone(int zone)
{
    return zone == L5R_ZONE_DYNASTY_DISCARD || zone == L5R_ZONE_FATE_DISCARD ||
           zone == L5R_ZONE_REMOVED;
}

/* Whether event `e` names its card to the viewer. */
static bool names_card(const story *s, const event *e)
{
    if (e->card == L5R_NO_ID || e->card >= l5r_game_card_count(s->g))
        return false;
    if (e->kind == L5R_EV_DRAW) /* a draw shows the card to the drawer */
        return s->viewer == CLI_ALL || s->viewer == e->player;
    if (s->viewer == CLI_ALL || cli_sees(s->g, e->card, s->viewer))
        return true;
    switch (e->kind) {
    case L5R_EV_MOVE:
        return public_zone(e->value);
    case L5R_EV_REVEAL:
    case L5R_EV_DESTROY:
    case L5R_EV_FORCE:
        return true;
    default:
        return false;
    }
}

/* "#6 Hida Defender", or "a card" for one the viewer may not see. */
static void put_card(const story *s, const event *e, FILE *f)
{
    if (!names_card(s, e)) {
        fputs("a card", f);
        return;
    }
    const char *t = title_of(s->g, e->card);
    fprintf(f, "#%u ", e->card);
    cli_text_put(f, t != NULL ? t : "?");
}

static void put_other_card(const story *s, uint32_t card, FILE *f)
{
    event e = {L5R_EV_NONE, L5R_NO_ID, card, 0};
    put_card(s, &e, f);
}

static const char *zone_words(int zone)
{
    switch (zone) {
    case L5R_ZONE_DYNASTY_DECK:
        return "the dynasty deck";
    case L5R_ZONE_FATE_DECK:
        return "the fate deck";
    case L5R_ZONE_HAND:
        return "the hand";
    case L5R_ZONE_PROVINCE:
        return "a province";
    case L5R_ZONE_PLAY:
        return "play";
    case L5R_ZONE_DYNASTY_DISCARD:
        return "the dynasty discard pile";
    case L5R_ZONE_FATE_DISCARD:
        return "the fate discard pile";
    case L5R_ZONE_REMOVED:
        return "the removed cards";
    default:
        return "nowhere";
    }
}

/* A player's Family Honor just after event i: the total now, less the
   changes made after it. */
static int32_t honor_after(const story *s, uint32_t i, uint32_t player)
{
    int32_t h = l5r_game_player_honor(s->g, player);
    for (uint32_t k = i + 1; k < l5r_game_event_count(s->g); k++) {
        event e = event_at(s, k);
        if (e.kind == L5R_EV_HONOR && e.player == player)
            h -= e.value;
    }
    return h;
}

/* Whether token `id` existed before event i (a TOKEN event earlier names
   it): then it moved, else it was made. */
static bool token_known_before(const story *s, uint32_t i, int32_t id)
{
    while (i-- > 0) {
        event e = event_at(s, i);
        if (e.kind == L5R_EV_TOKEN && (e.value == id || e.value == -id - 1))
            return true;
    }
    return false;
}

/* The story of events first .. end - 1, and the kind and card of the move
   they belong to (L5R_EV_ACTION's). */
static story story_of(const l5r_game *g, uint32_t first, uint32_t end,
                      uint32_t viewer, bool color)
{
    story s = {g, first, end, viewer, color, L5R_ACT_NONE, L5R_NO_ID};
    for (uint32_t i = first; i < end; i++) {
        event e = event_at(&s, i);
        if (e.kind == L5R_EV_ACTION) {
            s.move = e.value;
            s.subject = e.card;
            break;
        }
    }
    return s;
}

/* --- text ---------------------------------------------------------------
 */

static void line_start(const story *s, FILE *f, const char *indent)
{
    fputs(indent, f);
    if (s->color)
        fputs("\033[2m", f);
    fputs("- ", f);
    if (s->color)
        fputs("\033[0m", f);
}

static void victory_text(const story *s, const event *e, FILE *f)
{
    uint32_t w = e->player, n = l5r_game_player_count(s->g);
    uint32_t other = n == 2 && w < 2 ? 1 - w : L5R_NO_ID;
    switch (e->value) {
    case L5R_VICTORY_HONOR:
        fprintf(f, "p%u wins an honor victory with %d Family Honor", w + 1,
                l5r_game_player_honor(s->g, w));
        break;
    case L5R_VICTORY_DISHONOR:
        for (uint32_t p = 0; p < n; p++)
            if (p != w && l5r_game_player_honor(s->g, p) <= -20)
                fprintf(f, "p%u has fallen to %d Family Honor: ", p + 1,
                        l5r_game_player_honor(s->g, p));
        fprintf(f, "p%u wins by dishonor", w + 1);
        break;
    case L5R_VICTORY_MILITARY:
        if (other != L5R_NO_ID)
            fprintf(f, "p%u has no province left: ", other + 1);
        fprintf(f, "p%u wins a military victory", w + 1);
        break;
    case L5R_VICTORY_ENLIGHTENMENT:
        fprintf(f, "p%u wins by enlightenment", w + 1);
        break;
    case L5R_VICTORY_TURN_LIMIT:
        /* The game stops after its last turn; nobody wins (turn.c). */
        if (w == L5R_NO_ID)
            fputs("the turn limit is reached: the game stops, no winner", f);
        else
            fprintf(f, "the turn limit is reached: p%u wins", w + 1);
        break;
    default:
        fputs("the game is over", f);
    }
}

static void move_text(const story *s, const event *e, FILE *f)
{
    if (e->value >= 100) {
        put_card(s, e, f);
        fprintf(f, " goes to battlefield %d", e->value - 100);
        return;
    }
    put_card(s, e, f);
    if (e->value == L5R_ZONE_PLAY) {
        fputs(" enters play", f);
    } else if (e->value == L5R_ZONE_PROVINCE) {
        uint32_t k = l5r_game_card_province(s->g, e->card);
        fputs(names_card(s, e) && !l5r_game_card_is_face_down(s->g, e->card)
                  ? " fills "
                  : " fills face-down ",
              f);
        if (k != L5R_NO_ID)
            fprintf(f, "p%u's province %u", e->player + 1, k + 1);
        else
            fputs("a province", f);
    } else if (e->value == L5R_ZONE_REMOVED && e->card == s->subject) {
        fputs(" is played", f); /* an Action card, while it resolves */
    } else if (e->value == L5R_ZONE_REMOVED) {
        fputs(" is removed from the game", f);
    } else {
        fprintf(f, " goes to %s", zone_words(e->value));
    }
}

/* Whether event i is a card going to the hand that the next event draws
   (the draw tells it). */
static bool drawn_next(const story *s, uint32_t i)
{
    event e = event_at(s, i), d = i + 1 < s->end ? event_at(s, i + 1) : e;
    return e.kind == L5R_EV_MOVE && e.value == L5R_ZONE_HAND &&
           d.kind == L5R_EV_DRAW && d.card == e.card;
}

/* A run of events of one kind and player told as one line ("p1 draws 5
   cards", "p1 straightens #6 ..., #21 ..."): returns the next event. */
static uint32_t run_text(const story *s, uint32_t i, FILE *f)
{
    event e = event_at(s, i);
    uint32_t k = i, n = 0;
    while (k < s->end) {
        if (drawn_next(s, k) && e.kind == L5R_EV_DRAW)
            k++;
        event x = event_at(s, k);
        if (k >= s->end || x.kind != e.kind || x.player != e.player)
            break;
        k++;
        n++;
    }
    bool draw = e.kind == L5R_EV_DRAW;
    bool told = draw ? names_card(s, &e) : true;
    fprintf(f, "p%u %s", e.player + 1, draw ? "draws" : "straightens");
    if (!told) {
        fprintf(f, " %u card%s", n, n == 1 ? "" : "s");
        return k;
    }
    bool first = true;
    for (uint32_t j = i; j < k; j++) {
        event x = event_at(s, j);
        if (x.kind != e.kind)
            continue;
        fputs(first ? " " : ", ", f);
        put_card(s, &x, f);
        first = false;
    }
    return k;
}

/* An army's parts (the FORCE events from i) and total: returns the event
   after its L5R_EV_ARMY. */
static uint32_t army_text(const story *s, uint32_t i, FILE *f)
{
    uint32_t k = i;
    while (k < s->end && event_at(s, k).kind == L5R_EV_FORCE)
        k++;
    event total = k < s->end ? event_at(s, k) : event_at(s, i);
    fprintf(f, "p%u's army: %d Force", total.player + 1, total.value);
    for (uint32_t j = i; j < k; j++) {
        event x = event_at(s, j);
        fputs(j == i ? " (" : ", ", f);
        put_card(s, &x, f);
        fprintf(f, " %d", x.value);
        if (j + 1 == k)
            fputs(")", f);
    }
    if (i == k)
        fputs(" (nobody there)", f);
    return k < s->end ? k + 1 : k;
}

/* One event (or a run of them) as a line, or nothing if the move's own
   line says it; returns the next event. */
static uint32_t event_text(const story *s, uint32_t i, FILE *f,
                           const char *indent)
{
    event e = event_at(s, i);
    switch (e.kind) {
    case L5R_EV_PHASE:
    case L5R_EV_PASS:
    case L5R_EV_ACTION:
    case L5R_EV_NONE:
        return i + 1; /* the transcript says these already */
    case L5R_EV_BATTLE:
        /* The attack and fight moves say it; at a resolution the army
           events tell the totals. */
        return i + 1;
    case L5R_EV_MOVE:
        /* An assign move says where its unit goes; a draw tells itself. */
        if ((e.value >= 100 && s->move == L5R_ACT_ASSIGN) || drawn_next(s, i))
            return i + 1;
        break;
    default:
        break;
    }
    line_start(s, f, indent);
    uint32_t next = i + 1;
    switch (e.kind) {
    case L5R_EV_TURN:
        fprintf(f, "turn %d begins: p%u's turn", e.value, e.player + 1);
        break;
    case L5R_EV_MOVE:
        move_text(s, &e, f);
        break;
    case L5R_EV_BOW:
        put_card(s, &e, f);
        fputs(" bows", f);
        break;
    case L5R_EV_STRAIGHTEN:
    case L5R_EV_DRAW:
        next = run_text(s, i, f);
        break;
    case L5R_EV_GOLD:
        if (e.value >= 0)
            fprintf(f, "p%u produces %d gold", e.player + 1, e.value);
        else
            fprintf(f, "p%u pays %d gold", e.player + 1, -e.value);
        if (e.card != L5R_NO_ID) {
            fputs(e.value >= 0 ? " with " : " for ", f);
            put_card(s, &e, f);
        }
        break;
    case L5R_EV_HONOR:
        fprintf(f, "p%u %s %d honor (Family Honor now %d)", e.player + 1,
                e.value >= 0 ? "gains" : "loses", abs(e.value),
                honor_after(s, i, e.player));
        break;
    case L5R_EV_REVEAL:
        put_card(s, &e, f);
        fputs(" turns face-up", f);
        break;
    case L5R_EV_GAME_OVER:
        victory_text(s, &e, f);
        break;
    case L5R_EV_SHUFFLE:
        fprintf(f, "p%u shuffles %s", e.player + 1, zone_words(e.value));
        break;
    case L5R_EV_ATTACH:
        put_card(s, &e, f);
        fputs(" is attached to ", f);
        put_other_card(s, (uint32_t)e.value, f);
        break;
    case L5R_EV_FAVOR:
        if (e.player == L5R_NO_ID)
            fputs("the Imperial Favor is discarded", f);
        else
            fprintf(f, "p%u takes the Imperial Favor", e.player + 1);
        break;
    case L5R_EV_TOKEN: {
        int32_t id = e.value >= 0 ? e.value : -e.value - 1;
        const l5r_token *t = l5r_game_token(s->g, (uint32_t)id);
        const char *title = t != NULL ? l5r_token_title(t) : "";
        fputs("a token", f);
        if (title != NULL && title[0] != '\0') {
            fputs(" '", f);
            cli_text_put(f, title);
            fputs("'", f);
        }
        fprintf(f, " (token %d)", id);
        if (e.value < 0)
            fputs(" is removed", f);
        else
            fputs(token_known_before(s, i, id) ? " moves to " : " is put on ",
                  f);
        if (e.value >= 0 && e.card != L5R_NO_ID)
            put_card(s, &e, f);
        else if (e.value >= 0)
            fprintf(f, "a province of p%u", e.player + 1);
        break;
    }
    case L5R_EV_DESTROY:
        if (e.card == L5R_NO_ID)
            fprintf(f, "p%u's province %d is destroyed", e.player + 1,
                    -e.value);
        else
            put_card(s, &e, f), fputs(" is destroyed", f);
        break;
    case L5R_EV_DISHONOR:
        put_card(s, &e, f);
        fputs(" is dishonored", f);
        break;
    case L5R_EV_REHONOR:
        put_card(s, &e, f);
        fputs(" is rehonored", f);
        break;
    case L5R_EV_CONTROL:
        put_card(s, &e, f);
        fprintf(f, " comes under p%u's control", e.player + 1);
        break;
    case L5R_EV_FORCE:
    case L5R_EV_ARMY:
        next = army_text(s, i, f);
        break;
    case L5R_EV_OUTCOME:
        if (e.player == L5R_NO_ID)
            fprintf(f, "the battle at battlefield %d is a tie", e.value);
        else
            fprintf(f, "p%u wins the battle at battlefield %d", e.player + 1,
                    e.value);
        break;
    default:
        fprintf(f, "%s", l5r_event_name(e.kind) ? l5r_event_name(e.kind) : "?");
    }
    fputc('\n', f);
    return next;
}

void cli_story_text(FILE *f, const l5r_game *g, uint32_t first, uint32_t end,
                    uint32_t viewer, const char *indent, bool color)
{
    story s = story_of(g, first, end, viewer, color);
    for (uint32_t i = s.first; i < s.end;)
        i = event_text(&s, i, f, indent);
}

/* --- JSON ---------------------------------------------------------------
 */

static void json_player(FILE *f, uint32_t p)
{
    if (p == L5R_NO_ID)
        fputs("null", f);
    else
        fprintf(f, "%u", p + 1);
}

static void event_json(FILE *f, const story *s, uint32_t i)
{
    event e = event_at(s, i);
    fprintf(f, "{\"event\":\"%s\",\"player\":", l5r_event_name(e.kind));
    json_player(f, e.player);
    bool named = names_card(s, &e);
    fputs(",\"card\":", f);
    if (named)
        fprintf(f, "%u", e.card);
    else
        fputs("null", f);
    fputs(",\"title\":", f);
    cli_json_fstr(f, named ? title_of(s->g, e.card) : NULL);
    if (e.card != L5R_NO_ID && !named)
        fputs(",\"hidden\":true", f);
    fprintf(f, ",\"value\":%d", e.value);
    switch (e.kind) {
    case L5R_EV_MOVE:
        if (e.value >= 100)
            fprintf(f, ",\"battlefield\":%d", e.value - 100);
        else
            fprintf(f, ",\"zone\":\"%s\"", l5r_zone_name(e.value));
        break;
    case L5R_EV_HONOR:
        fprintf(f, ",\"honor\":%d", honor_after(s, i, e.player));
        break;
    case L5R_EV_PHASE:
        fprintf(f, ",\"phase\":\"%s\"", l5r_phase_name(e.value));
        break;
    case L5R_EV_GAME_OVER:
        fprintf(f, ",\"victory\":\"%s\"", l5r_victory_name(e.value));
        break;
    case L5R_EV_TOKEN:
        fprintf(f, ",\"token\":%d,\"removed\":%s",
                e.value >= 0 ? e.value : -e.value - 1,
                e.value < 0 ? "true" : "false");
        break;
    case L5R_EV_DESTROY:
        if (e.card == L5R_NO_ID)
            fprintf(f, ",\"province\":%d", -e.value);
        break;
    case L5R_EV_ATTACH:
        fprintf(f, ",\"on\":%d", e.value);
        break;
    case L5R_EV_OUTCOME:
    case L5R_EV_FORCE:
    case L5R_EV_ARMY:
        break;
    default:
        break;
    }
    fputc('}', f);
}

void cli_story_json(FILE *f, const l5r_game *g, uint32_t first, uint32_t end,
                    uint32_t viewer)
{
    story s = story_of(g, first, end, viewer, false);
    fputc('[', f);
    for (uint32_t i = s.first; i < s.end; i++) {
        if (i > s.first)
            fputc(',', f);
        event_json(f, &s, i);
    }
    fputc(']', f);
}

/* --- a transcript: headers, moves and their stories ------------------------
 */

void cli_teller_init(cli_teller *t, uint32_t viewer, bool color, bool events)
{
    memset(t, 0, sizeof *t);
    t->viewer = viewer;
    t->color = color;
    t->events = events;
    t->last_phase = -1;
}

void cli_tell_before(cli_teller *t, FILE *f, const l5r_game *g)
{
    const char *bold = t->color ? "\033[1m" : "",
               *off = t->color ? "\033[0m" : "";
    if (l5r_game_turn(g) != t->last_turn) {
        t->last_turn = l5r_game_turn(g);
        fprintf(f, "%s== turn %u: p%u%s\n", bold, t->last_turn,
                l5r_game_active_player(g) + 1, off);
        t->last_phase = -1;
    }
    if (l5r_game_phase(g) != t->last_phase) {
        t->last_phase = l5r_game_phase(g);
        const char *name = l5r_phase_name(t->last_phase);
        fprintf(f, "   [%s]\n",
                t->last_phase == L5R_PHASE_GAME_OVER ? "game over" : name);
    }
}

const char *cli_card_title(const l5r_game *g, uint32_t card, uint32_t viewer)
{
    return card != L5R_NO_ID && cli_sees(g, card, viewer) ? title_of(g, card)
                                                          : NULL;
}

void cli_put_titles(FILE *f, const l5r_game *g, const l5r_action *a,
                    uint32_t viewer, const char *extra)
{
    const char *t1 = cli_card_title(g, l5r_action_card(a), viewer);
    const char *t2 = cli_card_title(g, l5r_action_on(a), viewer);
    if (t1 == NULL)
        return;
    fputs("   (", f);
    cli_text_put(f, t1);
    if (t2 != NULL) {
        fputs(" on ", f);
        cli_text_put(f, t2);
    }
    if (extra != NULL)
        fputs(extra, f);
    fputs(")", f);
}

/* The titles of the cards a move (in the notation) names. */
static void move_titles(const cli_teller *t, const l5r_game *g,
                        const char *text, FILE *f)
{
    l5r_action *a = NULL;
    if (l5r_action_new(&a, NULL) != L5R_OK)
        return;
    if (l5r_action_parse(a, text) == L5R_OK)
        cli_put_titles(f, g, a, t->viewer, NULL);
    l5r_action_free(a);
}

void cli_tell_move(cli_teller *t, FILE *f, const l5r_game *g, const char *text,
                   uint32_t first_event)
{
    uint32_t end = l5r_game_event_count(g);
    if (f != NULL) {
        fputs("      ", f);
        cli_text_put(f, text);
        move_titles(t, g, text, f);
        fputc('\n', f);
        if (t->events)
            cli_story_text(f, g, first_event, end, t->viewer, "         ",
                           t->color);
    }
    if (t->json != NULL) {
        fputs(t->njson++ ? ",{\"move\":" : "{\"move\":", t->json);
        cli_json_fstr(t->json, text);
        fprintf(t->json, ",\"turn\":%u,\"events\":", l5r_game_turn(g));
        cli_story_json(t->json, g, first_event, end, t->viewer);
        fputc('}', t->json);
    }
}
