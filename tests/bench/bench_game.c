/* SPDX-License-Identifier: MIT */
/*
 * bench_game - how fast the game core runs: random full games, moves,
 * validation, legal-move listing, clone, and whether validation touches
 * the heap.
 *
 * Between the two sample decks (examples/cards/decks/crab-yu.yaml and
 * scorpion-ninjutsu.yaml), on one core, CLOCK_MONOTONIC, best of K runs
 * where a run can be repeated:
 *
 *   games/s, moves/s  G random games (seeds 0 .. G-1, turn limit 30), each
 *                     move a uniformly random legal one: refill one list
 *                     with the legal moves, pick one, l5r_game_apply_index;
 *                     also the time spent applying alone
 *   turn caps         the same at turn limits 10 and 40: games/s and
 *                     microseconds a decision, each game's setup apart
 *                     and apply not timed alone
 *   validations/s     l5r_game_validate of every legal move, over a few
 *                     hundred positions taken from such games
 *   listing           mean time of l5r_game_legal_actions (+ free) there
 *   clone             l5r_game_clone + l5r_game_free as a ratio to
 *                     malloc + memcpy + free of l5r_game_state_size()
 *                     bytes, many iterations each
 *   state size        l5r_game_state_size()
 *   validate heap     allocations made through a counting l5r_allocator
 *                     (tests/support/testalloc) across 100000 validate
 *                     calls on a game made with it
 *   heap per decision allocations through that allocator per decision of
 *                     random play (list the legal moves, pick, apply; the
 *                     events cleared after each move) over 20 whole games,
 *                     each game's setup apart
 *   state hash        l5r_game_hash over the positions above
 *   listing by board  l5r_game_legal_actions at the first positions of
 *                     "builder" games (recruit and play first,
 *                     tests/support/random_moves.h; two players, and four
 *                     or eight for the large boards) with about 5, 10, 20,
 *                     40 and 80 cards in play, and the slope of log(time)
 *                     against log(cards in play): 1 is linear growth
 *
 * and the goals, each as "goal met: ..." or "goal not met: ...": validate
 * allocates nothing, and clone within 2x memcpy; then the targets of
 * search and self-play, each as "target met: ..." or "target not met:
 * ...", with the figure and its bound (a decision at the 10- and 40-turn
 * caps, the listing with 20 or more cards in play and its growth, games/s
 * at the 10-turn cap, clone, hash, heap calls a decision), which
 * --enforce does not read. They are informational:
 * the exit status is 0 whether they are met or not, unless --enforce is
 * given, which makes a goal not met exit 1 (timings on a shared machine
 * are noisy, so CI does not enforce them). Otherwise 1 means something
 * failed, 2 a usage error.
 *
 * ctest runs it small (bench.game_smoke: --games 5) only to know it
 * works. The real run is by hand, on the optimized build:
 *
 *     cmake --preset default && cmake --build build -j2
 *     ./build/bin/bench_game --games 200
 *     ./build/bin/bench_game --games 1000 --repeat 5
 *     ./build/bin/bench_game --enforce    # exit 1 if a goal is not met
 *
 * --data DIR reads the cards and decks from DIR/examples/cards (default:
 * the source tree this was built from). --games-only runs the random full
 * games alone (the three turn limits) and prints their lines: the short
 * run for counting instructions, where the fixed-size loops of the other
 * measurements would take minutes:
 *
 *     valgrind --tool=callgrind ./build-release/bin/bench_game \
 *         --games 20 --repeat 1 --games-only
 */
#define _POSIX_C_SOURCE 200809L

#include <l5r.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "random_moves.h"
#include "testalloc.h"

#include <math.h>

#ifndef L5R_SOURCE_DIR
#define L5R_SOURCE_DIR "."
#endif

#define TURN_LIMIT          30
#define MAX_POSITIONS       400
#define POSITION_EVERY      7 /* moves between two recorded positions */
#define VALIDATIONS_PER_RUN 300000L
#define LISTINGS_PER_RUN    30000L
#define CLONES_PER_RUN      100000L
#define HEAP_VALIDATIONS    100000L

/* --- helpers ------------------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn))
#endif
static void
die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("bench_game: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Keep the compiler from dropping work whose result is unused. */
static void escape(void *p)
{
#if defined(__GNUC__)
    __asm__ volatile("" : : "g"(p) : "memory");
#else
    static void *volatile sink;
    sink = p;
#endif
}

