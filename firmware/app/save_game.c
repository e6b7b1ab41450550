/* save_game.c - the game in progress in the box record's saved-game part (save_game.h). */
#include "save_game.h"

#include <stddef.h>

#include "games.h"
#include "persist.h"

#define SAVE_GAME_STATE (sizeof(play_t) - offsetof(play_t, pos))
/* the state of a firmware before the undo log's ring: all but log_start (0: read as such) */
#define SAVE_GAME_STATE_OLD (offsetof(play_t, log_start) - offsetof(play_t, pos))

_Static_assert(SAVE_GAME_STATE <= PERSIST_STATE_MAX, "the engine state fits the box record");

void save_game_store(uint8_t game, const play_t *p)
{
    persist_set_game(game, &p->pos, SAVE_GAME_STATE);
}

bool save_game_load(play_t *p, uint8_t *game)
{
    uint8_t h[2]; /* the game's menu index, the length of its engine state */
    if (!persist_read(PERSIST_GAME_OFFSET, h, sizeof h) || h[0] >= GAME_COUNT ||
        (h[1] != SAVE_GAME_STATE && h[1] != SAVE_GAME_STATE_OLD)) {
        return false;
    }
    if (!games_play_init(h[0], p)) {
        return false;
    }
    persist_read(PERSIST_STATE_OFFSET, (uint8_t *)&p->pos, h[1]);
    *game = h[0];
    /* a CRC-valid record is ours; this only keeps a wrong one in bounds */
    return p->pos.piles - 1u < PLAY_MAX_PILES && play_log_ok(p);
}
