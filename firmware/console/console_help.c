/* console_help.c - the help text (commands, games with their arguments, problem ids), kept in
 * flash and printed line by line. Each problem's input is its judge's (docs/console.md). */
#include "console_internal.h"
#include "hal_flash.h"

static const char con_help_text[] HAL_FLASH = HAL_FTEXT(
    "help | solve GAME [--misere] ARGS | judge PROBLEM\n"
    "solve: who wins, how, why; --misere: bash, nim\n"
    " bash N M | nim A B .. | xor X Y | wythoff A B | euclid A B | pow2 N\n"
    " newstone A B .. | coins N K | board N | pirates N M P\n"
    "judge: the problem's input in, its output out; `.` or ^D ends input\n"
    " hdu1846 hdu2176 match hdu1849 hdu1527 nyoj161 hdu2177 poj2348\n"
    " hdu1847 poj1740 poj2484 hdu3951 hdu1564 hdu1538\n");

void con_help(console_t *c)
{
    con_text(c, con_help_text);
}
