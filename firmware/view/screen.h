/* screen.h - what a screen shows, said without saying how (TamaLIB's split: the core says what
 * to show, the port decides how): the contract between the app, which fills a screen_t for the
 * screen on show, and the view of the board's display (view.h), which lays it out. It names
 * only the engine's types (play.h, reason.h, game_id.h) and its own ids, nothing of the app. Nothing here knows columns,
 * rows, glyphs or key names: a word the app wants said is a message id (msg_t) that each view
 * words its own way, a number stays a number, a position stays the engine's play_t, and a
 * reason why a position is won or lost is a kind and its numbers (reason_t).
 *
 * Which fields each screen fills (the others are 0):
 *   SCREEN_BOOT      nothing: the toy's name, version or greeting are the view's
 *   SCREEN_MENU      a list: count, cursor, item (the games, then MSG_HELP, MSG_STATS,
 *                    MSG_SETTINGS)
 *   SCREEN_SETTINGS  a list: item gives each setting and its value
 *   SCREEN_RULES     game: whose rules (each view words them: the LCD's as flowing text),
 *                    ending with how to go on; game GAME_COUNT: the help,
 *                    the controls and what the levels mean; cursor: how far the player
 *                    scrolled (the view's steps, view_rules_more)
 *   SCREEN_START     play; msg: the item offered (MSG_PLAY, MSG_FIRST ...), msg_value: its
 *                    value (MSG_YOU ..., MSG_CPU / MSG_HUMAN; MSG_PLAY with the Misere
 *                    setting: MSG_MISERE, or MSG_NO_MISERE for a game it does not apply to;
 *                    MSG_NO_MOVE for a position with no move, which does not start)
 *   SCREEN_EDIT      msg: the field (MSG_PILES, MSG_PILE or MSG_NUMBER with index, MSG_PIRATES_N ...),
 *                    value[0]: its value, cursor: the digit being changed (0: the units)
 *   SCREEN_TURN      play; msg_value: who is to move (MSG_YOU, MSG_CPU, MSG_P1, MSG_P2),
 *                    or the coach's word on a person's move in a won position, shown
 *                    before it is played (view_coach_word: MSG_COACH_FOUND the win found,
 *                    the first winning move since the win came; MSG_COACH_KEPT a winning
 *                    move again; MSG_COACH_THREW another move, and move is then the move
 *                    that won); move: the move chosen or the computer's, NULL while it
 *                    thinks; msg: a refusal of the player's move
 *   SCREEN_SPREAD    play; move: the move so far, index: the pile receiving stones,
 *                    value[0]: the stones still to place, after: the piles as the move
 *                    leaves them so far (New Stone)
 *   SCREEN_HINT      play; move: a winning move (NULL: there is none); msg: the in-game
 *                    menu's item (MSG_WHY, MSG_PLAY_HINT, MSG_UNDO, MSG_QUIT, MSG_BACK)
 *   SCREEN_WHY       reason; msg_value: the player to move, whom the verdict is about
 *                    (MSG_YOU, MSG_P1, MSG_P2; MSG_NONE for the pirates: no verdict);
 *                    cursor: the page, 0 the words first (view_why_more: whether the
 *                    view has another)
 *   SCREEN_OVER      play; msg_value: the winner; index: 1 when the game counted in the
 *                    totals (against the computer, each side moved), value[0], value[1]
 *                    then this game's wins and losses against it; msg: MSG_AGAIN while it
 *                    says which keys go on (SELECT a new game, LEFT the menu), in turn with
 *                    the result; cursor: 1 in the demo in the window (no keys go on: a key
 *                    only ends it), 0 otherwise
 *   SCREEN_PIRATES   value[0]: pirate P, value[1]: his gold; msg: MSG_THROWN instead
 *   SCREEN_RESUME    game: the saved game
 *   SCREEN_TIP       nothing: the first time a game is played on the box, how to get the
 *                    hint and the in-game menu (the view's words for its keys)
 *   SCREEN_STATS     game; value[0], value[1]: its wins and losses against the computer;
 *                    index: its streak as an int8_t, the last games won (> 0) or lost
 *                    (< 0) in a row; msg: MSG_RESET_STATS while it asks whether to reset
 *                    every game's
 * A message that goes with a number takes it from the game: MSG_MAX_TAKE the position's
 * limit, MSG_COUNT_TO the game's preset pile. A game, a setting and its value are ids: each
 * view names them in its own words, from its catalog of texts (a 7-segment display has no M
 * or W); the app holds no word a display shows. */
#ifndef SCREEN_H
#define SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "game_id.h"
#include "play.h"
#include "reason.h"

typedef enum {
    SCREEN_BOOT = 0,
    SCREEN_MENU,
    SCREEN_SETTINGS,
    SCREEN_RULES,
    SCREEN_START,
    SCREEN_EDIT,
    SCREEN_TURN,
    SCREEN_SPREAD,
    SCREEN_HINT,
    SCREEN_WHY,
    SCREEN_OVER,
    SCREEN_PIRATES,
    SCREEN_RESUME,
    SCREEN_STATS,
    SCREEN_TIP,
    SCREEN_COUNT
} screen_id_t;

