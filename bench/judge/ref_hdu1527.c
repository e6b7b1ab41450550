/* ref_hdu1527.c - benchmark only (not shipped): the plain scanf/printf shape of an accepted
 * HDU 1527 solution (Wythoff's game: floor(k * phi) in double), the yardstick for the host
 * tool's speed (bench/judge/speed.sh). Exact for the bench data (piles below 10^9). */
#include <math.h>
#include <stdio.h>

int main(void)
{
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) {
            long long t = a;
            a = b;
            b = t;
        }
        long long k = b - a;
        long long ak = (long long)floor((double)k * (1.0 + sqrt(5.0)) / 2.0);
        printf("%d\n", ak == a ? 0 : 1);
    }
    return 0;
}
