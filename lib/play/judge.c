/*
 * judge.c - the verdict on a move: legal, or the reason, the rule ID and a
 * message. A function per rule check, named after it. Never changes the
 * game and allocates nothing.
 */
#include "game/game.h"

#include "cards/keywords.h"

#include <stdarg.h>
#include <stdio.h>

uint32_t l5r__actor(const l5r_game *g, const l5r_action *a)
{
    return a->player == L5R_NO ? g->st->decider : a->player;
}

typedef struct judge {
    const l5r_game *g;
    const l5r_state *s;
    const l5r_action *a;
    l5r_verdict *v;
    uint32_t p; /* the actor */
    char n1[96], n2[96];
} judge;

/* A card's name for this judgement's message. */
static const char *jname(const judge *j, uint32_t card, char *buf, size_t cap)
{
    return l5r__card_name(j->g, j->v, j->p, card, buf, cap);
}

/* CORE-29: the move names a card that exists. */
static bool card_exists(judge *j, uint32_t card)
{
    if (card < j->s->ncards && l5r_ccards(j->s)[card].zone != L5R_ZONE_NONE)
        return true;
    return l5r__deny(j->v, L5R_REASON_NO_SUCH_CARD, "CORE-29",
                     "there is no card #%u", card);
}

/* CORE-15: gold comes from bowing your unbowed Stronghold or a Holding
   that produces gold. */
static bool check_produce(judge *j)
{
    uint32_t c = j->a->card;
    if (!card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    const l5r_cardrec *d = l5r__def(j->g, c);
    jname(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PLAY || cs->controller != j->p)
        return l5r__deny(j->v, L5R_REASON_NOT_CONTROLLED, "CORE-15",
                         "%s is not a card you control in play", j->n1);
    int32_t gp = l5r__stat(j->g, c, L5R_STAT_GOLD_PRODUCTION, NULL);
    if ((d->type != L5R_TYPE_STRONGHOLD && d->type != L5R_TYPE_HOLDING) ||
        gp <= 0)
        return l5r__deny(j->v, L5R_REASON_MALFORMED, "CORE-15",
                         "%s does not produce gold", j->n1);
    if (cs->flags & L5R_CF_BOWED) /* CORE-24 */
        return l5r__deny(j->v, L5R_REASON_BOWED, "CORE-24", "%s is bowed",
                         j->n1);
    return true;
}

/* The card a card counts as in play: SOU-01, in Storyline an old X is the
   newer "Soul of X" card; SOU-02, in Open they are distinct. */
static uint32_t identity(const l5r_game *g, uint32_t card)
{
    uint32_t id = l5r_ccards(g->st)[card].def;
    int format = (int)l5r__opt(g, L5R_PARAM_FORMAT);
    l5r_carddb_card_get_identity(&id, g->db, id, format);
    return id;
}

/* CORE-17: a Unique card cannot enter play while a card of its title is in
   play (SOU-01: in Storyline, X and "Soul of X" are one card). Face-down
   cards are not looked at (NIN-03). */
static bool check_unique(judge *j, uint32_t c)
{
    const l5r_cardrec *d = l5r__def(j->g, c);
    if (!d->unique)
        return true;
    uint32_t who = identity(j->g, c);
    const l5r_cardst *cs = l5r_ccards(j->s);
    for (uint32_t i = 0; i < j->s->ncards; i++)
        if (cs[i].zone == L5R_ZONE_PLAY && !(cs[i].flags & L5R_CF_FACE_DOWN) &&
            (l5r__same_title(j->g, i, c) || identity(j->g, i) == who))
            return l5r__deny(j->v, L5R_REASON_UNIQUE,
                             l5r__same_title(j->g, i, c) ? "CORE-17" : "SOU-01",
                             "%s is Unique and a card of that identity is "
                             "in play",
                             jname(j, c, j->n1, sizeof j->n1));
    return true;
}

/* CORE-14: the Gold Cost is paid from gold produced this phase. */
static bool check_gold(judge *j, uint32_t c)
{
    bool has;
    int32_t cost = l5r__stat(j->g, c, L5R_STAT_GOLD_COST, &has);
    int32_t gold = j->s->players[j->p].gold;
    if (has && cost > gold)
        return l5r__deny(j->v, L5R_REASON_GOLD, "CORE-14",
                         "%s costs %d gold; you have %d (produce gold first)",
                         jname(j, c, j->n1, sizeof j->n1), cost, gold);
    return true;
}

/* CORE-12 (Personalities) and CORE-21 (Followers): Family Honor must meet
   the Honor Requirement; "-" means none. */
static bool check_honor_requirement(judge *j, uint32_t c, const char *rule)
{
    bool has;
    int32_t hr = l5r__stat(j->g, c, L5R_STAT_HONOR_REQUIREMENT, &has);
    int32_t honor = j->s->players[j->p].honor;
    if (has && honor < hr)
        return l5r__deny(j->v, L5R_REASON_HONOR_REQUIREMENT, rule,
                         "%s needs Family Honor %d; you have %d",
                         jname(j, c, j->n1, sizeof j->n1), hr, honor);
    return true;
}

/* CORE-13: recruit a face-up Personality or Holding from your own
   province in your Dynasty phase. */
static bool check_recruit(judge *j)
{
    uint32_t c = j->a->card;
    if (!card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    jname(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-13",
                         "%s is not in one of your provinces", j->n1);
    if (cs->flags & L5R_CF_FACE_DOWN)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-13",
                         "%s is face-down", j->n1);
    uint8_t type = l5r__def(j->g, c)->type;
    if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING &&
        type != L5R_TYPE_CELESTIAL)
        return l5r__deny(j->v, L5R_REASON_MALFORMED, "CORE-13",
                         "%s is not a Personality, a Holding or a Celestial",
                         j->n1);
    if (type == L5R_TYPE_PERSONALITY &&
        !check_honor_requirement(j, c, "CORE-12"))
        return false;
    if (!check_unique(j, c) || !check_gold(j, c))
        return false;
    /* FRT-02: one copy of each Fortification per Province. */
    if (type == L5R_TYPE_HOLDING) {
        if (l5r__has_keyword(j->g, c, L5R__KW_FORTIFICATION)) {
            const l5r_cardst *all = l5r_ccards(j->s);
            for (uint32_t i = 0; i < j->s->ncards; i++)
                if (all[i].zone == L5R_ZONE_PLAY && all[i].owner == j->p &&
                    all[i].attached_to == L5R_NO &&
                    all[i].province == cs->province && i != c &&
                    l5r__same_title(j->g, i, c) &&
                    l5r__def(j->g, i)->type == L5R_TYPE_HOLDING)
                    return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "FRT-02",
                                     "province %u already has a copy of %s",
                                     cs->province + 1, j->n1);
        }
    }
    return true;
}

