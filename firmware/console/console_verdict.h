/* console_verdict.h - con_verdict: who wins a position of any game, by asking its solver: the
 * one map from a game to its solver, for con_first_wins (console_judge_case.c: `solve` and
 * the judge, after the range checks) and the host tool's fast path (console_judge_fast.c),
 * inline in both (the fast path asks it once a case). */
#ifndef CONSOLE_VERDICT_H
#define CONSOLE_VERDICT_H

#include <stdbool.h>
#include <stdint.h>
#include "bash_game.h"
#include "board_walk.h"
#include "coin_circle.h"
#include "euclid.h"
#include "game_id.h"
#include "new_stone.h"
#include "nim.h"
#include "pirates.h"
#include "play_mode.h"
#include "wythoff.h"
#include "xor_range.h"

/* The verdict for game (game_id_t) on numbers v already checked (count of them): true when
 * the player to move wins. What it finds on the way that an answer names goes to *found (left
 * alone for the other games): the pirates' (false when pirate P is thrown overboard) his gold,
 * xor's the nim-sum of its piles (its move is made from it, xor_range_move_sum). */
static inline bool con_verdict(const uint32_t *v, uint8_t game, play_mode_t mode,
                               uint8_t count, uint32_t *found)
{
    uint32_t a = v[0];
    uint32_t b = v[1];
    switch (game) {
    case GAME_POW2: /* n mod 3 decides: Bash with m = 2, as the engine plays it (no misere) */
        b = 2;
        /* fall through */
    case GAME_BASH:
        return bash_first_wins(a, b, mode);
    case GAME_NIM:
        return nim_first_wins(v, count, mode);
    case GAME_XOR:
        *found = xor_range(a, b);
        return *found != 0;
    case GAME_WYTHOFF:
        return !wythoff_is_p(a, b);
    case GAME_EUCLID:
        return euclid_first_wins(a, b);
    case GAME_NEW_STONE:
        return new_stone_first_wins(v, count);
    case GAME_COIN_CIRCLE:
        return coin_circle_first_wins(a, b);
    case GAME_BOARD_WALK:
        return board_walk_first_wins(a);
    default:
        return pirates_share(a, b, v[2], found);
    }
}

#endif
