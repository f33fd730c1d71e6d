/*
 * play.c - l5r play, l5r replay, l5r legal: seeded games, game logs, and
 * the legal moves at the end of a log.
 *
 * A game log is UTF-8 text (README.md in this folder has the details): a
 * header of "key: value" lines, a line "---", then one move per line in
 * the text notation, and last, optionally, an end line
 * "end: moves N hash H" (the number of moves and the final state hash, in
 * 16 lowercase hex digits) so that a cut log is noticed. Header keys:
 * seed, format (lotus-storyline | lotus-open), turn_limit, cards (a card
 * file; repeat for several; default: the sample set table and cards), deck
 * (a decklist; one per player, in seat order). Blank lines and lines
 * starting with '#' are ignored. Lines end in LF or CRLF. A NUL byte,
 * other control characters but the tab, and bytes that are not UTF-8 are
 * errors: replay checks all of a log or fails.
 */
#include "cli.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILES   16
#define MAX_PLAYERS 8
/* A log larger than this is refused, not read. */
#define MAX_LOG_BYTES ((size_t)1 << 28)

/* A place in a log: 1-based line and (byte) column; 0 when not known. */
typedef struct where {
    uint32_t line, column;
} where;

typedef struct setup {
    uint64_t seed;
    int format;
    int64_t turn_limit;
    const char *cards[MAX_FILES];
    int ncards;
    const char *decks[MAX_PLAYERS];
    int ndecks;
    /* The log the setup was read from (NULL for play's arguments), and
       the lines that set each value. */
    const char *origin;
    where seed_at, format_at, turn_limit_at;
    where cards_at[MAX_FILES], decks_at[MAX_PLAYERS];
} setup;

typedef struct session {
    l5r_carddb *db;
    l5r_deck *decks[MAX_PLAYERS];
    int ndecks;
    l5r_options *opts;
    l5r_game *game;
} session;

static void session_free(session *s)
{
    l5r_game_free(s->game);
    for (int i = 0; i < s->ndecks; i++)
        l5r_deck_free(s->decks[i]);
    l5r_options_free(s->opts);
    l5r_carddb_free(s->db);
    memset(s, 0, sizeof *s);
}

/* The file an error about a setting is reported in: the log, or else
   `fallback` (a file named on the command line, or NULL). */
static const char *origin_or(const setup *su, const char *fallback)
{
    return su->origin != NULL ? su->origin : fallback;
}

static int set_option(session *s, cli_report *r, const setup *su, int param,
                      int64_t value, where at, const char *name)
{
    if (l5r_options_set(s->opts, param, value) == L5R_OK)
        return 0;
    return cli_fail(r, su->origin != NULL ? EXIT_BAD_INPUT : EXIT_USAGE,
                    l5r_status_name(l5r_error_code()), su->origin, at.line,
                    at.column, "%s %lld: %s", name, (long long)value,
                    l5r_error_message());
}

/* Each deck checked for the format before the game is made, so that an
   illegal one is reported at its own deck line. */
static int check_decks(session *s, cli_report *r, const setup *su)
{
    for (int i = 0; i < s->ndecks; i++) {
        int problems = l5r_deck_check(s->decks[i], su->format);
        if (problems == 0)
            continue;
        where at = su->decks_at[i];
        if (problems < 0)
            return cli_fail(r, EXIT_LIBRARY, l5r_status_name(problems),
                            origin_or(su, su->decks[i]), at.line, at.column,
                            "%s", l5r_error_message());
        const char *rule = l5r_deck_problem_rule(s->decks[i], 0);
        cli_fail(r, EXIT_BAD_INPUT, "L5R_ESTATE", origin_or(su, su->decks[i]),
                 at.line, at.column, "deck %d ('%s') is not legal: %s: %s",
                 i + 1, su->decks[i], rule,
                 l5r_deck_problem_message(s->decks[i], 0));
        snprintf(r->rule, sizeof r->rule, "%s", rule);
        return EXIT_BAD_INPUT;
    }
    return 0;
}

/* Cards, decks, options and the game. 0, or an exit code with the error
   recorded in `r` (at the log's line that caused it, for a log). */
