/* SPDX-License-Identifier: MIT */
/* forge.c - forging saved games (see forge.h). */
#include "forge.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game/state.h"

/* --- a save, taken apart ------------------------------------------------ */

static uint32_t rd32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

uint64_t forge_fnv(const uint8_t *p, size_t n)
{
    return l5r_base__fnv1a(L5R_FNV_SEED, p, n); /* the save's checksum */
}

void forge_fix_checksum(const forge_save *s)
{
    if (s->len < FORGE_CHECKSUM)
        return;
    uint64_t sum = forge_fnv(s->data, s->len - FORGE_CHECKSUM);
    memcpy(s->data + s->len - FORGE_CHECKSUM, &sum, 8);
}

int forge_checksum_ok(const forge_save *s)
{
    uint64_t sum;
    if (s->len < FORGE_CHECKSUM)
        return 0;
    memcpy(&sum, s->data + s->len - FORGE_CHECKSUM, 8);
    return sum == forge_fnv(s->data, s->len - FORGE_CHECKSUM);
}

int forge_parse(forge_save *s, uint8_t *data, size_t len)
{
    static const char magic[FORGE_MAGIC_LEN] = {'L', '5', 'R', 'S',
                                                'A', 'V', 'E', '\0'};
    memset(s, 0, sizeof *s);
    if (len < FORGE_OFF_STATE + FORGE_CHECKSUM ||
        memcmp(data, magic, FORGE_MAGIC_LEN) != 0)
        return -1;
    s->data = data;
    s->len = len;
    s->state = FORGE_OFF_STATE;
    s->size = rd32(data + FORGE_OFF_SIZE);
    s->nlog = rd32(data + FORGE_OFF_NLOG);
    s->ntext = rd32(data + FORGE_OFF_NTEXT);
    /* The header's sizes must add up to the file. */
    size_t body = len - FORGE_OFF_STATE - FORGE_CHECKSUM;
    if (s->size < sizeof(l5r_state) || s->size > body ||
        body - s->size < s->ntext || (body - s->size - s->ntext) / 4 < s->nlog)
        return -1;
    s->log_index = s->state + s->size + s->ntext;
    return 0;
}

/* The state header, read (it may be unaligned in the buffer). */
static l5r_state header(const forge_save *s)
{
    l5r_state st;
    memcpy(&st, s->data + s->state, sizeof st);
    return st;
}

/* Offset of region `region`'s first record from the start of the save,
   with the state's own capacities; 0 if the layout does not fit. */
static size_t region_start(const forge_save *s, int region)
{
    if (region == FORGE_SAVE)
        return 0;
    if (region == FORGE_STATE)
        return s->state;
    if (region == FORGE_LOG)
        return s->log_index;
    l5r_state st = header(s);
    uint64_t off = sizeof(l5r_state);
    if (region > FORGE_CARD)
        off += (uint64_t)st.cap_cards * sizeof(l5r_cardst);
    if (region > FORGE_TOKEN)
        off += (uint64_t)st.cap_tokens * sizeof(l5r_tokenst);
    return off > s->size ? 0 : s->state + (size_t)off;
}

static size_t record_size(int region)
{
    switch (region) {
    case FORGE_CARD:
        return sizeof(l5r_cardst);
    case FORGE_TOKEN:
        return sizeof(l5r_tokenst);
    case FORGE_LAST:
        return sizeof(l5r_lastst);
    case FORGE_LOG:
        return 4;
    default:
        return 0;
    }
}

uint32_t forge_capacity(const forge_save *s, int region)
{
    l5r_state st = header(s);
    switch (region) {
    case FORGE_SAVE:
    case FORGE_STATE:
        return 1;
    case FORGE_CARD:
        return st.cap_cards;
    case FORGE_TOKEN:
        return st.cap_tokens;
    case FORGE_LAST:
        return st.cap_last;
    case FORGE_LOG:
        return s->nlog;
    default:
        return 0;
    }
}

uint32_t forge_records(const forge_save *s, int region)
{
    if (region == FORGE_SAVE || region == FORGE_STATE)
        return 1;
    if (region == FORGE_LOG)
        return s->nlog;
    l5r_state st = header(s);
    uint32_t n = region == FORGE_CARD    ? st.ncards
                 : region == FORGE_TOKEN ? st.ntokens
                 : region == FORGE_LAST  ? st.nlast
                                         : 0;
    size_t start = region_start(s, region);
    if (start == 0)
        return 0;
    size_t room = (s->state + s->size - start) / record_size(region);
    return n < room ? n : (uint32_t)room;
}

/* Where field `f` of record `rec` lies in the save, or 0 if outside. */
static size_t field_at(const forge_save *s, const forge_field *f, uint32_t rec)
{
    size_t start = region_start(s, f->region);
    if (start == 0 && f->region != FORGE_SAVE)
        return 0;
    size_t rsize = record_size(f->region);
    if (rec >= forge_records(s, f->region))
        return 0;
    size_t end = f->region == FORGE_SAVE    ? FORGE_OFF_STATE
                 : f->region == FORGE_STATE ? s->state + sizeof(l5r_state)
                 : f->region == FORGE_LOG   ? s->len - FORGE_CHECKSUM
                                            : s->state + s->size;
    size_t at = start + (size_t)rec * rsize + f->offset;
    return at + f->size <= end ? at : 0;
}

