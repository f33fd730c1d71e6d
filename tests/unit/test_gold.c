/* SPDX-License-Identifier: MIT */
/*
 * Gold Cost changes and restricted gold as rulings (GLD-01 .. GLD-05)
 * through the public API: what a card costs wherever it is, the floor of
 * 0, what restricted gold pays for and in what order, when it lapses,
 * and what a card file may not say.
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
    /* Samurai Personalities cost 2 less, Followers 3 less, the opponents'
       Personalities 1 more. */
    "  - id: g-castle\n"
    "    title: Thrifty Castle\n"
    "    type: stronghold\n"
    "    faction: Crane\n"
    "    province_strength: 5\n"
    "    gold_production: 4\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects:\n"
    "          - {cost_bonus: {amount: -2, for: {type: personality,\n"
    "                                            keywords: [Samurai]}}}\n"
    "          - {cost_bonus: {amount: -3, for: {type: follower}}}\n"
    "          - {cost_bonus: {amount: 1, for: {type: personality,\n"
    "                                           controller: opponent}}}\n"
    "  - {id: g-keep, title: Plain Keep, type: stronghold, faction: Lion,\n"
    "     province_strength: 5, gold_production: 8, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Its gold pays only for Followers. */
    "  - id: g-stable-keep\n"
    "    title: Stable Keep\n"
    "    type: stronghold\n"
    "    faction: Unicorn\n"
    "    province_strength: 5\n"
    "    gold_production: 5\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{produce_for: {amount: 2, for: {type: follower}}}]\n"
    "  - {id: g-samurai, title: Thrifty Samurai, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 5, personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: g-ronin, title: Thrifty Ronin, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 2, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: g-stables\n"
    "    title: Thrifty Stables\n"
    "    type: holding\n"
    "    gold_cost: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{produce_for: {amount: 3, for: {type: follower}}}]\n"
    "  - id: g-forge\n"
    "    title: Thrifty Forge\n"
    "    type: holding\n"
    "    gold_cost: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{produce_for: {amount: 2, for: {type: item}}}]\n"
    "  - id: g-shrine\n"
    "    title: Thrifty Shrine\n"
    "    type: holding\n"
    "    gold_cost: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{produce_for: {amount: 2, for: {type: spell}}}]\n"
    "  - {id: g-ashigaru, title: Thrifty Ashigaru, type: follower, force: 1,\n"
    "     gold_cost: 2, honor_requirement: '-', focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: g-blade, title: Thrifty Blade, type: item, force: 1,\n"
    "     gold_cost: 2, focus: 1, printings: [{set: Lotus Edition}]}\n";

static int32_t gold_cost(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_GOLD_COST);
}

/* A face-up card `id` in p's provinces, or L5R_NO_ID. */
static uint32_t face_up(const fx *f, uint32_t p, const char *id)
{
    for (uint32_t n = 0;; n++) {
        uint32_t k = fx_find_nth(f, p, L5R_ZONE_PROVINCE, id, n);
        if (k == L5R_NO_ID || l5r_game_card_is_face_down(f->g, k) == 0)
            return k;
    }
}

/* The restricted gold p's view shows (0 when it shows none), which
   l5r_game_player_restricted_gold() gives too (for no player: 0,
   L5R_EINVAL). */
static int restricted_gold(const fx *f, uint32_t p)
{
    char *json = view(f, p);
    char key[64];
    snprintf(key, sizeof key, "{\"player\":%u,\"honor\":", p + 1);
    const char *at = strstr(json, key);
    assert_non_null(at);
    const char *next = strstr(at + strlen(key), ",\"honor\":");
    const char *r = strstr(at, "\"restricted_gold\":");
    int v = 0;
    if (r != NULL && (next == NULL || r < next))
        v = atoi(r + strlen("\"restricted_gold\":"));
    l5r_free(json);
    assert_int_equal(l5r_game_player_restricted_gold(f->g, p), v);
    assert_int_equal(l5r_game_player_restricted_gold(f->g, 9), 0);
    assert_int_equal(l5r_error_code(), L5R_EINVAL);
    return v;
}

/* GLD-01, GLD-02: the castle's changes reach its controller's cards in
   provinces, hands and decks (Samurai 5 - 2, Followers 2 - 3 but never
   below 0), the opponent's Personalities cost 1 more, and the rest stay
   as printed. The cheaper Samurai can be recruited with the castle's 4
   gold; printed, he costs 5. */
