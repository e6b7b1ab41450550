/* console_help.c - the help text: the commands, then each game with its arguments and each
 * problem id, both from the lists the commands read (so help cannot miss one). Each problem's
 * input is its judge's (docs/console.md). */
#include "console_internal.h"
#include "hal_flash.h"

void con_help(console_t *c)
{
    con_say(c, CON_T_HELP_SOLVE);
    for (uint8_t g = 0; g < GAME_ALL; g++) {
        con_put(c, ' ');
        con_say(c, hal_flash_byte(&con_game_names[g]));
        con_put(c, ' ');
        con_game_form(c, g);
        con_nl(c);
    }
    con_say(c, CON_T_HELP_JUDGE);
    for (uint8_t p = 0; p < CON_P_COUNT; p++) {
        con_put(c, ' ');
        con_say(c, hal_flash_byte(&con_problem_names[p]));
    }
    con_nl(c);
}
