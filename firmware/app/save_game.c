/* save_game.c - the game in progress in the box record's saved-game part (save_game.h). */
#include "save_game.h"

#include <stddef.h>
#include <string.h>

#include "games.h"
#include "persist.h"

#define SAVE_GAME_STATE (sizeof(play_t) - offsetof(play_t, pos))

_Static_assert(SAVE_GAME_STATE <= PERSIST_STATE_MAX, "the engine state fits the box record");

void save_game_store(uint8_t game, const play_t *p)
{
    persist_set_game(game, &p->pos, SAVE_GAME_STATE);
}

bool save_game_load(play_t *p, uint8_t *game)
{
    uint8_t b[2u + SAVE_GAME_STATE]; /* game, state length, state */
    game_info_t g;
    if (!persist_read(PERSIST_GAME_OFFSET, b, sizeof b)) {
        return false;
    }
    games_info(b[0], &g);
    /* a CRC-valid record is ours; this only keeps a wrong one in bounds */
    if (b[0] >= GAME_COUNT || g.ops == 0 || b[1] != SAVE_GAME_STATE ||
        b[2 + offsetof(play_t, pos.piles) - offsetof(play_t, pos)] - 1u >= PLAY_MAX_PILES) {
        return false;
    }
    play_init(p, g.ops);
    memcpy(&p->pos, b + 2, SAVE_GAME_STATE);
    *game = b[0];
    return true;
}
