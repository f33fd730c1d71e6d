/* SPDX-License-Identifier: MIT */
/*
 * view.c - what one player may see, as JSON: his own hand and the faces of
 * his face-down cards in play (NIN-03), everyone's face-up cards, the
 * counts of hidden zones, never a deck's order or a hidden face.
 */
#include "play/play.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct sb {
    char *p;
    size_t len, cap;
    bool failed;
} sb;

static void add(sb *b, const char *fmt, ...) L5R_PRINTF(2, 3);
static void add(sb *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = true;
            return;
        }
        if ((size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t ncap = b->cap * 2 + (size_t)n;
        char *p = l5r_alloc__out_realloc(b->p, ncap);
        if (p == NULL) {
            b->failed = true;
            return;
        }
        b->p = p;
        b->cap = ncap;
    }
}

static void add_str(sb *b, const char *s)
{
    add(b, "\"");
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            add(b, "\\%c", c);
        else if (c < 0x20)
            add(b, "\\u%04x", c);
        else
            add(b, "%c", c);
    }
    add(b, "\"");
}

/* One card as the viewer may see it. */
static void add_card(sb *b, const l5r_game *g, uint32_t viewer, uint32_t i)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[i];
    bool down = (c->flags & L5R_CF_FACE_DOWN) != 0;
    bool face = l5r_zones__sees(g->st, i, viewer); /* NIN-03 */
    add(b, "{\"id\":%u", i);
    if (face)
        add(b, ",\"card\":"),
            add_str(b, l5r_cards__str(g->db, l5r_game__def(g, i)->id));
    if (down)
        add(b, ",\"face_down\":true");
    if (face && (c->flags & L5R_CF_DISHONORED)) /* PHR-03: out of play too */
        add(b, ",\"dishonorable\":true");
    if (c->zone == L5R_ZONE_PLAY) {
        add(b, ",\"bowed\":%s,\"location\":%u",
            (c->flags & L5R_CF_BOWED) ? "true" : "false", c->location);
        if (c->attached_to != L5R_NO)
            add(b, ",\"attached_to\":%u", c->attached_to);
        uint8_t type = l5r_game__def(g, i)->type;
        if (c->province != L5R_NO8 &&
            (type == L5R_TYPE_REGION || type == L5R_TYPE_HOLDING))
            add(b, ",\"province\":%u", c->province + 1);
        if (c->controller != c->owner)
            add(b, ",\"controller\":%u", c->controller + 1);
    }
    add(b, "}");
}

static void add_zone(sb *b, const l5r_game *g, uint32_t viewer, uint32_t p,
                     uint8_t zone, const char *key)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    add(b, ",\"%s\":[", key);
    bool first = true;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != zone ||
            (zone == L5R_ZONE_PLAY ? c[i].controller : c[i].owner) != p)
            continue;
        if (!first)
            add(b, ",");
        add_card(b, g, viewer, i);
        first = false;
    }
    add(b, "]");
}

/* A duel being focused (DUE-03): its duelists, and for each how many
   cards he has focused; the cards themselves only to their owner, as a
   hand is shown (they are face-down). */
static void add_duel(sb *b, const l5r_game *g, uint32_t viewer)
{
    const l5r_state *s = g->st;
    add(b, ",\"duel\":{\"challenger\":%u,\"challenged\":%u", s->duel_a,
        s->duel_b);
    const uint32_t side[2] = {s->duel_a, s->duel_b};
    static const char *const names[2] = {"challenger_focus",
                                         "challenged_focus"};
    for (int k = 0; k < 2; k++) {
        uint32_t p = l5r_state__ccards(s)[side[k]].controller;
        add(b, ",\"%s\":{\"count\":%u", names[k], s->duel_nfocus[k]);
        if (p == viewer) {
            add(b, ",\"cards\":[");
            bool first = true;
            for (uint32_t i = 0; i < s->duel_nfocused; i++) {
                uint32_t c = s->duel_focus[i];
                if (l5r_state__ccards(s)[c].owner != p)
                    continue;
                if (!first)
                    add(b, ",");
                add(b, "{\"id\":%u,\"card\":", c);
                add_str(b, l5r_cards__str(g->db, l5r_game__def(g, c)->id));
                add(b, ",\"face_down\":true}");
                first = false;
            }
            add(b, "]");
        }
        add(b, "}");
    }
    add(b, "}");
}