/* CORE-62: an Experienced Personality may replace a lower-level version
   of himself in play, in your Dynasty phase, ignoring his Honor
   Requirement and Gold Cost. */
static bool check_replace(judge *j)
{
    uint32_t c = j->a->card, old = j->a->on;
    if (!card_exists(j, c) || !card_exists(j, old))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    const l5r_cardst *os = &l5r_ccards(j->s)[old];
    jname(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p ||
        (cs->flags & L5R_CF_FACE_DOWN) || j->a->value != L5R_NO)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-62",
                         "%s is not a face-up card in your provinces", j->n1);
    const l5r_cardrec *d = l5r__def(j->g, c), *od = l5r__def(j->g, old);
    if (d->type != L5R_TYPE_PERSONALITY || os->zone != L5R_ZONE_PLAY ||
        os->controller != j->p || (os->flags & L5R_CF_FACE_DOWN) ||
        od->type != L5R_TYPE_PERSONALITY || !l5r__same_title(j->g, old, c) ||
        od->eff.v[L5R_STAT_EXPERIENCE] >= d->eff.v[L5R_STAT_EXPERIENCE])
        return l5r__deny(j->v, L5R_REASON_TARGET, "CORE-62",
                         "%s can only replace a lower-level version of "
                         "himself that you control in play",
                         j->n1);
    return true;
}

