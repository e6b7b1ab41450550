/* bench_ref.h - exact answers for `make bench`, computed on the host independently of the
 * solvers under firmware/ (128-bit integer square roots, the games' definitions from
 * /work/shared/notes/GAMES.md), so a bench run checks the AVR build, not itself. */
#ifndef BENCH_REF_H
#define BENCH_REF_H

#include <stdbool.h>
#include <stdint.h>

/* floor(k * phi), exact for every k < 2^32 (isqrt(5 k^2) in 128-bit arithmetic). */
uint64_t ref_wythoff_a(uint64_t k);

/* True when (a, b), either order, is a Wythoff P-position. */
bool ref_wythoff_is_p(uint64_t a, uint64_t b);

/* The other member of x's Wythoff pair (may exceed 32 bits). */
uint64_t ref_wythoff_partner(uint64_t x);

/* Every winning Wythoff move in HDU 2177 order as (x, y, kind) rows; returns the count. */
uint8_t ref_wythoff_moves(uint64_t a, uint64_t b, uint64_t out[3][3]);

/* Euclid's game: true when the mover wins (a, b >= 1). */
bool ref_euclid_wins(uint64_t a, uint64_t b);

/* XOR of x..y (either order) by counting the set bits of each column. */
uint32_t ref_xor_range(uint32_t x, uint32_t y);

/* Pirates: the least gold pirate p gets; false when p is thrown. */
bool ref_pirates(uint64_t n, uint64_t m, uint64_t p, uint64_t *gold);

/* A New Stone Game: true when the non-empty piles do not pair up (the mover wins). */
bool ref_new_stone_wins(const uint32_t *piles, uint8_t count);

#endif
