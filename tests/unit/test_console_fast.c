/* test_console_fast.c - the host tool's fast path (console_judge_fast.c) changes the speed,
 * never the output: long runs of every problem, laid out every way judge data is (one case a
 * line, many on a line, CR LF, tabs, leading zeros and '+', numbers of every length up to
 * 4294967295, a case cut by the block's end), fed in blocks of many sizes through
 * console_feed_buf, answer exactly as the same bytes fed one at a time through console_feed,
 * the reader that test_console and the judge tests check against hand-written answers; also
 * with an error somewhere in the run (one error line, at the same place), and with answers
 * long enough to fill the fast path's output block many times. */
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
    char *out;
    size_t out_len;
    char err[512];
    size_t err_len;
} capture_t;

static void cap_add(capture_t *cap, const char *p, size_t n)
{
    cap->out = realloc(cap->out, cap->out_len + n + 1);
    assert_non_null(cap->out);
    memcpy(cap->out + cap->out_len, p, n);
    cap->out_len += n;
}

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    capture_t *cap = ctx;
    if (stream == 0) {
        cap_add(cap, &ch, 1);
    } else {
        assert_true(cap->err_len + 1 < sizeof cap->err);
        cap->err[cap->err_len++] = ch;
    }
}

static void cap_write(void *ctx, const char *bytes, size_t n)
{
    cap_add(ctx, bytes, n);
}

static bool cap_grow(void *ctx, uint32_t **piles, uint32_t *cap)
{
    uint32_t *p = realloc(*piles, (size_t)*cap * 2u * sizeof **piles);
    (void)ctx;
    if (p == NULL) {
        return false;
    }
    *piles = p;
    *cap *= 2u;
    return true;
}

static uint32_t rng_state;

static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* The host tool's run of `problem` on in: blocks of `block` bytes (0: byte by byte). */
static void run(capture_t *cap, const char *problem, const char *in, size_t n, size_t block)
{
    console_t c;
    console_io_t io = {cap_put, NULL, cap_grow, cap, cap_write};
    uint32_t *piles = malloc(CONSOLE_MIN_PILES * sizeof *piles);
    size_t at = 0;
    memset(cap, 0, sizeof *cap);
    assert_non_null(piles);
    console_init(&c, &io, CONSOLE_STOP_ON_ERROR, piles, CONSOLE_MIN_PILES);
    assert_true(console_start_judge(&c, problem));
    while (at < n && console_in_judge(&c) && console_error_count(&c) == 0) {
        size_t k = block == 0 ? 1 : (n - at < block ? n - at : block);
        if (block == 0) {
            console_feed(&c, in[at]);
        } else {
            console_feed_buf(&c, in + at, k);
        }
        at += k;
    }
    if (console_in_judge(&c) && console_error_count(&c) == 0) {
        console_eof(&c);
    }
    free(c.piles);
}

static bool plain; /* numbers as most judge data has them: digits alone */

/* A number as judge data has it: mostly plain, now and then (unless plain) with leading zeros
 * or '+'. */
static void put_number(char **p, uint32_t v)
{
    uint32_t r = plain ? 15u : rng() % 16u;
    if (r == 0) {
        *p += sprintf(*p, "+%u", v);
    } else if (r == 1) {
        *p += sprintf(*p, "000%u", v);
    } else if (r == 2) {
        *p += sprintf(*p, "00000000000000000000000000000%u", v); /* over 24 characters */
    } else {
        *p += sprintf(*p, "%u", v);
    }
}

static void put_space(char **p, bool crlf)
{
    static const char *const seps[] = {" ", "  ", "\t", "\n", "\n", "\n", " \n", "\v", "\f"};
    const char *s = seps[rng() % (sizeof seps / sizeof seps[0])];
    if (crlf && strcmp(s, "\n") == 0) {
        s = "\r\n";
    }
    *p += sprintf(*p, "%s", s);
}

/* A value of every length: small ones most, some near 4294967295. */
static uint32_t value(uint32_t most)
{
    uint32_t r = rng() % 8u;
    return r == 0 ? 4294967295u - rng() % 3u : r < 3 ? rng() % 10u : 1u + rng() % most;
}

typedef struct {
    const char *id;
    int arity;        /* 0: a list */
    bool counted;     /* T first */
    bool nonzero;     /* its numbers must be at least 1 (a zero would end or be an error) */
} problem_t;