static void test_GLD_01_02_costs_change_wherever_the_cards_are(void **state)
{
    (void)state;
    fx *f = NULL;
    uint32_t sam = L5R_NO_ID;
    for (int64_t seed = 1; seed < 200 && sam == L5R_NO_ID; seed++) {
        if (f != NULL)
            fx_free(f);
        f = new_board(CARDS, "g-castle", "g-samurai*20 g-ronin*20",
                      "g-ashigaru*20 g-blade*20", "g-keep",
                      "g-samurai*20 g-ronin*20", "g-ashigaru*20 g-blade*20");
        START(f, seed);
        PASS_TO(f, L5R_PHASE_DYNASTY);
        sam = face_up(f, 0, "g-samurai");
    }
    assert_int_not_equal(sam, L5R_NO_ID);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    assert_int_equal(gold_cost(f, sam), 3); /* GLD-01 */
    uint32_t deck_ronin = card(f, 0, L5R_ZONE_DYNASTY_DECK, "g-ronin");
    assert_int_equal(gold_cost(f, deck_ronin), 2); /* not a Samurai */
    uint32_t ash = card(f, 0, L5R_ZONE_HAND, "g-ashigaru");
    assert_int_equal(gold_cost(f, ash), 0); /* GLD-02: not -1 */
    uint32_t blade = card(f, 0, L5R_ZONE_HAND, "g-blade");
    assert_int_equal(gold_cost(f, blade), 2);
    /* The opponent's: his Personalities 1 more, his Followers as printed. */
    uint32_t their_sam = card(f, 1, L5R_ZONE_DYNASTY_DECK, "g-samurai");
    uint32_t their_ronin = card(f, 1, L5R_ZONE_DYNASTY_DECK, "g-ronin");
    uint32_t their_ash = card(f, 1, L5R_ZONE_FATE_DECK, "g-ashigaru");
    assert_int_equal(gold_cost(f, their_sam), 6);
    assert_int_equal(gold_cost(f, their_ronin), 3);
    assert_int_equal(gold_cost(f, their_ash), 2);
    DO(f, "p1 produce #%u", in_play(f, 0, "g-castle"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 4);
    DO(f, "p1 recruit #%u", sam);
    assert_int_equal(l5r_game_card_zone(f->g, sam), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    /* In play he still costs 3 (an amount reading his Gold Cost). */
    assert_int_equal(gold_cost(f, sam), 3);
    fx_free(f);
}

/* Turn 1: p1 recruits a Stables and a Samurai with his Keep's gold; turn
   3 begins in p1's Action phase with both in play, and an Ashigaru and a
   Blade in his hand. */
static fx *stables_board(void)
{
    for (int64_t seed = 1; seed < 300; seed++) {
        fx *f = new_board(CARDS, "g-keep", "g-stables*12 g-samurai*28",
                          "g-ashigaru*20 g-blade*20", "g-keep", "g-ronin*40",
                          "g-ashigaru*20 g-blade*20");
        START(f, seed);
        PASS_TO(f, L5R_PHASE_DYNASTY);
        uint32_t st = face_up(f, 0, "g-stables");
        uint32_t sam = face_up(f, 0, "g-samurai");
        if (st == L5R_NO_ID || sam == L5R_NO_ID) {
            fx_free(f);
            continue;
        }
        DO(f, "p1 produce #%u", in_play(f, 0, "g-keep"));
        DO(f, "p1 recruit #%u", st);
        DO(f, "p1 recruit #%u", sam);
        NEXT_TURN(f);
        NEXT_TURN(f);
        assert_int_equal(l5r_game_turn(f->g), 3);
        if (decision_kind(f) != L5R_DECIDE_ACTION ||
            fx_find(f, 0, L5R_ZONE_HAND, "g-ashigaru") == L5R_NO_ID ||
            fx_find(f, 0, L5R_ZONE_HAND, "g-blade") == L5R_NO_ID) {
            fx_free(f);
            continue;
        }
        return f;
    }
    fail_msg("no seed gives the stables board");
    return NULL;
}

/* GLD-03: the Stables' 3 gold pays for a Follower, not for an Item; it is
   spent before the Keep's gold, so after a 2-gold Follower the Keep's 8
   are whole and 1 restricted gold is left. */
static void
test_GLD_03_restricted_gold_pays_only_for_its_cards_first(void **state)
{
    (void)state;
    fx *f = stables_board();
    uint32_t sam = in_play(f, 0, "g-samurai");
    uint32_t ash = in_hand(f, 0, "g-ashigaru");
    uint32_t blade = in_hand(f, 0, "g-blade");
    DO(f, "p1 produce #%u", in_play(f, 0, "g-stables"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 0);
    assert_int_equal(restricted_gold(f, 0), 3);
    const char *bad = fx_illegal(f, L5R_REASON_GOLD, "CORE-14",
                                 "p1 play #%u on #%u", blade, sam);
    if (bad != NULL)
        fail_msg("%s", bad);
    DO(f, "p1 produce #%u", in_play(f, 0, "g-keep"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    DO(f, "p1 play #%u on #%u", ash, sam);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    assert_int_equal(restricted_gold(f, 0), 1);
    fx_free(f);
}

/* GLD-04: restricted gold lapses with the pool at the end of the phase. */
static void test_GLD_04_restricted_gold_lapses(void **state)
{
    (void)state;
    fx *f = stables_board();
    DO(f, "p1 produce #%u", in_play(f, 0, "g-stables"));
    assert_int_equal(restricted_gold(f, 0), 3);
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_int_equal(restricted_gold(f, 0), 0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 0);
    fx_free(f);
}

/* GLD-05: a Stable Keep (for Followers), a Forge (for Items) and a Shrine
   (for Spells): the third kind cannot be produced while two are held. */
static void test_GLD_05_two_kinds_of_restricted_gold(void **state)
{
    (void)state;
    fx *f = NULL;
    for (int64_t seed = 1; seed < 300 && f == NULL; seed++) {
        f = new_board(CARDS, "g-stable-keep", "g-forge*20 g-shrine*20",
                      "g-ashigaru*40", "g-keep", "g-ronin*40", "g-ashigaru*40");
        START(f, seed);
        PASS_TO(f, L5R_PHASE_DYNASTY);
        uint32_t forge = face_up(f, 0, "g-forge");
        uint32_t shrine = face_up(f, 0, "g-shrine");
        if (forge == L5R_NO_ID || shrine == L5R_NO_ID) {
            fx_free(f);
            f = NULL;
            continue;
        }
        DO(f, "p1 recruit #%u", forge);
        DO(f, "p1 recruit #%u", shrine);
    }
    assert_non_null(f);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t forge = in_play(f, 0, "g-forge");
    uint32_t shrine = in_play(f, 0, "g-shrine");
    DO(f, "p1 produce #%u", in_play(f, 0, "g-stable-keep"));
    DO(f, "p1 produce #%u", forge);
    assert_int_equal(restricted_gold(f, 0), 4);
    const char *bad =
        fx_illegal(f, L5R_REASON_GOLD, "GLD-05", "p1 produce #%u", shrine);
    if (bad != NULL)
        fail_msg("%s", bad);
    fx_free(f);
}

/* GLD-01, GLD-03: what a card file may not say, refused at load with the
   rule and the place. */
static void test_GLD_load_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *type, *ability, *rule;
    } bad[] = {
        {"holding", "{timing: limited, effects: [{cost_bonus: {amount: -1}}]}",
         "GLD-01"},
        {"holding",
         "{timing: limited, effects: [{produce_for: {amount: 2, for: "
         "{type: item}}}]}",
         "GLD-03"},
        {"region",
         "{timing: continuous, effects: [{produce_for: {amount: 2, for: "
         "{type: item}}}]}",
         "GLD-03"},
        {"holding",
         "{timing: continuous, effects: [{produce_for: {amount: 0, for: "
         "{type: item}}}]}",
         "GLD-03"},
        {"holding",
         "{timing: continuous, effects: [{cost_bonus: {amount: -1, for: "
         "{type: follower, bowed: false}}}]}",
         "GLD-01"},
        {"holding",
         "{timing: continuous, effects: [{produce_for: {amount: 1, for: "
         "{type: follower, controller: self}}}]}",
         "GLD-03"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: x-gold, title: X, type: %s, gold_cost: 1,\n"
                 "     printings: [{set: Lotus Edition}],\n"
                 "     abilities: [%s]}\n",
                 bad[i].type, bad[i].ability);
        assert_load_refused(yaml, bad[i].rule, bad[i].ability);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GLD_01_02_costs_change_wherever_the_cards_are),
        cmocka_unit_test(
            test_GLD_03_restricted_gold_pays_only_for_its_cards_first),
        cmocka_unit_test(test_GLD_04_restricted_gold_lapses),
        cmocka_unit_test(test_GLD_05_two_kinds_of_restricted_gold),
        cmocka_unit_test(test_GLD_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
