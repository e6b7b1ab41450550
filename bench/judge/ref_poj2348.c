/* ref_poj2348.c - benchmark only (not shipped): the plain scanf/printf shape of an accepted
 * POJ 2348 solution (Euclid's game: walk the chain while the quotient is 1), the yardstick for
 * the host tool's speed (bench/judge/speed.sh). */
#include <stdio.h>

int main(void)
{
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        int first = 1;
        for (;;) {
            if (a < b) {
                long long t = a;
                a = b;
                b = t;
            }
            if (a % b == 0 || a / b >= 2) {
                break;
            }
            a -= b;
            first = !first;
        }
        printf("%s\n", first ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
