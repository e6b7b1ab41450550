/* test_console.c - the shared console, driven byte by byte through console_feed with a
 * capturing output, as the UART and the host tool drive it: judge input as a token stream
 * (separators, CR, layouts, ends), the two error policies, the board's line ends (answers end
 * as the input's lines end), its fixed pile store (the limit error, then the next case), long
 * answers printed as the output has room while input goes on, lost input, a line ended by a
 * pause, the command mode and the `solve` explainers. */
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

#define CAP_MAX 65536
#define BOARD_PILES 160u /* a fixed store as the board's */

typedef struct {
    char out[CAP_MAX];
    char err[CAP_MAX];
    size_t out_len;
    size_t err_len;
    uint16_t room;   /* what room() says, when limited */
    bool limited;
    unsigned blocked; /* answer bytes written with no room: a UART would have waited */
    unsigned writes;  /* io.write calls */
} console_capture_t;

static console_capture_t cap;
static console_t con;
static uint32_t *store;
static uint32_t fixed[BOARD_PILES];

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    char *buf = stream ? cap.err : cap.out;
    size_t *len = stream ? &cap.err_len : &cap.out_len;
    assert_ptr_equal(ctx, &cap);
    assert_true(*len + 1 < CAP_MAX);
    if (stream == 0 && cap.limited) {
        if (cap.room == 0) {
            cap.blocked++;
        } else {
            cap.room--;
        }
    }
    buf[(*len)++] = ch;
    buf[*len] = '\0';
}

/* The host tool's whole-line answers (io.write), into the same capture. */
static void cap_write(void *ctx, const char *bytes, size_t n)
{
    assert_ptr_equal(ctx, &cap);
    assert_true(n > 0 && cap.out_len + n < CAP_MAX);
    memcpy(cap.out + cap.out_len, bytes, n);
    cap.out_len += n;
    cap.out[cap.out_len] = '\0';
    cap.writes++;
}

static uint16_t cap_room(void *ctx)
{
    (void)ctx;
    return cap.room;
}

static bool cap_grow(void *ctx, uint32_t **piles, uint32_t *size)
{
    uint32_t *p = realloc(*piles, sizeof **piles * *size * 2u);
    (void)ctx;
    if (p == NULL) {
        return false;
    }
    store = *piles = p;
    *size *= 2u;
    return true;
}

/* The host tool's set-up: a store that grows, no output limit, answer lines written whole. */
static void start_host(void)
{
    console_io_t io = {cap_put, NULL, cap_grow, &cap, cap_write};
    memset(&cap, 0, sizeof cap);
    free(store);
    store = malloc(sizeof *store * CONSOLE_MIN_PILES);
    assert_non_null(store);
    console_init(&con, &io, CONSOLE_STOP_ON_ERROR, store, CONSOLE_MIN_PILES);
}

/* The board's: a fixed store of BOARD_PILES, optionally an output that takes `room` bytes. */
static void start_board(bool limited)
{
    console_io_t io = {cap_put, limited ? cap_room : NULL, NULL, &cap, NULL};
    memset(&cap, 0, sizeof cap);
    cap.limited = limited;
    console_init(&con, &io, CONSOLE_CARRY_ON, fixed, BOARD_PILES);
}

static void feed(const char *bytes)
{
    while (*bytes != '\0') {
        console_feed(&con, *bytes++);
    }
}

static void clear_capture(void)
{
    cap.out_len = cap.err_len = 0;
    cap.out[0] = cap.err[0] = '\0';
}

/* ---- judge input as scanf reads it ---- */

static void test_console_judge_prints_the_hdu2177_sample_exactly(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu2177"));
    feed("1 2\n5 8\n4 7\n2 2\n0 0\n");
    assert_string_equal(cap.out, "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
    assert_int_equal(cap.writes, 8); /* the host's answers: a line a write */
    assert_string_equal(cap.err, "");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 0);
}

static void test_console_hdu2177_lists_single_pile_moves_by_the_position_left(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu2177"));
    feed("7 10\n0 0\n");
    /* kind 1 first; then (4, 7) from the larger pile before (6, 10) from the smaller */
    assert_string_equal(cap.out, "1\n4 7\n4 7\n6 10\n");
}

