/* SPDX-License-Identifier: MIT */
/*
 * names.c - the names of the game's enums, one table each, indexed by the
 * pinned values (the JSON views use the same spelling).
 */
#include "base/base.h"

#include <stddef.h>

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

static const char *const phases[] = {"none",   "straighten", "events",
                                     "action", "attack",     "dynasty",
                                     "end",    "game_over"};

static const char *const decisions[] = {
    "none",     "action", "dynasty", "attack",   "assign",        "battle",
    "discard",  "yu",     "terrain", "reaction", "battlefield",   "engage",
    "revealed", "legacy", "duel",    "search",   "chosen_discard"};

static const char *const victories[] = {
    "none", "honor", "dishonor", "military", "enlightenment", "turn_limit"};

static const char *const zones[] = {
    "none", "dynasty_deck",    "fate_deck",    "hand",   "province",
    "play", "dynasty_discard", "fate_discard", "removed"};

static const char *const events[] = {
    "none",       "phase",     "turn",     "move",    "bow",
    "straighten", "gold",      "honor",    "reveal",  "draw",
    "pass",       "game_over", "action",   "shuffle", "attach",
    "favor",      "token",     "battle",   "destroy", "force",
    "army",       "outcome",   "dishonor", "rehonor", "control"};

_Static_assert(LEN(phases) == L5R_PHASE_GAME_OVER + 1, "phase names");
_Static_assert(LEN(decisions) == L5R_DECIDE_CHOSEN_DISCARD + 1,
               "decision names");
_Static_assert(LEN(victories) == L5R_VICTORY_TURN_LIMIT + 1, "victory names");
_Static_assert(LEN(zones) == L5R_ZONE_REMOVED + 1, "zone names");
_Static_assert(LEN(events) == L5R_EV_CONTROL + 1, "event names");

static const char *pick(const char *const *t, size_t n, int v)
{
    return v >= 0 && (size_t)v < n ? t[v] : NULL;
}

const char *l5r_phase_name(int phase)
{
    return pick(phases, LEN(phases), phase);
}

const char *l5r_decision_name(int kind)
{
    return pick(decisions, LEN(decisions), kind);
}

const char *l5r_victory_name(int victory)
{
    return pick(victories, LEN(victories), victory);
}

const char *l5r_zone_name(int zone)
{
    return pick(zones, LEN(zones), zone);
}

const char *l5r_event_name(int kind)
{
    return pick(events, LEN(events), kind);
}

/* The abilities every player has, as the notation names them. */
static const char *const pa_names[] = {
    NULL,   "lobby",         "favor-draw", "favor-home", "formation",
    "flip", "flip-reaction", "enlighten",  "tactical",   "yu"};

const char *l5r_player_ability_name(int ability)
{
    if (ability <= 0 || ability >= (int)L5R_ARRAY_LEN(pa_names))
        return NULL;
    return pa_names[ability];
}
