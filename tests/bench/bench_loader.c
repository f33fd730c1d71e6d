/* SPDX-License-Identifier: MIT */
/*
 * bench_loader - how fast a card file loads, next to libyaml parsing the
 * same bytes and doing nothing else.
 *
 * The program writes a card file of N cards in memory (deterministic: the
 * same N gives the same bytes), in the schema of examples/cards/SCHEMA.md:
 * a `factions:` and a `sets:` section, then `cards:` with a mix of
 * strongholds, personalities (keywords, stats, one or two printings, one
 * or two abilities with cost, target and effects), holdings, followers,
 * items and actions. It checks that the file loads and freezes without a
 * diagnostic, then times, best of K runs (CLOCK_MONOTONIC):
 *
 *   libyaml      yaml_parser_parse over the bytes, deleting each event
 *   load         l5r_carddb_new + l5r_carddb_load_buffer + l5r_carddb_free
 *   load+freeze  the same with l5r_carddb_freeze before the free
 *
 * and prints the ratios to libyaml, the library's peak heap (a counting
 * l5r_allocator; libyaml's own buffers do not go through it), the
 * process's peak RSS (getrusage) and the goal, as "goal met: load <= 1.5x
 * libyaml" or "goal not met: ...", then the targets (load <= 1.25x and
 * load+freeze <= 1.5x libyaml) as "target met: ..." or "target not met:
 * ...", which --enforce does not read. The goal is informational: the exit
 * status is 0 whether it is met or not, unless --enforce is given, which
 * makes a goal not met exit 1 (timings on a shared machine are noisy, so
 * CI does not enforce it). Otherwise 1 means the file did not load, 2 a
 * usage error.
 *
 * ctest runs it small (bench.loader_smoke: --cards 200 --repeat 1) only to
 * know it works. The real run is by hand, on the optimized build:
 *
 *     cmake --preset default && cmake --build build -j2
 *     ./build/bin/bench_loader                  # 5000 cards, best of 5
 *     ./build/bin/bench_loader --cards 20000 --repeat 10
 *     ./build/bin/bench_loader --dump /tmp/cards.yaml   # keep the file
 *     ./build/bin/bench_loader --enforce        # exit 1 if the goal is not met
 *
 * To profile the load alone:
 *     valgrind --tool=callgrind ./build/bin/bench_loader --repeat 1
 */
#define _POSIX_C_SOURCE 200809L

#include <l5r.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <yaml.h>

/* --- a growable text buffer ------------------------------------------------
 */

typedef struct sbuf {
    char *p;
    size_t n, cap;
} sbuf;

static void die_nomem(void)
{
    fputs("bench_loader: out of memory\n", stderr);
    exit(1);
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
sb_printf(sbuf *s, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(s->p + s->n, s->cap - s->n, fmt, ap);
        va_end(ap);
        if (k < 0)
            die_nomem();
        if ((size_t)k < s->cap - s->n) {
            s->n += (size_t)k;
            return;
        }
        size_t ncap = s->cap ? s->cap * 2 : 1 << 16;
        while (ncap - s->n <= (size_t)k)
            ncap *= 2;
        char *p = realloc(s->p, ncap);
        if (p == NULL)
            die_nomem();
        s->p = p;
        s->cap = ncap;
    }
}

/* --- deterministic choices --------------------------------------------------
 */

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint32_t rnd(uint32_t n) /* 0 .. n-1 (splitmix64) */
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return (uint32_t)(z % n);
}

#define PICK(arr)  (arr)[rnd((uint32_t)(sizeof(arr) / sizeof((arr)[0])))]
#define COUNT(arr) (sizeof(arr) / sizeof((arr)[0]))

/* --- the card file ----------------------------------------------------------
 */

