/* SPDX-License-Identifier: MIT */
/*
 * ability_coverage - which sample abilities seeded games actually use.
 *
 * Plays --games N (500) games between every pair of the sample decks
 * (examples/cards/decks, the illegal example left out), each pair in both
 * seats, with the random and the greedy policies of `l5r play` in turn
 * (random against random, greedy against greedy, greedy against random),
 * and counts, for every ability of every sample card, the moves that used
 * it. Continuous abilities, and those of an Event or a Region that act
 * when it is revealed, are left out: no move uses them.
 *
 * It prints how many abilities the sample cards have, how many of them are
 * on cards in some deck, how many were used, how many were never used
 * (of the decks' cards, in all, and in all on cards no Lotus deck may
 * hold: LOT-01, with SOU-01), and every ability never used with its card
 * and index (those on no deck's card are only counted), the
 * number of legal lists that offered it and of games in which its card
 * was in play: 0 lists in many games points at a card its deck cannot
 * use, or at a rule that keeps it from being used.
 *
 *     ability_coverage [--games N] [--turns CAP] [--seed S]
 *                      [--max-unused K] [--max-unused-all K] [--list]
 *
 * --max-unused K fails (exit 1) when more than K abilities of the decks'
 * cards were never used, --max-unused-all K when more than K of all the
 * sample cards' abilities were; ctest runs it with today's counts, so
 * that a change which makes a deck's ability unusable shows. --list
 * prints the unused abilities of cards in no deck too.
 */
#include <l5r.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../examples/cli/policy.h"

#ifndef L5R_SOURCE_DIR
#define L5R_SOURCE_DIR "."
#endif

static const char *const deck_files[] = {
    "crab-yu.yaml",         "scorpion-ninjutsu.yaml", "shadowlands-fear.yaml",
    "phoenix-rituals.yaml", "crane-duelists.yaml",    "mantis-archers.yaml",
    "lion-vanguard.yaml",   "unicorn-riders.yaml",    "dragon-monks.yaml",
    "ratling-warrens.yaml",
};
enum { NDECKS = sizeof deck_files / sizeof deck_files[0] };

static void die(const char *what, const char *detail)
{
    fprintf(stderr, "ability_coverage: %s: %s\n", what,
            detail != NULL ? detail : "(no message)");
    exit(2);
}

static long number(const char *opt, const char *arg, long lo, long hi)
{
    char *end = NULL;
    long v = arg != NULL ? strtol(arg, &end, 10) : 0;
    if (arg == NULL || end == arg || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "ability_coverage: %s needs a number from %ld to %ld\n",
                opt, lo, hi);
        exit(2);
    }
    return v;
}

static l5r_carddb *load_db(void)
{
    static const char *const files[] = {"sets.yaml", "lotus-sample.yaml"};
    l5r_carddb *db = NULL;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        die("l5r_carddb_new", l5r_error_message());
    for (size_t i = 0; i < 2; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/examples/cards/%s", L5R_SOURCE_DIR,
                 files[i]);
        if (l5r_carddb_load_file(db, path) != L5R_OK)
            die(path, l5r_carddb_errmsg(db));
    }
    if (l5r_carddb_freeze(db) != L5R_OK)
        die("freeze", l5r_carddb_errmsg(db));
    return db;
}

/* Marks every card of `d` in `in_deck`. */
static void mark_deck(const l5r_deck *d, unsigned char *in_deck)
{
    uint32_t c = 0;
    if (l5r_deck_get_stronghold(&c, d) == 1)
        in_deck[c] = 1;
    if (l5r_deck_get_sensei(&c, d) == 1)
        in_deck[c] = 1;
    if (l5r_deck_get_wind(&c, d) == 1)
        in_deck[c] = 1;
    static const int lists[] = {L5R_LIST_DYNASTY, L5R_LIST_FATE};
    for (size_t k = 0; k < 2; k++)
        for (uint32_t i = 0; i < l5r_deck_entry_count(d, lists[k]); i++)
            if (l5r_deck_entry(&c, NULL, d, lists[k], i) == L5R_OK)
                in_deck[c] = 1;
}

/* LOT-01 with SOU-01: may some Lotus deck hold card c (legal itself, or
   as the old printing of its lotus "Soul of" card)? */
static int lotus_legal(const l5r_carddb *db, uint32_t c)
{
    uint32_t id = c;
    return l5r_carddb_card_is_lotus_legal(db, c) == 1 ||
           (l5r_carddb_card_get_identity(
                &id, db, c, L5R_FORMAT_LOTUS_STORYLINE) == L5R_OK &&
            l5r_carddb_card_is_lotus_legal(db, id) == 1);
}

