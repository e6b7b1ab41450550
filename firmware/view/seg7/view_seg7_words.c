/* view_seg7_words.c - which of the 7-segment view's texts (seg7_texts.def) says what the app
 * names by an id: a message (screen.h's msg_t), a game's name and rules (game_id_t), a setting
 * and its values (settings.h), a board direction (PLAY_DIR_*). Each map names its keys
 * (designated initializers), so no text is found by its place in a list. */
#include "attributes.h"
#include "game_id.h"
#include "hal_flash.h"
#include "play.h"
#include "view_seg7.h"

/* Each message's words. */
static const uint8_t seg7_msg_texts[MSG_COUNT] HAL_FLASH = {
    [MSG_NONE] = SEG7_NONE,
    [MSG_HELP] = SEG7_HELP,
    [MSG_STATS] = SEG7_STATS,
    [MSG_SETTINGS] = SEG7_SETTINGS,
    [MSG_PLAY] = SEG7_GO,
    [MSG_FIRST] = SEG7_FIRST,
    [MSG_VS] = SEG7_FOE,
    [MSG_RANDOM] = SEG7_RANDOM,
    [MSG_EDIT] = SEG7_EDIT,
    [MSG_COUNT_TO] = SEG7_TO,
    [MSG_HUMAN] = SEG7_PAL,
    [MSG_MISERE] = SEG7_LAST_BAD,
    [MSG_NO_MISERE] = SEG7_LAST_GOOD,
    [MSG_NO_MOVE] = SEG7_NO_PLAY,
    [MSG_YOU] = SEG7_YOU,
    [MSG_CPU] = SEG7_CPU,
    [MSG_P1] = SEG7_P1,
    [MSG_P2] = SEG7_P2,
    [MSG_WHY] = SEG7_PROOF,
    [MSG_PLAY_HINT] = SEG7_PLAY_IT,
    [MSG_UNDO] = SEG7_UNDO,
    [MSG_QUIT] = SEG7_QUIT,
    [MSG_BACK] = SEG7_PLAY_ON,
    [MSG_PILES] = SEG7_PILES,
    [MSG_PILE] = SEG7_PILE,
    [MSG_NUMBER] = SEG7_PILE, /* its rules call Euclid's numbers piles too */
    [MSG_STONES] = SEG7_PILE,
    [MSG_COINS] = SEG7_COINS,
    [MSG_SIZE] = SEG7_SIDE,
    [MSG_MAX] = SEG7_UP_TO,
    [MSG_PIRATES_N] = SEG7_PIRATES_N,
    [MSG_PIRATES_M] = SEG7_PIRATES_G,
    [MSG_PIRATES_P] = SEG7_PIRATES_P,
    [MSG_PILE_EMPTY] = SEG7_PILE_EMPTY,
    [MSG_NO_COIN] = SEG7_NO_COIN,
    [MSG_NOT_FREE] = SEG7_NOT_FREE,
    [MSG_NOT_ALLOWED] = SEG7_ILLEGAL,
    [MSG_NOT_THIS_PILE] = SEG7_NOT_HERE,
    [MSG_MAX_TAKE] = SEG7_UP_TO,
    [MSG_NOT_POW2] = SEG7_ONLY_POW2,
    [MSG_NOTHING_TO_UNDO] = SEG7_NO_UNDO,
    [MSG_THROWN] = SEG7_SPLASH,
    [MSG_RESET_STATS] = SEG7_CLEAR_ALL,
    [MSG_AGAIN] = SEG7_GO_AGAIN,
    [MSG_COACH_FOUND] = SEG7_COACH_FOUND,
    [MSG_COACH_KEPT] = SEG7_COACH_KEPT,
    [MSG_COACH_THREW] = SEG7_COACH_THREW,
};

