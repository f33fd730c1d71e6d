/* SPDX-License-Identifier: MIT */
/*
 * player_abilities.c - the abilities every player has, written in the
 * same vocabulary as the cards' (examples/cards/SCHEMA.md) and compiled
 * into every card database when it is made. They belong to the player,
 * not to a card (FAV-09). Their order is l5r_player_ability's, from 1.
 */
#include "cards/cards.h"

#include "cards/schema.h"

#include "l5r/action.h"

static const char player_abilities[] =
    "abilities:\n"
    /* 1: Lobby (rules brief, section 6) */
    "  - timing: limited\n"
    "    traits: [Political]\n"
    "    condition: highest_honor\n"
    "    cost: [{bow: {type: personality, controller: self,\n"
    "                  personal_honor_at_least: 1}}]\n"
    "    effects: [{take_favor: true}]\n"
    "    text: \"Political Limited: If your Family Honor is higher than\n"
    "      every other player's, bow an unbowed Personality you control\n"
    "      with Personal Honor 1 or more: take the Imperial Favor.\"\n"
    /* 2: FAV-06 */
    "  - timing: limited\n"
    "    traits: [Political]\n"
    "    cost: [{discard_favor: true}, {discard_card: 1}]\n"
    "    effects: [{draw: 1}]\n"
    "    text: \"Political Limited: Discard the Imperial Favor and a card:\n"
    "      Draw a card.\"\n"
    /* 3: FAV-07 */
    "  - timing: battle\n"
    "    traits: [Political]\n"
    "    cost: [{discard_favor: true}]\n"
    "    target: {type: unit, controller: opponent, attacking: true}\n"
    "    effects: [{move_home: target}]\n"
    "    text: \"Political Battle: Discard the Imperial Favor: Move a\n"
    "      target attacking enemy unit home.\"\n"
    /* 4 in this list, L5R_PA_ENLIGHTEN: ENL-02 (the Personality is bowed
       as a cost chosen by the move) */
    "  - timing: open\n"
    "    traits: [Elemental]\n"
    "    cost: [{bow: {type: personality, controller: self,\n"
    "                  keywords: [Enlightened]}}]\n"
    "    target: {type: ring}\n"
    "    effects: [{straighten_ring: target}]\n"
    "    text: \"Elemental Open: Target and bow an Enlightened Personality\n"
    "      you control: Target a Ring. Straighten it.\"\n";

/* Which entry of the list above each l5r_player_ability is (-1: the rule
   is not an ability of the vocabulary: Yu and Formations are steps of
   battle.c and formation.c). */
static const int8_t entry_of[] = {
    [L5R_PA_LOBBY] = 0,      [L5R_PA_FAVOR_DRAW] = 1,
    [L5R_PA_FAVOR_HOME] = 2, [L5R_PA_FORMATION] = -1,
    [L5R_PA_FLIP] = -1,      [L5R_PA_FLIP_REACTION] = -1,
    [L5R_PA_ENLIGHTEN] = 3,  [L5R_PA_TACTICAL] = -1,
    [L5R_PA_YU] = -1};

int l5r_player_abilities__entry(uint32_t ability)
{
    if (ability == 0 || ability >= L5R_ARRAY_LEN(entry_of))
        return -1;
    return entry_of[ability];
}

static int compile(l5r_schema *s, const l5r_node *root, void *arg)
{
    (void)arg;
    for (const l5r_node *f = root->child; f != NULL; f = f->next)
        if (L5R_KEY_IS(f, "abilities") && f->kind == L5R_NODE_SEQ)
            for (const l5r_node *a = f->child; a != NULL; a = a->next)
                l5r_ability_schema__ability(s, a, L5R_NONE, L5R_TYPE_NONE);
    return s->status;
}

int l5r_player_abilities__compile(l5r_carddb *db)
{
    uint32_t first = db->abils.n;
    l5r_schema s = {db, &db->diags, 0, L5R_OK, 0};
    int rc =
        l5r_parse__buffer(&s, "<player abilities>", player_abilities,
                          sizeof player_abilities - 1, compile, NULL, NULL);
    if (rc != L5R_OK)
        return rc;
    db->pa_first = first;
    db->pa_count = db->abils.n - first;
    return L5R_OK;
}
