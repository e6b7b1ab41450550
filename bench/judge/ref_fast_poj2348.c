/* ref_fast_poj2348.c - benchmark only (not shipped): an accepted POJ 2348 solution (Euclid's
 * game: walk the chain while the quotient is 1, as ref_poj2348.c) in the "fast I/O" shape
 * (fast_io.h), the second yardstick for the host tool's speed (bench/judge/speed.sh). */
#include "fast_io.h"

int main(void)
{
    unsigned a, b;
    fast_read_all();
    while (fast_uint(&a) && fast_uint(&b) && (a != 0 || b != 0)) {
        int first = 1;
        for (;;) {
            if (a < b) {
                unsigned t = a;
                a = b;
                b = t;
            }
            if (a % b == 0 || a / b >= 2) {
                break;
            }
            a -= b;
            first = !first;
        }
        if (first) {
            fast_str("Stan wins\n", 10);
        } else {
            fast_str("Ollie wins\n", 11);
        }
    }
    fast_flush();
    return 0;
}
