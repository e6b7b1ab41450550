/* save_game.c - the game in progress in the box record's saved-game part (save_game.h). */
#include "save_game.h"

#include <stddef.h>

#include "games.h"
#include "persist.h"

#define SAVE_GAME_STATE (sizeof(save_game_t) - offsetof(save_game_t, play.pos))

_Static_assert(SAVE_GAME_STATE <= PERSIST_STATE_MAX, "the game's state fits the box record");

void save_game_store(uint8_t game, const save_game_t *g)
{
    persist_set_game(game, &g->play.pos, SAVE_GAME_STATE);
}

bool save_game_load(save_game_t *g, uint8_t *game)
{
    uint8_t h[2]; /* the game's menu index, the length of its state */
    game_info_t info;
    if (!persist_read(PERSIST_GAME_OFFSET, h, sizeof h)) {
        return false;
    }
    games_info(h[0], &info);
    if (h[0] >= GAME_COUNT || info.ops == 0 || h[1] != SAVE_GAME_STATE) {
        return false;
    }
    play_init(&g->play, info.ops);
    persist_read(PERSIST_STATE_OFFSET, (uint8_t *)&g->play.pos, SAVE_GAME_STATE);
    *game = h[0];
    /* a CRC-valid record is ours; this only keeps a wrong one in bounds */
    return g->play.pos.piles - 1u < PLAY_MAX_PILES && g->start.piles - 1u < PLAY_MAX_PILES &&
           g->hist.len <= PLAY_HIST_BYTES;
}