static void test_console_answers_a_case_as_soon_as_its_last_number_ends(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu2176"));
    feed("3\n");
    assert_string_equal(cap.out, "");
    feed("3 6 9");
    assert_string_equal(cap.out, "");
    feed(" ");
    assert_string_equal(cap.out, "Yes\n9 5\n");
    feed("2 45 45\n");
    assert_string_equal(cap.out, "Yes\n9 5\nNo\n");
    assert_true(console_in_judge(&con));
    feed("0\n");
    assert_false(console_in_judge(&con));
}

static void test_console_a_cr_separates_numbers_and_never_joins_them(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1847"));
    feed("1\r3\r");
    console_eof(&con);
    assert_string_equal(cap.out, "Kiki\nCici\n"); /* not one Kiki for 13 */
    start_host();
    assert_true(console_start_judge(&con, "poj2348"));
    feed("34 1\r2 12\r0 0\r");
    assert_string_equal(cap.out, "Stan wins\nStan wins\n"); /* 34 1, then 2 12: not 34 12 */
}

static void test_console_any_whitespace_separates_and_cases_share_and_span_lines(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1846"));
    /* T on the first case's line, a pair split over lines, tab, vertical tab, form feed */
    feed("3 23\n2\t4\v3\f\f10 \r\n 3");
    console_eof(&con);
    assert_string_equal(cap.out, "first\nsecond\nfirst\n");
    assert_string_equal(cap.err, "");
    start_host();
    assert_true(console_start_judge(&con, "poj1740"));
    /* the count with its piles, alone, and a list wrapped over three lines */
    feed("3 2 1 3\n2\n1 1\n\n   \n4\n0 5\n0\n5 0\n");
    assert_string_equal(cap.out, "1\n0\n0\n");
}

static void test_console_plus_signs_and_leading_zeros_are_numbers(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1527"));
    feed("+2 +0001\n0008 004\n+04294967295 00000000000000000000004294967295\n");
    console_eof(&con);
    assert_string_equal(cap.out, "0\n1\n1\n");
    assert_string_equal(cap.err, "");
}

static void test_console_reports_each_kind_of_bad_number_with_its_line(void **state)
{
    static const struct {
        const char *in;
        const char *err;
    } bad[] = {
        {"1\n-1\n", "nimbox: line 2: `-1` is negative\n"},
        {"-0\n", "nimbox: line 1: `-0` is negative\n"},
        {"+\n", "nimbox: line 1: `+` is not a number\n"},
        {"1 +-5\n", "nimbox: line 1: `+-5` is not a number\n"},
        {"12a\n", "nimbox: line 1: `12a` is not a number\n"},
        {"1.5\n", "nimbox: line 1: `1.5` is not a number\n"},
        {"4294967296\n", "nimbox: line 1: `4294967296` is over 4294967295\n"},
        {"1\r\n2\r\n4\x07\r\n", "nimbox: line 3: `4?` is not a number\n"},
        {"\xff\n", "nimbox: line 1: `?` is not a number\n"},
        {"99999999999999999999999999999999\n",
         "nimbox: line 1: `999999999999...999999999999` is over 4294967295\n"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        start_host();
        assert_true(console_start_judge(&con, "hdu1847"));
        feed(bad[i].in);
        assert_string_equal(cap.err, bad[i].err);
        assert_int_equal(console_error_count(&con), 1);
    }
}

static void test_console_nul_byte_is_part_of_a_token_that_is_not_a_number(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1847"));
    console_feed(&con, '4');
    console_feed(&con, '\0');
    feed("\n");
    assert_string_equal(cap.err, "nimbox: line 1: `4?` is not a number\n");
}

static void test_console_stop_policy_ignores_everything_after_the_first_error(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1846"));
    feed("3\n23 2\n4 0\n4 3\n");
    console_eof(&con);
    assert_string_equal(cap.out, "first\n");
    assert_string_equal(cap.err, "nimbox: line 3: m must be at least 1\n");
    assert_int_equal(console_error_count(&con), 1);
}

/* ---- how the input ends ---- */

static void test_console_missing_terminator_at_end_of_input_is_a_normal_end(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1564"));
    feed("2\n3");
    console_eof(&con);
    assert_string_equal(cap.out, "8600\nailyanlu\n");
    assert_string_equal(cap.err, "");
    assert_false(console_in_judge(&con));
}

static void test_console_reads_nothing_after_the_terminator(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "poj2484"));
    console_feed_buf(&con, "1\n0\nx y z\n", 10);
    console_eof(&con);
    assert_string_equal(cap.out, "Alice\n");
    assert_string_equal(cap.err, "");
    start_host();
    assert_true(console_start_judge(&con, "match"));
    console_feed_buf(&con, "2 1 2 junk\n", 11);
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.out, "1 2\n1 1\n");
    assert_string_equal(cap.err, "");
}