int forge_get(const forge_save *s, const forge_field *f, uint32_t rec,
              int64_t *value)
{
    size_t at = field_at(s, f, rec);
    if (at == 0)
        return -1;
    const uint8_t *p = s->data + at;
    switch (f->size) {
    case 1: {
        uint8_t u = p[0];
        *value = f->is_signed ? (int64_t)(int8_t)u : (int64_t)u;
        break;
    }
    case 2: {
        uint16_t u;
        memcpy(&u, p, 2);
        *value = f->is_signed ? (int64_t)(int16_t)u : (int64_t)u;
        break;
    }
    case 4: {
        uint32_t u;
        memcpy(&u, p, 4);
        *value = f->is_signed ? (int64_t)(int32_t)u : (int64_t)u;
        break;
    }
    default: {
        memcpy(value, p, 8);
        break;
    }
    }
    return 0;
}

int forge_set(const forge_save *s, const forge_field *f, uint32_t rec,
              int64_t value)
{
    size_t at = field_at(s, f, rec);
    if (at == 0)
        return -1;
    uint8_t *p = s->data + at;
    uint64_t u = (uint64_t)value;
    switch (f->size) {
    case 1:
        p[0] = (uint8_t)u;
        break;
    case 2: {
        uint16_t v = (uint16_t)u;
        memcpy(p, &v, 2);
        break;
    }
    case 4: {
        uint32_t v = (uint32_t)u;
        memcpy(p, &v, 4);
        break;
    }
    default:
        memcpy(p, &u, 8);
        break;
    }
    return 0;
}

/* --- the field table ---------------------------------------------------- */

/* Enough for every field with a few to spare; add() says when it is not. */
#define MAX_FIELDS 1024

static forge_field table[MAX_FIELDS];
static size_t ntable;

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static void
add(int region, size_t offset, size_t size, int is_signed, const char *fmt,
    ...);

static void add(int region, size_t offset, size_t size, int is_signed,
                const char *fmt, ...)
{
    if (ntable == MAX_FIELDS) {
        fprintf(stderr, "forge: more than %d fields\n", MAX_FIELDS);
        return;
    }
    forge_field *f = &table[ntable++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->name, sizeof f->name, fmt, ap);
    va_end(ap);
    f->region = (uint8_t)region;
    f->offset = (uint32_t)offset;
    f->size = (uint8_t)size;
    f->is_signed = (uint8_t)(is_signed != 0);
    f->is_pad = strstr(f->name, "pad") != NULL;
}

/* Is member `m` of the zeroed object `o` signed? (-1 stays below 1.) */
#define SIGNED_MEMBER(o, m) ((o).m = 0, (o).m -= 1, !((o).m > 0))

/* A member of a struct at a base offset: offset, size and sign. */
#define MEMBER(region, base, type, m, ...)                                     \
    do {                                                                       \
        type probe_;                                                           \
        memset(&probe_, 0, sizeof probe_);                                     \
        add((region), (base) + offsetof(type, m), sizeof probe_.m,             \
            SIGNED_MEMBER(probe_, m), __VA_ARGS__);                            \
    } while (0)

/* Element `i` of array member `m`. */
#define ELEMENT(region, base, type, m, i, ...)                                 \
    do {                                                                       \
        type probe_;                                                           \
        memset(&probe_, 0, sizeof probe_);                                     \
        add((region), (base) + offsetof(type, m) + (i) * sizeof probe_.m[0],   \
            sizeof probe_.m[0], SIGNED_MEMBER(probe_, m[0]), __VA_ARGS__);     \
    } while (0)

#define NELEMS(type, m) (sizeof(((type *)0)->m) / sizeof(((type *)0)->m[0]))