typedef struct prng {
    uint64_t s;
} prng;

static uint32_t prng_below(prng *r, uint32_t n) /* splitmix64 */
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return (uint32_t)(z % n);
}

/* --- the cards, the decks, a game ---------------------------------------- */

typedef struct board {
    l5r_carddb *db;
    l5r_deck *decks[2];
} board;

static void board_load(board *b, const char *root)
{
    static const char *const decks[] = {"crab-yu.yaml",
                                        "scorpion-ninjutsu.yaml"};
    static const char *const cards[] = {"sets.yaml", "lotus-sample.yaml"};
    char path[2048];
    if (l5r_carddb_new(&b->db, NULL) != L5R_OK)
        die("%s", l5r_error_message());
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/examples/cards/%s", root, cards[k]);
        if (l5r_carddb_load_file(b->db, path) != L5R_OK)
            die("%s: %s", path, l5r_carddb_errmsg(b->db));
    }
    if (l5r_carddb_freeze(b->db) != L5R_OK)
        die("freeze: %s", l5r_carddb_errmsg(b->db));
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/examples/cards/decks/%s", root,
                 decks[k]);
        if (l5r_deck_new(&b->decks[k], b->db, NULL) != L5R_OK ||
            l5r_deck_load_file(b->decks[k], path) != L5R_OK)
            die("%s: %s", path, l5r_deck_errmsg(b->decks[k]));
    }
}

static void board_free(board *b)
{
    l5r_deck_free(b->decks[0]);
    l5r_deck_free(b->decks[1]);
    l5r_carddb_free(b->db);
}

/* A game of `nplayers` (2 to 8: the two decks in turn) and `turns` turns at
   most; a long one (turns > TURN_LIMIT) is won by nobody on honor, so
   that boards can grow. */
static l5r_game *new_game_turns(const board *b, uint32_t seed,
                                const l5r_allocator *alloc, int64_t turns,
                                uint32_t nplayers)
{
    l5r_options *o = NULL;
    if (l5r_options_new(&o, NULL) != L5R_OK ||
        l5r_options_set(o, L5R_PARAM_SEED, seed) != L5R_OK ||
        l5r_options_set(o, L5R_PARAM_TURN_LIMIT, turns) != L5R_OK ||
        (turns > TURN_LIMIT &&
         (l5r_options_set(o, L5R_PARAM_HONOR_VICTORY, 1000) != L5R_OK ||
          l5r_options_set(o, L5R_PARAM_DISHONOR_LOSS, -1000) != L5R_OK)))
        die("options: %s", l5r_error_message());
    l5r_deck *decks[8];
    for (uint32_t k = 0; k < 8; k++)
        decks[k] = b->decks[k % 2];
    l5r_game *g = NULL;
    int rc = l5r_game_new(&g, b->db, o, decks, nplayers, alloc);
    l5r_options_free(o);
    if (rc != L5R_OK)
        die("l5r_game_new: %s", l5r_error_message());
    return g;
}

static l5r_game *new_game(const board *b, uint32_t seed,
                          const l5r_allocator *alloc)
{
    return new_game_turns(b, seed, alloc, TURN_LIMIT, 2);
}

/* The decider's legal moves (never empty while the game goes on). */
static l5r_action_list *legal(const l5r_game *g)
{
    uint32_t p;
    l5r_action_list *l = NULL;
    if (l5r_game_decision(&p, NULL, g) != L5R_OK ||
        l5r_game_legal_actions(&l, g, p) != L5R_OK)
        die("listing: %s", l5r_error_message());
    if (l5r_action_list_count(l) == 0)
        die("p%u must decide but has no legal move", p + 1);
    return l;
}

/* The list the random players refill at every decision (made once). */
static l5r_action_list *reused;

/* One random move: 0 if the game is over. Adds the time in apply. The
   legal moves are listed into the reused list, one of them is applied by
   its index: the way a search or self-play loop runs. */
static int random_move(l5r_game *g, prng *r, double *apply_s)
{
    if (l5r_game_is_over(g))
        return 0;
    int n = l5r_game_legal_actions_into(reused, g, L5R_NO_ID);
    if (n <= 0)
        die("listing: %s", n < 0 ? l5r_error_message() : "no legal move");
    double t0 = apply_s != NULL ? now_s() : 0;
    int rc = l5r_game_apply_index(g, reused, prng_below(r, (uint32_t)n), NULL);
    if (apply_s != NULL)
        *apply_s += now_s() - t0;
    if (rc != L5R_OK)
        die("a listed move was refused: %s", l5r_game_errmsg(g));
    l5r_game_events_clear(g); /* not part of the state; keep memory flat */
    return 1;
}

