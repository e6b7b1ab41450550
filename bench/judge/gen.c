/* gen.c - benchmark only: writes 10^6 cases (or argv[2]) of judge input for bench/judge/speed.sh,
 * from a fixed-seed generator so every run measures the same bytes. Problems: hdu1527 (pairs
 * below 10^9), poj2348 (pairs 1..2^31-1, then `0 0`), hdu1847 (n up to 1000, the statement's
 * range), hdu2176 (5 cases, or argv[2], of the statement's most piles, 200,000 on one line,
 * each 1..10^9, then `0`). Usage: gen PROBLEM [CASES] > file */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t gen_state = 0x9E3779B97F4A7C15u;

static uint32_t gen_next(void)
{
    gen_state ^= gen_state << 13;
    gen_state ^= gen_state >> 7;
    gen_state ^= gen_state << 17;
    return (uint32_t)(gen_state >> 16);
}

int main(int argc, char **argv)
{
    long cases = argc > 2 ? atol(argv[2]) : 1000000L;
    if (argc < 2) {
        fputs("usage: gen hdu1527|poj2348|hdu1847|hdu2176 [CASES]\n", stderr);
        return 2;
    }
    if (strcmp(argv[1], "hdu2176") == 0) {
        for (long i = 0; i < (argc > 2 ? cases : 5L); i++) {
            printf("200000\n");
            for (long j = 0; j < 200000L; j++) {
                printf(j == 0 ? "%u" : " %u", 1u + gen_next() % 1000000000u);
            }
            printf("\n");
        }
        puts("0");
        return 0;
    }
    for (long i = 0; i < cases; i++) {
        if (strcmp(argv[1], "hdu1527") == 0) {
            printf("%u %u\n", gen_next() % 1000000000u, gen_next() % 1000000000u);
        } else if (strcmp(argv[1], "poj2348") == 0) {
            printf("%u %u\n", 1u + gen_next() % 2147483647u, 1u + gen_next() % 2147483647u);
        } else if (strcmp(argv[1], "hdu1847") == 0) {
            printf("%u\n", 1u + gen_next() % 1000u);
        } else {
            fputs("gen: unknown problem\n", stderr);
            return 2;
        }
    }
    if (strcmp(argv[1], "poj2348") == 0) {
        puts("0 0");
    }
    return 0;
}
