/* view_line8_words.c - which of the line8 view's texts (line8_texts.def) says what the app
 * names by an id: a message (screen.h's msg_t), a game's name and rules (game_id_t), a setting
 * and its values (screen.h), a board direction (PLAY_DIR_*). Each map names its keys
 * (designated initializers), so no text is found by its place in a list. */
#include "attributes.h"
#include "game_id.h"
#include "hal_flash.h"
#include "play.h"
#include "view_line8.h"

/* Each message's words. */
static const uint8_t line8_msg_texts[MSG_COUNT] HAL_FLASH = {
    [MSG_NONE] = LINE8_NONE,
    [MSG_HELP] = LINE8_HELP,
    [MSG_STATS] = LINE8_STATS,
    [MSG_SETTINGS] = LINE8_SETTINGS,
    [MSG_PLAY] = LINE8_PLAY,
    [MSG_FIRST] = LINE8_FIRST,
    [MSG_VS] = LINE8_VS,
    [MSG_RANDOM] = LINE8_RANDOM,
    [MSG_EDIT] = LINE8_EDIT,
    [MSG_COUNT_TO] = LINE8_COUNT_TO,
    [MSG_HUMAN] = LINE8_PAL,
    [MSG_MISERE] = LINE8_LAST_LOSES,
    [MSG_NO_MISERE] = LINE8_LAST_WINS,
    [MSG_NO_MOVE] = LINE8_NO_MOVE,
    [MSG_YOU] = LINE8_YOU,
    [MSG_CPU] = LINE8_CPU,
    [MSG_P1] = LINE8_P1,
    [MSG_P2] = LINE8_P2,
    [MSG_WHY] = LINE8_WHY,
    [MSG_PLAY_HINT] = LINE8_PLAY_IT,
    [MSG_UNDO] = LINE8_UNDO,
    [MSG_QUIT] = LINE8_QUIT,
    [MSG_BACK] = LINE8_BACK,
    [MSG_PILES] = LINE8_PILES,
    [MSG_PILE] = LINE8_PILE,
    [MSG_NUMBER] = LINE8_PILE, /* its rules call Euclid's numbers piles too */
    [MSG_STONES] = LINE8_PILE,
    [MSG_COINS] = LINE8_COINS,
    [MSG_SIZE] = LINE8_SIDE,
    [MSG_MAX] = LINE8_CAP,
    [MSG_PIRATES_N] = LINE8_PIRATES_N,
    [MSG_PIRATES_M] = LINE8_GOLD,
    [MSG_PIRATES_P] = LINE8_PIRATE_P,
    [MSG_PILE_EMPTY] = LINE8_EMPTY,
    [MSG_NO_COIN] = LINE8_NO_COIN,
    [MSG_NOT_FREE] = LINE8_VISITED,
    [MSG_NOT_ALLOWED] = LINE8_NOT_LEGAL,
    [MSG_NOT_THIS_PILE] = LINE8_NOT_THIS,
    [MSG_MAX_TAKE] = LINE8_CAP,
    [MSG_NOT_POW2] = LINE8_POW2_ONLY,
    [MSG_NOTHING_TO_UNDO] = LINE8_NO_UNDO,
    [MSG_THROWN] = LINE8_OVERBOARD,
    [MSG_RESET_STATS] = LINE8_CLEAR_ALL,
    [MSG_AGAIN] = LINE8_AGAIN,
    [MSG_COACH_FOUND] = LINE8_COACH_FOUND,
    [MSG_COACH_KEPT] = LINE8_COACH_KEPT,
    [MSG_COACH_THREW] = LINE8_COACH_THREW,
};