/* --- 1. random full games --------------------------------------------------
 */

typedef struct games_result {
    double best_s, apply_s, setup_s; /* setup_s: new game and free */
    long moves;
} games_result;

/* The time in apply is read only when `split_apply` asks: its two clock
   reads a decision (tens of nanoseconds) would count in the decision's
   figure, so the turn caps' runs do not take them. */
static games_result bench_games(const board *b, long ngames, long repeat,
                                int64_t turns, int split_apply)
{
    games_result res = {1e30, 0, 0, 0};
    for (long k = 0; k < repeat; k++) {
        long moves = 0;
        double apply_s = 0, setup_s = 0;
        double t0 = now_s();
        for (long i = 0; i < ngames; i++) {
            double s0 = now_s();
            l5r_game *g = new_game_turns(b, (uint32_t)i, NULL, turns, 2);
            setup_s += now_s() - s0;
            prng r = {(uint64_t)i * 7919 + 1};
            while (random_move(g, &r, split_apply ? &apply_s : NULL))
                moves++;
            s0 = now_s();
            l5r_game_free(g);
            setup_s += now_s() - s0;
        }
        double t = now_s() - t0;
        if (t < res.best_s) {
            res.best_s = t;
            res.apply_s = apply_s;
            res.setup_s = setup_s;
        }
        res.moves = moves;
    }
    return res;
}

/* --- 2. positions: validation and listing ------------------------------------
 */

typedef struct position {
    l5r_game *g;
    l5r_action_list *l;
} position;

/* Positions from random games: a clone every POSITION_EVERY moves. */
static uint32_t collect_positions(const board *b, position *pos, long ngames)
{
    uint32_t n = 0;
    for (long i = 0; n < MAX_POSITIONS; i++) {
        l5r_game *g =
            new_game(b, (uint32_t)(i % (ngames > 0 ? ngames : 1)), NULL);
        prng r = {(uint64_t)i * 104729 + 3};
        for (long m = 0; n < MAX_POSITIONS && !l5r_game_is_over(g); m++) {
            if (m % POSITION_EVERY == 0) {
                if (l5r_game_clone(&pos[n].g, g) != L5R_OK)
                    die("clone: %s", l5r_error_message());
                pos[n].l = legal(pos[n].g);
                n++;
            }
            random_move(g, &r, NULL);
        }
        l5r_game_free(g);
    }
    return n;
}

static double bench_validate(const position *pos, uint32_t n, long repeat,
                             long *count)
{
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    double best = 1e30;
    for (long k = 0; k < repeat; k++) {
        long done = 0, illegal = 0;
        double t0 = now_s();
        while (done < VALIDATIONS_PER_RUN) {
            for (uint32_t i = 0; i < n; i++) {
                uint32_t m = l5r_action_list_count(pos[i].l);
                for (uint32_t j = 0; j < m; j++) {
                    if (l5r_game_validate(
                            &v, pos[i].g,
                            l5r_action_list_action(pos[i].l, j)) != L5R_OK)
                        die("validate: %s", l5r_error_message());
                    illegal += !v.legal;
                }
                done += m;
            }
        }
        double t = now_s() - t0;
        if (illegal != 0)
            die("%ld listed moves judged illegal", illegal);
        if (t / (double)done < best) {
            best = t / (double)done;
            *count = done;
        }
    }
    return best; /* seconds per validation */
}

static double bench_listing_n(const position *pos, uint32_t n, long repeat,
                              long per_run)
{
    double best = 1e30;
    for (long k = 0; k < repeat; k++) {
        long done = 0;
        double t0 = now_s();
        while (done < per_run) {
            for (uint32_t i = 0; i < n; i++) {
                l5r_action_list *l = legal(pos[i].g);
                escape(l);
                l5r_action_list_free(l);
            }
            done += n;
        }
        double t = (now_s() - t0) / (double)done;
        if (t < best)
            best = t;
    }
    return best; /* seconds per listing */
}

static double bench_listing(const position *pos, uint32_t n, long repeat)
{
    return bench_listing_n(pos, n, repeat, LISTINGS_PER_RUN);
}

/* --- 3. clone against memcpy ------------------------------------------------
 */

