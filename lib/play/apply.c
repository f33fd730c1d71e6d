/*
 * apply.c - performing a move that was judged legal: the state changes
 * and the events they record, then the turn flow moves on.
 */
#include "game/game.h"

#include "cards/keywords.h"

static void produce(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_state *s = g->st;
    int32_t gp = l5r__stat(g, card, L5R_STAT_GOLD_PRODUCTION, NULL);
    l5r__bow(g, card);
    s->players[p].gold = l5r__add_count(s->players[p].gold, gp);
    l5r__event(g, L5R_EV_GOLD, p, card, gp);
}

static void pay(l5r_game *g, uint32_t p, uint32_t card)
{
    bool has;
    int32_t cost = l5r__stat(g, card, L5R_STAT_GOLD_COST, &has);
    if (!has || cost <= 0)
        return;
    g->st->players[p].gold -= cost;
    l5r__event(g, L5R_EV_GOLD, p, card, -cost);
}

static void recruit(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_cardst *c = &l5r_cards(s)[card];
    const l5r_cardrec *d = l5r__def(g, card);
    uint8_t prov = c->province;
    pay(g, p, card);
    c->controller = (uint8_t)p;
    l5r__move(g, card, L5R_ZONE_PLAY, 0);
    if (d->type == L5R_TYPE_HOLDING) {
        s->players[p].flags |= L5R_PF_RECRUITED_HOLDING;
        /* FRT-01: a Fortification attaches to the province it came from,
           unbowed; other Holdings enter play bowed (CORE-16). */
        if (!l5r__has_keyword(g, card, L5R__KW_FORTIFICATION)) {
            c->province = L5R_NO8;
            l5r__bow(g, card);
        }
    } else if (d->type == L5R_TYPE_CELESTIAL) {
        c->province = L5R_NO8; /* into play unbowed (CORE-13) */
    } else if (d->type == L5R_TYPE_PERSONALITY) {
        c->province = L5R_NO8;
        /* CORE-36: a Personality of your own faction brings his Personal
           Honor (SHD-02 inside l5r__honor). */
        bool has;
        int32_t ph = l5r__stat(g, card, L5R_STAT_PERSONAL_HONOR, &has);
        if (l5r__opt(g, L5R_PARAM_RECRUIT_HONOR) && has && ph > 0 &&
            d->faction != 0 &&
            strcmp(l5r_str(g->db, d->faction),
                   l5r_str(g->db, s->players[p].faction)) == 0)
            l5r__honor(g, p, ph);
    }
    l5r__refill(g, p, prov);
}

/* CORE-62: the Experienced version takes his place, keeping his state,
   attachments and tokens; replacing is not entering play. */
static void replace(l5r_game *g, uint32_t p, uint32_t card, uint32_t old)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_cards(s);
    uint8_t prov = c[card].province;
    c[card].controller = (uint8_t)p;
    c[card].province = L5R_NO8;
    uint8_t ntrig = s->ntrig;
    l5r__move(g, card, L5R_ZONE_PLAY, c[old].location);
    s->ntrig = ntrig; /* not entering play: no enters_play trigger */
    c[card].flags =
        (uint8_t)((c[card].flags &
                   ~(L5R_CF_BOWED | L5R_CF_ATTACKING | L5R_CF_DEFENDING |
                     L5R_CF_FOUGHT | L5R_CF_DISHONORED)) |
                  (c[old].flags &
                   (L5R_CF_BOWED | L5R_CF_ATTACKING | L5R_CF_DEFENDING |
                    L5R_CF_FOUGHT | L5R_CF_DISHONORED)));
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == old)
            c[i].attached_to = card;
    const l5r_tokenst *t = l5r_ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == old)
            l5r__token_transfer(g, i, card);
    l5r_lastst *e = l5r_lasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].card == old)
            e[i].card = card;
    l5r__move(g, old, L5R_ZONE_DYNASTY_DISCARD, 0);
    l5r__refill(g, p, prov);
}

static void discard(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_cardst *c = &l5r_cards(g->st)[card];
    if (c->zone == L5R_ZONE_PROVINCE) {
        uint8_t prov = c->province;
        l5r__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
        l5r__refill(g, p, prov);
    } else {
        l5r__move(g, card,
                  l5r__def(g, card)->deck == L5R_DECK_FATE
                      ? L5R_ZONE_FATE_DISCARD
                      : L5R_ZONE_DYNASTY_DISCARD,
                  0);
    }
}

static void play(l5r_game *g, uint32_t p, uint32_t card, uint32_t on)
{
    l5r_cardst *c = &l5r_cards(g->st)[card];
    pay(g, p, card);
    c->controller = (uint8_t)p;
    if (on == L5R_NO) { /* a Ring */
        l5r__move(g, card, L5R_ZONE_PLAY, 0);
        return;
    }
    const l5r_cardst *o = &l5r_ccards(g->st)[on];
    l5r__move(g, card, L5R_ZONE_PLAY, o->location);
    c->attached_to = on;
    l5r__event(g, L5R_EV_ATTACH, p, card, (int32_t)on);
}

void l5r__perform(l5r_game *g, const l5r_action *a)
{
    uint32_t p = l5r__actor(g, a);
    /* Choosing the targets of a revealed Event (CORE-31) or of a Delayed
       Terrain (DTR-02) answers the game, not a turn to act: priority does
       not move on afterwards. */
    bool answer = g->st->decision == L5R_DECIDE_REVEALED ||
                  g->st->decision == L5R_DECIDE_TERRAIN;
    l5r__event(g, L5R_EV_ACTION, p, a->card, (int32_t)a->kind);
    switch (a->kind) {
    case L5R_ACT_PASS:
        l5r__pass(g, p);
        return;
    case L5R_ACT_PRODUCE:
        produce(g, p, a->card);
        break;
    case L5R_ACT_RECRUIT:
        if (g->st->decision == L5R_DECIDE_LEGACY) {
            /* CORE-61: free, bowed like any Holding; the deck is shuffled
               after the search. */
            l5r_cards(g->st)[a->card].controller = (uint8_t)p;
            l5r_cards(g->st)[a->card].province = L5R_NO8;
            l5r__move(g, a->card, L5R_ZONE_PLAY, 0);
            l5r__bow(g, a->card);
            l5r__shuffle(g, p, L5R_ZONE_DYNASTY_DECK);
            l5r__legacy_done(g);
            return;
        }
        if (a->on != L5R_NO)
            replace(g, p, a->card, a->on);
        else if (a->value == 1)
            l5r__recruit_face_down(g, p, a->card);
        else
            recruit(g, p, a->card);
        break;
    case L5R_ACT_DISCARD:
        discard(g, p, a->card);
        break;
    case L5R_ACT_PLAY:
        play(g, p, a->card, a->on);
        break;
    case L5R_ACT_ATTACK:
        l5r__declare_attack(g, p, a->value);
        return;
    case L5R_ACT_ASSIGN:
        l5r__assign(g, p, a->card, (uint8_t)a->value);
        return;
    case L5R_ACT_FIGHT:
        l5r__fight(g, (uint8_t)a->value);
        return;
    case L5R_ACT_USE:
        l5r__perform_use(g, p, a);
        break;
    default:
        break;
    }
    /* Producing gold is not taking an action: priority stays. */
    if (a->kind == L5R_ACT_PRODUCE || answer) {
        l5r__check_victory(g);
        return;
    }
    if (g->st->decision == L5R_DECIDE_DYNASTY) {
        l5r__check_victory(g);
        return; /* the active player goes on until he passes */
    }
    l5r__acted(g, p, a->kind == L5R_ACT_USE ? a->card : L5R_NO);
}
