/* play_driver_why.c - the LCD's Why rows of a position for the game tests (play_driver.h); a
 * file of its own so that only the tests that call it link the LCD view through it. */
#include <string.h>

#include "play_driver.h"
#include "view_lcd.h"

void play_driver_why(const play_game_t *g, const play_pos_t *p, uint8_t mode, char *l0, char *l1)
{
    reason_t r;
    memset(&r, 0, sizeof r);
    g->why(p, mode, &r);
    text_line_clear(l0);
    text_line_clear(l1);
    view_lcd_reason(&r, l0, l1);
}

