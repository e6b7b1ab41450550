/* bench_cases.h - what `make bench` measures, shared by the bench firmware (bench/avr/) and the
 * host runner (bench/host/): the case ids the firmware writes to GPIOR0, the result words it
 * writes to GPIOR1 after each run, and the input tables, in the order the firmware runs them.
 *
 * Protocol (see docs/bench.md): for every input the firmware writes the case id to GPIOR0 just
 * before the measured call(s) and 0 right after, then streams the result as 32-bit words, low
 * byte first, through GPIOR1. When all cases are done it writes BENCH_DONE to GPIOR2 and sleeps
 * with interrupts off. The k-th run of a case id used the k-th row of that case's table.
 * Tables live in flash on the AVR (BENCH_ROM) and are copied to RAM before the start mark. */
#ifndef BENCH_CASES_H
#define BENCH_CASES_H

#include <stdint.h>

#ifdef __AVR__
#include <avr/pgmspace.h>
#define BENCH_ROM PROGMEM
#else
#define BENCH_ROM
#endif

#define BENCH_DONE 0xA5
#define BENCH_MAX_WORDS 24 /* most result words one run may emit */
#define BENCH_MARKER_RUNS 4
#define BENCH_COUNT(t) ((uint8_t)(sizeof(t) / sizeof((t)[0])))

typedef enum {
    BENCH_ID_MARKER = 1,              /* start mark then end mark: the baseline to subtract */
    BENCH_ID_WYTHOFF_P = 2,           /* wythoff_is_p -> [p] */
    BENCH_ID_WYTHOFF_P_FLOAT = 3,     /* write-ups: floor(k*(1+sqrt(5))/2) == a -> [p] */
    BENCH_ID_WYTHOFF_MOVES = 4,       /* wythoff_winning_moves -> [n, x, y, kind ...] */
    BENCH_ID_WYTHOFF_MOVES_SMALL = 5, /* the same on the HDU 2177 baseline's inputs */
    BENCH_ID_WYTHOFF_HDU2177 = 6,     /* write-up's pile-size loop -> [n, x, y ...] */
    BENCH_ID_EUCLID = 7,              /* euclid_first_wins + euclid_winning_move -> [w, ok, a, b, t] */
    BENCH_ID_EUCLID_VERDICT = 8,      /* euclid_first_wins -> [w] */
    BENCH_ID_EUCLID_SEED64 = 9,       /* write-up's gcd + recursion, long long as written -> [w] */
    BENCH_ID_EUCLID_SEED32 = 10,      /* the same ported to uint32_t -> [w] */
    BENCH_ID_NIM8 = 11,               /* nim_first_wins + nim_winning_moves -> [w, n, pile, to ...] */
    BENCH_ID_BASH = 12,               /* bash_first_wins + bash_winning_take -> [w, take] */
    BENCH_ID_POW2 = 13,               /* pow2_first_wins + pow2_winning_takes -> [w, takes] */
    BENCH_ID_NEW_STONE6 = 14,         /* new_stone_first_wins + _winning_move -> [w, ok, from, after x6] */
    BENCH_ID_PIRATES = 15,            /* pirates_share -> [survives, gold] */
    BENCH_ID_XOR_RANGE = 16,          /* xor_range -> [x] */
    BENCH_ID_MUL64 = 17,              /* cost anatomy: (uint64_t)x * y, libgcc -> [lo, hi] */
    BENCH_ID_COUNT = 18
} bench_id_t;

#define BENCH_NIM_PILES 8
#define BENCH_STONE_PILES 6
#define BENCH_HDU2177_MAX_MOVES 6

/* Wythoff P-test (a, b): classics, P-positions around the AVR float's first failure (k = 2584),
 * Fibonacci differences (the hardest k for any approximation of phi), the largest P-position
 * (2654435768, 4294967294), its neighbours and the 32-bit extremes, in both orders. */
static const uint32_t bench_wythoff_p_in[][2] BENCH_ROM = {
    {0u, 0u}, {1u, 2u}, {3u, 5u}, {5u, 3u},
    {4179u, 6762u}, {4180u, 6764u},                     /* k = 2583, k = 2584 */
    {16180u, 26180u}, {1618033u, 2618033u},             /* k = 10^4, 10^6 */
    {161803398u, 261803398u},                           /* k = 10^8 */
    {1134903169u, 1836311902u}, {1134903170u, 1836311902u}, /* k = F44 */
    {1836311903u, 2971215073u}, {1836311902u, 2971215073u}, /* k = F45 */
    {1836311904u, 2971215073u}, {1836311903u, 2971215074u},
    {2971215073u, 1836311903u},
    {2654435768u, 4294967294u}, {2654435769u, 4294967294u}, /* the largest P-position */
    {2654435768u, 4294967295u}, {4294967294u, 2654435768u},
    {4294967295u, 4294967295u}, {0u, 4294967295u}, {4294967295u, 0u},
    {1u, 4294967295u}, {4294967294u, 4294967295u},
};