static const struct clan {
    const char *name, *alignment;
    const char *families[3];
} clans[] = {
    {"Crab", "Crab Clan", {"Hida", "Kaiu", "Hiruma"}},
    {"Crane", "Crane Clan", {"Doji", "Kakita", "Daidoji"}},
    {"Dragon", "Dragon Clan", {"Togashi", "Mirumoto", "Kitsuki"}},
    {"Lion", "Lion Clan", {"Akodo", "Matsu", "Ikoma"}},
    {"Mantis", "Mantis Clan", {"Yoritomo", "Tsuruchi", "Kitsune"}},
    {"Phoenix", "Phoenix Clan", {"Isawa", "Shiba", "Asako"}},
    {"Scorpion", "Scorpion Clan", {"Bayushi", "Shosuro", "Soshi"}},
    {"Unicorn", "Unicorn Clan", {"Shinjo", "Ide", "Utaku"}},
};

static const char *const given[] = {
    "Kuroda",  "Yakamo",  "Hoturi", "Kaneka",   "Toku",   "Sezaru", "Tsuko",
    "Kachiko", "Aramoro", "Kamoko", "Mitsu",    "Tadaka", "Ujiaki", "Rohiteki",
    "Kyoji",   "Tomoe",   "Natsu",  "Yasamura", "Gohei",  "Kenji",  "Haruko"};

static const struct set {
    const char *name;
    int order, lotus;
} sets[] = {
    {"Gold Edition", 10, 0},       {"Diamond Edition", 20, 0},
    {"Winds of Change", 30, 0},    {"Forgotten Legacy", 40, 0},
    {"Dawn of the Empire", 50, 0}, {"Enemy of My Enemy", 60, 0},
    {"Code of Bushido", 70, 0},    {"Lotus Edition", 80, 1},
    {"Rise of the Shogun", 90, 1}, {"Khan's Defiance", 100, 1},
    {"The Truest Test", 110, 1},   {"Glory of the Empire", 120, 1},
    {"Death at Koten", 130, 1},    {"Test of Enlightenment", 140, 1},
    {"Samurai Edition", 200, 0},
};

static const char *const personality_kw[] = {
    "Samurai",    "Courtier",  "Shugenja", "Berserker", "Duelist", "Scout",
    "Magistrate", "Tactician", "Cavalry",  "Monk",      "Artisan", "Ninja"};

static const char *const texts[] = {
    "Battle: Bow this card: an enemy Follower here with 2F or less is "
    "destroyed.",
    "Limited: Pay 2 gold: draw a card.",
    "Open: Discard a card: a Personality you control gets +2C until the end "
    "of the turn.",
    "Engage: This card gets +2F until the battle ends.",
    "Reaction: After you win a battle, gain 2 Honor.",
    "Political Battle: Bow this card: bow an unbowed enemy Personality here.",
    "Open/Battle: Lose 1 Honor: move a unit you control here home.",
    "Your army gets +1F while this card is in play.",
    "Battle: Fear 2.",
    "Limited: Bow this card and pay 1 gold: create a 1F Spirit token on it.",
};

/*
 * The abilities, as written under `abilities:` (the text after "- ");
 * each line after the first is indented (I) to the ability's keys.
 * abilities[i] goes with texts[i].
 */
#define I "        "
/* clang-format off */
static const char *const abilities[] = {
    "timing: battle\n"
    I "cost: [{bow: self}]\n"
    I "target: {type: follower, controller: opponent, at: current_battlefield, force_at_most: 2}\n"
    I "effects: [{destroy: target}]\n",

    "timing: limited\n"
    I "cost: [{gold: 2}]\n"
    I "effects: [{draw: 1}]\n",

    "timing: open\n"
    I "cost: [{discard_card: 1}]\n"
    I "target: {type: personality, controller: self}\n"
    I "effects: [{chi_bonus: {to: target, amount: 2, until: end_of_turn}}]\n",

    "timing: engage\n"
    I "effects: [{force_bonus: {to: self, amount: 2, until: end_of_battle}}]\n",

    "timing: reaction\n"
    I "trigger: {event: battle_won}\n"
    I "effects: [{gain_honor: 2}]\n",

    "timing: battle\n"
    I "traits: [Political]\n"
    I "cost: [{bow: self}]\n"
    I "target: {type: personality, controller: opponent, at: current_battlefield, bowed: false}\n"
    I "effects: [{bow: target}]\n",

    "timing: [open, battle]\n"
    I "limit: any_number\n"
    I "cost: [{lose_honor: 1}]\n"
    I "target: {type: unit, controller: self, at: current_battlefield}\n"
    I "effects: [{move_home: target}]\n",

    "timing: continuous\n"
    I "while: in_play\n"
    I "effects: [{force_bonus: {to: army, amount: 1, until: while}}]\n",

    "timing: battle\n"
    I "effects: [{fear: 2}]\n",

    "timing: limited\n"
    I "cost: [{bow: self}, {gold: 1}]\n"
    I "effects: [{create_token: {on: self, title: Spirit, force: 1}}]\n",
};
/* clang-format on */