/* CORE-61: a Legacy Holding from your own Dynasty deck, for free. */
static bool check_legacy(judge *j)
{
    uint32_t c = j->a->card;
    if (!card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    if (cs->zone != L5R_ZONE_DYNASTY_DECK || cs->owner != j->p ||
        !l5r__is_legacy(j->g, c) || j->a->value != L5R_NO)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-61",
                         "#%u is not a Legacy Holding in your Dynasty deck", c);
    return true;
}

/* CORE-23: discard a face-up card from your province (Dynasty phase);
   CORE-22: discard from hand down to the maximum hand size (End phase). */
static bool check_discard(judge *j)
{
    uint32_t c = j->a->card;
    if (!card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    jname(j, c, j->n1, sizeof j->n1);
    if (j->s->decision == L5R_DECIDE_DISCARD) {
        if (cs->zone != L5R_ZONE_HAND || cs->owner != j->p)
            return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-22",
                             "%s is not in your hand", j->n1);
        return true;
    }
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p ||
        (cs->flags & L5R_CF_FACE_DOWN))
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-23",
                         "%s is not a face-up card in your provinces", j->n1);
    return true;
}

/* CORE-20: one Weapon and one Armor per unit. */
static bool check_weapon_armor(judge *j, uint32_t item, uint32_t on)
{
    static const char *const slots[] = {"Weapon", "Armor"};
    const l5r_cardst *cs = l5r_ccards(j->s);
    for (size_t k = 0; k < 2; k++) {
        char kw[L5R_KW_MAX];
        l5r__kw_norm(slots[k], strlen(slots[k]), kw, sizeof kw);
        if (!l5r__has_keyword(j->g, item, kw))
            continue;
        for (uint32_t i = 0; i < j->s->ncards; i++)
            if (cs[i].zone == L5R_ZONE_PLAY && cs[i].attached_to == on &&
                l5r__has_keyword(j->g, i, kw))
                return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "CORE-20",
                                 "%s already carries a %s",
                                 jname(j, on, j->n2, sizeof j->n2), slots[k]);
    }
    return true;
}

/* CORE-18: Followers, Items and Spells are Limited actions of your own
   Action phase, attached to a Personality you control; Rings enter play. */
static bool check_play(judge *j)
{
    const l5r_action *a = j->a;
    uint32_t c = a->card;
    if (!card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_ccards(j->s)[c];
    jname(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_HAND || cs->owner != j->p)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-18",
                         "%s is not in your hand", j->n1);
    if (j->s->active != j->p) /* CORE-27 */
        return l5r__deny(j->v, L5R_REASON_WRONG_TIME, "CORE-27",
                         "Limited actions only in your own Action phase");
    uint8_t type = l5r__def(j->g, c)->type;
    if (type == L5R_TYPE_RING) {
        if (a->on != L5R_NO)
            return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "CORE-18",
                             "a Ring is not attached to anything");
        return check_gold(j, c);
    }
    if (type != L5R_TYPE_FOLLOWER && type != L5R_TYPE_ITEM &&
        type != L5R_TYPE_SPELL && type != L5R_TYPE_ANCESTOR)
        return l5r__deny(j->v, L5R_REASON_MALFORMED, "CORE-42",
                         "%s is not played this way (use its ability)", j->n1);
    if (a->on == L5R_NO)
        return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "CORE-18",
                         "%s must be attached: play ... on #N", j->n1);
    if (!card_exists(j, a->on))
        return false;
    const l5r_cardst *os = &l5r_ccards(j->s)[a->on];
    jname(j, a->on, j->n2, sizeof j->n2);
    if (os->zone != L5R_ZONE_PLAY || os->controller != j->p ||
        l5r__def(j->g, a->on)->type != L5R_TYPE_PERSONALITY)
        return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "CORE-18",
                         "%s is not a Personality you control in play", j->n2);
    /* NIN-02: a face-down Ninjutsu Personality carries Items, Spells and
       Followers regardless of their restrictions. */
    bool ninja = l5r__ninja_profile(j->g, a->on);
    if (type == L5R_TYPE_SPELL && !ninja) {
        if (!l5r__has_keyword(j->g, a->on, L5R__KW_SHUGENJA)) /* CORE-19 */
            return l5r__deny(j->v, L5R_REASON_ATTACHMENT, "CORE-19",
                             "Spells attach only to Shugenja; %s is not one",
                             j->n2);
    }
    if (type == L5R_TYPE_FOLLOWER && !check_honor_requirement(j, c, "CORE-21"))
        return false;
    if (type == L5R_TYPE_ANCESTOR && !check_honor_requirement(j, c, "CORE-63"))
        return false;
    if (type == L5R_TYPE_ITEM && !ninja && !check_weapon_armor(j, c, a->on))
        return false;
    return check_unique(j, c) && check_gold(j, c);
}

