/* ref_hdu2176.c - benchmark only (not shipped): the plain scanf/printf shape of an accepted
 * HDU 2176 solution (Nim with the winning moves: every pile a with a ^ x < a, to a ^ x), as the
 * write-up has it, the yardstick for the host tool's speed (bench/judge/speed.sh). */
#include <stdio.h>

#define MAXN (200000 + 100)

static unsigned pile[MAXN];

int main(void)
{
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        unsigned x = 0;
        for (int i = 0; i < m; i++) {
            scanf("%u", &pile[i]);
            x ^= pile[i];
        }
        if (x == 0) {
            printf("No\n");
            continue;
        }
        printf("Yes\n");
        for (int i = 0; i < m; i++) {
            if ((pile[i] ^ x) < pile[i]) {
                printf("%u %u\n", pile[i], pile[i] ^ x);
            }
        }
    }
    return 0;
}