/* The app's messages; each view has a word (or a few) for every one. */
typedef enum {
    MSG_NONE = 0,
    MSG_HELP,
    MSG_STATS,
    MSG_SETTINGS,
    /* the start screen's items and values */
    MSG_PLAY,
    MSG_FIRST,
    MSG_VS,
    MSG_RANDOM,
    MSG_EDIT,
    MSG_COUNT_TO, /* with a number: the game's preset pile */
    MSG_HUMAN,
    MSG_MISERE,    /* the Play item's value with the Misere setting: it applies */
    MSG_NO_MISERE, /* ... it does not apply to this game (Bash and Nim only) */
    MSG_NO_MOVE,   /* ... the position has no move: no game to start */
    /* the players: against the computer, then between two people */
    MSG_YOU,
    MSG_CPU,
    MSG_P1,
    MSG_P2,
    /* the in-game menu */
    MSG_WHY,
    MSG_PLAY_HINT,
    MSG_UNDO,
    MSG_QUIT,
    MSG_BACK,
    /* the editor's fields */
    MSG_PILES,
    MSG_PILE,   /* with the pile's index */
    MSG_NUMBER, /* with the number's index: Euclid's game has two numbers, not piles */
    MSG_STONES,
    MSG_COINS,
    MSG_SIZE,
    MSG_MAX,
    MSG_PIRATES_N,
    MSG_PIRATES_M,
    MSG_PIRATES_P,
    /* refusals of a move */
    MSG_PILE_EMPTY,
    MSG_NO_COIN,
    MSG_NOT_FREE,
    MSG_NOT_ALLOWED,
    MSG_NOT_THIS_PILE,
    MSG_MAX_TAKE, /* with a number: the position's limit */
    MSG_NOT_POW2,
    MSG_NOTHING_TO_UNDO,
    /* the pirates' puzzle */
    MSG_THROWN,
    /* the Stats screen's question */
    MSG_RESET_STATS,
    /* the end screen's keys: SELECT a new game, LEFT the menu */
    MSG_AGAIN,
    /* the coach's words (SCREEN_TURN's msg_value: view_coach_word) */
    MSG_COACH_FOUND,
    MSG_COACH_KEPT,
    MSG_COACH_THREW,
    MSG_COUNT
} msg_t;

/* The settings (the Settings screen's list, in this order); each takes one of a few values,
 * an index: Sound 0 Off, 1 On; Level a level_t (play.h); Mode a play_mode_t (play_mode.h);
 * Light the backlight's timeout, 0 Always, 1 10 s, 2 30 s, 3 60 s; Coach 0 On, 1 Off
 * (settings.h: SETTINGS_COACH_ON, what every box record before the setting holds). */
typedef enum {
    SETTING_SOUND = 0,
    SETTING_LEVEL,
    SETTING_MODE,
    SETTING_LIGHT,
    SETTING_COACH,
    SETTING_COUNT
} setting_id_t;

/* One entry of a list screen: a message (MSG_SETTINGS), or else what id names: a menu
 * entry's game (game_id_t), a setting (setting_id_t) with its value (value_id, the index of
 * its value: settings_get). */
typedef struct {
    uint8_t msg;
    uint8_t id;
    uint8_t value_id;
} screen_item_t;

typedef struct {
    uint8_t id;        /* screen_id_t */
    uint8_t msg;       /* msg_t: an item, a field, a refusal (see the list at the top) */
    uint8_t msg_value; /* msg_t: a player, or the item's value */
    uint8_t cursor;    /* lists: the entry selected; the editor: the digit; rules: the scroll */
    uint8_t count;     /* lists: the entries */
    uint8_t index;     /* the editor's pile; the pile receiving stones */
    uint8_t game;      /* the game (game_id_t): rules, resume */
    const play_t *play; /* the game */
    const play_move_t *move; /* a move, or NULL */
    void (*item)(uint8_t i, screen_item_t *out); /* lists: entry i (0..count-1) */
    uint32_t value[2];
    union {                /* what the description works out for the screen: */
        play_move_t hint;  /* SCREEN_HINT's move */
        reason_t reason;   /* SCREEN_WHY */
        play_pos_t after;  /* SCREEN_SPREAD: the piles as the move leaves them so far */
    };
} screen_t;

/* True for the coach's words, which SCREEN_TURN's msg_value holds in place of a name. */
static inline bool view_coach_word(uint8_t msg)
{
    return msg == MSG_COACH_FOUND || msg == MSG_COACH_KEPT || msg == MSG_COACH_THREW;
}

/* An editor's field named with its index: a pile ("Pile 2") or one of Euclid's numbers. */
static inline bool screen_msg_indexed(uint8_t msg)
{
    return msg == MSG_PILE || msg == MSG_NUMBER;
}

#endif
