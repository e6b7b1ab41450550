/* console_solve.c - the `solve GAME [--misere] ARGS...` command: one table row per game
 * (argument form, argument count range, misere variant, range checks; the names in their own
 * list) drives finding the game, counting, parsing and checking its arguments; a switch calls
 * its explainer directly (smaller than a table of pointers, and lets them be inlined). */
#include "console_internal.h"
#include "hal_flash.h"
#include "play.h"

#define G_MISERE 0x40u /* flags: the game has a misere variant; low bits: con_check's mask */

/* The games' argument forms, as the wrong-count error shows them (a pile list with its range);
 * con_check names the fields from here. */
#define CON_FORMS "N M P\0N M\0A B\0X Y\0N K\0N\0"
enum { F_NMP = 0, F_NM = 6, F_AB = 10, F_XY = 14, F_NK = 18, F_N = 22, F_LIST = 24 };
#ifdef CONSOLE_SOLVE_PLAY
#define CON_LIST_NIM "A B ... (1 to 6 piles)"
static const char con_forms[] HAL_FLASH = CON_FORMS CON_LIST_NIM;
enum { F_NIM = F_LIST, F_NEWSTONE = F_LIST };
#else
#define CON_LIST_NIM "A B ... (1 to 64 piles)"
static const char con_forms[] HAL_FLASH = CON_FORMS CON_LIST_NIM "\0A B ... (1 to 32 piles)";
enum { F_NIM = F_LIST, F_NEWSTONE = F_LIST + sizeof CON_LIST_NIM };
#endif
_Static_assert(sizeof CON_FORMS == F_LIST + 1, "the offsets of the forms");

/* In con_game_id_t order. */
static const char con_game_names[] HAL_FLASH = HAL_FTEXT(
    "bash\0nim\0xor\0wythoff\0euclid\0pow2\0newstone\0coins\0board\0pirates\0");

static const char con_misere[] HAL_FLASH = "--misere\0"; /* a list of one name */

typedef struct {
    uint8_t form; /* offset in con_forms */
    uint8_t min_args;
    uint8_t max_args;
    uint8_t flags;
} con_game_t;

/* The games the toy plays on piles: answered by their own explainer on the host, by the toy's
 * play engine (con_solve_play) in the firmware, which then takes as many piles as the toy
 * does. */
#ifdef CONSOLE_SOLVE_PLAY
#define CON_NIM_PILES PLAY_MAX_PILES
#define CON_NEWSTONE_PILES PLAY_MAX_PILES
#else
#define CON_NIM_PILES CONSOLE_MAX_PILES
#define CON_NEWSTONE_PILES (CONSOLE_MAX_PILES / 2)
#endif
_Static_assert(CON_NIM_PILES == (F_NIM == F_NEWSTONE ? 6 : 64) &&
               CON_NEWSTONE_PILES == (F_NIM == F_NEWSTONE ? 6 : 32), "the ranges in con_forms");

/* In con_game_id_t order. New Stone uses piles[32..63] as scratch for the position after
 * the move. */
static const con_game_t con_games[CON_G_COUNT] HAL_FLASH = {
    {F_NM, 2, 2, G_MISERE | 2},
    {F_NIM, 1, CON_NIM_PILES, G_MISERE},
    {F_XY, 2, 2, 0},
    {F_AB, 2, 2, 0},
    {F_AB, 2, 2, 3},
    {F_N, 1, 1, 0},
    {F_NEWSTONE, 1, CON_NEWSTONE_PILES, 0},
    {F_NK, 2, 2, 3},
    {F_N, 1, 1, 1},
    {F_NMP, 3, 3, CON_CHECK_PIRATE},
};

