/* bench_baselines.c - the write-ups' methods for `make bench` (see bench_baselines.h). They keep
 * the seeds' arithmetic, float included, and are only linked into the bench firmware. */
#include <math.h>
#include "bench_baselines.h"

bool baseline_wythoff_is_p_float(uint32_t a, uint32_t b)
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    long long temp = floor((b - a) * ((1.0 + sqrt(5.0)) / 2.0));
    return temp == (long long)a;
}

int16_t baseline_wythoff_hdu2177(uint32_t a, uint32_t b, uint32_t *out, uint8_t max)
{
    /* Seed 004 with int widened to int32_t: avr-gcc's int is 16 bits. */
    int32_t ia = (int32_t)a, ib = (int32_t)b;
    double g = (1 + sqrt(5.0)) / 2;
    int32_t k = ib - ia;
    int32_t p = (int32_t)(k * g);
    int16_t n = 0;
    if (ia == p)
        return -1;
    if (ia > p) {
        if (n < max) {
            out[2 * n] = (uint32_t)p;
            out[2 * n + 1] = (uint32_t)(p + k);
        }
        n++;
    }
    for (int32_t i = ia - 1; i >= 0; i--) {
        int32_t x = i, y = ib;
        int32_t l = ib - i;
        if ((int32_t)(g * l) == x) {
            if (n < max) {
                out[2 * n] = (uint32_t)x;
                out[2 * n + 1] = (uint32_t)y;
            }
            n++;
        }
    }
    for (int32_t i = ib - 1; i >= 0; i--) {
        if (ia == ib)
            break;
        int32_t x = ia, y = i;
        if (x > y) {
            int32_t t = x;
            x = y;
            y = t;
        }
        int32_t l = y - x;
        if ((int32_t)(g * l) == x) {
            if (n < max) {
                out[2 * n] = (uint32_t)x;
                out[2 * n + 1] = (uint32_t)y;
            }
            n++;
        }
    }
    return n;
}

static long long seed_gcd(long long a, long long b)
{
    if (a == 0)
        return b;
    return seed_gcd(b % a, a);
}

static long long seed_eu(long long m, long long n)
{
    if (m == 1)
        return 1;
    if (n - m == 1 && m)
        return 0;
    if (n >= m * 2 - 1)
        return 1;
    return !seed_eu(n % m, m);
}

bool baseline_euclid_seed64(uint32_t a, uint32_t b)
{
    long long m = a, n = b;
    long long g = seed_gcd(m, n);
    m /= g;
    n /= g;
    if (m > n) {
        long long t = m;
        m = n;
        n = t;
    }
    return seed_eu(m, n) != 0;
}

static uint32_t seed32_gcd(uint32_t a, uint32_t b)
{
    if (a == 0)
        return b;
    return seed32_gcd(b % a, a);
}

static bool seed32_eu(uint32_t m, uint32_t n)
{
    if (m == 1)
        return true;
    if (n - m == 1 && m)
        return false;
    if (n - m >= m - 1)
        return true;
    return !seed32_eu(n % m, m);
}

bool baseline_euclid_seed32(uint32_t a, uint32_t b)
{
    uint32_t g = seed32_gcd(a, b);
    uint32_t m = a / g, n = b / g;
    if (m > n) {
        uint32_t t = m;
        m = n;
        n = t;
    }
    return seed32_eu(m, n);
}
