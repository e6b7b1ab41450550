/* play_driver_why.c - the LCD's Why rows (its numbers page) of a position for the game tests (play_driver.h); a
 * file of its own so that only the tests that call it link the LCD view through it. */
#include <string.h>

#include "play_driver.h"
#include "view_lcd.h"

void play_driver_why(const play_game_t *g, const play_pos_t *p, uint8_t mode, char *l0, char *l1)
{
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_WHY;
    s.msg_value = MSG_YOU; /* the verdict about the person to move */
    play_t game; /* the engine's Why: the game's reason with its winning move's verdict */
    play_init(&game, g);
    game.pos = *p;
    game.mode = mode;
    play_why(&game, &s.reason);
    s.cursor = 1; /* the numbers: the Why's second page (the first is its words) */
    text_line_clear(text_rows[1]); /* the view lays the Why out on its two rows */
    text_line_clear(text_rows[0]);
    view_lcd_reason(&s);
    memcpy(l0, text_rows[0], TEXT_LINE_SIZE);
    memcpy(l1, text_rows[1], TEXT_LINE_SIZE);
}

