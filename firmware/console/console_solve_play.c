/* console_solve_play.c - `solve` answers from the toy's own play engine, for the games the toy
 * plays on piles (Bash, Nim, Wythoff, Euclid, powers of two, New Stone): the move the computer
 * plays at the Perfect level (a winning move, or the stalling one) and the reason the game
 * gives its Why screen (reason.h), in the console's words. The firmware answers `solve` this
 * way (CONSOLE_SOLVE_PLAY): one implementation of each game's strategy and reason serves both
 * the toy's screens and the serial port, which is what makes every game fit in the Uno's
 * flash. The host tool keeps the longer explainers (console_solve_nim.c,
 * console_solve_take.c), which list every winning move. */
#include "console_internal.h"
#include "games.h"
#include "hal_flash.h"
#include "play.h"

#include "attributes.h"

/* What comes before a reason's first number, by reason kind (reason_t.kind, the kinds of the
 * games the toy plays on piles: REASON_MOD .. REASON_PAIRS), a NUL-separated list. */
static const char con_reason_labels[] HAL_FLASH = HAL_FTEXT(
    "\0nim-sum \0misere, piles of 0 and 1: parity \0difference \0quotient \0");
_Static_assert(REASON_MOD == 0 && REASON_NIM_SUM == 1 && REASON_NIM_ONES == 2 &&
                   REASON_WYTHOFF == 3 && REASON_EUCLID == 4 && REASON_PAIRS == 5,
               "con_reason_labels and con_reason_rules follow reason_kind_t");

/* What loses, by reason kind (REASON_MOD: the remainder that loses follows). */
static const uint8_t con_reason_rules[REASON_PAIRS + 1] HAL_FLASH = {
    [REASON_MOD] = CON_T_RULE_MOD,         [REASON_NIM_SUM] = CON_T_RULE_ZERO,
    [REASON_NIM_ONES] = CON_T_RULE_ODD_COUNT, [REASON_WYTHOFF] = CON_T_RULE_PAIR,
    [REASON_EUCLID] = CON_T_RULE_ODD,      [REASON_PAIRS] = CON_T_RULE_PAIRS,
};

/* The reason in the console's words, after `why: `: its numbers and what loses (the verdict
 * is the answer's first line): "24 mod 7 = 3 (the remainder 0 loses)", "nim-sum 2 (0
 * loses)", "misere, piles of 0 and 1: parity 0 (an odd count loses)", "difference 2, pair 3
 * 5 (the pair loses)", "quotient 3, forced 0 (odd loses)", "not paired (pairs lose)". */
static NOINLINE void con_reason(console_t *c, const reason_t *r)
{
    uint8_t kind = r->kind <= REASON_PAIRS ? r->kind : REASON_PAIRS;
    con_item(c, con_reason_labels, kind);
    if (kind == REASON_PAIRS) {
        con_text(c, r->wins ? HAL_FSTR("not paired") : HAL_FSTR("paired"));
    } else {
        con_num(c, r->num[0]);
    }
    if (kind == REASON_MOD) {
        if (r->num[1] == 0) {
            con_text(c, HAL_FSTR(" mod 2^32"));
        } else {
            con_text_num(c, HAL_FSTR(" mod "), r->num[1]);
        }
        con_text_num(c, HAL_FSTR(" = "), r->num[2]);
    } else if (kind == REASON_WYTHOFF && r->detail) {
        con_text_num(c, HAL_FSTR(", pair "), r->num[1]);
        con_text_num(c, HAL_FSTR(" "), r->num[2]);
    } else if (kind == REASON_EUCLID) {
        con_text_num(c, HAL_FSTR(", forced "), r->num[1]);
    }
    con_say(c, (con_text_t)hal_flash_byte(&con_reason_rules[kind]));
    if (kind == REASON_MOD) {
        con_num(c, r->detail);
        con_text(c, HAL_FSTR(" loses)"));
    }
}

/* Kept out of con_solve: its play_t would make every access to con_solve's own locals a long
 * one. */
NOINLINE void con_solve_play(console_t *c, bool loses, uint8_t count,
                                              play_mode_t mode, uint8_t game)
{
    play_t p;
    play_move_t m;
    reason_t why;
    game_info_t info; /* the toy's game: its play table */
    games_info(game, &info);
    play_init(&p, info.ops);
    p.mode = mode;
    /* Bash's numbers are the pile and the limit; the others' are the piles */
    p.pos.limit = 0;
    if (game == GAME_BASH) {
        p.pos.limit = c->piles[1];
        count = 1;
    }
    p.pos.piles = count;
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        p.pos.pile[i] = i < count ? c->piles[i] : 0;
    }
    play_why(&p, &why); /* of the position asked about */
    play_computer_move(&p, 0, &m); /* Perfect: no random draw */
    /* `take 2 from pile 1`, `take 3 from both piles`, New Stone's `, 1 onto pile 2`... */
    con_solve_label(c, loses);
    con_say(c, CON_T_TAKE);
    con_num(c, m.take);
    if (count != 1u) {
        if (m.pile == count) {
            con_text(c, HAL_FSTR(" from both piles"));
        } else {
            con_say(c, CON_T_FROM_PILE);
            con_num(c, m.pile + 1u);
        }
    }
    for (uint8_t j = 0; j < count; j++) {
        if (m.add[j] != 0) {
            con_text_num(c, HAL_FSTR(", "), m.add[j]);
            con_text_num(c, HAL_FSTR(" onto pile "), j + 1u);
        }
    }
    con_say(c, CON_T_LEAVES);
    play_apply(&p, &m);
    for (uint8_t j = 0; j < count; j++) {
        con_put(c, ' ');
        con_num(c, p.pos.pile[j]);
    }
    con_nl(c);
    con_say(c, CON_T_WHY);
    con_reason(c, &why);
    con_nl(c);
}