/* CORE-43: the active player declares an attack on another player who
   still has provinces. */
static bool check_attack(judge *j)
{
    uint32_t d = j->a->value;
    if (j->p != j->s->active)
        return l5r__deny(j->v, L5R_REASON_WRONG_TIME, "CORE-43",
                         "only the active player attacks");
    if (d >= j->s->nplayers || d == j->p ||
        (j->s->players[d].flags & L5R_PF_LOST))
        return l5r__deny(j->v, L5R_REASON_TARGET, "CORE-43",
                         "p%u cannot be attacked", d + 1);
    return true;
}

/* CORE-45 .. CORE-47: assigning a unit in the Maneuvers. */
static bool check_assign(judge *j)
{
    uint32_t u = j->a->card;
    if (!card_exists(j, u))
        return false;
    const l5r_cardst *c = &l5r_ccards(j->s)[u];
    jname(j, u, j->n1, sizeof j->n1);
    if (c->zone != L5R_ZONE_PLAY || c->controller != j->p ||
        l5r__def(j->g, u)->type != L5R_TYPE_PERSONALITY)
        return l5r__deny(j->v, L5R_REASON_NOT_CONTROLLED, "CORE-45",
                         "%s is not a Personality you control in play", j->n1);
    if (c->location != 0)
        return l5r__deny(j->v, L5R_REASON_WRONG_ZONE, "CORE-46",
                         "%s is already at a battlefield", j->n1);
    if (c->flags & L5R_CF_BOWED)
        return l5r__deny(j->v, L5R_REASON_BOWED, "CORE-46",
                         "%s is bowed: only unbowed units are assigned", j->n1);
    bool cav = l5r__is_cavalry(j->g, u);
    bool cav_step =
        j->s->step == L5R_STEP_CAVALRY_A || j->s->step == L5R_STEP_CAVALRY_D;
    if (cav != cav_step)
        return l5r__deny(
            j->v, L5R_REASON_WRONG_TIME, "CORE-45",
            cav ? "%s is Cavalry: assign it in the Cavalry Maneuvers"
                : "%s is not Cavalry: assign it in the Infantry "
                  "Maneuvers",
            j->n1);
    uint32_t bf = j->a->value;
    const l5r_playerst *def = &j->s->players[j->s->defender];
    if (bf < 1 || bf > def->nprovinces || def->prov[bf - 1].destroyed)
        return l5r__deny(j->v, L5R_REASON_TARGET, "CORE-47",
                         "there is no battlefield %u", bf);
    return true;
}

/* CORE-48: the Attacker picks a battlefield not yet fought. */
static bool check_fight(judge *j)
{
    if (!l5r__battle_due(j->g, (uint8_t)(j->a->value > 255 ? 0 : j->a->value)))
        return l5r__deny(j->v, L5R_REASON_TARGET, "CORE-48",
                         "no battle is due at battlefield %u", j->a->value);
    return true;
}

