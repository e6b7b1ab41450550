/* view_lcd.h - the 16x2 LCD's view (view.h), shared between its files: view_lcd.c (the
 * screens, lists, rules, glyphs), view_lcd_play.c (positions, moves and the game screens),
 * view_lcd_why.c (the reasons) and view_lcd_words.c (which text says what the app names by an
 * id). Lines are text.h's: 16 characters and a NUL, cleared before a screen fills them, written
 * with text.h's pen in the catalog's words (lcd_texts.def); a number is never cut short (a
 * shorter form of the row is chosen instead). */
#ifndef VIEW_LCD_H
#define VIEW_LCD_H

#include <stdbool.h>
#include <stdint.h>

#include "screen.h"
#include "text.h"

/* Custom glyphs (character codes in a line). */
#define VIEW_LCD_GLYPH_UP '\x01'     /* the rules go on above */
#define VIEW_LCD_GLYPH_DOWN '\x02'   /* the rules go on below */
#define VIEW_LCD_GLYPH_STONE '\x03'  /* a coin of the coin circle */
#define VIEW_LCD_GLYPH_PICKED '\x04' /* a coin the move takes */
#define VIEW_LCD_GLYPH_BOARD '\x08'  /* 8..15: the board walk's 4 x 2 picture (glyphs 0..7) */

/* The texts (lcd_text_t) that say what the app names by an id (view_lcd_words.c): message
 * msg's words (MSG_NONE and unknown ids: LCD_NONE, nothing); game's name and rules (game
 * GAME_COUNT: the help's; the rules wrapped by the build, lines of 15 columns); a setting's
 * name and the label of its value; what a level (level_t) means. */
uint8_t view_lcd_msg_text(uint8_t msg);
uint8_t view_lcd_game_name(uint8_t game);
uint8_t view_lcd_game_rules(uint8_t game);
uint8_t view_lcd_setting_name(uint8_t setting);
uint8_t view_lcd_setting_label(uint8_t setting, uint8_t value);
uint8_t view_lcd_level_meaning(uint8_t level);

/* Puts the words for message msg at the pen. */
void view_lcd_word(uint8_t msg);

/* Puts the words for message msg on the pen's line so that they end at column 15. */
void view_lcd_word_right(uint8_t msg);

/* Lines top and top + 1 of text id (its lines end at '\n': a text the build wrapped, or
 * written in two lines) on rows 0 and 1 from column 0 (a line the text lacks: nothing). */
void view_lcd_lines(uint8_t id, uint8_t top);

/* Puts a pile's name at the pen: "#<pile>", counted from 1 (one digit: at most 6 piles). */
void view_lcd_pile(uint8_t j);

/* Puts the name of board direction d (PLAY_DIR_*: "up", "left", "right", "down") at the pen. */
void view_lcd_dir(uint8_t d);

/* The game screens (SCREEN_START, SCREEN_TURN, SCREEN_SPREAD, SCREEN_HINT, SCREEN_OVER) on
 * the two cleared rows (text_rows), the pen at row 0's column 0 (as view_show leaves it). */
void view_lcd_game(const screen_t *s);

/* "Won 12 lost 3" (value[0], value[1]) at the pen. */
void view_lcd_won_lost(const screen_t *s);

/* The verdict at the pen about player `who` (msg_t: MSG_YOU, MSG_CPU, MSG_P1, MSG_P2): "You
 * win", "P2 loses" ("you" after a condition). */
void view_lcd_verdict(uint8_t who, bool wins);

/* A reason (SCREEN_WHY) on the two cleared rows (text_rows), as the game screens. */
void view_lcd_reason(const screen_t *s);

/* The board walk's picture was drawn in glyphs 0..7 (set by view_lcd_game; view_show then
 * keeps the usual glyphs away until another screen comes). */
extern bool view_lcd_board_shown;

#endif
