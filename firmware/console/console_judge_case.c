/* console_judge_case.c - the judge's answer to one case: the solver's verdict picks the
 * problem's word for "the first player wins" or "loses" from a table indexed by problem; HDU
 * 2176 then lists its moves (a job, console_judge.c), match its move and the piles after it,
 * HDU 2177 its winning moves, HDU 3951 numbers its cases and HDU 1538 prints the gold. Also
 * con_first_wins, the verdict of every game for the judge and solve alike. The answer words
 * are texts of the catalog, near its start (a short walk to them on the board's hot path).
 * POJ 1740 pairs its piles up one against all (new_stone_first_wins, up to 255 piles: the
 * firmware's store holds 160); the host tool's longer lists are sorted first. */
#include "console_internal.h"
#include "console_verdict.h"
#include "hal_flash.h"
#include "nim.h"
#include "wythoff.h"

#define CON_NO_WORD 0xffu /* no answer word: a move (match) or a number (HDU 1538) */
_Static_assert(CON_T_COUNT <= CON_NO_WORD, "CON_NO_WORD is no text's id");

const con_problem_t con_problems[CON_P_COUNT] HAL_FLASH = {
    [CON_P_HDU1846] = {.arity = 2, .end = CON_END_COUNT, .keep = 1, .game = GAME_BASH,
                       .wins = CON_T_FIRST, .loses = CON_T_SECOND},
    [CON_P_HDU2176] = {.arity = 0, .end = CON_END_ZERO, .keep = 1, .game = GAME_NIM,
                       .wins = CON_T_YES, .loses = CON_T_NO},
    [CON_P_MATCH] = {.arity = 0, .end = CON_END_ONE, .keep = 1, .game = GAME_NIM,
                       .wins = CON_NO_WORD, .loses = CON_T_LOSE},
    [CON_P_HDU1849] = {.arity = 0, .end = CON_END_ZERO, .keep = 0, .game = GAME_NIM,
                       .wins = CON_T_RABBIT, .loses = CON_T_GRASS},
    [CON_P_HDU1527] = {.arity = 2, .end = CON_END_EOF, .keep = 1, .game = GAME_WYTHOFF,
                       .wins = CON_T_ONE, .loses = CON_T_ZERO},
    [CON_P_NYOJ161] = {.arity = 2, .end = CON_END_EOF, .keep = 1, .game = GAME_WYTHOFF,
                       .wins = CON_T_ONE, .loses = CON_T_ZERO},
    [CON_P_HDU2177] = {.arity = 2, .end = CON_END_ZERO, .keep = 1, .game = GAME_WYTHOFF,
                       .wins = CON_T_ONE, .loses = CON_T_ZERO},
    [CON_P_POJ2348] = {.arity = 2, .end = CON_END_ZERO, .keep = 1, .game = GAME_EUCLID,
                       .wins = CON_T_STAN, .loses = CON_T_OLLIE},
    [CON_P_HDU1847] = {.arity = 1, .end = CON_END_EOF, .keep = 1, .game = GAME_POW2,
                       .wins = CON_T_KIKI, .loses = CON_T_CICI},
    [CON_P_POJ1740] = {.arity = 0, .end = CON_END_ZERO, .keep = 1, .game = GAME_NEW_STONE,
                       .wins = CON_T_ONE, .loses = CON_T_ZERO},
    [CON_P_POJ2484] = {.arity = 1, .end = CON_END_ZERO, .keep = 1, .game = GAME_COIN_CIRCLE,
                       .wins = CON_T_ALICE, .loses = CON_T_BOB},
    [CON_P_HDU3951] = {.arity = 2, .end = CON_END_COUNT, .keep = 1, .game = GAME_COIN_CIRCLE,
                       .wins = CON_T_FIRST, .loses = CON_T_SECOND},
    [CON_P_HDU1564] = {.arity = 1, .end = CON_END_ZERO, .keep = 1, .game = GAME_BOARD_WALK,
                       .wins = CON_T_N8600, .loses = CON_T_AILYANLU},
    [CON_P_HDU1538] = {.arity = 3, .end = CON_END_COUNT, .keep = 1, .game = GAME_PIRATES,
                       .wins = CON_NO_WORD, .loses = CON_T_THROWN},
};

uint8_t con_first_wins(console_t *c, uint8_t game, play_mode_t mode, uint8_t count,
                       uint32_t *found)
{
    if (!con_check_game(c, game)) {
        return CON_BAD;
    }
    return con_verdict(c->piles, game, mode, count, found);
}

void con_case_numbers(const console_t *c, uint32_t *v)
{
    if (c->arg == CON_P_POJ2484) {
        v[1] = 2; /* the coin circle with k = 2 */
    }
}

uint8_t con_case_word(const console_t *c, bool wins, char *out)
{
    uint8_t p = c->arg;
    uint8_t word = wins ? c->prob.wins : c->prob.loses;
    if (word == CON_NO_WORD || c->prob.arity == 0 || p == CON_P_HDU3951 ||
        (wins && p == CON_P_HDU2177)) {
        return 0;
    }
    return con_unpack(word, out);
}

bool con_judge_case(console_t *c, uint32_t count)
{
    uint8_t p = c->arg;
    uint8_t game = c->prob.game;
    uint32_t *v = c->piles;
    uint32_t gold; /* HDU 1538's answer: con_first_wins sets it for the pirates */
    uint8_t word;
    bool wins;
    con_judge_job(c, true); /* the answer before this one first */
    con_case_numbers(c, v);
    if (game == GAME_NIM) {
        wins = c->x != 0; /* the running nim-sum of the list (a list has no ranges to check) */
    } else {
#ifndef CONSOLE_SOLVE_PLAY
        if (count > 255u) { /* the host's long lists: sorted first */
            wins = new_stone_first_wins_sorting(v, count);
        } else
#endif
        {
            /* the ranges `solve` checks, then the verdict */
            uint8_t r = con_first_wins(c, game, PLAY_NORMAL, (uint8_t)count, &gold);
            if (r == CON_BAD) {
                return false;
            }
            wins = r;
        }
    }
    if (p == CON_P_HDU3951) {
        con_say_num(c, CON_T_CASE, c->case_no + 1u);
        con_say(c, CON_T_CASE_END);
    }
    word = wins ? c->prob.wins : c->prob.loses;
    if (word != CON_NO_WORD) {
        con_line(c, word);
    } else if (p == CON_P_HDU1538) {
        con_num(c, gold);
        con_nl(c);
    }
    if (wins && p == CON_P_HDU2177) {
        /* every winning move, in HDU 2177's order (the solver's: GAMES.md) */
        wythoff_move_t m[3];
        uint8_t n = wythoff_winning_moves(v[0], v[1], m);
        for (uint8_t j = 0; j < n; j++) {
            con_pair(c, m[j].x, m[j].y);
        }
    } else if (wins && p == CON_P_MATCH) {
        /* the first pile in input order with a winning move, then the piles after it */
        uint32_t *end = v + count;
        uint32_t to;
        size_t k = 0; /* the pile's place in the store */
        while (!nim_pile_move(v[k], c->x, &to)) {
            k++; /* there is one: the nim-sum is not 0 */
        }
        con_pair(c, v[k] - to, (uint32_t)k + 1u);
        v[k] = to;
        for (; v != end; v++) {
            con_num(c, *v);
            if (v + 1 != end) {
                con_put(c, ' ');
            }
        }
        con_nl(c);
    } else if (wins && p == CON_P_HDU2176) {
        c->job_x = c->x; /* every pile with a move, printed as the output has room */
        c->job_left = (size_t)count;
        con_judge_job(c, false);
    }
    return true;
}
