/* test_console_limits.c - the judge at the original problems' full limits, through the console
 * with a store that grows (the host tool's set-up): HDU 2176 with 200,000 piles on one line,
 * HDU 1849 with 999 positions, the matchstick game with 500,000 piles, each generated here and
 * its answer computed here independently (XOR and the move rule written out, no solver); and
 * HDU 2177's move order on every a <= b <= 300 against moves enumerated here by trying every
 * legal move on a P-position table built by brute force, sorted as GAMES.md says. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console.h"

typedef struct {
    char *buf;
    size_t len, cap;
    size_t err_len;
} sink_t;

static sink_t out;
static console_t con;
static uint32_t *store;

static void sink_put(void *ctx, uint8_t stream, char ch)
{
    (void)ctx;
    if (stream != 0) {
        out.err_len++;
        return;
    }
    if (out.len + 2 > out.cap) {
        out.cap = out.cap ? out.cap * 2 : 1 << 16;
        out.buf = realloc(out.buf, out.cap);
        assert_non_null(out.buf);
    }
    out.buf[out.len++] = ch;
    out.buf[out.len] = '\0';
}

static bool grow(void *ctx, uint32_t **piles, uint32_t *cap)
{
    uint32_t *p = realloc(*piles, sizeof **piles * *cap * 2u);
    (void)ctx;
    if (p == NULL) {
        return false;
    }
    store = *piles = p;
    *cap *= 2u;
    return true;
}

static void start(const char *problem)
{
    console_io_t io = {sink_put, NULL, grow, NULL, NULL};
    out.len = out.err_len = 0;
    free(store);
    store = malloc(sizeof *store * CONSOLE_MIN_PILES);
    assert_non_null(store);
    console_init(&con, &io, CONSOLE_STOP_ON_ERROR, store, CONSOLE_MIN_PILES);
    assert_true(console_start_judge(&con, problem));
}

static void feed_text(const char *s)
{
    console_feed_buf(&con, s, strlen(s));
}

static void feed_u32(uint32_t v)
{
    char num[16];
    snprintf(num, sizeof num, " %u", v);
    feed_text(num);
}

static uint32_t rng_state = 12345u;

static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* appends to a growing expected-output buffer */
static char *want;
static size_t want_len, want_cap;

static void want_printf(const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(want + want_len, want_cap - want_len, fmt, ap);
        va_end(ap);
        assert_true(n >= 0);
        if (want_len + (size_t)n < want_cap) {
            want_len += (size_t)n;
            return;
        }
        want_cap = want_cap ? want_cap * 2 : 1 << 16;
        want = realloc(want, want_cap);
        assert_non_null(want);
    }
}

static void want_reset(void)
{
    want_len = 0;
    if (want != NULL) {
        want[0] = '\0';
    }
}

static void test_hdu2176_takes_200000_piles_on_one_line(void **state)
{
    enum { M = 200000 };
    static uint32_t pile[M];
    (void)state;
    for (int round = 0; round < 2; round++) {
        uint32_t x = 0;
        start("hdu2176");
        want_reset();
        feed_u32(M);
        for (int i = 0; i < M; i++) {
            pile[i] = rng() % 1000001u; /* the statement's piles */
            if (round == 1 && i == M - 1) {
                pile[i] = x; /* the second case: nim-sum 0 */
            }
            x ^= pile[i];
            feed_u32(pile[i]);
        }
        feed_text("\n0\n");
        if (x == 0) {
            want_printf("No\n");
        } else {
            want_printf("Yes\n");
            for (int i = 0; i < M; i++) {
                if ((pile[i] ^ x) < pile[i]) {
                    want_printf("%u %u\n", pile[i], pile[i] ^ x);
                }
            }
        }
        assert_int_equal(out.err_len, 0);
        assert_false(console_in_judge(&con));
        assert_int_equal(out.len, want_len);
        assert_memory_equal(out.buf, want, want_len);
    }
}

static void test_hdu1849_takes_999_positions_per_case(void **state)
{
    enum { CASES = 300, M = 999 };
    (void)state;
    start("hdu1849");
    want_reset();
    for (int k = 0; k < CASES; k++) {
        uint32_t x = 0;
        feed_u32(M);
        for (int i = 0; i < M; i++) {
            uint32_t v = rng() % 1000u;
            if (k % 3 == 0 && i == M - 1) {
                v = x; /* every third case lost */
            }
            x ^= v;
            feed_u32(v);
        }
        want_printf(x != 0 ? "Rabbit Win!\n" : "Grass Win!\n");
        feed_text(k % 2 ? "\n" : " ");
    }
    feed_text("0\n");
    assert_int_equal(out.err_len, 0);
    assert_false(console_in_judge(&con));
    assert_string_equal(out.buf, want);
}

