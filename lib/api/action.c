/* SPDX-License-Identifier: MIT */
/*
 * action.c - moves: the structured builder and the verdict helpers. (The
 * text notation, parse and canonical format, is play/notation.c.)
 */
#include "play/play.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

uint32_t l5r_no_id(void)
{
    return L5R_NO_ID;
}

int l5r_action_new(l5r_action **out, const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "l5r_action_new: out is NULL");
    *out = NULL;
    l5r_mem m;
    int rc = l5r_alloc__mem_from(&m, alloc);
    if (rc != L5R_OK)
        return rc;
    /* the action is a caller's buffer: it remembers its allocator */
    l5r_action *a = l5r_alloc__out(&m, sizeof *a);
    if (a == NULL)
        return l5r_errors__nomem();
    l5r_game__action_reset(a);
    *out = a;
    return L5R_OK;
}

void l5r_action_free(l5r_action *a)
{
    if (!l5r_game__action_ok(a))
        return;
    a->tag = L5R_TAG_DEAD;
    l5r_free(a);
}

int l5r_action_clear(l5r_action *a)
{
    L5R_ACTION_CHECK(a);
    l5r_game__action_reset(a);
    return L5R_OK;
}

int l5r_action_copy(l5r_action *dst, const l5r_action *src)
{
    L5R_ACTION_CHECK(dst);
    L5R_ACTION_CHECK(src);
    *dst = *src;
    return L5R_OK;
}

/* --- setters and getters
 * ------------------------------------------------------ */

int l5r_action_set_kind(l5r_action *a, int kind)
{
    L5R_ACTION_CHECK(a);
    if (kind < L5R_ACT_NONE || kind > L5R_ACT_TAKE)
        return l5r_errors__error(L5R_EINVAL, "unknown action kind %d", kind);
    a->kind = (uint32_t)kind;
    return L5R_OK;
}

#define SETTER(name, field)                                                    \
    int l5r_action_set_##name(l5r_action *a, uint32_t v)                       \
    {                                                                          \
        L5R_ACTION_CHECK(a);                                                   \
        a->field = v;                                                          \
        return L5R_OK;                                                         \
    }                                                                          \
    uint32_t l5r_action_##name(const l5r_action *a)                            \
    {                                                                          \
        return l5r_game__action_ok(a) ? a->field : L5R_NO;                     \
    }

SETTER(player, player)
SETTER(card, card)
SETTER(ability, ability)
SETTER(on, on)
SETTER(value, value)

int l5r_action_kind(const l5r_action *a)
{
    return l5r_game__action_ok(a) ? (int)a->kind : L5R_EHANDLE;
}

int l5r_action_add_target(l5r_action *a, uint32_t card)
{
    L5R_ACTION_CHECK(a);
    if (a->ntargets >= L5R_ARRAY_LEN(a->targets))
        return l5r_errors__error(L5R_ELIMIT, "at most 8 targets");
    a->targets[a->ntargets++] = card;
    return L5R_OK;
}

int l5r_action_add_cost(l5r_action *a, int how, uint32_t card)
{
    L5R_ACTION_CHECK(a);
    if (how != L5R_PAY_BOW && how != L5R_PAY_DISCARD && how != L5R_PAY_WITH)
        return l5r_errors__error(L5R_EINVAL, "unknown cost choice %d", how);
    if (a->ncosts >= L5R_ARRAY_LEN(a->costs))
        return l5r_errors__error(L5R_ELIMIT, "at most 8 cost choices");
    a->how[a->ncosts] = (uint8_t)how;
    a->costs[a->ncosts++] = card;
    return L5R_OK;
}

uint32_t l5r_action_target_count(const l5r_action *a)
{
    return l5r_game__action_ok(a) ? a->ntargets : 0;
}

uint32_t l5r_action_target(const l5r_action *a, uint32_t i)
{
    return l5r_game__action_ok(a) && i < a->ntargets ? a->targets[i] : L5R_NO;
}

uint32_t l5r_action_cost_count(const l5r_action *a)
{
    return l5r_game__action_ok(a) ? a->ncosts : 0;
}

uint32_t l5r_action_cost(const l5r_action *a, uint32_t i)
{
    return l5r_game__action_ok(a) && i < a->ncosts ? a->costs[i] : L5R_NO;
}

int l5r_action_cost_how(const l5r_action *a, uint32_t i)
{
    if (!l5r_game__action_ok(a))
        return l5r_errors__error(L5R_EHANDLE, "not an action handle");
    if (i >= a->ncosts)
        return l5r_errors__error(L5R_EINVAL, "no cost choice %u", i);
    return a->how[i];
}

/* --- verdicts --------------------------------------------------------------
 */

int l5r_verdict_init(l5r_verdict *v, unsigned int version)
{
    if (v == NULL)
        return l5r_errors__error(L5R_EINVAL, "verdict is NULL");
    if (version != L5R_VERDICT_VERSION)
        return l5r_errors__error(L5R_EVERSION, "verdict version %u is not %u",
                                 version, (unsigned)L5R_VERDICT_VERSION);
    memset(v, 0, sizeof *v);
    v->version = version;
    v->legal = 1;
    return L5R_OK;
}

unsigned int l5r_verdict_version(void)
{
    return L5R_VERDICT_VERSION;
}

static const char *const reason_names[] = {"L5R_REASON_NONE",
                                           "L5R_REASON_MALFORMED",
                                           "L5R_REASON_NOT_YOUR_DECISION",
                                           "L5R_REASON_WRONG_TIME",
                                           "L5R_REASON_NO_SUCH_CARD",
                                           "L5R_REASON_NOT_CONTROLLED",
                                           "L5R_REASON_WRONG_ZONE",
                                           "L5R_REASON_BOWED",
                                           "L5R_REASON_GOLD",
                                           "L5R_REASON_HONOR_REQUIREMENT",
                                           "L5R_REASON_TARGET",
                                           "L5R_REASON_LIMIT",
                                           "L5R_REASON_RESTRICTED",
                                           "L5R_REASON_PRESENCE",
                                           "L5R_REASON_UNIQUE",
                                           "L5R_REASON_GAME_OVER",
                                           "L5R_REASON_COST",
                                           "L5R_REASON_ATTACHMENT",
                                           "L5R_REASON_REQUIREMENT",
                                           "L5R_REASON_CAPACITY"};

const char *l5r_reason_name(int reason)
{
    if (reason < 0 || reason >= (int)L5R_ARRAY_LEN(reason_names))
        return NULL;
    return reason_names[reason];
}
