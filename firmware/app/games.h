/* games.h - the list of games the menu offers.
 * Each game is one entry of a const table in flash: its menu name, its rules text (lines of
 * at most 15 characters separated by '\n'; column 15 of the screen shows scroll arrows) and
 * a const table of function pointers that plays it. In this issue every ops pointer is NULL
 * and the menu shows the rules; the games arrive with the next issue and only fill in ops. */
#ifndef GAMES_H
#define GAMES_H

#include <stdint.h>

#include "buttons.h"
#include "settings.h"

#define GAMES_RULES_COLS 15u

/* The state of the game being played; defined by the games (a union of their states). */
typedef struct game_ctx game_ctx_t;

/* How one game is played. All functions take the shared game context. */
typedef struct {
    void (*setup)(game_ctx_t *g, const settings_t *s, uint32_t seed); /* new position */
    void (*input)(game_ctx_t *g, btn_event_t ev);   /* the human edits / commits a move */
    void (*computer_move)(game_ctx_t *g);          /* the computer's move */
    void (*draw)(const game_ctx_t *g);             /* both display lines */
    void (*explain)(const game_ctx_t *g);          /* why the position is won or lost */
} game_ops_t;

typedef struct {
    const char *name;       /* flash string, at most 15 characters */
    const char *rules;      /* flash text, '\n'-separated lines of at most 15 characters */
    const game_ops_t *ops;  /* flash table, NULL while the game only shows its rules */
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

/* Copies game i's entry (pointers into flash) out of the flash table. */
void games_info(uint8_t i, game_info_t *out);

#endif