/* Which moves answer which decision (CORE-11). */
static bool fits_decision(judge *j)
{
    static const uint16_t allowed[] = {
        [L5R_DECIDE_ACTION] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_PRODUCE |
                              1u << L5R_ACT_PLAY | 1u << L5R_ACT_USE,
        [L5R_DECIDE_DYNASTY] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_PRODUCE |
                               1u << L5R_ACT_RECRUIT | 1u << L5R_ACT_DISCARD |
                               1u << L5R_ACT_USE,
        [L5R_DECIDE_ATTACK] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_ATTACK,
        [L5R_DECIDE_ASSIGN] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_ASSIGN,
        [L5R_DECIDE_BATTLE] =
            1u << L5R_ACT_PASS | 1u << L5R_ACT_PRODUCE | 1u << L5R_ACT_USE,
        [L5R_DECIDE_DISCARD] = 1u << L5R_ACT_DISCARD,
        [L5R_DECIDE_YU] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_USE,
        [L5R_DECIDE_TERRAIN] = 1u << L5R_ACT_USE,
        [L5R_DECIDE_REACTION] =
            1u << L5R_ACT_PASS | 1u << L5R_ACT_PRODUCE | 1u << L5R_ACT_USE,
        [L5R_DECIDE_BATTLEFIELD] = 1u << L5R_ACT_FIGHT,
        [L5R_DECIDE_ENGAGE] =
            1u << L5R_ACT_PASS | 1u << L5R_ACT_PRODUCE | 1u << L5R_ACT_USE,
        [L5R_DECIDE_REVEALED] = 1u << L5R_ACT_USE,
        [L5R_DECIDE_LEGACY] = 1u << L5R_ACT_PASS | 1u << L5R_ACT_RECRUIT,
    };
    uint8_t d = j->s->decision;
    if (d < L5R_ARRAY_LEN(allowed) && (allowed[d] & (1u << j->a->kind)))
        return true;
    static const char *const verbs[] = {"",        "pass", "produce", "recruit",
                                        "discard", "play", "attack",  "assign",
                                        "use",     "fight"};
    return l5r__deny(j->v, L5R_REASON_WRONG_TIME, "CORE-11",
                     "'%s' is not a move for this decision", verbs[j->a->kind]);
}

void l5r__judge(const l5r_game *g, const l5r_action *a, l5r_verdict *v)
{
    unsigned version = v->version;
    if (version == L5R__VERDICT_QUIET) { /* only legal/not is read */
        v->reason = L5R_REASON_NONE;
        v->rule[0] = v->message[0] = '\0';
    } else {
        memset(v, 0, sizeof *v);
        v->version = version;
    }
    v->legal = 1;
    judge j;
    j.g = g;
    j.s = g->st;
    j.a = a;
    j.v = v;
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER) {
        l5r__deny(v, L5R_REASON_GAME_OVER, "CORE-26", "the game is over");
        return;
    }
    if (a->kind < L5R_ACT_PASS || a->kind > L5R_ACT_FIGHT) {
        l5r__deny(v, L5R_REASON_MALFORMED, "CORE-11", "the move has no kind");
        return;
    }
    j.p = l5r__actor(g, a);
    if (j.p >= s->nplayers) {
        l5r__deny(v, L5R_REASON_MALFORMED, "CORE-10", "there is no player p%u",
                  j.p + 1);
        return;
    }
    if (j.p != s->decider) { /* CORE-10 */
        l5r__deny(v, L5R_REASON_NOT_YOUR_DECISION, "CORE-10",
                  "it is p%u's decision, not p%u's", (unsigned)s->decider + 1,
                  j.p + 1);
        return;
    }
    if (!fits_decision(&j))
        return;
    switch (a->kind) {
    case L5R_ACT_PASS:
        break;
    case L5R_ACT_PRODUCE:
        check_produce(&j);
        break;
    case L5R_ACT_RECRUIT:
        if (s->decision == L5R_DECIDE_LEGACY) {
            check_legacy(&j);
        } else if (a->on != L5R_NO) {
            check_replace(&j);
        } else if (a->value == 1) {
            if (card_exists(&j, a->card))
                l5r__judge_recruit_face_down(g, j.p, a->card, v);
        } else if (a->value != L5R_NO) {
            l5r__deny(v, L5R_REASON_MALFORMED, "CORE-13",
                      "recruit takes only 'face-down'");
        } else {
            check_recruit(&j);
        }
        break;
    case L5R_ACT_DISCARD:
        check_discard(&j);
        break;
    case L5R_ACT_PLAY:
        check_play(&j);
        break;
    case L5R_ACT_ATTACK:
        check_attack(&j);
        break;
    case L5R_ACT_ASSIGN:
        check_assign(&j);
        break;
    case L5R_ACT_FIGHT:
        check_fight(&j);
        break;
    case L5R_ACT_USE:
        l5r__judge_use(g, j.p, a, v);
        break;
    default:
        break;
    }
}
