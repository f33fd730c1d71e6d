/* SPDX-License-Identifier: MIT */
/* options.c - game options: enum-keyed parameters with the brief's defaults. */
#include "game/game.h"

#define NPARAMS 20

static const struct {
    const char *name;
    int64_t def, min, max;
} params[NPARAMS] = {
    [L5R_PARAM_FORMAT] = {"format", L5R_FORMAT_LOTUS_STORYLINE, 1, 2},
    [L5R_PARAM_SEED] = {"seed", 0, INT64_MIN, INT64_MAX},
    [L5R_PARAM_HONOR_VICTORY] = {"honor_victory", 40, -1000, 1000},
    [L5R_PARAM_DISHONOR_LOSS] = {"dishonor_loss", -20, -1000, 1000},
    [L5R_PARAM_MAX_HAND] = {"max_hand", 8, 0, 100},
    [L5R_PARAM_STARTING_HAND] = {"starting_hand", 5, 0, 100},
    [L5R_PARAM_PROVINCES] = {"provinces", 4, 1, L5R_MAX_PROVINCES},
    [L5R_PARAM_END_DRAW] = {"end_draw", 1, 0, 10},
    [L5R_PARAM_MIN_DYNASTY] = {"min_dynasty", 40, 0, 1000},
    [L5R_PARAM_MIN_FATE] = {"min_fate", 40, 0, 1000},
    [L5R_PARAM_BATTLE_HONOR] = {"battle_honor", 2, 0, 100},
    [L5R_PARAM_RECRUIT_HONOR] = {"recruit_honor", 1, 0, 1},
    [L5R_PARAM_LOBBY_MIN_PH] = {"lobby_min_ph", 1, 0, 100},
    [L5R_PARAM_CHI_DEATH] = {"chi_death", 0, -100, 100},
    [L5R_PARAM_ENLIGHTENED_FORCE] = {"enlightened_force", 1, 0, 10},
    [L5R_PARAM_TURN_LIMIT] = {"turn_limit", 0, 0, 1000000},
    [L5R_PARAM_CHECK_DECKS] = {"check_decks", 1, 0, 1},
    [L5R_PARAM_NEGATION_UNDOES_TARGETING] = {"negation_undoes_targeting", 0, 0,
                                             1},
    [L5R_PARAM_DUEL_MAX_FOCUS] = {"duel_max_focus", 4, 0, 8},
};

#define OPTS_TAG 0x4c354f50u /* "L5OP" */

static bool opts_ok(const l5r_options *o)
{
    return o != NULL && o->tag == OPTS_TAG;
}

void l5r_options__defaults(l5r_options *o)
{
    memset(o, 0, sizeof *o);
    o->tag = OPTS_TAG;
    for (int i = 1; i < NPARAMS; i++)
        o->v[i] = params[i].def;
}

bool l5r_options__valid(const l5r_options *o)
{
    for (int i = 1; i < NPARAMS; i++)
        if (params[i].name != NULL &&
            (o->v[i] < params[i].min || o->v[i] > params[i].max))
            return false;
    return true;
}

int l5r_options_new(l5r_options **out, const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "l5r_options_new: out is NULL");
    *out = NULL;
    l5r_mem m;
    int rc = l5r_alloc__mem_from(&m, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_options *o = l5r_alloc__out(&m, sizeof *o); /* remembers `alloc` */
    if (o == NULL)
        return l5r_errors__nomem();
    l5r_options__defaults(o);
    *out = o;
    return L5R_OK;
}

void l5r_options_free(l5r_options *o)
{
    if (!opts_ok(o))
        return;
    o->tag = L5R_TAG_DEAD;
    l5r_free(o);
}

int l5r_options_set(l5r_options *o, int param, int64_t value)
{
    if (!opts_ok(o))
        return l5r_errors__error(L5R_EHANDLE, "not an options handle");
    if (param <= 0 || param >= NPARAMS || params[param].name == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown parameter %d", param);
    if (value < params[param].min || value > params[param].max)
        return l5r_errors__error(
            L5R_EINVAL, "%s must be from %lld to %lld", params[param].name,
            (long long)params[param].min, (long long)params[param].max);
    o->v[param] = value;
    return L5R_OK;
}

int l5r_options_get(int64_t *value, const l5r_options *o, int param)
{
    if (value == NULL)
        return l5r_errors__error(L5R_EINVAL, "value is NULL");
    if (!opts_ok(o))
        return l5r_errors__error(L5R_EHANDLE, "not an options handle");
    if (param <= 0 || param >= NPARAMS || params[param].name == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown parameter %d", param);
    *value = o->v[param];
    return L5R_OK;
}

const char *l5r_param_name(int param)
{
    return param > 0 && param < NPARAMS ? params[param].name : NULL;
}

int l5r_param_from_name(const char *name)
{
    if (name != NULL)
        for (int i = 1; i < NPARAMS; i++)
            if (params[i].name != NULL && strcmp(params[i].name, name) == 0)
                return i;
    return l5r_errors__error(L5R_EINVAL, "unknown parameter '%s'",
                             name != NULL ? name : "(null)");
}
