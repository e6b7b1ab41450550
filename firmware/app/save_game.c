/* save_game.c - the game in progress in the EEPROM's saved-game record (save_game.h). */
#include "save_game.h"

#include <stddef.h>
#include <string.h>

#include "games.h"
#include "persist.h"
#include "record.h"

#define SAVE_GAME_STATE (sizeof(play_t) - offsetof(play_t, pos))
#define SAVE_GAME_PAYLOAD (1u + SAVE_GAME_STATE)
#define SAVE_GAME_DESC RECORD_DESC(PERSIST_GAME_BASE, PERSIST_GAME_SLOT, SAVE_GAME_PAYLOAD)

_Static_assert(SAVE_GAME_PAYLOAD + RECORD_OVERHEAD <= PERSIST_GAME_SLOT,
               "the engine state fits a saved-game slot");

__attribute__((noinline)) void save_game_store(uint8_t game, const play_t *p)
{
    uint8_t now[SAVE_GAME_PAYLOAD];
    uint8_t old[SAVE_GAME_PAYLOAD];
    now[0] = game;
    memcpy(now + 1, &p->pos, SAVE_GAME_STATE);
    /* no game (SAVE_GAME_NONE) only needs a record saying so; nothing saved is as good */
    old[0] = SAVE_GAME_NONE;
    record_read(SAVE_GAME_DESC, old, SAVE_GAME_PAYLOAD); /* untouched when none */
    /* the rest of old is read only when its first byte says a game was read with it */
    if (now[0] != old[0] ||
        (game != SAVE_GAME_NONE && memcmp(now + 1, old + 1, SAVE_GAME_PAYLOAD - 1u) != 0)) {
        record_write(SAVE_GAME_DESC, now, SAVE_GAME_PAYLOAD);
    }
}

__attribute__((noinline)) bool save_game_load(play_t *p, uint8_t *game)
{
    uint8_t b[SAVE_GAME_PAYLOAD];
    game_info_t g;
    if (!record_read(SAVE_GAME_DESC, b, SAVE_GAME_PAYLOAD)) {
        return false;
    }
    games_info(b[0], &g);
    /* a CRC-valid record of this length is ours; this only keeps a wrong one in bounds */
    if (b[0] >= GAME_COUNT || g.ops == 0 ||
        b[1 + offsetof(play_t, pos.piles) - offsetof(play_t, pos)] - 1u >= PLAY_MAX_PILES) {
        return false;
    }
    play_init(p, g.ops);
    memcpy(&p->pos, b + 1, SAVE_GAME_STATE);
    *game = b[0];
    return true;
}
