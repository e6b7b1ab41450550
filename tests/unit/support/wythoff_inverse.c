/* wythoff_inverse.c - locate and partner checked on both members of a Wythoff pair. */
#include "wythoff_inverse.h"

#include <stdbool.h>

#include "wythoff.h"

unsigned wythoff_inverse_errors(uint64_t k, uint64_t a)
{
    unsigned bad = 0;
    uint64_t b = a + k;
    uint32_t kk, p;
    bool is_b, ok;
    wythoff_locate((uint32_t)a, &kk, &is_b);
    bad += kk != k || is_b;
    ok = wythoff_partner((uint32_t)a, &p);
    bad += ok != (b <= 4294967295u) || (ok && p != b);
    if (b <= 4294967295u && k > 0) {
        wythoff_locate((uint32_t)b, &kk, &is_b);
        bad += kk != k || !is_b;
        ok = wythoff_partner((uint32_t)b, &p);
        bad += !ok || p != a;
    }
    return bad;
}