static void add_state(void)
{
    const int R = FORGE_STATE;
    MEMBER(R, 0, l5r_state, size, "size");
    MEMBER(R, 0, l5r_state, nplayers, "nplayers");
    MEMBER(R, 0, l5r_state, ncards, "ncards");
    MEMBER(R, 0, l5r_state, cap_cards, "cap_cards");
    MEMBER(R, 0, l5r_state, ntokens, "ntokens");
    MEMBER(R, 0, l5r_state, cap_tokens, "cap_tokens");
    MEMBER(R, 0, l5r_state, nlast, "nlast");
    MEMBER(R, 0, l5r_state, cap_last, "cap_last");
    for (size_t i = 0; i < NELEMS(l5r_state, rng); i++)
        ELEMENT(R, 0, l5r_state, rng, i, "rng[%zu]", i);
    MEMBER(R, 0, l5r_state, turn, "turn");
    MEMBER(R, 0, l5r_state, favor, "favor");
    MEMBER(R, 0, l5r_state, winner, "winner");
    MEMBER(R, 0, l5r_state, seq, "seq");
    MEMBER(R, 0, l5r_state, active, "active");
    MEMBER(R, 0, l5r_state, phase, "phase");
    MEMBER(R, 0, l5r_state, decider, "decider");
    MEMBER(R, 0, l5r_state, decision, "decision");
    MEMBER(R, 0, l5r_state, passes, "passes");
    MEMBER(R, 0, l5r_state, victory, "victory");
    MEMBER(R, 0, l5r_state, attacker, "attacker");
    MEMBER(R, 0, l5r_state, defender, "defender");
    MEMBER(R, 0, l5r_state, battlefield, "battlefield");
    MEMBER(R, 0, l5r_state, step, "step");
    MEMBER(R, 0, l5r_state, extra, "extra");
    MEMBER(R, 0, l5r_state, pad0, "pad0");
    MEMBER(R, 0, l5r_state, fought, "fought");
    MEMBER(R, 0, l5r_state, window, "window");
    MEMBER(R, 0, l5r_state, ntrig, "ntrig");
    MEMBER(R, 0, l5r_state, pending_card, "pending_card");
    MEMBER(R, 0, l5r_state, pending_ability, "pending_ability");
    for (size_t i = 0; i < NELEMS(l5r_state, pending_targets); i++)
        ELEMENT(R, 0, l5r_state, pending_targets, i, "pending_targets[%zu]", i);
    MEMBER(R, 0, l5r_state, pending_actor, "pending_actor");
    MEMBER(R, 0, l5r_state, pending_ntargets, "pending_ntargets");
    MEMBER(R, 0, l5r_state, pending_negated, "pending_negated");
    MEMBER(R, 0, l5r_state, pending_set, "pending_set");
    MEMBER(R, 0, l5r_state, resume_decider, "resume_decider");
    MEMBER(R, 0, l5r_state, resume_decision, "resume_decision");
    for (size_t i = 0; i < NELEMS(l5r_state, pad2); i++)
        ELEMENT(R, 0, l5r_state, pad2, i, "pad2[%zu]", i);
    MEMBER(R, 0, l5r_state, pending_performer, "pending_performer");
    for (size_t i = 0; i < NELEMS(l5r_state, performer_pad); i++)
        ELEMENT(R, 0, l5r_state, performer_pad, i, "performer_pad[%zu]", i);
    MEMBER(R, 0, l5r_state, total_a, "total_a");
    MEMBER(R, 0, l5r_state, total_d, "total_d");
    MEMBER(R, 0, l5r_state, choose_card, "choose_card");
    MEMBER(R, 0, l5r_state, choose_ability, "choose_ability");
    for (size_t i = 0; i < NELEMS(l5r_state, trig); i++) {
        size_t b = offsetof(l5r_state, trig) + i * sizeof(l5r_trigst);
        MEMBER(R, b, l5r_trigst, card, "trig[%zu].card", i);
        MEMBER(R, b, l5r_trigst, kind, "trig[%zu].kind", i);
        MEMBER(R, b, l5r_trigst, player, "trig[%zu].player", i);
        MEMBER(R, b, l5r_trigst, value, "trig[%zu].value", i);
        MEMBER(R, b, l5r_trigst, flags, "trig[%zu].flags", i);
    }
    for (size_t p = 0; p < NELEMS(l5r_state, players); p++) {
        size_t b = offsetof(l5r_state, players) + p * sizeof(l5r_playerst);
        MEMBER(R, b, l5r_playerst, honor, "players[%zu].honor", p);
        MEMBER(R, b, l5r_playerst, gold, "players[%zu].gold", p);
        MEMBER(R, b, l5r_playerst, stronghold, "players[%zu].stronghold", p);
        MEMBER(R, b, l5r_playerst, sensei, "players[%zu].sensei", p);
        MEMBER(R, b, l5r_playerst, wind, "players[%zu].wind", p);
        MEMBER(R, b, l5r_playerst, used, "players[%zu].used", p);
        MEMBER(R, b, l5r_playerst, faction, "players[%zu].faction", p);
        MEMBER(R, b, l5r_playerst, nprovinces, "players[%zu].nprovinces", p);
        MEMBER(R, b, l5r_playerst, flags, "players[%zu].flags", p);
        MEMBER(R, b, l5r_playerst, actions_turn, "players[%zu].actions_turn",
               p);
        MEMBER(R, b, l5r_playerst, actions_battle,
               "players[%zu].actions_battle", p);
        for (size_t v = 0; v < NELEMS(l5r_playerst, prov); v++) {
            size_t pb =
                b + offsetof(l5r_playerst, prov) + v * sizeof(l5r_provst);
            MEMBER(R, pb, l5r_provst, strength,
                   "players[%zu].prov[%zu].strength", p, v);
            MEMBER(R, pb, l5r_provst, destroyed,
                   "players[%zu].prov[%zu].destroyed", p, v);
            for (size_t k = 0; k < NELEMS(l5r_provst, pad); k++)
                ELEMENT(R, pb, l5r_provst, pad, k,
                        "players[%zu].prov[%zu].pad[%zu]", p, v, k);
        }
        for (size_t k = 0; k < NELEMS(l5r_playerst, rgold); k++) {
            ELEMENT(R, b, l5r_playerst, rgold, k, "players[%zu].rgold[%zu]", p,
                    k);
            ELEMENT(R, b, l5r_playerst, rgold_for, k,
                    "players[%zu].rgold_for[%zu]", p, k);
        }
    }
    MEMBER(R, 0, l5r_state, duel_a, "duel_a");
    MEMBER(R, 0, l5r_state, duel_b, "duel_b");
    MEMBER(R, 0, l5r_state, duel_card, "duel_card");
    MEMBER(R, 0, l5r_state, duel_ability, "duel_ability");
    for (size_t i = 0; i < NELEMS(l5r_state, duel_focus); i++)
        ELEMENT(R, 0, l5r_state, duel_focus, i, "duel_focus[%zu]", i);
    for (size_t i = 0; i < NELEMS(l5r_state, duel_total); i++)
        ELEMENT(R, 0, l5r_state, duel_total, i, "duel_total[%zu]", i);
    MEMBER(R, 0, l5r_state, duel_step, "duel_step");
    MEMBER(R, 0, l5r_state, duel_actor, "duel_actor");
    MEMBER(R, 0, l5r_state, duel_passes, "duel_passes");
    MEMBER(R, 0, l5r_state, duel_result, "duel_result");
    MEMBER(R, 0, l5r_state, duel_next, "duel_next");
    for (size_t i = 0; i < NELEMS(l5r_state, duel_nfocus); i++)
        ELEMENT(R, 0, l5r_state, duel_nfocus, i, "duel_nfocus[%zu]", i);
    MEMBER(R, 0, l5r_state, duel_nfocused, "duel_nfocused");
    MEMBER(R, 0, l5r_state, duel_resume_decider, "duel_resume_decider");
    MEMBER(R, 0, l5r_state, duel_resume_decision, "duel_resume_decision");
    MEMBER(R, 0, l5r_state, duel_refusal, "duel_refusal");
    for (size_t i = 0; i < NELEMS(l5r_state, duel_pad); i++)
        ELEMENT(R, 0, l5r_state, duel_pad, i, "duel_pad[%zu]", i);
    MEMBER(R, 0, l5r_state, search_eff, "search_eff");
    MEMBER(R, 0, l5r_state, search_step, "search_step");
    MEMBER(R, 0, l5r_state, search_player, "search_player");
    MEMBER(R, 0, l5r_state, search_zone, "search_zone");
    MEMBER(R, 0, l5r_state, search_look, "search_look");
    MEMBER(R, 0, l5r_state, search_resume_decider, "search_resume_decider");
    MEMBER(R, 0, l5r_state, search_resume_decision, "search_resume_decision");
    MEMBER(R, 0, l5r_state, search_of, "search_of");
    MEMBER(R, 0, l5r_state, choice_step, "choice_step");
    MEMBER(R, 0, l5r_state, choice_player, "choice_player");
    MEMBER(R, 0, l5r_state, choice_left, "choice_left");
    MEMBER(R, 0, l5r_state, choice_resume_decider, "choice_resume_decider");
    MEMBER(R, 0, l5r_state, choice_resume_decision, "choice_resume_decision");
    MEMBER(R, 0, l5r_state, choice_chooser, "choice_chooser");
    for (size_t i = 0; i < NELEMS(l5r_state, choice_pad); i++)
        ELEMENT(R, 0, l5r_state, choice_pad, i, "choice_pad[%zu]", i);
}