static void bench_clone(const l5r_game *g, long repeat, double *memcpy_s,
                        double *clone_s)
{
    size_t size = l5r_game_state_size(g);
    /* Bytes like a state's: the game's own save (state and more). */
    void *data = NULL;
    size_t len = 0;
    if (l5r_game_save(&data, &len, g) != L5R_OK)
        die("save: %s", l5r_error_message());
    unsigned char *src = malloc(size);
    if (src == NULL)
        die("out of memory");
    memset(src, 0, size);
    memcpy(src, data, len < size ? len : size);
    l5r_free(data);

    *memcpy_s = *clone_s = 1e30;
    for (long k = 0; k < repeat; k++) {
        double t0 = now_s();
        for (long i = 0; i < CLONES_PER_RUN; i++) {
            void *p = malloc(size);
            if (p == NULL)
                die("out of memory");
            memcpy(p, src, size);
            escape(p);
            free(p);
        }
        double t1 = now_s();
        for (long i = 0; i < CLONES_PER_RUN; i++) {
            l5r_game *c = NULL;
            if (l5r_game_clone(&c, g) != L5R_OK)
                die("clone: %s", l5r_error_message());
            escape(c);
            l5r_game_free(c);
        }
        double t2 = now_s();
        if ((t1 - t0) / CLONES_PER_RUN < *memcpy_s)
            *memcpy_s = (t1 - t0) / CLONES_PER_RUN;
        if ((t2 - t1) / CLONES_PER_RUN < *clone_s)
            *clone_s = (t2 - t1) / CLONES_PER_RUN;
    }
    free(src);
}

/* --- 4. does validate allocate? ----------------------------------------------
 */

static long validate_heap(const board *b, long moves_in)
{
    testalloc t;
    l5r_allocator alloc;
    testalloc_init(&t, &alloc, 0);
    l5r_game *g = new_game(b, 1, &alloc);
    prng r = {99};
    for (long m = 0; m < moves_in && random_move(g, &r, NULL); m++)
        ;
    if (l5r_game_is_over(g))
        die("the game ended before the heap check");
    l5r_action_list *l = legal(g);
    uint32_t n = l5r_action_list_count(l);
    /* A few illegal moves too: another player's, a card that is not there. */
    l5r_action *bad[2];
    uint32_t p;
    l5r_game_decision(&p, NULL, g);
    for (int k = 0; k < 2; k++) {
        if (l5r_action_new(&bad[k], NULL) != L5R_OK)
            die("out of memory");
        l5r_action_copy(bad[k], l5r_action_list_action(l, 0));
    }
    l5r_action_set_player(bad[0], 1 - p);
    l5r_action_set_kind(bad[1], L5R_ACT_RECRUIT);
    l5r_action_set_card(bad[1], l5r_game_card_count(g) + 5);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    long before = t.allocs;
    for (long i = 0; i < HEAP_VALIDATIONS; i++) {
        uint32_t j = (uint32_t)(i % (n + 2));
        const l5r_action *a = j < n ? l5r_action_list_action(l, j) : bad[j - n];
        if (l5r_game_validate(&v, g, a) != L5R_OK)
            die("validate: %s", l5r_error_message());
    }
    long allocs = t.allocs - before;
    l5r_action_free(bad[0]);
    l5r_action_free(bad[1]);
    l5r_action_list_free(l);
    l5r_game_free(g);
    if (t.live_blocks != 0)
        die("the game leaked %ld blocks", t.live_blocks);
    return allocs;
}

/* --- 5. heap calls per decision, the state hash --------------------------- */

/* Allocations per decision of random play (a reused list refilled, a move
   applied by index) over `games` whole games, each on a game and a list
   made with a counting allocator, counted from the first decision on (the
   game's setup apart): what is left is each list's first fill and the
   game's own move log and events growing past the room a new game
   reserves. */
static double heap_per_decision(const board *b, long games, long *allocs,
                                long *decisions)
{
    *allocs = *decisions = 0;
    l5r_action_list *mine = reused;
    for (long k = 0; k < games; k++) {
        testalloc t;
        l5r_allocator alloc;
        testalloc_init(&t, &alloc, 0);
        l5r_game *g = new_game(b, 2, &alloc);
        if (l5r_action_list_new(&reused, &alloc) != L5R_OK)
            die("out of memory");
        prng r = {17 + (uint64_t)k};
        long before = t.allocs;
        while (random_move(g, &r, NULL))
            ++*decisions;
        *allocs += t.allocs - before;
        l5r_action_list_free(reused);
        l5r_game_free(g);
    }
    reused = mine;
    return *decisions > 0 ? (double)*allocs / (double)*decisions : 0;
}

