/* SPDX-License-Identifier: MIT */
/*
 * Searching a deck as rulings (SRC-01 .. SRC-10) through the public API:
 * the searcher's decision, what he may take and see, where the card goes,
 * the shuffle, and what a card file may not say.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "fx_assert.h"

/* The Castle's abilities, by index (Limited, any number of times). */
enum {
    AB_FOLLOWER = 0, /* search the Fate deck for a Follower */
    AB_TOP3 = 1,     /* the top 3 Fate cards, for any card */
    AB_HOLDING = 2,  /* the Dynasty deck for a Holding, then on top */
    AB_TOP1_DYN = 3, /* the top Dynasty card, put back on top */
    AB_SHUFFLE = 4,  /* shuffle the Fate deck */
    AB_PLAY = 5,     /* the Dynasty deck, into play */
    AB_BOTTOM = 6,   /* the top 3 Fate cards, one to the bottom */
    AB_THEIRS3 = 7,  /* the top 3 of the opponent's Fate deck, to the bottom */
    AB_THEIRS = 8,   /* the opponent's Fate deck, one card discarded */
    AB_MILL_DYN = 9  /* the top Dynasty card, removed from the game */
};

static const char CARDS[] =
    "cards:\n"
    "  - id: s-castle\n"
    "    title: Seeking Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 5\n"
    "    gold_production: 10\n"
    "    starting_honor: 8\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {find: {type: follower}}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {look: 3}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {deck: dynasty, find: {type: holding},\n"
    "                             then: top}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {deck: dynasty, look: 1, then: top}}]}\n"
    "      - {timing: limited, limit: any_number, effects: [{shuffle: "
    "fate}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {deck: dynasty, then: play}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {look: 3, then: bottom}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {player: opponent, look: 3, then: "
    "bottom}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {player: opponent, then: discard}}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         effects: [{search: {player: self, deck: dynasty, look: 1,\n"
    "                             then: remove}}]}\n"
    "  - {id: s-keep, title: Seeking Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-guard, title: Seeking Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-mine, title: Seeking Mine, type: holding, gold_cost: 9,\n"
    "     gold_production: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-lord, title: Seeking Lord, type: personality, unique: true,\n"
    "     force: 2, chi: 2, honor_requirement: '-', gold_cost: 9,\n"
    "     personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-wall, title: Seeking Wall, type: holding, gold_cost: 9,\n"
    "     keywords: [Fortification], printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-omen, title: Seeking Omen, type: event,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-scroll, title: Seeking Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-ashigaru, title: Seeking Ashigaru, type: follower, force: 1,\n"
    "     gold_cost: 1, honor_requirement: '-', focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1's Castle searches; his Dynasty deck has Guards and Mines, his Fate
   deck Scrolls and three Ashigaru. Turn 1, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "s-castle", "s-guard*8 s-mine*4",
                      "s-scroll*17 s-ashigaru*3", "s-keep", "s-guard*4",
                      "s-scroll*20");
    START(f, 7);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* The cards of p's `zone` that `viewer` sees, as a bit set of IDs. */
static void seen(const fx *f, uint32_t p, int zone, uint32_t viewer,
                 uint64_t out[4])
{
    memset(out, 0, 4 * sizeof *out);
    for (uint32_t i = 0; i < 256; i++)
        if (l5r_game_card_zone(f->g, i) == zone &&
            l5r_game_card_owner(f->g, i) == p &&
            l5r_game_card_is_visible(f->g, i, viewer) == 1)
            out[i / 64] |= UINT64_C(1) << (i % 64);
}

static uint32_t bits(const uint64_t b[4])
{
    uint32_t n = 0;
    for (int k = 0; k < 4; k++)
        n += (uint32_t)__builtin_popcountll(b[k]);
    return n;
}

/* How many cards two bit sets share. */
static uint32_t common(const uint64_t a[4], const uint64_t b[4])
{
    uint64_t both[4];
    for (int k = 0; k < 4; k++)
        both[k] = a[k] & b[k];
    return bits(both);
}

/* SRC-01, SRC-03, SRC-05: after the move the searcher decides; he takes
   a Follower of his Fate deck into his hand, not a card that does not
   fit; he sees the deck while he chooses, his opponent never does; then
   the game goes back to where it was (p2 answering the action). */
