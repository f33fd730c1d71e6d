/*
 * play.c - l5r play, l5r replay, l5r legal: seeded games, game logs, and
 * the legal moves at the end of a log.
 *
 * A game log is text: a header of "key: value" lines, a line "---", then
 * one move per line in the text notation. Header keys: seed, format
 * (lotus-storyline | lotus-open), turn_limit, cards (a card file; repeat
 * for several; default: the sample set table and cards), deck (a decklist;
 * one per player, in seat order). Blank lines and lines starting with '#'
 * are ignored.
 */
#include "cli.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILES   16
#define MAX_PLAYERS 8

typedef struct setup {
    uint64_t seed;
    int format;
    int64_t turn_limit;
    const char *cards[MAX_FILES];
    int ncards;
    const char *decks[MAX_PLAYERS];
    int ndecks;
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

/* Cards, decks, options and the game. 0 or an exit code (printed why). */
static int session_start(session *s, const setup *su, int json)
{
    memset(s, 0, sizeof *s);
    const char *files[MAX_FILES + 2];
    int n = 0;
    if (su->ncards == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
    }
    for (int i = 0; i < su->ncards; i++)
        files[n++] = su->cards[i];
    int first = 1;
    int rc = cli_load_cards(&s->db, files, n, json, &first);
    if (rc != 0)
        return rc;
    for (int i = 0; i < su->ndecks; i++) {
        if (l5r_deck_new(&s->decks[i], s->db, NULL) != L5R_OK)
            return EXIT_LIBRARY;
        s->ndecks++;
        if (l5r_deck_load_file(s->decks[i], su->decks[i]) != L5R_OK) {
            fprintf(stderr, "%s\n", l5r_deck_errmsg(s->decks[i]));
            return EXIT_BAD_INPUT;
        }
    }
    if (l5r_options_new(&s->opts) != L5R_OK ||
        l5r_options_set(s->opts, L5R_PARAM_SEED, (int64_t)su->seed) != L5R_OK ||
        l5r_options_set(s->opts, L5R_PARAM_FORMAT, su->format) != L5R_OK ||
        l5r_options_set(s->opts, L5R_PARAM_TURN_LIMIT, su->turn_limit) !=
            L5R_OK) {
        fprintf(stderr, "l5r: %s\n", l5r_error_message());
        return EXIT_USAGE;
    }
    rc = l5r_game_new(&s->game, s->db, s->opts, s->decks, (uint32_t)su->ndecks,
                      NULL);
    if (rc != L5R_OK) {
        fprintf(stderr, "l5r: cannot start the game: %s\n",
                l5r_error_message());
        return rc == L5R_ENOMEM ? EXIT_LIBRARY : EXIT_BAD_INPUT;
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
    if (card == L5R_NO_ID || l5r_game_card_def(g, card, &def) != L5R_OK)
        return NULL;
    return l5r_carddb_card_title(l5r_game_carddb(g), def);
}

/* A move's text with the titles of the cards it names, for people. */
static void describe(const l5r_game *g, const l5r_action *a, const char *text,
                     char *buf, size_t cap)
{
    const char *t1 = title_of(g, l5r_action_get_card(a));
    const char *t2 = title_of(g, l5r_action_get_on(a));
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
    return l5r_game_card_stat(g, card, L5R_STAT_GOLD_COST, &v) == 1 ? v : 0;
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
        l5r_game_card_def(g, c, &def);
        const l5r_carddb *db = l5r_game_carddb(g);
        int32_t v = 0;
        if (l5r_carddb_card_type(db, def) == L5R_TYPE_STRONGHOLD)
            l5r_carddb_card_stat(db, def, L5R_STAT_GOLD_PRODUCTION, &v);
        else
            l5r_game_card_stat(g, c, L5R_STAT_GOLD_PRODUCTION, &v);
        sum += v > 0 ? v : 0;
    }
    return sum;
}

/* Greedy: buy the most expensive thing affordable, produce gold only
   toward something it can then afford, discard the cheapest card. */
static uint32_t pick_greedy(const l5r_game *g, const l5r_action_list *l,
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
            l5r_game_card_def(g, c, &def) == L5R_OK &&
            l5r_carddb_card_type(db, def) == L5R_TYPE_PERSONALITY)
            bearer = true;
    }
    int32_t want = -1;
    for (uint32_t c = 0; mine && c < l5r_game_card_count(g); c++) {
        int zone = l5r_game_card_zone(g, c);
        uint32_t def;
        if (l5r_game_card_owner(g, c) != p ||
            l5r_game_card_def(g, c, &def) != L5R_OK)
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
        const l5r_action *a = l5r_action_list_get(l, i);
        uint32_t card = l5r_action_get_card(a);
        int64_t score = 0;
        switch (l5r_action_get_kind(a)) {
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
            score = 200 - (int64_t)l5r_action_get_value(a);
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

static int write_log(const char *path, const setup *su, const l5r_game *g)
{
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "l5r play: cannot write %s: %s\n", path,
                strerror(errno));
        return EXIT_LIBRARY;
    }
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
        fprintf(f, "%s\n", l5r_game_log_text(g, i));
    return fclose(f) == 0 ? 0 : EXIT_LIBRARY;
}

