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
#define G_LIST 0xffu   /* form: a pile list (its text below, by game) */

/* In game_id_t order (help lists them so): the toy's games, then xor. */
const char con_game_names[] HAL_FLASH = HAL_FTEXT(
    "bash\0nim\0wythoff\0euclid\0pow2\0newstone\0coins\0board\0pirates\0xor\0");

static const char con_misere[] HAL_FLASH = HAL_FTEXT("--misere\0"); /* a list of one name */

/* The games the toy plays on piles: answered by their own explainer on the host, by the toy's
 * play engine (con_solve_play) in the firmware, which then takes as many piles as the toy
 * does. New Stone's explainer uses piles[32..63] for the position after the move. */
#ifdef CONSOLE_SOLVE_PLAY
#define CON_NIM_PILES PLAY_MAX_PILES
#define CON_NEWSTONE_PILES PLAY_MAX_PILES
static const char con_form_nim[] HAL_FLASH = HAL_FTEXT("A B ... (1 to 6 piles)");
#define con_form_newstone con_form_nim
_Static_assert(PLAY_MAX_PILES == 6u, "the range in con_form_nim");
#else
#define CON_NIM_PILES 64u
#define CON_NEWSTONE_PILES 32u
static const char con_form_nim[] HAL_FLASH = HAL_FTEXT("A B ... (1 to 64 piles)");
static const char con_form_newstone[] HAL_FLASH = HAL_FTEXT("A B ... (1 to 32 piles)");
_Static_assert(2u * CON_NEWSTONE_PILES <= CONSOLE_MIN_PILES, "New Stone's scratch half");
#endif

typedef struct {
    uint8_t form; /* con_forms offset, or G_LIST */
    uint8_t min_args;
    uint8_t max_args;
    uint8_t flags;
} con_game_t;

static const con_game_t con_games[GAME_ALL] HAL_FLASH = {
    [GAME_BASH] = {CON_FORM(NM), 2, 2, G_MISERE | CON_CHECK_SECOND},
    [GAME_NIM] = {G_LIST, 1, CON_NIM_PILES, G_MISERE},
    [GAME_XOR] = {CON_FORM(XY), 2, 2, 0},
    [GAME_WYTHOFF] = {CON_FORM(AB), 2, 2, 0},
    [GAME_EUCLID] = {CON_FORM(AB), 2, 2, CON_CHECK_FIRST | CON_CHECK_SECOND},
    [GAME_POW2] = {CON_FORM(N), 1, 1, 0},
    [GAME_NEW_STONE] = {G_LIST, 1, CON_NEWSTONE_PILES, 0},
    [GAME_COIN_CIRCLE] = {CON_FORM(NK), 2, 2, CON_CHECK_FIRST | CON_CHECK_SECOND},
    [GAME_BOARD_WALK] = {CON_FORM(N), 1, 1, CON_CHECK_FIRST},
    [GAME_PIRATES] = {CON_FORM(NMP), 3, 3, CON_CHECK_PIRATE},
};

/* (one copy: LTO would inline it into help and the wrong-count error alike) */
NOINLINE void con_game_form(console_t *c, uint8_t g)
{
    uint8_t form = hal_flash_byte(&con_games[g].form);
    con_text(c, form != G_LIST ? (const char *)&con_forms + form
                : g == GAME_NIM ? con_form_nim : con_form_newstone);
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
        c->arg = con_find(c, con_game_names);
        if (c->arg == GAME_ALL) {
            con_err_unknown(c, CON_UNKNOWN_GAME);
        }
        c->ctx = 2;
        return;
    }
    game = &con_games[c->arg];
    if (index == 2u && con_find(c, con_misere) == 0) {
        c->ctx = 3;
        if (!(hal_flash_byte(&game->flags) & G_MISERE)) {
            con_fail(c, HAL_FSTR("this game has no misere variant (bash and nim have)"));
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
        con_fail(c, HAL_FSTR("expected a game (help lists them)"));
        return;
    }
    uint8_t g = c->arg; /* named by this line (an unknown name skipped the line) */
    const con_game_t *game = &con_games[g];
    play_mode_t mode = c->ctx == 3u ? PLAY_MISERE : PLAY_NORMAL;
    uint8_t nargs = (uint8_t)(c->ntok - c->ctx);
    uint8_t flags = hal_flash_byte(&game->flags);
    uint32_t gold; /* the pirates' (con_first_wins sets it; the other explainers ignore it) */
    uint8_t verdict;
    bool loses;
    if (nargs < hal_flash_byte(&game->min_args) || nargs > hal_flash_byte(&game->max_args)) {
        con_err_begin(c);
        con_text(c, HAL_FSTR("expected "));
        con_game_form(c, g);
        con_text_num(c, HAL_FSTR(", got "), nargs);
        con_text(c, HAL_FSTR(" number"));
        if (nargs != 1u) {
            con_put(c, 's');
        }
        con_err_end(c);
        return;
    }
    verdict = con_first_wins(c, g, mode, nargs, &gold);
    if (verdict == CON_BAD) {
        return;
    }
    loses = !verdict;
    if (g != GAME_PIRATES) {
        /* every pile empty: no move (bash: only N is a pile; the games that need numbers >= 1
         * check the first, so it never is 0) */
        bool none = con_all_zero(c, (flags & CON_CHECK_SECOND) ? 1u : nargs);
        con_say(c, CON_T_BY(FIRST_WINS, loses));
        con_nl(c);
        if (none) {
            con_say(c, CON_T_NO_MOVE);
            con_say(c, CON_T_BY(LAST_LOST, loses));
            con_nl(c);
            return;
        }
    }
    switch (g) { /* the explainer */
    case GAME_XOR:
        con_solve_xor(c, loses, gold, nargs, mode);
        break;
    case GAME_COIN_CIRCLE:
        con_solve_coins(c, loses, gold, nargs, mode);
        break;
    case GAME_BOARD_WALK:
        con_solve_board(c, loses, gold, nargs, mode);
        break;
    case GAME_PIRATES:
        con_solve_pirates(c, loses, gold, nargs, mode);
        break;
#ifdef CONSOLE_SOLVE_PLAY
    default:
        con_solve_play(c, loses, nargs, mode, g);
        break;
#else
    case GAME_BASH:
        con_solve_bash(c, loses, gold, nargs, mode);
        break;
    case GAME_NIM:
        con_solve_nim(c, loses, gold, nargs, mode);
        break;
    case GAME_WYTHOFF:
        con_solve_wythoff(c, loses, gold, nargs, mode);
        break;
    case GAME_EUCLID:
        con_solve_euclid(c, loses, gold, nargs, mode);
        break;
    case GAME_POW2:
        con_solve_pow2(c, loses, gold, nargs, mode);
        break;
    default:
        con_solve_newstone(c, loses, gold, nargs, mode);
        break;
#endif
    }
}

void con_solve_label(console_t *c, bool loses)
{
    con_say(c, CON_T_BY(WINNING, loses));
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
        con_text_num(c, HAL_FSTR(" from the pile of "), from);
    }
    con_text_num(c, HAL_FSTR(" ("), from);
    con_text_num(c, HAL_FSTR(" -> "), to);
    con_put(c, ')');
    con_nl(c);
}
