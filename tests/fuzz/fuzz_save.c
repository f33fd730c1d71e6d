/*
 * fuzz_save.c - saved games: the input is handed to l5r_game_load with the
 * sample card database. Anything but a well-formed save is refused with a
 * status; a save that loads saves again to the same bytes' game (same
 * hash) and can go on being played.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "game_fixture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_fixture();
    l5r_game *g = NULL;
    if (l5r_game_load(&g, fx_db, data, size, NULL) != L5R_OK)
        return 0;
    void *again = NULL;
    size_t len = 0;
    if (l5r_game_save(g, &again, &len) != L5R_OK)
        abort();
    l5r_game *g2 = NULL;
    if (l5r_game_load(&g2, fx_db, again, len, NULL) != L5R_OK ||
        l5r_game_hash(g2) != l5r_game_hash(g))
        abort();
    /* It plays on: the first legal move of whoever decides. */
    uint32_t who = 0;
    int kind = 0;
    if (l5r_game_decision(g2, &who, &kind) == L5R_OK &&
        kind != L5R_DECIDE_NONE) {
        l5r_action_list *l = NULL;
        if (l5r_game_legal_actions(g2, who, &l) == L5R_OK) {
            if (l5r_action_list_count(l) > 0 &&
                l5r_game_apply(g2, l5r_action_list_get(l, 0), NULL) != L5R_OK)
                abort();
            l5r_action_list_free(l);
        }
    }
    l5r_free(again);
    l5r_game_free(g2);
    l5r_game_free(g);
    return 0;
}
