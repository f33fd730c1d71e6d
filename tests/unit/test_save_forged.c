/* SPDX-License-Identifier: MIT */
/* Forged saves: a save whose fields were changed and whose checksum was
   recomputed (tests/support/forge.h) either loads as a game that keeps
   every promise, or is refused with a clear status and a message. Never
   a crash.

   The positions: random games between the two sample decks (seeds 1 ..
   NSEEDS, moves chosen by forge_play_random), saved whenever a kind of
   decision first appears in the game and every SAMPLE_EVERY moves, so
   the saves hold Reaction windows, battles, Yu and discards as well as
   quiet turns.

   The cases: every field of the save and the state (forge_fields) times
   every boundary value for it (forge_values), each tried on one position
   (in turn); per-record fields on the first, the last or a random record.
   A forged save that loads is played for PLAY_MOVES moves by forge_play
   (every listed move validates and applies, validate and apply agree on a
   made-up move, the game saves and loads to the same hash after each
   move, every view and card query answers). A refused one must say
   L5R_EFORMAT (L5R_EVERSION for the version, L5R_EMISMATCH for the
   fingerprint, L5R_ENOMEM) with a message.

   Environment: L5R_FORGE_EVERY=N tries every N-th case only (1, the
   default, tries them all); L5R_FORGE_POSITIONS=N tries each value on N
   positions (default 1);
   L5R_FORGE_SURVEY=1 runs each case in a child process and lists every
   case that crashes, with the sanitizer's stack top, instead of dying at
   the first; L5R_FORGE_ONLY=<field> (a name from the table, e.g.
   "players[0].sensei" or "cards[].zone") forges that field only. */
#define _POSIX_C_SOURCE 200809L /* fork, waitpid, sigaction */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>

#include "forge.h"

#define NSEEDS        6
#define MAX_MOVES     400 /* per game, to sample positions from */
#define SAMPLE_EVERY  70
#define MAX_POSITIONS 64
#define PLAY_MOVES    20
#define MAX_FINDINGS  256

typedef struct position {
    uint8_t *data;
    size_t len;
    int64_t seed;
    uint32_t move;
    int decision;
} position;

typedef struct fixture {
    l5r_carddb *db;
    l5r_deck *decks[2];
    position pos[MAX_POSITIONS];
    size_t npos;
} fixture;

/* --- what the case in hand is, for a crash report ---------------------- */

static char current[512];

static void say_current(void)
{
    static const char head[] = "\nforged save that crashed: ";
    if (current[0] == '\0')
        return;
    ssize_t rc = write(2, head, sizeof head - 1);
    rc = write(2, current, strlen(current));
    rc = write(2, "\n", 1);
    (void)rc;
}

static void on_signal(int sig)
{
    say_current();
    signal(sig, SIG_DFL);
    raise(sig);
}

#if defined(__GNUC__)
/* The sanitizers call it before they exit (absent without them). */
void __sanitizer_set_death_callback(void (*callback)(void))
    __attribute__((weak));
#endif

/* The fatal signals' handlers before cmocka put in its own: the
   sanitizers' (which print the stack), or the defaults. */