#undef I

/* `abilities:` with n abilities (indices into abilities[]). */
static void gen_abilities(sbuf *s, const unsigned *which, int n)
{
    sb_printf(s, "    abilities:\n");
    for (int i = 0; i < n; i++)
        sb_printf(s, "      - %s", abilities[which[i]]);
}

static void gen_text(sbuf *s, const unsigned *which, int n)
{
    sb_printf(s, "    text: \"");
    for (int i = 0; i < n; i++)
        sb_printf(s, "%s%s", i ? " " : "", texts[which[i]]);
    sb_printf(s, "\"\n");
}

/* One or two abilities, and the card's text to go with them. */
static void gen_text_and_abilities(sbuf *s, int min, int max)
{
    unsigned which[2];
    int n = min + (int)rnd((uint32_t)(max - min + 1));
    for (int i = 0; i < n; i++) {
        which[i] = rnd((uint32_t)COUNT(abilities));
        if (i == 1 && which[1] == which[0])
            which[1] = (which[0] + 1) % (unsigned)COUNT(abilities);
    }
    if (n == 0) {
        sb_printf(s, "    text: \"No abilities: its numbers are its "
                     "strength.\"\n");
        return;
    }
    gen_text(s, which, n);
    gen_abilities(s, which, n);
}

/* One printing in a lotus set, or an older one then the lotus reprint. */
static void gen_printings(sbuf *s, const char *stat, int old_value)
{
    const struct set *now = &sets[7 + rnd(7)];
    if (rnd(5) != 0) {
        sb_printf(s, "    printings: [{set: %s}]\n", now->name);
        return;
    }
    const struct set *old = &sets[rnd(7)];
    sb_printf(s, "    printings:\n");
    if (stat != NULL)
        sb_printf(s, "      - {set: %s, lotus: false, %s: %d}\n", old->name,
                  stat, old_value);
    else
        sb_printf(s, "      - {set: %s, lotus: false}\n", old->name);
    sb_printf(s, "      - {set: %s}\n", now->name);
}

