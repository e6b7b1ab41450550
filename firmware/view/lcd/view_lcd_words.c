/* view_lcd_words.c - which of the LCD's texts (lcd_texts.def) says what the app names by an id:
 * a message (screen.h's msg_t), a game's name and rules (game_id_t), a setting and its values
 * (settings.h), a board direction (PLAY_DIR_*). Each map names its keys (designated
 * initializers), so no text is found by its place in a list. */
#include "attributes.h"
#include "game_id.h"
#include "hal_flash.h"
#include "play.h"
#include "view_lcd.h"

/* Each message's words. */
static const uint8_t view_lcd_msg_texts[MSG_COUNT] HAL_FLASH = {
    [MSG_NONE] = LCD_NONE,
    [MSG_HELP] = LCD_HELP,
    [MSG_STATS] = LCD_STATS,
    [MSG_SETTINGS] = LCD_SETTINGS,
    [MSG_PLAY] = LCD_PLAY,
    [MSG_FIRST] = LCD_FIRST,
    [MSG_VS] = LCD_VS,
    [MSG_RANDOM] = LCD_RANDOM,
    [MSG_EDIT] = LCD_EDIT,
    [MSG_COUNT_TO] = LCD_COUNT_TO,
    [MSG_HUMAN] = LCD_HUMAN,
    [MSG_MISERE] = LCD_MISERE,
    [MSG_NO_MISERE] = LCD_NO_MISERE,
    [MSG_NO_MOVE] = LCD_NO_MOVE,
    [MSG_YOU] = LCD_YOU,
    [MSG_CPU] = LCD_CPU,
    [MSG_P1] = LCD_P1,
    [MSG_P2] = LCD_P2,
    [MSG_WHY] = LCD_WHY,
    [MSG_PLAY_HINT] = LCD_PLAY_HINT,
    [MSG_UNDO] = LCD_UNDO,
    [MSG_QUIT] = LCD_QUIT,
    [MSG_BACK] = LCD_BACK,
    [MSG_PILES] = LCD_PILES,
    [MSG_PILE] = LCD_PILE,
    [MSG_NUMBER] = LCD_NUMBER,
    [MSG_STONES] = LCD_STONES,
    [MSG_COINS] = LCD_COINS,
    [MSG_SIZE] = LCD_SIZE,
    [MSG_MAX] = LCD_MAX,
    [MSG_PIRATES_N] = LCD_PIRATES_N,
    [MSG_PIRATES_M] = LCD_PIRATES_M,
    [MSG_PIRATES_P] = LCD_PIRATES_P,
    [MSG_PILE_EMPTY] = LCD_PILE_EMPTY,
    [MSG_NO_COIN] = LCD_NO_COIN,
    [MSG_NOT_FREE] = LCD_NOT_FREE,
    [MSG_NOT_ALLOWED] = LCD_NOT_ALLOWED,
    [MSG_NOT_THIS_PILE] = LCD_NOT_THIS_PILE,
    [MSG_MAX_TAKE] = LCD_MAX_TAKE,
    [MSG_NOT_POW2] = LCD_NOT_POW2,
    [MSG_NOTHING_TO_UNDO] = LCD_NOTHING_TO_UNDO,
    [MSG_THROWN] = LCD_THROWN,
    [MSG_RESET_STATS] = LCD_RESET_STATS,
    [MSG_AGAIN] = LCD_AGAIN,
    [MSG_COACH_FOUND] = LCD_COACH_FOUND,
    [MSG_COACH_KEPT] = LCD_COACH_KEPT,
    [MSG_COACH_THREW] = LCD_COACH_THREW,
};