static const int fatal[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
static struct sigaction before_cmocka[sizeof fatal / sizeof fatal[0]];

static void keep_handlers(void)
{
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaction(fatal[i], NULL, &before_cmocka[i]);
}

/* A crash names the forged save first: through the sanitizers' death
   callback, or a handler of our own. */
static void report_crashes(void)
{
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaction(fatal[i], &before_cmocka[i], NULL);
#if defined(__GNUC__)
    if (__sanitizer_set_death_callback != NULL) {
        __sanitizer_set_death_callback(say_current);
        return;
    }
#endif
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        signal(fatal[i], on_signal);
}

/* --- the positions --------------------------------------------------------
 */

static void add_position(fixture *f, const l5r_game *g, int64_t seed,
                         uint32_t move)
{
    if (f->npos == MAX_POSITIONS)
        return;
    position *p = &f->pos[f->npos];
    void *data = NULL;
    assert_int_equal(l5r_game_save(&data, &p->len, g), L5R_OK);
    p->data = malloc(p->len);
    assert_non_null(p->data);
    memcpy(p->data, data, p->len);
    l5r_free(data);
    p->seed = seed;
    p->move = move;
    l5r_game_decision(NULL, &p->decision, g);
    f->npos++;
}

static void make_positions(fixture *f)
{
    for (int64_t seed = 1; seed <= NSEEDS; seed++) {
        forge_rng r = forge_rng_seeded((uint64_t)seed);
        l5r_game *g = NULL;
        assert_int_equal(forge_game_at(&g, f->db, f->decks, seed, 0, &r),
                         L5R_OK);
        unsigned seen = 0;
        for (uint32_t m = 0; m < MAX_MOVES && !l5r_game_is_over(g); m++) {
            int kind = 0;
            l5r_game_decision(NULL, &kind, g);
            if (!(seen & (1u << kind)) || m % SAMPLE_EVERY == 0) {
                seen |= 1u << kind;
                add_position(f, g, seed, m);
            }
            assert_int_equal(forge_play_random(g, 1, &r), L5R_OK);
        }
        l5r_game_free(g);
    }
}

static int setup(void **state)
{
    static const char *const decks[] = {"crab-yu.yaml",
                                        "scorpion-ninjutsu.yaml"};
    fixture *f = calloc(1, sizeof *f);
    if (f == NULL || l5r_carddb_new(&f->db, NULL) != L5R_OK)
        return -1;
    if (l5r_carddb_load_file(f->db, L5R_SOURCE_DIR
                             "/examples/cards/sets.yaml") != L5R_OK ||
        l5r_carddb_load_file(f->db, L5R_SOURCE_DIR
                             "/examples/cards/lotus-sample.yaml") != L5R_OK ||
        l5r_carddb_freeze(f->db) != L5R_OK) {
        fprintf(stderr, "sample cards: %s\n", l5r_carddb_errmsg(f->db));
        return -1;
    }
    for (int k = 0; k < 2; k++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/examples/cards/decks/%s",
                 L5R_SOURCE_DIR, decks[k]);
        if (l5r_deck_new(&f->decks[k], f->db, NULL) != L5R_OK ||
            l5r_deck_load_file(f->decks[k], path) != L5R_OK)
            return -1;
    }
    make_positions(f);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    if (f == NULL)
        return 0;
    for (size_t i = 0; i < f->npos; i++)
        free(f->pos[i].data);
    l5r_deck_free(f->decks[0]);
    l5r_deck_free(f->decks[1]);
    l5r_carddb_free(f->db);
    free(f);
    return 0;
}

/* --- the table against the game ------------------------------------------
 */

static int64_t get(const forge_save *s, const char *name, uint32_t rec)
{
    const forge_field *f = forge_find(name);
    int64_t v = 0;
    if (f == NULL)
        fail_msg("no field %s in the table", name);
    if (forge_get(s, f, rec, &v) != 0)
        fail_msg("field %s of record %u is not in the save", name, rec);
    return v;
}

