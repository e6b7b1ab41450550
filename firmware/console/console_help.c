/* console_help.c - the help text: the commands, then each game with its arguments and each
 * problem id, both from the lists the commands read (so help cannot miss one). Each problem's
 * input is its judge's (docs/console.md). */
#include "console_internal.h"
#include "hal_flash.h"

static const char con_help_solve[] HAL_FLASH = HAL_FTEXT(
    "help | solve GAME [--misere] ARGS | judge PROBLEM\n"
    "solve: who wins, how, why; --misere: bash, nim\n");
static const char con_help_judge[] HAL_FLASH =
    HAL_FTEXT("judge: the problem's input in, its output out; `.` ends input\n");

void con_help(console_t *c)
{
    con_text(c, con_help_solve);
    for (uint8_t g = 0; g < GAME_ALL; g++) {
        con_put(c, ' ');
        con_item(c, con_game_names, g);
        con_put(c, ' ');
        con_game_form(c, g);
        con_nl(c);
    }
    con_text(c, con_help_judge);
    for (uint8_t p = 0; p < CON_P_COUNT; p++) {
        con_put(c, ' ');
        con_item(c, con_problem_names, p);
    }
    con_nl(c);
}