static int session_start(session *s, const setup *su, cli_report *r)
{
    memset(s, 0, sizeof *s);
    const char *files[MAX_FILES + 2];
    int n = 0, ndefault = 0;
    if (su->ncards == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
        ndefault = n;
    }
    for (int i = 0; i < su->ncards; i++)
        files[n++] = su->cards[i];
    size_t d0 = r->ndiags;
    int bad;
    int rc = cli_load_cards(r, &s->db, files, n, &bad);
    if (rc != 0 && su->origin != NULL && bad >= ndefault) {
        where at = su->cards_at[bad - ndefault];
        return cli_fail(r, EXIT_BAD_INPUT,
                        d0 < r->ndiags ? l5r_status_name(r->diags[d0].code)
                                       : "L5R_ERROR",
                        su->origin, at.line, at.column,
                        "card file '%s' does not load", files[bad]);
    }
    if (rc != 0)
        return cli_fail_diag(r, rc, d0);
    for (int i = 0; i < su->ndecks; i++) {
        if (l5r_deck_new(&s->decks[i], s->db, NULL) != L5R_OK)
            return cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                            NULL, 0, 0, "%s", l5r_error_message());
        s->ndecks++;
        if (l5r_deck_load_file(s->decks[i], su->decks[i]) != L5R_OK) {
            int code = L5R_ERROR;
            l5r_deck_diag(&code, NULL, NULL, s->decks[i]);
            size_t d = r->ndiags;
            cli_diag_deck(r, s->decks[i], su->decks[i]);
            if (su->origin == NULL)
                return cli_fail_diag(r, EXIT_BAD_INPUT, d);
            where at = su->decks_at[i];
            return cli_fail(r, EXIT_BAD_INPUT, l5r_status_name(code),
                            su->origin, at.line, at.column,
                            "deck file '%s' does not load", su->decks[i]);
        }
    }
    if (l5r_options_new(&s->opts, NULL) != L5R_OK)
        return cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                        NULL, 0, 0, "%s", l5r_error_message());
    rc = set_option(s, r, su, L5R_PARAM_SEED, (int64_t)su->seed, su->seed_at,
                    "seed");
    if (rc == 0)
        rc = set_option(s, r, su, L5R_PARAM_FORMAT, su->format, su->format_at,
                        "format");
    if (rc == 0)
        rc = set_option(s, r, su, L5R_PARAM_TURN_LIMIT, su->turn_limit,
                        su->turn_limit_at, "turn_limit");
    if (rc == 0)
        rc = check_decks(s, r, su);
    if (rc != 0)
        return rc;
    rc = l5r_game_new(&s->game, s->db, s->opts, s->decks, (uint32_t)su->ndecks,
                      NULL);
    if (rc != L5R_OK) {
        /* The deck lines decide the players: the first one stands for
           them. */
        where at = su->ndecks > 0 ? su->decks_at[0] : (where){0, 0};
        return cli_fail(r, rc == L5R_ENOMEM ? EXIT_LIBRARY : EXIT_BAD_INPUT,
                        l5r_status_name(rc), su->origin, at.line, at.column,
                        "cannot start the game: %s", l5r_error_message());
    }
    return 0;
}

static const char *const phase_names[] = {"setup",  "straighten", "events",
                                          "action", "attack",     "dynasty",
                                          "end",    "game over"};
static const char *const victory_names[] = {"none",          "honor victory",
                                            "dishonor",      "military victory",
                                            "enlightenment", "turn limit"};

static const char *title_of(const l5r_game *g, uint32_t card)
{
    uint32_t def;
    if (card == L5R_NO_ID || l5r_game_card_def(&def, g, card) != L5R_OK)
        return NULL;
    return l5r_carddb_card_title(l5r_game_carddb(g), def);
}

/* A move's text with the titles of the cards it names, for people. */
static void describe(const l5r_game *g, const l5r_action *a, const char *text,
                     char *buf, size_t cap)
{
    const char *t1 = title_of(g, l5r_action_card(a));
    const char *t2 = title_of(g, l5r_action_on(a));
    if (t1 != NULL && t2 != NULL)
        snprintf(buf, cap, "%s   (%s on %s)", text, t1, t2);
    else if (t1 != NULL)
        snprintf(buf, cap, "%s   (%s)", text, t1);
    else
        snprintf(buf, cap, "%s", text);
}

/* --- policies
 * ------------------------------------------------------------------ */

static uint64_t rng_next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static int32_t cost_of(const l5r_game *g, uint32_t card)
{
    int32_t v = 0;
    return l5r_game_card_stat(&v, g, card, L5R_STAT_GOLD_COST) == 1 ? v : 0;
}

/* Gold the player could still produce by bowing what he controls. */
static int32_t gold_left(const l5r_game *g, uint32_t p)
{
    int32_t sum = 0;
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        if (l5r_game_card_zone(g, c) != L5R_ZONE_PLAY ||
            l5r_game_card_controller(g, c) != p ||
            l5r_game_card_is_bowed(g, c) == 1)
            continue;
        uint32_t def;
        l5r_game_card_def(&def, g, c);
        const l5r_carddb *db = l5r_game_carddb(g);
        int32_t v = 0;
        if (l5r_carddb_card_type(db, def) == L5R_TYPE_STRONGHOLD)
            l5r_carddb_card_get_stat(&v, db, def, L5R_STAT_GOLD_PRODUCTION);
        else
            l5r_game_card_stat(&v, g, c, L5R_STAT_GOLD_PRODUCTION);
        sum += v > 0 ? v : 0;
    }
    return sum;
}

/* Greedy (cli.h): buy the most expensive thing affordable, produce gold
   only toward something it can then afford, discard the cheapest card. */
