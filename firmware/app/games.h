/* games.h - the list of games the menu offers.
 * Each game is one entry of a const table in flash: its play-engine table (play.h: solver,
 * reason, position ranges). A game whose ops is NULL only shows its rules (the pirates'
 * puzzle has its own screen); the others are playable. Its name and its rules in words
 * (flowing text, a '\n' only after the title and between paragraphs: the view wraps it) are
 * flash texts of their own (the names one text, a name a line), for a view that words them
 * so (the LCD's): the screens name a game by its id, and a view with words of its own (the
 * 7-segment display's) never links these. */
#ifndef GAMES_H
#define GAMES_H

#include <stdint.h>

#include "buttons.h"
#include "game_id.h"
#include "play.h"
#include "settings.h"

typedef struct {
    const play_game_t *ops; /* flash table, NULL while the game only shows its rules */
} game_info_t;

/* The play-engine tables of the playable games (in flash). */
extern const play_game_t game_bash_play;
extern const play_game_t game_nim_play;
extern const play_game_t game_wythoff_play;
extern const play_game_t game_euclid_play;
extern const play_game_t game_pow2_play;
extern const play_game_t game_new_stone_play;
extern const play_game_t game_coin_circle_play;
extern const play_game_t game_board_walk_play;

/* Bash's reason (n mod (m+1) and the losing remainder); with no limit (Powers of 2) n mod 3. */
void game_bash_why(const play_pos_t *p, uint8_t mode, reason_t *out);

/* Copies game i's entry (pointers into flash) out of the flash table. */
void games_info(uint8_t i, game_info_t *out);

/* The games' names: game i's (i < GAME_COUNT) is line i of this flash text ('\n'-separated,
 * at most 15 characters each). */
extern const char games_names[];

/* Game i's (i < GAME_COUNT) rules in words (flash text: sentences; '\n' after the title,
 * between paragraphs); i = GAME_COUNT: the help (the controls). The whole text is
 * games_rules(i) followed by games_rules_end(i), whose last paragraph says how to go on
 * (the pirates' and the help's own texts say it themselves: their end is empty). */
const char *games_rules(uint8_t i);
const char *games_rules_end(uint8_t i);

#endif
