/* SPDX-License-Identifier: MIT */
/*
 * turn.c - the turn sequence: Straighten, Events, Action, Attack, Dynasty,
 * End; priority and passing; the victory and loss checks at the times the
 * rules brief gives.
 */
#include "play/play.h"

static void set_decision(l5r_state *s, uint32_t player, int kind)
{
    s->decider = (uint8_t)player;
    s->decision = (uint8_t)kind;
}

/* Gold lapses at the end of each phase (CORE-14). */
static void lapse_gold(l5r_game *g)
{
    for (uint32_t p = 0; p < g->st->nplayers; p++) {
        l5r_playerst *pl = &g->st->players[p];
        pl->gold = 0;
        memset(pl->rgold, 0, sizeof pl->rgold); /* GLD-04 */
        memset(pl->rgold_for, 0, sizeof pl->rgold_for);
    }
}

/* TRG-10: the phase ends (its mandatory Interrupts just before, INT-03),
   in the active player's turn. */
static void end_of_phase(l5r_game *g)
{
    l5r_state *s = g->st;
    uint8_t old = s->phase;
    if (old == L5R_PHASE_NONE || old == L5R_PHASE_GAME_OVER)
        return;
    l5r_events__before(g, L5R_TRIGGER_PHASE_ENDS, s->active, L5R_NO, old);
    l5r_events__trigger_at(g, L5R_TRIGGER_PHASE_ENDS, s->active, L5R_NO, old);
}

static void enter_phase(l5r_game *g, uint8_t phase)
{
    end_of_phase(g);
    if (g->st->phase == L5R_PHASE_GAME_OVER)
        return;
    lapse_gold(g);
    l5r_events__before(g, L5R_TRIGGER_PHASE_BEGINS, g->st->active, L5R_NO,
                       phase);
    if (g->st->phase == L5R_PHASE_GAME_OVER)
        return;
    g->st->phase = phase;
    g->st->passes = 0;
    g->st->step = L5R_STEP_NONE;
    l5r_events__record(g, L5R_EV_PHASE, g->st->active, L5R_NO, phase);
    l5r_events__trigger_at(g, L5R_TRIGGER_PHASE_BEGINS, g->st->active, L5R_NO,
                           phase);
}

static void begin_turn(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t a = s->active;
    l5r_events__record(g, L5R_EV_TURN, a, L5R_NO, (int32_t)s->turn);
    /* HIS-02: no one has taken an action in this turn yet. */
    for (uint32_t p = 0; p < s->nplayers; p++) {
        s->players[p].actions_turn = 0;
        s->players[p].actions_battle = 0;
    }
    /* DUR-01: what lasts "until your next turn" ends as it starts. */
    l5r_zones__end_next_turn(g, a);
    l5r_events__before(g, L5R_TRIGGER_TURN_START, a, L5R_NO, 0);
    l5r_events__trigger(g, L5R_TRIGGER_TURN_START, a, L5R_NO);
    /* Honor Victory: begin your turn at the threshold (CORE-32), never for
       the Shadowlands Horde (SHD-03). */
    if (s->players[a].honor >= l5r_game__opt(g, L5R_PARAM_HONOR_VICTORY) &&
        !(s->players[a].flags & L5R_PF_SHADOWLANDS)) {
        l5r_victory__end_game(g, a, L5R_VICTORY_HONOR);
        return;
    }
    /* Per-turn limits start again. */
    l5r_cardst *c = l5r_state__cards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        c[i].used = 0;
    for (uint32_t p = 0; p < s->nplayers; p++) {
        s->players[p].used = 0;
        s->players[p].flags &= (uint8_t)~L5R_PF_RECRUITED_HOLDING;
    }
    enter_phase(g, L5R_PHASE_STRAIGHTEN);
}

/* The active player's cards in play straighten, in card order: from the
   zone index when there is one (straightening moves no card), else every
   card. */
static void straighten_phase(l5r_game *g)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    const l5r_zoneindex *x = l5r_game__zix(g);
    for (uint32_t w = 0; x != NULL && w < x->words; w++)
        for (uint64_t m = x->ctrl[s->active][w]; m != 0; m &= m - 1)
            l5r_zones__straighten(g, w * 64 + (uint32_t)__builtin_ctzll(m));
    for (uint32_t i = 0; x == NULL && i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == s->active)
            l5r_zones__straighten(g, i);
}

