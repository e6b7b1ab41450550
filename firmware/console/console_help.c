/* console_help.c - the help text (commands, games with their arguments, problems with their
 * input layout), kept in flash and printed line by line. */
#include "console_internal.h"
#include "hal_flash.h"

static const char con_help_text[] HAL_FLASH =
    "commands: help | solve GAME ARGS... | judge PROBLEM\n"
    "solve: who wins, the winning move(s) (a lost position: the longest-lasting move), why\n"
    " bash [--misere] N M: one pile, take 1..M (M>=1)\n"
    " nim [--misere] A B ...: 1..64 piles; misere: who takes the last loses\n"
    " xor X Y: nim, one pile of each size X..Y\n"
    " wythoff A B: take from one pile or the same from both\n"
    " euclid A B: take a multiple of the smaller from the larger (A,B>=1)\n"
    " pow2 N: one pile, take a power of two\n"
    " newstone A B ...: A New Stone Game, 1..32 piles\n"
    " coins N K: circle of N coins, take 1..K adjacent (N,K>=1)\n"
    " board N: NxN board walk from a corner (N>=1)\n"
    " pirates N M P: gold of pirate P (1..N) when N share M\n"
    "judge: the problem's input in, its exact output out; numbers 0..4294967295;\n"
    "a list may follow its count or fill the next line; `.` or ^D ends input\n"
    " hdu1846: T, T x `n m` -> first/second\n"
    " hdu2176: `m a..` until 0 -> No/Yes + `a new`\n"
    " match: `k a..` once -> lose/`take pile` + piles\n"
    " hdu1849: `m a..` until 0 -> Rabbit Win!/Grass Win!\n"
    " hdu1527, nyoj161: `a b` to the end -> 0/1\n"
    " hdu2177: `a b` until 0 0 -> 0/1 + `x y` moves\n"
    " poj2348: `a b` until 0 0 -> Stan wins/Ollie wins\n"
    " hdu1847: `n` to the end -> Kiki/Cici\n"
    " poj1740: `n a..` until 0 -> 1/0\n"
    " poj2484: `n` until 0 -> Alice/Bob\n"
    " hdu3951: T, T x `n k` -> Case i: first/second\n"
    " hdu1564: `n` until 0 -> 8600/ailyanlu\n"
    " hdu1538: T, T x `n m p` -> gold/Thrown\n";

void con_help(console_t *c)
{
    con_out_f(c, con_help_text);
}