uint32_t cli_pick_greedy(const l5r_game *g, const l5r_action_list *l,
                         uint32_t p)
{
    int32_t gold = l5r_game_player_gold(g, p);
    int32_t reach = gold + gold_left(g, p);
    /* The best purchase within reach decides whether gold is worth
       making: face-up province cards in the Dynasty phase; in the player's
       own Action phase, Fate cards with a Personality to carry them. */
    int phase = l5r_game_phase(g);
    bool mine = l5r_game_active_player(g) == p;
    bool bearer = false;
    const l5r_carddb *db = l5r_game_carddb(g);
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        uint32_t def;
        if (l5r_game_card_zone(g, c) == L5R_ZONE_PLAY &&
            l5r_game_card_controller(g, c) == p &&
            l5r_game_card_def(&def, g, c) == L5R_OK &&
            l5r_carddb_card_type(db, def) == L5R_TYPE_PERSONALITY)
            bearer = true;
    }
    int32_t want = -1;
    for (uint32_t c = 0; mine && c < l5r_game_card_count(g); c++) {
        int zone = l5r_game_card_zone(g, c);
        uint32_t def;
        if (l5r_game_card_owner(g, c) != p ||
            l5r_game_card_def(&def, g, c) != L5R_OK)
            continue;
        int type = l5r_carddb_card_type(db, def);
        bool candidate =
            (zone == L5R_ZONE_PROVINCE && phase == L5R_PHASE_DYNASTY &&
             l5r_game_card_is_face_down(g, c) == 0) ||
            (zone == L5R_ZONE_HAND && phase == L5R_PHASE_ACTION &&
             (type == L5R_TYPE_RING ||
              (bearer && (type == L5R_TYPE_FOLLOWER || type == L5R_TYPE_ITEM ||
                          type == L5R_TYPE_SPELL))));
        int32_t cost = cost_of(g, c);
        if (candidate && cost > gold && cost <= reach && cost > want)
            want = cost;
    }
    uint32_t best = 0;
    int64_t best_score = INT64_MIN;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
        const l5r_action *a = l5r_action_list_action(l, i);
        uint32_t card = l5r_action_card(a);
        int64_t score = 0;
        switch (l5r_action_kind(a)) {
        case L5R_ACT_RECRUIT:
            score = 1000 + cost_of(g, card);
            break;
        case L5R_ACT_PLAY:
            score = 500 + cost_of(g, card);
            break;
        case L5R_ACT_PRODUCE:
            score = want > gold ? 100 : -1;
            break;
        case L5R_ACT_DISCARD:
            /* forced discards: the cheapest card; never throw away a
               province card for nothing */
            score = l5r_game_card_zone(g, card) == L5R_ZONE_HAND
                        ? 50 - cost_of(g, card)
                        : -10;
            break;
        case L5R_ACT_ATTACK: /* only with someone to send */
            score = bearer ? 40 : -1;
            break;
        case L5R_ACT_ASSIGN: /* everyone to the first battlefield */
            score = 200 - (int64_t)l5r_action_value(a);
            break;
        case L5R_ACT_FIGHT:
            score = 300;
            break;
        case L5R_ACT_USE:
            score = 20;
            break;
        case L5R_ACT_PASS:
            score = 0;
            break;
        default:
            score = 1;
            break;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

/* --- play
 * ------------------------------------------------------------------------- */

/* Whether a file name can be written into a log and read back the same:
   UTF-8 without control characters, not empty, no blanks at either end. */
static bool log_value_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || s[0] == ' ' || s[0] == '\t' || s[n - 1] == ' ' ||
        s[n - 1] == '\t')
        return false;
    const unsigned char *p = (const unsigned char *)s;
    while (n > 0) {
        uint32_t cp;
        size_t len = cli_utf8_next(p, n, &cp);
        if (len == 0 || (cp < 0x20 && cp != '\t') || cp == 0x7f ||
            (cp >= 0x80 && cp <= 0x9f))
            return false;
        p += len;
        n -= len;
    }
    return true;
}

static int write_log(const char *path, const setup *su, const l5r_game *g,
                     cli_report *r)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", path, 0, 0,
                        "cannot write: %s", strerror(errno));
    fprintf(f, "# l5r game log\nseed: %llu\nformat: %s\nturn_limit: %lld\n",
            (unsigned long long)su->seed,
            su->format == L5R_FORMAT_LOTUS_OPEN ? "lotus-open"
                                                : "lotus-storyline",
            (long long)su->turn_limit);
    for (int i = 0; i < su->ncards; i++)
        fprintf(f, "cards: %s\n", su->cards[i]);
    for (int i = 0; i < su->ndecks; i++)
        fprintf(f, "deck: %s\n", su->decks[i]);
    fputs("---\n", f);
    for (uint32_t i = 0; i < l5r_game_log_count(g); i++)
        fprintf(f, "%s\n", l5r_game_log(g, i));
    fprintf(f, "end: moves %u hash %016llx\n", l5r_game_log_count(g),
            (unsigned long long)l5r_game_hash(g));
    int err = ferror(f);
    if (fclose(f) != 0 || err)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", path, 0, 0,
                        "cannot write: %s", strerror(errno));
    return 0;
}

static void print_winner_json(const l5r_game *g)
{
    uint32_t w = l5r_game_winner(g);
    if (w == L5R_NO_ID)
        fputs("null", stdout);
    else
        printf("%u", w + 1);
}

