/* console_solve_nim.c - `solve` answers for the Nim family: Nim (normal and misere), Nim on
 * piles of consecutive sizes (`xor X Y`) and A New Stone Game. Winning moves are candidates
 * checked by the solver's own verdict, so this file never decides who wins by itself. */
#include "console_internal.h"
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"
#include "xor_range.h"

/* Prints one Nim move line: pile i (1-based i + 1) from a down to `to`. */
static __attribute__((noinline)) void con_nim_line(console_t *c, uint32_t *arg, uint8_t i, uint32_t a,
                                                  uint32_t to)
{
    arg[1] = a - to;
    arg[2] = i + 1u;
    arg[3] = a;
    arg[4] = to;
    con_out(c,
            HAL_FSTR(CON_LABEL "take " CON_D(b) " from pile " CON_D(c) " (" CON_D(d) " -> "
                     CON_D(e) ")\n"),
            arg);
}

const char *con_solve_nim(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t *v = c->piles;
    bool wins = nim_first_wins(v, count, mode);
    uint32_t x = nim_sum(v, count);
    uint8_t ones = 0;
    bool big = false;
    for (uint8_t i = 0; i < count; i++) {
        if (v[i] == 1u) {
            ones++;
        } else if (v[i] > 1u) {
            big = true;
        }
    }
    arg[0] = !wins;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    if (ones == 0 && !big) {
        return HAL_FSTR(CON_NO_MOVE CON_LAST_OBJECT);
    }
    if (!wins) {
        nim_move_t s;
        nim_stalling_move(v, count, &s);
        con_nim_line(c, arg, s.pile, v[s.pile], s.to);
    }
    for (uint8_t i = 0; wins && i < count; i++) {
        /* candidates: a ^ x, and 0 or 1 for misere's endgame */
        uint32_t a = v[i];
        uint32_t to = a ^ x;
        for (uint8_t k = 0; k < 3u; k++) {
            if (k > 0) {
                if (to == k - 1u) {
                    continue;
                }
                to = k - 1u;
            }
            if (to < a && con_nim_try(c, count, i, to, mode)) {
                con_nim_line(c, arg, i, a, to);
            }
            to = a ^ x;
        }
    }
    arg[1] = mode == PLAY_MISERE ? (big ? 1u : 2u) : 0u;
    arg[2] = x;
    arg[3] = ones;
    return HAL_FSTR("why: " CON_SEL(b) "the nim-sum (XOR of the piles) is " CON_D(c) " = binary "
                    CON_B(c) "; nim-sum 0 loses: every move makes it non-zero, and from non-zero "
                    "a move to 0 exists"
                    CON_OR "misere with a pile of 2 or more: play normal Nim (nim-sum " CON_D(c)
                    " = binary " CON_B(c) ") until the move would leave only piles of 0 and 1, "
                    "then leave an odd number of 1-piles"
                    CON_OR "misere, every pile 0 or 1: the " CON_D(d) " piles of 1 go one per "
                    "turn; the player to move wins iff that count is even" CON_END "\n");
}