static void add_records(void)
{
    const int C = FORGE_CARD, T = FORGE_TOKEN, L = FORGE_LAST;
    MEMBER(C, 0, l5r_cardst, def, "cards[].def");
    MEMBER(C, 0, l5r_cardst, attached_to, "cards[].attached_to");
    MEMBER(C, 0, l5r_cardst, used, "cards[].used");
    MEMBER(C, 0, l5r_cardst, seq, "cards[].seq");
    MEMBER(C, 0, l5r_cardst, owner, "cards[].owner");
    MEMBER(C, 0, l5r_cardst, controller, "cards[].controller");
    MEMBER(C, 0, l5r_cardst, zone, "cards[].zone");
    MEMBER(C, 0, l5r_cardst, flags, "cards[].flags");
    MEMBER(C, 0, l5r_cardst, province, "cards[].province");
    MEMBER(C, 0, l5r_cardst, location, "cards[].location");
    for (size_t k = 0; k < NELEMS(l5r_cardst, pad); k++)
        ELEMENT(C, 0, l5r_cardst, pad, k, "cards[].pad[%zu]", k);

    MEMBER(T, 0, l5r_tokenst, card, "tokens[].card");
    MEMBER(T, 0, l5r_tokenst, title, "tokens[].title");
    MEMBER(T, 0, l5r_tokenst, source, "tokens[].source");
    for (size_t k = 0; k < NELEMS(l5r_tokenst, base); k++)
        ELEMENT(T, 0, l5r_tokenst, base, k, "tokens[].base[%zu]", k);
    for (size_t k = 0; k < NELEMS(l5r_tokenst, cur); k++)
        ELEMENT(T, 0, l5r_tokenst, cur, k, "tokens[].cur[%zu]", k);
    MEMBER(T, 0, l5r_tokenst, alive, "tokens[].alive");
    MEMBER(T, 0, l5r_tokenst, player, "tokens[].player");
    MEMBER(T, 0, l5r_tokenst, province, "tokens[].province");
    MEMBER(T, 0, l5r_tokenst, pad, "tokens[].pad");

    MEMBER(L, 0, l5r_lastst, card, "last[].card");
    MEMBER(L, 0, l5r_lastst, str, "last[].str");
    MEMBER(L, 0, l5r_lastst, amount, "last[].amount");
    MEMBER(L, 0, l5r_lastst, kind, "last[].kind");
    MEMBER(L, 0, l5r_lastst, until, "last[].until");
    MEMBER(L, 0, l5r_lastst, player, "last[].player");
    for (size_t k = 0; k < NELEMS(l5r_lastst, pad); k++)
        ELEMENT(L, 0, l5r_lastst, pad, k, "last[].pad[%zu]", k);
}