void con_solve(console_t *c)
{
    uint8_t tokens = c->ntok;
    uint8_t g;
    uint8_t first = 2;
    play_mode_t mode = PLAY_NORMAL;
    const con_game_t *game;
    const char *form;
    uint8_t nargs, min, max, flags;
    uint32_t arg[CON_SOLVE_ARGS];
    const char *tmpl;
    if (tokens < 2) {
        con_fail(c, HAL_FSTR("expected a game" CON_HELP_LISTS));
        return;
    }
    g = con_find(c, 1, con_game_names);
    if (g == CON_G_COUNT) {
        con_fail(c, HAL_FSTR("unknown game `" CON_TOK(1) "`" CON_HELP_LISTS));
        return;
    }
    game = &con_games[g];
    form = con_forms + hal_flash_byte(&game->form);
    flags = hal_flash_byte(&game->flags);
    c->ctx_tokens = 2;
    if (con_find(c, 2, con_misere) == 0) {
        c->ctx_tokens = 3;
        if (!(flags & G_MISERE)) {
            con_fail(c, HAL_FSTR("this game has no misere variant (bash and nim have)"));
            return;
        }
        mode = PLAY_MISERE;
        first = 3;
    }
    nargs = (uint8_t)(tokens - first);
    min = hal_flash_byte(&game->min_args);
    max = hal_flash_byte(&game->max_args);
    if (nargs < min || nargs > max) {
        con_err_begin(c);
        con_print(c, HAL_FSTR("expected "), NULL, 1);
        con_print(c, form, NULL, 1);
        con_print(c, HAL_FSTR(", got " CON_D(b) " number" CON_SEL(0) "s" CON_OR CON_END),
                  CON_ARGS(nargs == 1u, nargs), 1);
        con_err_end(c);
        return;
    }
    if (!con_parse_tokens(c, first, nargs, c->piles) ||
        !con_check(c, form, flags & (uint8_t)~G_MISERE)) {
        return;
    }
    arg[0] = !con_first_wins(c, g | mode << 7, nargs, &arg[1]);
    if (g != CON_G_PIRATES) {
        /* every pile empty: no move (bash: only N is a pile; the games that need numbers >= 1
         * check bit 0, so their first number never is 0) */
        bool none = con_all_zero(c, (flags & 2u) ? 1u : nargs);
        con_out(c, HAL_FSTR(CON_VERDICT), arg);
        if (none) {
            con_out(c, HAL_FSTR(CON_NO_MOVE CON_LAST_OBJECT), arg);
            return;
        }
    }
    switch (g) { /* the explainer */
    case CON_G_XOR:
        tmpl = con_solve_xor(c, arg, nargs, mode);
        break;
    case CON_G_COINS:
        tmpl = con_solve_coins(c, arg, nargs, mode);
        break;
    case CON_G_BOARD:
        tmpl = con_solve_board(c, arg, nargs, mode);
        break;
    case CON_G_PIRATES:
        tmpl = con_solve_pirates(c, arg, nargs, mode);
        break;
#ifdef CONSOLE_SOLVE_PLAY
    default:
        tmpl = con_solve_play(c, arg, nargs, mode, g);
        break;
#else
    case CON_G_BASH:
        tmpl = con_solve_bash(c, arg, nargs, mode);
        break;
    case CON_G_NIM:
        tmpl = con_solve_nim(c, arg, nargs, mode);
        break;
    case CON_G_WYTHOFF:
        tmpl = con_solve_wythoff(c, arg, nargs, mode);
        break;
    case CON_G_EUCLID:
        tmpl = con_solve_euclid(c, arg, nargs, mode);
        break;
    case CON_G_POW2:
        tmpl = con_solve_pow2(c, arg, nargs, mode);
        break;
    default:
        tmpl = con_solve_newstone(c, arg, nargs, mode);
        break;
#endif
    }
    con_out(c, tmpl, arg);
}

/* Not noinline: in the firmware only `xor` calls it, and it is smaller inlined there. */
void con_solve_take(console_t *c, uint32_t *arg, uint8_t where, uint8_t pile, uint32_t from,
                    uint32_t to)
{
    arg[1] = from - to;
    arg[2] = where;
    arg[3] = pile;
    arg[4] = from;
    arg[5] = to;
    con_out(c,
            HAL_FSTR(CON_LABEL "take " CON_D(b) CON_SEL(c) CON_OR " from pile " CON_D(d) CON_OR
                     " from the pile of " CON_D(e) CON_END " (" CON_D(e) " -> " CON_D(f) ")\n"),
            arg);
}

__attribute__((noinline)) void con_solve_take2(console_t *c, uint32_t *arg, uint32_t na,
                                                uint32_t nb)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    arg[1] = a - na;
    arg[2] = 0; /* 0: both piles, 1: pile 1, 2: pile 2 */
    if (na == a) {
        arg[1] = b - nb;
        arg[2] = 2;
    } else if (nb == b) {
        arg[2] = 1;
    }
    arg[3] = na;
    arg[4] = nb;
    con_out(c,
            HAL_FSTR(CON_LABEL "take " CON_D(b) " from " CON_SEL(c) "both piles" CON_OR "pile 1"
                     CON_OR "pile 2" CON_END " (" CON_D(A) " " CON_D(B) " -> " CON_D(d) " "
                     CON_D(e) ")\n"),
            arg);
}
