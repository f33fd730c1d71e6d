/* cli.h - what the l5r tool's commands share. */
#ifndef L5R_CLI_H
#define L5R_CLI_H

#include <l5r.h>

#include <stdio.h>

/* Exit codes: 0 ok; 1 the input was checked and found bad (card file
   errors, an illegal deck, an illegal move); 2 usage; 3 library error. */
enum { EXIT_BAD_INPUT = 1, EXIT_USAGE = 2, EXIT_LIBRARY = 3 };

#define DEFAULT_SETS   L5R_EXAMPLES_DIR "/cards/sets.yaml"
#define DEFAULT_CARDS  L5R_EXAMPLES_DIR "/cards/lotus-sample.yaml"
#define DEFAULT_DECK_A L5R_EXAMPLES_DIR "/cards/decks/crab-yu.yaml"
#define DEFAULT_DECK_B L5R_EXAMPLES_DIR "/cards/decks/scorpion-ninjutsu.yaml"

/* Print a string as a JSON string literal. */
void cli_json_str(const char *s);
/* Print the last load's or freeze's diagnostics (JSON objects when json,
   comma-separated after the first; *first tracks that). */
void cli_print_diags(const l5r_carddb *db, int json, int *first);
/* Load card files and freeze: 0, or an exit code after printing why. */
int cli_load_cards(l5r_carddb **out, const char *const *files, int n, int json,
                   int *first);

int cli_cards(int argc, char **argv);
int cli_deck(int argc, char **argv);
int cli_play(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_legal(int argc, char **argv);

#endif