const char *con_solve_xor(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t lo = c->piles[0];
    uint32_t hi = c->piles[1];
    uint32_t s, v, to;
    (void)count;
    (void)mode;
    if (lo > hi) {
        uint32_t t = lo;
        lo = hi;
        hi = t;
    }
    s = xor_range(lo, hi);
    /* stalling: 1 from the largest pile */
    v = hi;
    to = hi - 1u;
    if (s != 0) {
        /* a pile holding the nim-sum's top bit: the smallest such size >= lo */
        uint32_t bit = 1UL << 31;
        while (!(s & bit)) {
            bit >>= 1;
        }
        v = (lo & bit) ? lo : ((lo & ~((bit << 1) - 1u)) | bit);
        to = v ^ s;
    }
    arg[0] = (s == 0) | (hi == 0) << 1 | (lo == 0) << 2;
    arg[1] = v - to;
    arg[2] = v;
    arg[3] = to;
    arg[4] = lo;
    arg[5] = hi;
    arg[6] = lo - 1u;
    arg[7] = xor_upto(hi);
    arg[8] = xor_upto(lo - 1u);
    arg[9] = s;
    return HAL_FSTR(CON_VERDICT CON_SEL(1) CON_LABEL "take " CON_D(b) " from the pile of " CON_D(c)
                    " (" CON_D(c) " -> " CON_D(d) ")\n" CON_OR CON_NO_MOVE
                    "the only pile is empty\n" CON_END "why: one pile of each size " CON_D(e) ".."
                    CON_D(f) "; nim-sum = xor(0.." CON_D(f) ")" CON_SEL(2) " ^ xor(0.." CON_D(g)
                    ") = " CON_D(h) " ^ " CON_D(i) CON_OR CON_END " = " CON_D(j) " = binary "
                    CON_B(j) ", where xor(0..n) is n, 1, n+1 or 0 as n mod 4 is 0, 1, 2 or 3\n");
}

const char *con_solve_newstone(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t *before = c->piles;
    uint32_t *after = c->piles + CONSOLE_MAX_PILES / 2;
    uint32_t *pairs = before; /* the piles whose pairs the reason names */
    bool wins = new_stone_first_wins(before, count);
    uint8_t from = 0;
    bool moves = wins ? new_stone_winning_move(before, count, after, &from)
                      : new_stone_stalling_move(before, count, after, &from);
    (void)mode;
    if (wins && !moves) {
        con_error(c, HAL_FSTR("internal error: no winning move found"), 0, 0);
        return NULL;
    }
    arg[0] = !wins;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    if (!moves) {
        con_out(c, HAL_FSTR(CON_NO_MOVE "every pile is empty\n"), NULL);
    } else {
        /* `leaves 2 2(+1) 0`: the piles after the move, with what it moved onto each */
        uint32_t removed = before[from] - after[from];
        arg[1] = from + 1u;
        arg[2] = before[from];
        arg[3] = after[from];
        con_out(c, HAL_FSTR(CON_LABEL "pile " CON_D(b) ": " CON_D(c) " -> " CON_D(d) "; leaves"),
                arg);
        for (uint8_t j = 0; j < count; j++) {
            arg[1] = after[j];
            arg[2] = after[j] - before[j];
            arg[0] = (!wins) | (j == from || after[j] <= before[j]) << 1;
            if (!(arg[0] & 2u)) {
                removed -= arg[2];
            }
            con_out(c, HAL_FSTR(" " CON_D(b) CON_SEL(1) "(+" CON_D(c) ")" CON_OR CON_END), arg);
        }
        arg[1] = removed;
        con_out(c, HAL_FSTR("; " CON_D(b) " removed\n"), arg);
        pairs = wins ? after : before;
    }
    con_out(c,
            HAL_FSTR("why: the non-empty piles " CON_SEL(0) "do not pair up; the move pairs them ("
                     CON_OR "pair up (" CON_END),
            arg);
    /* the pairs of equal non-empty piles as `1+3, 2+4`: each pile's first equal one to the
     * right, which then leaves the search (the piles are not needed any more) */
    arg[1] = 1; /* bit 1: no pair printed yet */
    arg[0] |= 2;
    for (uint8_t i = 0; i < count; i++) {
        for (uint8_t j = (uint8_t)(i + 1u); pairs[i] != 0 && j < count; j++) {
            if (pairs[j] == pairs[i]) {
                pairs[j] = 0;
                arg[1] = i + 1u;
                arg[2] = j + 1u;
                con_out(c, HAL_FSTR(CON_SEL(1) ", " CON_OR CON_END CON_D(b) "+" CON_D(c)), arg);
                arg[0] &= ~2u;
                break;
            }
        }
    }
    return HAL_FSTR(CON_SEL(1) CON_OR "none left" CON_END CON_SEL(0) "), then copy" CON_OR
                    "; empty piles never matter): copy" CON_END
                    " every move of the opponent on the twin pile\n");
}
