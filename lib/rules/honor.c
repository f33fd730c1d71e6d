/* SPDX-License-Identifier: MIT */
/*
 * honor.c - dishonor and rehonor (PHR-01 .. PHR-04). What being
 * dishonorable does sits where it applies: Personal Honor at most 0
 * (PHR-01) in the stats, the honor loss of a dishonorable Personality
 * destroyed (PHR-02) and the state kept out of play (PHR-03) in
 * l5r_zones__destroy and l5r_zones__move.
 */
#include "rules/rules.h"

/* PHR-04: each subject, a Personality in play, becomes dishonorable
   (dishonor) or honorable (rehonor); one already so is left as he is,
   with no event. */
void l5r_honor__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_cardst *c = l5r_state__cards(g->st);
    bool dishonor = e->kind == L5R_EFF_DISHONOR;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = subj[i];
        if (c[k].zone != L5R_ZONE_PLAY ||
            l5r_game__def(g, k)->type != L5R_TYPE_PERSONALITY ||
            ((c[k].flags & L5R_CF_DISHONORED) != 0) == dishonor ||
            (dishonor && l5r_stats__cannot(g, k, L5R_CANNOT_DISHONORED)))
            continue; /* PRV-01 */
        if (dishonor)
            c[k].flags |= L5R_CF_DISHONORED;
        else
            c[k].flags &= (uint8_t)~L5R_CF_DISHONORED;
        l5r_events__record(g, dishonor ? L5R_EV_DISHONOR : L5R_EV_REHONOR,
                           c[k].controller, k, 0);
        if (dishonor) /* TRG-07 */
            l5r_events__trigger(g, L5R_TRIGGER_DISHONORED, c[k].controller, k);
    }
}