static void test_console_case_cut_by_end_of_input_is_an_error(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu2176"));
    feed("1 1\n3\n");
    console_eof(&con);
    assert_string_equal(cap.out, "Yes\n1 0\n");
    assert_string_equal(cap.err, "nimbox: line 3: input ended inside a case\n");
    start_host();
    assert_true(console_start_judge(&con, "hdu1846"));
    feed("3\n23 2\n");
    console_eof(&con);
    assert_string_equal(cap.err, "nimbox: line 3: input ended with 2 of 3 cases missing\n");
    start_host();
    assert_true(console_start_judge(&con, "hdu3951"));
    console_eof(&con);
    assert_string_equal(cap.err, "nimbox: line 1: input ended before the number of cases\n");
    start_host();
    assert_true(console_start_judge(&con, "match"));
    feed("\n");
    console_eof(&con);
    assert_string_equal(cap.err, "nimbox: line 2: input ended with 1 of 1 cases missing\n");
}

static void test_console_a_dot_ends_the_input(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu1527\n2 1\n8 4\n .\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.out, "0\n1\n");
    clear_capture();
    feed("solve pow2 3\n");
    assert_non_null(strstr(cap.out, "second player wins\n"));
    clear_capture();
    feed("judge nyoj161\n4 7\n5 .\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.out, "0\n");
    assert_string_equal(cap.err, "error: line 2: input ended inside a case\n"); /* where it ended */
}

static void test_console_judge_with_zero_cases_prints_nothing_and_ends(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu1538"));
    feed("0\n");
    assert_string_equal(cap.out, "");
    assert_false(console_in_judge(&con));
}

static void test_console_judge_numbers_hdu3951_cases(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu3951"));
    feed("3 3 1 3 2 4294967295 4294967295\n");
    assert_string_equal(cap.out, "Case 1: first\nCase 2: second\nCase 3: first\n");
    assert_false(console_in_judge(&con));
}

static void test_console_start_judge_rejects_an_unknown_problem(void **state)
{
    (void)state;
    start_host();
    assert_false(console_start_judge(&con, "hdu9999"));
    assert_string_equal(cap.err, "nimbox: unknown problem `hdu9999` (help lists them)\n");
    assert_false(console_in_judge(&con));
    assert_true(console_start_judge(&con, "HDU1847") == false); /* the run already stopped */
    start_host();
    assert_true(console_start_judge(&con, "HDU1847")); /* any letter case */
}

/* ---- memory: the host's store grows, the board's has a limit and the run goes on ---- */

static void test_console_host_store_grows_to_a_long_pile_list(void **state)
{
    (void)state;
    start_host();
    assert_true(console_start_judge(&con, "hdu2176"));
    /* 3000 piles: 2999 of 7, then 1 (nim-sum 7 ^ 1 = 6): every 7 goes to 1 */
    feed("3000");
    for (int i = 0; i < 2999; i++) {
        feed(" 7");
    }
    feed(" 1\n0\n");
    assert_string_equal(cap.err, "");
    assert_int_equal(cap.out_len, 4u + 2999u * 4u);
    assert_memory_equal(cap.out, "Yes\n7 1\n7 1\n", 12);
}

static void test_console_board_store_limit_is_one_error_then_the_next_case(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu2176\n161");
    for (int i = 0; i < 161; i++) {
        feed(" 5");
    }
    feed("\n2 1 2\n");
    assert_string_equal(cap.err, "error: line 1: 161 piles, over the board's 160 (the host tool "
                                 "nimbox takes any number)\n");
    assert_string_equal(cap.out, "Yes\n2 1\n");
    assert_true(console_in_judge(&con));
    /* a list answered as it comes has no limit */
    clear_capture();
    feed("0\njudge hdu1849\n5001");
    for (int i = 0; i < 5000; i++) {
        feed(" 9");
    }
    feed(" 3 0\n");
    assert_string_equal(cap.out, "Rabbit Win!\n");
    assert_string_equal(cap.err, "");
    assert_false(console_in_judge(&con));
}