static void print_result(const l5r_game *g, int json, uint32_t moves,
                         uint32_t validated)
{
    uint32_t w = l5r_game_winner(g);
    int v = l5r_game_victory(g);
    if (json) {
        fputs(",\"moves_list\":[", stdout);
        for (uint32_t i = 0; i < l5r_game_log_count(g); i++) {
            if (i > 0)
                putchar(',');
            cli_json_str(l5r_game_log(g, i));
        }
        printf("],\"moves\":%u,\"validated\":%u,\"turn\":%u,\"over\":%s,"
               "\"winner\":",
               moves, validated, l5r_game_turn(g),
               l5r_game_is_over(g) ? "true" : "false");
        print_winner_json(g);
        printf(",\"victory\":\"%s\",\"honor\":[", victory_names[v]);
        for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
            printf("%s%d", p ? "," : "", l5r_game_player_honor(g, p));
        printf("],\"hash\":\"%016llx\"", (unsigned long long)l5r_game_hash(g));
        return;
    }
    if (!l5r_game_is_over(g))
        printf("== stopped at turn %u (%s phase)\n", l5r_game_turn(g),
               phase_names[l5r_game_phase(g)]);
    else if (w == L5R_NO_ID)
        printf("== game over after turn %u: no winner (%s)\n", l5r_game_turn(g),
               victory_names[v]);
    else
        printf("== game over at turn %u: p%u wins (%s)\n", l5r_game_turn(g),
               w + 1, victory_names[v]);
    printf("   Family Honor:");
    for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
        printf(" p%u %d", p + 1, l5r_game_player_honor(g, p));
    printf("\n   %u moves, each validated before it was applied (%u "
           "validations); state hash %016llx\n",
           moves, validated, (unsigned long long)l5r_game_hash(g));
}

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || *s < '0' || *s > '9' || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

static void setup_init(setup *su)
{
    memset(su, 0, sizeof *su);
    su->format = L5R_FORMAT_LOTUS_STORYLINE;
}

/* Play the game to its end, every move validated first; print it as it
   goes unless quiet (or JSON). 0, or an exit code with the error. */
static int play_game(l5r_game *g, cli_report *r, uint64_t seed, int greedy,
                     int quiet, uint32_t *moves, uint32_t *validated)
{
    l5r_action_list *l = NULL;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint64_t rng = seed * 2654435761u + 88172645463325252ULL;
    uint32_t last_turn = 0;
    int last_phase = -1, rc = 0;
    while (rc == 0 && !l5r_game_is_over(g)) {
        uint32_t p;
        l5r_game_decision(&p, NULL, g);
        if (l5r_game_legal_actions(&l, g, p) != L5R_OK ||
            l5r_action_list_count(l) == 0) {
            rc = cli_fail(r, EXIT_LIBRARY, "L5R_ESTATE", NULL, 0, 0,
                          "no legal move for p%u", p + 1);
            break;
        }
        uint32_t k =
            greedy ? cli_pick_greedy(g, l, p)
                   : (uint32_t)(rng_next(&rng) % l5r_action_list_count(l));
        const l5r_action *a = l5r_action_list_action(l, k);
        const char *text = l5r_action_list_text(l, k);
        /* Every move is validated before it is applied. */
        if (l5r_game_validate(&v, g, a) != L5R_OK || !v.legal) {
            rc = cli_fail(r, EXIT_LIBRARY, "L5R_ERROR", NULL, 0, 0,
                          "listed move '%s' does not validate: %s %s", text,
                          v.rule, v.message);
            break;
        }
        (*validated)++;
        if (!quiet && !r->json) {
            if (l5r_game_turn(g) != last_turn) {
                last_turn = l5r_game_turn(g);
                printf("== turn %u: p%u\n", last_turn,
                       l5r_game_active_player(g) + 1);
                last_phase = -1;
            }
            if (l5r_game_phase(g) != last_phase) {
                last_phase = l5r_game_phase(g);
                printf("   [%s]\n", phase_names[last_phase]);
            }
            char line[512];
            describe(g, a, text, line, sizeof line);
            fputs("      ", stdout);
            cli_text_put(stdout, line);
            putchar('\n');
        }
        int st = l5r_game_apply(g, a, &v);
        if (st != L5R_OK) {
            rc = cli_fail(r, EXIT_LIBRARY, l5r_status_name(st), NULL, 0, 0,
                          "'%s' failed: %s", text, l5r_game_errmsg(g));
            break;
        }
        (*moves)++;
        if (quiet && !r->json && *moves % 1000 == 0)
            fprintf(stderr, "l5r play: %u moves, turn %u\n", *moves,
                    l5r_game_turn(g));
        l5r_action_list_free(l);
        l = NULL;
    }
    l5r_action_list_free(l);
    return rc;
}

