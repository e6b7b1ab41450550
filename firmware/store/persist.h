/* persist.h - what NimBox keeps in EEPROM across power-off: the box record.
 *
 * Everything is one record, so that whatever changes together is committed together: the end
 * of a game counts it in the statistics AND forgets the saved game in one commit, and a power
 * cut around it leaves either the game still to finish (statistics unchanged) or the game over
 * (counted once), never both.
 *
 * The record is a journal (journal.h, docs/eeprom.md): a save writes, as (offset, value) pairs,
 * only the payload bytes that changed, one pair after another over a half of the EEPROM, and
 * a commit; a full half is left for the other, which starts with the whole record. So the
 * writes go round the whole EEPROM, each cell about once per two rounds of a half.
 * A box updated from the firmware before the journal (its record in two slots at 0x180,
 * slots.h: v3, or v2 without streaks and saved game) boots with that record until its first
 * save, which writes it whole into the journal; firmware 0.1.0's records are not read.
 *
 * Box record v3 payload (PERSIST_PAYLOAD bytes), kept in RAM and saved in the background
 * (persist_step) whenever it changes:
 *   0   system: sound, level, mode, light, boot counter (uint32 LE)
 *   8   statistics: per game played against the computer (menu order), games won then lost
 *       (uint16 LE each, stopping at 65535)
 *   40  watchdog resets counted (uint16 LE, stopping at 65535; the pirates' "won", always 0
 *       in the records before it)
 *   42  the Coach setting (settings.h: 0 On, 1 Off; the pirates' "lost" before, always 0: a
 *       box updated has the coach On, as a new one), then a byte 0
 *   44  streaks: per game, the games won (> 0) or lost (< 0) in a row, the last first
 *       (int8, stopping at 127 / -127); the last game's (the pirates', never played against
 *       the computer) is the first-time tip's flag instead: 1 once it was shown on this box
 *       (0 in every record before it, so an updated box shows it once)
 *   53  saved game: the game's menu index (SAVE_GAME_NONE: none in progress), then the length n
 *       of the play engine's state, then that state (save_game.h); unused bytes to the end
 * The record is saved from RAM: bytes 0..54 as they lie there, and the engine state while a
 * game is saved (persist_set_game); the bytes nobody gives then (the state once no game is
 * saved, the unused end) are left as the record has them, or zeros.
 * A v2 record (firmware before the streaks) reads as its system and statistics, zeros after.
 * Blank or corrupt contents read as no record: the caller keeps its defaults. */
#ifndef PERSIST_H
#define PERSIST_H

#include <stdbool.h>
#include <stdint.h>

#include "slots.h"

#define PERSIST_PAYLOAD SLOTS_PAYLOAD /* the record's bytes, the last ones unused */
#define PERSIST_STATS_GAMES 8u /* the games played against the computer: GAME_PIRATES */
#define PERSIST_STATS_OFFSET 8u
#define PERSIST_WATCHDOG_OFFSET (PERSIST_STATS_OFFSET + PERSIST_STATS_GAMES * 4u)
#define PERSIST_COACH_OFFSET (PERSIST_WATCHDOG_OFFSET + 2u)
#define PERSIST_STREAK_OFFSET (PERSIST_WATCHDOG_OFFSET + 4u)
#define PERSIST_TIP_OFFSET (PERSIST_STREAK_OFFSET + PERSIST_STATS_GAMES)
#define PERSIST_GAME_OFFSET (PERSIST_TIP_OFFSET + 1u)
#define PERSIST_STATE_OFFSET (PERSIST_GAME_OFFSET + 2u)
#define PERSIST_STATE_MAX (PERSIST_PAYLOAD - PERSIST_STATE_OFFSET)
#define PERSIST_NO_GAME 0xFFu /* the saved game's index that says "no game in progress" */

/* The settings as the record keeps them; their values and ranges are the app's (settings.h). */
typedef struct {
    uint8_t sound;
    uint8_t level;
    uint8_t mode;
    uint8_t light;
} persist_settings_t;

typedef struct {
    persist_settings_t settings;
    uint32_t boot_count;
} persist_system_t;

/* At boot: loads the box record into RAM (settings, boot counter, statistics, which game is
 * saved) and starts the background writer afresh. False when the EEPROM holds no record
 * (blank or bad): the record in RAM is then all zeros but the settings (0xFF each: unset,
 * out of every range) and the saved game (none). */
bool persist_load(void);

/* The system part of the box record as it is in RAM: the one copy of the settings and the boot
 * counter, read and changed in place (by the app); persist_save_system saves a change. */
persist_system_t *persist_system(void);

/* Saves the system part (persist_system) and the Coach setting (persist_coach) as they are
 * now, in the background (persist_step). */
void persist_save_system(void);

/* The Coach setting's byte in the record in RAM (settings.h: its values), read and changed in
 * place as the other settings (persist_system), saved by persist_save_system. It is apart from
 * them: the boot counter follows them in the record. */
uint8_t *persist_coach(void);

/* Counts a game against the computer won (won = true) or lost for game `game` (below
 * PERSIST_STATS_GAMES); saved in the background. */
void persist_count_result(uint8_t game, bool won);

/* Game `game`'s totals (game below PERSIST_STATS_GAMES) into wl[0] (won) and wl[1] (lost).
 * Returns its streak: the last games won (> 0) or lost (< 0) in a row. */
int8_t persist_load_result(uint8_t game, uint16_t *wl);

/* Forgets every game's totals and streak; saved in the background. */
void persist_reset_results(void);

/* Counts a watchdog reset (stopping at 65535), saved in the background. */
void persist_count_watchdog(void);

/* The watchdog resets counted. */
uint16_t persist_watchdog_resets(void);

/* True the first time it is asked on this box (the first-time tip is due), and then keeps
 * that it was asked (saved in the background: a power cut before that save commits asks
 * again, never losing anything else). The statistics' reset leaves it. */
bool persist_tip_due(void);

/* Takes the saved game: `game` (PERSIST_NO_GAME: none) and its engine state (n bytes at state,
 * which must stay in place and be kept up to date: it is read while it is saved, and at every
 * save after it until the next call); for save_game.c. Saved in the background. */
void persist_set_game(uint8_t game, const void *state, uint8_t n);

/* The saved game's menu index as RAM holds it (persist_set_game), PERSIST_NO_GAME: none. */
uint8_t persist_saved_game(void);

/* Copies n payload bytes from offset off of the record the EEPROM holds now (what a power cut
 * would leave) to dest; false, dest untouched, when it holds none. */
bool persist_read(uint8_t off, uint8_t *dest, uint8_t n);

/* The system part of the record the EEPROM holds now (what a power cut would leave); false,
 * p untouched, when there is none. Waits for an EEPROM write in progress. */
bool persist_stored_system(persist_system_t *p);

/* The background writer: call it from every pass of the main loop. It never waits: while the
 * EEPROM is busy it returns at once, otherwise it starts at most one byte write (about 3.4 ms
 * on the chip). True while a save is pending, in progress, or its last byte being written:
 * keep the power on (do not power down) until it returns false. */
bool persist_step(void);

#endif