static void test_console_long_answer_waits_for_room_while_input_goes_on(void **state)
{
    char want[4096];
    size_t n = 0;
    uint32_t x = 0;
    (void)state;
    start_board(true);
    cap.room = 100;
    feed("judge hdu2176\n");
    /* 100 piles 1..100 (nim-sum 100): more answer lines than the output has room for */
    feed("100");
    for (uint32_t v = 1; v <= 100; v++) {
        char num[8];
        snprintf(num, sizeof num, " %u", v);
        feed(num);
        x ^= v;
    }
    n += (size_t)snprintf(want + n, sizeof want - n, "Yes\n");
    for (uint32_t v = 1; v <= 100; v++) {
        if ((v ^ x) < v) {
            n += (size_t)snprintf(want + n, sizeof want - n, "%u %u\n", v, v ^ x);
        }
    }
    feed("\n");
    assert_true(cap.out_len < n); /* stopped at the room it had */
    assert_memory_equal(cap.out, want, cap.out_len);
    feed("60"); /* the next case comes in behind it, nothing waits */
    for (uint32_t v = 1; v <= 60; v++) {
        feed(" 4");
    }
    while (cap.out_len < n) { /* the UART drains: more room, poll */
        cap.room = 30;
        console_poll(&con, true);
    }
    cap.room = 1000;
    feed("\n1 8\n0\n"); /* its answer and the next come in order */
    n += (size_t)snprintf(want + n, sizeof want - n, "No\nYes\n8 0\n");
    assert_string_equal(cap.out, want);
    assert_string_equal(cap.err, "");
    assert_int_equal(cap.blocked, 0);
}

static void test_console_long_answer_ring_wraps_around_the_store(void **state)
{
    char want[8192];
    size_t n = 0;
    (void)state;
    start_board(true);
    cap.room = 0;
    feed("judge hdu2176\n");
    /* three cases of 100 piles each through a 160-pile store while nothing can be sent */
    for (int k = 0; k < 3; k++) {
        uint32_t x = 0;
        uint32_t base = 1000u * (uint32_t)k;
        feed("100");
        for (uint32_t v = 1; v <= 100; v++) {
            char num[16];
            snprintf(num, sizeof num, " %u", base + v);
            feed(num);
            x ^= base + v;
        }
        n += (size_t)snprintf(want + n, sizeof want - n, "Yes\n");
        for (uint32_t v = 1; v <= 100; v++) {
            if (((base + v) ^ x) < base + v) {
                n += (size_t)snprintf(want + n, sizeof want - n, "%u %u\n", base + v,
                                      (base + v) ^ x);
            }
        }
        feed("\n");
        cap.room = 0;
    }
    cap.room = 65000;
    console_poll(&con, true);
    assert_string_equal(cap.out, want);
    assert_string_equal(cap.err, "");
}

/* ---- the board: line ends, carrying on, lost input, a pause ---- */

static void test_console_board_answers_with_the_line_end_the_line_came_with(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu1847\r1\r3\r\n4\n5\r\n.\r");
    assert_string_equal(cap.out, "Kiki\r\nCici\r\nKiki\nKiki\r\n");
    clear_capture();
    feed("help\r");
    assert_non_null(strstr(cap.out, "\r\n"));
    assert_null(strstr(cap.out, "\n\n"));
    for (size_t i = 0; i < cap.out_len; i++) {
        assert_true(cap.out[i] != '\n' || (i > 0 && cap.out[i - 1] == '\r'));
    }
    /* the host always ends its lines with '\n' */
    start_host();
    assert_true(console_start_judge(&con, "hdu1847"));
    feed("1\r\n3\r");
    console_eof(&con);
    assert_string_equal(cap.out, "Kiki\nCici\n");
}

static void test_console_cr_lf_is_one_line_end_for_commands_and_line_numbers(void **state)
{
    (void)state;
    start_board(false);
    feed("help\r\nsolve pow2 3\r\n");
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "second player wins\r\n"));
    clear_capture();
    feed("judge hdu1847\r\n1\r\n\r\nx\r\n");
    assert_string_equal(cap.err, "error: line 3: `x` is not a number\r\n");
}

static void test_console_carry_on_reports_a_bad_case_and_answers_the_next(void **state)
{
    (void)state;
    start_board(false);
    feed("judge poj2348\n34 12\n0 5\n1 x 3\n15 24\n0 0\n");
    assert_string_equal(cap.out, "Stan wins\nOllie wins\n");
    assert_string_equal(cap.err, "error: line 2: a must be at least 1\n"
                                 "error: line 3: `x` is not a number\n");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 2);
}

static void test_console_returns_to_command_mode_after_the_terminator(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu1564\n3\n0 and the rest of its line\nsolve board 4\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "ailyanlu\nfirst player wins\n"));
}

