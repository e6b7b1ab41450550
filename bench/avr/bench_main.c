/* bench_main.c - the bench firmware: runs every solver of firmware/solvers/ (and the write-ups'
 * methods of bench_baselines.c) on the inputs of bench_cases.h, marking each run in GPIOR0 and
 * streaming its result through GPIOR1 for bench/host/ to time and check (protocol in
 * bench_cases.h). Inputs are copied from flash and pinned in registers before the start mark,
 * so a run's cycles are the calls themselves: argument moves, call, body, return. */
#include <avr/io.h>
#include <avr/interrupt.h>
#include <avr/pgmspace.h>
#include <avr/sleep.h>
#include <stdbool.h>
#include <stdint.h>

#include "bench_baselines.h"
#include "bench_cases.h"
#include "bash_game.h"
#include "euclid.h"
#include "new_stone.h"
#include "nim.h"
#include "pirates.h"
#include "pow2_game.h"
#include "wythoff.h"
#include "xor_range.h"

/* Start and end marks; the memory clobber keeps every load before and every store after. */
#define BENCH_START(id) \
    __asm__ __volatile__("out %0, %1" ::"I"(_SFR_IO_ADDR(GPIOR0)), "r"((uint8_t)(id)) : "memory")
#define BENCH_END() \
    __asm__ __volatile__("out %0, __zero_reg__" ::"I"(_SFR_IO_ADDR(GPIOR0)) : "memory")
/* Forces a value into a register now, so it is not reloaded inside the measured span. */
#define BENCH_PIN(v) __asm__ __volatile__("" : "+r"(v))

/* The volatile sink: every result leaves through GPIOR1, so nothing can be optimised away. */
static void bench_emit(uint32_t word)
{
    GPIOR1 = (uint8_t)word;
    GPIOR1 = (uint8_t)(word >> 8);
    GPIOR1 = (uint8_t)(word >> 16);
    GPIOR1 = (uint8_t)(word >> 24);
}

static void bench_pair(const uint32_t (*row)[2], uint32_t *a, uint32_t *b)
{
    *a = pgm_read_dword(&(*row)[0]);
    *b = pgm_read_dword(&(*row)[1]);
}

/* One measured run per input pair of a verdict (a, b) -> bool. A macro, not a function taking
 * a pointer, so the measured call stays a direct call, as the app makes it. */
#define BENCH_PAIR_VERDICT(id, fn, rows)                 \
    for (uint8_t i = 0; i < BENCH_COUNT(rows); i++) {    \
        uint32_t a, b;                                   \
        bench_pair(&(rows)[i], &a, &b);                  \
        BENCH_PIN(a);                                    \
        BENCH_PIN(b);                                    \
        BENCH_START(id);                                 \
        bool verdict = fn(a, b);                         \
        BENCH_END();                                     \
        bench_emit(verdict);                             \
    }

static void bench_marker(void)
{
    for (uint8_t i = 0; i < BENCH_MARKER_RUNS; i++) {
        BENCH_START(BENCH_ID_MARKER);
        BENCH_END();
        bench_emit(0);
    }
}

static void bench_wythoff_p(void)
{
    BENCH_PAIR_VERDICT(BENCH_ID_WYTHOFF_P, wythoff_is_p, bench_wythoff_p_in);
    BENCH_PAIR_VERDICT(BENCH_ID_WYTHOFF_P_FLOAT, baseline_wythoff_is_p_float, bench_wythoff_p_in);
}

static void bench_wythoff_moves_of(uint8_t id, const uint32_t (*rows)[2], uint8_t count)
{
    for (uint8_t i = 0; i < count; i++) {
        uint32_t a, b;
        wythoff_move_t out[3];
        bench_pair(&rows[i], &a, &b);
        BENCH_PIN(a);
        BENCH_PIN(b);
        BENCH_START(id);
        uint8_t n = wythoff_winning_moves(a, b, out);
        BENCH_END();
        bench_emit(n);
        for (uint8_t j = 0; j < n && j < 3; j++) {
            bench_emit(out[j].x);
            bench_emit(out[j].y);
            bench_emit(out[j].kind);
        }
    }
}

static void bench_wythoff_hdu2177(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_wythoff_small_in); i++) {
        uint32_t a, b;
        uint32_t out[2 * BENCH_HDU2177_MAX_MOVES];
        bench_pair(&bench_wythoff_small_in[i], &a, &b);
        BENCH_PIN(a);
        BENCH_PIN(b);
        BENCH_START(BENCH_ID_WYTHOFF_HDU2177);
        int16_t n = baseline_wythoff_hdu2177(a, b, out, BENCH_HDU2177_MAX_MOVES);
        BENCH_END();
        uint8_t shown = n < 0 ? 0 : n > BENCH_HDU2177_MAX_MOVES ? BENCH_HDU2177_MAX_MOVES : (uint8_t)n;
        bench_emit(n < 0 ? 0 : (uint32_t)n);
        for (uint8_t j = 0; j < shown; j++) {
            bench_emit(out[2 * j]);
            bench_emit(out[2 * j + 1]);
        }
    }
}

static void bench_euclid(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_euclid_in); i++) {
        uint32_t a, b;
        euclid_move_t mv = {0, 0, 0};
        bench_pair(&bench_euclid_in[i], &a, &b);
        BENCH_PIN(a);
        BENCH_PIN(b);
        BENCH_START(BENCH_ID_EUCLID);
        bool w = euclid_first_wins(a, b);
        bool ok = w && euclid_winning_move(a, b, &mv);
        BENCH_END();
        bench_emit(w);
        bench_emit(ok);
        bench_emit(mv.a);
        bench_emit(mv.b);
        bench_emit(mv.times);
    }
    BENCH_PAIR_VERDICT(BENCH_ID_EUCLID_VERDICT, euclid_first_wins, bench_euclid_in);
    BENCH_PAIR_VERDICT(BENCH_ID_EUCLID_SEED64, baseline_euclid_seed64, bench_euclid_in);
    BENCH_PAIR_VERDICT(BENCH_ID_EUCLID_SEED32, baseline_euclid_seed32, bench_euclid_in);
}