static void build_table(void)
{
    add(FORGE_SAVE, FORGE_OFF_VER, 4, 0, "version");
    add(FORGE_SAVE, FORGE_OFF_NOPTS, 4, 0, "nopts");
    add(FORGE_SAVE, FORGE_OFF_FP, 8, 0, "fingerprint");
    for (int k = 0; k < FORGE_NOPTS; k++)
        add(FORGE_SAVE, FORGE_OFF_OPTS + 8 * (size_t)k, 8, 1, "options[%d]", k);
    add(FORGE_SAVE, FORGE_OFF_SIZE, 4, 0, "state_size");
    add(FORGE_SAVE, FORGE_OFF_NLOG, 4, 0, "nlog");
    add(FORGE_SAVE, FORGE_OFF_NTEXT, 4, 0, "ntext");
    add_state();
    add_records();
    add(FORGE_LOG, 0, 4, 0, "log_index[]");
}

const forge_field *forge_fields(size_t *count)
{
    if (ntable == 0)
        build_table();
    *count = ntable;
    return table;
}

const forge_field *forge_find(const char *name)
{
    size_t n;
    const forge_field *t = forge_fields(&n);
    for (size_t i = 0; i < n; i++)
        if (strcmp(t[i].name, name) == 0)
            return &t[i];
    return NULL;
}

const char *forge_region_name(int region)
{
    static const char *const names[FORGE_NREGIONS] = {
        "save", "state", "cards", "tokens", "last", "log"};
    return region >= 0 && region < FORGE_NREGIONS ? names[region] : "?";
}

/* --- values worth trying ------------------------------------------------ */

forge_limits forge_limits_of(const forge_save *s, const l5r_carddb *db)
{
    l5r_state st = header(s);
    forge_limits lim;
    lim.nplayers = st.nplayers;
    lim.ncards = st.ncards;
    lim.cap_cards = st.cap_cards;
    lim.ntokens = st.ntokens;
    lim.nlast = st.nlast;
    lim.db_cards = l5r_carddb_card_count(db);
    lim.db_strs = (uint32_t)db->strs.n;
    return lim;
}

/* `v` truncated to the field, then sign- or zero-extended again. */
static int64_t fit(const forge_field *f, int64_t v)
{
    uint64_t u = (uint64_t)v;
    switch (f->size) {
    case 1:
        return f->is_signed ? (int64_t)(int8_t)(uint8_t)u : (int64_t)(uint8_t)u;
    case 2:
        return f->is_signed ? (int64_t)(int16_t)(uint16_t)u
                            : (int64_t)(uint16_t)u;
    case 4:
        return f->is_signed ? (int64_t)(int32_t)(uint32_t)u
                            : (int64_t)(uint32_t)u;
    default:
        return v;
    }
}

size_t forge_values(const forge_field *f, const forge_limits *lim,
                    uint64_t random, int64_t *out, size_t cap)
{
    int64_t smax = f->size == 1   ? INT8_MAX
                   : f->size == 2 ? INT16_MAX
                   : f->size == 4 ? INT32_MAX
                                  : INT64_MAX;
    int64_t umax = f->size == 8 ? -1 : (int64_t)((1ULL << (8 * f->size)) - 1);
    const int64_t cand[] = {0,
                            1,
                            2,
                            umax,
                            smax,
                            -smax - 1,
                            0xff,
                            0x80,
                            (int64_t)L5R_NO,
                            -1,
                            INT32_MIN,
                            INT32_MAX,
                            (int64_t)lim->ncards - 1,
                            lim->ncards,
                            (int64_t)lim->ncards + 1,
                            lim->cap_cards,
                            (int64_t)lim->nplayers - 1,
                            lim->nplayers,
                            (int64_t)lim->nplayers + 1,
                            L5R_MAX_PLAYERS,
                            L5R_MAX_PROVINCES,
                            lim->db_cards,
                            lim->db_strs,
                            (int64_t)random};
    size_t n = 0;
    for (size_t i = 0; i < sizeof cand / sizeof cand[0] && n < cap; i++) {
        int64_t v = fit(f, cand[i]);
        size_t k = 0;
        while (k < n && out[k] != v)
            k++;
        if (k == n)
            out[n++] = v;
    }
    return n;
}

