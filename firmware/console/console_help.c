/* console_help.c - the help text (commands, games with their arguments, problems with their
 * input), kept in flash and printed line by line. */
#include "console_internal.h"
#include "hal_flash.h"

static const char con_help_text[] HAL_FLASH = HAL_FTEXT(
    "help | solve GAME [--misere] ARGS | judge PROBLEM\n"
    "solve: who wins, how, why; --misere: bash, nim\n"
    " bash N M | nim A B .. | xor X Y | wythoff A B | euclid A B | pow2 N\n"
    " newstone A B .. | coins N K | board N | pirates N M P\n"
    "judge: its input in, its output out; `.` or ^D ends input\n"
    " hdu1846 hdu3951: T, T x `n m` | hdu1538: T, T x `n m p`\n"
    " hdu2176 hdu1849 poj1740: `n a..` until 0 | match: `n a..` once\n"
    " hdu1527 nyoj161: `a b` to the end | hdu2177 poj2348: `a b` until 0 0\n"
    " hdu1847: `n` to the end | poj2484 hdu1564: `n` until 0\n");

void con_help(console_t *c)
{
    con_text(c, con_help_text);
}
