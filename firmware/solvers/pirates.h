/* pirates.h - the pirates' gold puzzle (HDU 1538): n pirates share m gold; the fiercest (n)
 * proposes, at least half yes passes, else he is thrown and the next proposes. Closed form
 * (see ../shared notes GAMES.md): n <= 2m, n = 2m + 1, and n > 2m + 1 with the largest power of
 * two 2^j <= n - 2m (pirates p > 2m + 2^j are thrown). O(log n), 64-bit safe for 2m. */
#ifndef PIRATES_H
#define PIRATES_H

#include <stdbool.h>
#include <stdint.h>

/* The three cases of the closed form (pirates_case). */
typedef enum {
    PIRATES_LE = 0, /* n <= 2m: the proposer buys each vote he needs with 1 gold */
    PIRATES_EQ,     /* n = 2m + 1: he keeps nothing, the odd pirates below get 1 */
    PIRATES_GT      /* n > 2m + 1: the ones above 2m + 2^j are thrown */
} pirates_case_t;

/* Which case of the closed form n pirates and m gold fall in. */
pirates_case_t pirates_case(uint32_t n, uint32_t m);

/* The least gold pirate p (1 <= p <= n) is certain to get. Returns false when pirate p is
 * thrown overboard (*gold is then 0). */
bool pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold);

#endif
