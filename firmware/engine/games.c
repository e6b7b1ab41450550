/* games.c - the game table: each game's play-engine table, in flash. (Their names and rules are
 * each view's words: firmware/view/<view>/'s catalog.) */
#include "games.h"

#include <stddef.h>

#include "hal_flash.h"

/* Each game's play table in flash; NULL while the game only shows its rules. */
static const play_game_t *const games_table[GAME_COUNT] HAL_FLASH = {
    [GAME_BASH] = &game_bash_play,
    [GAME_NIM] = &game_nim_play,
    [GAME_WYTHOFF] = &game_wythoff_play,
    [GAME_EUCLID] = &game_euclid_play,
    [GAME_POW2] = &game_pow2_play,
    [GAME_NEW_STONE] = &game_new_stone_play,
    [GAME_COIN_CIRCLE] = &game_coin_circle_play,
    [GAME_BOARD_WALK] = &game_board_walk_play,
    [GAME_PIRATES] = NULL,
};

bool games_play_init(uint8_t i, play_t *p)
{
    const play_game_t *ops = hal_flash_ptr(&games_table[i < GAME_COUNT ? i : 0]);
    if (ops == NULL) {
        return false;
    }
    play_init(p, ops);
    return true;
}
