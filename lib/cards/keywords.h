/* SPDX-License-Identifier: MIT */
/*
 * keywords.h - the Lotus keyword rule (KEY-01 .. KEY-05) in one place.
 *
 * Everything that asks "is this card a X?" goes through here: the card
 * database stores each card's keywords in normalized form (computed once,
 * at load), and queries normalize the word they ask about the same way.
 */
#ifndef L5R_KEYWORDS_H
#define L5R_KEYWORDS_H

#include <stdbool.h>
#include <stddef.h>

/* Longest normalized keyword, terminating NUL included. */
#define L5R_KW_MAX 128

/*
 * Normalize one keyword (a single word, or one multi-word keyword such as
 * "Mantis Clan" or "Clan Champion") into `out` (KEY-05):
 *  - ASCII letters lowercased; inner white space folded to one space;
 *    typographic apostrophes (U+2019) read as "'";
 *  - possessives folded: "Forest's" and "Forests'" -> "forest";
 *  - plurals folded: "Forests" -> "forest", "Witches" -> "witch",
 *    "Ladies" -> "lady"; words that only look plural stay ("Kiss",
 *    "Mantis", "Lotus", "Chaos"), and "Samurai", "Ninja", "Shugenja" are
 *    their own plural and never change;
 *  - tenses folded: "Corrupted" -> "corrupt", "Stunned" -> "stun",
 *    "Cursed" -> "curse"; "Undead", "Seed", "Red", "Sacred" stay. Only
 *    "-ed" is a tense: "-ing" is never folded ("Ring", "Ratling").
 * The suffix rules and their exceptions are tables in keywords.c.
 * In a multi-word keyword each word is folded ("Crab Clans" -> "crab clan").
 * Non-ASCII bytes pass through unchanged. The result is never longer than
 * the input. Returns the length written (NUL not counted), or -1 if `out`
 * cannot hold the result, a word is L5R_KW_MAX bytes or longer, or the
 * input is empty or all white space.
 */
int l5r_keywords__norm(const char *kw, size_t len, char *out, size_t cap);

/* True if `a` and `b` are the same keyword after normalization. */
bool l5r_keywords__equal(const char *a, const char *b);

/*
 * KEY-02: true if `norm` (a normalized keyword) is a major card type
 * ("stronghold", "sensei", "wind", "personality", "follower", "item",
 * "spell", "ring", "holding", "region", "event", "action", "strategy",
 * "celestial", "ancestor", "card") or a formally defined game term ("army",
 * "attacker", "defender", "infantry", "unit", "battlefield", "province",
 * "home", "token", "favor", "imperial favor", "dynasty", "fate"): the
 * keyword rule does not apply to those words.
 */
bool l5r_keywords__is_game_term(const char *norm);

/* Values carried by traits (see examples/cards/SCHEMA.md, "Keywords"). */
typedef struct l5r_kw_values {
    int yu;                 /* "Yu N": N; -1 when absent */
    int ninjutsu;           /* "Ninjutsu N": N; -1 when absent */
    int experience;         /* "Experienced" 1, "Experienced N" N; 0 absent */
    const char *soul_of;    /* "Soul of [Experienced [N]] TITLE": TITLE, */
    size_t soul_of_len;     /*   pointing into the input; NULL when absent */
    int soul_of_experience; /* the level inside "Soul of"; 0 if none */
} l5r_kw_values;

/* Called once per keyword found, with its span in the input text. */
typedef int (*l5r_kw_emit_fn)(void *ud, const char *kw, size_t len);

/* Initialize `v` to "no values": yu -1, ninjutsu -1, the rest 0/NULL. */
void l5r_keywords__values_init(l5r_kw_values *v);

/*
 * Split one traits entry (one string of a card's `keywords` list, or a
 * card title) into keywords and emit each (KEY-03, KEY-04):
 *  - bullets ("•", "*", "·") and white space separate words; a hyphenated
 *    word ("Hida-ryu") is one word and never split;
 *  - `phrases` (n entries) are multi-word keywords matched first, longest
 *    first, case-insensitively and with KEY-05 folding on their last word
 *    ("Mantis Clans" still matches "Mantis Clan"): the faction alignments
 *    of the loaded factions, plus the built-ins "Clan Champion" and
 *    "Battle Maiden";
 *  - a phrase ending in "Tribe" (or "Tribes") is one keyword: the words
 *    from the start of the segment (the entry's start, a bullet, or the
 *    end of the previous multi-word keyword) up to and including "Tribe":
 *    "Naga Cobra Tribe Warrior" gives "Naga Cobra Tribe" and "Warrior";
 *  - "Soul of ..." takes the rest of the entry: it sets v->soul_of (and
 *    soul_of_experience) and emits nothing else for that entry;
 *  - "Yu N", "Ninjutsu N", "Experienced N" set the value in `v` and emit
 *    the word ("Yu", "Ninjutsu", "Experienced") as a keyword; a bare
 *    "Experienced" sets experience 1.
 * A one-word phrase ("Ratling", RAT-01) is a plain word: KEY-05 folding
 * already makes "Ratlings" match it, and it does not end the words a
 * following "Tribe" takes.
 * "Clan Champion" and "Battle Maiden" are always matched; `phrases` need
 * not repeat them (NULL entries are skipped; NULL is no list). Phrase
 * words must be in one bullet segment.
 * With `v` NULL (titles) the value traits are not read: "Soul", "of",
 * "Yu" and numbers are plain words. `emit` may be NULL (values only).
 * Returns 0, or the first non-zero value `emit` returned, or -1 if a
 * numeric trait has a bad number ("Yu x", "Yu 999", a "Yu" or "Ninjutsu"
 * without one: 0..99 allowed) or a "Soul of" names no title. Keywords
 * before the error may have been emitted.
 */
int l5r_keywords__split(const char *text, size_t len,
                        const char *const *phrases, size_t n, l5r_kw_values *v,
                        l5r_kw_emit_fn emit, void *ud);

#endif /* L5R_KEYWORDS_H */