/* Does a revealed ability have enough legal targets now? */
static bool has_target(const l5r_game *g, uint32_t p, uint32_t card,
                       const l5r_abilrec *ab)
{
    return l5r_targets__legal_count(g, p, card, &ab->target) >=
           l5r_cards__min_targets(g->db, ab);
}

/* The revealed abilities of an Event or Region: those without targets
   resolve at once; one with targets becomes the active player's decision
   (CORE-31). The abilities are taken in printed order from `from`.
   Returns true when a decision is pending. */
static bool revealed_abilities(l5r_game *g, uint32_t card, uint32_t from)
{
    l5r_state *s = g->st;
    const l5r_cardrec *d = l5r_game__def(g, card);
    for (uint32_t k = from; k < d->abil_count; k++) {
        const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
        if (!(ab->timing & L5R_TIMING_REVEALED))
            continue;
        if (ab->target.present) {
            if (has_target(g, s->active, card, ab)) {
                s->choose_card = card;
                s->choose_ability = k;
                set_decision(s, s->active, L5R_DECIDE_REVEALED);
                return true;
            }
            continue; /* no legal target: no effect */
        }
        l5r_action a;
        memset(&a, 0, sizeof a);
        a.tag = L5R_TAG_ACTION;
        a.kind = L5R_ACT_USE;
        a.player = s->active;
        a.card = card;
        a.ability = k;
        a.on = a.value = L5R_NO;
        l5r_effects__resolve_use(g, s->active, &a, false);
    }
    return false;
}

/* After an Event's or a Region's abilities: the Event is discarded (one
   that stays in play goes to its owner's home, EVT-01), the Region stays
   attached to its province; the province refills. */
static void after_reveal(l5r_game *g, uint32_t card)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    uint8_t prov = c->province;
    if (c->zone == L5R_ZONE_PROVINCE) {
        const l5r_cardrec *d = l5r_game__def(g, card);
        if (d->type == L5R_TYPE_EVENT && d->stays) {
            l5r_state__cards(s)[card].province = L5R_NO8;
            l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
        } else if (d->type == L5R_TYPE_EVENT) {
            l5r_zones__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
        } else {
            l5r_zones__move(g, card, L5R_ZONE_PLAY, 0); /* a Region */
        }
    }
    l5r_zones__refill(g, s->active, prov);
}

void l5r_turn__revealed_done(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t card = s->choose_card;
    uint32_t next = (uint32_t)s->choose_ability + 1;
    s->choose_card = L5R_NO;
    s->decision = L5R_DECIDE_NONE; /* answered: the phase goes on */
    /* The card's later revealed abilities, while it is still revealed. */
    if (l5r_state__ccards(s)[card].zone == L5R_ZONE_PROVINCE &&
        revealed_abilities(g, card, next))
        return;
    after_reveal(g, card);
    s->step++; /* on to the next province */
    l5r_turn__advance(g);
}

/* The Events phase: the active player's face-down province cards turn
   face-up; Events and Regions act in province order (CORE-31). The step
   is the next province to look at, so a decision can pause it. Returns
   true when a decision is pending. */
static bool events_phase(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t a = s->active;
    l5r_cardst *c = l5r_state__cards(s);
    if (s->step == 0) {
        for (uint8_t k = 0; k < s->players[a].nprovinces; k++) {
            uint32_t card = l5r_zones__in_province(g, a, k);
            if (card == L5R_NO || !(c[card].flags & L5R_CF_FACE_DOWN))
                continue;
            c[card].flags &= (uint8_t)~L5R_CF_FACE_DOWN;
            l5r_events__record(g, L5R_EV_REVEAL, a, card, k);
        }
        s->step = 1;
    }
    for (; s->step <= s->players[a].nprovinces; s->step++) {
        uint32_t card = l5r_zones__in_province(g, a, (uint8_t)(s->step - 1));
        if (card == L5R_NO || (c[card].flags & L5R_CF_FACE_DOWN))
            continue;
        uint8_t type = l5r_game__def(g, card)->type;
        if (type != L5R_TYPE_EVENT && type != L5R_TYPE_REGION)
            continue;
        if (revealed_abilities(g, card, 0))
            return true;
        after_reveal(g, card);
    }
    s->step = L5R_STEP_NONE;
    return false;
}

/* The End phase's draw, then the hand-size decision or the turn's end. */
static void end_phase(l5r_game *g)
{
    l5r_state *s = g->st;
    for (int64_t i = 0; i < l5r_game__opt(g, L5R_PARAM_END_DRAW); i++)
        l5r_zones__draw(g, s->active);
}

