/* console_solve_play.c - `solve` answers from the toy's own play engine, for the games the toy
 * plays on piles (Bash, Nim, Wythoff, Euclid, powers of two, New Stone): the move the computer
 * plays at the Perfect level (a winning move, or the stalling one) and the toy's one-screen Why.
 * The firmware answers `solve` this way (CONSOLE_SOLVE_PLAY): one implementation of each game's
 * strategy and reason serves both the LCD and the serial port, which is what makes every game
 * fit in the Uno's flash. The host tool keeps the longer explainers (console_solve_nim.c,
 * console_solve_take.c), which list every winning move. */
#include "console_internal.h"
#include "games.h"
#include "hal_flash.h"
#include "play.h"
#include "text.h"
#include "view_lcd.h"

_Static_assert(sizeof(uint32_t) * (CONSOLE_SOLVE_PILES - PLAY_MAX_PILES) >= 2u * TEXT_LINE_SIZE,
               "room for the display lines in piles");
/* The console's games up to CON_G_NEWSTONE are the menu's first six, `xor` left out. */
_Static_assert((int)CON_G_BASH == (int)GAME_BASH && (int)CON_G_NIM == (int)GAME_NIM &&
               CON_G_WYTHOFF - 1 == (int)GAME_WYTHOFF && CON_G_EUCLID - 1 == (int)GAME_EUCLID &&
               CON_G_POW2 - 1 == (int)GAME_POW2 && CON_G_NEWSTONE - 1 == (int)GAME_NEW_STONE,
               "console and menu game ids");

/* Prints a display line without its trailing spaces and with runs of spaces made one (in
 * place: the line is the caller's scratch copy). */
static void con_play_line(console_t *c, char *line)
{
    char *d = line;
    char prev = ' '; /* the last character read: a space after a space is dropped */
    for (const char *s = line; *s != '\0'; s++) {
        if (*s != ' ' || prev != ' ') {
            *d++ = *s;
        }
        prev = *s;
    }
    d -= prev == ' ' && d != line; /* a trailing space */
    *d = '\0';
    con_str(c, line);
}

/* Kept out of con_solve (noinline): its play_t and display lines would make every access to
 * con_solve's own locals a long one. */
__attribute__((noinline)) void con_solve_play(console_t *c, bool loses, uint8_t count,
                                              play_mode_t mode, uint8_t game)
{
    play_t p;
    play_move_t m;
    /* the two display lines in c->piles past the position's numbers (free once copied) */
    char *line0 = (char *)&c->piles[PLAY_MAX_PILES];
    char *line1 = line0 + TEXT_LINE_SIZE;
    game_info_t info; /* the menu's entry: its play table */
    games_info((uint8_t)(game - (game > CON_G_XOR)), &info);
    play_init(&p, info.ops);
    p.mode = mode;
    /* Bash's numbers are the pile and the limit; the others' are the piles */
    p.pos.limit = 0;
    if (game == CON_G_BASH) {
        p.pos.limit = c->piles[1];
        count = 1;
    }
    p.pos.piles = count;
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        p.pos.pile[i] = i < count ? c->piles[i] : 0;
    }
    /* the Why of the position asked about, as the toy's LCD shows it on its two rows (until
     * the console words reasons itself) */
    reason_t why;
    text_line_clear(line0);
    text_line_clear(line1);
    play_why(&p, &why);
    view_lcd_reason(&why, line0, line1);
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
    con_play_line(c, line0);
    con_text(c, HAL_FSTR(" / "));
    con_play_line(c, line1);
    con_nl(c);
}
