/* wythoff.h - Wythoff's game: two piles; take any number from one pile, or the same number
 * from both. P-positions are (a_k, b_k) with a_k = floor(k*phi), b_k = a_k + k, k >= 0.
 * Integer only: the pairs read off the Zeckendorf (Fibonacci) sums of the numbers (see
 * wythoff.c), exact for every k whose a_k fits in 32 bits. One walk over the 46 Fibonacci
 * numbers below 2^32 per number looked at. */
#ifndef WYTHOFF_H
#define WYTHOFF_H

#include <stdbool.h>
#include <stdint.h>

/* Largest k with b_k < 2^32: (2654435768, 4294967294). */
#define WYTHOFF_MAX_K 1640531526u
/* Largest k with a_k < 2^32: a_k = 4294967295. */
#define WYTHOFF_MAX_A_INDEX 2654435769u

/* floor(k*phi) for k <= WYTHOFF_MAX_A_INDEX. */
uint32_t wythoff_a(uint32_t k);

/* a_k + k for k <= WYTHOFF_MAX_K. */
uint32_t wythoff_b(uint32_t k);

/* True when (a, b) (either order) is a P-position: the player to move loses. */
bool wythoff_is_p(uint32_t a, uint32_t b);

/* The inverse: every natural x is in exactly one pair. Sets *k to its index and *is_b to
 * whether x is the larger member b_k (x = 0 is a_0 = b_0: reported as a_0). */
void wythoff_locate(uint32_t x, uint32_t *k, bool *is_b);

/* The other member of x's pair; returns false when it exceeds 4294967295. */
bool wythoff_partner(uint32_t x, uint32_t *partner);

typedef enum {
    WYTHOFF_TAKE_BOTH = 1,    /* the same from both piles */
    WYTHOFF_TAKE_SMALLER = 2, /* from the smaller pile */
    WYTHOFF_TAKE_LARGER = 3   /* from the larger pile */
} wythoff_kind_t;

/* A move, as the position it leaves (x <= y) and its kind. */
typedef struct {
    uint32_t x, y;
    wythoff_kind_t kind;
} wythoff_move_t;

/* Every winning move of (a, b) (either order) in HDU 2177 order (GAMES.md): kind 1 first,
 * then the single-pile moves (kinds 2 and 3) by the position they leave, x then y; each kind
 * at most once; kind 3 is left out when a == b. Kinds 1 and 3 may leave the same position
 * (7 10 -> 4 7 twice): both are listed. Returns the count (0 for a P-position). */
uint8_t wythoff_winning_moves(uint32_t a, uint32_t b, wythoff_move_t out[3]);

/* For a P-position other than (0,0): a legal move that keeps the game long (take 1 from the
 * larger pile). Returns false when there is no move. */
bool wythoff_stalling_move(uint32_t a, uint32_t b, wythoff_move_t *out);

#endif
