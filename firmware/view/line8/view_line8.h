/* view_line8.h - the line8 view (view.h) for one row of eight characters (the bare-txt8
 * board's TXT8 display, hal_txt8.h), shared between its files: view_line8.c (the line, its
 * pen, its layout on the eight characters: still, scrolling, a blinking character; the lists,
 * the editor and the short screens), view_line8_play.c (positions, moves, the game screens),
 * view_line8_why.c (the reasons) and view_line8_words.c (which of its texts,
 * line8_texts.def, says what the app names by an id).
 *
 * A screen is written as one line of characters with a pen: line8_char, line8_text (a text
 * of the catalog), line8_num (a number, never cut), line8_right (what follows is the right
 * part: "Sound  on"). A line of up to eight characters stands still, its right part moved to
 * end at the eighth; a longer one scrolls through them (held a second at its start, a
 * character every 250 ms, three blanks between its end and its start again). Nothing here is
 * the app's: a view reads the screen's description (screen.h) and its own catalog. */
#ifndef VIEW_LINE8_H
#define VIEW_LINE8_H

#include <stdbool.h>
#include <stdint.h>

#include "hal_flash.h"
#include "hal_txt8.h"
#include "screen.h"

/* The catalog's ids (line8_texts.def: every word the view shows), in its order. */
typedef enum {
#define TEXT(id, text) LINE8_##id,
#include "line8_texts.def"
#undef TEXT
    LINE8_TEXT_COUNT
} line8_text_t;
_Static_assert(LINE8_TEXT_COUNT <= 256, "a text id is a byte");

/* The catalog's texts, packed (generated from line8_texts.def). */
extern const char line8_texts[] HAL_FLASH;

#define LINE8_COLS HAL_TXT8_COLS
#define LINE8_CELLS 120u /* the longest line: the help */

/* The line on show and how it is shown. A still line is laid out in its cells (the right part
 * moved to end at the 8th), so that column k always shows cell scroll + k. */
typedef struct {
    char cell[LINE8_CELLS];
    uint8_t len;     /* cells used */
    uint8_t split;   /* 0, or where the right part starts (a blank cell before it) */
    uint8_t blink;   /* 1 + the column that blinks (the editor's digit), 0: none */
    uint8_t scroll;  /* the first cell shown: a window's start, or the scrolling's place */
    uint8_t marquee; /* the line scrolls */
    uint8_t phase;   /* the blink phase shown (1: the blinking column shows '_') */
    uint16_t now;    /* the time of the last view_tick (ms, low 16 bits) */
    uint16_t next;   /* when the scrolling moves on */
} line8_line_t;

extern line8_line_t line8;

/* The pen: a character, a text of the catalog (line8_text_t), a number; the right part. */
void line8_char(char c);
void line8_text(uint8_t id);
void line8_num(uint32_t v);
void line8_right(void);

/* Words (view_line8_words.c): a message's (msg_t), a game's name and rules (game_id_t; rules
 * of GAME_COUNT: the help), a setting's name, the label of its value, what a level means
 * (level_t), a board direction's (PLAY_DIR_*). */
void view_line8_word(uint8_t msg);
void view_line8_name(uint8_t game);
void view_line8_rules(uint8_t game);
void view_line8_setting(uint8_t setting);
void view_line8_setting_label(uint8_t setting, uint8_t value);
void view_line8_level_meaning(uint8_t level);
void view_line8_dir(uint8_t d);

/* A message and, for those that take one, its number from the game ("Cap 3", "To 100"). */
void view_line8_msg(uint8_t msg, const play_t *p);

/* The game screens (SCREEN_START, SCREEN_TURN, SCREEN_SPREAD, SCREEN_HINT, SCREEN_OVER). */
void view_line8_game(const screen_t *s);

/* A reason (SCREEN_WHY): the verdict about the player to move (`who`, msg_t; MSG_NONE: none),
 * then the argument. */
void view_line8_reason(const reason_t *r, uint8_t who);

#endif