static void gen_card(sbuf *s, uint32_t i)
{
    const struct clan *clan = &clans[rnd((uint32_t)COUNT(clans))];
    uint32_t kind = rnd(100);
    /* Every choice is made in order, before it is printed (the order in
       which a call's arguments are evaluated is unspecified). */
    uint32_t v[6];
    for (int k = 0; k < 6; k++)
        v[k] = rnd(1000);
    if (kind < 2) { /* a stronghold */
        v[0] = 6 + v[0] % 3, v[1] = 5 + v[1] % 2, v[2] = 4 + v[2] % 4;
        sb_printf(s,
                  "  - id: kyuden-%05u\n"
                  "    title: Kyuden %s %u\n"
                  "    type: stronghold\n"
                  "    faction: %s\n"
                  "    keywords: [Castle]\n"
                  "    province_strength: %u\n"
                  "    gold_production: %u\n"
                  "    starting_honor: %u\n",
                  i, clan->families[0], i, clan->name, v[0], v[1], v[2]);
        gen_text_and_abilities(s, 1, 1);
        gen_printings(s, NULL, 0);
    } else if (kind < 50) { /* a personality */
        const char *family = clan->families[rnd(3)];
        const char *name = PICK(given);
        const char *kw = PICK(personality_kw);
        int force = 1 + (int)(v[0] % 5);
        char id[96];
        snprintf(id, sizeof id, "%s-%s-%05u", family, name, i);
        for (char *p = id; *p != '\0'; p++)
            if (*p >= 'A' && *p <= 'Z')
                *p = (char)(*p - 'A' + 'a');
        sb_printf(s,
                  "  - id: %s\n"
                  "    title: %s %s\n"
                  "    type: personality\n"
                  "    faction: %s\n"
                  "    keywords: [%s, %s",
                  id, family, name, clan->name, clan->alignment, kw);
        if (rnd(2))
            sb_printf(s, ", %s", PICK(personality_kw));
        if (rnd(3) == 0)
            sb_printf(s, ", Yu %u", 1 + rnd(3));
        sb_printf(s,
                  "]\n"
                  "    force: %d\n"
                  "    chi: %u\n"
                  "    honor_requirement: %s\n"
                  "    gold_cost: %u\n"
                  "    personal_honor: %u\n",
                  force, 1 + v[1] % 4, v[2] % 8 == 0 ? "\"-\"" : "3",
                  4 + v[3] % 6, v[4] % 4);
        if (rnd(4) == 0)
            sb_printf(s, "    unique: true\n");
        gen_text_and_abilities(s, 1, 2);
        gen_printings(s, "force", force - 1);
    } else if (kind < 65) { /* a holding */
        static const char *const kw[] = {"Farm", "Mine", "Forge", "Temple",
                                         "Fortification"};
        const char *family = clan->families[rnd(3)];
        const char *what = PICK(kw), *k = PICK(kw);
        sb_printf(s,
                  "  - id: holding-%05u\n"
                  "    title: %s %s\n"
                  "    type: holding\n"
                  "    keywords: [%s]\n"
                  "    gold_cost: %u\n"
                  "    gold_production: %u\n",
                  i, family, what, k, 2 + v[0] % 4, 1 + v[1] % 3);
        gen_text_and_abilities(s, 0, 1);
        gen_printings(s, "gold_production", 1);
    } else if (kind < 80) { /* a follower */
        static const char *const kw[] = {"Cavalry", "Infantry", "Archers",
                                         "Spearmen"};
        const char *k = PICK(kw);
        const char *family = clan->families[rnd(3)];
        sb_printf(s,
                  "  - id: follower-%05u\n"
                  "    title: %s %s\n"
                  "    type: follower\n"
                  "    keywords: [%s]\n"
                  "    force: %u\n"
                  "    chi: %u\n"
                  "    gold_cost: %u\n"
                  "    focus: %u\n",
                  i, family, k, k, 1 + v[0] % 4, v[1] % 2, 2 + v[2] % 5,
                  1 + v[3] % 4);
        gen_text_and_abilities(s, 0, 1);
        gen_printings(s, "force", 1);
    } else if (kind < 85) { /* an item */
        static const char *const kw[] = {"Weapon", "Armor", "Jade"};
        const char *family = clan->families[rnd(3)];
        const char *k = PICK(kw);
        sb_printf(s,
                  "  - id: item-%05u\n"
                  "    title: %s Blade %u\n"
                  "    type: item\n"
                  "    keywords: [%s]\n"
                  "    force: %u\n"
                  "    chi: %u\n"
                  "    gold_cost: %u\n"
                  "    focus: %u\n",
                  i, family, i, k, v[0] % 3, v[1] % 3, 1 + v[2] % 5,
                  1 + v[3] % 4);
        gen_text_and_abilities(s, 0, 1);
        gen_printings(s, NULL, 0);
    } else { /* an action */
        static const char *const words[] = {"Strike", "Ambush", "Gambit",
                                            "Charge", "Feint",  "Deception"};
        const char *word = PICK(words);
        sb_printf(s,
                  "  - id: action-%05u\n"
                  "    title: %s of the %s\n"
                  "    type: action\n"
                  "    faction: %s\n"
                  "    gold_cost: %u\n"
                  "    focus: %u\n",
                  i, word, clan->name, clan->name, v[0] % 4, 1 + v[1] % 4);
        gen_text_and_abilities(s, 1, 2);
        gen_printings(s, NULL, 0);
    }
}

