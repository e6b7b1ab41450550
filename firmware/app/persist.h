/* persist.h - what NimBox keeps in EEPROM across power-off, and where.
 *
 * EEPROM layout (1024 bytes), each record two slots as described in record.h:
 *   0x000..0x03F  system record v1, 2 x 32 bytes: settings + boot counter      (this issue)
 *   0x040..0x0BF  statistics record v1, 2 x 64 bytes: per-game wins/losses
 *   0x0C0..0x17F  saved game record, 2 x 96 bytes: the game in progress (save_game.h)
 *   0x180..0x3FF  free
 *
 * System payload v1 (8 bytes): sound, level, mode, light, boot counter (uint32 LE).
 * Statistics payload v1 (PERSIST_STATS_GAMES x 4 bytes): per game in menu order, games won
 * then lost against the computer (uint16 LE each, stopping at 65535).
 * Saved game payload (save_game.h): the game's menu index (0xFF: none in progress), then the
 * play engine's state; the record version is the payload length.
 * Blank (all 0xFF), corrupt or other-version contents read as defaults, boot counter 0. */
#ifndef PERSIST_H
#define PERSIST_H

#include <stdbool.h>
#include <stdint.h>

#include "settings.h"

#define PERSIST_SYSTEM_BASE 0x000u
#define PERSIST_SYSTEM_SLOT 32u
#define PERSIST_SYSTEM_VERSION 1u
#define PERSIST_SYSTEM_PAYLOAD 8u
#define PERSIST_STATS_BASE 0x040u
#define PERSIST_STATS_SLOT 64u
#define PERSIST_STATS_VERSION 1u
#define PERSIST_STATS_GAMES 9u /* GAME_COUNT */
#define PERSIST_STATS_PAYLOAD (PERSIST_STATS_GAMES * 4u)
#define PERSIST_GAME_BASE 0x0C0u
#define PERSIST_GAME_SLOT 96u
#define PERSIST_FREE_BASE 0x180u

typedef struct {
    settings_t settings;
    uint32_t boot_count;
} persist_system_t;

/* Loads the system record; on a blank or bad EEPROM fills defaults and returns false. */
bool persist_load_system(persist_system_t *p);

/* Saves the system record (power-cut safe, changed bytes only). */
void persist_save_system(const persist_system_t *p);

/* Counts a game against the computer won (won = true) or lost for game `game`, saves the
 * statistics record and returns that game's totals in wl[0] (won) and wl[1] (lost). */
void persist_count_result(uint8_t game, bool won, uint16_t *wl);

/* Reads game `game`'s totals into wl[0] (won) and wl[1] (lost); zeros when none are kept. */
void persist_load_result(uint8_t game, uint16_t *wl);

#endif