/* Each game's name and rules (GAME_COUNT: the help's rules). */
static const struct {
    uint8_t name, rules;
} line8_games[GAME_COUNT + 1] HAL_FLASH = {
    [GAME_BASH] = {LINE8_NAME_BASH, LINE8_RULES_BASH},
    [GAME_NIM] = {LINE8_NAME_NIM, LINE8_RULES_NIM},
    [GAME_WYTHOFF] = {LINE8_NAME_WYTHOFF, LINE8_RULES_WYTHOFF},
    [GAME_EUCLID] = {LINE8_NAME_EUCLID, LINE8_RULES_EUCLID},
    [GAME_POW2] = {LINE8_NAME_POW2, LINE8_RULES_POW2},
    [GAME_NEW_STONE] = {LINE8_NAME_NEW_STONE, LINE8_RULES_NEW_STONE},
    [GAME_COIN_CIRCLE] = {LINE8_NAME_COIN_CIRCLE, LINE8_RULES_COIN_CIRCLE},
    [GAME_BOARD_WALK] = {LINE8_NAME_BOARD_WALK, LINE8_RULES_BOARD_WALK},
    [GAME_PIRATES] = {LINE8_NAME_PIRATES, LINE8_RULES_PIRATES},
    [GAME_COUNT] = {LINE8_HELP, LINE8_RULES_HELP},
};

/* Each setting's name and its values' labels (by the setting's values: settings.h). */
#define LINE8_MAX_VALUES 4u
static const struct {
    uint8_t name;
    uint8_t value[LINE8_MAX_VALUES];
} line8_settings[SETTING_COUNT] HAL_FLASH = {
    [SETTING_SOUND] = {LINE8_SOUND, {[0] = LINE8_OFF, [1] = LINE8_ON}},
    [SETTING_LEVEL] = {LINE8_CPU,
                       {[LEVEL_EASY] = LINE8_EASY, [LEVEL_MEDIUM] = LINE8_FAIR,
                        [LEVEL_PERFECT] = LINE8_BEST}},
    [SETTING_MODE] = {LINE8_LAST, {[PLAY_NORMAL] = LINE8_LAST_OK, [PLAY_MISERE] = LINE8_LAST_BAD}},
    [SETTING_LIGHT] = {LINE8_DIM, {[0] = LINE8_NEVER, [1] = LINE8_LIGHT_10, [2] = LINE8_LIGHT_30,
                                   [3] = LINE8_LIGHT_60}},
    [SETTING_COACH] = {LINE8_COACH, {[0] = LINE8_ON, [1] = LINE8_OFF}},
};

/* What each level means. */
static const uint8_t line8_level_texts[LEVEL_COUNT] HAL_FLASH = {
    [LEVEL_EASY] = LINE8_EASY_ERRS,
    [LEVEL_MEDIUM] = LINE8_FAIR_ERRS,
    [LEVEL_PERFECT] = LINE8_BEST_ERRS,
};

/* The board's directions. */
static const uint8_t line8_dir_texts[4] HAL_FLASH = {
    [PLAY_DIR_UP] = LINE8_DIR_UP,
    [PLAY_DIR_LEFT] = LINE8_DIR_LEFT,
    [PLAY_DIR_RIGHT] = LINE8_DIR_RIGHT,
    [PLAY_DIR_DOWN] = LINE8_DIR_DOWN,
};

void view_line8_word(uint8_t msg)
{
    line8_text(hal_flash_byte(&line8_msg_texts[msg < MSG_COUNT ? msg : MSG_NONE]));
}

NOINLINE void view_line8_name(uint8_t game)
{
    line8_text(hal_flash_byte(&line8_games[game].name));
}

void view_line8_rules(uint8_t game)
{
    line8_text(hal_flash_byte(&line8_games[game].rules));
}

void view_line8_setting(uint8_t setting)
{
    line8_text(hal_flash_byte(&line8_settings[setting].name));
}

void view_line8_setting_label(uint8_t setting, uint8_t value)
{
    line8_text(hal_flash_byte(&line8_settings[setting].value[value]));
}

void view_line8_level_meaning(uint8_t level)
{
    line8_text(hal_flash_byte(&line8_level_texts[level]));
}

void view_line8_dir(uint8_t d)
{
    line8_text(hal_flash_byte(&line8_dir_texts[d & 3u]));
}
