/* SPDX-License-Identifier: MIT */
/*
 * fingerprint.c - a card database's content fingerprint: the same cards
 * from other files or lines hash the same. Every field the rules read is
 * in it, field by field (no padding).
 */
#include "cards/cards.h"

static uint64_t hash_u32(uint64_t h, uint32_t v)
{
    return l5r_base__fnv1a(h, &v, 4);
}

static uint64_t hash_str(uint64_t h, const l5r_carddb *db, uint32_t off)
{
    const char *s = l5r_cards__str(db, off);
    return l5r_base__fnv1a(h, s, strlen(s) + 1);
}

static uint64_t hash_stats(uint64_t h, const l5r_stats *st)
{
    h = l5r_base__fnv1a(h, st->v, sizeof st->v);
    h = hash_u32(h, st->has);
    return hash_u32(h, st->dash);
}

static uint64_t hash_list(uint64_t h, const l5r_carddb *db, uint32_t first,
                          uint32_t count)
{
    h = hash_u32(h, count);
    for (uint32_t k = 0; k < count; k++)
        h = hash_str(h, db, db->strlist.v[first + k]);
    return h;
}

static uint64_t hash_i(uint64_t h, int64_t v)
{
    return l5r_base__fnv1a(h, &v, 8);
}

static uint64_t hash_selector(uint64_t h, const l5r_carddb *db,
                              const l5r_selrec *t)
{
    h = hash_i(h, t->present);
    h = hash_i(h, t->type);
    h = hash_i(h, t->controller);
    h = hash_i(h, t->at);
    h = hash_i(h, t->bowed);
    h = hash_i(h, t->face_down);
    h = hash_i(h, t->attacking);
    h = hash_i(h, t->defending);
    h = hash_i(h, t->force_min);
    h = hash_i(h, t->force_max);
    h = hash_i(h, t->chi_min);
    h = hash_i(h, t->chi_max);
    h = hash_i(h, t->count);
    h = hash_i(h, t->ph_min);
    /* Later filters only when given, so the fingerprints of databases
       without them stay what they were. */
    if (t->ph_max != INT16_MAX || t->dishonorable != -1) {
        h = hash_i(h, t->ph_max);
        h = hash_i(h, t->dishonorable);
    }
    if (t->unique != -1)
        h = hash_i(h, 0x756e69 + t->unique);
    if (t->up_to)
        h = hash_i(h, 'U');
    h = hash_list(h, db, t->kw_first, t->kw_count);
    h = hash_list(h, db, t->nkw_first, t->nkw_count);
    return hash_str(h, db, t->title);
}

/* An amount expression (1 + index; 0: none, which adds nothing, so a
   database without expressions keeps its fingerprint). */
static uint64_t hash_amount(uint64_t h, const l5r_carddb *db, uint32_t x)
{
    if (x == 0)
        return h;
    const l5r_amtrec *a = &db->amts.v[x - 1];
    h = hash_u32(h, x != 0);
    h = hash_i(h, a->form);
    h = hash_i(h, a->what);
    h = hash_i(h, a->of);
    h = hash_i(h, a->half);
    h = hash_i(h, a->times);
    h = hash_i(h, a->plus);
    if (a->sel != L5R_NONE)
        h = hash_selector(h, db, &db->sels.v[a->sel]);
    return h;
}