static void print_result(const l5r_game *g, int json, uint32_t moves,
                         uint32_t validated)
{
    uint32_t w = l5r_game_winner(g);
    int v = l5r_game_victory(g);
    if (json) {
        printf("],\"moves\":%u,\"validated\":%u,\"turn\":%u,\"over\":%s,"
               "\"winner\":",
               moves, validated, l5r_game_turn(g),
               l5r_game_is_over(g) ? "true" : "false");
        if (w == L5R_NO_ID)
            fputs("null", stdout);
        else
            printf("%u", w + 1);
        printf(",\"victory\":\"%s\",\"honor\":[", victory_names[v]);
        for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
            printf("%s%d", p ? "," : "", l5r_game_player_honor(g, p));
        printf("],\"hash\":\"%016llx\"}\n",
               (unsigned long long)l5r_game_hash(g));
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
    if (errno != 0 || *s == '\0' || *end != '\0' || *s == '-')
        return -1;
    *out = v;
    return 0;
}

int cli_play(int argc, char **argv)
{
    static const char play_usage[] =
        "usage: l5r play [--seed N] [--decks A B] [--cards FILE...] "
        "[--policy random|greedy]\n"
        "                [--turns N] [--format lotus-storyline|lotus-open] "
        "[--log FILE] [--quiet] [--json]\n";
    setup su = {1, L5R_FORMAT_LOTUS_STORYLINE, 30, {0}, 0, {0}, 0};
    int json = 0, quiet = 0, greedy = 1;
    const char *log = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        uint64_t v;
        if (strcmp(a, "--help") == 0) {
            fputs(play_usage, stdout);
            return 0;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
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
            fprintf(stderr, "l5r play: bad option '%s'\n%s", a, play_usage);
            return EXIT_USAGE;
        }
    }
    if (su.ndecks == 0) {
        su.decks[0] = DEFAULT_DECK_A;
        su.decks[1] = DEFAULT_DECK_B;
        su.ndecks = 2;
    }
    session s;
    int rc = session_start(&s, &su, json);
    if (rc != 0) {
        session_free(&s);
        return rc;
    }
    l5r_game *g = s.game;
    l5r_action_list *l = NULL;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint64_t rng = su.seed * 2654435761u + 88172645463325252ULL;
    uint32_t moves = 0, validated = 0, last_turn = 0;
    int last_phase = -1;
    if (json)
        printf("{\"seed\":%llu,\"moves_list\":[", (unsigned long long)su.seed);
    else if (!quiet) {
        printf("l5r play: seed %llu, %s policy\n", (unsigned long long)su.seed,
               greedy ? "greedy" : "random");
        for (int i = 0; i < s.ndecks; i++) {
            const char *base = strrchr(su.decks[i], '/');
            printf("   p%d: %s (%s), Family Honor %d\n", i + 1,
                   l5r_deck_name(s.decks[i]),
                   base != NULL ? base + 1 : su.decks[i],
                   l5r_game_player_honor(g, (uint32_t)i));
        }
    }
    while (!l5r_game_is_over(g)) {
        uint32_t p;
        l5r_game_decision(g, &p, NULL);
        if (l5r_game_legal_actions(g, p, &l) != L5R_OK ||
            l5r_action_list_count(l) == 0) {
            fprintf(stderr, "l5r play: no legal move for p%u\n", p + 1);
            rc = EXIT_LIBRARY;
            break;
        }
        uint32_t k =
            greedy ? pick_greedy(g, l, p)
                   : (uint32_t)(rng_next(&rng) % l5r_action_list_count(l));
        const l5r_action *a = l5r_action_list_get(l, k);
        const char *text = l5r_action_list_text(l, k);
        /* Every move is validated before it is applied. */
        if (l5r_game_validate(g, a, &v) != L5R_OK || !v.legal) {
            fprintf(stderr,
                    "l5r play: listed move '%s' does not validate: "
                    "%s %s\n",
                    text, v.rule, v.message);
            rc = EXIT_LIBRARY;
            break;
        }
        validated++;
        if (!quiet && !json) {
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
            printf("      %s\n", line);
        } else if (json) {
            printf("%s", moves ? "," : "");
            cli_json_str(text);
        }
        if (l5r_game_apply(g, a, &v) != L5R_OK) {
            fprintf(stderr, "l5r play: '%s' failed: %s\n", text,
                    l5r_game_errmsg(g));
            rc = EXIT_LIBRARY;
            break;
        }
        moves++;
        if (quiet && !json && moves % 1000 == 0)
            fprintf(stderr, "l5r play: %u moves, turn %u\n", moves,
                    l5r_game_turn(g));
        l5r_action_list_free(l);
        l = NULL;
    }
    l5r_action_list_free(l);
    if (rc == 0) {
        print_result(g, json, moves, validated);
        if (log != NULL)
            rc = write_log(log, &su, g);
    }
    session_free(&s);
    return rc;
}