static void test_SRC_01_03_05_take_a_follower_into_hand(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t b[4];
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, b);
    assert_int_equal(bits(b), 0);
    DO(f, "p1 use #%u.%d", s, AB_FOLLOWER);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    uint32_t ash = card(f, 0, L5R_ZONE_FATE_DECK, "s-ashigaru");
    uint32_t scroll = card(f, 0, L5R_ZONE_FATE_DECK, "s-scroll");
    uint32_t hand = fx_count(f, 0, L5R_ZONE_HAND, NULL);
    /* SRC-01: the whole deck is his to look through, and only his. */
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, b);
    assert_int_equal(bits(b), fx_count(f, 0, L5R_ZONE_FATE_DECK, NULL));
    seen(f, 0, L5R_ZONE_FATE_DECK, 1, b);
    assert_int_equal(bits(b), 0);
    char t1[32], t2[32];
    const char *want[] = {fx_txt(t1, sizeof t1, "p1 take #%u", ash), "p1 pass",
                          NULL};
    const char *absent[] = {fx_txt(t2, sizeof t2, "p1 take #%u", scroll), NULL};
    check_listed(f, 0, want, absent);
    /* SRC-03: a card that does not fit the search. */
    const char *bad =
        fx_illegal(f, L5R_REASON_TARGET, "SRC-03", "p1 take #%u", scroll);
    if (bad != NULL)
        fail_msg("%s", bad);
    /* SRC-01: a card that was not searched (in the opponent's deck). */
    uint32_t theirs = card(f, 1, L5R_ZONE_FATE_DECK, "s-scroll");
    bad = fx_illegal(f, L5R_REASON_TARGET, "SRC-01", "p1 take #%u", theirs);
    if (bad != NULL)
        fail_msg("%s", bad);
    DO(f, "p1 take #%u", ash);
    assert_int_equal(l5r_game_card_zone(f->g, ash), L5R_ZONE_HAND);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_HAND, NULL), hand + 1);
    /* SRC-04: the game goes on where it was. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, b);
    assert_int_equal(bits(b), 0);
    bad = fx_illegal(f, L5R_REASON_WRONG_TIME, "CORE-11", "p2 take #%u", ash);
    if (bad != NULL)
        fail_msg("%s", bad);
    fx_free(f);
}

/* SRC-01, SRC-02: the top 3 cards are searched, and passing leaves them
   there (a second look sees the same three); a search of the whole deck
   shuffles it (the top three change). */
static void test_SRC_01_02_top_cards_stay_whole_deck_is_shuffled(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t first[4], again[4], after[4];
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, first);
    assert_int_equal(bits(first), 3);
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, again);
    assert_memory_equal(first, again, sizeof first);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_FOLLOWER);
    DO(f, "p1 pass"); /* taking nothing: the deck is shuffled all the same */
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, after);
    assert_int_equal(bits(after), 3);
    assert_memory_not_equal(first, after, sizeof first);
    fx_free(f);
}

/* SRC-05: a Holding found in the Dynasty deck goes on its top (after the
   shuffle): the next look at the top card sees it. */
static void test_SRC_05_found_card_goes_on_top(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint32_t mine = card(f, 0, L5R_ZONE_DYNASTY_DECK, "s-mine");
    DO(f, "p1 use #%u.%d", s, AB_HOLDING);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    uint32_t guard = card(f, 0, L5R_ZONE_DYNASTY_DECK, "s-guard");
    if (guard != L5R_NO_ID) {
        const char *bad =
            fx_illegal(f, L5R_REASON_TARGET, "SRC-03", "p1 take #%u", guard);
        if (bad != NULL)
            fail_msg("%s", bad);
    }
    DO(f, "p1 take #%u", mine);
    assert_int_equal(l5r_game_card_zone(f->g, mine), L5R_ZONE_DYNASTY_DECK);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_TOP1_DYN);
    uint64_t b[4];
    seen(f, 0, L5R_ZONE_DYNASTY_DECK, 0, b);
    assert_int_equal(bits(b), 1);
    assert_true((b[mine / 64] >> (mine % 64)) & 1);
    DO(f, "p1 take #%u", mine); /* and back on top */
    assert_int_equal(l5r_game_card_zone(f->g, mine), L5R_ZONE_DYNASTY_DECK);
    fx_free(f);
}

/* SRC-08: the card found among the top 3 goes to the bottom of the Fate
   deck: the next look at the top 3 sees the other two and a new one. */
