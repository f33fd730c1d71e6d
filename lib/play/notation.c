/* SPDX-License-Identifier: MIT */
/*
 * notation.c - the text notation of moves: parsing a move and writing its
 * canonical text, with the one table of verbs.
 *
 * The grammar is in l5r/action.h (EBNF); this file is its one
 * implementation, and the table of the fields each kind of move has.
 */
#include "play/play.h"

#include <stdio.h>
#include <stdlib.h>

/* --- names -------------------------------------------------------------------
 */

static const char *const verbs[] = {
    NULL,     "pass", "produce", "recruit", "discard", "play", "attack",
    "assign", "use",  "fight",   "focus",   "strike",  "take"};

const char *l5r_notation__verb(uint32_t kind)
{
    return kind < L5R_ARRAY_LEN(verbs) && verbs[kind] != NULL ? verbs[kind]
                                                              : "";
}

/* The fields each kind of move has in the notation. */
enum {
    F_CARD = 1,
    F_ON = 2,
    F_VALUE = 4,
    F_ABILITY = 8,
    F_COSTS = 16,
    F_TARGETS = 32
};
static const uint8_t fields[] = {[L5R_ACT_PASS] = 0,
                                 [L5R_ACT_PRODUCE] = F_CARD,
                                 [L5R_ACT_RECRUIT] = F_CARD | F_ON | F_VALUE,
                                 [L5R_ACT_DISCARD] = F_CARD,
                                 [L5R_ACT_PLAY] = F_CARD | F_ON,
                                 [L5R_ACT_ATTACK] = F_VALUE,
                                 [L5R_ACT_ASSIGN] = F_CARD | F_VALUE,
                                 [L5R_ACT_USE] =
                                     F_CARD | F_ABILITY | F_COSTS | F_TARGETS,
                                 [L5R_ACT_FIGHT] = F_VALUE,
                                 [L5R_ACT_FOCUS] = F_CARD,
                                 [L5R_ACT_STRIKE] = 0,
                                 [L5R_ACT_TAKE] = F_CARD};
_Static_assert(L5R_ARRAY_LEN(fields) == L5R_ACT_TAKE + 1,
               "a row of fields per kind of move");

const char *l5r_notation__stray_field(const l5r_action *a)
{
    uint8_t f = a->kind < L5R_ARRAY_LEN(fields) ? fields[a->kind] : 0;
    if (!(f & F_CARD) && a->card != L5R_NO)
        return "a card";
    if (!(f & F_ON) && a->on != L5R_NO)
        return "a card it is on";
    if (!(f & F_VALUE) && a->value != L5R_NO)
        return "a value";
    if (!(f & F_ABILITY) && a->ability != L5R_NO)
        return "an ability";
    if (!(f & F_COSTS) && a->ncosts > 0)
        return "costs";
    if (!(f & F_TARGETS) && a->ntargets > 0)
        return "targets";
    if (a->kind == L5R_ACT_RECRUIT && a->value != L5R_NO && a->value != 1)
        return "a value other than face-down";
    if (a->kind == L5R_ACT_RECRUIT && a->value == 1 && a->on != L5R_NO)
        return "both face-down and a card it replaces";
    return NULL;
}

/* --- format ----------------------------------------------------------------
 */

typedef struct outbuf {
    char *buf;
    size_t cap, len;
} outbuf;

/* Append a string; o->len counts what would be written, past the end of
   the buffer too, and the buffer stays NUL-terminated. No printf: a move
   is formatted for the log at every move applied. */
static void put(outbuf *o, const char *str)
{
    for (; *str != '\0'; str++, o->len++)
        if (o->len + 1 < o->cap)
            o->buf[o->len] = *str;
    if (o->cap > 0)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
}

/* Append `before`, then v in decimal (as "%u" writes it). */
static void put_u(outbuf *o, const char *before, uint32_t v)
{
    char tmp[11];
    size_t i = sizeof tmp;
    tmp[--i] = '\0';
    do
        tmp[--i] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    put(o, before);
    put(o, tmp + i);
}

