/* console_solve_nim.c - `solve` answers for the Nim family: Nim (normal and misere), Nim on
 * piles of consecutive sizes (`xor X Y`) and A New Stone Game. Winning moves are candidates
 * checked by the solver's own verdict, so this file never decides who wins by itself. */
#include "console_internal.h"
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"
#include "xor_range.h"

/* True when pile i down to `to` leaves the opponent lost. */
static bool con_nim_try(console_t *c, uint8_t count, uint8_t i, uint32_t to, play_mode_t mode)
{
    uint32_t old = c->piles[i];
    bool wins;
    c->piles[i] = to;
    wins = !nim_first_wins(c->piles, count, mode);
    c->piles[i] = old;
    return wins;
}

static void con_nim_move_line(console_t *c, bool winning, uint8_t i, uint32_t from, uint32_t to)
{
    con_solve_move_label(c, winning);
    con_out_f(c, HAL_FSTR("take "));
    con_out_u32(c, from - to);
    con_out_f(c, HAL_FSTR(" from pile "));
    con_out_u32(c, (uint32_t)i + 1u);
    con_out_f(c, HAL_FSTR(" ("));
    con_solve_arrow(c, from, to);
    con_out_f(c, HAL_FSTR(")\n"));
}

static void con_out_nim_sum(console_t *c, uint32_t x)
{
    con_out_u32(c, x);
    con_out_f(c, HAL_FSTR(" = binary "));
    con_put_bin(c, CON_OUT, x);
}

void con_solve_nim(console_t *c, uint8_t count, play_mode_t mode)
{
    bool wins = nim_first_wins(c->piles, count, mode);
    uint32_t x = nim_sum(c->piles, count);
    uint8_t ones = 0;
    bool big = false;
    bool any = false;
    for (uint8_t i = 0; i < count; i++) {
        if (c->piles[i] == 1u) {
            ones++;
        } else if (c->piles[i] > 1u) {
            big = true;
        }
        if (c->piles[i] != 0) {
            any = true;
        }
    }
    con_solve_verdict(c, wins);
    if (!any) {
        con_solve_no_move(c, mode == PLAY_MISERE
                                 ? HAL_FSTR("the other player took the last object and lost")
                                 : HAL_FSTR("the other player took the last object and won"));
        return;
    }
    if (wins) {
        for (uint8_t i = 0; i < count; i++) {
            uint32_t a = c->piles[i];
            uint32_t cand[3] = {a ^ x, 0, 1};
            for (uint8_t k = 0; k < 3u; k++) {
                uint32_t to = cand[k];
                if (to >= a || (k > 0 && to == cand[0]) || (k == 2 && to == cand[1])) {
                    continue;
                }
                if (con_nim_try(c, count, i, to, mode)) {
                    con_nim_move_line(c, true, i, a, to);
                }
            }
        }
    } else {
        nim_move_t m;
        if (nim_stalling_move(c->piles, count, &m)) {
            con_nim_move_line(c, false, m.pile, c->piles[m.pile], m.to);
        }
    }
    con_out_f(c, HAL_FSTR("why: "));
    if (mode == PLAY_MISERE && !big) {
        con_out_f(c, HAL_FSTR("misere with every pile 0 or 1: "));
        con_out_u32(c, ones);
        con_out_f(c, HAL_FSTR(" piles of 1 go one per turn and whoever takes the last loses, "
                              "so the player to move wins iff that count is even\n"));
        return;
    }
    if (mode == PLAY_MISERE) {
        con_out_f(c, HAL_FSTR("misere with a pile of 2 or more: play as in normal Nim (nim-sum "));
        con_out_nim_sum(c, x);
        con_out_f(c, HAL_FSTR(") until a move would leave only piles of 0 and 1; then leave an "
                              "odd number of 1-piles\n"));
        return;
    }
    con_out_f(c, HAL_FSTR("the nim-sum (XOR of all piles) is "));
    con_out_nim_sum(c, x);
    if (x != 0) {
        con_out_f(c, HAL_FSTR(", not 0: a winning move makes it 0, and every move from 0 makes it "
                              "non-zero again\n"));
    } else {
        con_out_f(c, HAL_FSTR(": every move makes it non-zero, and the opponent can always make it 0 "
                              "again\n"));
    }
}

