/* console_solve_take.c - `solve` answers for the take-away games on one or two piles: Bash
 * (normal and misere), powers of two, Wythoff and Euclid's game: a verdict, the winning
 * move(s) (a lost position: the move that keeps the game longest) and a one-line reason. */
#include "bash_game.h"
#include "console_internal.h"
#include "euclid.h"
#include "hal_flash.h"
#include "pow2_game.h"
#include "wythoff.h"

const char *con_solve_bash(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    bool wins = bash_first_wins(n, m, mode);
    uint32_t take = wins ? bash_winning_take(n, m, mode) : bash_stalling_take(n, m, mode);
    (void)count;
    arg[0] = (!wins) | (n == 0) << 1 | mode << 2;
    arg[1] = take;
    arg[2] = n - take;
    arg[3] = m == UINT32_MAX ? n : n % (m + 1u); /* (m+1) is shown as `M+1`: it may not fit */
    return HAL_FSTR(CON_VERDICT CON_SEL(1) CON_LABEL "take " CON_D(b) " (" CON_D(A) " -> " CON_D(c)
                    ")\nwhy: " CON_D(A) " mod (" CON_D(B) "+1) = " CON_D(d) "; " CON_SEL(2)
                    "facing a" CON_OR "misere: facing 1 more than a" CON_END " multiple of "
                    CON_D(B) "+1 loses, as a take of t is answered with " CON_D(B) "+1-t\n"
                    CON_OR CON_NO_MOVE CON_LAST_OBJECT CON_END);
}

const char *con_solve_pow2(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    bool wins = pow2_first_wins(n);
    /* the takes to show, one bit each: every winning take, or the stalling one */
    uint32_t takes = wins ? pow2_winning_takes(n) : pow2_stalling_take(n);
    (void)count;
    (void)mode;
    arg[0] = (!wins) | (n == 0) << 1;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    for (uint32_t t = 1; t != 0; t <<= 1) {
        if (takes & t) {
            arg[1] = t;
            arg[2] = n - t;
            con_out(c, HAL_FSTR(CON_LABEL "take " CON_D(b) " (" CON_D(A) " -> " CON_D(c) ")\n"),
                    arg);
        }
    }
    arg[1] = n % 3u;
    return HAL_FSTR(CON_SEL(1) CON_OR CON_NO_MOVE "the pile is empty\n" CON_END
                    "why: " CON_D(A) " mod 3 = " CON_D(b) "; no power of two is a multiple of 3, "
                    "so a multiple of 3 loses: every take leaves a non-multiple, from which a take "
                    "of 1 or 2 (mod 3) leads back to one\n");
}

const char *con_solve_wythoff(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    bool a_small = a <= b;
    uint32_t lo = a_small ? a : b;
    uint32_t k = a + b - 2u * lo; /* the larger minus the smaller */
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    uint8_t i = 0;
    (void)count;
    (void)mode;
    arg[0] = n == 0;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    if ((a | b) == 0) {
        return HAL_FSTR(CON_NO_MOVE "both piles are empty\n");
    }
    do {
        /* the piles after the move, in the input's order; a move is the sorted position x <= y
         * it leaves, so a pile taken alone becomes x + y - the other pile */
        const wythoff_move_t *mv = &moves[i];
        uint32_t na = a;
        uint32_t nb = b;
        uint8_t what = 0; /* 0: both piles, 1: pile 1, 2: pile 2 */
        if (n == 0) {
            /* the stalling move: 1 from the larger pile */
            what = a_small ? 2 : 1;
        } else if (mv->kind == WYTHOFF_TAKE_BOTH) {
            na -= lo - mv->x;
            nb -= lo - mv->x;
        } else {
            what = (mv->kind == WYTHOFF_TAKE_SMALLER) == a_small ? 1 : 2;
        }
        if (what == 1) {
            na = n == 0 ? a - 1u : mv->x + mv->y - b;
        } else if (what == 2) {
            nb = n == 0 ? b - 1u : mv->x + mv->y - a;
        }
        arg[1] = what == 2 ? b - nb : a - na;
        arg[2] = what;
        arg[3] = na;
        arg[4] = nb;
        arg[5] = mv->y - mv->x;
        con_out(c,
                HAL_FSTR(CON_LABEL "take " CON_D(b) " from " CON_SEL(c) "both piles" CON_OR
                         "pile 1" CON_OR "pile 2" CON_END " (" CON_D(A) " " CON_D(B) " -> "
                         CON_D(d) " " CON_D(e) CON_SEL(0) ", the pair k=" CON_D(f) CON_OR CON_END
                         ")\n"),
                arg);
    } while (++i < n);
    arg[1] = lo;
    arg[2] = lo + k;
    arg[3] = k;
    arg[0] |= 2;
    if (n != 0 && k <= WYTHOFF_MAX_K) {
        arg[0] = 0;
        arg[4] = wythoff_a(k);
        arg[5] = arg[4] + k;
    }
    return HAL_FSTR("why: the Wythoff pairs (floor(k*phi), floor(k*phi)+k) lose: every move leaves "
                    "a non-pair, and a non-pair can move to a pair; (" CON_D(b) ", " CON_D(c)
                    ") is " CON_SEL(0) "not one" CON_SEL(1) " (for k=" CON_D(d) " it is ("
                    CON_D(e) ", " CON_D(f) "))" CON_OR CON_END CON_OR "the pair k=" CON_D(d)
                    CON_END "\n");
}

const char *con_solve_euclid(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    bool a_small = a <= b;
    uint32_t lo = a_small ? a : b;
    uint32_t hi = a + b - lo;
    euclid_move_t m = {0, 0, 0};
    bool wins = euclid_first_wins(a, b);
    bool has = wins ? euclid_winning_move(a, b, &m) : euclid_stalling_move(a, b, &m);
    (void)count;
    (void)mode;
    arg[1] = euclid_forced_steps(a, b);
    /* bits: 0 lost, 1 no move, 2 the move changes pile 1, 3 pile 1 is the smaller, 4 odd steps */
    arg[0] = (!wins) | (!has) << 1 | (m.a != a) << 2 | a_small << 3 | ((uint8_t)arg[1] & 1u) << 4;
    arg[2] = m.times;
    arg[3] = m.a;
    arg[4] = m.b;
    arg[5] = hi / lo;
    arg[6] = hi % lo;
    return HAL_FSTR(CON_VERDICT CON_SEL(1) CON_LABEL "subtract " CON_D(c) " x " CON_SEL(2)
                    CON_D(A) " from " CON_D(B) CON_OR CON_D(B) " from " CON_D(A) CON_END " ("
                    CON_D(A) " " CON_D(B) " -> " CON_D(d) " " CON_D(e) ")\n" CON_OR CON_END
                    "why: " CON_SEL(3) CON_D(A) CON_OR CON_D(B) CON_END " = " CON_D(f) " x "
                    CON_SEL(3) CON_D(B) CON_OR CON_D(A) CON_END " + " CON_D(g) "; " CON_D(b)
                    " forced step(s) (quotient 1) lead to the first choice (quotient 2 or more) or "
                    "win (remainder 0): an " CON_SEL(4) "even count, so the player to move"
                    CON_OR "odd count, so the opponent" CON_END " gets there first and picks the "
                    "winning branch\n");
}
