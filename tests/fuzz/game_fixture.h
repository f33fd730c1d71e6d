/* SPDX-License-Identifier: MIT */
/*
 * game_fixture.h - the sample card database and every legal sample deck,
 * loaded once per fuzz process and shared by every input; and mid-game
 * positions between them, played once per process, for targets that start
 * there.
 */
#ifndef L5R_FUZZ_GAME_FIXTURE_H
#define L5R_FUZZ_GAME_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>

#include <l5r.h>

#include "forge.h"

static l5r_carddb *fx_db;

/* Every legal sample deck; seed s plays deck (s - 1) mod FUZZ_NDECKS
   against the next one (fuzz_decks), so seed 1 is Crab Yu against
   Scorpion Ninjutsu and every deck's cards, whatever words they use, come
   into the positions the targets start from. */
#define FUZZ_NDECKS 10
static const char *const fuzz_deck_names[FUZZ_NDECKS] = {
    "crab-yu",         "scorpion-ninjutsu", "crane-duelists",
    "dragon-monks",    "lion-vanguard",     "mantis-archers",
    "phoenix-rituals", "ratling-warrens",   "shadowlands-fear",
    "unicorn-riders"};
static l5r_deck *fx_all_decks[FUZZ_NDECKS];

static inline void fuzz_fixture(void)
{
    if (fx_db != NULL)
        return;
    static const char *const files[] = {
        L5R_SOURCE_DIR "/examples/cards/sets.yaml",
        L5R_SOURCE_DIR "/examples/cards/lotus-sample.yaml"};
    if (l5r_carddb_new(&fx_db, NULL) != L5R_OK)
        abort();
    for (size_t i = 0; i < 2; i++)
        if (l5r_carddb_load_file(fx_db, files[i]) != L5R_OK)
            abort();
    if (l5r_carddb_freeze(fx_db) != L5R_OK)
        abort();
    for (size_t i = 0; i < FUZZ_NDECKS; i++) {
        char path[512];
        if ((size_t)snprintf(path, sizeof path,
                             "%s/examples/cards/decks/%s.yaml", L5R_SOURCE_DIR,
                             fuzz_deck_names[i]) >= sizeof path ||
            l5r_deck_new(&fx_all_decks[i], fx_db, NULL) != L5R_OK ||
            l5r_deck_load_file(fx_all_decks[i], path) != L5R_OK)
            abort();
    }
}

/* The two decks a game of this seed plays (into pair; returns it). */
static inline l5r_deck *const *fuzz_decks(int64_t seed, l5r_deck *pair[2])
{
    fuzz_fixture();
    uint64_t k = (uint64_t)(seed - 1) % FUZZ_NDECKS;
    pair[0] = fx_all_decks[k];
    pair[1] = fx_all_decks[(k + 1) % FUZZ_NDECKS];
    return pair;
}

/*
 * Positions: for each of FUZZ_SEEDS seeded games, the game after each of
 * FUZZ_STOPS[] random moves (forge_play_random; fewer if it ended). A
 * target clones one per input (a clone is an allocation and a memcpy).
 */
#define FUZZ_SEEDS     FUZZ_NDECKS
#define FUZZ_NSTOPS    5
#define FUZZ_POSITIONS (FUZZ_SEEDS * FUZZ_NSTOPS)
static const uint32_t FUZZ_STOPS[FUZZ_NSTOPS] = {0, 12, 40, 90, 160};
static l5r_game *fx_pos[FUZZ_POSITIONS];

static inline const l5r_game *fuzz_position(unsigned i)
{
    if (fx_pos[0] == NULL) {
        fuzz_fixture();
        for (unsigned s = 0; s < FUZZ_SEEDS; s++) {
            forge_rng r = forge_rng_seeded(s + 1);
            l5r_game *g = NULL;
            l5r_deck *pair[2];
            if (forge_game_at(&g, fx_db, fuzz_decks(s + 1, pair), s + 1, 0,
                              &r) != L5R_OK)
                abort();
            uint32_t at = 0;
            for (unsigned k = 0; k < FUZZ_NSTOPS; k++) {
                if (forge_play_random(g, FUZZ_STOPS[k] - at, &r) != L5R_OK ||
                    l5r_game_clone(&fx_pos[s * FUZZ_NSTOPS + k], g) != L5R_OK)
                    abort();
                at = FUZZ_STOPS[k];
            }
            l5r_game_free(g);
        }
    }
    return fx_pos[i % FUZZ_POSITIONS];
}

#endif
