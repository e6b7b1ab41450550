/* view_lcd_words.c - the LCD's words for the app's messages (screen.h's msg_t), at most 16
 * columns each: one flash text per message and a table of them by message id. */
#include "hal_flash.h"
#include "view_lcd.h"

/* Each message and its words. A message missing here has no entry in the table: the host
 * test of the view checks that every message has its words. */
#define VIEW_LCD_WORDS(X)                       \
    X(MSG_NONE, "")                             \
    X(MSG_SETTINGS, "Settings")                 \
    X(MSG_PLAY, "Play")                         \
    X(MSG_FIRST, "First")                       \
    X(MSG_VS, "Vs")                             \
    X(MSG_RANDOM, "Random")                     \
    X(MSG_EDIT, "Edit")                         \
    X(MSG_COUNT_TO, "Count to")                 \
    X(MSG_HUMAN, "Human")                       \
    X(MSG_YOU, "You")                           \
    X(MSG_CPU, "CPU")                           \
    X(MSG_P1, "P1")                             \
    X(MSG_P2, "P2")                             \
    X(MSG_WHY, "Why")                           \
    X(MSG_UNDO, "Undo")                         \
    X(MSG_QUIT, "Quit")                         \
    X(MSG_BACK, "Back")                         \
    X(MSG_PILES, "Piles")                       \
    X(MSG_PILE, "Pile")                         \
    X(MSG_STONES, "Stones")                     \
    X(MSG_COINS, "Coins")                       \
    X(MSG_SIZE, "Size")                         \
    X(MSG_MAX, "Max")                           \
    X(MSG_PIRATES_N, "N")                       \
    X(MSG_PIRATES_M, "M")                       \
    X(MSG_PIRATES_P, "P")                       \
    X(MSG_PILE_EMPTY, "Pile is empty")          \
    X(MSG_NO_COIN, "No coin there")             \
    X(MSG_NOT_FREE, "Not free")                 \
    X(MSG_NOT_ALLOWED, "Not allowed")           \
    X(MSG_NOT_THIS_PILE, "Not this pile")       \
    X(MSG_MAX_TAKE, "Max take is")              \
    X(MSG_NOT_POW2, "Not a power of 2")         \
    X(MSG_NOTHING_TO_UNDO, "Nothing to undo")   \
    X(MSG_P_RANGE, "P must be 1..N")            \
    X(MSG_THROWN, "Thrown")

#define VIEW_LCD_WORD_TEXT(id, words) static const char view_lcd_##id[] HAL_FLASH = HAL_FTEXT(words);
VIEW_LCD_WORDS(VIEW_LCD_WORD_TEXT)

#define VIEW_LCD_WORD_ENTRY(id, words) [id] = view_lcd_##id,
static const char *const view_lcd_words[MSG_COUNT] HAL_FLASH = {VIEW_LCD_WORDS(VIEW_LCD_WORD_ENTRY)};

const char *view_lcd_word(uint8_t msg)
{
    return (const char *)hal_flash_ptr(&view_lcd_words[msg < MSG_COUNT ? msg : MSG_NONE]);
}