static void gen_file(sbuf *s, uint32_t ncards)
{
    sb_printf(s, "# bench_loader: %u generated cards\n\nfactions:\n", ncards);
    for (size_t i = 0; i < COUNT(clans); i++)
        sb_printf(s, "  - {name: %s, alignment: %s}\n", clans[i].name,
                  clans[i].alignment);
    sb_printf(s, "  - {name: Shadowlands Horde}\n\nsets:\n");
    for (size_t i = 0; i < COUNT(sets); i++)
        sb_printf(s, "  - {name: %s, order: %d, lotus: %s}\n", sets[i].name,
                  sets[i].order, sets[i].lotus ? "true" : "false");
    sb_printf(s, "\ncards:\n");
    for (uint32_t i = 0; i < ncards; i++) {
        sb_printf(s, "\n");
        gen_card(s, i);
    }
}

/* --- measuring
 * ---------------------------------------------------------------- */

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* libyaml alone: every event parsed and deleted. Returns the event count. */
static long yaml_events(const char *data, size_t len)
{
    yaml_parser_t p;
    if (!yaml_parser_initialize(&p))
        die_nomem();
    yaml_parser_set_input_string(&p, (const unsigned char *)data, len);
    long n = 0;
    for (;;) {
        yaml_event_t e;
        if (!yaml_parser_parse(&p, &e)) {
            fprintf(stderr, "bench_loader: libyaml: %s at line %lu\n",
                    p.problem != NULL ? p.problem : "error",
                    (unsigned long)p.problem_mark.line + 1);
            exit(1);
        }
        int end = e.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&e);
        n++;
        if (end)
            break;
    }
    yaml_parser_delete(&p);
    return n;
}

typedef struct counting {
    size_t live, peak, calls;
} counting;

static void *count_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    counting *c = ud;
    if (new_size == 0) {
        free(ptr);
        c->live -= old_size;
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (p == NULL)
        return NULL;
    c->live = c->live - (ptr != NULL ? old_size : 0) + new_size;
    if (c->live > c->peak)
        c->peak = c->live;
    c->calls++;
    return p;
}

static void print_diagnostics(const l5r_carddb *db)
{
    uint32_t n = l5r_carddb_diag_count(db);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t line = 0, col = 0;
        l5r_carddb_diag(NULL, &line, &col, db, i);
        fprintf(stderr, "%s:%u:%u: %s\n", l5r_carddb_diag_source(db, i), line,
                col, l5r_carddb_diag_message(db, i));
    }
    if (n == 0)
        fprintf(stderr, "bench_loader: %s\n", l5r_carddb_errmsg(db));
}

/*
 * One load (and freeze): returns L5R_OK or the failing status, after
 * printing the diagnostics. `alloc` may be NULL.
 */
static int load_once(const sbuf *s, int freeze, const l5r_allocator *alloc,
                     uint32_t *ncards)
{
    l5r_carddb *db = NULL;
    int rc = l5r_carddb_new(&db, alloc);
    if (rc != L5R_OK) {
        fprintf(stderr, "bench_loader: %s\n", l5r_error_message());
        return rc;
    }
    rc = l5r_carddb_load_buffer(db, "<bench>", s->p, s->n);
    if (rc == L5R_OK && freeze)
        rc = l5r_carddb_freeze(db);
    if (rc != L5R_OK)
        print_diagnostics(db);
    else if (ncards != NULL)
        *ncards = freeze ? l5r_carddb_card_count(db) : 0;
    l5r_carddb_free(db);
    return rc;
}

static int usage(FILE *out, int status)
{
    fputs("usage: bench_loader [--cards N] [--repeat K] [--dump FILE] "
          "[--enforce]\n"
          "  --cards N    cards in the generated file (default 5000)\n"
          "  --repeat K   runs of each measurement, best kept (default 5)\n"
          "  --dump FILE  also write the generated card file to FILE\n"
          "  --enforce    exit 1 if the goal is not met (default: report "
          "it, exit 0)\n",
          out);
    return status;
}

