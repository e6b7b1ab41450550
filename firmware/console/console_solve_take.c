/* console_solve_take.c - `solve` answers for the take-away games on one or two piles: Bash
 * (normal and misere), powers of two, Wythoff and Euclid's game. */
#include "bash_game.h"
#include "console_internal.h"
#include "euclid.h"
#include "hal_flash.h"
#include "pow2_game.h"
#include "wythoff.h"

/* Writes `(m+1)` as `(M+1)`: m + 1 may not fit in 32 bits. */
static void con_out_m1(console_t *c, uint32_t m)
{
    con_out_u32(c, m);
    con_out_f(c, HAL_FSTR("+1"));
}

void con_solve_bash(console_t *c, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t r;
    bool wins;
    if (m == 0) {
        con_err_line(c, HAL_FSTR("M (the most one move may take) must be at least 1"));
        return;
    }
    r = (m == UINT32_MAX) ? n : n % (m + 1u);
    wins = bash_first_wins(n, m, mode);
    con_solve_verdict(c, wins);
    if (n == 0) {
        con_solve_no_move(c, mode == PLAY_MISERE
                                 ? HAL_FSTR("the other player took the last object and lost")
                                 : HAL_FSTR("the other player took the last object and won"));
        return;
    }
    {
        uint32_t take = wins ? bash_winning_take(n, m, mode) : bash_stalling_take(n, m, mode);
        if (take != 0) {
            con_solve_move_label(c, wins);
            con_out_f(c, HAL_FSTR("take "));
            con_out_u32(c, take);
            con_out_f(c, HAL_FSTR(" ("));
            con_solve_arrow(c, n, n - take);
            con_out_f(c, HAL_FSTR(")\n"));
        }
    }
    con_out_f(c, HAL_FSTR("why: "));
    con_out_u32(c, n);
    con_out_f(c, HAL_FSTR(" mod ("));
    con_out_m1(c, m);
    con_out_f(c, HAL_FSTR(") = "));
    con_out_u32(c, r);
    if (mode == PLAY_MISERE) {
        con_out_f(c, HAL_FSTR("; misere: whoever faces 1 more than a multiple of "));
        con_out_m1(c, m);
        con_out_f(c, HAL_FSTR(" loses, as the opponent answers a take of t with "));
    } else {
        con_out_f(c, HAL_FSTR("; whoever faces a multiple of "));
        con_out_m1(c, m);
        con_out_f(c, HAL_FSTR(" loses, as the opponent answers a take of t with "));
    }
    con_out_m1(c, m);
    con_out_f(c, HAL_FSTR("-t\n"));
}

void con_solve_pow2(console_t *c)
{
    uint32_t n = c->piles[0];
    bool wins = pow2_first_wins(n);
    con_solve_verdict(c, wins);
    if (n == 0) {
        con_solve_no_move(c, HAL_FSTR("the pile is empty"));
    } else if (wins) {
        uint32_t takes = pow2_winning_takes(n);
        for (uint8_t i = 0; i < 32u; i++) {
            uint32_t t = 1UL << i;
            if (takes & t) {
                con_solve_move_label(c, true);
                con_out_f(c, HAL_FSTR("take "));
                con_out_u32(c, t);
                con_out_f(c, HAL_FSTR(" ("));
                con_solve_arrow(c, n, n - t);
                con_out_f(c, HAL_FSTR(")\n"));
            }
        }
    } else {
        uint32_t t = pow2_stalling_take(n);
        con_solve_move_label(c, false);
        con_out_f(c, HAL_FSTR("take "));
        con_out_u32(c, t);
        con_out_f(c, HAL_FSTR(" ("));
        con_solve_arrow(c, n, n - t);
        con_out_f(c, HAL_FSTR(")\n"));
    }
    con_out_f(c, HAL_FSTR("why: "));
    con_out_u32(c, n);
    con_out_f(c, HAL_FSTR(" mod 3 = "));
    con_out_u32(c, n % 3u);
    con_out_f(c, HAL_FSTR("; no power of two is a multiple of 3, so from a multiple of 3 every move "
                          "leaves a non-multiple, and from a non-multiple a take of 1 or 2 (mod 3) "
                          "leaves a multiple\n"));
}

static void con_out_pos(console_t *c, uint32_t a, uint32_t b)
{
    con_out_u32(c, a);
    con_out_ch(c, ' ');
    con_out_u32(c, b);
}

