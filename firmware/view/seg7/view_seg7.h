/* view_seg7.h - the 7-segment view (view.h) for eight digits and eight LEDs (the nano-tm1638
 * board), shared between its files: view_seg7.c (the line and its layout on the digits:
 * fitting, scrolling, blinking; the lists, the editor and the short screens),
 * view_seg7_play.c (positions, moves, the game screens), view_seg7_why.c (the reasons) and
 * view_seg7_words.c (which of its texts, seg7_texts.def, says what the app names by an id).
 *
 * Each screen is written as one line of cells, one cell a digit's segment byte, with a pen
 * like the LCD view's: seg7_char puts a readable character (a '.' or ',' lights the point of
 * the cell before it), seg7_num a number, seg7_right starts the part that is shown at the
 * right end ("Sound  On"). A line of up to 8 cells stands still; one cell more fits when the
 * blank before the right part can become the point of a letter before it ("Sound.OFF");
 * anything longer scrolls through the digits (the whole line, held a second at its start,
 * a cell every 300 ms, three blanks between the end and the start again). A game screen may
 * add a second page to a still line, a word it has no room for beside it (a board's
 * direction, Bash's cap): the digits show the line, then the word, 1024 ms each by the clock,
 * in turn (the blinking segments are the line's). The words use the
 * readable letters only (no K M V W X Z: the words are written around them). */
#ifndef VIEW_SEG7_H
#define VIEW_SEG7_H

#include <stdbool.h>
#include <stdint.h>

#include "hal_flash.h"
#include "hal_seg7.h"
#include "screen.h"

/* The catalog's ids (seg7_texts.def: every word the view shows), in its order. */
typedef enum {
#define TEXT(id, text) SEG7_##id,
#include "seg7_texts.def"
#undef TEXT
    SEG7_TEXT_COUNT
} seg7_text_t;
_Static_assert(SEG7_TEXT_COUNT <= 256, "a text id is a byte");

/* The catalog's texts, packed (generated from seg7_texts.def). */
extern const char seg7_texts[] HAL_FLASH;

#define SEG7_DIGITS HAL_SEG7_DIGITS
#define SEG7_HOLD_MS 1000u /* a scrolling line stands still this long at its start; a page */
#define SEG7_CELLS 96u /* the longest line: a game's rules */

/* The LEDs, left to right: LED 1 player 1 (you) to move, LEDs 2..7 piles 1..6, LED 8 player
 * 2 (the computer) to move; at the end the winner's half is lit. */
#define SEG7_LED_P1 0x01u
#define SEG7_LED_P2 0x80u

/* The LEDs of pile `pile` of `piles` (pile <= piles): LED pile + 2, or every pile's when
 * pile == piles (a move from every pile). */
uint8_t view_seg7_pile_leds(uint8_t pile, uint8_t piles);

/* The line on show and how it is shown. A still line is laid out in its cells (the right
 * part moved to end at the 8th), so that digit k always shows cell scroll + k. */
typedef struct {
    uint8_t len;      /* cells used */
    uint8_t split;    /* 0, or where the right part starts (a blank cell before it) */
    uint8_t num_end;  /* the cell after the last number written (no point after a number) */
    uint8_t squeeze;  /* the blank before the right part may become a point */
    uint8_t leds;
    uint8_t page;     /* cells 8.. are a second page, in turn with the first (view_seg7_page) */
    uint8_t blink[SEG7_DIGITS]; /* segments of each digit that blink (still lines) */
    /* (the fields up to here a screen starts over: view_show) */
    uint8_t scroll;   /* the first cell shown: a window's start, or the scrolling's place */
    uint8_t marquee;  /* the line scrolls */
    uint8_t phase;    /* the phase shown: bit 0 the blink's (1: blinking segments off), bit 2
                       * a second page's (SEG7_PAGE_PHASE: it shows) */
    uint16_t now;     /* the time of the last view_tick (ms, low 16 bits) */
    uint16_t next;    /* when the scrolling moves on */
    uint8_t cell[SEG7_CELLS]; /* last: the fields before it within a load's reach (64 B) */
} seg7_line_t;

extern seg7_line_t seg7;

/* The pen: puts a character, a text of the catalog (seg7_text_t), a number; starts the right
 * part. */
void seg7_char(char c);
void seg7_text(uint8_t id);
void seg7_num(uint32_t v);
void seg7_right(void);

/* Words (view_seg7_words.c: which text says what the app names by an id): a message's
 * (msg_t), a game's name and rules (game_id_t; rules of GAME_COUNT: the help), a setting's
 * name, the label of its value, what a level means (level_t), a board direction's
 * (PLAY_DIR_*). */
void view_seg7_word(uint8_t msg);
void view_seg7_name(uint8_t game);
void view_seg7_rules(uint8_t game);
void view_seg7_setting(uint8_t setting);
void view_seg7_setting_label(uint8_t setting, uint8_t value);
void view_seg7_level_meaning(uint8_t level);
void view_seg7_dir(uint8_t d);

/* A message and, for those that take one, its number from the game ("uP to 3", "to 100"). */
void view_seg7_msg(uint8_t msg, const play_t *p);

/* "12-3": wins and losses against the computer (value[0], value[1]; the stats, the end). */
void view_seg7_score(const screen_t *s);

/* The game screens (SCREEN_START, SCREEN_TURN, SCREEN_SPREAD, SCREEN_HINT, SCREEN_OVER). */
void view_seg7_game(const screen_t *s);

/* After the layout of a game screen that asked for a second page (seg7.page): the page, from
 * cell 8, in turn with the first, where both fit the digits (else none: a position that
 * scrolls, "uP to 100"). */
void view_seg7_page(const screen_t *s);

/* A reason (SCREEN_WHY): the verdict about the player to move (`who`, msg_t; MSG_NONE:
 * none), then the argument. */
void view_seg7_reason(const reason_t *r, uint8_t who);

#endif