static double bench_hash(const position *pos, uint32_t n, long repeat)
{
    double best = 1e30;
    for (long k = 0; k < repeat; k++) {
        long done = 0;
        uint64_t sum = 0;
        double t0 = now_s();
        while (done < LISTINGS_PER_RUN) {
            for (uint32_t i = 0; i < n; i++)
                sum += l5r_game_hash(pos[i].g);
            done += n;
        }
        double t = (now_s() - t0) / (double)done;
        escape(&sum);
        if (t < best)
            best = t;
    }
    return best; /* seconds per hash */
}

/* --- 6. listing by cards in play ------------------------------------------ */

static const uint32_t board_sizes[] = {5, 10, 20, 40, 80};
#define NSIZES        (sizeof board_sizes / sizeof board_sizes[0])
#define BUILDER_GAMES 20
#define BUILDER_TURNS 400

static uint32_t cards_in_play(const l5r_game *g)
{
    uint32_t n = 0;
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++)
        n += l5r_game_card_zone(g, c) == L5R_ZONE_PLAY;
    return n;
}

typedef struct sized {
    l5r_game *g; /* NULL: no game reached this size */
    uint32_t cards, players, legal;
    int decision; /* L5R_DECIDE_* */
    double list_s;
} sized;

/* The first position of builder games with at least each size in play;
   the most cards in play any of them reached. */
static uint32_t collect_sized(const board *b, sized *out)
{
    uint32_t found = 0, most = 0;
    for (uint32_t i = 0; i < BUILDER_GAMES && found < NSIZES; i++) {
        /* Two players for the small boards, four and eight in turn for
           the large (80 cards in play takes more than four players). */
        uint32_t players = i % 2 == 0 ? 2 : i % 4 == 1 ? 4 : 8;
        l5r_game *g = new_game_turns(b, 1000 + i, NULL, BUILDER_TURNS, players);
        fx_rng r = fx_rng_seeded(i);
        while (!l5r_game_is_over(g) && found < NSIZES) {
            uint32_t n = cards_in_play(g);
            most = n > most ? n : most;
            for (uint32_t k = 0; k < NSIZES; k++)
                if (out[k].g == NULL && n >= board_sizes[k] &&
                    (k + 1 == NSIZES || n < board_sizes[k + 1])) {
                    if (l5r_game_clone(&out[k].g, g) != L5R_OK)
                        die("clone: %s", l5r_error_message());
                    out[k].cards = n;
                    found++;
                }
            uint32_t p;
            int kind;
            if (l5r_game_decision(&p, &kind, g) != L5R_OK)
                die("decision: %s", l5r_error_message());
            l5r_action_list *l = legal(g);
            for (uint32_t k = 0; k < NSIZES; k++)
                if (out[k].g != NULL && out[k].players == 0) {
                    out[k].players = players;
                    out[k].decision = kind;
                    out[k].legal = (uint32_t)l5r_action_list_count(l);
                }
            uint32_t pick = fx_pick_move(&r, l, kind, FX_PICK_BUILDER);
            if (l5r_game_apply(g, l5r_action_list_action(l, pick), NULL) !=
                L5R_OK)
                die("a listed move was refused: %s", l5r_game_errmsg(g));
            l5r_action_list_free(l);
            l5r_game_events_clear(g);
        }
        l5r_game_free(g);
    }
    return most;
}

/* The least-squares slope of log(time) against log(cards in play). */
static double growth_slope(const sized *s)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (uint32_t k = 0; k < NSIZES; k++) {
        if (s[k].g == NULL || s[k].list_s <= 0)
            continue;
        double x = log((double)s[k].cards), y = log(s[k].list_s);
        n++;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    double d = n * sxx - sx * sx;
    return n >= 2 && d > 0 ? (n * sxy - sx * sy) / d : NAN;
}

/* --- main
 * ---------------------------------------------------------------------- */

/* Microseconds a decision (list + pick + apply), the setup apart. */
static double us_a_decision(const games_result *r)
{
    return (r->best_s - r->setup_s) / (double)r->moves * 1e6;
}

/* The lines of the random full games: at the turn limit, then at 10 and
   40. */