int cli_play(int argc, char **argv)
{
    static const char play_usage[] =
        "usage: l5r play [--seed N] [--decks A B] [--cards FILE...] "
        "[--policy random|greedy]\n"
        "                [--turns N] [--format lotus-storyline|lotus-open] "
        "[--log FILE] [--quiet] [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r play", cli_wants_json(argc, argv));
    setup su;
    setup_init(&su);
    su.seed = 1;
    su.turn_limit = 30;
    int quiet = 0, greedy = 1;
    const char *log = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        uint64_t v;
        if (strcmp(a, "--help") == 0) {
            return cli_help(&r, play_usage);
        } else if (strcmp(a, "--json") == 0) {
            continue;
        } else if (strcmp(a, "--quiet") == 0) {
            quiet = 1;
        } else if (strcmp(a, "--seed") == 0 && i + 1 < argc &&
                   parse_u64(argv[i + 1], &v) == 0) {
            su.seed = v;
            i++;
        } else if (strcmp(a, "--turns") == 0 && i + 1 < argc &&
                   parse_u64(argv[i + 1], &v) == 0 && v <= 1000000) {
            su.turn_limit = (int64_t)v;
            i++;
        } else if (strcmp(a, "--policy") == 0 && i + 1 < argc &&
                   (strcmp(argv[i + 1], "random") == 0 ||
                    strcmp(argv[i + 1], "greedy") == 0)) {
            greedy = strcmp(argv[++i], "greedy") == 0;
        } else if (strcmp(a, "--format") == 0 && i + 1 < argc &&
                   (strcmp(argv[i + 1], "lotus-storyline") == 0 ||
                    strcmp(argv[i + 1], "lotus-open") == 0)) {
            su.format = strcmp(argv[++i], "lotus-open") == 0
                            ? L5R_FORMAT_LOTUS_OPEN
                            : L5R_FORMAT_LOTUS_STORYLINE;
        } else if (strcmp(a, "--log") == 0 && i + 1 < argc) {
            log = argv[++i];
        } else if (strcmp(a, "--decks") == 0 && i + 2 < argc) {
            su.decks[0] = argv[++i];
            su.decks[1] = argv[++i];
            su.ndecks = 2;
        } else if (strcmp(a, "--cards") == 0 && i + 1 < argc) {
            while (i + 1 < argc && argv[i + 1][0] != '-' &&
                   su.ncards < MAX_FILES)
                su.cards[su.ncards++] = argv[++i];
        } else {
            return cli_finish(&r,
                              cli_usage(&r, play_usage, "bad option '%s'", a));
        }
    }
    if (su.ndecks == 0) {
        su.decks[0] = DEFAULT_DECK_A;
        su.decks[1] = DEFAULT_DECK_B;
        su.ndecks = 2;
    }
    /* What the log will hold must read back as it was written. */
    for (int i = 0; log != NULL && i < su.ncards + su.ndecks; i++) {
        const char *f = i < su.ncards ? su.cards[i] : su.decks[i - su.ncards];
        if (!log_value_ok(f))
            return cli_finish(&r, cli_usage(&r, play_usage,
                                            "the file name '%s' cannot be "
                                            "written into a log",
                                            f));
    }
    session s;
    int rc = session_start(&s, &su, &r);
    uint32_t moves = 0, validated = 0;
    if (rc == 0 && !quiet && !r.json) {
        printf("l5r play: seed %llu, %s policy\n", (unsigned long long)su.seed,
               greedy ? "greedy" : "random");
        for (int i = 0; i < s.ndecks; i++) {
            const char *base = strrchr(su.decks[i], '/');
            fputs("   p", stdout);
            printf("%d: ", i + 1);
            cli_text_put(stdout, l5r_deck_name(s.decks[i]));
            fputs(" (", stdout);
            cli_text_put(stdout, base != NULL ? base + 1 : su.decks[i]);
            printf("), Family Honor %d\n",
                   l5r_game_player_honor(s.game, (uint32_t)i));
        }
    }
    if (rc == 0)
        rc = play_game(s.game, &r, su.seed, greedy, quiet, &moves, &validated);
    if (rc == 0 && log != NULL)
        rc = write_log(log, &su, s.game, &r);
    cli_doc_begin(&r);
    if (rc == 0) {
        if (r.json)
            printf(",\"seed\":%llu", (unsigned long long)su.seed);
        print_result(s.game, r.json, moves, validated);
    }
    session_free(&s);
    return cli_doc_end(&r, rc);
}

/* --- reading a log
 * -------------------------------------------------------------- */

typedef struct logfile {
    const char *path;
    char *text; /* the file; each line NUL-terminated in place when read */
    size_t len, pos;
    uint32_t lineno; /* the line last read */
    setup su;
} logfile;

/* The next line, NUL-terminated in place (its LF or CRLF overwritten), or
   NULL at the end of the file. */
static char *next_line(logfile *lf)
{
    if (lf->pos >= lf->len)
        return NULL;
    char *s = lf->text + lf->pos;
    char *nl = memchr(s, '\n', lf->len - lf->pos);
    size_t n = nl != NULL ? (size_t)(nl - s) : lf->len - lf->pos;
    lf->pos += n + (nl != NULL);
    if (n > 0 && s[n - 1] == '\r') /* only ever before a LF (check_text) */
        n--;
    s[n] = '\0';
    lf->lineno++;
    return s;
}

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

static char *trim(char *s)
{
    while (blank(*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && blank(e[-1]))
        *--e = '\0';
    return s;
}

/* The column of `p` in `line`. */
static uint32_t col_of(const char *line, const char *p)
{
    return (uint32_t)(p - line) + 1;
}

static int read_file(logfile *lf, cli_report *r)
{
    FILE *f = fopen(lf->path, "rb");
    if (f == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", lf->path, 0, 0,
                        "cannot open: %s", strerror(errno));
    size_t cap = (size_t)1 << 16, len = 0, n;
    char *text = malloc(cap);
    while (text != NULL && len <= MAX_LOG_BYTES &&
           (n = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            char *t = realloc(text, cap *= 2);
            if (t == NULL)
                free(text);
            text = t;
        }
    }
    int err = ferror(f);
    fclose(f);
    lf->text = text;
    lf->len = len;
    if (text == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_ENOMEM", lf->path, 0, 0,
                        "out of memory");
    if (err)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", lf->path, 0, 0,
                        "cannot read");
    if (len > MAX_LOG_BYTES)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ELIMIT", lf->path, 0, 0,
                        "larger than %zu bytes", MAX_LOG_BYTES);
    text[len] = '\0';
    return 0;
}

