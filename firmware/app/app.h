/* app.h - the NimBox application: boot screen, game menu, rules viewer, settings.
 * It is stepped with the time passed in, so the host tests drive it with a fake clock and
 * the AVR main loop calls it once per button sample (every 4 ms) or received byte. It draws
 * through hal_display, beeps through hal_buzzer and keeps its settings in EEPROM (persist.h).
 *
 * Screens (the texts the simulation tests look for):
 *   boot      row 0 "NimBox 0.1.0", row 1 "Boot #<n>", for APP_BOOT_SCREEN_MS or a key
 *   menu      row 0 ">" + the selected item, row 1 " " + the next one (the list wraps):
 *             Bash, Nim, Wythoff, Euclid, Powers of 2, New Stone, Coin circle, Board walk,
 *             Pirates, Settings. UP/DOWN move, SELECT opens, LEFT goes back.
 *   rules     two lines of the game's rules; UP/DOWN scroll, column 15 shows glyph 1 (more
 *             above) on row 0 and glyph 2 (more below) on row 1; LEFT back to the menu
 *   settings  like the menu, name left and value right: "Sound On/Off", "Level
 *             Easy/Medium/Perfect", "Play Normal/Misere", "Light Always/10 s/30 s/60 s";
 *             SELECT or RIGHT steps the value; LEFT saves (if changed) and goes back
 *   start     (SELECT on a playable game's rules) row 0 the position, row 1 one of
 *             ">Play", ">First  You|CPU" (P1|P2), ">Vs  CPU|Human", ">Random", ">Edit",
 *             ">Count to 100" (Bash); UP/DOWN pick, SELECT/RIGHT act, LEFT back to the menu
 *   edit      row 0 field name and value, row 1 '^' under the digit being edited (editor.h);
 *             SELECT goes to the next field, after the last back to the start screen
 *   play      row 0 the piles (">" before the selected pile) and the take limit, row 1
 *             "You: take 3 #2"; LEFT/RIGHT pile, UP/DOWN amount, SELECT plays it, a long
 *             SELECT shows the hint ("Hint: take 3 #2" / "No winning move") over a menu
 *             Why / Undo / Quit / Back. The computer shows "CPU: thinking", then its move,
 *             then plays it. The end shows "You win!", "CPU wins!", "P1 wins!" or "P2 wins!"
 *             and, against the computer, "Won <w> lost <l>" (kept in EEPROM, persist.h).
 *   pirates   (SELECT on the Pirates rules) "N", "M", "P" entered with the editor, then
 *             "Pirate 5 gets" / "98 gold" or "Thrown" (P out of 1..N: "P must be 1..N");
 *             SELECT the Why screen, LEFT the menu, another key edits again
 *   resume    (after the boot screen, when a game in progress was saved) "Resume Nim?" /
 *             "SEL yes  LEFT no"; the game is saved after every move (save_game.h)
 * Without a key for the backlight timeout the backlight goes off; the first key then only
 * lights it. After APP_POWER_DOWN_MS without a key or serial traffic the app asks to sleep. */
#ifndef APP_H
#define APP_H

#include <stdbool.h>
#include <stdint.h>

#include "buttons.h"
#include "settings.h"

#define APP_BOOT_SCREEN_MS 1500u
#ifndef APP_POWER_DOWN_MS
#define APP_POWER_DOWN_MS 600000u /* 10 minutes; a build may shorten it with -D */
#endif

typedef enum {
    APP_SCREEN_BOOT = 0,
    APP_SCREEN_MENU,
    APP_SCREEN_RULES,
    APP_SCREEN_SETTINGS,
    APP_SCREEN_START, /* a game's start screen (app_game.c) */
    APP_SCREEN_EDIT,  /* the start position's editor (app_game.c) */
    APP_SCREEN_PLAY,  /* the game being played (app_play.c) */
    APP_SCREEN_PIRATES, /* the pirates' gold puzzle (app_pirates.c) */
    APP_SCREEN_RESUME   /* "Resume Nim?" after the boot screen (app_resume.c) */
} app_screen_t;

/* Custom glyphs defined at start-up (codes usable in display strings). */
#define APP_GLYPH_UP '\x01'
#define APP_GLYPH_DOWN '\x02'
#define APP_GLYPH_STONE '\x03' /* a coin of the coin circle */
#define APP_GLYPH_PICKED '\x04' /* a coin the move takes */
#define APP_GLYPH_BOARD '\x08' /* 8..15: the board walk's 4 x 2 picture (glyphs 0..7) */

/* Loads the settings, counts the boot, defines the glyphs and shows the boot screen. */
void app_init(uint32_t now_ms, uint32_t seed);

/* Advances the application to now_ms and handles one button event (BTN_EV_NONE for none). */
void app_step(uint32_t now_ms, btn_event_t ev);

/* Serial traffic: keeps the box awake like a key press (without lighting the display). */
void app_note_activity(uint32_t now_ms);

/* True when the box has been left alone long enough to power down. */
bool app_wants_power_down(uint32_t now_ms);

/* Called just before powering down: backlight off. */
void app_power_down(void);

/* Called after waking; button_held says whether the waking key is still down (its events
 * up to the release are then ignored). */
void app_woke(uint32_t now_ms, bool button_held);

/* The screen shown now. */
app_screen_t app_screen(void);

/* The current settings. */
const settings_t *app_settings(void);

/* Boots counted so far, this one included. */
uint32_t app_boot_count(void);

#endif