/* The table reads what the game says, and a write is what loads. */
static void test_forge_table_reads_the_game(void **state)
{
    fixture *f = *state;
    assert_true(f->npos >= 8);
    size_t nf;
    const forge_field *t = forge_fields(&nf);
    assert_true(nf > 300);
    for (size_t i = 0; i < nf; i++)
        assert_true(t[i].size == 1 || t[i].size == 2 || t[i].size == 4 ||
                    t[i].size == 8);
    for (size_t i = 0; i < f->npos; i++) {
        position *p = &f->pos[i];
        l5r_game *g = NULL;
        assert_int_equal(l5r_game_load(&g, f->db, p->data, p->len, NULL),
                         L5R_OK);
        uint8_t *copy = malloc(p->len);
        assert_non_null(copy);
        memcpy(copy, p->data, p->len);
        forge_save s;
        assert_int_equal(forge_parse(&s, copy, p->len), 0);
        assert_true(forge_checksum_ok(&s));
        assert_int_equal(s.size, l5r_game_state_size(g));
        assert_int_equal(get(&s, "size", 0), s.size);
        assert_int_equal(s.nlog, l5r_game_log_count(g));
        assert_int_equal(get(&s, "nplayers", 0), l5r_game_player_count(g));
        assert_int_equal(get(&s, "ncards", 0), l5r_game_card_count(g));
        assert_int_equal(forge_records(&s, FORGE_CARD), l5r_game_card_count(g));
        assert_int_equal(get(&s, "turn", 0), l5r_game_turn(g));
        assert_int_equal(get(&s, "active", 0), l5r_game_active_player(g));
        assert_int_equal(get(&s, "phase", 0), l5r_game_phase(g));
        assert_int_equal(get(&s, "decision", 0), p->decision);
        assert_int_equal(get(&s, "options[2]", 0), p->seed);
        for (uint32_t q = 0; q < 2; q++) {
            char name[48];
            snprintf(name, sizeof name, "players[%u].honor", q);
            assert_int_equal(get(&s, name, 0), l5r_game_player_honor(g, q));
            snprintf(name, sizeof name, "players[%u].gold", q);
            assert_int_equal(get(&s, name, 0), l5r_game_player_gold(g, q));
        }
        for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
            uint32_t def = 0;
            l5r_game_card_def(&def, g, c);
            assert_int_equal(get(&s, "cards[].def", c), def);
            assert_int_equal(get(&s, "cards[].zone", c),
                             l5r_game_card_zone(g, c));
            assert_int_equal(get(&s, "cards[].owner", c),
                             l5r_game_card_owner(g, c));
            assert_int_equal(get(&s, "cards[].attached_to", c),
                             l5r_game_card_attached_to(g, c));
        }
        /* A changed field without the checksum is refused ... */
        const forge_field *honor = forge_find("players[1].honor");
        int64_t h = get(&s, "players[1].honor", 0);
        assert_int_equal(forge_set(&s, honor, 0, h + 3), 0);
        l5r_game *g2 = NULL;
        assert_int_equal(l5r_game_load(&g2, f->db, copy, p->len, NULL),
                         L5R_EFORMAT);
        /* ... with it, it loads, changed. */
        forge_fix_checksum(&s);
        assert_true(forge_checksum_ok(&s));
        assert_int_equal(l5r_game_load(&g2, f->db, copy, p->len, NULL), L5R_OK);
        assert_int_equal(l5r_game_player_honor(g2, 1), h + 3);
        l5r_game_free(g2);
        /* A record past the count is not in the save. */
        assert_int_equal(forge_set(&s, forge_find("cards[].def"),
                                   forge_records(&s, FORGE_CARD), 0),
                         -1);
        free(copy);
        l5r_game_free(g);
    }
}

/* --- the forgeries that once crashed ---------------------------------------
 */

/* Each is refused as a format error, with a message that names the field
   (its last part: "players[0].sensei" -> "sensei"). Their reproducers,
   tests/fuzz/corpus/save/<name>.bin, replay them through fuzz_save. */
static void test_historic_forgeries_are_refused(void **state)
{
    fixture *f = *state;
    const position *p = &f->pos[0];
    assert_true(p->seed == 1 && p->move == 0);
    size_t n = 0;
    const forge_case *c = forge_historic(&n);
    assert_true(n > 0);
    uint8_t *buf = malloc(p->len);
    assert_non_null(buf);
    for (size_t i = 0; i < n; i++) {
        memcpy(buf, p->data, p->len);
        forge_save s;
        assert_int_equal(forge_parse(&s, buf, p->len), 0);
        const forge_field *fd = forge_find(c[i].field);
        if (fd == NULL)
            fail_msg("no field %s in the table", c[i].field);
        assert_int_equal(forge_set(&s, fd, 0, c[i].value), 0);
        forge_fix_checksum(&s);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, buf, p->len, NULL);
        const char *msg = l5r_error_message();
        print_message("%s = %lld: %s, '%s'\n", c[i].field,
                      (long long)c[i].value, l5r_status_name(rc), msg);
        if (rc == L5R_OK)
            l5r_game_free(g);
        assert_int_equal(rc, L5R_EFORMAT);
        const char *last = strrchr(c[i].field, '.');
        last = last != NULL ? last + 1 : c[i].field;
        if (strstr(msg, last) == NULL)
            fail_msg("the refusal of %s does not name it: '%s'", c[i].field,
                     msg);
    }
    free(buf);
}