/* What is wrong with the character at t (n bytes left), or NULL; *len is
   its length in bytes. */
static const char *bad_char(const unsigned char *t, size_t n, size_t *len,
                            char *buf, size_t cap)
{
    uint32_t cp = t[0];
    *len = 1;
    if (cp == '\n' || cp == '\t' || (cp == '\r' && n > 1 && t[1] == '\n'))
        return NULL;
    if (cp == '\0')
        return "a NUL byte (a log is text)";
    if (cp == '\r')
        return "a carriage return not followed by a line feed";
    if (cp >= 0x80 && (*len = cli_utf8_next(t, n, &cp)) == 0) {
        snprintf(buf, cap, "invalid UTF-8 (byte 0x%02x): a log is UTF-8 text",
                 t[0]);
        return buf;
    }
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f)) {
        snprintf(buf, cap, "control character U+%04X", (unsigned)cp);
        return buf;
    }
    return NULL;
}

/* Every byte of the log: UTF-8 text, lines ending in LF or CRLF, no
   control characters but the tab. A UTF-8 byte order mark at the start is
   skipped. */
static int check_text(logfile *lf, cli_report *r)
{
    const unsigned char *t = (const unsigned char *)lf->text;
    size_t i = 0;
    if (lf->len >= 3 && memcmp(t, "\xef\xbb\xbf", 3) == 0)
        i = lf->pos = 3;
    uint32_t line = 1, col = 1;
    while (i < lf->len) {
        char buf[64];
        size_t n;
        const char *bad = bad_char(t + i, lf->len - i, &n, buf, sizeof buf);
        if (bad != NULL)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", lf->path, line,
                            col, "%s", bad);
        if (t[i] == '\n') {
            line++;
            col = 1;
        } else {
            col += (uint32_t)n;
        }
        i += n;
    }
    return 0;
}

/* One "key: value" line of the header. */
static int header_line(logfile *lf, cli_report *r, char *line, char *t,
                       where *seen)
{
    setup *su = &lf->su;
    const char *path = lf->path;
    uint32_t ln = lf->lineno;
    char *colon = strchr(t, ':');
    if (colon == NULL)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                        col_of(line, t), "expected 'key: value' or '---'");
    *colon = '\0';
    char *key = trim(t), *val = trim(colon + 1);
    where at = {ln, col_of(line, val)};
    where *once = strcmp(key, "seed") == 0         ? &seen[0]
                  : strcmp(key, "format") == 0     ? &seen[1]
                  : strcmp(key, "turn_limit") == 0 ? &seen[2]
                                                   : NULL;
    if (once != NULL && once->line != 0)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_EDUPLICATE", path, ln,
                        col_of(line, key),
                        "a second '%s' line (the first is "
                        "line %u)",
                        key, once->line);
    if (once != NULL)
        *once = at;
    uint64_t v;
    if (strcmp(key, "seed") == 0) {
        if (parse_u64(val, &v) != 0)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column, "bad seed '%s' (expected 0 to %llu)",
                            val, (unsigned long long)UINT64_MAX);
        su->seed = v;
        su->seed_at = at;
    } else if (strcmp(key, "turn_limit") == 0) {
        if (parse_u64(val, &v) != 0 || v > 1000000)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column,
                            "bad turn_limit '%s' (expected 0 to 1000000)", val);
        su->turn_limit = (int64_t)v;
        su->turn_limit_at = at;
    } else if (strcmp(key, "format") == 0) {
        if (strcmp(val, "lotus-storyline") != 0 &&
            strcmp(val, "lotus-open") != 0)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column,
                            "bad format '%s' (expected lotus-storyline or "
                            "lotus-open)",
                            val);
        su->format = strcmp(val, "lotus-open") == 0
                         ? L5R_FORMAT_LOTUS_OPEN
                         : L5R_FORMAT_LOTUS_STORYLINE;
        su->format_at = at;
    } else if (strcmp(key, "cards") == 0 || strcmp(key, "deck") == 0) {
        bool cards = key[0] == 'c';
        int *n = cards ? &su->ncards : &su->ndecks;
        int max = cards ? MAX_FILES : MAX_PLAYERS;
        if (*val == '\0')
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column, "'%s' needs a file name", key);
        if (*n == max)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ELIMIT", path, ln,
                            col_of(line, key), "more than %d '%s' lines", max,
                            key);
        (cards ? su->cards : su->decks)[*n] = val;
        (cards ? su->cards_at : su->decks_at)[*n] = at;
        (*n)++;
    } else {
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                        col_of(line, key), "unknown header key '%s'", key);
    }
    return 0;
}

/* Read a log: its bytes checked, its header read up to the "---" line.
   0, or an exit code with the error recorded. */