/* Input lost (or a byte that came broken) in the number of cases T: the board cannot know how
 * many cases follow, so it answers every line from the next one until the input ends (`.`),
 * with no error for cases "missing". */
static void test_console_lost_number_of_cases_answers_until_the_end(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu1846\n3");
    console_input_lost(&con, 1);
    feed(" 2\n5 1\n4 3\n9 2\n7 1\n"); /* the rest of T's line goes with it */
    assert_string_equal(cap.out, "first\nsecond\nsecond\nfirst\n");
    assert_true(console_in_judge(&con));
    feed(".\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.err, "error: line 1: input lost (1 bytes)\n");
}

static void test_console_lost_input_is_reported_and_its_case_not_answered(void **state)
{
    (void)state;
    start_board(false);
    feed("judge hdu1527\n1 2\n3 ");
    console_input_lost(&con, 17);
    feed("4\n4 7\n");
    assert_string_equal(cap.out, "0\n0\n");
    assert_string_equal(cap.err, ""); /* not yet: the input has not caught up */
    console_poll(&con, true);
    assert_string_equal(cap.err, "error: line 2: input lost (17 bytes)\n");
    console_poll(&con, true);
    assert_string_equal(cap.err, "error: line 2: input lost (17 bytes)\n"); /* once */
    clear_capture();
    /* losses on several lines before the input catches up: one line for them all */
    feed("5 6");
    console_input_lost(&con, 2);
    feed("\n1 2\n8");
    console_input_lost(&con, 255);
    feed(" 4\n2 1\n");
    console_input_lost(&con, 1);
    feed("4 7\n");
    assert_string_equal(cap.out, "0\n0\n"); /* lines 5 and 7 */
    console_poll(&con, false);
    assert_string_equal(cap.err, "");
    console_poll(&con, true);
    assert_string_equal(cap.err, "error: line 4: input lost (258 bytes)\n");
    assert_int_equal(console_error_count(&con), 2);
    clear_capture();
    /* a report waiting when the run ends comes before it ends (its lines are judge lines) */
    feed("3 5");
    console_input_lost(&con, 4);
    feed("\n.\n");
    assert_string_equal(cap.err, "error: line 9: input lost (4 bytes)\n");
    assert_false(console_in_judge(&con));
    clear_capture();
    feed("sol");
    console_input_lost(&con, 3);
    feed("ve nim 1\nsolve pow2 3\n");
    console_poll(&con, true);
    assert_string_equal(cap.err, "error: input lost (3 bytes)\n");
    assert_non_null(strstr(cap.out, "second player wins"));
    assert_null(strstr(cap.out, "first player wins"));
}

static void test_console_a_pause_ends_a_line_sent_without_a_line_end(void **state)
{
    (void)state;
    start_board(false);
    feed("solve pow2 3");
    assert_true(console_mid_line(&con));
    assert_string_equal(cap.out, "");
    console_pause(&con);
    assert_false(console_mid_line(&con));
    assert_non_null(strstr(cap.out, "second player wins\n")); /* no line end seen yet: LF */
    clear_capture();
    feed("judge hdu1847\r");
    feed("4");
    console_pause(&con); /* a pause keeps the way the last line ended: CR LF */
    feed("3\n");
    assert_string_equal(cap.out, "Kiki\r\nCici\n");
    console_pause(&con); /* nothing pending: nothing happens */
    assert_string_equal(cap.err, "");
}

/* ---- command mode ---- */

static void test_console_prints_nothing_until_asked(void **state)
{
    (void)state;
    start_board(false);
    assert_int_equal(cap.out_len, 0);
    feed("\n\r\n  \t\n.\n");
    assert_int_equal(cap.out_len, 0);
    assert_string_equal(cap.err, "");
}

static void test_console_unknown_command_is_one_error_line(void **state)
{
    (void)state;
    start_board(false);
    feed("play chess\n\n");
    assert_string_equal(cap.err, "error: unknown command `play` (commands: help, solve, judge)\n");
    assert_string_equal(cap.out, "");
    feed("help\n");
    assert_non_null(strstr(cap.out, "hdu1538"));
}

/* Every name a command line is read by is found, in any letter case (docs/console.md lists
 * them): the commands; each game (`solve GAME` with no numbers: the wrong-count error, not
 * `unknown game`); each problem (`judge PROBLEM` then `.`: no `unknown problem`). A name
 * found is no other: a name's start or a name with more after it is unknown. */
static void test_console_finds_every_name_in_any_case(void **state)
{
    static const char *const games[] = {"bash", "NIM", "Wythoff", "euclid", "pow2",
                                        "newstone", "coins", "board", "pirates", "XOR"};
    static const char *const problems[] = {"hdu1846", "hdu2176", "match", "hdu1849",
                                           "hdu1527", "nyoj161", "hdu2177", "poj2348",
                                           "HDU1847", "poj1740", "poj2484", "hdu3951",
                                           "hdu1564", "Hdu1538"};
    char line[64];
    (void)state;
    start_board(false);
    feed("HELP\n");
    assert_non_null(strstr(cap.out, "judge: the problem's input in"));
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        clear_capture();
        snprintf(line, sizeof line, "Solve %s\n", games[i]);
        feed(line);
        assert_non_null(strstr(cap.err, ": expected "));
        assert_null(strstr(cap.err, "unknown"));
    }
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++) {
        clear_capture();
        snprintf(line, sizeof line, "JUDGE %s\n.\n", problems[i]);
        feed(line);
        assert_null(strstr(cap.err, "unknown")); /* (a count's problems: input ended early) */
        assert_false(console_in_judge(&con));
    }
    clear_capture();
    feed("solve nimx\nsolve ni\njudge hdu18\nhel\n");
    assert_string_equal(cap.err, "error: solve: unknown game `nimx` (help lists them)\n"
                                 "error: solve: unknown game `ni` (help lists them)\n"
                                 "error: unknown problem `hdu18` (help lists them)\n"
                                 "error: unknown command `hel` (commands: help, solve, judge)\n");
}