int l5r_action_format(char *buf, size_t cap, const l5r_action *a,
                      size_t *needed)
{
    L5R_ACTION_CHECK(a);
    if (buf == NULL && cap > 0)
        return l5r_errors__error(L5R_EINVAL, "buf is NULL");
    if (a->kind < L5R_ACT_PASS || a->kind > L5R_ACT_TAKE)
        return l5r_errors__error(L5R_EINVAL, "the action has no kind");
    outbuf o = {buf, cap, 0};
    if (cap > 0)
        buf[0] = '\0';
    if (a->player != L5R_NO) {
        put_u(&o, "p", a->player + 1);
        put(&o, " ");
    }
    put(&o, verbs[a->kind]);
    switch (a->kind) {
    case L5R_ACT_PRODUCE:
    case L5R_ACT_DISCARD:
    case L5R_ACT_FOCUS:
    case L5R_ACT_TAKE:
        put_u(&o, " #", a->card);
        break;
    case L5R_ACT_RECRUIT:
        put_u(&o, " #", a->card);
        if (a->value == 1)
            put(&o, " face-down");
        if (a->on != L5R_NO)
            put_u(&o, " replace #", a->on);
        break;
    case L5R_ACT_PLAY:
        put_u(&o, " #", a->card);
        if (a->on != L5R_NO)
            put_u(&o, " on #", a->on);
        break;
    case L5R_ACT_ATTACK:
        put_u(&o, " p", a->value + 1);
        break;
    case L5R_ACT_ASSIGN:
        put_u(&o, " #", a->card);
        put_u(&o, " to ", a->value);
        break;
    case L5R_ACT_FIGHT:
        put_u(&o, " ", a->value);
        break;
    case L5R_ACT_USE:
        if (a->card != L5R_NO) {
            put_u(&o, " #", a->card);
            put_u(&o, ".", a->ability);
        } else {
            put(&o, " ");
            put(&o, l5r_player_ability_name((int)a->ability) != NULL
                        ? l5r_player_ability_name((int)a->ability)
                        : "?");
        }
        for (uint32_t i = 0; i < a->ncosts; i++)
            put_u(&o,
                  a->how[i] == L5R_PAY_BOW    ? " bow #"
                  : a->how[i] == L5R_PAY_WITH ? " with #"
                                              : " discard #",
                  a->costs[i]);
        if (a->ntargets > 0) {
            put(&o, " target");
            for (uint32_t i = 0; i < a->ntargets; i++) {
                uint32_t t = a->targets[i];
                if ((t & 0xff000000u) == 0xf0000000u) /* a player */
                    put_u(&o, " p", (t & 0xffu) + 1);
                else if ((t & 0xff000000u) == 0xd0000000u) /* a token */
                    put_u(&o, " t", t & 0x00ffffffu);
                else if ((t & 0xff000000u) == 0xe0000000u) { /* a province */
                    put_u(&o, " p", ((t >> 8) & 0xffu) + 1);
                    put_u(&o, ":", (t & 0xffu) + 1);
                } else
                    put_u(&o, " #", t);
            }
        }
        break;
    default:
        break;
    }
    if (needed != NULL)
        *needed = o.len;
    if (o.len >= cap)
        return l5r_errors__error(L5R_EBUFSIZE, "%zu bytes needed", o.len + 1);
    return (int)o.len;
}

/* --- parse -----------------------------------------------------------------
 */

typedef struct lexer {
    const char *s;
    size_t pos;
    char tok[48];
    size_t tok_col; /* 1-based */
} lexer;

/* The next blank-separated token, or false at the end. */
static bool next(lexer *l)
{
    while (l->s[l->pos] == ' ' || l->s[l->pos] == '\t')
        l->pos++;
    if (l->s[l->pos] == '\0' || l->s[l->pos] == '\n' || l->s[l->pos] == '\r')
        return false;
    l->tok_col = l->pos + 1;
    size_t n = 0;
    while (l->s[l->pos] != '\0' && l->s[l->pos] != ' ' &&
           l->s[l->pos] != '\t' && l->s[l->pos] != '\n' &&
           l->s[l->pos] != '\r') {
        if (n + 1 < sizeof l->tok)
            l->tok[n++] = l->s[l->pos];
        l->pos++;
    }
    l->tok[n] = '\0';
    if (n + 1 >= sizeof l->tok) {
        /* Too long to be any word of the notation: make it match nothing
           rather than cut it down to something that does. */
        l->tok[0] = '\x01';
        l->tok[1] = '\0';
    }
    return true;
}