static int open_log(logfile *lf, const char *path, cli_report *r)
{
    memset(lf, 0, sizeof *lf);
    lf->path = path;
    setup_init(&lf->su);
    lf->su.origin = path;
    int rc = read_file(lf, r);
    if (rc == 0)
        rc = check_text(lf, r);
    if (rc != 0)
        return rc;
    where seen[3] = {{0, 0}, {0, 0}, {0, 0}};
    char *line;
    while ((line = next_line(lf)) != NULL) {
        char *t = trim(line);
        if (strcmp(t, "---") == 0) {
            /* A log without deck lines plays the sample decks, as l5r
               play does. */
            if (lf->su.ndecks == 0) {
                lf->su.decks[0] = DEFAULT_DECK_A;
                lf->su.decks[1] = DEFAULT_DECK_B;
                lf->su.ndecks = 2;
            }
            return 0;
        }
        if (*t == '\0' || *t == '#')
            continue;
        rc = header_line(lf, r, line, t, seen);
        if (rc != 0)
            return rc;
    }
    return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, 0, 0,
                    "no '---' line before the moves");
}

/* The words of `s` split at blanks, in place: at most `max`; returns how
   many (max + 1 if there are more). */
static int split(char *s, char **words, int max)
{
    int n = 0;
    while (*s != '\0') {
        while (blank(*s))
            *s++ = '\0';
        if (*s == '\0')
            break;
        if (n == max)
            return max + 1;
        words[n++] = s;
        while (*s != '\0' && !blank(*s))
            s++;
    }
    return n;
}

/* The end line "end: moves N hash H" (t, at column col) against the game
   after `count` moves. */
static int check_end(logfile *lf, cli_report *r, const l5r_game *g, char *line,
                     char *t, uint32_t count)
{
    char *w[4];
    int n = split(t + 4, w, 4);
    size_t nl = n == 4 ? strlen(w[1]) : 0;
    bool ok = n == 4 && strcmp(w[0], "moves") == 0 &&
              strcmp(w[2], "hash") == 0 && nl >= 1 && nl <= 10 &&
              (w[1][0] != '0' || nl == 1) && strlen(w[3]) == 16;
    for (size_t i = 0; ok && i < nl; i++)
        ok = w[1][i] >= '0' && w[1][i] <= '9';
    for (size_t i = 0; ok && i < 16; i++)
        ok = (w[3][i] >= '0' && w[3][i] <= '9') ||
             (w[3][i] >= 'a' && w[3][i] <= 'f');
    unsigned long long moves = ok ? strtoull(w[1], NULL, 10) : 0;
    if (!ok || moves > UINT32_MAX)
        return cli_fail_move(r, "L5R_ESYNTAX", lf->path, lf->lineno,
                             col_of(line, t), NULL, NULL, NULL,
                             "a malformed end line (expected 'end: moves N "
                             "hash H', H in 16 lowercase hex digits)");
    if (moves != count)
        return cli_fail_move(r, "L5R_EFORMAT", lf->path, lf->lineno,
                             col_of(line, w[1]), NULL, NULL, NULL,
                             "the end line says %llu moves, but %u come "
                             "before it: the log is cut or edited",
                             moves, count);
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx",
             (unsigned long long)l5r_game_hash(g));
    if (strcmp(w[3], hash) != 0)
        return cli_fail_move(r, "L5R_EFORMAT", lf->path, lf->lineno,
                             col_of(line, w[3]), NULL, NULL, NULL,
                             "the end line says state hash %s, but the moves "
                             "give %s: the log is edited",
                             w[3], hash);
    return 0;
}

/* Replay a log's moves, and check its end line if it has one (*end_line:
   its line, or 0). 0 when all is well; else EXIT_BAD_INPUT with the first
   bad line recorded. */
static int replay_moves(logfile *lf, l5r_game *g, cli_report *r,
                        uint32_t *count, uint32_t *end_line)
{
    *count = 0;
    *end_line = 0;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    char *line;
    while ((line = next_line(lf)) != NULL) {
        char *t = trim(line);
        if (*t == '\0' || *t == '#')
            continue;
        uint32_t col = col_of(line, t);
        if (*end_line != 0)
            return cli_fail_move(
                r, "L5R_EFORMAT", lf->path, lf->lineno, col, t, NULL, NULL,
                "'%s' after the end line (line %u)", t, *end_line);
        if (strncmp(t, "end:", 4) == 0) {
            int rc = check_end(lf, r, g, line, t, *count);
            if (rc != 0)
                return rc;
            *end_line = lf->lineno;
            continue;
        }
        int rc = l5r_game_apply_text(g, t, &v);
        if (rc != L5R_OK) {
            bool illegal = rc == L5R_EILLEGAL;
            const char *why = illegal ? v.message : l5r_game_errmsg(g);
            const char *rule = illegal ? v.rule : "";
            return cli_fail_move(
                r, l5r_status_name(rc), lf->path, lf->lineno, col, t, rule,
                illegal ? l5r_reason_name(v.reason) : NULL,
                "%s move '%s': %s%s%s", illegal ? "illegal" : "bad", t, rule,
                *rule ? ": " : "", why);
        }
        (*count)++;
    }
    return 0;
}

/* --- replay and legal
 * ----------------------------------------------------------- */

/* The LOG argument and options of replay and legal: 0, or EXIT_USAGE
   with the error recorded. */
