/* console_judge_case.c - the judge's answer to one case: the solver's verdict picks the
 * problem's word for "the first player wins" or "loses" from a table indexed by problem; HDU
 * 2176 then lists its moves (a job, console_judge.c), match its move and the piles after it,
 * HDU 2177 its winning moves, HDU 3951 numbers its cases and HDU 1538 prints the gold. Also
 * con_first_wins, the verdict of every game for the judge and solve alike. The answer words
 * are plain flash text (no unpacking on the board's hot path).
 * POJ 1740 pairs its piles up one against all (new_stone_first_wins, up to 255 piles: the
 * firmware's store holds 160); the host tool's longer lists are sorted first. */
#include <stddef.h>
#include "console_internal.h"
#include "console_verdict.h"
#include "hal_flash.h"
#include "nim.h"
#include "wythoff.h"

/* The answer words: X(id, text), kept as one struct of char arrays so that offsetof gives
 * each word's place. */
#define CON_WORDS(X)                                                                           \
    X(FIRST, "first")                                                                          \
    X(SECOND, "second")                                                                        \
    X(YES, "Yes")                                                                              \
    X(NO, "No")                                                                                \
    X(LOSE, "lose")                                                                            \
    X(RABBIT, "Rabbit Win!")                                                                   \
    X(GRASS, "Grass Win!")                                                                     \
    X(ONE, "1")                                                                                \
    X(ZERO, "0")                                                                               \
    X(STAN, "Stan wins")                                                                       \
    X(OLLIE, "Ollie wins")                                                                     \
    X(KIKI, "Kiki")                                                                            \
    X(CICI, "Cici")                                                                            \
    X(ALICE, "Alice")                                                                          \
    X(BOB, "Bob")                                                                              \
    X(N8600, "8600")                                                                           \
    X(AILYANLU, "ailyanlu")                                                                    \
    X(THROWN, "Thrown")                                                                        \
    X(CASE, "Case ")
#define CON_WORD_FIELD(id, text) char id[sizeof text];
typedef struct {
    CON_WORDS(CON_WORD_FIELD)
} con_words_t;
#define CON_WORD_INIT(id, text) text,
static const con_words_t con_words HAL_FLASH = {CON_WORDS(CON_WORD_INIT)};
#define CON_W(id) ((uint8_t)offsetof(con_words_t, id))
#define CON_W_NONE 0xffu /* no word: the answer is a move (match) or a number (HDU 1538) */
#define CON_WORD_FITS(id, text) \
    _Static_assert(sizeof text <= CON_LINE_MAX + 1u, "the answer word " #id " fits con_line");
CON_WORDS(CON_WORD_FITS)
_Static_assert(sizeof(con_words_t) < CON_W_NONE, "word offsets are bytes");

const con_problem_t con_problems[CON_P_COUNT] HAL_FLASH = {
    [CON_P_HDU1846] = {2, CON_END_COUNT, 1, GAME_BASH, CON_W(FIRST), CON_W(SECOND)},
    [CON_P_HDU2176] = {0, CON_END_ZERO, 1, GAME_NIM, CON_W(YES), CON_W(NO)},
    [CON_P_MATCH] = {0, CON_END_ONE, 1, GAME_NIM, CON_W_NONE, CON_W(LOSE)},
    [CON_P_HDU1849] = {0, CON_END_ZERO, 0, GAME_NIM, CON_W(RABBIT), CON_W(GRASS)},
    [CON_P_HDU1527] = {2, CON_END_EOF, 1, GAME_WYTHOFF, CON_W(ONE), CON_W(ZERO)},
    [CON_P_NYOJ161] = {2, CON_END_EOF, 1, GAME_WYTHOFF, CON_W(ONE), CON_W(ZERO)},
    [CON_P_HDU2177] = {2, CON_END_ZERO, 1, GAME_WYTHOFF, CON_W(ONE), CON_W(ZERO)},
    [CON_P_POJ2348] = {2, CON_END_ZERO, 1, GAME_EUCLID, CON_W(STAN), CON_W(OLLIE)},
    [CON_P_HDU1847] = {1, CON_END_EOF, 1, GAME_POW2, CON_W(KIKI), CON_W(CICI)},
    [CON_P_POJ1740] = {0, CON_END_ZERO, 1, GAME_NEW_STONE, CON_W(ONE), CON_W(ZERO)},
    [CON_P_POJ2484] = {1, CON_END_ZERO, 1, GAME_COIN_CIRCLE, CON_W(ALICE), CON_W(BOB)},
    [CON_P_HDU3951] = {2, CON_END_COUNT, 1, GAME_COIN_CIRCLE, CON_W(FIRST), CON_W(SECOND)},
    [CON_P_HDU1564] = {1, CON_END_ZERO, 1, GAME_BOARD_WALK, CON_W(N8600), CON_W(AILYANLU)},
    [CON_P_HDU1538] = {3, CON_END_COUNT, 1, GAME_PIRATES, CON_W_NONE, CON_W(THROWN)},
};

uint8_t con_first_wins(console_t *c, uint8_t game, play_mode_t mode, uint8_t count,
                       uint32_t *gold)
{
    if (!con_check_game(c, game)) {
        return CON_BAD;
    }
    return con_verdict(c->piles, game, mode, count, gold);
}

void con_case_numbers(const console_t *c, uint32_t *v)
{
    if (c->arg == CON_P_POJ2484) {
        v[1] = 2; /* the coin circle with k = 2 */
    }
}

const char *con_case_word(const console_t *c, bool wins)
{
    uint8_t p = c->arg;
    uint8_t word = wins ? c->prob.wins : c->prob.loses;
    if (word == CON_W_NONE || c->prob.arity == 0 || p == CON_P_HDU3951 ||
        (wins && p == CON_P_HDU2177)) {
        return NULL;
    }
    return (const char *)&con_words + word;
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
        con_text_num(c, con_words.CASE, c->case_no + 1u);
        con_text(c, HAL_FSTR(": "));
    }
    word = wins ? c->prob.wins : c->prob.loses;
    if (word != CON_W_NONE) {
        con_line(c, (const char *)&con_words + word);
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
