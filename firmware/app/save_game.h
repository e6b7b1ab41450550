/* save_game.h - the game in progress, kept in the box record's saved-game part (persist.h) so
 * that a game survives power-off, undo history and all. The box record is record.c's two slots
 * (commit mark, sequence, CRC): a power cut during a save leaves the previous save or the new
 * one, never a mix, and the end of a game (forgetting it) is committed together with its count
 * in the statistics. Saved: the game's menu index, then the game's state as the MCU lays it
 * out in RAM (save_game_t from play.pos to its end: position, mode, level, vs CPU, first, turn,
 * ... and the undo history, whatever they gain later) with its length, so a firmware whose
 * state has another size reads an old save as none. */
#ifndef SAVE_GAME_H
#define SAVE_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "play.h"
#include "play_hist.h"

#define SAVE_GAME_NONE 0xFFu /* the game number that says "no game in progress" */

/* A game in progress: the engine's state, the moves kept for undo and the position it started
 * from (the start screen's after it), one block. */
typedef struct {
    play_t play;
    play_hist_t hist;
    play_pos_t start;
} save_game_t;

/* Keeps game `game` with the state in *g saved (SAVE_GAME_NONE: no game in progress; then *g
 * is not read). *g must stay where it is (the app's game): the background writer reads it
 * until the save is committed, and saves it again when it has changed. Nothing is written when
 * the record already holds exactly this; otherwise only the changed bytes (record.h). */
void save_game_store(uint8_t game, const save_game_t *g);

/* Restores the saved game of the newest record the EEPROM holds into g (its flash table
 * included) and *game; false when there is none (g untouched) or it is not a playable game in
 * progress (g may have been written: do not play it). */
bool save_game_load(save_game_t *g, uint8_t *game);

#endif