/* --- a forged lasting effect ------------------------------------------------
 */

/* A lasting effect names the player who created it (DUR-01) and a
   duration: a save whose lasting effect has a player who is not in the
   game, no duration or one past the list (L5R_UNTIL_PERMANENT), or
   nonzero padding is refused as a format error naming the field. The
   same save with a valid player and duration loads. */
/* The first position of the seeded random games (seeds 1 .., moves as
   make_positions plays them) with a lasting effect, saved into *p. */
static void lasting_position(const fixture *f, position *p)
{
    for (int64_t seed = 1; seed <= 4 * NSEEDS; seed++) {
        forge_rng r = forge_rng_seeded((uint64_t)seed);
        l5r_game *g = NULL;
        assert_int_equal(forge_game_at(&g, f->db, f->decks, seed, 0, &r),
                         L5R_OK);
        for (uint32_t m = 0; m < MAX_MOVES && !l5r_game_is_over(g); m++) {
            void *data = NULL;
            size_t len = 0;
            assert_int_equal(l5r_game_save(&data, &len, g), L5R_OK);
            forge_save s;
            assert_int_equal(forge_parse(&s, data, len), 0);
            if (forge_records(&s, FORGE_LAST) > 0) {
                p->data = malloc(len);
                assert_non_null(p->data);
                memcpy(p->data, data, len);
                p->len = len;
                p->seed = seed;
                p->move = m;
                l5r_free(data);
                l5r_game_free(g);
                return;
            }
            l5r_free(data);
            assert_int_equal(forge_play_random(g, 1, &r), L5R_OK);
        }
        l5r_game_free(g);
    }
    fail_msg("no position with a lasting effect");
}

static void test_forged_lasting_effects_are_refused(void **state)
{
    fixture *f = *state;
    position pos = {0}, *p = &pos;
    lasting_position(f, p);
    const uint32_t rec = 0;
    const struct {
        const char *field;
        int64_t value;
        int ok;
    } cases[] = {
        {"last[].player", 2, 0},   {"last[].player", 0xff, 0},
        {"last[].until", 0, 0},    {"last[].until", 6, 0},
        {"last[].until", 0xff, 0}, {"last[].pad[1]", 1, 0},
        {"last[].player", 1, 1},   {"last[].until", 4, 1},
        {"last[].until", 5, 1},
    };
    uint8_t *buf = malloc(p->len);
    assert_non_null(buf);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memcpy(buf, p->data, p->len);
        forge_save s;
        assert_int_equal(forge_parse(&s, buf, p->len), 0);
        const forge_field *fd = forge_find(cases[i].field);
        if (fd == NULL)
            fail_msg("no field %s in the table", cases[i].field);
        assert_int_equal(forge_set(&s, fd, rec, cases[i].value), 0);
        forge_fix_checksum(&s);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, buf, p->len, NULL);
        const char *msg = l5r_error_message();
        if (rc == L5R_OK)
            l5r_game_free(g);
        if (cases[i].ok) {
            if (rc != L5R_OK)
                fail_msg("%s = %lld refused: '%s'", cases[i].field,
                         (long long)cases[i].value, msg);
            continue;
        }
        assert_int_equal(rc, L5R_EFORMAT);
        const char *part = strrchr(cases[i].field, '.') + 1;
        char want[16];
        snprintf(want, sizeof want, "%.*s", (int)strcspn(part, "["), part);
        if (strstr(msg, want) == NULL)
            fail_msg("the refusal of %s does not name it: '%s'", cases[i].field,
                     msg);
    }
    free(buf);
    free(p->data);
}

