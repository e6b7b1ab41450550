/* games.c - the game table: names and rules texts, all in flash. */
#include "games.h"

#include "hal_flash.h"
#include "text.h"

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
    "One pile of N\n"
    "stones. Take 1\n"
    "to M a turn.\n"
    "Taking the last\n"
    "stone wins.");

static const char rules_nim[] HAL_FLASH = HAL_FTEXT(
    "Nim\n"
    "Several piles.\n"
    "Take any number\n"
    "from one pile.\n"
    "Taking the last\n"
    "stone wins.");

static const char rules_wythoff[] HAL_FLASH = HAL_FTEXT(
    "Wythoff's game\n"
    "Two piles. Take\n"
    "any number from\n"
    "one pile, or\n"
    "the same number\n"
    "from both.\n"
    "Last take wins.");

static const char rules_euclid[] HAL_FLASH = HAL_FTEXT(
    "Euclid's game\n"
    "Two numbers.\n"
    "Subtract a\n"
    "multiple of the\n"
    "smaller from\n"
    "the larger,\n"
    "staying >= 0.\n"
    "Who makes a 0\n"
    "wins.");

static const char rules_pow2[] HAL_FLASH = HAL_FTEXT(
    "Powers of 2\n"
    "One pile. Take\n"
    "1, 2, 4, 8 ...\n"
    "stones a turn.\n"
    "Taking the last\n"
    "stone wins.");

static const char rules_new_stone[] HAL_FLASH = HAL_FTEXT(
    "New Stone game\n"
    "Take 1 or more\n"
    "from one pile,\n"
    "then you may\n"
    "move some of\n"
    "its rest onto\n"
    "other piles.\n"
    "Last take wins.");

static const char rules_coin_circle[] HAL_FLASH = HAL_FTEXT(
    "Coin circle\n"
    "N coins in a\n"
    "ring. Take 1..K\n"
    "coins side by\n"
    "side. A gap\n"
    "breaks a run.\n"
    "Last take wins.");

static const char rules_board_walk[] HAL_FLASH = HAL_FTEXT(
    "Board walk\n"
    "A token in a\n"
    "corner of an\n"
    "NxN board. Move\n"
    "it up, down,\n"
    "left or right\n"
    "to a square not\n"
    "yet visited.\n"
    "Who cannot move\n"
    "loses.");

static const char rules_pirates[] HAL_FLASH = HAL_FTEXT(
    "Pirates\n"
    "N pirates share\n"
    "M gold. The\n"
    "fiercest offers\n"
    "a split; all\n"
    "vote. Half or\n"
    "more yes: done.\n"
    "Else he walks\n"
    "the plank.");

static const game_info_t games_table[GAME_COUNT] HAL_FLASH = {
    {name_bash, rules_bash, &game_bash_play},
    {name_nim, rules_nim, &game_nim_play},
    {name_wythoff, rules_wythoff, &game_wythoff_play},
    {name_euclid, rules_euclid, &game_euclid_play},
    {name_pow2, rules_pow2, &game_pow2_play},
    {name_new_stone, rules_new_stone, &game_new_stone_play},
    {name_coin_circle, rules_coin_circle, &game_coin_circle_play},
    {name_board_walk, rules_board_walk, &game_board_walk_play},
    {name_pirates, rules_pirates, 0},
};

_Static_assert(sizeof games_table <= 256u, "games_info's offsets are bytes");

void games_info(uint8_t i, game_info_t *out)
{
    if (i >= GAME_COUNT) {
        i = 0;
    }
    /* the offset fits a byte (asserted above): a one-byte multiply */
    text_flash_copy(out, (const char *)games_table + (uint8_t)(i * sizeof *out), sizeof *out);
}