static int perr(const lexer *l, const char *what)
{
    return l5r_errors__error(L5R_ESYNTAX, "column %zu: %s", l->tok_col, what);
}

/* A decimal number with no sign, fitting in uint32. */
static bool number(const char *s, uint32_t *out)
{
    if (*s < '0' || *s > '9')
        return false;
    uint64_t v = 0;
    for (; *s >= '0' && *s <= '9'; s++) {
        v = v * 10 + (uint64_t)(*s - '0');
        if (v > 0xfffffffeu)
            return false;
    }
    if (*s != '\0')
        return false;
    *out = (uint32_t)v;
    return true;
}

static bool card_ref(const char *t, uint32_t *out)
{
    return t[0] == '#' && number(t + 1, out);
}

static bool player_ref(const char *t, uint32_t *out)
{
    uint32_t n;
    if (t[0] != 'p' || !number(t + 1, &n) || n == 0)
        return false;
    *out = n - 1;
    return true;
}

/* A target that is not a card: "pN" (a player), "pN:M" (a province) or
   "tN" (a token, by its ID). */
static bool other_ref(const char *t, uint32_t *out)
{
    char buf[32];
    size_t n = strlen(t);
    if (n >= sizeof buf)
        return false;
    if (t[0] == 't') {
        uint32_t id;
        if (!number(t + 1, &id) || id > 0x00ffffffu)
            return false;
        *out = 0xd0000000u | id;
        return true;
    }
    memcpy(buf, t, n + 1);
    char *colon = strchr(buf, ':');
    uint32_t player, prov;
    if (colon == NULL) {
        if (!player_ref(buf, &player) || player > 0xff)
            return false;
        *out = 0xf0000000u | player;
        return true;
    }
    *colon = '\0';
    if (!player_ref(buf, &player) || player > 0xff ||
        !number(colon + 1, &prov) || prov == 0 || prov > 0x100)
        return false;
    *out = 0xe0000000u | (player << 8) | (prov - 1);
    return true;
}

static int expect_card(lexer *l, uint32_t *out)
{
    if (!next(l))
        return l5r_errors__error(
            L5R_ESYNTAX, "column %zu: a card (#N) is missing", l->pos + 1);
    if (!card_ref(l->tok, out))
        return perr(l, "expected a card (#N)");
    return L5R_OK;
}