/* Each game's name and rules (GAME_COUNT: the help's rules). */
static const struct {
    uint8_t name, rules;
} seg7_games[GAME_COUNT + 1] HAL_FLASH = {
    [GAME_BASH] = {SEG7_NAME_BASH, SEG7_RULES_BASH},
    [GAME_NIM] = {SEG7_NAME_NIM, SEG7_RULES_NIM},
    [GAME_WYTHOFF] = {SEG7_NAME_WYTHOFF, SEG7_RULES_WYTHOFF},
    [GAME_EUCLID] = {SEG7_NAME_EUCLID, SEG7_RULES_EUCLID},
    [GAME_POW2] = {SEG7_NAME_POW2, SEG7_RULES_POW2},
    [GAME_NEW_STONE] = {SEG7_NAME_NEW_STONE, SEG7_RULES_NEW_STONE},
    [GAME_COIN_CIRCLE] = {SEG7_NAME_COIN_CIRCLE, SEG7_RULES_COIN_CIRCLE},
    [GAME_BOARD_WALK] = {SEG7_NAME_BOARD_WALK, SEG7_RULES_BOARD_WALK},
    [GAME_PIRATES] = {SEG7_NAME_PIRATES, SEG7_RULES_PIRATES},
    [GAME_COUNT] = {SEG7_HELP, SEG7_RULES_HELP},
};

/* Each setting's name and its values' labels (by the setting's values: settings.h). */
#define SEG7_MAX_VALUES 4u
static const struct {
    uint8_t name;
    uint8_t value[SEG7_MAX_VALUES];
} seg7_settings[SETTING_COUNT] HAL_FLASH = {
    [SETTING_SOUND] = {SEG7_SOUND, {[0] = SEG7_OFF, [1] = SEG7_ON}},
    [SETTING_LEVEL] = {SEG7_CPU,
                       {[LEVEL_EASY] = SEG7_EASY, [LEVEL_MEDIUM] = SEG7_FAIR,
                        [LEVEL_PERFECT] = SEG7_BEST}},
    [SETTING_MODE] = {SEG7_LAST, {[PLAY_NORMAL] = SEG7_GOOD, [PLAY_MISERE] = SEG7_BAD}},
    [SETTING_LIGHT] = {SEG7_LIGHT, {[0] = SEG7_ON, [1] = SEG7_LIGHT_10, [2] = SEG7_LIGHT_30,
                                    [3] = SEG7_LIGHT_60}},
    [SETTING_COACH] = {SEG7_COACH, {[0] = SEG7_ON, [1] = SEG7_OFF}},
};

/* What each level means. */
static const uint8_t seg7_level_texts[LEVEL_COUNT] HAL_FLASH = {
    [LEVEL_EASY] = SEG7_EASY_ERRS,
    [LEVEL_MEDIUM] = SEG7_FAIR_ERRS,
    [LEVEL_PERFECT] = SEG7_BEST_ERRS,
};

/* The board's directions. */
static const uint8_t seg7_dir_texts[4] HAL_FLASH = {
    [PLAY_DIR_UP] = SEG7_DIR_UP,
    [PLAY_DIR_LEFT] = SEG7_DIR_LEFT,
    [PLAY_DIR_RIGHT] = SEG7_DIR_RIGHT,
    [PLAY_DIR_DOWN] = SEG7_DIR_DOWN,
};

void view_seg7_word(uint8_t msg)
{
    seg7_text(hal_flash_byte(&seg7_msg_texts[msg < MSG_COUNT ? msg : MSG_NONE]));
}

NOINLINE void view_seg7_name(uint8_t game)
{
    seg7_text(hal_flash_byte(&seg7_games[game].name));
}

void view_seg7_rules(uint8_t game)
{
    seg7_text(hal_flash_byte(&seg7_games[game].rules));
}

void view_seg7_setting(uint8_t setting)
{
    seg7_text(hal_flash_byte(&seg7_settings[setting].name));
}

void view_seg7_setting_label(uint8_t setting, uint8_t value)
{
    seg7_text(hal_flash_byte(&seg7_settings[setting].value[value]));
}

void view_seg7_level_meaning(uint8_t level)
{
    seg7_text(hal_flash_byte(&seg7_level_texts[level]));
}

void view_seg7_dir(uint8_t d)
{
    seg7_text(hal_flash_byte(&seg7_dir_texts[d & 3u]));
}
