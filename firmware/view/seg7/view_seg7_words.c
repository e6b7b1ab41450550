/* view_seg7_words.c - every word the 7-segment view shows, in the readable letters only (no
 * K M V W X Z: written around them, "GrAb" for take, "PrOOF" for why), each list one flash
 * text read line by line: the messages (msg_t), the games' names and short rules (game_id_t),
 * the settings and their values, the board's directions. The compiler checks each list's
 * order; a host test checks every character is readable and every line fits the view. */
#include "attributes.h"
#include "game_id.h"
#include "hal_flash.h"
#include "play.h"
#include "settings.h"
#include "view_seg7.h"

/* Each message and its words, in msg_t order. */
#define SEG7_WORDS(X)                          \
    X(MSG_NONE, "")                            \
    X(MSG_HELP, "HELP")                        \
    X(MSG_STATS, "StAtS")                      \
    X(MSG_SETTINGS, "SEttInGS")                \
    X(MSG_PLAY, "Go")                          \
    X(MSG_FIRST, "1St")                        \
    X(MSG_VS, "FoE")                           \
    X(MSG_RANDOM, "rAnd")                      \
    X(MSG_EDIT, "EdIt")                        \
    X(MSG_COUNT_TO, "to")                      \
    X(MSG_HUMAN, "PAL")                        \
    X(MSG_MISERE, "LASt bAd")                  \
    X(MSG_NO_MISERE, "LASt GOOd")              \
    X(MSG_YOU, "you")                          \
    X(MSG_CPU, "CPU")                          \
    X(MSG_P1, "P1")                            \
    X(MSG_P2, "P2")                            \
    X(MSG_WHY, "PrOOF")                       \
    X(MSG_PLAY_HINT, "PLAy It")                \
    X(MSG_UNDO, "UndO")                        \
    X(MSG_QUIT, "quIt")                        \
    X(MSG_BACK, "PLAy On")                     \
    X(MSG_PILES, "PILES")                      \
    X(MSG_PILE, "PILE")                        \
    X(MSG_STONES, "PILE")                    \
    X(MSG_COINS, "COInS")                      \
    X(MSG_SIZE, "SIdE")                        \
    X(MSG_MAX, "uP to")                        \
    X(MSG_PIRATES_N, "n")                      \
    X(MSG_PIRATES_M, "G")                      \
    X(MSG_PIRATES_P, "P")                      \
    X(MSG_PILE_EMPTY, "nonE")                  \
    X(MSG_NO_COIN, "no COIn")                  \
    X(MSG_NOT_FREE, "USEd")                    \
    X(MSG_NOT_ALLOWED, "ILLEGAL")              \
    X(MSG_NOT_THIS_PILE, "not hErE")           \
    X(MSG_MAX_TAKE, "uP to")                   \
    X(MSG_NOT_POW2, "OnLy 1 2 4 8..")          \
    X(MSG_NOTHING_TO_UNDO, "no UndO")          \
    X(MSG_THROWN, "SPLASH")                    \
    X(MSG_RESET_STATS, "CLEAr ALL")            \
    X(MSG_AGAIN, "Go AGAIn")

#define SEG7_LINE(id, words) words "\n"
static const char seg7_words[] HAL_FLASH = HAL_FTEXT(SEG7_WORDS(SEG7_LINE));
#define SEG7_WORD_ORDER(id, words) SEG7_ORDER_##id,
enum { SEG7_WORDS(SEG7_WORD_ORDER) SEG7_WORD_COUNT };
#define SEG7_WORD_CHECK(id, words) _Static_assert((int)SEG7_ORDER_##id == (int)id, #id " in its place");
SEG7_WORDS(SEG7_WORD_CHECK)
_Static_assert((int)SEG7_WORD_COUNT == (int)MSG_COUNT, "words for every message");

/* Each game's name and rules, in game_id_t order ("quEEn": Wythoff's game is also known as
 * corner the queen; "1-2-4-8": Powers of 2). The rules are the move and the goal, short: they
 * scroll round and round (the board's README has them in full). */
