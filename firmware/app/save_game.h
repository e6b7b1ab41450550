/* save_game.h - the game in progress, kept in the EEPROM's saved-game record (persist.h) so
 * that a game survives power-off. The record is record.c's two slots (commit mark, sequence,
 * CRC): a power cut during a save leaves the previous save or the new one, never a mix.
 * Payload: the game's menu index, then the play engine's state as the MCU lays it out in RAM
 * (play_t from `pos` to its end: position, undo position, mode, level, vs CPU, first, turn,
 * ... and whatever the engine gains later), or SAVE_GAME_NONE and anything. The record
 * version is the payload length, so a firmware whose play_t has another size reads an old
 * save as none. */
#ifndef SAVE_GAME_H
#define SAVE_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "play.h"

#define SAVE_GAME_NONE 0xFFu /* the game number that says "no game in progress" */

/* Saves game `game`'s state unless the record already holds exactly it (then nothing is
 * written; otherwise only the changed bytes, record.h). SAVE_GAME_NONE forgets the saved
 * game: a record of its own (so a power cut leaves the game or none, never an older save),
 * written only when a game is saved. */
void save_game_store(uint8_t game, const play_t *p);

/* Restores the saved game into p (its flash table included) and *game; false, p untouched,
 * when there is none or it is not a playable game in progress. */
bool save_game_load(play_t *p, uint8_t *game);

#endif
