/* view_lcd_words.c - the LCD's words for the app's messages (screen.h's msg_t), at most 16
 * columns each, in one flash text read line by line (a message's words are line msg). */
#include "hal_flash.h"
#include "view_lcd.h"

/* Each message and its words, in msg_t order (the compiler checks it below). */
#define VIEW_LCD_WORDS(X)                       \
    X(MSG_NONE, "")                             \
    X(MSG_HELP, "Help")                         \
    X(MSG_STATS, "Stats")                       \
    X(MSG_SETTINGS, "Settings")                 \
    X(MSG_PLAY, "Play")                         \
    X(MSG_FIRST, "First")                       \
    X(MSG_VS, "Vs")                             \
    X(MSG_RANDOM, "Random")                     \
    X(MSG_EDIT, "Edit")                         \
    X(MSG_COUNT_TO, "Count to")                 \
    X(MSG_HUMAN, "Human")                       \
    X(MSG_MISERE, "Misere")                     \
    X(MSG_NO_MISERE, "No misere")               \
    X(MSG_YOU, "You")                           \
    X(MSG_CPU, "CPU")                           \
    X(MSG_P1, "P1")                             \
    X(MSG_P2, "P2")                             \
    X(MSG_WHY, "Why")                           \
    X(MSG_PLAY_HINT, "Play hint")               \
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
    X(MSG_THROWN, "Thrown")                     \
    X(MSG_RESET_STATS, "Reset all stats?") \
    X(MSG_AGAIN, "SEL: new game")

/* One flash text, the words of message i on its line i: the order is checked below. */
#define VIEW_LCD_WORD_LINE(id, words) words "\n"
static const char view_lcd_words[] HAL_FLASH = HAL_FTEXT(VIEW_LCD_WORDS(VIEW_LCD_WORD_LINE));

#define VIEW_LCD_WORD_ORDER(id, words) VIEW_LCD_ORDER_##id,
enum { VIEW_LCD_WORDS(VIEW_LCD_WORD_ORDER) VIEW_LCD_WORD_COUNT };
#define VIEW_LCD_WORD_CHECK(id, words) \
    _Static_assert((int)VIEW_LCD_ORDER_##id == (int)id, #id " in its place");
VIEW_LCD_WORDS(VIEW_LCD_WORD_CHECK)
_Static_assert((int)VIEW_LCD_WORD_COUNT == (int)MSG_COUNT, "words for every message");

void view_lcd_word(uint8_t msg)
{
    text_flash_line(view_lcd_words, msg);
}

void view_lcd_word_right(uint8_t msg)
{
    text_flash_right(view_lcd_words, msg);
}