/* --- the property -----------------------------------------------------------
 */

typedef struct finding {
    char field[48];
    char what[400]; /* the stack top, or the broken promise */
    char values[160];
    unsigned count;
} finding;

typedef struct run {
    fixture *f;
    unsigned every, survey;
    unsigned long tried, loaded, refused, played_moves;
    finding found[MAX_FINDINGS];
    size_t nfound;
    unsigned crashes, broken;
} run;

static void note(run *r, const char *field, int64_t value, const char *what)
{
    finding *x = NULL;
    for (size_t i = 0; i < r->nfound && x == NULL; i++)
        if (strcmp(r->found[i].field, field) == 0 &&
            strcmp(r->found[i].what, what) == 0)
            x = &r->found[i];
    if (x == NULL && r->nfound < MAX_FINDINGS) {
        x = &r->found[r->nfound++];
        snprintf(x->field, sizeof x->field, "%s", field);
        snprintf(x->what, sizeof x->what, "%.399s", what); /* what[400] */
    }
    if (x == NULL)
        return;
    size_t n = strlen(x->values);
    if (n + 24 < sizeof x->values)
        snprintf(x->values + n, sizeof x->values - n, "%s%#llx",
                 n > 0 ? " " : "", (unsigned long long)value);
    x->count++;
}

/* Is `rc` a clear refusal of a forged save (with a message)? */
static int clear_refusal(int rc)
{
    return (rc == L5R_EFORMAT || rc == L5R_EVERSION || rc == L5R_EMISMATCH ||
            rc == L5R_ENOMEM) &&
           l5r_error_message()[0] != '\0';
}

/* One case: 0 kept its promises, 1 loaded (and kept them), -1 broke one
   (`why` says which). */
static int one_case(run *r, uint8_t *data, size_t len, uint64_t seed, char *why,
                    size_t cap)
{
    l5r_game *g = NULL;
    int rc = l5r_game_load(&g, r->f->db, data, len, NULL);
    if (rc != L5R_OK) {
        if (clear_refusal(rc))
            return 0;
        snprintf(why, cap, "refused with %s, message '%s'", l5r_status_name(rc),
                 l5r_error_message());
        return -1;
    }
    forge_rng rng = forge_rng_seeded(seed);
    int moves = forge_play(g, r->f->db, &rng, PLAY_MOVES, FORGE_CHECK_DEFAULT,
                           why, cap);
    l5r_game_free(g);
    if (moves < 0)
        return -1;
    r->played_moves += (unsigned long)moves;
    return 1;
}

/* What a dead child wrote about where it died: the sanitizer's summary
   (or the library's own complaint) and the top frames. */
static void stack_top(const char *path, char *out, size_t cap)
{
    FILE *fp = fopen(path, "r");
    char line[1024], frames[3][160] = {"", "", ""}, summary[512] = "";
    int nframes = 0;
    out[0] = '\0';
    if (fp == NULL)
        return;
    while (fgets(line, sizeof line, fp) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        const char *t = line + strspn(line, " ");
        if (strncmp(t, "SUMMARY:", 8) == 0) {
            snprintf(summary, sizeof summary, "%s", t + 9);
        } else if (nframes < 3 && t[0] == '#' && t[1] == '0' + nframes &&
                   t[2] == ' ') {
            const char *in = strstr(t, " in ");
            const char *lib = strstr(t, "/lib/");
            char *fr = frames[nframes++];
            snprintf(fr, sizeof frames[0], "%s", in != NULL ? in + 4 : t);
            /* "func /path/lib/x.c:12" -> "func lib/x.c:12" */
            char *sp = strchr(fr, ' ');
            if (sp != NULL && lib != NULL)
                snprintf(sp + 1, sizeof frames[0] - (size_t)(sp + 1 - fr), "%s",
                         lib + 1);
        } else if (summary[0] == '\0' &&
                   (strstr(t, "runtime error:") != NULL ||
                    strstr(t, "broke an invariant") != NULL)) {
            const char *lib = strstr(t, "/lib/");
            snprintf(summary, sizeof summary, "%s", lib != NULL ? lib + 1 : t);
        }
    }
    fclose(fp);
    /* At most 160 + 3 + 3 * 100 + 8 bytes: fits the caller's 512. */
    snprintf(out, cap, "%.160s | %.100s <- %.100s <- %.100s", summary,
             frames[0], frames[1], frames[2]);
}

