/* persist.h - what NimBox keeps in EEPROM across power-off, and where.
 *
 * Everything is one record (record.h: two slots, power-cut safe), so that whatever changes
 * together is committed together: the end of a game counts it in the statistics AND forgets the
 * saved game in one commit, and a power cut around it leaves either the game still to finish
 * (statistics unchanged) or the game over (counted once), never both.
 *
 * EEPROM layout (1024 bytes):
 *   0x000..0x17F  firmware 0.1.0's three records (system, statistics, saved game): neither read
 *                 nor written, so a box updated from 0.1.0 starts with default settings, boot
 *                 counter 0 and no statistics (reading them cost 288 bytes of flash)
 *   0x180..0x2BF  the box record, 2 x 160 bytes: v3; a v2 record (firmware before the
 *                 streaks) reads as its system and statistics (its saved game is dropped),
 *                 and the first v3 save goes to the other slot (record.h), so a power cut
 *                 before it commits leaves the v2 record to be read again
 *   0x2C0..0x3FF  free
 *
 * Box record v3 payload (PERSIST_PAYLOAD bytes), kept in RAM and saved in the background
 * (persist_step) whenever it changes:
 *   0   system: sound, level, mode, light, boot counter (uint32 LE)
 *   8   statistics: per game in menu order, games won then lost against the computer
 *       (uint16 LE each, stopping at 65535)
 *   44  streaks: per game, the games won (> 0) or lost (< 0) in a row, the last first
 *       (int8, stopping at 127 / -127); the last game's (the pirates', never played against
 *       the computer) is the first-time tip's flag instead: 1 once it was shown on this box
 *       (0 in every record before it, so an updated box shows it once)
 *   53  saved game: the game's menu index (SAVE_GAME_NONE: none in progress), then the length n
 *       of the play engine's state, then that state (save_game.h); unused bytes to the end
 * Blank (all 0xFF), corrupt or other-version contents read as defaults, boot counter 0. */
#ifndef PERSIST_H
#define PERSIST_H

#include <stdbool.h>
#include <stdint.h>

#include "record.h"
#include "settings.h"

#define PERSIST_BASE 0x180u
#define PERSIST_SLOT 160u
#define PERSIST_VERSION 3u
#define PERSIST_PAYLOAD (PERSIST_SLOT - RECORD_OVERHEAD)
#define PERSIST_KEY RECORD_DESC(PERSIST_BASE, PERSIST_SLOT, PERSIST_VERSION)
#define PERSIST_STATS_GAMES 9u /* GAME_COUNT */
#define PERSIST_STATS_OFFSET 8u
#define PERSIST_STREAK_OFFSET (PERSIST_STATS_OFFSET + PERSIST_STATS_GAMES * 4u)
#define PERSIST_TIP_OFFSET (PERSIST_STREAK_OFFSET + PERSIST_STATS_GAMES - 1u)
#define PERSIST_GAME_OFFSET (PERSIST_STREAK_OFFSET + PERSIST_STATS_GAMES)
#define PERSIST_STATE_OFFSET (PERSIST_GAME_OFFSET + 2u)
#define PERSIST_STATE_MAX (PERSIST_PAYLOAD - PERSIST_STATE_OFFSET)
#define PERSIST_FREE_BASE (PERSIST_BASE + 2u * PERSIST_SLOT)

typedef struct {
    settings_t settings;
    uint32_t boot_count;
} persist_system_t;

/* At boot: loads the box record into RAM (settings, boot counter, statistics, which game is
 * saved) and starts the background writer afresh; on a blank or bad EEPROM fills defaults and
 * returns false. */
bool persist_load(void);

/* The system part of the box record as it is in RAM: the one copy of the settings and the boot
 * counter, read and changed in place (by the app); persist_save_system saves a change. */
persist_system_t *persist_system(void);

/* Saves the system part (persist_system) as it is now, in the background (persist_step). */
void persist_save_system(void);

/* Counts a game against the computer won (won = true) or lost for game `game` (below
 * PERSIST_STATS_GAMES - 1: the last is the pirates'); saved in the background. */
void persist_count_result(uint8_t game, bool won);

/* Game `game`'s totals into wl[0] (won) and wl[1] (lost); zeros when none are kept. Returns
 * its streak: the last games won (> 0) or lost (< 0) in a row. */
int8_t persist_load_result(uint8_t game, uint16_t *wl);

/* Forgets every game's totals and streak; saved in the background. */
void persist_reset_results(void);

/* True the first time it is asked on this box (the first-time tip is due), and then keeps
 * that it was asked (saved in the background: a power cut before that save commits asks
 * again, never losing anything else). The statistics' reset leaves it. */
bool persist_tip_due(void);

/* Takes the saved game: `game` (SAVE_GAME_NONE: none) and its engine state (n bytes at state,
 * which must stay in place and be kept up to date: it is read while it is saved); for
 * save_game.c. Saved in the background. */
void persist_set_game(uint8_t game, const void *state, uint8_t n);

/* Copies n payload bytes from offset off of the newest record the EEPROM holds now (what a
 * power cut would leave) to dest; false, dest untouched, when there is none (a v2 record
 * has none past its statistics). */
bool persist_read(uint8_t off, uint8_t *dest, uint8_t n);

/* The system part of the newest record the EEPROM holds now (what a power cut would leave);
 * false and defaults when there is none. Waits for an EEPROM write in progress. */
bool persist_stored_system(persist_system_t *p);

/* The background writer: call it from every pass of the main loop. It never waits: while the
 * EEPROM is busy it returns at once, otherwise it starts at most one byte write (about 3.4 ms
 * on the chip). True while a save is pending, in progress, or its last byte being written:
 * keep the power on (do not power down) until it returns false. */
bool persist_step(void);

#endif
