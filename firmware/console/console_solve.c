/* console_solve.c - the `solve GAME [--misere] ARGS...` command: finds the game, checks the
 * number of arguments and parses them, then hands over to the family explainers; also the
 * shared pieces of their answers (verdict, move labels). */
#include "console_internal.h"
#include "hal_flash.h"

enum {
    G_BASH = 0, G_NIM, G_XOR, G_WYTHOFF, G_EUCLID, G_POW2, G_NEWSTONE, G_COINS, G_BOARD,
    G_PIRATES, G_COUNT
};

typedef struct {
    char name[9];
    uint8_t min_args;
    uint8_t max_args;
    uint8_t misere_ok;
    char form[10]; /* the arguments, as help shows them */
} con_game_t;

/* New Stone uses piles[32..63] as scratch for the position after the move. */
static const con_game_t con_games[G_COUNT] HAL_FLASH = {
    {"bash", 2, 2, 1, "N M"},
    {"nim", 1, CONSOLE_MAX_PILES, 1, "A B ..."},
    {"xor", 2, 2, 0, "X Y"},
    {"wythoff", 2, 2, 0, "A B"},
    {"euclid", 2, 2, 0, "A B"},
    {"pow2", 1, 1, 0, "N"},
    {"newstone", 1, CONSOLE_MAX_PILES / 2, 0, "A B ..."},
    {"coins", 2, 2, 0, "N K"},
    {"board", 1, 1, 0, "N"},
    {"pirates", 3, 3, 0, "N M P"},
};

void con_solve(console_t *c)
{
    uint8_t tokens = con_token_count(c);
    uint8_t g;
    uint8_t first = 2;
    play_mode_t mode = PLAY_NORMAL;
    uint8_t nargs;
    c->ctx_tokens = 1;
    if (tokens < 2) {
        con_err_line(c, HAL_FSTR("expected a game: bash nim xor wythoff euclid pow2 newstone coins "
                                 "board pirates"));
        return;
    }
    for (g = 0; g < G_COUNT; g++) {
        if (con_token_is(c, 1, con_games[g].name)) {
            break;
        }
    }
    if (g == G_COUNT) {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("unknown game "));
        con_err_token(c, 1);
        con_err_f(c, HAL_FSTR(" (help lists them)"));
        con_err_end(c);
        return;
    }
    c->ctx_tokens = 2;
    if (tokens > 2 && con_token_is(c, 2, HAL_FSTR("--misere"))) {
        c->ctx_tokens = 3;
        if (!hal_flash_byte(&con_games[g].misere_ok)) {
            con_err_line(c, HAL_FSTR("this game has no misere variant (bash and nim have)"));
            return;
        }
        mode = PLAY_MISERE;
        first = 3;
    }
    nargs = (uint8_t)(tokens - first);
    if (nargs < hal_flash_byte(&con_games[g].min_args) ||
        nargs > hal_flash_byte(&con_games[g].max_args)) {
        uint8_t min = hal_flash_byte(&con_games[g].min_args);
        uint8_t max = hal_flash_byte(&con_games[g].max_args);
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("expected "));
        con_err_f(c, con_games[g].form);
        if (min != max) {
            con_err_f(c, HAL_FSTR(" ("));
            con_err_u32(c, min);
            con_err_f(c, HAL_FSTR(" to "));
            con_err_u32(c, max);
            con_err_f(c, HAL_FSTR(" piles)"));
        }
        con_err_f(c, HAL_FSTR(", got "));
        con_err_u32(c, nargs);
        con_err_f(c, nargs == 1 ? HAL_FSTR(" number") : HAL_FSTR(" numbers"));
        con_err_end(c);
        return;
    }
    if (!con_parse_tokens(c, first, nargs, c->piles)) {
        return;
    }
    switch (g) {
    case G_BASH:
        con_solve_bash(c, mode);
        break;
    case G_NIM:
        con_solve_nim(c, nargs, mode);
        break;
    case G_XOR:
        con_solve_xor(c);
        break;
    case G_WYTHOFF:
        con_solve_wythoff(c);
        break;
    case G_EUCLID:
        con_solve_euclid(c);
        break;
    case G_POW2:
        con_solve_pow2(c);
        break;
    case G_NEWSTONE:
        con_solve_newstone(c, nargs);
        break;
    case G_COINS:
        con_solve_coins(c);
        break;
    case G_BOARD:
        con_solve_board(c);
        break;
    default:
        con_solve_pirates(c);
        break;
    }
}

void con_solve_verdict(console_t *c, bool first_wins)
{
    con_out_line(c, first_wins ? HAL_FSTR("first player wins")
                               : HAL_FSTR("second player wins"));
}

void con_solve_move_label(console_t *c, bool winning)
{
    con_out_f(c, winning ? HAL_FSTR("winning move: ")
                         : HAL_FSTR("stalling move (no winning move exists): "));
}

void con_solve_no_move(console_t *c, const char *why_fstr)
{
    con_out_f(c, HAL_FSTR("no move left: "));
    con_out_line(c, why_fstr);
}

void con_solve_arrow(console_t *c, uint32_t from, uint32_t to)
{
    con_out_u32(c, from);
    con_out_f(c, HAL_FSTR(" -> "));
    con_out_u32(c, to);
}