static void test_SRC_08_found_card_goes_to_the_bottom(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t first[4], after[4];
    DO(f, "p1 use #%u.%d", s, AB_BOTTOM);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, first);
    assert_int_equal(bits(first), 3);
    uint32_t found = L5R_NO_ID;
    for (uint32_t i = 0; i < 256 && found == L5R_NO_ID; i++)
        if ((first[i / 64] >> (i % 64)) & 1)
            found = i;
    DO(f, "p1 take #%u", found);
    assert_int_equal(l5r_game_card_zone(f->g, found), L5R_ZONE_FATE_DECK);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, after);
    assert_int_equal(bits(after), 3);
    assert_false((after[found / 64] >> (found % 64)) & 1);
    assert_int_equal(common(first, after), 2);
    fx_free(f);
}

/* SRC-06: shuffling changes the deck's order (the top three differ) and
   is a move like any other (p2 answers it). */
static void test_SRC_06_shuffle(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t before[4], after[4];
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, before);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    P1_USE(f, "p1 use #%u.%d", s, AB_SHUFFLE);
    DO(f, "p1 use #%u.%d", s, AB_TOP3);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, after);
    assert_memory_not_equal(before, after, sizeof before);
    fx_free(f);
}

/* SRC-07: a Holding found in the Dynasty deck enters play at home, bowed
   and p1's; a Fortification or an Event cannot; a Unique Lord can, and a
   second copy cannot while he is in play (CORE-17). */
static void test_SRC_07_into_play(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "s-castle",
                      "s-lord*6 s-mine*4 s-wall*4 s-omen*6 s-guard*20",
                      "s-scroll*20", "s-keep", "s-guard*4", "s-scroll*20");
    START(f, 7);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t s = in_play(f, 0, "s-castle");
    DO(f, "p1 use #%u.%d", s, AB_PLAY);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    const char *bad[] = {"s-wall", "s-omen"};
    for (int k = 0; k < 2; k++) {
        const char *why =
            fx_illegal(f, L5R_REASON_TARGET, "SRC-07", "p1 take #%u",
                       card(f, 0, L5R_ZONE_DYNASTY_DECK, bad[k]));
        if (why != NULL)
            fail_msg("%s", why);
    }
    uint32_t mine = card(f, 0, L5R_ZONE_DYNASTY_DECK, "s-mine");
    DO(f, "p1 take #%u", mine);
    assert_int_equal(l5r_game_card_zone(f->g, mine), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, mine), 0);
    assert_true(l5r_game_card_is_bowed(f->g, mine));
    assert_int_equal(location(f, mine), 0);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_PLAY);
    uint32_t lord = card(f, 0, L5R_ZONE_DYNASTY_DECK, "s-lord");
    DO(f, "p1 take #%u", lord);
    assert_int_equal(l5r_game_card_zone(f->g, lord), L5R_ZONE_PLAY);
    assert_false(l5r_game_card_is_bowed(f->g, lord));
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_PLAY);
    const char *why = fx_illegal(f, L5R_REASON_UNIQUE, "CORE-17", "p1 take #%u",
                                 card(f, 0, L5R_ZONE_DYNASTY_DECK, "s-lord"));
    if (why != NULL)
        fail_msg("%s", why);
    fx_free(f);
}

/* The first card of the set, or L5R_NO_ID. */
static uint32_t first_of(const uint64_t b[4])
{
    for (uint32_t i = 0; i < 256; i++)
        if ((b[i / 64] >> (i % 64)) & 1)
            return i;
    return L5R_NO_ID;
}

/* SRC-09: p1 looks at the top 3 of p2's Fate deck, which p1 sees and p2
   does not; p1's own cards are not searched; the one p1 takes goes to the
   bottom of p2's deck (the next look sees the other two and a new one). */
static void test_SRC_09_search_an_opponents_deck(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t first[4], after[4], b[4];
    DO(f, "p1 use #%u.%d", s, AB_THEIRS3);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    seen(f, 1, L5R_ZONE_FATE_DECK, 0, first);
    assert_int_equal(bits(first), 3);
    seen(f, 1, L5R_ZONE_FATE_DECK, 1, b);
    assert_int_equal(bits(b), 0);
    seen(f, 0, L5R_ZONE_FATE_DECK, 0, b);
    assert_int_equal(bits(b), 0);
    const char *bad = fx_illegal(f, L5R_REASON_TARGET, "SRC-01", "p1 take #%u",
                                 card(f, 0, L5R_ZONE_FATE_DECK, "s-ashigaru"));
    if (bad != NULL)
        fail_msg("%s", bad);
    uint32_t found = first_of(first);
    uint32_t hand = fx_count(f, 0, L5R_ZONE_HAND, NULL);
    DO(f, "p1 take #%u", found);
    assert_int_equal(l5r_game_card_zone(f->g, found), L5R_ZONE_FATE_DECK);
    assert_int_equal(l5r_game_card_owner(f->g, found), 1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_HAND, NULL), hand);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d", s, AB_THEIRS3);
    seen(f, 1, L5R_ZONE_FATE_DECK, 0, after);
    assert_int_equal(bits(after), 3);
    assert_false((after[found / 64] >> (found % 64)) & 1);
    assert_int_equal(common(first, after), 2);
    fx_free(f);
}

