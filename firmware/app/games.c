/* games.c - the game table: the play-engine tables, and the games' names and rules in words,
 * all in flash. The rules are flowing text, '\n' only after the title and between paragraphs:
 * a view that shows them wraps them to its display (games.h). */
#include "games.h"

#include "hal_flash.h"

/* The games' names, game i's on line i of one flash text (the order is checked below). */
#define GAMES_NAMES(X)                 \
    X(GAME_BASH, "Bash")               \
    X(GAME_NIM, "Nim")                 \
    X(GAME_WYTHOFF, "Wythoff")         \
    X(GAME_EUCLID, "Euclid")           \
    X(GAME_POW2, "Powers of 2")        \
    X(GAME_NEW_STONE, "New Stone")     \
    X(GAME_COIN_CIRCLE, "Coin circle") \
    X(GAME_BOARD_WALK, "Board walk")   \
    X(GAME_PIRATES, "Pirates")
#define GAMES_NAME_LINE(id, name) name "\n"
const char games_names[] HAL_FLASH = HAL_FTEXT(GAMES_NAMES(GAMES_NAME_LINE));
#define GAMES_NAME_ORDER(id, name) GAMES_ORDER_##id,
enum { GAMES_NAMES(GAMES_NAME_ORDER) GAMES_NAME_COUNT };
#define GAMES_NAME_CHECK(id, name) \
    _Static_assert((int)GAMES_ORDER_##id == (int)id, #id " in its place");
GAMES_NAMES(GAMES_NAME_CHECK)
_Static_assert((int)GAMES_NAME_COUNT == (int)GAME_COUNT, "a name for every game");

/* How the rules of a game played go on: to the start screen, and where the hint and the
 * in-game menu are; one text the games share (games_rules_end). */
static const char rules_play_end[] HAL_FLASH =
    HAL_FTEXT("\nSELECT: play. In a game hold SELECT for the hint and menu.");
static const char rules_no_end[] HAL_FLASH = HAL_FTEXT("");

static const char rules_bash[] HAL_FLASH = HAL_FTEXT(
    "Bash game\n"
    "One pile of N stones. Take 1 to M a turn. Taking the last "
    "stone wins, in misere loses.");

static const char rules_nim[] HAL_FLASH = HAL_FTEXT(
    "Nim\n"
    "Several piles. Take any number from one pile. Taking the "
    "last stone wins, in misere loses.");

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
    "vote. Half or more yes: done. Else he walks the plank.\n"
    "SELECT: ask.");

/* The Help entry: the controls on the shield's five keys, what the levels mean. */
static const char rules_help[] HAL_FLASH = HAL_FTEXT(
    "Help\n"
    "In a game hold SELECT: the hint, then Why, Undo, Quit. LEFT/RIGHT pick the pile, UP/DOWN "
    "the amount. Hold LEFT to leave a number.\n"
    "Easy: the CPU errs 1 move in 2, Medium 1 in 4.\n"
    "SELECT: back.");

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

static const char *const games_rules_table[GAME_COUNT + 1] HAL_FLASH = {
    [GAME_BASH] = rules_bash,
    [GAME_NIM] = rules_nim,
    [GAME_WYTHOFF] = rules_wythoff,
    [GAME_EUCLID] = rules_euclid,
    [GAME_POW2] = rules_pow2,
    [GAME_NEW_STONE] = rules_new_stone,
    [GAME_COIN_CIRCLE] = rules_coin_circle,
    [GAME_BOARD_WALK] = rules_board_walk,
    [GAME_PIRATES] = rules_pirates,
    [GAME_COUNT] = rules_help,
};

void games_info(uint8_t i, game_info_t *out)
{
    hal_flash_copy(out, &games_table[i < GAME_COUNT ? i : 0], sizeof *out);
}

const char *games_rules(uint8_t i)
{
    return (const char *)hal_flash_ptr(&games_rules_table[i]);
}

const char *games_rules_end(uint8_t i)
{
    return i < GAME_COUNT && i != GAME_PIRATES ? rules_play_end : rules_no_end;
}
