/* SPDX-License-Identifier: MIT */
/*
 * performer.c - the card that performs an ability (PRF-01 .. PRF-04):
 * "A Shugenja you control performing this: ...". The ability's
 * `performer` filter says which cards may; the move names one ("with
 * #N"); `performer` then names it in costs, effects and amounts.
 */
#include "rules/rules.h"

/* The card a move names as the performer of its ability (its first
   "with #N"), or L5R_NO. */
uint32_t l5r_performer__of(const l5r_action *a)
{
    for (uint32_t i = 0; i < a->ncosts; i++)
        if (a->how[i] == L5R_PAY_WITH)
            return a->costs[i];
    return L5R_NO;
}

/* Can card `c` perform the ability of `source` for player p: a card he
   controls in play that fits the filter (PRF-02), at the current
   battlefield in a battle (PRF-04)? The listing asks it of each card it
   considers, the judge of the one the move names. */
bool l5r_performer__fits(const l5r_game *g, uint32_t p, uint32_t source,
                         const l5r_abilrec *ab, uint32_t c, const char **why,
                         const char **rule)
{
    const l5r_state *s = g->st;
    *rule = "PRF-02";
    if (c >= s->ncards || l5r_state__ccards(s)[c].zone != L5R_ZONE_PLAY ||
        l5r_state__ccards(s)[c].controller != p) {
        *why = "it is not a card you control in play";
        return false;
    }
    if (l5r_state__ccards(s)[c].flags & L5R_CF_FACE_DOWN) {
        *why = "it is face-down";
        return false;
    }
    const char *trule;
    if (!l5r_targets__ok(g, p, source, &ab->performer, c, why, &trule)) {
        if (strcmp(trule, "CORE-51") == 0) /* PRF-04: presence */
            *rule = "PRF-04";
        return false;
    }
    return true;
}

/* PRF-01 .. PRF-04: an ability with a performer names one card ("with
   #N") that fits its filter; one without names none (a Ritual's "with"
   are its casters, RIT-01). */
bool l5r_performer__check(l5r_use *u)
{
    const l5r_action *a = u->a;
    if (!u->ab->performer.present)
        return true;
    uint32_t n = 0;
    for (uint32_t i = 0; i < a->ncosts; i++)
        n += a->how[i] == L5R_PAY_WITH;
    if (n == 0) /* PRF-01 */
        return l5r_verdict__deny(u->j, L5R_REASON_REQUIREMENT, "PRF-01",
                                 "%s needs a card you control performing "
                                 "it: name it (with #N)",
                                 u->n1);
    if (n > 1) /* PRF-03 */
        return l5r_verdict__deny(u->j, L5R_REASON_REQUIREMENT, "PRF-03",
                                 "%s is performed by one card; the move "
                                 "names %u",
                                 u->n1, n);
    uint32_t c = l5r_performer__of(a);
    const char *why, *rule;
    if (!l5r_performer__fits(u->g, u->p, u->card, u->ab, c, &why, &rule))
        return l5r_verdict__deny(
            u->j,
            strcmp(rule, "PRF-04") == 0 ? L5R_REASON_PRESENCE
                                        : L5R_REASON_REQUIREMENT,
            rule, "#%u cannot perform %s: %s", c, u->n1, why);
    return true;
}