int l5r_game_view_json(char **json, const l5r_game *g, uint32_t viewer)
{
    if (json == NULL)
        return l5r_errors__error(L5R_EINVAL, "json is NULL");
    *json = NULL;
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    const l5r_state *s = g->st;
    if (viewer != L5R_NO && viewer >= s->nplayers)
        return l5r_errors__error(L5R_EINVAL, "no player %u", viewer);
    sb b = {l5r_alloc__out(&g->mem, 4096), 0, 4096, false};
    if (b.p == NULL)
        return l5r_errors__nomem();
    if (viewer == L5R_NO)
        add(&b, "{\"viewer\":null");
    else
        add(&b, "{\"viewer\":%u", viewer + 1);
    add(&b, ",\"turn\":%u,\"active\":%u,\"phase\":\"%s\"", s->turn,
        s->active + 1, l5r_phase_name(s->phase));
    if (s->phase == L5R_PHASE_GAME_OVER)
        add(&b, ",\"decision\":null");
    else
        add(&b, ",\"decision\":{\"player\":%u,\"kind\":\"%s\"}", s->decider + 1,
            l5r_decision_name(s->decision));
    if (s->decision == L5R_DECIDE_DUEL) /* DUE-03 */
        add_duel(&b, g, viewer);
    if (s->winner != L5R_NO)
        add(&b, ",\"winner\":%u", s->winner + 1);
    if (s->favor == L5R_NO) /* FAV-10: the Favor is in its controller's home */
        add(&b, ",\"favor\":null");
    else
        add(&b, ",\"favor\":%u", s->favor + 1);
    add(&b, ",\"players\":[");
    for (uint32_t p = 0; p < s->nplayers; p++) {
        const l5r_playerst *pl = &s->players[p];
        add(&b, "%s{\"player\":%u,\"honor\":%d,\"gold\":%d", p ? "," : "",
            p + 1, pl->honor, pl->gold);
        int32_t restricted = 0; /* GLD-03: shown only when held */
        for (int k = 0; k < L5R_RGOLD_POOLS; k++)
            restricted += pl->rgold[k];
        if (restricted > 0)
            add(&b, ",\"restricted_gold\":%d", restricted);
        add(&b, ",\"dynasty_deck\":%u,\"fate_deck\":%u,\"hand_count\":%u",
            l5r_zones__count(g, p, L5R_ZONE_DYNASTY_DECK),
            l5r_zones__count(g, p, L5R_ZONE_FATE_DECK),
            l5r_zones__count(g, p, L5R_ZONE_HAND));
        if (p == viewer)
            add_zone(&b, g, viewer, p, L5R_ZONE_HAND, "hand");
        add(&b, ",\"provinces\":[");
        for (uint8_t k = 0; k < pl->nprovinces; k++) {
            add(&b, "%s{\"strength\":%d,\"destroyed\":%s", k ? "," : "",
                l5r_stats__province_strength(g, p, k),
                pl->prov[k].destroyed ? "true" : "false");
            uint32_t card = l5r_zones__in_province(g, p, k);
            if (card != L5R_NO) {
                add(&b, ",\"card\":");
                add_card(&b, g, viewer, card);
            }
            add(&b, "}");
        }
        add(&b, "]");
        add_zone(&b, g, viewer, p, L5R_ZONE_PLAY, "in_play");
        add_zone(&b, g, viewer, p, L5R_ZONE_DYNASTY_DISCARD, "dynasty_discard");
        add_zone(&b, g, viewer, p, L5R_ZONE_FATE_DISCARD, "fate_discard");
        add(&b, "}");
    }
    add(&b, "],\"tokens\":[");
    const l5r_tokenst *t = l5r_state__ctokens(s);
    bool first = true;
    for (uint32_t i = 0; i < s->ntokens; i++) {
        if (!t[i].alive)
            continue;
        add(&b, "%s{\"id\":%u", first ? "" : ",", i);
        if (t[i].card != L5R_NO)
            add(&b, ",\"on\":%u", t[i].card);
        else
            add(&b, ",\"player\":%u,\"province\":%u", t[i].player + 1,
                t[i].province + 1);
        if (t[i].title != 0)
            add(&b, ",\"title\":"),
                add_str(&b, l5r_cards__str(g->db, t[i].title));
        add(&b, ",\"force\":%d,\"chi\":%d,\"province_strength\":%d}",
            t[i].cur[0], t[i].cur[1], t[i].cur[2]);
        first = false;
    }
    add(&b, "]}");
    if (b.failed) {
        l5r_free(b.p);
        return l5r_errors__nomem();
    }
    *json = b.p;
    return L5R_OK;
}
