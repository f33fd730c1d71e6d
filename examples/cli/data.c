/* SPDX-License-Identifier: MIT */
/*
 * data.c - where the l5r tool finds its data: the sample set table, cards
 * and decks it uses when none are given (DEFAULT_* in cli.h).
 *
 * A data directory holds cards/sets.yaml, cards/lotus-sample.yaml and
 * cards/decks/ (an install's share/l5r, or the source tree's examples/).
 * It is, in this order:
 *   1. $L5R_DATA_DIR when set and not empty, as it is (an explicit choice:
 *      if it holds no cards, the errors name it);
 *   2. the directory next to the executable, <bindir>/../share/l5r
 *      (L5R_CLI_BIN_TO_DATA), if it holds cards/sets.yaml: the executable
 *      is found through /proc/self/exe, else argv[0] (searched in $PATH
 *      when it has no slash). An installed tree can so be moved anywhere;
 *   3. L5R_CLI_DATADIR, compiled in (examples/CMakeLists.txt): the install
 *      prefix's data directory for the installed tool, the source tree's
 *      examples/ for the build tree's one, and only for that one.
 * The choice is made once per process.
 */
#define _GNU_SOURCE /* program_invocation_name, realpath, readlink */
#include "cli.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef L5R_CLI_DATADIR
#error                                                                         \
    "L5R_CLI_DATADIR: the compiled-in data directory (examples/CMakeLists.txt)"
#endif
#ifndef L5R_CLI_BIN_TO_DATA
#define L5R_CLI_BIN_TO_DATA "../share/l5r"
#endif
#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

static char data_dir[PATH_MAX];
static pthread_once_t data_once = PTHREAD_ONCE_INIT;

static bool copy_path(char *dst, const char *src)
{
    size_t n = strlen(src);
    if (n >= PATH_MAX)
        return false;
    memcpy(dst, src, n + 1);
    return true;
}

static bool holds_cards(const char *dir)
{
    char p[PATH_MAX];
    int n = snprintf(p, sizeof p, "%s/cards/sets.yaml", dir);
    return n > 0 && (size_t)n < sizeof p && access(p, R_OK) == 0;
}

/* The running executable's absolute path in exe (PATH_MAX bytes). */
static bool exe_path(char *exe)
{
    ssize_t n = readlink("/proc/self/exe", exe, PATH_MAX - 1);
    if (n > 0 && n < PATH_MAX - 1) {
        exe[n] = '\0';
        return exe[0] == '/';
    }
#ifdef __GLIBC__
    const char *a0 = program_invocation_name; /* argv[0] */
    if (a0 == NULL || a0[0] == '\0')
        return false;
    if (strchr(a0, '/') != NULL)
        return realpath(a0, exe) != NULL;
    const char *path = getenv("PATH");
    while (path != NULL && *path != '\0') {
        const char *end = strchr(path, ':');
        size_t len = end != NULL ? (size_t)(end - path) : strlen(path);
        char cand[PATH_MAX];
        int m = len > 0
                    ? snprintf(cand, sizeof cand, "%.*s/%s", (int)len, path, a0)
                    : snprintf(cand, sizeof cand, "./%s", a0);
        if (m > 0 && (size_t)m < sizeof cand && access(cand, X_OK) == 0 &&
            realpath(cand, exe) != NULL)
            return true;
        path = end != NULL ? end + 1 : NULL;
    }
#endif
    return false;
}

/* dir/rel, with rel's leading "../" taken off dir ("/usr/bin" and
   "../share/l5r" give "/usr/share/l5r"). */
static bool join_up(char *out, const char *dir, const char *rel)
{
    char d[PATH_MAX];
    if (!copy_path(d, dir))
        return false;
    while (strncmp(rel, "../", 3) == 0) {
        char *slash = strrchr(d, '/');
        if (slash == NULL || slash == d)
            break;
        *slash = '\0';
        rel += 3;
    }
    int n = snprintf(out, PATH_MAX, "%s/%s", d, rel);
    return n > 0 && n < PATH_MAX;
}

static void find_data_dir(void)
{
    const char *env = getenv("L5R_DATA_DIR");
    if (env != NULL && env[0] != '\0' && copy_path(data_dir, env))
        return;
    char exe[PATH_MAX], cand[PATH_MAX];
    if (exe_path(exe)) {
        char *slash = strrchr(exe, '/');
        if (slash != NULL && slash != exe) {
            *slash = '\0';
            if (join_up(cand, exe, L5R_CLI_BIN_TO_DATA) && holds_cards(cand) &&
                copy_path(data_dir, cand))
                return;
        }
    }
    copy_path(data_dir, L5R_CLI_DATADIR);
}

const char *cli_data_dir(void)
{
    pthread_once(&data_once, find_data_dir);
    return data_dir;
}

/* Each path is made once and kept for the whole run (callers hold on to
   them), in a small table: the tool asks for four. */
enum { DATA_PATHS = 8 };

const char *cli_data_path(const char *rel)
{
    static struct {
        const char *rel;
        char path[PATH_MAX];
    } paths[DATA_PATHS];
    static int npaths;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

    const char *dir = cli_data_dir();
    const char *found = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < npaths && found == NULL; i++)
        if (strcmp(paths[i].rel, rel) == 0)
            found = paths[i].path;
    if (found == NULL && npaths < DATA_PATHS) {
        int n = snprintf(paths[npaths].path, sizeof paths[npaths].path, "%s/%s",
                         dir, rel);
        if (n < 0 || (size_t)n >= sizeof paths[npaths].path)
            fprintf(stderr, "l5r: the data path %s/%s is too long\n", dir,
                    rel); /* kept cut: opening it fails, naming it */
        paths[npaths].rel = rel;
        found = paths[npaths++].path;
    }
    pthread_mutex_unlock(&lock);
    if (found == NULL) {
        fprintf(stderr, "l5r: cli_data_path: more than %d data files\n",
                DATA_PATHS);
        abort();
    }
    return found;
}