static int log_args(int argc, char **argv, cli_report *r, const char *usage,
                    const char **path, uint64_t *player)
{
    *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            continue;
        if (player != NULL && strcmp(argv[i], "--player") == 0) {
            if (i + 1 == argc || parse_u64(argv[i + 1], player) != 0 ||
                *player < 1 || *player > MAX_PLAYERS)
                return cli_usage(r, usage,
                                 "--player needs a player number, 1 to %d",
                                 MAX_PLAYERS);
            i++;
        } else if (*path == NULL && argv[i][0] != '-') {
            *path = argv[i];
        } else {
            return cli_usage(r, usage, "bad argument '%s'", argv[i]);
        }
    }
    if (*path == NULL)
        return cli_usage(r, usage, "no log");
    return 0;
}

static int has_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0)
            return 1;
    return 0;
}

int cli_replay(int argc, char **argv)
{
    static const char replay_usage[] = "usage: l5r replay LOG [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r replay", cli_wants_json(argc, argv));
    if (has_help(argc, argv))
        return cli_help(&r, replay_usage);
    const char *path;
    int rc = log_args(argc, argv, &r, replay_usage, &path, NULL);
    if (rc != 0)
        return cli_finish(&r, rc);
    logfile lf;
    session s;
    memset(&s, 0, sizeof s);
    rc = open_log(&lf, path, &r);
    if (rc == 0)
        rc = session_start(&s, &lf.su, &r);
    uint32_t moves = 0, end_line = 0;
    if (rc == 0)
        rc = replay_moves(&lf, s.game, &r, &moves, &end_line);
    cli_doc_begin(&r);
    if (rc == 0 && r.json) {
        const l5r_game *g = s.game;
        printf(",\"log\":");
        cli_json_str(path);
        printf(",\"moves\":%u,\"turn\":%u,\"phase\":\"%s\",\"winner\":", moves,
               l5r_game_turn(g), phase_names[l5r_game_phase(g)]);
        print_winner_json(g);
        printf(",\"hash\":\"%016llx\",\"end_line\":",
               (unsigned long long)l5r_game_hash(g));
        if (end_line == 0)
            fputs("null", stdout);
        else
            printf("%u", end_line);
    } else if (rc == 0) {
        const l5r_game *g = s.game;
        uint32_t w = l5r_game_winner(g);
        cli_text_put(stdout, path);
        printf(": %u moves, all legal; turn %u, %s phase", moves,
               l5r_game_turn(g), phase_names[l5r_game_phase(g)]);
        if (w != L5R_NO_ID)
            printf("; p%u won (%s)", w + 1, victory_names[l5r_game_victory(g)]);
        printf("; state hash %016llx; ", (unsigned long long)l5r_game_hash(g));
        if (end_line != 0)
            printf("the end line (line %u) matches\n", end_line);
        else
            puts("no end line");
    }
    session_free(&s);
    free(lf.text);
    return cli_doc_end(&r, rc);
}

int cli_legal(int argc, char **argv)
{
    static const char legal_usage[] =
        "usage: l5r legal LOG [--player N] [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r legal", cli_wants_json(argc, argv));
    if (has_help(argc, argv))
        return cli_help(&r, legal_usage);
    const char *path;
    uint64_t player = 0;
    int rc = log_args(argc, argv, &r, legal_usage, &path, &player);
    if (rc != 0)
        return cli_finish(&r, rc);
    logfile lf;
    session s;
    memset(&s, 0, sizeof s);
    rc = open_log(&lf, path, &r);
    if (rc == 0)
        rc = session_start(&s, &lf.su, &r);
    uint32_t moves = 0, end_line = 0;
    if (rc == 0)
        rc = replay_moves(&lf, s.game, &r, &moves, &end_line);
    uint32_t p = L5R_NO_ID;
    if (rc == 0) {
        l5r_game_decision(&p, NULL, s.game);
        if (player > l5r_game_player_count(s.game))
            rc = cli_usage(&r, legal_usage, "no player %llu: the game has %u",
                           (unsigned long long)player,
                           l5r_game_player_count(s.game));
        else if (player != 0)
            p = (uint32_t)player - 1;
    }
    l5r_action_list *l = NULL;
    if (rc == 0 && p != L5R_NO_ID &&
        l5r_game_legal_actions(&l, s.game, p) != L5R_OK)
        rc = cli_fail(&r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()), NULL,
                      0, 0, "%s", l5r_error_message());
    cli_doc_begin(&r);
    if (rc == 0 && r.json) {
        fputs(",\"player\":", stdout);
        if (p == L5R_NO_ID)
            fputs("null", stdout);
        else
            printf("%u", p + 1);
        fputs(",\"moves\":[", stdout);
    } else if (rc == 0 && p == L5R_NO_ID) {
        puts("the game is over: no legal moves");
    }
    for (uint32_t i = 0; rc == 0 && l != NULL && i < l5r_action_list_count(l);
         i++) {
        if (r.json) {
            printf("%s", i ? "," : "");
            cli_json_str(l5r_action_list_text(l, i));
        } else {
            char text[512];
            describe(s.game, l5r_action_list_action(l, i),
                     l5r_action_list_text(l, i), text, sizeof text);
            cli_text_put(stdout, text);
            putchar('\n');
        }
    }
    if (rc == 0 && r.json)
        putchar(']');
    l5r_action_list_free(l);
    session_free(&s);
    free(lf.text);
    return cli_doc_end(&r, rc);
}