int l5r_action_parse(l5r_action *a, const char *text)
{
    L5R_ACTION_CHECK(a);
    if (text == NULL)
        return l5r_errors__error(L5R_EINVAL, "text is NULL");
    l5r_action r;
    l5r_game__action_reset(&r);
    lexer l = {text, 0, "", 1};
    if (!next(&l))
        return l5r_errors__error(L5R_ESYNTAX, "column 1: an empty move");
    if (player_ref(l.tok, &r.player) && !next(&l))
        return perr(&l, "a player but no move");
    for (uint32_t k = L5R_ACT_PASS; k <= L5R_ACT_TAKE; k++)
        if (strcmp(l.tok, verbs[k]) == 0)
            r.kind = k;
    if (r.kind == L5R_ACT_NONE)
        return perr(&l, "unknown move (expected pass, produce, recruit, "
                        "discard, play, attack, assign, fight, use, focus, "
                        "strike or take)");
    int rc = L5R_OK;
    switch (r.kind) {
    case L5R_ACT_PRODUCE:
    case L5R_ACT_DISCARD:
    case L5R_ACT_FOCUS:
    case L5R_ACT_TAKE:
        rc = expect_card(&l, &r.card);
        break;
    case L5R_ACT_RECRUIT:
        rc = expect_card(&l, &r.card);
        if (rc == L5R_OK && next(&l)) {
            if (strcmp(l.tok, "face-down") == 0)
                r.value = 1;
            else if (strcmp(l.tok, "replace") == 0)
                rc = expect_card(&l, &r.on);
            else
                return perr(&l, "expected 'face-down', 'replace #N' or the "
                                "end");
        }
        break;
    case L5R_ACT_PLAY:
        rc = expect_card(&l, &r.card);
        if (rc == L5R_OK && next(&l)) {
            if (strcmp(l.tok, "on") != 0)
                return perr(&l, "expected 'on'");
            rc = expect_card(&l, &r.on);
        }
        break;
    case L5R_ACT_ATTACK:
        if (!next(&l) || !player_ref(l.tok, &r.value))
            return perr(&l, "expected the player attacked (pN)");
        break;
    case L5R_ACT_ASSIGN:
        rc = expect_card(&l, &r.card);
        if (rc != L5R_OK)
            break;
        if (!next(&l) || strcmp(l.tok, "to") != 0)
            return perr(&l, "expected 'to'");
        if (!next(&l) || !number(l.tok, &r.value))
            return perr(&l, "expected a battlefield number");
        break;
    case L5R_ACT_FIGHT:
        if (!next(&l) || !number(l.tok, &r.value))
            return perr(&l, "expected a battlefield number");
        break;
    case L5R_ACT_USE: {
        if (!next(&l))
            return perr(&l, "expected an ability (#N.A or a name)");
        char *dot = strchr(l.tok, '.');
        if (l.tok[0] == '#' && dot != NULL) {
            *dot = '\0';
            if (!card_ref(l.tok, &r.card) || !number(dot + 1, &r.ability))
                return perr(&l, "expected an ability #N.A");
        } else {
            for (int i = 1; l5r_player_ability_name(i) != NULL; i++)
                if (strcmp(l.tok, l5r_player_ability_name(i)) == 0)
                    r.ability = (uint32_t)i;
            if (r.ability == L5R_NO)
                return perr(&l, "unknown player ability");
        }
        bool targets = false;
        while (rc == L5R_OK && next(&l)) {
            uint32_t c;
            if (targets && (card_ref(l.tok, &c) || other_ref(l.tok, &c))) {
                if (r.ntargets >= L5R_ARRAY_LEN(r.targets))
                    return perr(&l, "more than 8 targets");
                r.targets[r.ntargets++] = c;
            } else if (!targets && (strcmp(l.tok, "bow") == 0 ||
                                    strcmp(l.tok, "discard") == 0 ||
                                    strcmp(l.tok, "with") == 0)) {
                uint8_t how = l.tok[0] == 'b'   ? L5R_PAY_BOW
                              : l.tok[0] == 'w' ? L5R_PAY_WITH
                                                : L5R_PAY_DISCARD;
                if (r.ncosts >= L5R_ARRAY_LEN(r.costs))
                    return perr(&l, "more than 8 cost choices");
                rc = expect_card(&l, &c);
                r.how[r.ncosts] = how;
                r.costs[r.ncosts++] = c;
            } else if (!targets && strcmp(l.tok, "target") == 0) {
                targets = true;
            } else {
                return perr(&l, targets ? "expected a target card (#N)"
                                        : "expected bow, discard, with or "
                                          "target");
            }
        }
        if (rc == L5R_OK && targets && r.ntargets == 0)
            return l5r_errors__error(
                L5R_ESYNTAX, "column %zu: 'target' without a card", l.pos + 1);
        break;
    }
    default:
        break;
    }
    if (rc != L5R_OK)
        return rc;
    if (next(&l))
        return perr(&l, "unexpected text after the move");
    /* One move is one line: nothing may follow a line break. */
    for (size_t i = l.pos; text[i] != '\0'; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r' &&
            text[i] != '\n')
            return l5r_errors__error(
                L5R_ESYNTAX,
                "column %zu: text after the end of the move's "
                "line",
                i + 1);
    *a = r;
    return L5R_OK;
}
