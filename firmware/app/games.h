/* games.h - the list of games the menu offers.
 * Each game is one entry of a const table in flash: its menu name, its rules text (non-empty
 * lines of at most 15 characters separated by '\n'; column 15 of the screen shows scroll
 * arrows) and its play-engine table (play.h: solver, "why" text, position ranges). A game
 * whose ops is NULL only shows its rules (the pirates' puzzle has its own screen); the others
 * are playable. */
#ifndef GAMES_H
#define GAMES_H

#include <stdint.h>

#include "buttons.h"
#include "play.h"
#include "settings.h"

#define GAMES_RULES_COLS 15u

typedef struct {
    const char *name;       /* flash string, at most 15 characters */
    const char *rules;      /* flash text, '\n'-separated non-empty lines of at most 15 chars */
    const play_game_t *ops; /* flash table, NULL while the game only shows its rules */
} game_info_t;

typedef enum {
    GAME_BASH = 0,
    GAME_NIM,
    GAME_WYTHOFF,
    GAME_EUCLID,
    GAME_POW2,
    GAME_NEW_STONE,
    GAME_COIN_CIRCLE,
    GAME_BOARD_WALK,
    GAME_PIRATES,
    GAME_COUNT
} game_id_t;

/* The play-engine tables of the playable games (in flash). */
extern const play_game_t game_bash_play;
extern const play_game_t game_nim_play;
extern const play_game_t game_wythoff_play;
extern const play_game_t game_euclid_play;
extern const play_game_t game_pow2_play;
extern const play_game_t game_new_stone_play;
extern const play_game_t game_coin_circle_play;
extern const play_game_t game_board_walk_play;

/* The flash name of board direction d (PLAY_DIR_*): "up", "left", "right", "down". */
const char *game_board_dir_name(uint8_t d);

/* Bash's Why (n mod (m+1) and the losing remainder); with no limit (Powers of 2) n mod 3. */
void game_bash_why(const play_pos_t *p, uint8_t mode, char *line0, char *line1);

/* Copies game i's entry (pointers into flash) out of the flash table. */
void games_info(uint8_t i, game_info_t *out);

#endif
