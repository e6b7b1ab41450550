/* ref_fast_hdu1847.c - benchmark only (not shipped): an accepted HDU 1847 solution (powers of
 * two: n % 3, as ref_hdu1847.c) in the "fast I/O" shape (fast_io.h), the second yardstick for
 * the host tool's speed (bench/judge/speed.sh). */
#include "fast_io.h"

int main(void)
{
    unsigned n;
    fast_read_all();
    while (fast_uint(&n)) {
        if (n % 3u != 0) {
            fast_str("Kiki\n", 5);
        } else {
            fast_str("Cici\n", 5);
        }
    }
    fast_flush();
    return 0;
}