/* `src` into `dst` (`cap` bytes), cut short if need be. */
static void copy_text(char *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* Survey mode: the case in a child; a crash is noted, not fatal. The
   child's exit statuses (the sanitizers exit with 1). */
enum { CHILD_REFUSED = 40, CHILD_LOADED = 41, CHILD_BROKEN = 42 };
static int survey_case(run *r, uint8_t *data, size_t len, uint64_t seed,
                       char *why, size_t cap, int *crashed)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/l5r-forge-%ld.err", (long)getpid());
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        if (freopen(path, "w", stderr) != NULL)
            setvbuf(stderr, NULL, _IONBF, 0);
        for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
            sigaction(fatal[i], &before_cmocka[i], NULL);
        int rc = one_case(r, data, len, seed, why, cap);
        if (rc < 0)
            fprintf(stderr, "BROKEN: %s\n", why);
        fflush(NULL);
        _exit(rc < 0 ? CHILD_BROKEN : rc == 1 ? CHILD_LOADED : CHILD_REFUSED);
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        continue;
    *crashed = 0;
    if (WIFEXITED(st) && WEXITSTATUS(st) == CHILD_LOADED)
        return 1;
    if (WIFEXITED(st) && WEXITSTATUS(st) == CHILD_REFUSED)
        return 0;
    if (WIFEXITED(st) && WEXITSTATUS(st) == CHILD_BROKEN) {
        FILE *fp = fopen(path, "r");
        char line[1024];
        why[0] = '\0';
        while (fp != NULL && fgets(line, sizeof line, fp) != NULL)
            if (strncmp(line, "BROKEN: ", 8) == 0)
                copy_text(why, cap, line + 8);
        if (fp != NULL)
            fclose(fp);
        why[strcspn(why, "\n")] = '\0';
        return -1;
    }
    *crashed = 1;
    stack_top(path, why, cap);
    if (why[0] == '\0')
        snprintf(why, cap, "died (status %#x)", (unsigned)st);
    return -1;
}

static unsigned env_unsigned(const char *name, unsigned dflt)
{
    const char *e = getenv(name);
    return e != NULL && *e != '\0' ? (unsigned)strtoul(e, NULL, 10) : dflt;
}

/* The records worth forging in a region: the first, the last, any. */
static uint32_t pick_record(const forge_save *s, const forge_field *f,
                            uint32_t k, forge_rng *rng)
{
    uint32_t n = forge_records(s, f->region);
    if (n <= 1)
        return 0;
    switch (k % 3) {
    case 0:
        return 0;
    case 1:
        return n - 1;
    default:
        return forge_below(rng, n);
    }
}

/* Forge value `vi` of field `f` into position `p` (copied to `buf`) and
   try it. 0 when the field has no value `vi` there. */