static void test_console_command_errors_name_the_command(void **state)
{
    (void)state;
    start_board(false);
    feed("solve nim 1 4294967296\n");
    feed("solve euclid 0 3\n");
    feed("judge\n");
    feed("judge foo\n");
    feed("help me\n");
    feed("solve\n");
    feed("solve chess 1\n");
    feed("solve wythoff --misere 1 2\n");
    feed("solve bash 10\n");
    feed("SOLVE NIM --MISERE 1 -3 x\n");
    assert_string_equal(cap.err,
                        "error: solve nim: `4294967296` is over 4294967295\n"
                        "error: solve euclid: A must be at least 1\n"
                        "error: judge: expected one problem id (help lists them)\n"
                        "error: unknown problem `foo` (help lists them)\n"
                        "error: help: takes no arguments\n"
                        "error: solve: expected a game (help lists them)\n"
                        "error: solve: unknown game `chess` (help lists them)\n"
                        "error: solve wythoff --misere: this game has no misere variant (bash "
                        "and nim have)\n"
                        "error: solve bash: expected N M, got 1 number\n"
                        "error: solve nim --misere: `-3` is negative\n");
    assert_string_equal(cap.out, "");
    assert_int_equal(console_error_count(&con), 10);
}

static void test_console_a_command_line_may_be_any_length(void **state)
{
    (void)state;
    start_host();
    feed("solve nim");
    for (int i = 0; i < 200; i++) {
        feed(" 1");
    }
    feed("\n");
    assert_string_equal(cap.err, "nimbox: solve nim: expected A B ... (1 to 64 piles), got 200 "
                                 "numbers\n");
    start_board(false);
    feed("solve nim 000000000000000000000000000000000000000000000000000000000000000000001\n");
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "first player wins\n"));
}

static void test_console_run_line_is_the_same_as_feeding_bytes(void **state)
{
    (void)state;
    start_board(false);
    console_run_line(&con, "solve wythoff 4 7");
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "second player wins\n"));
    assert_non_null(strstr(cap.out, "(4, 7) is the pair k=3"));
}

static void test_console_output_comes_in_whole_lines(void **state)
{
    static const char *const inputs[] = {
        "solve nim 3 4 5\n", "solve newstone 2 1 3\n", "solve wythoff 7 10\n", "help\n",
        "judge match\n3\n3 6 9\n", "solve pirates 20 3 18\n", "solve xor 0 0\n"};
    (void)state;
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        start_board(false);
        feed(inputs[i]);
        assert_true(cap.out_len > 0);
        assert_int_equal(cap.out[cap.out_len - 1], '\n');
        assert_string_equal(cap.err, "");
    }
}

/* ---- solve answers (the host's explainers) ---- */