/* Each game's name and rules (GAME_COUNT: the help's). */
static const struct {
    uint8_t name, rules;
} view_lcd_games[GAME_COUNT + 1] HAL_FLASH = {
    [GAME_BASH] = {LCD_NAME_BASH, LCD_RULES_BASH},
    [GAME_NIM] = {LCD_NAME_NIM, LCD_RULES_NIM},
    [GAME_WYTHOFF] = {LCD_NAME_WYTHOFF, LCD_RULES_WYTHOFF},
    [GAME_EUCLID] = {LCD_NAME_EUCLID, LCD_RULES_EUCLID},
    [GAME_POW2] = {LCD_NAME_POW2, LCD_RULES_POW2},
    [GAME_NEW_STONE] = {LCD_NAME_NEW_STONE, LCD_RULES_NEW_STONE},
    [GAME_COIN_CIRCLE] = {LCD_NAME_COIN_CIRCLE, LCD_RULES_COIN_CIRCLE},
    [GAME_BOARD_WALK] = {LCD_NAME_BOARD_WALK, LCD_RULES_BOARD_WALK},
    [GAME_PIRATES] = {LCD_NAME_PIRATES, LCD_RULES_PIRATES},
    [GAME_COUNT] = {LCD_HELP, LCD_RULES_HELP},
};

/* Each setting's name and its values' labels (by the setting's values: settings.h). */
#define VIEW_LCD_MAX_VALUES 4u
static const struct {
    uint8_t name;
    uint8_t value[VIEW_LCD_MAX_VALUES];
} view_lcd_settings[SETTING_COUNT] HAL_FLASH = {
    [SETTING_SOUND] = {LCD_SOUND, {[0] = LCD_OFF, [1] = LCD_ON}},
    [SETTING_LEVEL] = {LCD_LEVEL,
                       {[LEVEL_EASY] = LCD_EASY, [LEVEL_MEDIUM] = LCD_MEDIUM,
                        [LEVEL_PERFECT] = LCD_PERFECT}},
    [SETTING_MODE] = {LCD_PLAY, {[PLAY_NORMAL] = LCD_NORMAL, [PLAY_MISERE] = LCD_MISERE}},
    [SETTING_LIGHT] = {LCD_LIGHT, {[0] = LCD_ALWAYS, [1] = LCD_LIGHT_10S, [2] = LCD_LIGHT_30S,
                                   [3] = LCD_LIGHT_60S}},
    [SETTING_COACH] = {LCD_COACH, {[0] = LCD_ON, [1] = LCD_OFF}},
};

/* What each level means. */
static const uint8_t view_lcd_level_texts[LEVEL_COUNT] HAL_FLASH = {
    [LEVEL_EASY] = LCD_EASY_ERRS,
    [LEVEL_MEDIUM] = LCD_MEDIUM_ERRS,
    [LEVEL_PERFECT] = LCD_PERFECT_ERRS,
};

/* The board walk's directions. */
static const uint8_t view_lcd_dir_texts[4] HAL_FLASH = {
    [PLAY_DIR_UP] = LCD_DIR_UP,
    [PLAY_DIR_LEFT] = LCD_DIR_LEFT,
    [PLAY_DIR_RIGHT] = LCD_DIR_RIGHT,
    [PLAY_DIR_DOWN] = LCD_DIR_DOWN,
};

uint8_t view_lcd_msg_text(uint8_t msg)
{
    return hal_flash_byte(&view_lcd_msg_texts[msg < MSG_COUNT ? msg : MSG_NONE]);
}

void view_lcd_word(uint8_t msg)
{
    text_put(view_lcd_msg_text(msg));
}

void view_lcd_word_right(uint8_t msg)
{
    text_right(view_lcd_msg_text(msg));
}

NOINLINE uint8_t view_lcd_game_name(uint8_t game)
{
    return hal_flash_byte(&view_lcd_games[game].name);
}

NOINLINE uint8_t view_lcd_game_rules(uint8_t game)
{
    return hal_flash_byte(&view_lcd_games[game].rules);
}

uint8_t view_lcd_setting_name(uint8_t setting)
{
    return hal_flash_byte(&view_lcd_settings[setting].name);
}

uint8_t view_lcd_setting_label(uint8_t setting, uint8_t value)
{
    return hal_flash_byte(&view_lcd_settings[setting].value[value]);
}

uint8_t view_lcd_level_meaning(uint8_t level)
{
    return hal_flash_byte(&view_lcd_level_texts[level]);
}

void view_lcd_dir(uint8_t d)
{
    text_put(hal_flash_byte(&view_lcd_dir_texts[d & 3u]));
}