/* --- replay and legal
 * ----------------------------------------------------------- */

typedef struct logfile {
    char *text;
    setup su;
    char *moves; /* the line after "---" */
    int moves_line;
} logfile;

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = '\0';
    return s;
}

/* Read a log's header. 0, or an exit code after printing why. */
static int read_log(const char *path, logfile *lf)
{
    memset(lf, 0, sizeof *lf);
    lf->su.seed = 0;
    lf->su.format = L5R_FORMAT_LOTUS_STORYLINE;
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "l5r: cannot open %s: %s\n", path, strerror(errno));
        return EXIT_LIBRARY;
    }
    size_t cap = 1 << 16, len = 0;
    lf->text = malloc(cap);
    size_t n;
    while (lf->text != NULL &&
           (n = fread(lf->text + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            char *t = realloc(lf->text, cap *= 2);
            if (t == NULL)
                free(lf->text);
            lf->text = t;
        }
    }
    fclose(f);
    if (lf->text == NULL)
        return EXIT_LIBRARY;
    lf->text[len] = '\0';
    char *line = lf->text;
    int lineno = 0;
    while (line != NULL && *line != '\0') {
        char *next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        lineno++;
        char *t = trim(line);
        if (strcmp(t, "---") == 0) {
            lf->moves = next;
            lf->moves_line = lineno + 1;
            return 0;
        }
        if (*t != '\0' && *t != '#') {
            char *colon = strchr(t, ':');
            if (colon == NULL) {
                fprintf(stderr, "%s:%d: expected 'key: value'\n", path, lineno);
                return EXIT_BAD_INPUT;
            }
            *colon = '\0';
            char *key = trim(t), *val = trim(colon + 1);
            uint64_t v;
            if (strcmp(key, "seed") == 0 && parse_u64(val, &v) == 0) {
                lf->su.seed = v;
            } else if (strcmp(key, "turn_limit") == 0 &&
                       parse_u64(val, &v) == 0 && v <= 1000000) {
                lf->su.turn_limit = (int64_t)v;
            } else if (strcmp(key, "format") == 0 &&
                       (strcmp(val, "lotus-storyline") == 0 ||
                        strcmp(val, "lotus-open") == 0)) {
                lf->su.format = strcmp(val, "lotus-open") == 0
                                    ? L5R_FORMAT_LOTUS_OPEN
                                    : L5R_FORMAT_LOTUS_STORYLINE;
            } else if (strcmp(key, "cards") == 0 && lf->su.ncards < MAX_FILES) {
                lf->su.cards[lf->su.ncards++] = val;
            } else if (strcmp(key, "deck") == 0 &&
                       lf->su.ndecks < MAX_PLAYERS) {
                lf->su.decks[lf->su.ndecks++] = val;
            } else {
                fprintf(stderr, "%s:%d: bad header line '%s: %s'\n", path,
                        lineno, key, val);
                return EXIT_BAD_INPUT;
            }
        }
        line = next;
    }
    fprintf(stderr, "%s: no '---' line before the moves\n", path);
    return EXIT_BAD_INPUT;
}

/* A log without deck lines plays the sample decks, as l5r play does. */
static void default_decks(logfile *lf)
{
    if (lf->su.ndecks == 0) {
        lf->su.decks[0] = DEFAULT_DECK_A;
        lf->su.decks[1] = DEFAULT_DECK_B;
        lf->su.ndecks = 2;
    }
}

/* Replay a log's moves. 0 when all are legal; else EXIT_BAD_INPUT after
   reporting the first illegal one. */
static int replay_moves(const char *path, logfile *lf, l5r_game *g, int json,
                        uint32_t *count)
{
    char *line = lf->moves;
    int lineno = lf->moves_line;
    *count = 0;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    while (line != NULL && *line != '\0') {
        char *next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        char *t = trim(line);
        if (*t != '\0' && *t != '#') {
            int rc = l5r_game_apply_text(g, t, &v);
            if (rc != L5R_OK) {
                const char *why =
                    rc == L5R_EILLEGAL ? v.message : l5r_game_errmsg(g);
                const char *rule = rc == L5R_EILLEGAL ? v.rule : "";
                if (json) {
                    printf("{\"ok\":false,\"line\":%d,\"move\":", lineno);
                    cli_json_str(t);
                    printf(",\"code\":\"%s\",\"reason\":\"%s\",\"rule\":",
                           l5r_status_name(rc),
                           rc == L5R_EILLEGAL ? l5r_reason_name(v.reason) : "");
                    cli_json_str(rule);
                    printf(",\"message\":");
                    cli_json_str(why);
                    puts("}");
                } else {
                    printf("%s:%d: illegal move '%s': %s%s%s\n", path, lineno,
                           t, rule, *rule ? ": " : "", why);
                }
                return EXIT_BAD_INPUT;
            }
            (*count)++;
        }
        line = next;
        lineno++;
    }
    return 0;
}