static void test_console_solve_misere_nim_leaves_an_odd_number_of_one_piles(void **state)
{
    (void)state;
    start_host();
    feed("solve nim --misere 1 1 5\n");
    assert_string_equal(cap.err, "");
    assert_non_null(
        strstr(cap.out, "first player wins\nwinning move: take 4 from pile 3 (5 -> 1)\nwhy: "));
    assert_null(strstr(cap.out, "pile 1 ("));
    start_host();
    feed("solve nim --misere 1 1 1 1 0\n");
    assert_string_equal(cap.out, "first player wins\n"
                                 "winning move: take 1 from pile 1 (1 -> 0)\n"
                                 "winning move: take 1 from pile 2 (1 -> 0)\n"
                                 "winning move: take 1 from pile 3 (1 -> 0)\n"
                                 "winning move: take 1 from pile 4 (1 -> 0)\n"
                                 "why: misere: 4 piles of 1; an even count wins\n");
}

static void test_console_solve_nim_lists_every_pile_that_reaches_nim_sum_zero(void **state)
{
    (void)state;
    start_host();
    /* nim-sum 7 ^ 6 ^ 5 = 4: piles 7 -> 3, 6 -> 2, 5 -> 1 */
    feed("solve nim 7 6 5\n");
    assert_string_equal(cap.out, "first player wins\n"
                                 "winning move: take 4 from pile 1 (7 -> 3)\n"
                                 "winning move: take 4 from pile 2 (6 -> 2)\n"
                                 "winning move: take 4 from pile 3 (5 -> 1)\n"
                                 "why: nim-sum (XOR) = 4 = binary 100; 0 loses: a move makes it "
                                 "non-0, non-0 can go to 0\n");
    start_host();
    feed("solve nim 0 0\n");
    assert_string_equal(cap.out, "second player wins\n"
                                 "no move left: the other player took the last object and won\n");
}

static void test_console_solve_newstone_names_the_pile_and_the_piles_left(void **state)
{
    (void)state;
    start_host();
    feed("solve newstone 2 1 3\n");
    assert_string_equal(cap.out, "first player wins\n"
                                 "winning move: pile 3: 3 -> 0; leaves 2 2 0\n"
                                 "why: equal pairs lose (copy each move on the twin); "
                                 "this move pairs them\n");
    assert_string_equal(cap.err, "");
}

