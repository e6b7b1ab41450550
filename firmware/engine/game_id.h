/* game_id.h - the games, one id each for the toy and the console: the toy's nine in its
 * menu's order (its statistics and its saved game are kept by this id), then the console's
 * own, which the toy does not play. The console's tables (games' names, argument forms) and
 * the judge's problems use the same ids. */
#ifndef GAME_ID_H
#define GAME_ID_H

typedef enum {
    GAME_BASH = 0,
    GAME_NIM,
    GAME_WYTHOFF,
    GAME_EUCLID,
    GAME_POW2,
    GAME_NEW_STONE,
    GAME_COIN_CIRCLE,
    GAME_BOARD_WALK,
    GAME_PIRATES,
    GAME_COUNT,            /* the toy's games (its menu) */
    GAME_XOR = GAME_COUNT, /* the console's own: Nim with one pile of each size X..Y */
    GAME_ALL               /* every game the console solves */
} game_id_t;

#endif