/* Wythoff move lists: every kind, the 7 10 double, overflow edges near 2^32. */
static const uint32_t bench_wythoff_moves_in[][2] BENCH_ROM = {
    {2u, 2u}, {7u, 10u}, {1484u, 2400u},
    {1836311904u, 2971215073u}, {1836311903u, 2971215074u}, {2971215074u, 1836311903u},
    {2654435769u, 4294967294u}, {2654435768u, 4294967295u},
    {4294967295u, 4294967295u}, {4294967294u, 4294967295u}, {1u, 4294967295u},
    {3000000000u, 4000000000u}, {2654435768u, 4294967294u},
};

/* The write-up's HDU 2177 loop runs a + b float iterations: only small cases finish. The first
 * has b < 2584 (float still exact), the second does not. Both have all three kinds of move. */
static const uint32_t bench_wythoff_small_in[][2] BENCH_ROM = {
    {1484u, 2400u}, {6058u, 9801u},
};

/* Euclid: consecutive Fibonacci numbers near 2^32 (every quotient 1: the longest chain),
 * both orders, other extremes, the problem's samples. */
static const uint32_t bench_euclid_in[][2] BENCH_ROM = {
    {2971215073u, 1836311903u}, {1836311903u, 2971215073u},
    {1836311903u, 1134903170u}, {1134903170u, 701408733u},
    {4294967295u, 2654435769u}, {4294967295u, 4294967294u},
    {4294967295u, 1u}, {1u, 4294967295u}, {4294967295u, 4294967295u},
    {34u, 12u}, {15u, 24u},
};

typedef struct {
    uint32_t piles[BENCH_NIM_PILES];
    uint8_t mode; /* play_mode_t */
} bench_nim_in_t;

/* Nim, 8 piles of 32-bit sizes: 7 winning moves (the most 8 piles allow), a P-position, a mixed
 * one, and misere endings. */
static const bench_nim_in_t bench_nim_in[] BENCH_ROM = {
    {{0x80000001u, 0x80000002u, 0x80000004u, 0x80000008u, 0x80000010u, 0x80000020u, 0x80000040u,
      0x00000080u}, 0},
    {{4294967295u, 4294967295u, 123456789u, 123456789u, 1u, 1u, 2863311530u, 2863311530u}, 0},
    {{4294967295u, 3000000000u, 2000000000u, 1000000000u, 65536u, 255u, 17u, 0u}, 0},
    {{1u, 1u, 1u, 1u, 0u, 1u, 1u, 0u}, 1},
    {{1u, 1u, 1u, 4294967295u, 0u, 1u, 1u, 0u}, 1},
    {{4294967295u, 4294967294u, 3u, 5u, 7u, 9u, 11u, 13u}, 1},
};

/* Bash (n, m, mode): 32-bit divisions, m + 1 overflowing, both modes. */
static const uint32_t bench_bash_in[][3] BENCH_ROM = {
    {4294967295u, 4294967295u, 0u}, {4294967295u, 4294967294u, 0u}, {4294967295u, 1u, 0u},
    {4294967295u, 65535u, 0u}, {4294967294u, 2147483647u, 0u}, {100u, 10u, 0u},
    {4294967295u, 4294967295u, 1u}, {4294967295u, 2u, 1u}, {4294967294u, 2147483646u, 1u},
    {0u, 5u, 1u}, {1u, 5u, 1u},
};

/* Powers of two: one pile n. */
static const uint32_t bench_pow2_in[] BENCH_ROM = {
    4294967295u, 4294967294u, 4294967293u, 2863311530u, 3u, 0u, 1u,
};

/* A New Stone Game, 6 piles: distinct sizes, a paired P-position, empty piles, extremes. */
static const uint32_t bench_stone_in[][BENCH_STONE_PILES] BENCH_ROM = {
    {4294967295u, 1u, 2u, 3u, 4u, 5u},
    {7u, 4294967295u, 9u, 7u, 4294967295u, 9u},
    {0u, 5u, 0u, 5u, 3u, 0u},
    {4294967295u, 4294967294u, 3000000000u, 2000000000u, 1000000000u, 1u},
    {1u, 1u, 2u, 2u, 3u, 4294967295u},
};

/* Pirates (n, m, p) at the largest n. */
static const uint32_t bench_pirates_in[][3] BENCH_ROM = {
    {4294967295u, 0u, 1u}, {4294967295u, 0u, 4294967295u},
    {4294967295u, 1000u, 2000u}, {4294967295u, 1000u, 4294967295u},
    {4294967295u, 2147483647u, 4294967295u}, {4294967295u, 2147483647u, 1u},
    {4294967295u, 4294967295u, 4294967295u}, {4294967295u, 4294967295u, 3u},
    {4294967295u, 2147483648u, 4294967293u},
};

/* XOR of x..y. */
static const uint32_t bench_xor_in[][2] BENCH_ROM = {
    {0u, 4294967295u}, {1u, 4294967295u}, {4294967295u, 0u},
    {123456789u, 3987654321u}, {4294967295u, 4294967295u}, {2u, 2u},
};

/* Cost anatomy: one 32x32->64 multiply as avr-gcc 5.4 compiles it (a call to libgcc's
 * __umulsidi3), the operation the Wythoff solver needs two or more of per evaluation. */
static const uint32_t bench_mul_in[][2] BENCH_ROM = {
    {0u, 0u}, {5u, 0x9E3779B9u}, {4294967295u, 0x7F4A7C15u}, {2654435769u, 0x9E3779B9u},
};

#endif