static void test_match_takes_500000_piles(void **state)
{
    enum { K = 500000 };
    static uint32_t pile[K];
    uint32_t x = 0;
    (void)state;
    start("match");
    want_reset();
    feed_u32(K);
    feed_text("\n");
    for (int i = 0; i < K; i++) {
        pile[i] = 1u + rng() % 1000000000u; /* up to 1e9 */
        x ^= pile[i];
        feed_u32(pile[i]);
        if (i % 17 == 16) {
            feed_text("\n"); /* wrapped over lines */
        }
    }
    feed_text("\n");
    assert_true(x != 0);
    for (int i = 0; i < K; i++) { /* the first pile in input order that can reach nim-sum 0 */
        if ((pile[i] ^ x) < pile[i]) {
            want_printf("%u %d\n", pile[i] - (pile[i] ^ x), i + 1);
            pile[i] ^= x;
            break;
        }
    }
    for (int i = 0; i < K; i++) {
        want_printf(i + 1 < K ? "%u " : "%u\n", pile[i]);
    }
    assert_int_equal(out.err_len, 0);
    assert_false(console_in_judge(&con));
    assert_int_equal(out.len, want_len);
    assert_memory_equal(out.buf, want, want_len);
}

/* ---- HDU 2177's order on every a <= b <= 300 ---- */

#define W 300

static bool wp[W + 1][W + 1]; /* P-position, by brute force over the game tree */

static void wythoff_table(void)
{
    for (int a = 0; a <= W; a++) {
        for (int b = 0; b <= W; b++) {
            bool win = false;
            for (int t = 1; t <= a && !win; t++) {
                win = wp[a - t][b] || (t <= b && wp[a - t][b - t]);
            }
            for (int t = 1; t <= b && !win; t++) {
                win = wp[a][b - t];
            }
            wp[a][b] = !win;
        }
    }
}

typedef struct {
    int x, y, both;
} move_t;

static int move_cmp(const void *pa, const void *pb)
{
    const move_t *a = pa;
    const move_t *b = pb;
    if (a->both != b->both) {
        return b->both - a->both; /* the move from both piles first */
    }
    return a->x != b->x ? a->x - b->x : a->y - b->y;
}

static void test_hdu2177_lists_moves_in_the_settled_order_for_all_a_b_to_300(void **state)
{
    (void)state;
    wythoff_table();
    start("hdu2177");
    want_reset();
    for (int a = 0; a <= W; a++) {
        for (int b = a; b <= W; b++) {
            move_t m[3 * W + 3];
            int n = 0;
            if (a == 0 && b == 0) {
                continue; /* the terminator */
            }
            char pair[32];
            snprintf(pair, sizeof pair, "%d %d\n", a, b);
            feed_text(pair);
            if (wp[a][b]) {
                want_printf("0\n");
                continue;
            }
            for (int t = 1; t <= a; t++) { /* the same from both */
                if (wp[a - t][b - t]) {
                    m[n++] = (move_t){a - t, b - t, 1};
                }
            }
            for (int t = 1; t <= a; t++) { /* from the first pile */
                if (wp[a - t][b]) {
                    m[n++] = (move_t){a - t, b, 0};
                }
            }
            if (a != b) { /* from the second pile (the same as the first when a == b) */
                for (int t = 1; t <= b; t++) {
                    int w = b - t;
                    if (wp[a][w]) {
                        m[n++] = (move_t){a < w ? a : w, a < w ? w : a, 0};
                    }
                }
            }
            qsort(m, (size_t)n, sizeof m[0], move_cmp);
            want_printf("1\n");
            for (int i = 0; i < n; i++) {
                want_printf("%d %d\n", m[i].x, m[i].y);
            }
        }
    }
    feed_text("0 0\n");
    assert_int_equal(out.err_len, 0);
    assert_false(console_in_judge(&con));
    assert_int_equal(out.len, want_len);
    assert_memory_equal(out.buf, want, want_len);
}

static int teardown(void **state)
{
    (void)state;
    free(store);
    store = NULL;
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hdu2176_takes_200000_piles_on_one_line),
        cmocka_unit_test(test_hdu1849_takes_999_positions_per_case),
        cmocka_unit_test(test_match_takes_500000_piles),
        cmocka_unit_test(test_hdu2177_lists_moves_in_the_settled_order_for_all_a_b_to_300),
    };
    int r = cmocka_run_group_tests(tests, NULL, teardown);
    free(out.buf);
    free(want);
    return r;
}