int cli_replay(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--help") == 0) {
            puts("usage: l5r replay LOG [--json]");
            return 0;
        } else if (path == NULL && argv[i][0] != '-')
            path = argv[i];
        else {
            fprintf(stderr, "usage: l5r replay LOG [--json]\n");
            return EXIT_USAGE;
        }
    }
    if (path == NULL) {
        fprintf(stderr, "usage: l5r replay LOG [--json]\n");
        return EXIT_USAGE;
    }
    logfile lf;
    session s;
    memset(&s, 0, sizeof s);
    int rc = read_log(path, &lf);
    if (rc == 0) {
        default_decks(&lf);
        rc = session_start(&s, &lf.su, 0);
    }
    uint32_t moves = 0;
    if (rc == 0)
        rc = replay_moves(path, &lf, s.game, json, &moves);
    if (rc == 0) {
        const l5r_game *g = s.game;
        uint32_t w = l5r_game_winner(g);
        if (json) {
            printf("{\"ok\":true,\"moves\":%u,\"turn\":%u,\"phase\":\"%s\","
                   "\"winner\":",
                   moves, l5r_game_turn(g), phase_names[l5r_game_phase(g)]);
            if (w == L5R_NO_ID)
                fputs("null", stdout);
            else
                printf("%u", w + 1);
            printf(",\"hash\":\"%016llx\"}\n",
                   (unsigned long long)l5r_game_hash(g));
        } else {
            printf("%s: %u moves, all legal; turn %u, %s phase", path, moves,
                   l5r_game_turn(g), phase_names[l5r_game_phase(g)]);
            if (w != L5R_NO_ID)
                printf("; p%u won (%s)", w + 1,
                       victory_names[l5r_game_victory(g)]);
            printf("; state hash %016llx\n",
                   (unsigned long long)l5r_game_hash(g));
        }
    }
    session_free(&s);
    free(lf.text);
    return rc;
}

int cli_legal(int argc, char **argv)
{
    static const char legal_usage[] =
        "usage: l5r legal LOG [--player N] [--json]\n";
    const char *path = NULL;
    int json = 0;
    uint64_t player = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--help") == 0) {
            fputs(legal_usage, stdout);
            return 0;
        } else if (strcmp(argv[i], "--player") == 0 && i + 1 < argc &&
                   parse_u64(argv[i + 1], &player) == 0 && player >= 1)
            i++;
        else if (path == NULL && argv[i][0] != '-')
            path = argv[i];
        else {
            fputs(legal_usage, stderr);
            return EXIT_USAGE;
        }
    }
    if (path == NULL) {
        fputs(legal_usage, stderr);
        return EXIT_USAGE;
    }
    logfile lf;
    session s;
    memset(&s, 0, sizeof s);
    int rc = read_log(path, &lf);
    if (rc == 0) {
        default_decks(&lf);
        rc = session_start(&s, &lf.su, 0);
    }
    uint32_t moves = 0;
    if (rc == 0)
        rc = replay_moves(path, &lf, s.game, json, &moves);
    if (rc == 0) {
        uint32_t p = 0;
        l5r_game_decision(s.game, &p, NULL);
        if (player != 0)
            p = (uint32_t)player - 1;
        l5r_action_list *l = NULL;
        if (p == L5R_NO_ID || p >= l5r_game_player_count(s.game)) {
            if (json)
                puts("{\"player\":null,\"moves\":[]}");
            else
                puts("the game is over: no legal moves");
        } else if (l5r_game_legal_actions(s.game, p, &l) != L5R_OK) {
            fprintf(stderr, "l5r legal: %s\n", l5r_error_message());
            rc = EXIT_LIBRARY;
        } else {
            if (json)
                printf("{\"player\":%u,\"moves\":[", p + 1);
            for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
                if (json) {
                    printf("%s", i ? "," : "");
                    cli_json_str(l5r_action_list_text(l, i));
                } else {
                    char line[512];
                    describe(s.game, l5r_action_list_get(l, i),
                             l5r_action_list_text(l, i), line, sizeof line);
                    puts(line);
                }
            }
            if (json)
                puts("]}");
        }
        l5r_action_list_free(l);
    }
    session_free(&s);
    free(lf.text);
    return rc;
}
