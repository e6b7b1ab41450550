/* ref_hdu1847.c - benchmark only (not shipped): the plain scanf/printf shape of an accepted
 * HDU 1847 solution (powers of two: n % 3), the yardstick for the host tool's speed
 * (bench/judge/speed.sh). */
#include <stdio.h>

int main(void)
{
    int n;
    while (scanf("%d", &n) == 1) {
        printf("%s\n", n % 3 != 0 ? "Kiki" : "Cici");
    }
    return 0;
}
