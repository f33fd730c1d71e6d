/* SPDX-License-Identifier: MIT */
/*
 * gen_saves.c - the seed corpus of fuzz_save: saves of mid-game positions
 * between the sample decks, written into a directory. A save holds the
 * state block as it is in memory and the card database's fingerprint, so
 * committed saves go stale when either changes; these are made by the
 * build that fuzzes them.
 *
 *     gen_saves DIR
 *
 * For each seed 1 .. SEEDS, a random game (forge_play_random) is saved
 * whenever a kind of decision first appears in it and every EVERY moves,
 * as DIR/seed<S>-move<M>-<decision>.bin. The forgeries that once crashed
 * the library (forge_historic) are made from the save at seed 1, move 0,
 * as DIR/historic-<name>.bin: the same cases as the committed
 * tests/fuzz/corpus/save/<name>.bin, but always of this build's layout and
 * cards. DIR and its parents are made if
 * need be; the saves an earlier run left there are removed first (their
 * names follow the play, which changes with the rules). Exit status 0 on
 * success.
 */
#define _POSIX_C_SOURCE 200809L /* mkdir, opendir, unlink */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "forge.h"
#include "game_fixture.h"

#define SEEDS     FUZZ_NDECKS /* every deck plays (fuzz_decks) */
#define MAX_MOVES 400
#define EVERY     60

static int write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    int ok = f != NULL && fwrite(data, 1, len, f) == len;
    if (f != NULL && fclose(f) != 0)
        ok = 0;
    if (!ok)
        fprintf(stderr, "gen_saves: cannot write %s\n", path);
    return ok ? 0 : -1;
}

/* The historic forgeries of the save of `g`. */
static int write_historic(const char *dir, const l5r_game *g)
{
    void *data = NULL;
    size_t len = 0, n = 0;
    if (l5r_game_save(&data, &len, g) != L5R_OK)
        return -1;
    uint8_t *buf = malloc(len);
    int rc = buf != NULL ? 0 : -1;
    const forge_case *c = forge_historic(&n);
    for (size_t i = 0; i < n && rc == 0; i++) {
        memcpy(buf, data, len);
        forge_save s;
        const forge_field *f = forge_find(c[i].field);
        if (forge_parse(&s, buf, len) != 0 || f == NULL ||
            forge_set(&s, f, 0, c[i].value) != 0) {
            fprintf(stderr, "gen_saves: cannot forge %s\n", c[i].field);
            rc = -1;
            break;
        }
        forge_fix_checksum(&s);
        char path[1024];
        snprintf(path, sizeof path, "%s/historic-%s.bin", dir, c[i].name);
        rc = write_file(path, buf, len);
    }
    free(buf);
    l5r_free(data);
    return rc;
}

static int write_save(const char *dir, const l5r_game *g, int seed,
                      uint32_t move, int kind)
{
    void *data = NULL;
    size_t len = 0;
    if (l5r_game_save(&data, &len, g) != L5R_OK)
        return -1;
    char path[1024];
    snprintf(path, sizeof path, "%s/seed%d-move%u-%s.bin", dir, seed, move,
             l5r_decision_name(kind));
    int rc = write_file(path, data, len);
    l5r_free(data);
    return rc;
}

/* mkdir -p */
static int make_dirs(const char *dir)
{
    char path[1024];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof path)
        return -1;
    memcpy(path, dir, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (path[i] != '/' && path[i] != '\0')
            continue;
        char c = path[i];
        path[i] = '\0';
        if (mkdir(path, 0777) != 0 && errno != EEXIST)
            return -1;
        path[i] = c;
    }
    struct stat st;
    return stat(dir, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

/* Remove the saves an earlier run wrote (seed*.bin, historic-*.bin). */
static void remove_old(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if ((strncmp(e->d_name, "seed", 4) != 0 &&
             strncmp(e->d_name, "historic-", 9) != 0) ||
            n < 8 || strcmp(e->d_name + n - 4, ".bin") != 0)
            continue;
        char path[1024];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) <
            sizeof path)
            unlink(path);
    }
    closedir(d);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    if (make_dirs(argv[1]) != 0) {
        fprintf(stderr, "gen_saves: cannot make %s: %s\n", argv[1],
                strerror(errno));
        return 1;
    }
    remove_old(argv[1]);
    fuzz_fixture();
    unsigned written = 0;
    for (int seed = 1; seed <= SEEDS; seed++) {
        forge_rng r = forge_rng_seeded((uint64_t)seed);
        l5r_game *g = NULL;
        l5r_deck *pair[2];
        if (forge_game_at(&g, fx_db, fuzz_decks(seed, pair), seed, 0, &r) !=
            L5R_OK)
            return 1;
        unsigned seen = 0;
        for (uint32_t m = 0; m < MAX_MOVES && !l5r_game_is_over(g); m++) {
            int kind = 0;
            l5r_game_decision(NULL, &kind, g);
            if (seed == 1 && m == 0 && write_historic(argv[1], g) != 0)
                return 1;
            if (!(seen & (1u << kind)) || m % EVERY == 0) {
                seen |= 1u << kind;
                if (write_save(argv[1], g, seed, m, kind) != 0)
                    return 1;
                written++;
            }
            if (forge_play_random(g, 1, &r) != L5R_OK) {
                fprintf(stderr, "gen_saves: seed %d, move %u: %s\n", seed, m,
                        l5r_error_message());
                return 1;
            }
        }
        l5r_game_free(g);
    }
    printf("gen_saves: %u saves in %s\n", written, argv[1]);
    return 0;
}
