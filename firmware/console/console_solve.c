/* console_solve.c - the `solve GAME [--misere] ARGS...` command: one table row per game
 * (argument form, argument count range, misere variant, range checks; the names in their own
 * list) drives reading its words and numbers as they come (con_solve_token) and, at the line's
 * end, counting and checking them; a switch calls its explainer directly. Also the move line
 * the explainers share. */
#include "console_internal.h"
#include "hal_flash.h"
#include "play.h"

#include "attributes.h"

#define G_MISERE 0x40u /* flags: the game has a misere variant; low bits: con_check's mask */

/* Help lists them in game_id_t order: the toy's games, then xor. */
const uint8_t con_game_names[GAME_ALL] HAL_FLASH = {
    [GAME_BASH] = CON_T_BASH,
    [GAME_NIM] = CON_T_NIM,
    [GAME_WYTHOFF] = CON_T_WYTHOFF,
    [GAME_EUCLID] = CON_T_EUCLID,
    [GAME_POW2] = CON_T_POW2,
    [GAME_NEW_STONE] = CON_T_NEWSTONE,
    [GAME_COIN_CIRCLE] = CON_T_COINS_GAME,
    [GAME_BOARD_WALK] = CON_T_BOARD,
    [GAME_PIRATES] = CON_T_PIRATES,
    [GAME_XOR] = CON_T_XOR,
};

static const uint8_t con_misere[] HAL_FLASH = {CON_T_MISERE}; /* a list of one name */

/* The games the toy plays on piles: answered by their own explainer on the host, by the toy's
 * play engine (con_solve_play) in the firmware, which then takes as many piles as the toy
 * does. New Stone's explainer uses piles[32..63] for the position after the move. */
#ifdef CONSOLE_SOLVE_PLAY
#define CON_NIM_PILES PLAY_MAX_PILES
#define CON_NEWSTONE_PILES PLAY_MAX_PILES
#define CON_FORM_NIM CON_T_FORM_PILES
#define CON_FORM_NEWSTONE CON_T_FORM_PILES
_Static_assert(PLAY_MAX_PILES == 6u, "the range in CON_T_FORM_PILES");
#else
#define CON_NIM_PILES 64u
#define CON_NEWSTONE_PILES 32u
#define CON_FORM_NIM CON_T_FORM_NIM_HOST
#define CON_FORM_NEWSTONE CON_T_FORM_NEWSTONE_HOST
_Static_assert(2u * CON_NEWSTONE_PILES <= CONSOLE_MIN_PILES, "New Stone's scratch half");
#endif

typedef struct {
    uint8_t form; /* its argument form, CON_T_FORM_* (a pile list's: this build's, above) */
    uint8_t min_args;
    uint8_t max_args;
    uint8_t flags;
} con_game_t;

static const con_game_t con_games[GAME_ALL] HAL_FLASH = {
    [GAME_BASH] = {.form = CON_T_FORM_NM, .min_args = 2, .max_args = 2,
                   .flags = G_MISERE | CON_CHECK_SECOND},
    [GAME_NIM] = {.form = CON_FORM_NIM, .min_args = 1, .max_args = CON_NIM_PILES,
                  .flags = G_MISERE},
    [GAME_XOR] = {.form = CON_T_FORM_XY, .min_args = 2, .max_args = 2},
    [GAME_WYTHOFF] = {.form = CON_T_FORM_AB, .min_args = 2, .max_args = 2},
    [GAME_EUCLID] = {.form = CON_T_FORM_AB, .min_args = 2, .max_args = 2,
                     .flags = CON_CHECK_FIRST | CON_CHECK_SECOND},
    [GAME_POW2] = {.form = CON_T_FORM_N, .min_args = 1, .max_args = 1},
    [GAME_NEW_STONE] = {.form = CON_FORM_NEWSTONE, .min_args = 1,
                        .max_args = CON_NEWSTONE_PILES},
    [GAME_COIN_CIRCLE] = {.form = CON_T_FORM_NK, .min_args = 2, .max_args = 2,
                          .flags = CON_CHECK_FIRST | CON_CHECK_SECOND},
    [GAME_BOARD_WALK] = {.form = CON_T_FORM_N, .min_args = 1, .max_args = 1,
                         .flags = CON_CHECK_FIRST},
    [GAME_PIRATES] = {.form = CON_T_FORM_NMP, .min_args = 3, .max_args = 3,
                      .flags = CON_CHECK_PIRATE},
};

/* (one copy: LTO would inline it into help and the wrong-count error alike) */
NOINLINE void con_game_form(console_t *c, uint8_t g)
{
    con_say(c, hal_flash_byte(&con_games[g].form));
}

uint8_t con_game_checks(uint8_t g)
{
    return hal_flash_byte(&con_games[g].flags) & (uint8_t)~G_MISERE;
}

bool con_check_game(console_t *c, uint8_t g)
{
    return con_check(c, hal_flash_byte(&con_games[g].form), con_game_checks(g));
}

