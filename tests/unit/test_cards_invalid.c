/* SPDX-License-Identifier: MIT */
/* Bad card files, one folder per case under tests/cards/invalid (in the
   style of jansson's test/suites/invalid). Each folder holds input.yaml
   (the bytes to load), expected (one line: CODE LINE COLUMN message
   substring; then optional "limit NAME VALUE" lines) and optionally
   base.yaml, loaded first and required to load. Each case checks the code,
   the position and the message of diagnostic 0, that a file load and a
   buffer load agree, and that the failed load left the database exactly
   as it was. */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"

#define CASES_DIR L5R_SOURCE_DIR "/tests/cards/invalid"
#define MIN_CASES 100

typedef struct expectation {
    char code[64];
    uint32_t line, column;
    char message[512];
    int nlimits;
    int limit[8];
    int64_t value[8];
} expectation;

/* One case: its folder, and what it holds while it runs (freed by the
   teardown, so that a failed assertion leaks nothing). */
typedef struct case_state {
    char *name;
    char *dir;
    l5r_carddb *db;
    l5r_carddb *ref;
    char *data;
} case_state;

static char *path_join(const char *dir, const char *file)
{
    size_t n = strlen(dir) + 1 + strlen(file) + 1;
    char *p = malloc(n);
    if (p != NULL)
        snprintf(p, n, "%s/%s", dir, file);
    return p;
}

static int file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int limit_of(const char *name)
{
    if (strcmp(name, "max_depth") == 0)
        return L5R_LIMIT_MAX_DEPTH;
    if (strcmp(name, "max_scalar") == 0)
        return L5R_LIMIT_MAX_SCALAR;
    if (strcmp(name, "max_source") == 0)
        return L5R_LIMIT_MAX_SOURCE;
    return 0;
}

static void chomp(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = '\0';
}

/* Parse the folder's `expected` file; fail the test if it is malformed. */
static void read_expected(const case_state *cs, expectation *e)
{
    char *path = path_join(cs->dir, "expected");
    assert_non_null(path);
    FILE *f = fopen(path, "r");
    free(path);
    if (f == NULL)
        fail_msg("%s: cannot open 'expected'", cs->name);
    memset(e, 0, sizeof *e);
    char line[1024];
    int ok = fgets(line, sizeof line, f) != NULL;
    if (ok) {
        chomp(line);
        int used = 0;
        unsigned long l = 0, c = 0;
        ok = sscanf(line, "%63s %lu %lu %n", e->code, &l, &c, &used) == 3 &&
             used > 0 && line[used] != '\0';
        if (ok) {
            e->line = (uint32_t)l;
            e->column = (uint32_t)c;
            snprintf(e->message, sizeof e->message, "%s", line + used);
        }
    }
    while (ok && fgets(line, sizeof line, f) != NULL) {
        chomp(line);
        if (line[0] == '\0')
            continue;
        char name[64];
        long long value = 0;
        ok = sscanf(line, "limit %63s %lld", name, &value) == 2 &&
             limit_of(name) != 0 && e->nlimits < 8;
        if (ok) {
            e->limit[e->nlimits] = limit_of(name);
            e->value[e->nlimits] = (int64_t)value;
            e->nlimits++;
        }
    }
    fclose(f);
    if (!ok)
        fail_msg("%s: malformed 'expected' file", cs->name);
}

/* A new database with the case's limits. */
static l5r_carddb *open_db(const expectation *e)
{
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_non_null(db);
    for (int i = 0; i < e->nlimits; i++)
        assert_int_equal(l5r_carddb_set_limit(db, e->limit[i], e->value[i]),
                         L5R_OK);
    return db;
}

/* Load base.yaml, if the case has one: it must load. */
static void load_base(const case_state *cs, l5r_carddb *db)
{
    char *base = path_join(cs->dir, "base.yaml");
    assert_non_null(base);
    int rc = L5R_OK;
    if (file_exists(base))
        rc = l5r_carddb_load_file(db, base);
    free(base);
    if (rc != L5R_OK)
        fail_msg("%s: base.yaml does not load: %s", cs->name,
                 l5r_carddb_errmsg(db));
}

