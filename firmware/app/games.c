/* games.c - the game table: names, rules and play-engine tables, all in flash. The rules are
 * flowing text, '\n' only after the title and between paragraphs: each view wraps or scrolls
 * them to its display. */
#include "games.h"

#include "hal_flash.h"

static const char name_bash[] HAL_FLASH = HAL_FTEXT("Bash");
static const char name_nim[] HAL_FLASH = HAL_FTEXT("Nim");
static const char name_wythoff[] HAL_FLASH = HAL_FTEXT("Wythoff");
static const char name_euclid[] HAL_FLASH = HAL_FTEXT("Euclid");
static const char name_pow2[] HAL_FLASH = HAL_FTEXT("Powers of 2");
static const char name_new_stone[] HAL_FLASH = HAL_FTEXT("New Stone");
static const char name_coin_circle[] HAL_FLASH = HAL_FTEXT("Coin circle");
static const char name_board_walk[] HAL_FLASH = HAL_FTEXT("Board walk");
static const char name_pirates[] HAL_FLASH = HAL_FTEXT("Pirates");

static const char rules_bash[] HAL_FLASH = HAL_FTEXT(
    "Bash game\n"
    "One pile of N stones. Take 1 to M a turn. Taking the last "
    "stone wins; with Misere on it loses.");

static const char rules_nim[] HAL_FLASH = HAL_FTEXT(
    "Nim\n"
    "Several piles. Take any number from one pile. Taking the "
    "last stone wins; with Misere on it loses.");

static const char rules_wythoff[] HAL_FLASH = HAL_FTEXT(
    "Wythoff's game\n"
    "Two piles. Take any number from one pile, or the same number "
    "from both.\n"
    "Last take wins.");

static const char rules_euclid[] HAL_FLASH = HAL_FTEXT(
    "Euclid's game\n"
    "Two numbers. Subtract a multiple of the smaller from the "
    "larger, staying >= 0. Who makes a 0 wins.");

static const char rules_pow2[] HAL_FLASH = HAL_FTEXT(
    "Powers of 2\n"
    "One pile. Take 1, 2, 4, 8 ... stones a turn. Taking the last "
    "stone wins.");

static const char rules_new_stone[] HAL_FLASH = HAL_FTEXT(
    "New Stone game\n"
    "Take 1 or more from one pile, then you may move some of its "
    "rest onto other piles. Last take wins.");

static const char rules_coin_circle[] HAL_FLASH = HAL_FTEXT(
    "Coin circle\n"
    "N coins in a ring. Take 1..K coins side by side. A gap "
    "breaks a run. Last take wins.");

static const char rules_board_walk[] HAL_FLASH = HAL_FTEXT(
    "Board walk\n"
    "A token in a corner of an NxN board. Move it up, down, left "
    "or right to a square not yet visited. Who cannot move loses.");

static const char rules_pirates[] HAL_FLASH = HAL_FTEXT(
    "Pirates\n"
    "N pirates share M gold. The fiercest offers a split; all "
    "vote. Half or more yes: done. Else he walks the plank.");

static const game_info_t games_table[GAME_COUNT] HAL_FLASH = {
    [GAME_BASH] = {name_bash, rules_bash, &game_bash_play},
    [GAME_NIM] = {name_nim, rules_nim, &game_nim_play},
    [GAME_WYTHOFF] = {name_wythoff, rules_wythoff, &game_wythoff_play},
    [GAME_EUCLID] = {name_euclid, rules_euclid, &game_euclid_play},
    [GAME_POW2] = {name_pow2, rules_pow2, &game_pow2_play},
    [GAME_NEW_STONE] = {name_new_stone, rules_new_stone, &game_new_stone_play},
    [GAME_COIN_CIRCLE] = {name_coin_circle, rules_coin_circle, &game_coin_circle_play},
    [GAME_BOARD_WALK] = {name_board_walk, rules_board_walk, &game_board_walk_play},
    [GAME_PIRATES] = {name_pirates, rules_pirates, 0},
};

void games_info(uint8_t i, game_info_t *out)
{
    hal_flash_copy(out, &games_table[i < GAME_COUNT ? i : 0], sizeof *out);
}
