/* ref_fast_hdu2176.c - benchmark only (not shipped): an accepted HDU 2176 solution (Nim: `No`,
 * or `Yes` and every pile a with a ^ x < a, to a ^ x, as ref_hdu2176.c) in the "fast I/O" shape
 * (fast_io.h), the second yardstick for the host tool's speed (bench/judge/speed.sh). */
#include "fast_io.h"

#define MAXN (200000 + 100)

static unsigned pile[MAXN];

int main(void)
{
    unsigned m;
    fast_read_all();
    while (fast_uint(&m) && m != 0) {
        unsigned x = 0;
        for (unsigned i = 0; i < m; i++) {
            fast_uint(&pile[i]);
            x ^= pile[i];
        }
        if (x == 0) {
            fast_str("No\n", 3);
            continue;
        }
        fast_str("Yes\n", 4);
        for (unsigned i = 0; i < m; i++) {
            if ((pile[i] ^ x) < pile[i]) {
                fast_uint_out(pile[i]);
                fast_char(' ');
                fast_uint_out(pile[i] ^ x);
                fast_char('\n');
            }
        }
    }
    fast_flush();
    return 0;
}