/* SRC-09, SRC-10: p1 searches the whole of p2's Fate deck and discards
   a Scroll: it goes to p2's Fate discard pile, face up to both;
   p2's deck has one card fewer. */
static void test_SRC_10_an_opponents_card_discarded(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint32_t deck = fx_count(f, 1, L5R_ZONE_FATE_DECK, NULL);
    uint32_t pile = fx_count(f, 1, L5R_ZONE_FATE_DISCARD, NULL);
    DO(f, "p1 use #%u.%d", s, AB_THEIRS);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    uint32_t scroll = card(f, 1, L5R_ZONE_FATE_DECK, "s-scroll");
    DO(f, "p1 take #%u", scroll);
    assert_int_equal(l5r_game_card_zone(f->g, scroll), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_owner(f->g, scroll), 1);
    assert_int_equal(fx_count(f, 1, L5R_ZONE_FATE_DECK, NULL), deck - 1);
    assert_int_equal(fx_count(f, 1, L5R_ZONE_FATE_DISCARD, NULL), pile + 1);
    assert_int_equal(l5r_game_card_is_visible(f->g, scroll, 0), 1);
    assert_int_equal(l5r_game_card_is_visible(f->g, scroll, 1), 1);
    fx_free(f);
}

/* SRC-10: the top card of p1's own Dynasty deck, removed from the game. */
static void test_SRC_10_own_card_removed(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t s = in_play(f, 0, "s-castle");
    uint64_t b[4];
    DO(f, "p1 use #%u.%d", s, AB_MILL_DYN);
    assert_decision(f, 0, L5R_DECIDE_SEARCH);
    seen(f, 0, L5R_ZONE_DYNASTY_DECK, 0, b);
    assert_int_equal(bits(b), 1);
    uint32_t top = first_of(b);
    DO(f, "p1 take #%u", top);
    assert_int_equal(l5r_game_card_zone(f->g, top), L5R_ZONE_REMOVED);
    fx_free(f);
}

/* SRC-04, SRC-05, SRC-03: what a card file may not say, each refused at
   load with its rule. */
static void test_SRC_load_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *ability, *rule;
    } bad[] = {
        {"{timing: limited, effects: [{search: {look: 2}}, {draw: 1}]}",
         "SRC-04"},
        {"{timing: continuous, effects: [{search: {look: 2}}]}", "SRC-04"},
        {"{timing: limited, effects: [{search: {deck: dynasty}}]}", "SRC-05"},
        {"{timing: limited, effects: [{search: {find: {type: card, bowed: "
         "false}}}]}",
         "SRC-03"},
        {"{timing: limited, effects: [{search: {then: play}}]}", "SRC-07"},
        {"{timing: limited, effects: [{search: {player: opponent}}]}",
         "SRC-09"},
        {"{timing: limited, effects: [{search: {player: opponent, deck: "
         "dynasty, then: play}}]}",
         "SRC-09"},
        {"{timing: limited, target: {type: player}, effects: [{search: "
         "{player: target, then: "
         "top}}]}",
         "SRC-09"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: x-seeker, title: X, type: personality, force: 1,\n"
                 "     chi: 1, honor_requirement: '-', gold_cost: 1,\n"
                 "     personal_honor: 1, printings: [{set: Lotus Edition}],\n"
                 "     abilities: [%s]}\n",
                 bad[i].ability);
        assert_load_refused(yaml, bad[i].rule, bad[i].ability);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SRC_01_03_05_take_a_follower_into_hand),
        cmocka_unit_test(test_SRC_01_02_top_cards_stay_whole_deck_is_shuffled),
        cmocka_unit_test(test_SRC_05_found_card_goes_on_top),
        cmocka_unit_test(test_SRC_06_shuffle),
        cmocka_unit_test(test_SRC_07_into_play),
        cmocka_unit_test(test_SRC_08_found_card_goes_to_the_bottom),
        cmocka_unit_test(test_SRC_09_search_an_opponents_deck),
        cmocka_unit_test(test_SRC_10_an_opponents_card_discarded),
        cmocka_unit_test(test_SRC_10_own_card_removed),
        cmocka_unit_test(test_SRC_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