static void print_games(long ngames, long repeat, const games_result *gr,
                        const games_result *cap10, const games_result *cap40)
{
    printf("bench_game: %ld random games between the sample decks, turn "
           "limit %d, best of %ld, one core\n",
           ngames, TURN_LIMIT, repeat);
    printf("  games                 %10.1f games/s   (%.3f s for %ld games, "
           "%.1f moves a game)\n",
           (double)ngames / gr->best_s, gr->best_s, ngames,
           (double)gr->moves / (double)ngames);
    printf("  moves                 %10.0f moves/s   (list + pick + apply; "
           "%.2f us a move, %.2f us of it in apply)\n",
           (double)gr->moves / gr->best_s, gr->best_s / (double)gr->moves * 1e6,
           gr->apply_s / (double)gr->moves * 1e6);
    /* A decision is list + pick + apply, the setup (a new game from the
       decks, and its free) timed apart. */
    const games_result *caps[2] = {cap10, cap40};
    for (int k = 0; k < 2; k++)
        printf("  turn cap %d           %10.1f games/s   (%.2f us a decision, "
               "setup apart; %.1f us a game's setup, %.1f decisions a "
               "game)\n",
               k == 0 ? 10 : 40, (double)ngames / caps[k]->best_s,
               us_a_decision(caps[k]), caps[k]->setup_s / (double)ngames * 1e6,
               (double)caps[k]->moves / (double)ngames);
}

/* The targets of search and self-play, each with the figure measured
   above and whether it meets it (informational, never enforced: a
   shared machine's timings are noisy). */
static void target(const char *what, double value, const char *unit,
                   int at_most, double bound)
{
    int met = at_most ? value <= bound : value >= bound;
    printf("target %-9s %-34s %10.2f %-8s (%s %g)\n",
           met ? "met:" : "not met:", what, value, unit,
           at_most ? "<=" : ">=", bound);
}

static void print_targets(const games_result *cap10, const games_result *cap40,
                          long ngames, const sized *by_size, double slope,
                          double ratio, double hash_s, double per_decision)
{
    target("us a decision, turn cap 10", us_a_decision(cap10), "us", 1, 0.5);
    target("us a decision, turn cap 40", us_a_decision(cap40), "us", 1, 1.0);
    /* The slowest listing of the boards with 20 cards in play or more. */
    double worst = -1;
    for (uint32_t k = 0; k < NSIZES; k++)
        if (by_size[k].g != NULL && by_size[k].cards >= 20 &&
            by_size[k].list_s > worst)
            worst = by_size[k].list_s;
    if (worst >= 0)
        target("listing with 20+ cards in play", worst * 1e6, "us", 1, 2.0);
    target("listing growth slope", slope, "", 1, 1.0);
    target("random games/s, turn cap 10", (double)ngames / cap10->best_s,
           "games/s", 0, 20000);
    target("clone / (malloc+memcpy+free)", ratio, "x", 1, 1.1);
    target("state hash", hash_s * 1e6, "us", 1, 1.0);
    target("heap calls a decision", per_decision, "", 1, 0);
}

static int usage(FILE *out, int status)
{
    fputs("usage: bench_game [--games N] [--repeat K] [--data DIR] "
          "[--enforce] [--games-only]\n"
          "  --games N    random full games to time (default 100)\n"
          "  --repeat K   runs of each measurement, best kept (default 3)\n"
          "  --data DIR   the source tree with examples/cards (default: "
          "the one built from)\n"
          "  --enforce    exit 1 if a goal is not met (default: report "
          "them, exit 0)\n"
          "  --games-only only the random full games (a short run for a "
          "profiler)\n",
          out);
    return status;
}

