/* save_game.h - the game in progress, kept in the box record's saved-game part (persist.h) so
 * that a game survives power-off: the app's side of it (which game, the engine's state). The
 * box record is committed whole (persist.h): a power cut during a save leaves the previous
 * save or the new one, never a mix, and the end of a game (forgetting it) is committed
 * together with its count in the statistics. Saved: the game's menu index, then the play engine's state as the MCU lays it out
 * in RAM (play_t from `pos` to its end: position, undo position, mode, level, vs CPU, first,
 * turn, ... and whatever the engine gains later) with its length, so a firmware whose play_t
 * has another size reads an old save as none; but the state of before the undo log's ring
 * (one byte shorter: no log_start) reads as it was, its ring starting at 0. */
#ifndef SAVE_GAME_H
#define SAVE_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "persist.h"
#include "play.h"

#define SAVE_GAME_NONE PERSIST_NO_GAME /* the game number that says "no game in progress" */

/* Keeps game `game` with the state in *p saved (SAVE_GAME_NONE: no game in progress; then *p
 * is not read). *p must stay where it is (the app's game): the background writer reads it
 * until the save is committed, and saves it again when it has changed. Nothing is written when
 * the record already holds exactly this; otherwise only the changed bytes (journal.h). */
void save_game_store(uint8_t game, const play_t *p);

/* Restores the saved game of the record the EEPROM holds into p (its flash table
 * included) and *game; false when there is none (p untouched) or it is not a playable game in
 * progress (p may have been written: do not play it). */
bool save_game_load(play_t *p, uint8_t *game);

#endif