static void bench_nim(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_nim_in); i++) {
        bench_nim_in_t in;
        nim_move_t moves[BENCH_NIM_PILES];
        memcpy_P(&in, &bench_nim_in[i], sizeof in);
        play_mode_t mode = in.mode ? PLAY_MISERE : PLAY_NORMAL;
        BENCH_PIN(mode);
        BENCH_START(BENCH_ID_NIM8);
        bool w = nim_first_wins(in.piles, BENCH_NIM_PILES, mode);
        uint8_t n = nim_winning_moves(in.piles, BENCH_NIM_PILES, mode, moves);
        BENCH_END();
        bench_emit(w);
        bench_emit(n);
        for (uint8_t j = 0; j < n && j < BENCH_NIM_PILES; j++) {
            bench_emit(moves[j].pile);
            bench_emit(moves[j].to);
        }
    }
}

static void bench_bash(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_bash_in); i++) {
        uint32_t n = pgm_read_dword(&bench_bash_in[i][0]);
        uint32_t m = pgm_read_dword(&bench_bash_in[i][1]);
        play_mode_t mode = pgm_read_dword(&bench_bash_in[i][2]) ? PLAY_MISERE : PLAY_NORMAL;
        BENCH_PIN(n);
        BENCH_PIN(m);
        BENCH_PIN(mode);
        BENCH_START(BENCH_ID_BASH);
        bool w = bash_first_wins(n, m, mode);
        uint32_t take = bash_winning_take(n, m, mode);
        BENCH_END();
        bench_emit(w);
        bench_emit(take);
    }
}

static void bench_pow2(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_pow2_in); i++) {
        uint32_t n = pgm_read_dword(&bench_pow2_in[i]);
        BENCH_PIN(n);
        BENCH_START(BENCH_ID_POW2);
        bool w = pow2_first_wins(n);
        uint32_t takes = pow2_winning_takes(n);
        BENCH_END();
        bench_emit(w);
        bench_emit(takes);
    }
}

static void bench_new_stone(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_stone_in); i++) {
        uint32_t piles[BENCH_STONE_PILES], after[BENCH_STONE_PILES] = {0};
        uint8_t from = 0;
        memcpy_P(piles, &bench_stone_in[i], sizeof piles);
        BENCH_START(BENCH_ID_NEW_STONE6);
        bool w = new_stone_first_wins(piles, BENCH_STONE_PILES);
        bool ok = w && new_stone_winning_move(piles, BENCH_STONE_PILES, after, &from);
        BENCH_END();
        bench_emit(w);
        bench_emit(ok);
        bench_emit(from);
        for (uint8_t j = 0; j < BENCH_STONE_PILES; j++)
            bench_emit(after[j]);
    }
}

static void bench_pirates(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_pirates_in); i++) {
        uint32_t n = pgm_read_dword(&bench_pirates_in[i][0]);
        uint32_t m = pgm_read_dword(&bench_pirates_in[i][1]);
        uint32_t p = pgm_read_dword(&bench_pirates_in[i][2]);
        uint32_t gold = 0;
        BENCH_PIN(n);
        BENCH_PIN(m);
        BENCH_PIN(p);
        BENCH_START(BENCH_ID_PIRATES);
        bool lives = pirates_share(n, m, p, &gold);
        BENCH_END();
        bench_emit(lives);
        bench_emit(gold);
    }
}

static void bench_xor_range(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_xor_in); i++) {
        uint32_t x, y;
        bench_pair(&bench_xor_in[i], &x, &y);
        BENCH_PIN(x);
        BENCH_PIN(y);
        BENCH_START(BENCH_ID_XOR_RANGE);
        uint32_t r = xor_range(x, y);
        BENCH_END();
        bench_emit(r);
    }
}

/* Kept out of line so the multiply is a plain call, as inside the solver. */
static uint64_t __attribute__((noinline)) bench_mul64(uint32_t x, uint32_t y)
{
    return (uint64_t)x * y;
}

static void bench_anatomy(void)
{
    for (uint8_t i = 0; i < BENCH_COUNT(bench_mul_in); i++) {
        uint32_t x, y;
        bench_pair(&bench_mul_in[i], &x, &y);
        BENCH_PIN(x);
        BENCH_PIN(y);
        BENCH_START(BENCH_ID_MUL64);
        uint64_t r = bench_mul64(x, y);
        BENCH_END();
        bench_emit((uint32_t)r);
        bench_emit((uint32_t)(r >> 32));
    }
}

int main(void)
{
    bench_marker();
    bench_wythoff_p();
    bench_wythoff_moves_of(BENCH_ID_WYTHOFF_MOVES, bench_wythoff_moves_in,
                           BENCH_COUNT(bench_wythoff_moves_in));
    bench_wythoff_moves_of(BENCH_ID_WYTHOFF_MOVES_SMALL, bench_wythoff_small_in,
                           BENCH_COUNT(bench_wythoff_small_in));
    bench_wythoff_hdu2177();
    bench_euclid();
    bench_nim();
    bench_bash();
    bench_pow2();
    bench_new_stone();
    bench_pirates();
    bench_xor_range();
    bench_anatomy();
    GPIOR2 = BENCH_DONE;
    cli();
    sleep_enable();
    sleep_cpu(); /* with interrupts off: simavr stops (cpu_Done) */
    for (;;) {
    }
}
