/*
 * game_fixture.h - the sample card database and two sample decks, loaded
 * once per fuzz process and shared by every input.
 */
#ifndef L5R_FUZZ_GAME_FIXTURE_H
#define L5R_FUZZ_GAME_FIXTURE_H

#include <stdlib.h>

#include <l5r.h>

static l5r_carddb *fx_db;
static l5r_deck *fx_decks[2];

static inline void fuzz_fixture(void)
{
    if (fx_db != NULL)
        return;
    static const char *const files[] = {
        L5R_SOURCE_DIR "/examples/cards/sets.yaml",
        L5R_SOURCE_DIR "/examples/cards/lotus-sample.yaml"};
    static const char *const decks[] = {
        L5R_SOURCE_DIR "/examples/cards/decks/crab-yu.yaml",
        L5R_SOURCE_DIR "/examples/cards/decks/scorpion-ninjutsu.yaml"};
    if (l5r_carddb_new(&fx_db, NULL) != L5R_OK)
        abort();
    for (size_t i = 0; i < 2; i++)
        if (l5r_carddb_load_file(fx_db, files[i]) != L5R_OK)
            abort();
    if (l5r_carddb_freeze(fx_db) != L5R_OK)
        abort();
    for (size_t i = 0; i < 2; i++)
        if (l5r_deck_new(&fx_decks[i], fx_db, NULL) != L5R_OK ||
            l5r_deck_load_file(fx_decks[i], decks[i]) != L5R_OK)
            abort();
}

/* A new game between the sample decks with this seed, or NULL. */
static inline l5r_game *fuzz_game(int64_t seed)
{
    fuzz_fixture();
    l5r_options *o = NULL;
    l5r_game *g = NULL;
    if (l5r_options_new(&o) != L5R_OK)
        return NULL;
    if (l5r_options_set(o, L5R_PARAM_SEED, seed) != L5R_OK ||
        l5r_game_new(&g, fx_db, o, fx_decks, 2, NULL) != L5R_OK)
        g = NULL;
    l5r_options_free(o);
    return g;
}

#endif