int main(int argc, char **argv)
{
    long ncards = 5000, repeat = 5;
    const char *dump = NULL;
    int enforce = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) {
            ncards = strtol(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = strtol(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--dump") == 0 && i + 1 < argc) {
            dump = argv[++i];
        } else if (strcmp(argv[i], "--enforce") == 0) {
            enforce = 1;
        } else if (strcmp(argv[i], "--help") == 0) {
            return usage(stdout, 0);
        } else {
            return usage(stderr, 2);
        }
    }
    if (ncards < 1 || ncards > 1000000 || repeat < 1 || repeat > 1000)
        return usage(stderr, 2);

    sbuf s = {NULL, 0, 0};
    gen_file(&s, (uint32_t)ncards);
    if (dump != NULL) {
        FILE *f = fopen(dump, "wb");
        if (f == NULL || fwrite(s.p, 1, s.n, f) != s.n || fclose(f) != 0) {
            perror(dump);
            return 1;
        }
    }

    /* It must load and freeze cleanly, with every card. */
    uint32_t loaded = 0;
    if (load_once(&s, 1, NULL, &loaded) != L5R_OK) {
        fprintf(stderr, "bench_loader: the generated file did not load\n");
        free(s.p);
        return 1;
    }
    if (loaded != (uint32_t)ncards) {
        fprintf(stderr, "bench_loader: %u cards loaded, not %ld\n", loaded,
                ncards);
        free(s.p);
        return 1;
    }

    /* Peak heap of the library, through a counting allocator. */
    counting c_load = {0, 0, 0}, c_freeze = {0, 0, 0};
    l5r_allocator a = L5R_ALLOCATOR_INIT;
    a.alloc = count_alloc;
    a.ud = &c_load;
    if (load_once(&s, 0, &a, NULL) != L5R_OK)
        return 1;
    a.ud = &c_freeze;
    if (load_once(&s, 1, &a, NULL) != L5R_OK)
        return 1;

    double best_yaml = 1e30, best_load = 1e30, best_freeze = 1e30;
    long events = 0;
    for (long k = 0; k < repeat; k++) {
        double t0 = now_ms();
        events = yaml_events(s.p, s.n);
        double t1 = now_ms();
        if (load_once(&s, 0, NULL, NULL) != L5R_OK)
            return 1;
        double t2 = now_ms();
        if (load_once(&s, 1, NULL, NULL) != L5R_OK)
            return 1;
        double t3 = now_ms();
        if (t1 - t0 < best_yaml)
            best_yaml = t1 - t0;
        if (t2 - t1 < best_load)
            best_load = t2 - t1;
        if (t3 - t2 < best_freeze)
            best_freeze = t3 - t2;
    }

    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    double mb = (double)s.n / (1024.0 * 1024.0);
    printf("bench_loader: %ld cards, %zu bytes (%.2f MiB), %ld YAML events, "
           "best of %ld\n",
           ncards, s.n, mb, events, repeat);
    printf("  libyaml parse         %9.3f ms  %7.1f MiB/s\n", best_yaml,
           mb / (best_yaml / 1e3));
    printf("  load                  %9.3f ms  %7.1f MiB/s  %5.2fx libyaml\n",
           best_load, mb / (best_load / 1e3), best_load / best_yaml);
    printf("  load+freeze           %9.3f ms  %7.1f MiB/s  %5.2fx libyaml\n",
           best_freeze, mb / (best_freeze / 1e3), best_freeze / best_yaml);
    printf("  freeze (difference)   %9.3f ms\n", best_freeze - best_load);
    printf("  library peak heap     load %.2f MiB (%zu allocator calls), "
           "load+freeze %.2f MiB (%zu calls)\n",
           (double)c_load.peak / (1024.0 * 1024.0), c_load.calls,
           (double)c_freeze.peak / (1024.0 * 1024.0), c_freeze.calls);
    printf("  process peak RSS      %.2f MiB\n", (double)ru.ru_maxrss / 1024.0);
    int met = best_load <= 1.5 * best_yaml;
    printf("goal %s: load <= 1.5x libyaml (%.2fx)\n", met ? "met" : "not met",
           best_load / best_yaml);
    /* The targets of the loader (informational; --enforce reads only
       the goal above). */
    double rl = best_load / best_yaml, rf = best_freeze / best_yaml;
    printf("target %s load <= 1.25x libyaml (%.2fx)\n",
           rl <= 1.25 ? "met:" : "not met:", rl);
    printf("target %s load+freeze <= 1.5x libyaml (%.2fx)\n",
           rf <= 1.5 ? "met:" : "not met:", rf);
    free(s.p);
    return enforce && !met ? 1 : 0;
}