/* --- forgeries that once crashed the library ---------------------------- */

const forge_case *forge_historic(size_t *count)
{
    static const forge_case cases[] = {
        {"sensei-int32-max", "players[0].sensei", 0x7fffffff},
        {"pending-set-nothing-pending", "pending_set", 1},
        {"honor-int32-min", "players[0].honor", INT32_MIN},
        {"gold-int32-max", "players[0].gold", INT32_MAX},
        {"turn-int32-max", "turn", 0x7fffffff},
        {"decider-0xff", "decider", 0xff},
    };
    *count = sizeof cases / sizeof cases[0];
    return cases;
}

/* --- randomness --------------------------------------------------------- */

forge_rng forge_rng_seeded(uint64_t seed)
{
    forge_rng r = {seed * 0x2545f4914f6cdd1dULL + 0x632be59bd9b4e019ULL, NULL,
                   0};
    return r;
}

uint64_t forge_next(forge_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint32_t forge_below(forge_rng *r, uint32_t n)
{
    if (r->nbytes >= 2) {
        uint32_t v = (uint32_t)r->bytes[0] | (uint32_t)r->bytes[1] << 8;
        r->bytes += 2;
        r->nbytes -= 2;
        return v % n;
    }
    return (uint32_t)(forge_next(r) % n);
}

/* --- positions and play ------------------------------------------------- */

/* Index of a move: uniformly, or (eager) a move other than "pass" when
   there is one, 7 times in 8. */
static uint32_t pick(forge_rng *r, const l5r_action_list *l, int eager)
{
    uint32_t n = l5r_action_list_count(l);
    uint32_t k = forge_below(r, n);
    if (!eager || forge_below(r, 8) == 0)
        return k;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t j = (k + i) % n;
        if (l5r_action_kind(l5r_action_list_action(l, j)) != L5R_ACT_PASS)
            return j;
    }
    return k;
}

int forge_play_random(l5r_game *g, uint32_t moves, forge_rng *r)
{
    int rc = L5R_OK;
    for (uint32_t m = 0; rc == L5R_OK && m < moves; m++) {
        uint32_t who;
        int kind;
        l5r_game_decision(&who, &kind, g);
        if (kind == L5R_DECIDE_NONE)
            break;
        l5r_action_list *l = NULL;
        rc = l5r_game_legal_actions(&l, g, who);
        if (rc != L5R_OK)
            break;
        if (l5r_action_list_count(l) == 0)
            rc = L5R_ESTATE;
        else
            rc = l5r_game_apply(g, l5r_action_list_action(l, pick(r, l, 1)),
                                NULL);
        l5r_action_list_free(l);
    }
    return rc;
}

int forge_game_at(l5r_game **out, const l5r_carddb *db, l5r_deck *const *decks,
                  int64_t seed, uint32_t moves, forge_rng *r)
{
    l5r_options *o = NULL;
    *out = NULL;
    int rc = l5r_options_new(&o, NULL);
    if (rc != L5R_OK)
        return rc;
    l5r_game *g = NULL;
    rc = l5r_options_set(o, L5R_PARAM_SEED, seed);
    if (rc == L5R_OK)
        rc = l5r_game_new(&g, db, o, decks, 2, NULL);
    l5r_options_free(o);
    if (rc == L5R_OK)
        rc = forge_play_random(g, moves, r);
    if (rc != L5R_OK) {
        l5r_game_free(g);
        return rc;
    }
    *out = g;
    return L5R_OK;
}

typedef struct play {
    const l5r_carddb *db;
    forge_rng *r;
    char *msg;
    size_t cap;
    uint32_t move;
} play;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int
broken(play *p, const char *fmt, ...);