static void test_console_solve_answers_keep_their_exact_text(void **state)
{
    static const struct {
        const char *cmd;
        const char *out;
    } cases[] = {
        {"solve bash 23 2\n", "first player wins\nwinning move: take 2 (23 -> 21)\nwhy: 23 mod "
                              "(2+1) = 2; a multiple of 2+1 loses: answer t with 2+1-t\n"},
        {"solve bash --misere 22 2\n", "second player wins\nstalling move: take 1 (22 -> 21)\n"
                                       "why: 22 mod (2+1) = 1; misere: 1 more than a multiple "
                                       "of 2+1 loses: answer t with 2+1-t\n"},
        {"solve xor 1 5\n", "first player wins\nwinning move: take 1 from the pile of 1 (1 -> 0)"
                            "\nwhy: piles 1..5: nim-sum 1 = binary 1 (xor 0..n: n, 1, n+1, 0 by "
                            "n mod 4); 0 loses\n"},
        {"solve wythoff 4 7\n", "second player wins\nstalling move: take 1 from pile 2 (4 7 -> 4 "
                                "6)\nwhy: pairs (floor(k*phi), floor(k*phi)+k) lose; (4, 7) is "
                                "the pair k=3\n"},
        {"solve euclid 34 12\n", "first player wins\nwinning move: take 24 from pile 1 (34 12 -> "
                                 "10 12)\nwhy: 34 = 2 x 12 + 10; 0 forced step(s) (quotient 1) "
                                 "to a quotient >= 2 or remainder 0, which wins: even, the "
                                 "mover\n"},
        {"solve pow2 7\n", "first player wins\nwinning move: take 1 (7 -> 6)\nwinning move: "
                           "take 4 (7 -> 3)\nwhy: 7 mod 3 = 1; multiples of 3 lose: no power of "
                           "2 is one, 1 or 2 gets back to one\n"},
        {"solve coins 3 2\n", "second player wins\nstalling move: take one coin\nwhy: N > K >= "
                              "2: the reply leaves two equal lines, then mirrors\n"},
        {"solve coins 5 1\n", "first player wins\nwinning move: take any coin\nwhy: K = 1: a "
                              "coin a turn; odd N wins\n"},
        {"solve coins 3 3\n", "first player wins\nwinning move: take all 3 coins\nwhy: N <= K: "
                              "all in one move\n"},
        {"solve board 1\n", "second player wins\nno move left: the board is one square\n"},
        {"solve board 3\n", "second player wins\nstalling move: step right\nwhy: N = 3 is odd: "
                            "dominoes tile all but the start; the winner steps to the token's "
                            "domino twin\n"},
        {"solve pirates 20 3 18\n", "pirate 18 is thrown overboard\nwhy: N > 2M+1: pirates "
                                    "above 2M+2^j = 14 (largest 2^j <= N-2M) are thrown, the "
                                    "rest get 0\n"},
        {"solve pirates 7 3 5\n", "pirate 5 gets 1 gold\nwhy: N = 2M+1: pirate N keeps 0, pays "
                                  "1 to each odd pirate below\n"},
        {"solve bash --misere 0 3\n", "first player wins\nno move left: the other player took "
                                      "the last object and lost\n"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        start_host();
        feed(cases[i].cmd);
        assert_string_equal(cap.err, "");
        assert_string_equal(cap.out, cases[i].out);
    }
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
        cmocka_unit_test(test_console_judge_prints_the_hdu2177_sample_exactly),
        cmocka_unit_test(test_console_hdu2177_lists_single_pile_moves_by_the_position_left),
        cmocka_unit_test(test_console_answers_a_case_as_soon_as_its_last_number_ends),
        cmocka_unit_test(test_console_a_cr_separates_numbers_and_never_joins_them),
        cmocka_unit_test(test_console_any_whitespace_separates_and_cases_share_and_span_lines),
        cmocka_unit_test(test_console_plus_signs_and_leading_zeros_are_numbers),
        cmocka_unit_test(test_console_reports_each_kind_of_bad_number_with_its_line),
        cmocka_unit_test(test_console_nul_byte_is_part_of_a_token_that_is_not_a_number),
        cmocka_unit_test(test_console_stop_policy_ignores_everything_after_the_first_error),
        cmocka_unit_test(test_console_missing_terminator_at_end_of_input_is_a_normal_end),
        cmocka_unit_test(test_console_reads_nothing_after_the_terminator),
        cmocka_unit_test(test_console_case_cut_by_end_of_input_is_an_error),
        cmocka_unit_test(test_console_a_dot_ends_the_input),
        cmocka_unit_test(test_console_judge_with_zero_cases_prints_nothing_and_ends),
        cmocka_unit_test(test_console_judge_numbers_hdu3951_cases),
        cmocka_unit_test(test_console_start_judge_rejects_an_unknown_problem),
        cmocka_unit_test(test_console_host_store_grows_to_a_long_pile_list),
        cmocka_unit_test(test_console_board_store_limit_is_one_error_then_the_next_case),
        cmocka_unit_test(test_console_long_answer_waits_for_room_while_input_goes_on),
        cmocka_unit_test(test_console_long_answer_ring_wraps_around_the_store),
        cmocka_unit_test(test_console_board_answers_with_the_line_end_the_line_came_with),
        cmocka_unit_test(test_console_cr_lf_is_one_line_end_for_commands_and_line_numbers),
        cmocka_unit_test(test_console_carry_on_reports_a_bad_case_and_answers_the_next),
        cmocka_unit_test(test_console_returns_to_command_mode_after_the_terminator),
        cmocka_unit_test(test_console_lost_input_is_reported_and_its_case_not_answered),
        cmocka_unit_test(test_console_lost_number_of_cases_answers_until_the_end),
        cmocka_unit_test(test_console_a_pause_ends_a_line_sent_without_a_line_end),
        cmocka_unit_test(test_console_prints_nothing_until_asked),
        cmocka_unit_test(test_console_unknown_command_is_one_error_line),
        cmocka_unit_test(test_console_finds_every_name_in_any_case),
        cmocka_unit_test(test_console_command_errors_name_the_command),
        cmocka_unit_test(test_console_a_command_line_may_be_any_length),
        cmocka_unit_test(test_console_run_line_is_the_same_as_feeding_bytes),
        cmocka_unit_test(test_console_output_comes_in_whole_lines),
        cmocka_unit_test(test_console_solve_misere_nim_leaves_an_odd_number_of_one_piles),
        cmocka_unit_test(test_console_solve_nim_lists_every_pile_that_reaches_nim_sum_zero),
        cmocka_unit_test(test_console_solve_newstone_names_the_pile_and_the_piles_left),
        cmocka_unit_test(test_console_solve_answers_keep_their_exact_text),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