static const problem_t problems[] = {
    {"hdu1846", 2, true, true},   {"hdu1527", 2, false, false}, {"nyoj161", 2, false, false},
    {"hdu2177", 2, false, true},  {"poj2348", 2, false, true},  {"hdu1847", 1, false, false},
    {"poj2484", 1, false, true},  {"hdu1564", 1, false, true},  {"hdu3951", 2, true, true},
    {"hdu1538", 3, true, true},   {"hdu2176", 0, false, true},  {"hdu1849", 0, false, true},
    {"poj1740", 0, false, true},  {"match", 0, false, true},
};

/* cases cases of p laid out at random; bad: a token that is no number after case bad_at. */
static size_t make_input(const problem_t *p, char *buf, unsigned cases, bool crlf, int bad_at)
{
    char *q = buf;
    if (strcmp(p->id, "match") == 0) {
        cases = 1;
    }
    if (p->counted) {
        put_number(&q, cases);
        put_space(&q, crlf);
    }
    for (unsigned i = 0; i < cases; i++) {
        if ((int)i == bad_at) {
            q += sprintf(q, "12x");
            put_space(&q, crlf);
        }
        unsigned count = p->arity != 0 ? (unsigned)p->arity : 1u + rng() % (i % 50u == 7 ? 400u : 9u);
        if (p->arity == 0) {
            put_number(&q, count);
            put_space(&q, crlf);
        }
        for (unsigned k = 0; k < count; k++) {
            uint32_t v = value(100000u);
            if (p->nonzero && v == 0) {
                v = 1;
            }
            if (strcmp(p->id, "hdu1538") == 0 && k == 2) {
                v = 1u + rng() % 5u; /* p from 1 to n: n >= 5 below */
            }
            if (strcmp(p->id, "hdu1538") == 0 && k == 0 && v < 5u) {
                v = 5u;
            }
            put_number(&q, v);
            put_space(&q, crlf);
        }
    }
    return (size_t)(q - buf);
}

static void expect_same(const problem_t *p, const char *in, size_t n)
{
    static const size_t blocks[] = {1, 2, 7, 64, 4096, 65536, 1u << 24};
    capture_t byte;
    run(&byte, p->id, in, n, 0);
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
        capture_t fast;
        run(&fast, p->id, in, n, blocks[b]);
        if (fast.out_len != byte.out_len || memcmp(fast.out, byte.out, byte.out_len) != 0 ||
            fast.err_len != byte.err_len || memcmp(fast.err, byte.err, byte.err_len) != 0) {
            print_error("%s, blocks of %zu: the answers differ from the byte reader's\n", p->id,
                        blocks[b]);
            fail();
        }
        free(fast.out);
    }
    free(byte.out);
}

static void test_fast_path_answers_as_the_byte_reader_on_long_runs(void **state)
{
    static char in[4u << 20];
    (void)state;
    rng_state = 2463534242u;
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++) {
        for (int crlf = 0; crlf < 2; crlf++) {
            /* 3000 cases: answers many times the fast path's 8 KB block; plain numbers, or
             * now and then one the fast path leaves to the byte reader */
            for (int odd = 0; odd < 2; odd++) {
                plain = !odd;
                size_t n = make_input(&problems[i], in, 3000, crlf != 0, -1);
                expect_same(&problems[i], in, n);
            }
        }
    }
    plain = false;
}

static void test_fast_path_stops_at_the_same_error(void **state)
{
    static char in[1u << 20];
    (void)state;
    rng_state = 88172645u;
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++) {
        for (int at = 0; at < 3; at++) {
            size_t n = make_input(&problems[i], in, 400, at == 1, (int)(rng() % 400u));
            expect_same(&problems[i], in, n);
        }
    }
}

static void test_fast_path_prints_hdu2176_moves_as_the_byte_reader(void **state)
{
    static char in[1u << 22];
    char *q = in;
    (void)state;
    rng_state = 362436069u;
    /* two cases of 20000 piles (about half of them have a move), then the terminator */
    for (int c = 0; c < 2; c++) {
        q += sprintf(q, "20000\n");
        for (int k = 0; k < 20000; k++) {
            q += sprintf(q, k == 0 ? "%u" : " %u", 1u + rng() % 1000000000u);
        }
        q += sprintf(q, "\n");
    }
    q += sprintf(q, "0\n");
    expect_same(&problems[10], in, (size_t)(q - in));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast_path_answers_as_the_byte_reader_on_long_runs),
        cmocka_unit_test(test_fast_path_stops_at_the_same_error),
        cmocka_unit_test(test_fast_path_prints_hdu2176_moves_as_the_byte_reader),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
