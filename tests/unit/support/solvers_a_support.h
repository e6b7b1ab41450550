/* solvers_a_support.h - exact reference arithmetic for the solver tests (Wythoff, Euclid,
 * Nim, Bash, pow2, xor_range, pirates): 128-bit integer square root, exact floor(k*phi),
 * the Beatty recurrence as a stream, and a small deterministic random generator.
 * Host only (unsigned __int128); nothing here shares code with the solvers. */
#ifndef SOLVERS_A_SUPPORT_H
#define SOLVERS_A_SUPPORT_H

#include <stdbool.h>
#include <stdint.h>

/* floor(sqrt(n)) for any 128-bit n. */
uint64_t sa_isqrt_u128(unsigned __int128 n);

/* floor(k*phi) = floor((k + isqrt(5k^2)) / 2), exact for k < 2^60. */
uint64_t sa_wythoff_a_exact(uint64_t k);

/* The largest k with floor(k*phi) <= x (exact, by binary search on sa_wythoff_a_exact). */
uint64_t sa_wythoff_a_count(uint64_t x);

/* The Beatty recurrence a_k = least natural not yet used, b_k = a_k + k, as a stream with
 * O(1) work per step: a pointer j walks the b values (b_j = a_j + j is the next one to skip)
 * and advances with b_{j+1} = b_j + 2 + d_j, where d_j = a_{j+1} - a_j - 1 is a bit this
 * stream recorded itself when it passed j (j stays near k/phi: 0.625k bits of memory, about
 * 207 MB for the whole 32-bit range). The first bits are seeded by the plain "mark used
 * numbers" method so that the cached word w is never read before it is complete.
 * The inner step has no data-dependent branch (a mispredicted branch per step would triple
 * the time of the exhaustive test) and runs on local copies of the state. */
typedef struct {
    uint64_t k, a;   /* the current term a_k */
    uint64_t j, bj;  /* the next b value not yet passed, b_j > a_k */
    uint64_t w;      /* bits[j / 64] >> (j % 64): d_j is bit 0 */
    uint64_t *bits;  /* d_i for i < limit */
    uint64_t limit;
} sa_beatty_t;

/* Starts the stream at k = 1, a_1 = 1, able to run up to k = max_k. False if out of memory. */
bool sa_beatty_init(sa_beatty_t *s, uint64_t max_k);

/* Writes the next n terms a_{k+1} .. a_{k+n} to out (kept in registers: the bit store
 * could alias the state if it were updated through the pointer). */
void sa_beatty_fill(sa_beatty_t *s, uint64_t *out, uint32_t n);

/* Releases the recorded bits. */
void sa_beatty_free(sa_beatty_t *s);

/* xorshift64* pseudo-random numbers (deterministic from the seed, never 0 state). */
uint64_t sa_rand64(uint64_t *state);
uint32_t sa_rand32(uint64_t *state);

/* A random 32-bit number whose size is spread over all bit lengths (small values too). */
uint32_t sa_rand_spread32(uint64_t *state);

#endif
