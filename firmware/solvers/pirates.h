/* pirates.h - the pirates' gold puzzle (HDU 1538): n pirates share m gold; the fiercest (n)
 * proposes, at least half yes passes, else he is thrown and the next proposes. Closed form
 * (see ../shared notes GAMES.md): n <= 2m, n = 2m + 1, and n > 2m + 1 with the largest power of
 * two 2^j <= n - 2m (pirates p > 2m + 2^j are thrown). O(log n), 64-bit safe for 2m. */
#ifndef PIRATES_H
#define PIRATES_H

#include <stdbool.h>
#include <stdint.h>

/* The least gold pirate p (1 <= p <= n) is certain to get. Returns false when pirate p is
 * thrown overboard (*gold is then 0). */
bool pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold);

#endif
