/* app.h - the NimBox application: boot screen, game menu, rules viewer, settings, the games.
 * It is stepped with the time passed in, so the host tests drive it with a fake clock and
 * the AVR main loop calls it once per button sample (every 4 ms) or received byte. It says
 * what each screen shows (screen.h) and the board's view lays it out (view.h); it beeps
 * through hal_buzzer and keeps its settings in EEPROM (persist.h). Buttons are logical
 * (hal_buttons.h): the five of the LCD shield, and HINT, UNDO, MENU of an eight-key board.
 *
 * Screens (app_screen_t; on the LCD, as firmware/view/lcd/ lays them out):
 *   boot      the name and version and a greeting, for APP_BOOT_SCREEN_MS or a key
 *   menu      the games (Bash, Nim, Wythoff, Euclid, Powers of 2, New Stone, Coin circle,
 *             Board walk, Pirates), then Help, Stats, Settings; UP/DOWN move (the list wraps), SELECT or
 *             RIGHT opens
 *   rules     the game's rules, UP/DOWN scroll; SELECT goes on to the start screen (the
 *             pirates' puzzle), LEFT (MENU) back to the menu
 *   settings  Sound On/Off, Level Easy/Medium/Perfect, Play Normal/Misere, Light Always/10 s/
 *             30 s/60 s; SELECT or RIGHT steps the value; LEFT (MENU) saves (if changed) and
 *             goes back
 *   start     the position and one of Play, First You|CPU (P1|P2), Vs CPU|Human, Random,
 *             Edit, Count to 100 (Bash); UP/DOWN pick, SELECT/RIGHT act, LEFT (MENU) back
 *   edit      a field of the position (the pile count, each pile, the limit) with the
 *             digit being changed (editor.h); SELECT goes to the next field, after the last
 *             back to the start screen
 *   play      the position, whose turn and the move: LEFT/RIGHT the pile, UP/DOWN the
 *             amount, SELECT plays it; a long SELECT (HINT or MENU) shows the hint over the
 *             menu Why / Play hint / Undo / Quit / Back, UNDO takes back at once. The computer thinks,
 *             shows its move, then plays it. The end names the winner and, against the
 *             computer, this game's wins and losses (kept in EEPROM, persist.h).
 *   pirates   (SELECT on the Pirates rules) N, M and P entered with the editor, then P's
 *             gold or "thrown" (P out of 1..N is refused); SELECT the Why, LEFT the menu,
 *             another key edits again
 *   stats     each game's wins and losses against the computer and its streak (the games
 *             won or lost in a row); UP/DOWN the game, SELECT asks to reset them all
 *             (SELECT yes, another key no), LEFT (MENU) back
 *   resume    (after the boot screen, when a game in progress was saved) Resume <game>?,
 *             SELECT yes, LEFT no; the game is saved after every move (save_game.h)
 *   demo      (APP_DEMO_IDLE_MS untouched at the menu) the demo in the window: the play
 *             screen with the computer on both sides (P1, P2), a game and its position dealt
 *             by the generator, the Why of each position then the move, game after game;
 *             a key only ends it, back to the menu. It keeps nothing (no statistics, saved
 *             game, first-time tip: the EEPROM untouched) and makes no sound.
 * Without a key for the backlight timeout the light goes off (not during the demo: it is to
 * be seen); the first key then only lights it. After APP_POWER_DOWN_MS without a key or
 * serial traffic the app asks to sleep (the demo is no key: it ends there). */
#ifndef APP_H
#define APP_H

#include <stdbool.h>
#include <stdint.h>

#include "buttons.h"
#include "settings.h"

#define APP_BOOT_SCREEN_MS 1500u
#define APP_DEMO_IDLE_MS 30000u /* untouched at the menu this long: the demo */
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
    APP_SCREEN_RESUME,  /* "Resume Nim?" after the boot screen (app_resume.c) */
    APP_SCREEN_STATS    /* each game's wins, losses and streak (app_stats.c) */
} app_screen_t;

/* Loads the settings, counts the boot, defines the glyphs and shows the boot screen; the
 * computer's random generator starts from seed and the boot count, and every key press
 * mixes in its time (now_ms of app_step), so random starts differ from boot to boot. */
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

/* When this boot follows a watchdog reset (hal_watchdog_caused_reset: the firmware hung), the
 * watchdog resets counted so far, this one included (app_init counts it in the box record);
 * 0 otherwise. */
uint16_t app_watchdog_resets(void);

#endif
