/* test_wythoff_exhaustive.c - the Wythoff solver's a_k and b_k against the Beatty recurrence,
 * which the test walks through every index whose a_k fits in 32 bits (2.65 billion), and
 * locate/partner at both ends of the range and on every 64th pair.
 * make test checks a_k and b_k on every index below 2^27 and in the last 2^26 (where the sums
 * come near 2^32) and on every 32nd between: about 30 s of CPU. The solver reads a_k off k's
 * Fibonacci sum, one walk of 46 steps a number (wythoff.c), 7 times the CPU of the fixed-point
 * product it replaced, so every index took about 190 s of CPU on this repository's 2-core
 * machine, too long for make test's 5 minutes. NIMBOX_EXHAUSTIVE=1 checks every index, and
 * locate/partner on both members of every pair (bench/bench_notes.md: its last run). The test
 * runner gives it a job of its own, and make check leaves it out (its name ends in _exhaustive:
 * tests/README.md). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "wythoff.h"
#include "support/solvers_a_support.h"
#include "support/wythoff_inverse.h"

static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The recurrence runs in a second thread, a ring of chunks ahead of the checks, so the two
 * halves of the work share the two cores. */
#define RING_SLOTS 8
#define RING_CHUNK 65536u

typedef struct {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    uint64_t produced, consumed; /* chunk counters */
    uint64_t first_k;            /* index of the first term the producer writes (a_2) */
    uint64_t end;
    sa_beatty_t gen;
    uint64_t slot[RING_SLOTS][RING_CHUNK];
} ring_t;

static void *ring_producer(void *arg)
{
    ring_t *r = arg;
    uint64_t k = r->first_k;
    for (uint64_t c = 0; k <= r->end; c++) {
        pthread_mutex_lock(&r->lock);
        while (r->produced - r->consumed >= RING_SLOTS) {
            pthread_cond_wait(&r->changed, &r->lock);
        }
        pthread_mutex_unlock(&r->lock);
        uint64_t left = r->end - k + 1;
        uint32_t n = left < RING_CHUNK ? (uint32_t)left : RING_CHUNK;
        sa_beatty_fill(&r->gen, r->slot[c % RING_SLOTS], n);
        k += n;
        pthread_mutex_lock(&r->lock);
        r->produced++;
        pthread_cond_broadcast(&r->changed);
        pthread_mutex_unlock(&r->lock);
    }
    return NULL;
}

static void test_wythoff_a_matches_the_beatty_recurrence_through_every_32_bit_index(void **state)
{
    (void)state;
    const char *env = getenv("NIMBOX_EXHAUSTIVE");
    bool every = env != NULL && env[0] == '1';
    bool all_inverse = every;
    const uint64_t low = 1u << 27, high = 1u << 26;
    const uint64_t end = WYTHOFF_MAX_A_INDEX;
    const uint64_t edge = 1u << 22;
    double t0 = wall_seconds();
    uint64_t bad_a = 0, bad_b = 0, bad_inv = 0, inv_checked = 0, a_checked = 0;
    ring_t *r = calloc(1, sizeof *r);
    pthread_t producer;

    assert_non_null(r);
    assert_true(sa_beatty_init(&r->gen, end));
    assert_int_equal(wythoff_a(0), 0);
    assert_int_equal(wythoff_b(0), 0);
    bad_inv += wythoff_inverse_errors(0, 0);
    uint64_t k = 1;
    uint64_t a = r->gen.a; /* a_1; the producer writes a_2 onwards */
    r->first_k = 2;
    r->end = end;
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->changed, NULL);
    assert_int_equal(pthread_create(&producer, NULL, ring_producer, r), 0);
    for (;;) {
        if (every || k < low || k > end - high || (k & 31u) == 0) {
            if (wythoff_a((uint32_t)k) != a) {
                if (bad_a++ < 5) {
                    print_error("a_%llu: got %u, recurrence %llu\n", (unsigned long long)k,
                                wythoff_a((uint32_t)k), (unsigned long long)a);
                }
            }
            if (k <= WYTHOFF_MAX_K && wythoff_b((uint32_t)k) != a + k) {
                bad_b++;
            }
            a_checked++;
        }
        if (all_inverse || k < edge || k > end - edge || (k & 63u) == 0) {
            bad_inv += wythoff_inverse_errors(k, a);
            inv_checked++;
        }
        if (k == end) {
            break;
        }
        /* Term k + 1 is at offset k - 1 of the producer's stream. */
        uint64_t pos = k - 1;
        uint64_t chunk = pos / RING_CHUNK;
        if (pos % RING_CHUNK == 0) {
            pthread_mutex_lock(&r->lock);
            if (chunk > 0) {
                r->consumed++; /* done with the previous chunk */
                pthread_cond_broadcast(&r->changed);
            }
            while (r->produced <= chunk) {
                pthread_cond_wait(&r->changed, &r->lock);
            }
            pthread_mutex_unlock(&r->lock);
        }
        a = r->slot[chunk % RING_SLOTS][pos % RING_CHUNK];
        k++;
    }
    pthread_join(producer, NULL);
    sa_beatty_free(&r->gen);
    free(r);
    print_message("# Wythoff: %llu indices walked, a_k and b_k checked on %llu, inverse on %llu "
                  "pairs, %.1f s\n", (unsigned long long)k + 1, (unsigned long long)a_checked,
                  (unsigned long long)inv_checked, wall_seconds() - t0);
    assert_int_equal(a, 4294967295u);
    assert_int_equal(bad_a, 0);
    assert_int_equal(bad_b, 0);
    assert_int_equal(bad_inv, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wythoff_a_matches_the_beatty_recurrence_through_every_32_bit_index),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
