/* SPDX-License-Identifier: MIT */
/*
 * fuzz_save.c - saved games. The input is a save; its checksum is
 * recomputed before l5r_game_load sees it (anyone can recompute it, so
 * inputs must get past it to reach the state's checks). Anything but a
 * state the engine could be in must be refused with a status and a
 * message. A save that loads must keep every promise for up to PLAY_MOVES
 * moves (forge_play, tests/support/forge.h): the decision names a player
 * who has a legal move, every listed move validates and applies, validate
 * and apply agree on a made-up move, the game saves and loads to the same
 * hash after every move. The moves are chosen by an RNG seeded with the
 * input's hash.
 *
 * Built with libFuzzer (-DL5R_FUZZ=ON), a custom mutator changes the
 * save's fields rather than its bytes: it parses the save, sets a few
 * fields of the state, its records or its header (forge_fields) to
 * boundary values, nearby values or random ones, and recomputes the
 * checksum; now and then it leaves the work to libFuzzer's own mutations,
 * or starts over from a save of a fresh random position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "forge.h"
#include "fuzz.h"
#include "game_fixture.h"

#define PLAY_MOVES 20

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_fixture();
    uint8_t *copy = malloc(size > 0 ? size : 1);
    if (copy == NULL)
        return 0;
    if (size > 0)
        memcpy(copy, data, size);
    forge_save s;
    if (forge_parse(&s, copy, size) == 0)
        forge_fix_checksum(&s);
    l5r_game *g = NULL;
    int rc = l5r_game_load(&g, fx_db, copy, size, NULL);
    free(copy);
    if (rc != L5R_OK) {
        if (l5r_error_message()[0] == '\0')
            abort(); /* a refusal says why */
        return 0;
    }
    forge_rng r = forge_rng_seeded(forge_fnv(data, size));
    char msg[512];
    if (forge_play(g, fx_db, &r, PLAY_MOVES, FORGE_CHECK_DEFAULT, msg,
                   sizeof msg) < 0) {
        fprintf(stderr, "fuzz_save: a loaded save broke a promise: %s\n", msg);
        abort();
    }
    l5r_game_free(g);
    return 0;
}

#ifdef L5R_LIBFUZZER

/* A save of a fresh random position, if it fits in `max` bytes. */
static size_t fresh_save(uint8_t *data, size_t max, forge_rng *r)
{
    l5r_game *g = NULL;
    l5r_deck *pair[2];
    int64_t seed = 1 + forge_below(r, 1000);
    if (forge_game_at(&g, fx_db, fuzz_decks(seed, pair), seed,
                      forge_below(r, 300), r) != L5R_OK)
        return 0;
    void *save = NULL;
    size_t len = 0;
    int rc = l5r_game_save(&save, &len, g);
    l5r_game_free(g);
    if (rc != L5R_OK || len > max) {
        l5r_free(save);
        return 0;
    }
    memcpy(data, save, len);
    l5r_free(save);
    return len;
}

/* A field to change, with more weight on the state than on the header. */
static const forge_field *pick_field(forge_rng *r)
{
    static const forge_field *by_region[FORGE_NREGIONS][1024];
    static size_t counts[FORGE_NREGIONS];
    if (counts[FORGE_STATE] == 0) {
        size_t n;
        const forge_field *t = forge_fields(&n);
        for (size_t i = 0; i < n; i++) {
            size_t *c = &counts[t[i].region];
            if (*c < sizeof by_region[0] / sizeof by_region[0][0])
                by_region[t[i].region][(*c)++] = &t[i];
        }
    }
    /* state 50%, cards 25%, tokens 8%, lasts 8%, save 6%, log 3% */
    uint32_t w = forge_below(r, 100);
    int region = w < 50   ? FORGE_STATE
                 : w < 75 ? FORGE_CARD
                 : w < 83 ? FORGE_TOKEN
                 : w < 91 ? FORGE_LAST
                 : w < 97 ? FORGE_SAVE
                          : FORGE_LOG;
    return by_region[region][forge_below(r, (uint32_t)counts[region])];
}

/* Change one field of one record: a boundary value, a nearby value, or
   random bits. 0 if the save has no such record. */
static int mutate_field(const forge_save *s, forge_rng *r)
{
    const forge_field *f = pick_field(r);
    uint32_t n = forge_records(s, f->region);
    if (n == 0)
        return 0;
    uint32_t rec = forge_below(r, n);
    int64_t v = 0;
    if (forge_get(s, f, rec, &v) != 0)
        return 0;
    uint32_t how = forge_below(r, 10);
    if (how < 6) {
        forge_limits lim = forge_limits_of(s, fx_db);
        int64_t vals[FORGE_MAX_VALUES];
        size_t nv =
            forge_values(f, &lim, forge_next(r), vals, FORGE_MAX_VALUES);
        v = vals[forge_below(r, (uint32_t)nv)];
    } else if (how < 9) { /* wraps at the ends, as the field would */
        v = (int64_t)((uint64_t)v + forge_below(r, 9) - 4);
    } else {
        v ^= (int64_t)(1ULL << forge_below(r, 8u * f->size));
    }
    return forge_set(s, f, rec, v) == 0;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
                               unsigned int seed)
{
    fuzz_fixture();
    forge_rng r = forge_rng_seeded(seed);
    forge_save s;
    int parsed = forge_parse(&s, data, size) == 0;
    if (!parsed && forge_below(&r, 4) == 0) {
        size_t n = fresh_save(data, max, &r);
        if (n > 0)
            return n;
    }
    if (!parsed || forge_below(&r, 8) == 0) {
        size = LLVMFuzzerMutate(data, size, max);
        if (forge_parse(&s, data, size) == 0)
            forge_fix_checksum(&s);
        return size;
    }
    uint32_t changes = 1 + forge_below(&r, 3);
    for (uint32_t i = 0; i < changes; i++)
        mutate_field(&s, &r);
    forge_fix_checksum(&s);
    return size;
}

#endif