static int try_value(run *r, const forge_field *f, size_t vi, const position *p,
                     uint8_t *buf, forge_rng *rng)
{
    memcpy(buf, p->data, p->len);
    forge_save s;
    assert_int_equal(forge_parse(&s, buf, p->len), 0);
    forge_limits lim = forge_limits_of(&s, r->f->db);
    int64_t vals[FORGE_MAX_VALUES];
    size_t nv = forge_values(f, &lim, forge_next(rng), vals, FORGE_MAX_VALUES);
    if (vi >= nv)
        return 0;
    uint32_t rec = pick_record(&s, f, (uint32_t)vi, rng);
    if (forge_set(&s, f, rec, vals[vi]) != 0)
        return 1; /* no such record in this position */
    forge_fix_checksum(&s);
    /* cards[].zone -> cards[12].zone, for the report */
    char fname[64];
    const char *br = strstr(f->name, "[]");
    if (br != NULL)
        snprintf(fname, sizeof fname, "%.*s[%u%s", (int)(br - f->name), f->name,
                 rec, br + 1);
    else
        snprintf(fname, sizeof fname, "%s", f->name);
    snprintf(current, sizeof current,
             "%s = %lld (%#llx); position seed %lld move %u (decision %s)",
             fname, (long long)vals[vi], (unsigned long long)vals[vi],
             (long long)p->seed, p->move, l5r_decision_name(p->decision));
    uint64_t seed = forge_next(rng);
    char why[512];
    int crashed = 0, rc;
    r->tried++;
    if (r->survey)
        rc = survey_case(r, buf, p->len, seed, why, sizeof why, &crashed);
    else
        rc = one_case(r, buf, p->len, seed, why, sizeof why);
    if (rc == 1) {
        r->loaded++;
    } else if (rc == 0) {
        r->refused++;
    } else {
        if (crashed)
            r->crashes++;
        else
            r->broken++;
        note(r, f->name, vals[vi], why);
        if (r->crashes + r->broken <= 40)
            print_message("%s: %s: %s\n", crashed ? "CRASH" : "BROKEN", current,
                          why);
    }
    current[0] = '\0';
    return 1;
}

static void test_forged_saves_load_or_are_refused(void **state)
{
    static run r;
    memset(&r, 0, sizeof r);
    r.f = *state;
    r.every = env_unsigned("L5R_FORGE_EVERY", 1);
    r.survey = env_unsigned("L5R_FORGE_SURVEY", 0);
    unsigned repeat = env_unsigned("L5R_FORGE_POSITIONS", 1);
    const char *only = getenv("L5R_FORGE_ONLY");
    if (r.every == 0)
        r.every = 1;
    if (repeat == 0)
        repeat = 1;
    if (!r.survey)
        report_crashes();
    size_t nf, maxlen = 0;
    const forge_field *t = forge_fields(&nf);
    for (size_t i = 0; i < r.f->npos; i++)
        if (r.f->pos[i].len > maxlen)
            maxlen = r.f->pos[i].len;
    uint8_t *buf = malloc(maxlen);
    assert_non_null(buf);
    unsigned long k = 0;
    forge_rng rng = forge_rng_seeded(20261201);
    for (size_t fi = 0; fi < nf; fi++) {
        const forge_field *f = &t[fi];
        if (only != NULL && *only != '\0' && strcmp(only, f->name) != 0)
            continue;
        /* Padding: a few values are enough. */
        size_t nvals = f->is_pad ? 3 : FORGE_MAX_VALUES;
        int more = 1;
        for (size_t vi = 0; vi < nvals && more; vi++)
            for (unsigned rep = 0; rep < repeat && more; rep++, k++)
                if (k % r.every == 0) /* each position in turn */
                    more = try_value(&r, f, vi,
                                     &r.f->pos[(k / r.every) % r.f->npos], buf,
                                     &rng);
    }
    free(buf);
    print_message("forged saves: %lu tried on %zu positions (%zu fields), "
                  "%lu loaded and played (%lu moves), %lu refused, "
                  "%u crashed, %u broke a promise\n",
                  r.tried, r.f->npos, nf, r.loaded, r.played_moves, r.refused,
                  r.crashes, r.broken);
    for (size_t i = 0; i < r.nfound; i++)
        print_message("  %-32s x%-3u [%s] %s\n", r.found[i].field,
                      r.found[i].count, r.found[i].values, r.found[i].what);
    assert_true(r.tried > 0);
    assert_int_equal(r.crashes + r.broken, 0);
}

int main(void)
{
    keep_handlers();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forge_table_reads_the_game),
        cmocka_unit_test(test_historic_forgeries_are_refused),
        cmocka_unit_test(test_forged_lasting_effects_are_refused),
        cmocka_unit_test(test_forged_saves_load_or_are_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