static const char *status_name(int rc)
{
    const char *s = l5r_status_name(rc);
    return s != NULL ? s : "(unknown status)";
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Check the result of one load of input.yaml against the expectation. */
static void check_load(const case_state *cs, const expectation *e,
                       const char *how, int rc)
{
    l5r_carddb *db = cs->db;
    if (strcmp(status_name(rc), e->code) != 0)
        fail_msg("%s (%s): returned %s, expected %s; errmsg: %s", cs->name, how,
                 status_name(rc), e->code, l5r_carddb_errmsg(db));
    if (l5r_carddb_diag_count(db) < 1)
        fail_msg("%s (%s): no diagnostic", cs->name, how);
    int code = 0;
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
    const char *msg = l5r_carddb_diag_message(db, 0);
    assert_non_null(msg);
    if (strcmp(status_name(code), e->code) != 0)
        fail_msg("%s (%s): diagnostic 0 is %s, expected %s (%s)", cs->name, how,
                 status_name(code), e->code, msg);
    if (line != e->line || col != e->column)
        fail_msg("%s (%s): diagnostic 0 at %" PRIu32 ":%" PRIu32
                 ", expected %" PRIu32 ":%" PRIu32 " (%s)",
                 cs->name, how, line, col, e->line, e->column, msg);
    if (strstr(msg, e->message) == NULL)
        fail_msg("%s (%s): message '%s' does not contain '%s'", cs->name, how,
                 msg, e->message);
    const char *errmsg = l5r_carddb_errmsg(db);
    assert_non_null(errmsg);
    if (errmsg[0] == '\0')
        fail_msg("%s (%s): l5r_carddb_errmsg is empty", cs->name, how);
}

static void run_case(void **state)
{
    case_state *cs = *state;
    expectation e;
    read_expected(cs, &e);

    /* What the database must still be after the failed load. */
    cs->ref = open_db(&e);
    load_base(cs, cs->ref);
    if (l5r_carddb_freeze(cs->ref) != L5R_OK)
        fail_msg("%s: base.yaml does not freeze: %s", cs->name,
                 l5r_carddb_errmsg(cs->ref));
    uint64_t ref_fp = l5r_carddb_fingerprint(cs->ref);
    uint32_t ref_cards = l5r_carddb_card_count(cs->ref);

    cs->db = open_db(&e);
    load_base(cs, cs->db);

    /* Through the file reader. */
    char *input = path_join(cs->dir, "input.yaml");
    assert_non_null(input);
    int rc = l5r_carddb_load_file(cs->db, input);
    free(input);
    check_load(cs, &e, "load_file", rc);
    const char *src = l5r_carddb_diag_source(cs->db, 0);
    assert_non_null(src);
    if (!ends_with(src, "input.yaml"))
        fail_msg("%s: diagnostic source '%s' does not end with input.yaml",
                 cs->name, src);
    int code_file = 0;
    uint32_t line_file = 0, col_file = 0;
    assert_int_equal(
        l5r_carddb_diag(&code_file, &line_file, &col_file, cs->db, 0), L5R_OK);
    char msg_file[512];
    snprintf(msg_file, sizeof msg_file, "%s",
             l5r_carddb_diag_message(cs->db, 0));

    /* The same bytes from memory: the same result. */
    char *path = path_join(cs->dir, "input.yaml");
    assert_non_null(path);
    size_t len = 0;
    cs->data = fx_read_file(path, &len);
    free(path);
    assert_non_null(cs->data);
    rc = l5r_carddb_load_buffer(cs->db, "input.yaml", cs->data, len);
    check_load(cs, &e, "load_buffer", rc);
    int code_buf = 0;
    uint32_t line_buf = 0, col_buf = 0;
    assert_int_equal(l5r_carddb_diag(&code_buf, &line_buf, &col_buf, cs->db, 0),
                     L5R_OK);
    assert_int_equal(code_buf, code_file);
    assert_int_equal(line_buf, line_file);
    assert_int_equal(col_buf, col_file);
    assert_string_equal(l5r_carddb_diag_message(cs->db, 0), msg_file);
    assert_string_equal(l5r_carddb_diag_source(cs->db, 0), "input.yaml");

    /* Nothing of the failed loads remains. */
    rc = l5r_carddb_freeze(cs->db);
    if (rc != L5R_OK)
        fail_msg("%s: freezing after the failed load: %s", cs->name,
                 l5r_carddb_errmsg(cs->db));
    assert_int_equal(l5r_carddb_card_count(cs->db), ref_cards);
    if (l5r_carddb_fingerprint(cs->db) != ref_fp)
        fail_msg("%s: the failed load changed the database's fingerprint",
                 cs->name);
}

static int case_teardown(void **state)
{
    case_state *cs = *state;
    l5r_carddb_free(cs->db);
    l5r_carddb_free(cs->ref);
    free(cs->data);
    cs->db = cs->ref = NULL;
    cs->data = NULL;
    return 0;
}

static void test_enough_cases(void **state)
{
    size_t n = *(size_t *)*state;
    if (n < MIN_CASES)
        fail_msg("found %zu cases in %s, expected at least %d", n, CASES_DIR,
                 MIN_CASES);
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The case folders, sorted. */
static char **list_cases(size_t *count)
{
    *count = 0;
    DIR *d = opendir(CASES_DIR);
    if (d == NULL) {
        fprintf(stderr, "cannot open %s\n", CASES_DIR);
        return NULL;
    }
    size_t n = 0, cap = 64;
    char **names = malloc(cap * sizeof *names);
    struct dirent *ent;
    while (names != NULL && (ent = readdir(d)) != NULL) {
        if (ent->d_name[0] == '.')
            continue;
        char *dir = path_join(CASES_DIR, ent->d_name);
        struct stat st;
        int is_dir = dir != NULL && stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
        free(dir);
        if (!is_dir)
            continue;
        if (n == cap) {
            char **m = realloc(names, cap * 2 * sizeof *names);
            if (m == NULL)
                break;
            names = m;
            cap *= 2;
        }
        names[n] = malloc(strlen(ent->d_name) + 1);
        if (names[n] == NULL)
            break;
        strcpy(names[n], ent->d_name);
        n++;
    }
    closedir(d);
    if (names != NULL)
        qsort(names, n, sizeof *names, cmp_names);
    *count = n;
    return names;
}

int main(void)
{
    size_t n = 0;
    char **names = list_cases(&n);
    struct CMUnitTest *tests = calloc(n + 1, sizeof *tests);
    case_state *states = calloc(n + 1, sizeof *states);
    if (tests == NULL || states == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    size_t found = n;
    tests[0] =
        (struct CMUnitTest)cmocka_unit_test_prestate(test_enough_cases, &found);
    size_t ntests = 1;
    for (size_t i = 0; i < n; i++) {
        case_state *cs = &states[i];
        cs->name = names[i];
        cs->dir = path_join(CASES_DIR, names[i]);
        if (cs->dir == NULL) {
            fprintf(stderr, "out of memory\n");
            return 1;
        }
        tests[ntests] =
            (struct CMUnitTest)cmocka_unit_test_prestate_setup_teardown(
                run_case, NULL, case_teardown, cs);
        tests[ntests].name = cs->name;
        ntests++;
    }
    int failed =
        _cmocka_run_group_tests("cards_invalid", tests, ntests, NULL, NULL);
    for (size_t i = 0; i < n; i++) {
        free(states[i].dir);
        free(names[i]);
    }
    free(names);
    free(states);
    free(tests);
    return failed;
}
