/* SPDX-License-Identifier: MIT */
/*
 * events.c - recording what a move did: the event list and the room for a
 * move's events and log line, reserved before the move begins so that
 * recording never fails; and recording what just happened for Reactions
 * to answer. Every layer of the game records events; this file calls
 * nothing of the game's.
 */
#include "game/game.h"

void l5r_events__record(l5r_game *g, int kind, uint32_t player, uint32_t card,
                        int32_t value)
{
    if (g->events.n >= g->events.cap)
        return; /* cannot happen: room is reserved before every move */
    l5r_event *e = &g->events.v[g->events.n++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->player = player;
    e->card = card;
    e->value = value;
}

int l5r_events__reserve(l5r_game *g)
{
    if (l5r_vec__reserve(&g->mem, &g->events, L5R_EVENTS_PER_MOVE) != L5R_OK ||
        l5r_vec__reserve(&g->mem, &g->logacts, 1) != L5R_OK)
        return L5R_ENOMEM;
    return L5R_OK;
}

/* Something happened that a Reaction may answer (reaction.c opens the
   window after the move). */
void l5r_events__trigger(l5r_game *g, uint8_t kind, uint32_t player,
                         uint32_t card)
{
    l5r_events__trigger_at(g, kind, player, card, 0);
}

/* Does some card answer trigger `kind` (of phase `value`) in any form?
   The events of TRG-09 .. TRG-11 are kept only then: a game whose cards
   answer none of them keeps the triggers it always kept. */
static void listening(l5r_game *g)
{
    const l5r_state *s = g->st;
    if (g->listen_ncards == s->ncards)
        return;
    const l5r_carddb *db = g->db;
    g->listens = g->before_mandatory = g->before_optional = 0;
    g->after_mandatory = g->react_kinds = 0;
    g->phase_listens[0] = g->phase_listens[1] = 0;
    if ((db->listens | db->before_mandatory | db->before_optional) != 0)
        for (uint32_t i = 0; i < s->ncards; i++) {
            const l5r_cardrec *d = l5r_game__def(g, i);
            g->react_kinds |= d->trig_kinds & ~UINT64_C(1);
            for (uint32_t k = 0; k < d->abil_count; k++) {
                const l5r_abilrec *ab = &db->abils.v[d->abil_first + k];
                if (ab->trigger == 0 || ab->trigger >= 64)
                    continue;
                uint64_t bit = UINT64_C(1) << ab->trigger;
                if (!ab->before)
                    g->listens |= bit;
                else if (ab->mandatory)
                    g->before_mandatory |= bit;
                else
                    g->before_optional |= bit;
                if (!ab->before && ab->mandatory)
                    g->after_mandatory |= bit;
                if (ab->trigger == L5R_TRIGGER_PHASE_ENDS ||
                    ab->trigger == L5R_TRIGGER_PHASE_BEGINS)
                    g->phase_listens[ab->trigger == L5R_TRIGGER_PHASE_BEGINS] |=
                        ab->trig_phase != 0 ? (uint16_t)(1u << ab->trig_phase)
                                            : (uint16_t)0xffffu;
            }
        }
    g->listen_ncards = s->ncards;
}

uint64_t l5r_events__react_kinds(const l5r_game *g)
{
    listening((l5r_game *)g); /* a cache: one thread at a time */
    return g->react_kinds;
}

static bool answered(l5r_game *g, uint8_t kind, uint8_t value)
{
    listening(g); /* made even for the kinds every game keeps: the callers
                     read the cache after */
    if (kind < L5R_TRIGGER_ACTION_RESOLVED)
        return true;
    uint64_t bit = kind < 64 ? UINT64_C(1) << kind : 0;
    if (!((g->listens | g->before_mandatory | g->before_optional) & bit))
        return false;
    if (kind == L5R_TRIGGER_PHASE_ENDS || kind == L5R_TRIGGER_PHASE_BEGINS)
        return value < 16 &&
               ((g->phase_listens[kind == L5R_TRIGGER_PHASE_BEGINS] >> value) &
                1);
    return true;
}

static bool keep(l5r_game *g, uint8_t kind, uint32_t player, uint32_t card,
                 uint8_t value, uint8_t flags)
{
    l5r_state *s = g->st;
    if (s->ntrig >= L5R_ARRAY_LEN(s->trig))
        return false; /* enough happened for one window */
    l5r_trigst *t = &s->trig[s->ntrig++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    t->player = (uint8_t)player;
    t->card = card;
    t->value = value;
    t->flags = flags;
    return true;
}

void l5r_events__trigger_at(l5r_game *g, uint8_t kind, uint32_t player,
                            uint32_t card, uint8_t value)
{
    if (!answered(g, kind, value) ||
        (kind >= L5R_TRIGGER_ACTION_RESOLVED && !(g->listens >> kind & 1)))
        return;
    keep(g, kind, player, card, value, 0);
}

void l5r_events__before(l5r_game *g, uint8_t kind, uint32_t player,
                        uint32_t card, uint8_t value)
{
    /* INT-03: only when some card has a mandatory Interrupt to it; not
       deeper than a few Interrupts inside one another. */
    if (kind >= 64 || !answered(g, kind, value) ||
        !(g->before_mandatory >> kind & 1) || g->interrupting >= 4 ||
        g->st->phase == L5R_PHASE_GAME_OVER)
        return;
    l5r_trigst t;
    memset(&t, 0, sizeof t);
    t.kind = kind;
    t.player = (uint8_t)player;
    t.card = card;
    t.value = value;
    t.flags = L5R_TF_BEFORE;
    g->interrupting++;
    l5r_mandatory__interrupts.resolve(g, &t);
    g->interrupting--;
}

uint64_t l5r_events__mandatory_answers(l5r_game *g)
{
    listening(g);
    return g->after_mandatory;
}

bool l5r_events__holdable(l5r_game *g, uint8_t kind, uint8_t value)
{
    return kind < 64 && answered(g, kind, value) &&
           (g->before_optional >> kind & 1);
}

bool l5r_events__hold(l5r_game *g, uint8_t kind, uint32_t player, uint32_t card,
                      uint8_t value)
{
    return keep(g, kind, player, card, value, L5R_TF_BEFORE);
}