static void end_turn(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t a = s->active;
    end_of_phase(g); /* the End phase (TRG-10) */
    if (s->phase == L5R_PHASE_GAME_OVER)
        return;
    lapse_gold(g);
    l5r_zones__end_lasting(g, L5R_UNTIL_END_OF_TURN);
    /* Dishonor: at or below the threshold at the end of your turn (CORE-35). */
    if (s->players[a].honor <= l5r_game__opt(g, L5R_PARAM_DISHONOR_LOSS))
        l5r_victory__lose(g, a, L5R_VICTORY_DISHONOR);
    if (s->phase == L5R_PHASE_GAME_OVER)
        return;
    /* The turn limit: the game ends after the last turn played. */
    int64_t limit = l5r_game__opt(g, L5R_PARAM_TURN_LIMIT);
    if ((limit > 0 && s->turn >= (uint64_t)limit) || s->turn >= L5R_MAX_TURNS) {
        l5r_victory__end_game(g, L5R_NO, L5R_VICTORY_TURN_LIMIT);
        return;
    }
    s->active = (uint8_t)l5r_victory__next_alive(s, a);
    s->turn++;
    s->phase = L5R_PHASE_NONE;
}

void l5r_turn__advance(l5r_game *g)
{
    l5r_state *s = g->st;
    for (;;) {
        l5r_victory__check(g);
        if (s->phase == L5R_PHASE_GAME_OVER)
            return;
        switch (s->phase) {
        case L5R_PHASE_NONE:
            begin_turn(g);
            break;
        case L5R_PHASE_STRAIGHTEN:
            straighten_phase(g);
            enter_phase(g, L5R_PHASE_EVENTS);
            break;
        case L5R_PHASE_EVENTS:
            if (s->decision == L5R_DECIDE_REVEALED || events_phase(g))
                return;
            enter_phase(g, L5R_PHASE_ACTION);
            set_decision(s, s->active, L5R_DECIDE_ACTION);
            return;
        case L5R_PHASE_ACTION:
        case L5R_PHASE_ATTACK:
        case L5R_PHASE_DYNASTY:
            return; /* a decision is pending */
        case L5R_PHASE_END:
            if (s->decision == L5R_DECIDE_DISCARD &&
                l5r_zones__count(g, s->active, L5R_ZONE_HAND) >
                    (uint64_t)l5r_game__opt(g, L5R_PARAM_MAX_HAND))
                return;
            end_turn(g);
            break;
        default:
            return;
        }
    }
}

/* INT-04: is the end of the phase held for the window before it (a
   phase_ends trigger flagged L5R_TF_BEFORE in the list)? */
static bool phase_end_held(const l5r_state *s)
{
    for (uint32_t i = 0; i < s->ntrig; i++)
        if (s->trig[i].kind == L5R_TRIGGER_PHASE_ENDS &&
            (s->trig[i].flags & L5R_TF_BEFORE) && s->trig[i].value == s->phase)
            return true;
    return false;
}

/* INT-04: the Action and Dynasty phases end as all pass: a step where the
   engine stops, so an optional Interrupt to their end has a window before
   it, when someone could answer. Returns true when the end is held. */
static bool hold_phase_end(l5r_game *g)
{
    l5r_state *s = g->st;
    if ((s->phase != L5R_PHASE_ACTION && s->phase != L5R_PHASE_DYNASTY) ||
        s->window || phase_end_held(s) ||
        !l5r_events__holdable(g, L5R_TRIGGER_PHASE_ENDS, s->phase))
        return false;
    if (!l5r_events__hold(g, L5R_TRIGGER_PHASE_ENDS, s->active, L5R_NO,
                          s->phase))
        return false;
    if (l5r_reaction__could_answer(g))
        return true; /* the window opens after the move */
    memset(&s->trig[--s->ntrig], 0, sizeof s->trig[0]);
    return false;
}

static void leave_phase_now(l5r_game *g);

/* The step after a phase whose decisions are over. */
static void leave_phase(l5r_game *g)
{
    if (hold_phase_end(g))
        return;
    leave_phase_now(g);
}