/* Counts, once per list, each ability some move of `l` uses. */
static void tally_listed(const l5r_game *g, const l5r_action_list *l,
                         const uint32_t *first, unsigned long *listed)
{
    uint32_t n = l5r_action_list_count(l), last = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        const l5r_action *a = l5r_action_list_action(l, i);
        uint32_t card = l5r_action_card(a), ab = 0, def;
        if (l5r_action_kind(a) != L5R_ACT_USE || card == L5R_NO_ID ||
            l5r_game_card_ability(&def, &ab, g, card, l5r_action_ability(a)) !=
                L5R_OK ||
            ab >= first[def + 1] - first[def] || first[def] + ab == last)
            continue;
        last = first[def] + ab; /* a run of moves of one ability: once */
        listed[last]++;
    }
}

/* Whether more than `max` (if one was given) abilities of `whose` were
   never used, said when they were. */
static int over(long max, unsigned long unused, const char *whose)
{
    if (max < 0 || (long)unused <= max)
        return 0;
    printf("more than %ld abilities of %s never used\n", max, whose);
    return 1;
}

int main(int argc, char **argv)
{
    long games = 500, turns = 30, seed = 1, max_unused = -1, max_all = -1;
    int list_all = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--games") == 0)
            games = number(argv[i], arg, 1, 1000000), i++;
        else if (strcmp(argv[i], "--turns") == 0)
            turns = number(argv[i], arg, 1, 1000), i++;
        else if (strcmp(argv[i], "--seed") == 0)
            seed = number(argv[i], arg, 0, 1000000000), i++;
        else if (strcmp(argv[i], "--max-unused") == 0)
            max_unused = number(argv[i], arg, 0, 1000000), i++;
        else if (strcmp(argv[i], "--max-unused-all") == 0)
            max_all = number(argv[i], arg, 0, 1000000), i++;
        else if (strcmp(argv[i], "--list") == 0)
            list_all = 1;
        else {
            fprintf(stderr, "usage: ability_coverage [--games N] [--turns "
                            "CAP] [--seed S] [--max-unused K] "
                            "[--max-unused-all K] [--list]\n");
            return 2;
        }
    }

    l5r_carddb *db = load_db();
    uint32_t ncards = l5r_carddb_card_count(db);
    l5r_deck *decks[NDECKS];
    unsigned char *in_deck = calloc(ncards, 1);
    /* uses[first[c] + k]: the moves that used ability k of card c */
    uint32_t *first = calloc(ncards + 1, sizeof *first);
    if (in_deck == NULL || first == NULL)
        die("calloc", "out of memory");
    for (uint32_t c = 0; c < ncards; c++)
        first[c + 1] = first[c] + l5r_carddb_card_ability_count(db, c);
    unsigned long *uses = calloc(first[ncards] + 1, sizeof *uses);
    /* listed[first[c] + k]: the legal lists that offered ability k of c */
    unsigned long *listed = calloc(first[ncards] + 1, sizeof *listed);
    if (uses == NULL || listed == NULL)
        die("calloc", "out of memory");
    for (size_t k = 0; k < NDECKS; k++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/examples/cards/decks/%s",
                 L5R_SOURCE_DIR, deck_files[k]);
        if (l5r_deck_new(&decks[k], db, NULL) != L5R_OK)
            die("l5r_deck_new", l5r_error_message());
        if (l5r_deck_load_file(decks[k], path) != L5R_OK)
            die(path, l5r_deck_errmsg(decks[k]));
        mark_deck(decks[k], in_deck);
    }

    /* The pairs, each in both seats, and three ways of playing each. */
    enum { NPAIRS = NDECKS * (NDECKS - 1) };
    size_t pairs[NPAIRS][2], np = 0;
    for (size_t a = 0; a < NDECKS; a++)
        for (size_t b = 0; b < NDECKS; b++)
            if (a != b)
                pairs[np][0] = a, pairs[np][1] = b, np++;

    l5r_options *o = NULL;
    l5r_action_list *l = NULL;
    if (l5r_options_new(&o, NULL) != L5R_OK ||
        l5r_options_set(o, L5R_PARAM_TURN_LIMIT, turns) != L5R_OK ||
        l5r_action_list_new(&l, NULL) != L5R_OK)
        die("setup", l5r_error_message());
    unsigned long decisions = 0, use_moves = 0;
    /* inplay[c]: the games in which a card of definition c was in play */
    unsigned char *seen = calloc(ncards, 1);
    unsigned long *inplay = calloc(ncards, sizeof *inplay);
    if (seen == NULL || inplay == NULL)
        die("calloc", "out of memory");
    for (long i = 0; i < games; i++) {
        const size_t *pr = pairs[i % NPAIRS];
        long way = (i / NPAIRS) % 3; /* random, greedy, greedy vs random */
        int greedy[2] = {way != 0, way == 1};
        l5r_deck *two[2] = {decks[pr[0]], decks[pr[1]]};
        l5r_game *g = NULL;
        if (l5r_options_set(o, L5R_PARAM_SEED, seed + i) != L5R_OK ||
            l5r_game_new(&g, db, o, two, 2, NULL) != L5R_OK)
            die("l5r_game_new", l5r_error_message());
        uint64_t rng = cli_rng_seed((uint64_t)(seed + i));
        while (!l5r_game_is_over(g)) {
            uint32_t p = L5R_NO_ID;
            l5r_game_decision(&p, NULL, g);
            int n = l5r_game_legal_actions_into(l, g, p);
            if (n <= 0)
                die("listing", n < 0 ? l5r_error_message() : "empty list");
            tally_listed(g, l, first, listed);
            uint32_t k = cli_pick(g, l, p, greedy[p & 1], &rng);
            const l5r_action *a = l5r_action_list_action(l, k);
            uint32_t card = l5r_action_card(a), ab = 0, def;
            /* The ability as printed: a given one (GRA-02) counts for the
               card that prints it. */
            if (l5r_action_kind(a) == L5R_ACT_USE && card != L5R_NO_ID &&
                l5r_game_card_ability(&def, &ab, g, card,
                                      l5r_action_ability(a)) == L5R_OK &&
                ab < first[def + 1] - first[def]) {
                uses[first[def] + ab]++;
                use_moves++;
            }
            if (l5r_game_apply_index(g, l, k, NULL) != L5R_OK)
                die("apply", l5r_game_errmsg(g));
            decisions++;
            for (uint32_t c = 0; c < l5r_game_card_count(g); c++)
                if (l5r_game_card_zone(g, c) == L5R_ZONE_PLAY &&
                    l5r_game_card_def(&def, g, c) == L5R_OK)
                    seen[def] = 1;
        }
        for (uint32_t c = 0; c < ncards; c++)
            inplay[c] += seen[c], seen[c] = 0;
        l5r_game_free(g);
    }

    unsigned long total = 0, in_decks = 0, used = 0, unused_in_decks = 0,
                  unused_illegal = 0;
    for (uint32_t c = 0; c < ncards; c++)
        for (uint32_t k = 0; k < first[c + 1] - first[c]; k++) {
            int t = l5r_carddb_card_ability_timing(db, c, k);
            if (t == L5R_ABILITY_CONTINUOUS || t == L5R_ABILITY_REVEALED ||
                (t & L5R_ABILITY_MANDATORY))
                continue; /* never used by a move */
            total++;
            in_decks += in_deck[c];
            used += uses[first[c] + k] > 0;
            if (uses[first[c] + k] > 0)
                continue;
            int legal = lotus_legal(db, c);
            unused_illegal += !legal;
            if (in_deck[c] || list_all) {
                unused_in_decks += in_deck[c];
                printf("never used: %s.%u (%s)%s, offered in %lu lists, "
                       "in play in %lu games\n",
                       l5r_carddb_card_id(db, c), k,
                       l5r_carddb_card_title(db, c),
                       in_deck[c] ? ""
                       : legal    ? " [in no deck]"
                                  : " [in no deck; no Lotus deck may hold it]",
                       listed[first[c] + k], inplay[c]);
            }
        }
    printf("%ld games between %d decks (every pair, both seats; random, "
           "greedy, greedy vs random), %lu decisions, %lu ability uses\n",
           games, NDECKS, decisions, use_moves);
    printf("abilities (not continuous): %lu on the sample cards, %lu on "
           "cards in a deck; used %lu; never used: %lu of the decks' cards, "
           "%lu in all (%lu of them on cards no Lotus deck may hold)\n",
           total, in_decks, used, unused_in_decks, total - used,
           unused_illegal);

    l5r_action_list_free(l);
    l5r_options_free(o);
    for (size_t k = 0; k < NDECKS; k++)
        l5r_deck_free(decks[k]);
    l5r_carddb_free(db);
    free(uses);
    free(listed);
    free(seen);
    free(inplay);
    free(first);
    free(in_deck);
    return over(max_unused, unused_in_decks, "the decks' cards") ||
           over(max_all, total - used, "the sample cards");
}