static int broken(play *p, const char *fmt, ...)
{
    int n = snprintf(p->msg, p->cap, "move %u: ", p->move);
    if (n < 0 || (size_t)n >= p->cap)
        n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->msg + n, p->cap - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* Save and load: the same hash, the same decision and log. */
static int reload(play *p, const l5r_game *g)
{
    void *data = NULL;
    size_t len = 0;
    int rc = l5r_game_save(&data, &len, g);
    if (rc != L5R_OK)
        return broken(p, "save failed: %d %s", rc, l5r_error_message());
    l5r_game *g2 = NULL;
    rc = l5r_game_load(&g2, p->db, data, len, NULL);
    l5r_free(data);
    if (rc != L5R_OK)
        return broken(p, "the game's own save does not load: %s (%s)",
                      l5r_status_name(rc), l5r_error_message());
    uint32_t w1, w2;
    int k1, k2;
    l5r_game_decision(&w1, &k1, g);
    l5r_game_decision(&w2, &k2, g2);
    int same = l5r_game_hash(g2) == l5r_game_hash(g) && w1 == w2 && k1 == k2 &&
               l5r_game_log_count(g2) == l5r_game_log_count(g);
    l5r_game_free(g2);
    return same ? 0 : broken(p, "save -> load changed the game");
}

/* Every view, every card query: they must answer, whatever the state. */
static int ask_everything(play *p, const l5r_game *g)
{
    uint32_t np = l5r_game_player_count(g);
    for (uint32_t q = 0; q <= np; q++) {
        char *json = NULL;
        uint32_t who = q == np ? L5R_NO_ID : q;
        int rc = l5r_game_view_json(&json, g, who);
        if (rc != L5R_OK && rc != L5R_ENOMEM)
            return broken(p, "view of p%u failed: %s", q + 1,
                          l5r_status_name(rc));
        l5r_free(json);
        if (q < np) {
            (void)l5r_game_player_honor(g, q);
            (void)l5r_game_player_gold(g, q);
            (void)l5r_game_player_province_count(g, q);
            for (int z = L5R_ZONE_NONE; z <= L5R_ZONE_REMOVED; z++)
                (void)l5r_game_player_zone_count(g, q, z);
        }
    }
    uint32_t n = l5r_game_card_count(g);
    for (uint32_t c = 0; c < n; c++) {
        uint32_t def;
        int32_t v;
        (void)l5r_game_card_def(&def, g, c);
        (void)l5r_game_card_zone(g, c);
        (void)l5r_game_card_owner(g, c);
        (void)l5r_game_card_controller(g, c);
        (void)l5r_game_card_is_bowed(g, c);
        (void)l5r_game_card_is_face_down(g, c);
        (void)l5r_game_card_attached_to(g, c);
        (void)l5r_game_card_province(g, c);
        for (int st = L5R_STAT_FORCE; st <= L5R_STAT_EXPERIENCE; st++)
            (void)l5r_game_card_stat(&v, g, c, st);
    }
    (void)l5r_game_winner(g);
    (void)l5r_game_victory(g);
    (void)l5r_game_turn(g);
    (void)l5r_game_active_player(g);
    return 0;
}

/* A made-up move (a random kind, card and value): validate and apply
   agree, and a refused one changes nothing. */
static int made_up(play *p, l5r_game *g, uint32_t who, l5r_action *a)
{
    forge_rng *r = p->r;
    uint32_t ncards = l5r_game_card_count(g);
    l5r_action_clear(a);
    int kind = L5R_ACT_PASS + (int)forge_below(r, L5R_ACT_FIGHT);
    l5r_action_set_kind(a, kind);
    l5r_action_set_player(a, forge_below(r, 4) ? who : forge_below(r, 4));
    l5r_action_set_card(a, forge_below(r, ncards + 4));
    l5r_action_set_value(a, forge_below(r, 6));
    l5r_action_set_ability(a, forge_below(r, 12));
    if (forge_below(r, 2))
        l5r_action_add_target(a, forge_below(r, ncards + 4));
    if (kind == L5R_ACT_PLAY && forge_below(r, 2))
        l5r_action_set_on(a, forge_below(r, ncards + 4));
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint64_t h = l5r_game_hash(g);
    uint32_t log;
    if (l5r_game_validate(&v, g, a) != L5R_OK)
        return broken(p, "validate failed: %s", l5r_error_message());
    if (l5r_game_hash(g) != h)
        return broken(p, "validating a made-up move changed the game");
    int legal = v.legal;
    l5r_game *c = NULL;
    if (l5r_game_clone(&c, g) != L5R_OK)
        return broken(p, "clone failed");
    log = l5r_game_log_count(c); /* a clone starts a log of its own */
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    int rc = l5r_game_apply(c, a, &v);
    int bad = 0;
    char text[256];
    if (l5r_action_format(text, sizeof text, a, NULL) < 0)
        snprintf(text, sizeof text, "(kind %d)", kind);
    if (legal && rc != L5R_OK && rc != L5R_ENOMEM)
        bad = broken(p, "'%s' validates but does not apply: %s", text,
                     l5r_status_name(rc));
    else if (!legal && rc == L5R_OK)
        bad = broken(p, "'%s' is refused by validate but applies", text);
    else if (rc != L5R_OK &&
             (l5r_game_hash(c) != h || l5r_game_log_count(c) != log))
        bad = broken(p, "refused '%s' changed the game", text);
    else if (rc == L5R_EILLEGAL && (v.rule[0] == '\0' || v.message[0] == '\0'))
        bad = broken(p, "refused '%s' without a rule and a reason", text);
    l5r_game_free(c);
    return bad;
}

/* Every listed move validates, without changing the game; with `all`,
   each applies on a clone. */
static int listed_moves(play *p, const l5r_game *g, const l5r_action_list *l,
                        int all)
{
    uint32_t n = l5r_action_list_count(l);
    uint64_t h = l5r_game_hash(g);
    for (uint32_t i = 0; i < n; i++) {
        const l5r_action *a = l5r_action_list_action(l, i);
        l5r_verdict v;
        l5r_verdict_init(&v, L5R_VERDICT_VERSION);
        if (l5r_game_validate(&v, g, a) != L5R_OK || !v.legal)
            return broken(p, "listed '%s' does not validate: %s: %s",
                          l5r_action_list_text(l, i), v.rule, v.message);
        if (!all)
            continue;
        l5r_game *c = NULL;
        if (l5r_game_clone(&c, g) != L5R_OK)
            return broken(p, "clone failed");
        int rc = l5r_game_apply(c, a, &v);
        l5r_game_free(c);
        if (rc != L5R_OK && rc != L5R_ENOMEM)
            return broken(p, "listed '%s' does not apply: %s: %s",
                          l5r_action_list_text(l, i), l5r_status_name(rc),
                          v.message);
    }
    if (l5r_game_hash(g) != h)
        return broken(p, "validating the listed moves changed the game");
    return 0;
}

/* One move: the checks, then the chosen move. 1 when the game is over. */
static int step(play *p, l5r_game *g, unsigned checks, l5r_action *scratch)
{
    uint32_t who = 0, np = l5r_game_player_count(g);
    int kind = 0;
    if (l5r_game_decision(&who, &kind, g) != L5R_OK)
        return broken(p, "no decision: %s", l5r_error_message());
    if (kind == L5R_DECIDE_NONE) {
        if (!l5r_game_is_over(g))
            return broken(p, "no decision, and the game is not over");
        return 1;
    }
    if (who >= np)
        return broken(p, "decision %d of player %u (of %u)", kind, who, np);
    if (checks & FORGE_CHECK_OTHERS)
        for (uint32_t q = 0; q < np; q++) {
            l5r_action_list *o = NULL;
            if (q == who || l5r_game_legal_actions(&o, g, q) != L5R_OK)
                continue;
            uint32_t n = l5r_action_list_count(o);
            l5r_action_list_free(o);
            if (n != 0)
                return broken(p, "p%u has %u moves while p%u decides", q + 1, n,
                              who + 1);
        }
    l5r_action_list *l = NULL;
    int rc = l5r_game_legal_actions(&l, g, who);
    if (rc == L5R_ENOMEM)
        return 1;
    if (rc != L5R_OK)
        return broken(p, "listing p%u's moves failed: %s", who + 1,
                      l5r_status_name(rc));
    uint32_t n = l5r_action_list_count(l);
    if (n == 0) {
        l5r_action_list_free(l);
        return broken(p, "decision %s of p%u has no legal move",
                      l5r_decision_name(kind), who + 1);
    }
    rc = listed_moves(p, g, l, (checks & FORGE_CHECK_ALL_MOVES) != 0);
    if (rc == 0 && (checks & FORGE_CHECK_MADE_UP))
        rc = made_up(p, g, who, scratch);
    if (rc != 0) {
        l5r_action_list_free(l);
        return rc;
    }
    uint32_t k = pick(p->r, l, forge_below(p->r, 2));
    uint32_t log = l5r_game_log_count(g);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    rc = l5r_game_apply(g, l5r_action_list_action(l, k), &v);
    if (rc != L5R_OK && rc != L5R_ENOMEM)
        rc = broken(p, "listed '%s' does not apply: %s: %s",
                    l5r_action_list_text(l, k), l5r_status_name(rc), v.message);
    else if (rc == L5R_OK && l5r_game_log_count(g) != log + 1)
        rc = broken(p, "'%s' applied but was not logged",
                    l5r_action_list_text(l, k));
    else
        rc = 0;
    l5r_action_list_free(l);
    if (rc == 0 && (checks & FORGE_CHECK_RELOAD))
        rc = reload(p, g);
    return rc;
}

int forge_play(l5r_game *g, const l5r_carddb *db, forge_rng *r, uint32_t moves,
               unsigned checks, char *msg, size_t cap)
{
    play p = {db, r, msg, cap, 0};
    l5r_action *scratch = NULL;
    if (cap > 0)
        msg[0] = '\0';
    if (l5r_action_new(&scratch, NULL) != L5R_OK)
        return broken(&p, "out of memory");
    int rc = (checks & FORGE_CHECK_VIEWS) ? ask_everything(&p, g) : 0;
    while (rc == 0 && p.move < moves) {
        rc = step(&p, g, checks, scratch);
        if (rc == 0)
            p.move++;
    }
    l5r_action_free(scratch);
    if (rc < 0)
        return -1;
    if ((checks & FORGE_CHECK_VIEWS) && ask_everything(&p, g) != 0)
        return -1;
    if (reload(&p, g) != 0)
        return -1;
    return (int)p.move;
}