static void leave_phase_now(l5r_game *g)
{
    l5r_state *s = g->st;
    switch (s->phase) {
    case L5R_PHASE_ACTION:
        l5r_zones__end_lasting(g, L5R_UNTIL_END_OF_BATTLE);
        enter_phase(g, L5R_PHASE_ATTACK);
        s->step = L5R_STEP_DECLARE;
        set_decision(s, s->active, L5R_DECIDE_ATTACK);
        break;
    case L5R_PHASE_ATTACK:
        s->step = L5R_STEP_NONE;
        enter_phase(g, L5R_PHASE_DYNASTY);
        set_decision(s, s->active, L5R_DECIDE_DYNASTY);
        break;
    case L5R_PHASE_DYNASTY:
        enter_phase(g, L5R_PHASE_END);
        end_phase(g);
        /* CORE-22: discard down to the maximum hand size. */
        set_decision(s, s->active, L5R_DECIDE_DISCARD);
        break;
    default:
        break;
    }
    l5r_turn__advance(g);
}

/* The mechanics hand the game back to the flow through this table. */
const l5r_flow l5r_turn__flow = {
    .attack_over = leave_phase, /* from the Attack phase to the Dynasty */
};

/* A Legacy Holding in the player's Dynasty deck? */
static bool has_legacy(const l5r_game *g, uint32_t p)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    /* The cards of his Dynasty deck from the zone index when there is
       one, else every card. */
    const l5r_zoneindex *x = l5r_game__zix(g);
    for (uint32_t w = 0; x != NULL && w < x->words; w++)
        for (uint64_t m = x->own[p][L5R_ZONE_DYNASTY_DECK][w]; m != 0;
             m &= m - 1)
            if (l5r_profile__is_legacy(g,
                                       w * 64 + (uint32_t)__builtin_ctzll(m)))
                return true;
    for (uint32_t i = 0; x == NULL && i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_DYNASTY_DECK && c[i].owner == p &&
            l5r_profile__is_legacy(g, i))
            return true;
    return false;
}

/* CORE-61: the player going second may put a Legacy Holding from his
   Dynasty deck into play, before the first turn. */
bool l5r_turn__legacy_at_setup(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t second = l5r_victory__next_alive(s, s->active);
    if (second == s->active || !has_legacy(g, second))
        return false;
    set_decision(s, second, L5R_DECIDE_LEGACY);
    return true;
}

/* After the Legacy decision (taken or passed): go on. */
void l5r_turn__legacy_done(l5r_game *g)
{
    l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_DYNASTY)
        leave_phase(g);
    else
        l5r_turn__advance(g); /* setup: the first turn begins */
}

void l5r_turn__pass(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    l5r_events__record(g, L5R_EV_PASS, player, L5R_NO, s->phase);
    if (s->decision == L5R_DECIDE_REACTION) {
        bool held = phase_end_held(s);
        l5r_reaction__pass(g, player);
        /* INT-04: the window before the phase's end closed: it ends. */
        if (held && !s->window && s->phase != L5R_PHASE_GAME_OVER)
            leave_phase_now(g);
        return;
    }
    if (s->phase == L5R_PHASE_ATTACK) {
        l5r_battle__pass(g, player);
        return;
    }
    if (s->decision == L5R_DECIDE_ACTION) {
        /* The phase ends when all players pass in succession (CORE-30). */
        if (++s->passes >= l5r_victory__alive_count(s)) {
            leave_phase(g);
            return;
        }
        set_decision(s, l5r_victory__next_alive(s, player), L5R_DECIDE_ACTION);
        return;
    }
    if (s->decision == L5R_DECIDE_LEGACY) {
        l5r_turn__legacy_done(g);
        return;
    }
    /* CORE-61: a player who brought no Holding into play in his Dynasty
       phase may then put a Legacy Holding into play for free. */
    if (s->decision == L5R_DECIDE_DYNASTY &&
        !(s->players[player].flags & L5R_PF_RECRUITED_HOLDING) &&
        has_legacy(g, player)) {
        set_decision(s, player, L5R_DECIDE_LEGACY);
        return;
    }
    leave_phase(g);
}

void l5r_turn__acted(l5r_game *g, uint32_t player, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_victory__check(g);
    if (s->phase == L5R_PHASE_GAME_OVER)
        return;
    if (s->decision == L5R_DECIDE_REACTION) {
        l5r_reaction__acted(g, player, card);
    } else if (s->phase == L5R_PHASE_ATTACK) {
        l5r_battle__acted(g, player);
    } else if (s->decision == L5R_DECIDE_ACTION) {
        s->passes = 0;
        set_decision(s, l5r_victory__next_alive(s, player), L5R_DECIDE_ACTION);
    } else if (s->decision == L5R_DECIDE_DISCARD) {
        l5r_turn__advance(g);
    }
}
