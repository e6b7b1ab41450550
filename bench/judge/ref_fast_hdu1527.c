/* ref_fast_hdu1527.c - benchmark only (not shipped): an accepted HDU 1527 solution (Wythoff's
 * game: floor(k * phi) in double, as ref_hdu1527.c) in the "fast I/O" shape (fast_io.h), the
 * second yardstick for the host tool's speed (bench/judge/speed.sh). Exact for the bench data
 * (piles below 10^9). */
#include <math.h>
#include "fast_io.h"

int main(void)
{
    const double phi = (1.0 + sqrt(5.0)) / 2.0;
    unsigned a, b;
    fast_read_all();
    while (fast_uint(&a) && fast_uint(&b)) {
        if (a > b) {
            unsigned t = a;
            a = b;
            b = t;
        }
        unsigned k = b - a;
        unsigned ak = (unsigned)floor((double)k * phi);
        fast_str(ak == a ? "0\n" : "1\n", 2);
    }
    fast_flush();
    return 0;
}
