/* play_hist.h - the moves of a game, kept for undo back to its start.
 *
 * A move changes a few of the position's words (play_pos_t's pile[0..5]: a pile, both piles,
 * the piles of a spread, a ring's coins, a board's token and visited squares). The history is
 * a stack of records, one per move: a byte saying which words the move changed, then their
 * values before it (1 byte up to 254, else 255 and 4 bytes). Undo writes them back, with no
 * game-specific code and no replay. A Nim move of a few stones takes 2 bytes: PLAY_HIST_BYTES
 * keep 28 of them, 9 moves of 10-digit piles, two New Stone spreads and more. When a move does
 * not fit, the oldest moves are forgotten. Undo takes back, against the computer, its last
 * move and the person's before it; between two people the last move. Only what the moves
 * changed is kept, never a position per move: 2 KB of RAM hold no more. */
#ifndef PLAY_HIST_H
#define PLAY_HIST_H

#include <stdbool.h>
#include <stdint.h>

#include "play.h"

#define PLAY_HIST_BYTES 56u /* two spreads of New Stone's 6 piles (26 bytes each) and more */

typedef struct {
    uint8_t at_start; /* 1: no move was forgotten: the oldest kept is the game's first */
    uint8_t len;      /* bytes of records kept */
    uint8_t rec[PLAY_HIST_BYTES];
} play_hist_t;

/* What play_hist_undo did. */
typedef enum {
    PLAY_UNDO_DONE = 0, /* took back to the person's last turn */
    PLAY_UNDO_NONE,     /* nothing to undo: no person has moved since the start */
    PLAY_UNDO_LIMIT     /* the moves before were forgotten */
} play_undo_t;

/* Starts an empty history (a game starts). */
void play_hist_start(play_hist_t *h);

/* Keeps the move that took position `before` to `after`, forgetting the oldest moves when it
 * does not fit. */
void play_hist_add(play_hist_t *h, const play_pos_t *before, const play_pos_t *after);

/* Takes back moves of the game in p (a person to move, or the game just over): against the
 * computer its last move and the person's before it, between two people the last move. */
play_undo_t play_hist_undo(play_hist_t *h, play_t *p);

/* Whether a person has moved in this game (the game is p's, a person to move). */
bool play_hist_person_moved(const play_hist_t *h, const play_t *p);

#endif
