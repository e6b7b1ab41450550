/* games.c - the game table: each game's play-engine table, in flash. (Their names and rules are
 * each view's words: firmware/view/<view>/'s catalog.) */
#include "games.h"

#include "attributes.h"
#include "hal_flash.h"

static const game_info_t games_table[GAME_COUNT] HAL_FLASH = {
    [GAME_BASH] = {&game_bash_play},
    [GAME_NIM] = {&game_nim_play},
    [GAME_WYTHOFF] = {&game_wythoff_play},
    [GAME_EUCLID] = {&game_euclid_play},
    [GAME_POW2] = {&game_pow2_play},
    [GAME_NEW_STONE] = {&game_new_stone_play},
    [GAME_COIN_CIRCLE] = {&game_coin_circle_play},
    [GAME_BOARD_WALK] = {&game_board_walk_play},
    [GAME_PIRATES] = {0},
};

/* Out of line: LTO copies it into each of its callers (the start screen, the saved game's
 * load, the console's solve) otherwise. */
NOINLINE void games_info(uint8_t i, game_info_t *out)
{
    hal_flash_copy(out, &games_table[i < GAME_COUNT ? i : 0], sizeof *out);
}