void con_solve_xor(console_t *c)
{
    uint32_t lo = c->piles[0];
    uint32_t hi = c->piles[1];
    uint32_t s;
    if (lo > hi) {
        uint32_t t = lo;
        lo = hi;
        hi = t;
    }
    s = xor_range(lo, hi);
    con_solve_verdict(c, s != 0);
    if (hi == 0) {
        con_solve_no_move(c, HAL_FSTR("the only pile is empty"));
    } else if (s != 0) {
        /* a pile holding the nim-sum's top bit: the smallest such size >= lo */
        uint8_t h = 31;
        uint32_t bit;
        uint32_t v;
        while (!(s & (1UL << h))) {
            h--;
        }
        bit = 1UL << h;
        v = (lo & bit) ? lo : ((lo & ~((bit << 1) - 1u)) | bit);
        con_solve_move_label(c, true);
        con_out_f(c, HAL_FSTR("take "));
        con_out_u32(c, v - (v ^ s));
        con_out_f(c, HAL_FSTR(" from the pile of "));
        con_out_u32(c, v);
        con_out_f(c, HAL_FSTR(" ("));
        con_solve_arrow(c, v, v ^ s);
        con_out_f(c, HAL_FSTR(")\n"));
    } else {
        con_solve_move_label(c, false);
        con_out_f(c, HAL_FSTR("take 1 from the pile of "));
        con_out_u32(c, hi);
        con_out_f(c, HAL_FSTR(" ("));
        con_solve_arrow(c, hi, hi - 1u);
        con_out_f(c, HAL_FSTR(")\n"));
    }
    con_out_f(c, HAL_FSTR("why: one pile of each size "));
    con_out_u32(c, lo);
    con_out_f(c, HAL_FSTR(".."));
    con_out_u32(c, hi);
    con_out_f(c, HAL_FSTR("; nim-sum = xor(0.."));
    con_out_u32(c, hi);
    con_out_ch(c, ')');
    if (lo > 0) {
        con_out_f(c, HAL_FSTR(" ^ xor(0.."));
        con_out_u32(c, lo - 1u);
        con_out_f(c, HAL_FSTR(") = "));
        con_out_u32(c, xor_upto(hi));
        con_out_f(c, HAL_FSTR(" ^ "));
        con_out_u32(c, xor_upto(lo - 1u));
    }
    con_out_f(c, HAL_FSTR(" = "));
    con_out_nim_sum(c, s);
    con_out_f(c, HAL_FSTR(", where xor(0..n) is n, 1, n+1 or 0 as n mod 4 is 0, 1, 2 or 3\n"));
}

/* Prints the pairs of equal non-empty piles of arr as `1+3, 2+4` (1-based). */
static void con_out_pairs(console_t *c, const uint32_t *arr, uint8_t count)
{
    bool first = true;
    for (uint8_t i = 0; i < count; i++) {
        uint8_t before = 0;
        if (arr[i] == 0) {
            continue;
        }
        for (uint8_t j = 0; j < i; j++) {
            if (arr[j] == arr[i]) {
                before++;
            }
        }
        if (before & 1u) {
            continue;
        }
        for (uint8_t j = (uint8_t)(i + 1u); j < count; j++) {
            if (arr[j] == arr[i]) {
                if (!first) {
                    con_out_f(c, HAL_FSTR(", "));
                }
                first = false;
                con_out_u32(c, (uint32_t)i + 1u);
                con_out_ch(c, '+');
                con_out_u32(c, (uint32_t)j + 1u);
                break;
            }
        }
    }
    if (first) {
        con_out_f(c, HAL_FSTR("none left"));
    }
}

static void con_newstone_move(console_t *c, bool winning, uint8_t count, uint8_t from)
{
    const uint32_t *before = c->piles;
    const uint32_t *after = c->piles + CONSOLE_MAX_PILES / 2;
    uint32_t moved = 0;
    bool any = false;
    for (uint8_t j = 0; j < count; j++) {
        if (j != from && after[j] > before[j]) {
            moved += after[j] - before[j];
        }
    }
    con_solve_move_label(c, winning);
    con_out_f(c, HAL_FSTR("pile "));
    con_out_u32(c, (uint32_t)from + 1u);
    con_out_f(c, HAL_FSTR(": "));
    con_solve_arrow(c, before[from], after[from]);
    con_out_f(c, HAL_FSTR(" (remove "));
    con_out_u32(c, before[from] - after[from] - moved);
    for (uint8_t j = 0; j < count; j++) {
        if (j != from && after[j] > before[j]) {
            con_out_f(c, any ? HAL_FSTR(", ") : HAL_FSTR(", move "));
            any = true;
            con_out_u32(c, after[j] - before[j]);
            con_out_f(c, HAL_FSTR(" onto pile "));
            con_out_u32(c, (uint32_t)j + 1u);
        }
    }
    con_out_f(c, HAL_FSTR("); leaves"));
    for (uint8_t j = 0; j < count; j++) {
        con_out_ch(c, ' ');
        con_out_u32(c, after[j]);
    }
    con_out_ch(c, '\n');
}

void con_solve_newstone(console_t *c, uint8_t count)
{
    uint32_t *after = c->piles + CONSOLE_MAX_PILES / 2;
    bool wins = new_stone_first_wins(c->piles, count);
    uint8_t from = 0;
    if (wins && !new_stone_winning_move(c->piles, count, after, &from)) {
        con_err_line(c, HAL_FSTR("internal error: no winning move found"));
        return;
    }
    con_solve_verdict(c, wins);
    if (wins) {
        con_newstone_move(c, true, count, from);
        con_out_f(c, HAL_FSTR("why: the non-empty piles do not pair up; the move leaves equal "
                              "pairs ("));
        con_out_pairs(c, after, count);
        con_out_f(c, HAL_FSTR("), and any move against pairs can be copied on the twin pile\n"));
        return;
    }
    if (!new_stone_stalling_move(c->piles, count, after, &from)) {
        con_solve_no_move(c, HAL_FSTR("every pile is empty"));
    } else {
        con_newstone_move(c, false, count, from);
    }
    con_out_f(c, HAL_FSTR("why: the non-empty piles pair up ("));
    con_out_pairs(c, c->piles, count);
    con_out_f(c, HAL_FSTR("; empty piles never matter): copy every move of the opponent on the "
                          "twin pile\n"));
}
