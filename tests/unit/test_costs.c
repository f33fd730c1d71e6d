/* SPDX-License-Identifier: MIT */
/*
 * Costs that bow several cards the move chooses, as rulings (CST-02)
 * through the public API: "Bow two Samurai you control: ...". The move
 * names each card (`bow #N bow #M`); the legal-move list names them in
 * card order.
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

static const char CARDS[] =
    "cards:\n"
    "  - id: k-castle\n"
    "    title: Mustering Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 20\n"
    "    gold_production: 5\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        limit: any_number\n"
    "        text: 'Limited: Any number of times per turn: Bow two Samurai "
    "you control: gain 2 Honor.'\n"
    "        cost: [{bow: {type: personality, controller: self, keywords: "
    "[Samurai], count: 2}}]\n"
    "        effects: [{gain_honor: 2}]\n"
    "  - {id: k-keep, title: Mustering Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: k-samurai, title: Mustering Samurai, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: k-courtier, title: Mustering Courtier, type: personality,\n"
    "     keywords: [Courtier], force: 1, chi: 1, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: k-scroll, title: Mustering Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

typedef struct kboard {
    fx *f;
    uint32_t castle, sam[3], courtier; /* p1's */
    uint32_t p2sam;                    /* p2's */
} kboard;

/* Both players recruit their Personalities (free); turn 3, p1's Action
   phase: p1 has three Samurai and a Courtier, p2 a Samurai. */
static kboard kboard_new(void)
{
    kboard b;
    fx *f =
        new_board(CARDS, "k-castle", "k-samurai k-samurai k-samurai k-courtier",
                  "k-scroll", "k-keep", "k-samurai", "k-scroll");
    START(f, 5);
    recruit_all_free(f, 0);
    NEXT_TURN(f);
    recruit_all_free(f, 1);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    b.f = f;
    b.castle = in_play(f, 0, "k-castle");
    for (uint32_t i = 0; i < 3; i++)
        b.sam[i] = card_nth(f, 0, L5R_ZONE_PLAY, "k-samurai", i);
    b.courtier = in_play(f, 0, "k-courtier");
    b.p2sam = in_play(f, 1, "k-samurai");
    return b;
}

static int bowed(const fx *f, uint32_t c)
{
    return l5r_game_card_is_bowed(f->g, c);
}

/* CST-02: the list offers every pair of unbowed Samurai once, in card
   order, and nothing with the Courtier, an opponent's Samurai or one
   card alone. */
static void test_CST_02_every_pair_is_listed_once(void **state)
{
    (void)state;
    kboard b = kboard_new();
    char w[3][96], a[6][96];
    const char *want[] = {
        fx_txt(w[0], sizeof w[0], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[0], b.sam[1]),
        fx_txt(w[1], sizeof w[1], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[0], b.sam[2]),
        fx_txt(w[2], sizeof w[2], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[1], b.sam[2]),
        NULL};
    const char *absent[] = {
        fx_txt(a[0], sizeof a[0], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[1], b.sam[0]),
        fx_txt(a[1], sizeof a[1], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[0], b.courtier),
        fx_txt(a[2], sizeof a[2], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[0], b.p2sam),
        fx_txt(a[3], sizeof a[3], "p1 use #%u.0 bow #%u", b.castle, b.sam[0]),
        fx_txt(a[4], sizeof a[4], "p1 use #%u.0 bow #%u bow #%u", b.castle,
               b.sam[0], b.sam[0]),
        fx_txt(a[5], sizeof a[5], "p1 use #%u.0", b.castle),
        NULL};
    check_listed(b.f, 0, want, absent);
    fx_free(b.f);
}

/* CST-02: too few cards named (none, or one), or one named twice, does
   not pay it; a card that does not fit the filter, or an opponent's,
   cannot pay (CORE-54); a third card is more than the cost asks. Each
   refusal leaves the game unchanged. */
static void test_CST_02_refusals(void **state)
{
    (void)state;
    kboard b = kboard_new();
    fx *f = b.f;
    ILLEGAL(f, L5R_REASON_COST, "CST-02", "p1 use #%u.0", b.castle);
    ILLEGAL(f, L5R_REASON_COST, "CST-02", "p1 use #%u.0 bow #%u", b.castle,
            b.sam[0]);
    ILLEGAL(f, L5R_REASON_COST, "CST-02", "p1 use #%u.0 bow #%u bow #%u",
            b.castle, b.sam[1], b.sam[1]);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use #%u.0 bow #%u bow #%u",
            b.castle, b.sam[0], b.courtier);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use #%u.0 bow #%u bow #%u",
            b.castle, b.sam[0], b.p2sam);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use #%u.0 bow #%u bow #%u bow #%u", b.castle, b.sam[0],
            b.sam[1], b.sam[2]);
    for (uint32_t i = 0; i < 3; i++)
        assert_false(bowed(f, b.sam[i]));
    fx_free(b.f);
}

/* CST-02: paid by two Samurai named in either order: both bow, the
   effect resolves; with one unbowed Samurai left the cost cannot be paid
   again (a bowed card cannot pay, CORE-24) and nothing is listed. */
static void test_CST_02_pays_with_both_cards(void **state)
{
    (void)state;
    kboard b = kboard_new();
    fx *f = b.f;
    int32_t h0 = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.0 bow #%u bow #%u", b.castle, b.sam[2], b.sam[0]);
    assert_true(bowed(f, b.sam[0]));
    assert_true(bowed(f, b.sam[2]));
    assert_false(bowed(f, b.sam[1]));
    assert_false(bowed(f, b.castle));
    assert_int_equal(l5r_game_player_honor(f->g, 0), h0 + 2);
    fx_free(b.f);

    /* Another game: one Samurai bowed first, by the cost itself. */
    b = kboard_new();
    f = b.f;
    DO(f, "p1 use #%u.0 bow #%u bow #%u", b.castle, b.sam[0], b.sam[1]);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 use #%u.0 bow #%u bow #%u",
            b.castle, b.sam[0], b.sam[2]);
    char t[96];
    assert_false(legal_has(f, 0,
                           fx_txt(t, sizeof t, "p1 use #%u.0 bow #%u bow #%u",
                                  b.castle, b.sam[1], b.sam[2])));
    fx_free(b.f);
}

/* CST-02: a bow cost chooses at most four cards. */
static void test_CST_02_load_refusal(void **state)
{
    (void)state;
    assert_load_refused("cards:\n"
                        "  - id: x-bad\n"
                        "    title: Bad\n"
                        "    type: action\n"
                        "    printings: [{set: Lotus Edition}]\n"
                        "    abilities:\n"
                        "      - {timing: limited, cost: [{bow: {type: "
                        "personality, controller: self, count: 5}}], "
                        "effects: [{gain_gold: 1}]}\n",
                        "CST-02", "a bow cost of five cards");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CST_02_every_pair_is_listed_once),
        cmocka_unit_test(test_CST_02_refusals),
        cmocka_unit_test(test_CST_02_pays_with_both_cards),
        cmocka_unit_test(test_CST_02_load_refusal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