int main(int argc, char **argv)
{
    long ngames = 100, repeat = 3;
    const char *root = L5R_SOURCE_DIR;
    int enforce = 0, games_only = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            ngames = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
            root = argv[++i];
        else if (strcmp(argv[i], "--enforce") == 0)
            enforce = 1;
        else if (strcmp(argv[i], "--games-only") == 0)
            games_only = 1;
        else if (strcmp(argv[i], "--help") == 0)
            return usage(stdout, 0);
        else
            return usage(stderr, 2);
    }
    if (ngames < 1 || ngames > 10000000 || repeat < 1 || repeat > 1000)
        return usage(stderr, 2);

    board b;
    board_load(&b, root);
    if (l5r_action_list_new(&reused, NULL) != L5R_OK)
        die("out of memory");

    games_result gr = bench_games(&b, ngames, repeat, TURN_LIMIT, 1);
    games_result cap10 = bench_games(&b, ngames, repeat, 10, 0);
    games_result cap40 = bench_games(&b, ngames, repeat, 40, 0);
    if (games_only) {
        print_games(ngames, repeat, &gr, &cap10, &cap40);
        l5r_action_list_free(reused);
        board_free(&b);
        return 0;
    }

    static position pos[MAX_POSITIONS];
    uint32_t npos = collect_positions(&b, pos, ngames);
    long nlegal = 0;
    for (uint32_t i = 0; i < npos; i++)
        nlegal += l5r_action_list_count(pos[i].l);
    long nval = 0;
    double val_s = bench_validate(pos, npos, repeat, &nval);
    double list_s = bench_listing(pos, npos, repeat);

    /* Clone a game in mid course (the middle position recorded). */
    const l5r_game *mid = pos[npos / 2].g;
    size_t state_size = l5r_game_state_size(mid);
    double memcpy_s, clone_s;
    bench_clone(mid, repeat, &memcpy_s, &clone_s);
    double ratio = clone_s / memcpy_s;

    long heap = validate_heap(&b, 120);
    long heap_allocs, heap_decisions;
    double per_decision =
        heap_per_decision(&b, 20, &heap_allocs, &heap_decisions);
    double hash_s = bench_hash(pos, npos, repeat);
    sized by_size[NSIZES];
    memset(by_size, 0, sizeof by_size);
    uint32_t most_in_play = collect_sized(&b, by_size);
    for (uint32_t k = 0; k < NSIZES; k++) {
        if (by_size[k].g == NULL)
            continue;
        position one = {by_size[k].g, NULL};
        by_size[k].list_s = bench_listing_n(&one, 1, repeat, 2000);
    }
    double slope = growth_slope(by_size);

    print_games(ngames, repeat, &gr, &cap10, &cap40);
    printf("  validate              %10.0f validations/s   (%.3f us each; "
           "%ld calls over %u positions, %.1f legal moves each)\n",
           1.0 / val_s, val_s * 1e6, nval, npos, (double)nlegal / (double)npos);
    printf("  legal-move listing    %10.2f us mean\n", list_s * 1e6);
    printf("  clone                 %10.3f us   (malloc+memcpy+free %.3f us; "
           "ratio %.2fx)\n",
           clone_s * 1e6, memcpy_s * 1e6, ratio);
    printf("  state size            %10zu bytes\n", state_size);
    printf("  state hash            %10.3f us\n", hash_s * 1e6);
    printf("  heap per decision     %10.4f allocations   (list + pick + apply, "
           "random play: %ld in %ld decisions of 20 whole games)\n",
           per_decision, heap_allocs, heap_decisions);
    printf("  listing by cards in play (builder games):\n");
    for (uint32_t k = 0; k < NSIZES; k++) {
        if (by_size[k].g == NULL)
            printf("    ~%-3u cards          (no game reached it; %u at "
                   "most)\n",
                   board_sizes[k], most_in_play);
        else
            printf("    %4u cards        %10.2f us   (%u players, decision "
                   "%d, %u legal moves)\n",
                   by_size[k].cards, by_size[k].list_s * 1e6,
                   by_size[k].players, by_size[k].decision, by_size[k].legal);
    }
    printf("  listing growth slope  %10.2f   (log-log; 1 is linear)\n", slope);
    printf("validate heap allocations: %ld (in %ld validate calls)\n", heap,
           HEAP_VALIDATIONS);
    int met_heap = heap == 0, met_clone = ratio <= 2.0;
    printf("goal %s: validate allocates nothing\n",
           met_heap ? "met" : "not met");
    printf("goal %s: clone within 2x memcpy (%.2fx)\n",
           met_clone ? "met" : "not met", ratio);
    print_targets(&cap10, &cap40, ngames, by_size, slope, ratio, hash_s,
                  per_decision);

    for (uint32_t i = 0; i < npos; i++) {
        l5r_action_list_free(pos[i].l);
        l5r_game_free(pos[i].g);
    }
    for (uint32_t k = 0; k < NSIZES; k++)
        l5r_game_free(by_size[k].g);
    l5r_action_list_free(reused);
    board_free(&b);
    return enforce && !(met_heap && met_clone) ? 1 : 0;
}
