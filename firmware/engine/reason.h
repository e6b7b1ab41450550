/* reason.h - why a position is won or lost, as the games explain it: a kind of argument, its
 * numbers and the verdict for the player to move, with no words. A game's `solve` hook (play.h)
 * fills one; a view lays it out on its display (the LCD's Why screen) and the console
 * prints it in its own words. */
#ifndef REASON_H
#define REASON_H

#include <stdint.h>

/* What a reason is (reason_t.kind), and what its fields hold. */
typedef enum {
    REASON_MOD = 0,  /* Bash, Powers of 2: num[0] = n, num[1] = the divisor m + 1 (0: 2^32),
                      * num[2] = n mod it; detail: the remainder that loses (0; 1 misere) */
    REASON_NIM_SUM,  /* Nim: num[0] = the nim-sum (0 loses); detail 1: misere play (a pile
                      * is above 1: as in Nim, but the move that leaves only 1-piles leaves
                      * an odd number of them) */
    REASON_NIM_ONES, /* misere Nim, every pile 0 or 1: num[0] = the parity of the 1-piles
                      * (detail 1) */
    REASON_WYTHOFF,  /* num[0] = k, the piles' difference; detail 1: the losing pair of that
                      * difference is num[1] = a_k, num[2] = b_k (0: there is none) */
    REASON_EUCLID,   /* num[0] = larger / smaller (0 with a 0), num[1] = forced steps ahead */
    REASON_PAIRS,    /* New Stone: the non-empty piles pair up or not */
    REASON_LINES,    /* coin circle: count lines of len[] coins; detail: REASON_LINES_* flags */
    REASON_DOMINO,   /* board walk: detail: the token's domino partner (PLAY_DIR_*), or
                      * REASON_DOMINO_CORNER, REASON_DOMINO_GONE */
    REASON_PIRATES,  /* detail: the case of the closed form (REASON_PIRATES_*) */
    REASON_COUNT
} reason_kind_t;

#define REASON_LINES_MIRROR 1u /* flag: the lines pair up (the mirror strategy) */
#define REASON_LINES_RING 2u   /* flag: no coin is gone yet: a whole ring of num[0] coins */
#define REASON_DOMINO_CORNER 4u /* the token is on the corner no domino covers */
#define REASON_DOMINO_GONE 5u   /* its partner square was visited */
/* REASON_PIRATES' detail: the case of the closed form (as pirates.h's pirates_case_t) */
#define REASON_PIRATES_LE 0u /* n <= 2m: the proposer buys each vote he needs with 1 gold */
#define REASON_PIRATES_EQ 1u /* n = 2m + 1: he keeps nothing, the odd pirates below get 1 */
#define REASON_PIRATES_GT 2u /* n > 2m + 1: the ones above 2m + 2^j are thrown */
#define REASON_PIRATES_CASES 3u

typedef struct {
    uint8_t kind;   /* reason_kind_t */
    uint8_t wins;   /* 1: the player to move wins */
    uint8_t detail; /* per kind, above */
    uint8_t count;  /* REASON_LINES: the lines in len[] */
    union {
        uint32_t num[3];
        uint8_t len[12];
    };
} reason_t;

#endif