#define SEG7_GAMES(X)                                                                      \
    X(GAME_BASH, "bASH", "GrAb 1 uP to thE CAP. GEt thE LASt StonE. LASt bAd, It LOSES.") \
    X(GAME_NIM, "nIn", "GrAb ALL or PArt oF 1 PILE. GEt thE LASt StonE. LASt bAd, It LOSES.") \
    X(GAME_WYTHOFF, "quEEn", "GrAb OFF 1 PILE or EquAL OFF both. GEt thE LASt StonE.")      \
    X(GAME_EUCLID, "EUCLId", "CUt thE bIG PILE by LOtS oF thE LIttLE. GEt A 0 FIrSt.")      \
    X(GAME_POW2, "1-2-4-8", "GrAb 1 2 4 8 16... GEt thE LASt StonE.")                       \
    X(GAME_NEW_STONE, "SPrEAd", "GrAb OFF A PILE, SPrEAd thE rESt or not. GEt thE LASt StonE.") \
    X(GAME_COIN_CIRCLE, "CIrCLE", "GrAb 1 uP to thE CAP COInS In A run. GEt thE LASt COIn.") \
    X(GAME_BOARD_WALK, "boArd", "StEP to A FrEE SquArE. no StEP LEFt - you LOSE.")          \
    X(GAME_PIRATES, "PIrAtES", "n PIrAtES SPLIt G GOLd. HALF yES - dOnE, ELSE SPLASH.")

#define SEG7_NAME_LINE(id, name, rules) name "\n"
#define SEG7_RULES_LINE(id, name, rules) rules "\n"
static const char seg7_names[] HAL_FLASH = HAL_FTEXT(SEG7_GAMES(SEG7_NAME_LINE));
/* The rules, then (as the rules of "game" GAME_COUNT) the help: the LED&KEY's keys that are
 * not plain arrows, and what the computer's levels mean. */
static const char seg7_rules[] HAL_FLASH = HAL_FTEXT(
    SEG7_GAMES(SEG7_RULES_LINE) "S5 Go. S6 HInt, S7 UndO, S8 HInt And quIt. "
                                "EASy ErrS 1 In 2, FAIr 1 In 4.");
#define SEG7_GAME_ORDER(id, name, rules) SEG7_ORDER_##id,
enum { SEG7_GAMES(SEG7_GAME_ORDER) SEG7_GAME_COUNT };
#define SEG7_GAME_CHECK(id, name, rules) \
    _Static_assert((int)SEG7_ORDER_##id == (int)id, #id " in its place");
SEG7_GAMES(SEG7_GAME_CHECK)
_Static_assert((int)SEG7_GAME_COUNT == (int)GAME_COUNT, "a name and rules for every game");

/* Each setting's name, then its values' labels, setting after setting (setting_id_t order,
 * as settings.c): Sound Off/On, the computer's level Easy/Medium/Perfect, the last stone
 * good (normal play) or bad (misere), the light Always/10/30/60 s. seg7_setting_first[id]
 * is the line of setting id's name. */
static const char seg7_settings[] HAL_FLASH = HAL_FTEXT("Sound\nOFF\nOn\n"
                                                        "CPU\nEASy\nFAIr\nbESt\n"
                                                        "LASt\nGOOd\nbAd\n"
                                                        "LIGht\nOn\n10\n30\n60");
static const uint8_t seg7_setting_first[SETTING_COUNT] HAL_FLASH = {0, 3, 7, 10};
_Static_assert(SETTING_SOUND == 0 && SETTING_LEVEL == 1 && SETTING_MODE == 2 &&
                   SETTING_LIGHT == 3 && SETTING_COUNT == 4,
               "seg7_settings follows the settings' order");

/* The board's directions, by PLAY_DIR_* ("dn": down has a W). */
static const char seg7_dirs[] HAL_FLASH = HAL_FTEXT("uP\nLEFt\nrIGht\ndn");
_Static_assert(PLAY_DIR_UP == 0 && PLAY_DIR_LEFT == 1 && PLAY_DIR_RIGHT == 2 && PLAY_DIR_DOWN == 3,
               "seg7_dirs follows the directions");

void view_seg7_word(uint8_t msg)
{
    seg7_flash_line(seg7_words, msg);
}

void view_seg7_name(uint8_t game)
{
    seg7_flash_line(seg7_names, game);
}

void view_seg7_rules(uint8_t game)
{
    seg7_flash_line(seg7_rules, game);
}

void view_seg7_setting(uint8_t setting, uint8_t value)
{
    seg7_flash_line(seg7_settings,
                    (uint8_t)(hal_flash_byte(&seg7_setting_first[setting & 3u]) + value));
}

void view_seg7_dir(uint8_t d)
{
    seg7_flash_line(seg7_dirs, d & 3u);
}
