/* solvers_a_support.c - exact reference arithmetic for the solver tests (see the header). */
#include "solvers_a_support.h"

#include <stdlib.h>
#include <string.h>

uint64_t sa_isqrt_u128(unsigned __int128 n)
{
    /* Bit-by-bit square root: 64 steps, no floating point. */
    unsigned __int128 root = 0;
    unsigned __int128 bit = (unsigned __int128)1 << 126;
    while (bit > n) {
        bit >>= 2;
    }
    while (bit != 0) {
        if (n >= root + bit) {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return (uint64_t)root;
}

uint64_t sa_wythoff_a_exact(uint64_t k)
{
    unsigned __int128 k2 = (unsigned __int128)k * k;
    return (k + sa_isqrt_u128(5 * k2)) / 2;
}

uint64_t sa_wythoff_a_count(uint64_t x)
{
    uint64_t lo = 0;           /* a_lo <= x always (a_0 = 0) */
    uint64_t hi = x + 1;       /* a_hi >= hi > x */
    while (hi - lo > 1) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (sa_wythoff_a_exact(mid) <= x) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

bool sa_beatty_init(sa_beatty_t *s, uint64_t max_k)
{
    enum { SEED = 256 };                  /* d_0 .. d_{SEED-1} */
    static uint8_t used[3 * SEED + 8];    /* a_k, b_k < 2.62 (SEED + 1) + 1 */
    uint64_t seq[SEED + 1];

    s->limit = max_k / 8 * 5 + 2 * SEED; /* j < k/phi + 1 < 0.625k + 512 */
    s->bits = calloc(s->limit / 64 + 1, sizeof(uint64_t));
    if (s->bits == NULL) {
        return false;
    }
    memset(used, 0, sizeof used);
    uint64_t next_free = 0;
    for (uint64_t k = 0; k <= SEED; k++) {
        while (used[next_free]) {
            next_free++;
        }
        seq[k] = next_free;
        used[next_free] = 1;
        used[next_free + k] = 1;
    }
    for (uint64_t i = 0; i < SEED; i++) {
        s->bits[i >> 6] |= (seq[i + 1] - seq[i] - 1) << (i & 63u);
    }
    s->k = 1;
    s->a = 1;
    s->j = 1;
    s->bj = 2;
    s->w = s->bits[0] >> 1;
    return true;
}

void sa_beatty_fill(sa_beatty_t *s, uint64_t *out, uint32_t n)
{
    uint64_t k = s->k, a = s->a, j = s->j, bj = s->bj, w = s->w;
    uint64_t *bits = s->bits;
    const uint64_t limit = s->limit;
    /* The word of d bits being written is kept in a register (a read-modify-write of memory
     * per step would chain every step through store forwarding). It starts from memory so
     * that the seeded bits survive until they are written again (with the same values). */
    uint64_t cur = k < limit ? bits[k >> 6] : 0;
    for (uint32_t i = 0; i < n; i++) {
        /* Both outcomes are computed first, then selected: short dependency chain. */
        uint64_t bj_after = bj + 2 + (w & 1u);
        uint64_t w_after = w >> 1;
        uint64_t skip = a + 1 == bj;
        a = skip ? a + 2 : a + 1;
        bj = skip ? bj_after : bj;
        w = skip ? w_after : w;
        j += skip;
        if (((j & 63u) | (skip ^ 1u)) == 0) {
            w = bits[j >> 6];
        }
        if (k < limit) {
            cur |= skip << (k & 63u);
            if ((k & 63u) == 63u) {
                bits[k >> 6] = cur;
                cur = k + 1 < limit ? bits[(k + 1) >> 6] : 0;
            }
        }
        k++;
        out[i] = a;
    }
    if (k < limit) {
        bits[k >> 6] = cur;
    }
    s->k = k;
    s->a = a;
    s->j = j;
    s->bj = bj;
    s->w = w;
}

void sa_beatty_free(sa_beatty_t *s)
{
    free(s->bits);
    s->bits = NULL;
}

uint64_t sa_rand64(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 2685821657736338717ull;
}

uint32_t sa_rand32(uint64_t *state)
{
    return (uint32_t)(sa_rand64(state) >> 32);
}

uint32_t sa_rand_spread32(uint64_t *state)
{
    uint64_t r = sa_rand64(state);
    unsigned bits = (unsigned)(r & 31u) + 1u; /* 1..32 bits */
    uint32_t v = (uint32_t)(r >> 32);
    return bits == 32 ? v : v & ((1u << bits) - 1u);
}