void con_solve_token(console_t *c)
{
    uint8_t index = (uint8_t)(c->ntok - 1u); /* of this token in the line */
    const con_game_t *game;
    con_num_t r;
    if (index == 1u) {
        c->arg = con_find(c, con_game_names, GAME_ALL);
        if (c->arg == GAME_ALL) {
            con_err_unknown(c, CON_T_UNKNOWN_GAME);
        }
        c->ctx = 2;
        return;
    }
    game = &con_games[c->arg];
    if (index == 2u && con_find(c, con_misere, 1) == 0) {
        c->ctx = 3;
        if (!(hal_flash_byte(&game->flags) & G_MISERE)) {
            con_fail(c, CON_T_NO_MISERE);
            c->mode = CON_MODE_SKIP;
        }
    } else if ((r = con_token_num(c)) != CON_NUM_OK) {
        con_err_number(c, r);
        c->mode = CON_MODE_SKIP;
    } else if ((uint8_t)(index - c->ctx) < hal_flash_byte(&game->max_args)) {
        c->piles[index - c->ctx] = c->value; /* the numbers start after `solve GAME [--misere]` */
    }
}

void con_solve(console_t *c)
{
    if (c->ntok < 2u) { /* no game named: c->arg is none (con_command_token) */
        con_fail(c, CON_T_EXPECTED_GAME);
        return;
    }
    uint8_t g = c->arg; /* named by this line (an unknown name skipped the line) */
    const con_game_t *game = &con_games[g];
    play_mode_t mode = c->ctx == 3u ? PLAY_MISERE : PLAY_NORMAL;
    uint8_t nargs = (uint8_t)(c->ntok - c->ctx);
    uint8_t flags = hal_flash_byte(&game->flags);
    uint32_t found; /* the pirates' gold, xor's nim-sum (con_first_wins sets them) */
    uint8_t verdict;
    bool loses;
    if (nargs < hal_flash_byte(&game->min_args) || nargs > hal_flash_byte(&game->max_args)) {
        con_err_begin(c);
        con_say(c, CON_T_EXPECTED);
        con_game_form(c, g);
        con_say_num(c, CON_T_GOT, nargs);
        con_say(c, nargs == 1u ? CON_T_NUMBER : CON_T_NUMBERS);
        con_err_end(c);
        return;
    }
    verdict = con_first_wins(c, g, mode, nargs, &found);
    if (verdict == CON_BAD) {
        return;
    }
    loses = !verdict;
    if (g != GAME_PIRATES) {
        /* every pile empty: no move (bash: only N is a pile; the games that need numbers >= 1
         * check the first, so it never is 0) */
        bool none = con_all_zero(c, (flags & CON_CHECK_SECOND) ? 1u : nargs);
        con_say(c, loses ? CON_T_SECOND_WINS : CON_T_FIRST_WINS);
        con_nl(c);
        if (none) {
            con_say(c, CON_T_NO_MOVE);
            con_say(c, loses ? CON_T_LAST_WON : CON_T_LAST_LOST);
            con_nl(c);
            return;
        }
    }
    switch (g) { /* the explainer */
    case GAME_XOR:
        con_solve_xor(c, loses, found, nargs, mode);
        break;
    case GAME_COIN_CIRCLE:
        con_solve_coins(c, loses, found, nargs, mode);
        break;
    case GAME_BOARD_WALK:
        con_solve_board(c, loses, found, nargs, mode);
        break;
    case GAME_PIRATES:
        con_solve_pirates(c, loses, found, nargs, mode);
        break;
#ifdef CONSOLE_SOLVE_PLAY
    default:
        con_solve_play(c, loses, nargs, mode, g);
        break;
#else
    case GAME_BASH:
        con_solve_bash(c, loses, found, nargs, mode);
        break;
    case GAME_NIM:
        con_solve_nim(c, loses, found, nargs, mode);
        break;
    case GAME_WYTHOFF:
        con_solve_wythoff(c, loses, found, nargs, mode);
        break;
    case GAME_EUCLID:
        con_solve_euclid(c, loses, found, nargs, mode);
        break;
    case GAME_POW2:
        con_solve_pow2(c, loses, found, nargs, mode);
        break;
    default:
        con_solve_newstone(c, loses, found, nargs, mode);
        break;
#endif
    }
}

void con_solve_label(console_t *c, bool loses)
{
    con_say(c, loses ? CON_T_STALLING : CON_T_WINNING);
}

void con_solve_take(console_t *c, bool loses, uint8_t where, uint8_t pile, uint32_t from,
                    uint32_t to)
{
    con_solve_label(c, loses);
    con_say(c, CON_T_TAKE);
    con_num(c, from - to);
    if (where == 1u) {
        con_say(c, CON_T_FROM_PILE);
        con_num(c, pile);
    } else if (where == 2u) {
        con_say_num(c, CON_T_FROM_PILE_OF, from);
    }
    con_say_num(c, CON_T_OPEN, from);
    con_say_num(c, CON_T_ARROW, to);
    con_put(c, ')');
    con_nl(c);
}