void con_solve_wythoff(console_t *c)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a < b ? a : b;
    uint32_t hi = a < b ? b : a;
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    con_solve_verdict(c, n != 0);
    if (a == 0 && b == 0) {
        con_solve_no_move(c, HAL_FSTR("both piles are empty"));
        return;
    }
    for (uint8_t i = 0; i < n && i < 3u; i++) {
        /* the piles after the move, in the input's order */
        uint32_t na = a, nb = b;
        uint32_t from, to = 0;
        const char *what;
        if (moves[i].kind == WYTHOFF_TAKE_BOTH) {
            uint32_t d = lo - moves[i].x;
            na = a - d;
            nb = b - d;
            from = d;
            what = HAL_FSTR(" from both piles (");
        } else {
            bool first_is_small = a <= b;
            bool smaller = moves[i].kind == WYTHOFF_TAKE_SMALLER;
            bool pile1 = smaller ? first_is_small : !first_is_small;
            uint32_t old = pile1 ? a : b;
            if (smaller) {
                to = moves[i].x;
            } else {
                to = moves[i].x == lo ? moves[i].y : moves[i].x;
            }
            if (pile1) {
                na = to;
            } else {
                nb = to;
            }
            from = old - to;
            what = pile1 ? HAL_FSTR(" from pile 1 (") : HAL_FSTR(" from pile 2 (");
        }
        con_solve_move_label(c, true);
        con_out_f(c, HAL_FSTR("take "));
        con_out_u32(c, from);
        con_out_f(c, what);
        con_out_pos(c, a, b);
        con_out_f(c, HAL_FSTR(" -> "));
        con_out_pos(c, na, nb);
        con_out_f(c, HAL_FSTR(", the pair k="));
        con_out_u32(c, moves[i].y - moves[i].x);
        con_out_f(c, HAL_FSTR(")\n"));
    }
    if (n == 0) {
        wythoff_move_t m;
        if (wythoff_stalling_move(a, b, &m)) {
            uint32_t na = a, nb = b;
            if (a >= b) {
                na = a - 1u;
            } else {
                nb = b - 1u;
            }
            con_solve_move_label(c, false);
            con_out_f(c, HAL_FSTR("take 1 from the larger pile ("));
            con_out_pos(c, a, b);
            con_out_f(c, HAL_FSTR(" -> "));
            con_out_pos(c, na, nb);
            con_out_f(c, HAL_FSTR(")\n"));
        }
        con_out_f(c, HAL_FSTR("why: ("));
        con_out_u32(c, lo);
        con_out_f(c, HAL_FSTR(", "));
        con_out_u32(c, hi);
        con_out_f(c, HAL_FSTR(") is the Wythoff pair k="));
        con_out_u32(c, hi - lo);
        con_out_f(c, HAL_FSTR(": a_k = floor(k*phi) = "));
        con_out_u32(c, lo);
        con_out_f(c, HAL_FSTR(", b_k = a_k+k; every move leaves a non-pair, and from a non-pair "
                              "the opponent can return to a pair\n"));
        return;
    }
    con_out_f(c, HAL_FSTR("why: the losing positions are the Wythoff pairs (a_k, a_k+k), "
                          "a_k = floor(k*phi); ("));
    con_out_u32(c, lo);
    con_out_f(c, HAL_FSTR(", "));
    con_out_u32(c, hi);
    con_out_f(c, HAL_FSTR(") is not one"));
    if (hi - lo <= WYTHOFF_MAX_K) {
        con_out_f(c, HAL_FSTR(" (the pair with difference "));
        con_out_u32(c, hi - lo);
        con_out_f(c, HAL_FSTR(" is ("));
        con_out_u32(c, wythoff_a(hi - lo));
        con_out_f(c, HAL_FSTR(", "));
        con_out_u32(c, wythoff_b(hi - lo));
        con_out_f(c, HAL_FSTR("))"));
    }
    con_out_f(c, HAL_FSTR(", so a move to a pair exists\n"));
}

static void con_euclid_move(console_t *c, bool winning, uint32_t a, uint32_t b,
                            const euclid_move_t *m)
{
    bool first_changed = m->a != a;
    con_solve_move_label(c, winning);
    con_out_f(c, HAL_FSTR("subtract "));
    con_out_u32(c, m->times);
    con_out_f(c, HAL_FSTR(" x "));
    con_out_u32(c, first_changed ? b : a);
    con_out_f(c, HAL_FSTR(" from "));
    con_out_u32(c, first_changed ? a : b);
    con_out_f(c, HAL_FSTR(" ("));
    con_out_pos(c, a, b);
    con_out_f(c, HAL_FSTR(" -> "));
    con_out_pos(c, m->a, m->b);
    con_out_f(c, HAL_FSTR(")\n"));
}

void con_solve_euclid(console_t *c)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo, hi, steps;
    euclid_move_t m;
    bool wins;
    if (a == 0 || b == 0) {
        con_err_line(c, HAL_FSTR("both numbers must be at least 1"));
        return;
    }
    lo = a < b ? a : b;
    hi = a < b ? b : a;
    wins = euclid_first_wins(a, b);
    steps = euclid_forced_steps(a, b);
    con_solve_verdict(c, wins);
    if (wins ? euclid_winning_move(a, b, &m) : euclid_stalling_move(a, b, &m)) {
        con_euclid_move(c, wins, a, b, &m);
    }
    con_out_f(c, HAL_FSTR("why: "));
    con_out_u32(c, hi);
    con_out_f(c, HAL_FSTR(" = "));
    con_out_u32(c, hi / lo);
    con_out_f(c, HAL_FSTR(" x "));
    con_out_u32(c, lo);
    con_out_f(c, HAL_FSTR(" + "));
    con_out_u32(c, hi % lo);
    con_out_f(c, HAL_FSTR("; "));
    con_out_u32(c, steps);
    con_out_f(c, HAL_FSTR(" forced step(s) (quotient 1) come before the first position with a "
                          "choice (quotient 2 or more) or a win (remainder 0); that count is "));
    con_out_f(c, (steps & 1u) ? HAL_FSTR("odd, so the opponent gets there first and picks the "
                                         "branch that wins\n")
                              : HAL_FSTR("even, so the player to move gets there first and picks "
                                         "the branch that wins\n"));
}