static uint64_t hash_ability(uint64_t h, const l5r_carddb *db,
                             const l5r_abilrec *ab)
{
    h = hash_i(h, ab->timing);
    h = hash_i(h, ab->limit);
    h = hash_i(h, ab->option);
    h = hash_i(h, ab->trigger);
    h = hash_i(h, ab->whilst);
    h = hash_i(h, ab->casters_min);
    h = hash_i(h, ab->casters_max);
    h = hash_i(h, ab->condition);
    if (ab->mandatory) /* hashed only when set: older fingerprints hold */
        h = hash_i(h, 0x4d /* 'M' */);
    if (ab->before || ab->trig_phase || ab->trig_who) { /* likewise */
        h = hash_i(h, 0x49 /* 'I' */);
        h = hash_i(h, ab->before);
        h = hash_i(h, ab->trig_phase);
        h = hash_i(h, ab->trig_who);
    }
    for (uint32_t k = 0; k < ab->pred_count; k++) {
        const l5r_predrec *p = &db->preds.v[ab->pred_first + k];
        h = hash_amount(h, db, p->amount);
        h = hash_amount(h, db, p->lo_expr);
        h = hash_amount(h, db, p->hi_expr);
        h = hash_i(h, p->lo);
        h = hash_i(h, p->hi);
    }
    h = hash_list(h, db, ab->traits_first, ab->traits_count);
    h = hash_u32(h, ab->cost_count);
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &db->costs.v[ab->cost_first + k];
        h = hash_i(h, c->kind);
        h = hash_i(h, c->who);
        h = hash_i(h, c->amount);
        if (c->sel != L5R_NONE)
            h = hash_selector(h, db, &db->sels.v[c->sel]);
    }
    h = hash_selector(h, db, &ab->target);
    /* PRF-01, GRA-01: hashed only when present, so the fingerprints of
       cards without them stay as they were. */
    if (ab->performer.present)
        h = hash_selector(hash_i(h, 'P'), db, &ab->performer);
    if (ab->granted)
        h = hash_i(h, 'G');
    h = hash_u32(h, ab->eff_count);
    for (uint32_t k = 0; k < ab->eff_count; k++) {
        const l5r_effrec *e = &db->effs.v[ab->eff_first + k];
        h = hash_i(h, e->kind);
        h = hash_i(h, e->who);
        /* A search's own deck hashes as before searches named a player. */
        h = hash_i(h, e->kind == L5R_EFF_SEARCH && e->player == L5R_WHO_SELF
                          ? 0
                          : e->player);
        h = hash_i(h, e->until);
        h = hash_i(h, e->from);
        h = hash_i(h, e->amount);
        h = hash_i(h, e->count);
        h = hash_stats(h, &e->stats);
        h = hash_str(h, db, e->str);
        h = hash_amount(h, db, e->expr);
        h = hash_i(h, e->deck);
        h = hash_i(h, e->then);
        if (e->which != 0) /* the databases before set_stat hash the same */
            h = hash_i(h, e->which);
        if (e->sel != 0)
            h = hash_selector(h, db, &db->sels.v[e->sel - 1]);
    }
    return h;
}

uint64_t l5r_fingerprint__compute(const l5r_carddb *db)
{
    uint64_t h = L5R_FNV_SEED;
    for (uint32_t i = 0; i < db->sets.n; i++) {
        h = hash_str(h, db, db->sets.v[i].name);
        h = hash_i(h, db->sets.v[i].order);
        h = hash_u32(h, db->sets.v[i].lotus);
    }
    for (uint32_t i = 0; i < db->factions.n; i++) {
        h = hash_str(h, db, db->factions.v[i].name);
        h = hash_str(h, db, db->factions.v[i].alignment);
    }
    for (uint32_t c = 0; c < db->cards.n; c++) {
        const l5r_cardrec *r = &db->cards.v[c];
        h = hash_str(h, db, r->id);
        h = hash_str(h, db, r->title);
        h = hash_str(h, db, r->eff_text);
        h = hash_str(h, db, r->faction);
        h = hash_u32(h, (uint32_t)r->type << 24 | (uint32_t)r->unique << 16 |
                            (uint32_t)r->stays << 8 | r->element);
        h = hash_stats(h, &r->eff);
        h = hash_stats(h, &r->mods);
        h = hash_list(h, db, r->nkw_first, r->nkw_count);
        h = hash_list(h, db, r->fac_first, r->fac_count);
        h = hash_str(h, db, r->soul_of);
        h = hash_i(h, r->soul_exp);
        for (uint32_t k = 0; k < r->print_count; k++) {
            const l5r_printrec *p = &db->prints.v[r->print_first + k];
            h = hash_str(h, db, p->set);
            h = hash_u32(h, (uint32_t)(p->lotus + 1));
        }
        h = hash_u32(h, r->cond_count);
        for (uint32_t k = 0; k < r->cond_count; k++) {
            const l5r_condrec *cd = &db->conds.v[r->cond_first + k];
            h = hash_i(h, cd->type);
            h = hash_list(h, db, cd->kw_first, cd->kw_count);
        }
        h = hash_u32(h, r->abil_count);
        for (uint32_t a = 0; a < r->abil_count; a++)
            h = hash_ability(h, db, &db->abils.v[r->abil_first + a]);
    }
    return h;
}
