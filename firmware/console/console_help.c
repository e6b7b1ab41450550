/* console_help.c - the help text (commands, games with their arguments, problems with their
 * input layout), kept in flash and printed line by line. */
#include "console_internal.h"
#include "hal_flash.h"

static const char con_help_text[] HAL_FLASH =
    "commands: help | solve GAME ARGS... | judge PROBLEM\n"
    "solve GAME: who wins, the winning moves (if lost: the longest), why\n"
    " bash [--misere] N M: one pile, take 1..M\n"
    " nim [--misere] A B ...: 1..64 piles (misere: taking the last loses)\n"
    " xor X Y: nim, one pile of each size X..Y\n"
    " wythoff A B: take from one pile or the same from both\n"
    " euclid A B: take a multiple of the smaller from the larger\n"
    " pow2 N: one pile, take a power of two\n"
    " newstone A B ...: A New Stone Game, 1..32 piles\n"
    " coins N K: circle of N coins, take 1..K adjacent\n"
    " board N: NxN board walk from a corner\n"
    " pirates N M P: gold of pirate P when N pirates share M\n"
    "judge PROBLEM: its input in, its exact output out; a list may follow its count or fill "
    "the next line; `.` or ^D ends input\n"
    " hdu1846 hdu3951: T, T x `n m`/`n k`\n"
    " hdu2176 hdu1849 poj1740: `n a..` until 0\n"
    " match: `n a..` once\n"
    " hdu1527 nyoj161: `a b` to the end\n"
    " hdu2177 poj2348: `a b` until 0 0\n"
    " hdu1847: `n` to the end\n"
    " poj2484 hdu1564: `n` until 0\n"
    " hdu1538: T, T x `n m p`\n";

void con_help(console_t *c)
{
    con_out(c, con_help_text, NULL);
}
