/* human.c - l5r play --human: a person plays one side. */
#include "cli.h"

int cli_human_game(cli_session *s, const cli_setup *su, cli_report *r,
                   uint32_t human, int greedy)
{
    (void)s, (void)su, (void)human, (void)greedy;
    return cli_fail(r, EXIT_USAGE, "usage", NULL, 0, 0, "not yet");
}
