/* console_solve_play.c - `solve` answers from the toy's own play engine, for the games the toy
 * plays on piles (Bash, Nim, Wythoff, Euclid, powers of two, New Stone): the verdict and the
 * move the computer plays at the Perfect level (a winning move, or the stalling one). The
 * firmware answers `solve` this way (CONSOLE_SOLVE_PLAY): one implementation of each game's
 * strategy serves both the toy's screens and the serial port, which is what makes every game
 * fit in the boards' flash. The reason (`why:`) is the toy's Why screen's and the host tool's,
 * whose longer explainers (console_solve_nim.c, console_solve_take.c) list every winning move
 * and say why; on the board it would cost 328 B (Uno) and 352 B (Nano) of flash (bench notes). */
#include <string.h>

#include "console_internal.h"
#include "games.h"
#include "hal_flash.h"
#include "play.h"

#include "attributes.h"

/* Kept out of con_solve: its play_t would make every access to con_solve's own locals a long
 * one. */
NOINLINE void con_solve_play(console_t *c, bool loses, uint8_t count,
                                              play_mode_t mode, uint8_t game)
{
    play_t p;
    play_move_t m;
    games_play_init(game, &p); /* the toy's game: its play table */
    p.mode = mode;
    p.pos = (play_pos_t){0};
    /* Bash's numbers are the pile and the limit; the others' are the piles */
    if (game == GAME_BASH) {
        p.pos.limit = c->piles[1];
        count = 1;
    }
    p.pos.piles = count;
    memcpy(p.pos.pile, c->piles, count * sizeof p.pos.pile[0]); /* (at most PLAY_MAX_PILES) */
    play_computer_move(&p, 0, &m); /* Perfect: no random draw */
    /* `take 2 from pile 1`, `take 3 from both piles`, New Stone's `, 1 onto pile 2`... */
    con_solve_label(c, loses);
    con_say(c, CON_T_TAKE);
    con_num(c, m.take);
    if (count != 1u) {
        if (m.pile == count) {
            con_say(c, CON_T_FROM_BOTH);
        } else {
            con_say(c, CON_T_FROM_PILE);
            con_num(c, m.pile + 1u);
        }
    }
    for (uint8_t j = 0; j < count; j++) {
        if (m.add[j] != 0) {
            con_say_num(c, CON_T_COMMA, m.add[j]);
            con_say_num(c, CON_T_ONTO_PILE, j + 1u);
        }
    }
    con_say(c, CON_T_LEAVES);
    play_apply(&p, &m);
    for (uint8_t j = 0; j < count; j++) {
        con_put(c, ' ');
        con_num(c, p.pos.pile[j]);
    }
    con_nl(c);
}
