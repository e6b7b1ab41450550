/* games.h - the list of games the menu offers.
 * Each game is one entry of a const table in flash: its play-engine table (play.h: solver,
 * reason, position ranges), or none for a game that only shows its rules (the pirates'
 * puzzle has its own screen); the others are playable. The screens name a game by its id
 * (game_id.h): its name and rules are each view's words. */
#ifndef GAMES_H
#define GAMES_H

#include <stdbool.h>
#include <stdint.h>

#include "game_id.h"
#include "play.h"

/* The play-engine tables of the playable games (in flash). */
extern const play_game_t game_bash_play;
extern const play_game_t game_nim_play;
extern const play_game_t game_wythoff_play;
extern const play_game_t game_euclid_play;
extern const play_game_t game_pow2_play;
extern const play_game_t game_new_stone_play;
extern const play_game_t game_coin_circle_play;
extern const play_game_t game_board_walk_play;

/* Bash's solve hook (play.h): its winning move and reason (n mod (m+1) and the losing
 * remainder); with no limit (Powers of 2) as m = 2: n mod 3. */
bool game_bash_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why);

/* The coins of a ring (PLAY_KIND_RING: bit i, coin i) that move m leaves, for a view to mark
 * the coins the move takes. */
uint32_t game_ring_after(const play_pos_t *p, const play_move_t *m);

/* The pirates' puzzle (game_pirates.c): n pirates share m gold. Pirate p's share (1 <= p <=
 * n) in *gold; false when he is thrown overboard. */
bool game_pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold);

/* Why: the case of the closed form (REASON_PIRATES). */
void game_pirates_why(uint32_t n, uint32_t m, reason_t *out);

/* Starts p on game i's play table (play_init: its defaults); false, p untouched, when the game
 * has none (the pirates' puzzle). The app's start screen, the saved game's load and the
 * console's solve set a game up so. */
bool games_play_init(uint8_t i, play_t *p);

#endif
