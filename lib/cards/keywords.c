/* SPDX-License-Identifier: MIT */
/*
 * keywords.c - the Lotus keyword rule (KEY-01 .. KEY-05).
 *
 * Two jobs: l5r_keywords__norm folds one keyword to a canonical form (KEY-05),
 * and l5r_keywords__split cuts a traits entry into keywords (KEY-03, KEY-04)
 * and reads the traits that carry values (Yu, Ninjutsu, Experienced, Soul of).
 * Everything is ASCII-only byte work on caller buffers: no locale, no heap.
 */
#include "cards/keywords.h"

#include <string.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- ASCII helpers ---------------------------------------------------- */

static bool is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
           c == '\f';
}

static char to_lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
}

static bool is_vowel(char c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

static bool is_cons(char c)
{
    return c >= 'a' && c <= 'z' && !is_vowel(c);
}

static bool ends_with(const char *w, size_t n, const char *suf)
{
    size_t k = strlen(suf);
    return n >= k && memcmp(w + n - k, suf, k) == 0;
}

/* ---- KEY-05: folding one word ----------------------------------------- */

/* Whole words the suffix rules would get wrong (NULL: keep the word). */
static const struct {
    const char *word;
    const char *norm; /* never longer than `word` */
} kw_words[] = {
    /* look plural or past tense, but are not */
    {"chaos", NULL},
    {"mantis", NULL}, /* but "Senseis", "Onis" are plurals */
    {"iris", NULL},
    {"sacred", NULL},
    {"wicked", NULL},
    {"naked", NULL},
    {"kindred", NULL},
    {"hundred", NULL},
    {"beloved", NULL},
    {"specimen", NULL},
    {"abdomen", NULL},
    {"regimen", NULL},
    /* irregular plurals */
    {"wolves", "wolf"},
    {"thieves", "thief"},
    {"knives", "knife"},
    {"halves", "half"},
    {"heroes", "hero"},
    {"axes", "axe"},
    {"children", "child"},
    /* past tenses whose silent "e" the rules cannot guess */
    {"created", "create"},
    {"exiled", "exile"},
};

/*
 * Suffix rules, first match wins (the word must have at least `min`
 * letters). `repl` NULL keeps the word; `fix_stem` marks "-ed", whose stem
 * is then undoubled ("Stunned") or given back its silent "e" ("Cursed").
 */
static const struct {
    const char *suffix;
    size_t min;
    const char *repl; /* never longer than `suffix` */
    bool fix_stem;
} kw_suffixes[] = {
    /* plurals (KEY-05) */
    {"ss", 0, NULL, false},   /* Kiss, Bless: not plural */
    {"us", 0, NULL, false},   /* Lotus, Focus */
    {"ies", 5, "y", false},   /* Ladies, Armies */
    {"sses", 0, "ss", false}, /* Kisses */
    {"ches", 0, "ch", false}, /* Witches */
    {"shes", 0, "sh", false}, /* Bushes */
    {"xes", 0, "x", false},   /* Foxes */
    {"zzes", 0, "zz", false},
    {"s", 4, "", false},      /* Forests, Clans; "Yes", "Gas" are too short */
    {"men", 5, "man", false}, /* Bowmen, Women */
    /* tenses (KEY-05) */
    {"eed", 0, NULL, false}, /* Seed, Steed, Need */
    {"ied", 5, "y", false},  /* Allied, Unified */
    {"ed", 5, "", true},     /* Corrupted, Stunned; "Red", "Shed" too short */
};

/*
 * After "-ed" is removed: does the stem take back a silent "e"? First
 * match wins; '#' stands for any consonant.
 */
static const struct {
    const char *end;
    bool add_e;
} kw_silent_e[] = {
    {"ss", false}, /* Blessed */
    {"ll", false}, /* Killed */
    {"zz", false}, /* Buzzed */
    {"ng", false}, /* Hanged */
    {"rl", false}, /* Hurled */
    {"wl", false}, /* Howled */
    {"s", true},   /* Cursed, Caused */
    {"c", true},   /* Experienced, Forced */
    {"v", true},   /* Enslaved */
    {"u", true},   /* Subdued, Plagued */
    {"z", true},   /* Seized */
    {"#g", true},  /* Charged, Judged */
    {"#l", true},  /* Crippled, Ennobled */
    {"#ar", true}, /* Prepared */
    {"#ir", true}, /* Inspired */
    {"#ur", true}, /* Cured, Conjured */
    {"#at", true}, /* Related */
    {"#ut", true}, /* Executed */
};

static bool end_matches(const char *w, size_t n, const char *pat)
{
    size_t k = strlen(pat);
    if (n < k)
        return false;
    for (size_t i = 0; i < k; i++) {
        char c = w[n - k + i];
        if (pat[i] == '#' ? !is_cons(c) : pat[i] != c)
            return false;
    }
    return true;
}

/* Porter's *o: the stem is one syllable ending consonant-vowel-consonant,
   the last not w, x or y ("Named", "Fated", "Ruled"). */
static bool short_cvc(const char *w, size_t n)
{
    if (n < 3 || !is_cons(w[n - 3]) || !is_vowel(w[n - 2]) ||
        !is_cons(w[n - 1]) || strchr("wxy", w[n - 1]) != NULL)
        return false;
    size_t i = n - 3;
    while (i > 0 && is_cons(w[i - 1]))
        i--;
    return i == 0; /* nothing but consonants before the last vowel */
}

/* The stem left by "-ed": "stunn" -> "stun", "curs" -> "curse". */
static size_t fix_stem(char *w, size_t n)
{
    char last = w[n - 1];
    if (n >= 2 && last == w[n - 2] && is_cons(last) && last != 'l' &&
        last != 's' && last != 'z')
        return n - 1;
    for (size_t i = 0; i < ARRAY_LEN(kw_silent_e); i++) {
        if (end_matches(w, n, kw_silent_e[i].end)) {
            if (!kw_silent_e[i].add_e)
                return n;
            w[n] = 'e'; /* room: "ed" was just removed */
            return n + 1;
        }
    }
    if (short_cvc(w, n)) {
        w[n] = 'e';
        return n + 1;
    }
    return n;
}

/* Fold one lowercased word in place (it only shrinks); the new length. */
static size_t fold_word(char *w, size_t n)
{
    /* KEY-05: possessives "Forest's", "Forests'" */
    if (n > 2 && w[n - 2] == '\'' && w[n - 1] == 's')
        n -= 2;
    else if (n > 1 && w[n - 1] == '\'')
        n -= 1;

    /* Every whole word and suffix below ends in s, d or n. */
    if (n == 0 || (w[n - 1] != 's' && w[n - 1] != 'd' && w[n - 1] != 'n'))
        return n;
    for (size_t i = 0; i < ARRAY_LEN(kw_words); i++) {
        const char *x = kw_words[i].word;
        if (x[0] == w[0] && strlen(x) == n && memcmp(w, x, n) == 0) {
            if (kw_words[i].norm == NULL)
                return n;
            n = strlen(kw_words[i].norm);
            memcpy(w, kw_words[i].norm, n);
            return n;
        }
    }
    /* KEY-05: plurals and tenses */
    for (size_t i = 0; i < ARRAY_LEN(kw_suffixes); i++) {
        const char *suf = kw_suffixes[i].suffix;
        if (n < kw_suffixes[i].min || !ends_with(w, n, suf))
            continue;
        if (kw_suffixes[i].repl == NULL)
            return n;
        size_t r = strlen(kw_suffixes[i].repl);
        n -= strlen(suf);
        memcpy(w + n, kw_suffixes[i].repl, r);
        n += r;
        return kw_suffixes[i].fix_stem ? fix_stem(w, n) : n;
    }
    return n;
}

int l5r_keywords__norm(const char *kw, size_t len, char *out, size_t cap)
{
    if (kw == NULL || out == NULL || cap == 0)
        return -1;
    size_t o = 0, i = 0;
    for (;;) {
        while (i < len && is_space((unsigned char)kw[i]))
            i++;
        if (i == len)
            break;
        /* one word, case-folded, into a scratch buffer */
        char w[L5R_KW_MAX];
        size_t n = 0;
        while (i < len && !is_space((unsigned char)kw[i])) {
            char c = kw[i++];
            if ((unsigned char)c == 0xE2 && i + 1 < len &&
                (unsigned char)kw[i] == 0x80 &&
                (unsigned char)kw[i + 1] == 0x99) {
                c = '\''; /* U+2019 */
                i += 2;
            }
            if (n == sizeof w)
                return -1;
            w[n++] = to_lower(c);
        }
        n = fold_word(w, n);
        size_t need = (o > 0) + n + 1; /* separator, word, NUL */
        if (need > cap - o)
            return -1;
        if (o > 0)
            out[o++] = ' ';
        memcpy(out + o, w, n);
        o += n;
    }
    if (o == 0)
        return -1; /* empty or all white space */
    out[o] = '\0';
    return (int)o;
}

bool l5r_keywords__equal(const char *a, const char *b)
{
    char na[L5R_KW_MAX], nb[L5R_KW_MAX];
    if (a == NULL || b == NULL)
        return false;
    if (l5r_keywords__norm(a, strlen(a), na, sizeof na) < 0 ||
        l5r_keywords__norm(b, strlen(b), nb, sizeof nb) < 0)
        return false;
    return strcmp(na, nb) == 0;
}

/* ---- KEY-02: words the keyword rule does not apply to ----------------- */

static const char *const kw_game_terms[] = {
    /* major card types */
    "stronghold",
    "sensei",
    "wind",
    "personality",
    "follower",
    "item",
    "spell",
    "ring",
    "holding",
    "region",
    "event",
    "action",
    "strategy",
    "celestial",
    "ancestor",
    "card",
    /* formally defined game terms */
    "army",
    "attacker",
    "defender",
    "infantry",
    "unit",
    "battlefield",
    "province",
    "home",
    "token",
    "favor",
    "imperial favor",
    "dynasty",
    "fate",
};

bool l5r_keywords__is_game_term(const char *norm)
{
    if (norm == NULL)
        return false;
    for (size_t i = 0; i < ARRAY_LEN(kw_game_terms); i++) {
        if (norm[0] == kw_game_terms[i][0] &&    /* cheap first */
            strcmp(norm, kw_game_terms[i]) == 0) /* KEY-02 */
            return true;
    }
    return false;
}

/* ---- KEY-03, KEY-04: splitting a traits entry ------------------------- */

void l5r_keywords__values_init(l5r_kw_values *v)
{
    if (v == NULL)
        return;
    v->yu = -1;
    v->ninjutsu = -1;
    v->experience = 0;
    v->soul_of = NULL;
    v->soul_of_len = 0;
    v->soul_of_experience = 0;
}

/* Always one keyword, whatever factions are loaded (KEY-04). */
static const char *const kw_builtin_phrases[] = {"Clan Champion",
                                                 "Battle Maiden"};

typedef struct kw_word {
    const char *s;
    size_t len;
} kw_word;

/*
 * Length of the separator at t[i..n): white space or a bullet ("*",
 * U+2022 "•", U+00B7 "·"); 0 if none. Sets *bullet for a bullet.
 */
static size_t sep_len(const char *t, size_t n, size_t i, bool *bullet)
{
    const unsigned char *u = (const unsigned char *)t + i;
    size_t left = n - i;
    *bullet = true;
    if (u[0] == '*')
        return 1;
    if (left >= 2 && u[0] == 0xC2 && u[1] == 0xB7)
        return 2;
    if (left >= 3 && u[0] == 0xE2 && u[1] == 0x80 && u[2] == 0xA2)
        return 3;
    *bullet = false;
    return is_space(u[0]) ? 1 : 0;
}

/*
 * The next word at or after *pos (KEY-03: bullets and white space
 * separate words; a hyphen does not). *bullet tells whether a bullet was
 * crossed on the way. False at the end of the text.
 */
static bool next_word(const char *t, size_t n, size_t *pos, kw_word *w,
                      bool *bullet)
{
    size_t i = *pos, k;
    bool b;
    *bullet = false;
    while (i < n && (k = sep_len(t, n, i, &b)) > 0) {
        *bullet = *bullet || b;
        i += k;
    }
    if (i == n)
        return false;
    size_t start = i;
    for (; i < n; i++) {
        unsigned char c = (unsigned char)t[i];
        /* most bytes are printable ASCII, which only '*' separates */
        if ((c <= ' ' || c >= 0x80 || c == '*') && sep_len(t, n, i, &b) > 0)
            break;
    }
    w->s = t + start;
    w->len = i - start;
    *pos = i;
    return true;
}

/* The next word, if it is in the same bullet segment. */
static bool peek_word(const char *t, size_t n, size_t pos, kw_word *w,
                      size_t *after)
{
    bool bullet;
    *after = pos;
    return next_word(t, n, after, w, &bullet) && !bullet;
}

static bool word_eq_ci(kw_word a, kw_word b)
{
    if (a.len != b.len)
        return false;
    for (size_t i = 0; i < a.len; i++) {
        if (to_lower(a.s[i]) != to_lower(b.s[i]))
            return false;
    }
    return true;
}

static bool word_is(kw_word w, const char *lit)
{
    kw_word l = {lit, strlen(lit)};
    return word_eq_ci(w, l);
}

/* The same keyword after KEY-05 folding. Folding changes a word's end
   only (and a U+2019 apostrophe anywhere), so two words whose first
   letters differ, neither an apostrophe, are not the same; two equal
   but for case are. */
static bool word_equiv(kw_word a, kw_word b)
{
    if (a.len == 0 || b.len == 0)
        return false;
    unsigned char a0 = (unsigned char)a.s[0], b0 = (unsigned char)b.s[0];
    if (to_lower((char)a0) != to_lower((char)b0) && a0 != 0xE2 && b0 != 0xE2 &&
        a0 != '\'' && b0 != '\'')
        return false;
    if (a.len < L5R_KW_MAX && word_eq_ci(a, b))
        return true; /* (a word too long to fold is no keyword) */
    char na[L5R_KW_MAX], nb[L5R_KW_MAX];
    return l5r_keywords__norm(a.s, a.len, na, sizeof na) >= 0 &&
           l5r_keywords__norm(b.s, b.len, nb, sizeof nb) >= 0 &&
           strcmp(na, nb) == 0;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* A trait value: one or two digits (0..99); -1 otherwise. */
static int parse_num(kw_word w)
{
    if (w.len == 0 || w.len > 2)
        return -1;
    int v = 0;
    for (size_t i = 0; i < w.len; i++) {
        if (!is_digit(w.s[i]))
            return -1;
        v = v * 10 + (w.s[i] - '0');
    }
    return v;
}

/*
 * Does `phrase` match the words of `t` from offset `start` on, inside one
 * bullet segment? Words before the last compare case-insensitively, the
 * last one with KEY-05 folding ("Mantis Clans"). Returns the offset just
 * past the match (0: no match) and its word count in *nwords.
 */
static size_t match_phrase(const char *t, size_t n, size_t start,
                           const char *phrase, size_t *nwords)
{
    size_t plen = strlen(phrase), pp = 0, tp = start, count = 0;
    kw_word pw, tw, nextpw;
    bool bullet;
    if (!next_word(phrase, plen, &pp, &pw, &bullet))
        return 0;
    for (;;) {
        if (!next_word(t, n, &tp, &tw, &bullet) || (count > 0 && bullet))
            return 0;
        bool last = !next_word(phrase, plen, &pp, &nextpw, &bullet);
        if (last ? !word_equiv(tw, pw) : !word_eq_ci(tw, pw))
            return 0;
        count++;
        if (last) {
            *nwords = count;
            return tp;
        }
        pw = nextpw;
    }
}

/*
 * KEY-04: the longest multi-word phrase (most words) at
 * `start`; returns the offset past it, or 0. A one-word phrase ("Ratling")
 * is a word like any other and is left to the caller's loop.
 */
static size_t best_phrase(const char *t, size_t n, size_t start,
                          const char *const *phrases, size_t np)
{
    size_t nb = ARRAY_LEN(kw_builtin_phrases), best_end = 0, best_words = 0;
    if (phrases == NULL)
        np = 0;
    /* The first letter of the word at `start` rules most phrases out
       before the word-by-word match. */
    size_t tp = start;
    kw_word tw;
    bool bullet;
    if (!next_word(t, n, &tp, &tw, &bullet))
        return 0;
    char first = to_lower(tw.s[0]);
    for (size_t i = 0; i < nb + np; i++) {
        const char *p = i < nb ? kw_builtin_phrases[i] : phrases[i - nb];
        size_t words = 0, end;
        if (p == NULL)
            continue;
        const char *q = p;
        while (is_space((unsigned char)*q))
            q++;
        /* A one-word phrase is left to the caller: only those with a
           blank after their first word are tried. */
        if (to_lower(*q) != first)
            continue;
        const char *gap = q;
        while (*gap != '\0' && !is_space((unsigned char)*gap))
            gap++;
        while (is_space((unsigned char)*gap))
            gap++;
        if (*gap == '\0' || (end = match_phrase(t, n, start, p, &words)) == 0)
            continue;
        if (words < 2)
            continue;
        if (words > best_words) { /* the longest first */
            best_words = words;
            best_end = end;
        }
    }
    return best_end;
}

/* Where keywords go. */
typedef struct kw_out {
    const char *t;
    l5r_kw_emit_fn emit;
    void *ud;
} kw_out;

static int emit_span(const kw_out *o, size_t from, size_t to)
{
    return o->emit != NULL ? o->emit(o->ud, o->t + from, to - from) : 0;
}

/* KEY-03: each word of t[from..to) is its own keyword. */
static int emit_words(const kw_out *o, size_t from, size_t to)
{
    kw_word w;
    bool bullet;
    while (next_word(o->t, to, &from, &w, &bullet)) {
        int rc = emit_span(o, (size_t)(w.s - o->t), from);
        if (rc != 0)
            return rc;
    }
    return 0;
}

/*
 * "Yu N", "Ninjutsu N", "Experienced [N]": records the value and moves
 * *pos past the number. 1 if `w` is such a trait, 0 if not, -1 if its
 * number is bad.
 */
static int read_value(const char *t, size_t n, size_t *pos, kw_word w,
                      l5r_kw_values *v)
{
    int *slot;
    bool optional = false;
    if (word_is(w, "Yu")) {
        slot = &v->yu;
    } else if (word_is(w, "Ninjutsu")) {
        slot = &v->ninjutsu;
    } else if (word_is(w, "Experienced")) {
        slot = &v->experience;
        optional = true;
    } else {
        return 0;
    }
    kw_word num;
    size_t after;
    bool has = peek_word(t, n, *pos, &num, &after);
    if (optional && (!has || !is_digit(num.s[0]))) {
        *slot = 1; /* a bare "Experienced" */
        return 1;
    }
    int val = has ? parse_num(num) : -1;
    if (val < 0)
        return -1;
    *slot = val;
    *pos = after;
    return 1;
}

/* Are the words from `pos` on "Experienced" or "Experienced N" and nothing
   more? Then *exp is the level (1 for a bare "Experienced"). */
static bool trailing_experience(const char *t, size_t n, size_t pos, int *exp)
{
    kw_word w, num;
    size_t after, rest;
    if (!peek_word(t, n, pos, &w, &after) || !word_is(w, "Experienced"))
        return false;
    if (!peek_word(t, n, after, &num, &rest)) {
        *exp = 1;
        return true;
    }
    int val = is_digit(num.s[0]) ? parse_num(num) : -1;
    if (val < 0 || peek_word(t, n, rest, &w, &after))
        return false;
    *exp = val;
    return true;
}

/* "Soul of [Experienced [N]] TITLE", from just after "of" to the end; the
   level may follow the title instead ("Soul of TITLE Experienced N", as
   some printings have it). */
static int read_soul_of(const char *t, size_t n, size_t pos, l5r_kw_values *v)
{
    kw_word w, num;
    size_t after;
    bool bullet;
    int exp = 0;
    if (peek_word(t, n, pos, &w, &after) && word_is(w, "Experienced")) {
        exp = 1;
        pos = after;
        if (peek_word(t, n, pos, &num, &after) && is_digit(num.s[0])) {
            if ((exp = parse_num(num)) < 0)
                return -1;
            pos = after;
        }
    }
    if (!next_word(t, n, &pos, &w, &bullet))
        return -1; /* no TITLE */
    const char *title = w.s;
    size_t end = pos;
    int after_title;
    while (!trailing_experience(t, n, pos, &after_title) &&
           next_word(t, n, &pos, &w, &bullet))
        end = pos;
    if (trailing_experience(t, n, pos, &after_title)) {
        if (exp != 0)
            return -1; /* the level twice */
        exp = after_title;
    }
    v->soul_of = title;
    v->soul_of_len = (size_t)(t + end - title);
    v->soul_of_experience = exp;
    return 0;
}

int l5r_keywords__split(const char *text, size_t len,
                        const char *const *phrases, size_t n, l5r_kw_values *v,
                        l5r_kw_emit_fn emit, void *ud)
{
    static const kw_word tribe = {"tribe", 5};
    kw_out o = {text, emit, ud};
    size_t pos = 0, pend = 0, after;
    bool pending = false, bullet;
    kw_word w, w2;
    int rc;

    if (text == NULL)
        len = 0;
    while (next_word(text, len, &pos, &w, &bullet)) {
        size_t ws = (size_t)(w.s - text), we = pos;
        /* KEY-03: a bullet ends the pending words */
        if (bullet && pending) {
            if ((rc = emit_words(&o, pend, ws)) != 0)
                return rc;
            pending = false;
        }
        if (v != NULL && word_is(w, "Soul") &&
            peek_word(text, len, pos, &w2, &after) && word_is(w2, "of")) {
            if (pending && (rc = emit_words(&o, pend, ws)) != 0)
                return rc;
            return read_soul_of(text, len, after, v);
        }
        size_t next = pos, end;
        int val = v != NULL ? read_value(text, len, &next, w, v) : 0;
        if (val < 0)
            return -1;
        if (val > 0) {
            end = we; /* the word is the keyword, its number is not */
        } else if ((end = best_phrase(text, len, ws, phrases, n)) > 0) {
            next = end; /* KEY-04 */
        } else if (word_equiv(w, tribe)) {
            /* KEY-04: the segment up to "Tribe" is one keyword */
            if (!pending)
                pend = ws;
            pending = false;
            if ((rc = emit_span(&o, pend, we)) != 0)
                return rc;
            continue;
        } else {
            if (!pending)
                pend = ws;
            pending = true;
            continue;
        }
        if (pending && (rc = emit_words(&o, pend, ws)) != 0)
            return rc;
        pending = false;
        if ((rc = emit_span(&o, ws, end)) != 0)
            return rc;
        pos = next;
    }
    return pending ? emit_words(&o, pend, len) : 0;
}
