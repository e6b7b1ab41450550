/* test_console.c - the shared console, driven byte by byte through console_feed with
 * capturing callbacks, as the UART and the host tool drive it: judge runs, the command mode on
 * the device's carry-on policy (errors, then recovery), line-level errors (over-long lines,
 * garbage bytes), the `.` and 0x04 terminators, CRLF, and number parsing edge cases. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "console.h"
#include "console_internal.h"

#define CAP_MAX 8192

typedef struct {
    char out[CAP_MAX];
    char err[CAP_MAX];
    size_t out_len;
    size_t err_len;
    unsigned out_calls;
} console_capture_t;

static console_capture_t cap;
static console_t con;

static void cap_append(char *buf, size_t *len, const char *text)
{
    size_t n = strlen(text);
    assert_true(*len + n < CAP_MAX);
    memcpy(buf + *len, text, n);
    *len += n;
    buf[*len] = '\0';
}

static void cap_out(void *ctx, const char *text)
{
    assert_ptr_equal(ctx, &cap);
    cap.out_calls++;
    cap_append(cap.out, &cap.out_len, text);
}

static void cap_err(void *ctx, const char *text)
{
    assert_ptr_equal(ctx, &cap);
    cap_append(cap.err, &cap.err_len, text);
}

static void start(console_error_policy_t policy)
{
    console_io_t io = {cap_out, cap_err, &cap};
    memset(&cap, 0, sizeof cap);
    console_init(&con, &io, policy);
}

static void feed(const char *bytes)
{
    while (*bytes != '\0') {
        console_feed(&con, *bytes++);
    }
}

static void feed_n(const char *bytes, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        console_feed(&con, bytes[i]);
    }
}

static void clear_capture(void)
{
    cap.out_len = cap.err_len = 0;
    cap.out[0] = cap.err[0] = '\0';
}

/* ---- judge runs ---- */

static void test_console_judge_prints_the_hdu2177_sample_exactly(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu2177"));
    feed("1 2\n5 8\n4 7\n2 2\n0 0\n");
    assert_string_equal(cap.out, "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
    assert_string_equal(cap.err, "");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 0);
}

static void test_console_judge_answers_each_case_as_soon_as_its_last_line_ends(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu2176"));
    feed("3\n");
    assert_string_equal(cap.out, "");
    feed("3 6 9");
    assert_string_equal(cap.out, "");
    feed("\n");
    assert_string_equal(cap.out, "Yes\n9 5\n");
    feed("2 45 45\n");
    assert_string_equal(cap.out, "Yes\n9 5\nNo\n");
    assert_true(console_in_judge(&con));
    feed("0\n");
    assert_false(console_in_judge(&con));
}

static void test_console_judge_accepts_the_pile_list_on_the_count_line_or_the_next(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "poj1740"));
    feed("3 2 1 3\n2\n1 1\n\n   \n4\n0 5 0 5\n0\n");
    assert_string_equal(cap.out, "1\n0\n0\n");
    assert_string_equal(cap.err, "");
}

static void test_console_judge_match_prints_move_and_piles_then_ends(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "match"));
    feed("3\n3 6 9\n");
    assert_string_equal(cap.out, "4 3\n3 6 5\n");
    assert_false(console_in_judge(&con));
}

static void test_console_judge_numbers_hdu3951_cases(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu3951"));
    feed("3\n3 1\n3 2\n4294967295 4294967295\n");
    assert_string_equal(cap.out, "Case 1: first\nCase 2: second\nCase 3: first\n");
    assert_false(console_in_judge(&con));
}

static void test_console_judge_with_zero_cases_prints_nothing_and_ends(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu1538"));
    feed("0\n");
    assert_string_equal(cap.out, "");
    assert_false(console_in_judge(&con));
}

static void test_console_start_judge_rejects_an_unknown_problem(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_false(console_start_judge(&con, "hdu9999"));
    assert_string_equal(cap.err, "nimbox: unknown problem `hdu9999` (help lists them)\n");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 1);
}

static void test_console_judge_line_of_exactly_96_characters_is_accepted(void **state)
{
    char line[CONSOLE_LINE_MAX + 2];
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu1849"));
    /* "47" then 47 piles: "47" + 47 * " 1" = 96 characters, nim-sum 1 */
    strcpy(line, "47");
    for (int i = 0; i < 47; i++) {
        strcat(line, " 1");
    }
    assert_int_equal(strlen(line), CONSOLE_LINE_MAX);
    feed(line);
    feed("\n0\n");
    assert_string_equal(cap.err, "");
    assert_string_equal(cap.out, "Rabbit Win!\n");
}

/* ---- line-level errors, stop policy ---- */

static void test_console_stop_policy_ignores_everything_after_the_first_error(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu1846"));
    feed("3\n23 2\n4 0\n4 3\n");
    console_eof(&con);
    assert_string_equal(cap.out, "first\n");
    assert_string_equal(cap.err, "nimbox: line 3: m must be at least 1\n");
    assert_int_equal(console_error_count(&con), 1);
}

static void test_console_too_long_line_is_one_error_and_its_rest_is_discarded(void **state)
{
    char line[200];
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n");
    memset(line, '1', sizeof line - 1);
    line[sizeof line - 1] = '\0';
    feed(line);
    feed("\n3\n");
    assert_string_equal(cap.err, "error: line 1: line longer than 96 characters\n");
    assert_string_equal(cap.out, "Cici\n");
    assert_int_equal(console_error_count(&con), 1);
}

static void test_console_garbage_bytes_make_the_line_an_error(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n4\x07\n\xff\n1\n");
    assert_string_equal(cap.err, "error: line 1: byte 0x07 is not allowed\n"
                                 "error: line 2: byte 0xff is not allowed\n");
    assert_string_equal(cap.out, "Kiki\n");
    assert_int_equal(console_error_count(&con), 2);
}

static void test_console_nul_byte_is_garbage_too(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n");
    feed_n("4\0\n", 3);
    assert_string_equal(cap.err, "error: line 1: byte 0x00 is not allowed\n");
    assert_string_equal(cap.out, "");
}

static void test_console_crlf_line_ends_are_accepted(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "poj2348"));
    feed("34 12\r\n15 24\r\n0 0\r\n");
    assert_string_equal(cap.out, "Stan wins\nOllie wins\n");
    assert_string_equal(cap.err, "");
}

/* ---- end of input: `.`, 0x04, console_eof ---- */

static void test_console_dot_line_ends_an_end_of_file_judge_run(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1527\n2 1\n8 4\n .\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.out, "0\n1\n");
    clear_capture();
    feed("solve pow2 3\n");
    assert_non_null(strstr(cap.out, "second player wins\n"));
    assert_string_equal(cap.err, "");
}

static void test_console_ctrl_d_at_the_start_of_a_line_ends_the_run_at_once(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge nyoj161\n4 7\n\x04");
    assert_false(console_in_judge(&con));
    feed("\n");
    assert_string_equal(cap.out, "0\n");
    assert_string_equal(cap.err, "");
}

static void test_console_ctrl_d_inside_a_line_is_garbage(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n3\x04\n");
    assert_true(console_in_judge(&con));
    assert_string_equal(cap.err, "error: line 1: byte 0x04 is not allowed\n");
}

static void test_console_dot_in_a_counted_run_reports_the_missing_cases(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1846\n3\n23 2\n.\n");
    assert_false(console_in_judge(&con));
    assert_string_equal(cap.out, "first\n");
    assert_string_equal(cap.err, "error: line 3: input ended with 2 of 3 cases missing\n");
}

static void test_console_eof_finishes_a_partial_last_line(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu1847"));
    feed("4");
    assert_string_equal(cap.out, "");
    console_eof(&con);
    assert_string_equal(cap.out, "Kiki\n");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 0);
}

static void test_console_eof_inside_a_case_is_an_error(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu2176"));
    feed("1 1\n3\n");
    console_eof(&con);
    assert_string_equal(cap.out, "Yes\n1 0\n");
    assert_string_equal(cap.err, "nimbox: line 3: input ended inside a case: expected its 3 piles\n");
}

static void test_console_eof_before_the_terminator_is_an_error(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    assert_true(console_start_judge(&con, "hdu1564"));
    feed("2\n");
    console_eof(&con);
    assert_string_equal(cap.out, "8600\n");
    assert_string_equal(cap.err, "nimbox: line 2: input ended before the terminating `0`\n");
}

static void test_console_judge_only_reports_input_after_the_end(void **state)
{
    (void)state;
    start(CONSOLE_STOP_ON_ERROR);
    console_set_judge_only(&con);
    assert_true(console_start_judge(&con, "poj2484"));
    feed("1\n0\n\n.\nhelp\n");
    assert_string_equal(cap.out, "Alice\n");
    assert_string_equal(cap.err, "nimbox: line 5: extra input after the end of the problem's input\n");
}

/* ---- command mode on the device policy ---- */

static void test_console_prints_no_banner(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    assert_int_equal(cap.out_calls, 0);
    assert_string_equal(cap.err, "");
}

static void test_console_carry_on_reports_a_bad_case_and_answers_the_next(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge poj2348\n34 12\n0 5\n1 2 3\n15 24\n0 0\n");
    assert_string_equal(cap.out, "Stan wins\nOllie wins\n");
    assert_string_equal(cap.err,
                        "error: line 2: a must be at least 1\n"
                        "error: line 3: expected 2 numbers, got 3\n");
    assert_false(console_in_judge(&con));
    assert_int_equal(console_error_count(&con), 2);
}

static void test_console_carry_on_waits_again_for_a_pile_line_that_was_bad(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1849\n2\n2 x\n2 1\n0\n");
    assert_string_equal(cap.err, "error: line 2: `x` is not a number\n");
    assert_string_equal(cap.out, "Rabbit Win!\n");
    assert_false(console_in_judge(&con));
}

static void test_console_returns_to_command_mode_after_the_terminator(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1564\n3\n0\n");
    assert_false(console_in_judge(&con));
    feed("solve board 4\n");
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "ailyanlu\nfirst player wins\n"));
}

static void test_console_unknown_command_is_one_error_line(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("play chess\n\n");
    assert_string_equal(cap.err, "error: unknown command `play` (commands: help, solve, judge)\n");
    assert_string_equal(cap.out, "");
    feed("help\n");
    assert_non_null(strstr(cap.out, "hdu1538"));
}

static void test_console_command_errors_name_the_command(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("solve nim 1 4294967296\n");
    feed("solve euclid 0 3\n");
    feed("judge\n");
    feed("judge foo\n");
    feed("help me\n");
    assert_string_equal(cap.err,
                        "error: solve nim: `4294967296` is over 4294967295\n"
                        "error: solve euclid: A must be at least 1\n"
                        "error: judge: expected one problem id (help lists them)\n"
                        "error: unknown problem `foo` (help lists them)\n"
                        "error: help: takes no arguments\n");
    assert_string_equal(cap.out, "");
    assert_int_equal(console_error_count(&con), 5);
}

static void test_console_too_long_command_is_an_error_then_commands_work(void **state)
{
    char line[150];
    (void)state;
    start(CONSOLE_CARRY_ON);
    strcpy(line, "solve nim");
    while (strlen(line) < sizeof line - 3) {
        strcat(line, " 1");
    }
    feed(line);
    feed("\nsolve nim 1\n");
    assert_string_equal(cap.err, "error: line longer than 96 characters\n");
    assert_non_null(strstr(cap.out, "first player wins\n"));
}

static void test_console_too_many_piles_is_an_error(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu2176\n65\n64\n");
    assert_string_equal(cap.err, "error: line 1: the pile count must be from 1 to 64, got 65\n");
    assert_true(console_in_judge(&con));
}

static void test_console_run_line_is_the_same_as_feeding_bytes(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
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
        start(CONSOLE_CARRY_ON);
        feed(inputs[i]);
        assert_true(cap.out_len > 0);
        assert_int_equal(cap.out[cap.out_len - 1], '\n');
        assert_string_equal(cap.err, "");
    }
}

/* ---- numbers ---- */

static void test_console_parse_takes_the_full_32_bit_range(void **state)
{
    uint32_t v = 7;
    (void)state;
    assert_int_equal(con_parse_u32("4294967295", 10, &v), CON_NUM_OK);
    assert_true(v == 4294967295u);
    assert_int_equal(con_parse_u32("0", 1, &v), CON_NUM_OK);
    assert_true(v == 0);
    assert_int_equal(con_parse_u32("0004294967295", 13, &v), CON_NUM_OK);
    assert_true(v == 4294967295u);
    assert_int_equal(con_parse_u32("429496729", 9, &v), CON_NUM_OK);
    assert_true(v == 429496729u);
}

static void test_console_parse_rejects_overflow_signs_and_junk(void **state)
{
    uint32_t v = 7;
    (void)state;
    assert_int_equal(con_parse_u32("4294967296", 10, &v), CON_NUM_TOO_BIG);
    assert_int_equal(con_parse_u32("4294967300", 10, &v), CON_NUM_TOO_BIG);
    assert_int_equal(con_parse_u32("99999999999", 11, &v), CON_NUM_TOO_BIG);
    assert_int_equal(con_parse_u32("-1", 2, &v), CON_NUM_NEGATIVE);
    assert_int_equal(con_parse_u32("-", 1, &v), CON_NUM_NOT_NUMBER);
    assert_int_equal(con_parse_u32("+5", 2, &v), CON_NUM_NOT_NUMBER);
    assert_int_equal(con_parse_u32("", 0, &v), CON_NUM_NOT_NUMBER);
    assert_int_equal(con_parse_u32("12a", 3, &v), CON_NUM_NOT_NUMBER);
    assert_int_equal(con_parse_u32("1.5", 3, &v), CON_NUM_NOT_NUMBER);
    assert_true(v == 7); /* untouched on failure */
}

static void test_console_judge_reports_each_kind_of_bad_number(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n-1\n+5\n4294967296\n4294967295\n");
    assert_string_equal(cap.err, "error: line 1: `-1` is negative\n"
                                 "error: line 2: `+5` is not a number\n"
                                 "error: line 3: `4294967296` is over 4294967295\n");
    assert_string_equal(cap.out, "Cici\n");
}

/* ---- the template printer ---- */

static void test_console_template_printer_fills_numbers_choices_and_pieces(void **state)
{
    const uint32_t args[] = {1u | 4u, 4294967295u, 2, 6, 0xc3};
    (void)state;
    start(CONSOLE_CARRY_ON);
    con.piles[0] = 7;
    con.piles[1] = 42;
    /* decimal, binary, hex, a pile, bits of args[0] choosing, nested and numbered choices */
    con_out(&con,
            CON_D(b) " " CON_B(d) " " CON_HEX(e) " " CON_D(B) " " CON_SEL(0) "no" CON_OR "yes"
            CON_END " " CON_SEL(1) "x" CON_OR "y" CON_END " " CON_SEL(c) "zero" CON_OR "one"
            CON_OR "two:" CON_SEL(2) "in" CON_OR "IN" CON_SEL(0) "0" CON_OR "1" CON_END CON_END
            CON_END " " CON_D(A) "\n",
            args);
    assert_string_equal(cap.out, "4294967295 110 c3 42 yes x two:IN1 7\n");
    clear_capture();
    /* the shared pieces read bit 0 of args[0]: the player to move loses */
    con_out(&con, CON_VERDICT CON_LABEL "x\n" CON_NO_MOVE CON_LAST_OBJECT, args);
    assert_string_equal(cap.out, "second player wins\nstalling move: x\n"
                                 "no move left: the other player took the last object and won\n");
    assert_string_equal(cap.err, "");
}

static void test_console_template_printer_output_joins_into_the_whole_text(void **state)
{
    const uint32_t args[] = {123456789u};
    (void)state;
    start(CONSOLE_CARRY_ON);
    con_out(&con, "0123456789abcdefghij " CON_D(a) CON_D(a) "\n", args);
    assert_string_equal(cap.out, "0123456789abcdefghij 123456789123456789\n");
    assert_true(cap.out_calls > 1);
}

/* ---- solve answers ---- */

static void test_console_solve_misere_nim_leaves_an_odd_number_of_one_piles(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("solve nim --misere 1 1 5\n");
    assert_string_equal(cap.err, "");
    assert_non_null(strstr(cap.out, "first player wins\nwinning move: take 4 from pile 3 (5 -> 1)\nwhy: "));
    assert_null(strstr(cap.out, "pile 1 ("));
    clear_capture();
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
    start(CONSOLE_CARRY_ON);
    /* nim-sum 7 ^ 6 ^ 5 = 4: piles 7 -> 3, 6 -> 2, 5 -> 1 */
    feed("solve nim 7 6 5\n");
    assert_non_null(strstr(cap.out, "first player wins\n"
                                    "winning move: take 4 from pile 1 (7 -> 3)\n"
                                    "winning move: take 4 from pile 2 (6 -> 2)\n"
                                    "winning move: take 4 from pile 3 (5 -> 1)\n"
                                    "why: nim-sum (XOR) = 4 = binary 100;"));
    clear_capture();
    feed("solve nim 0 0\n");
    assert_string_equal(cap.out, "second player wins\n"
                                 "no move left: the other player took the last object and won\n");
}

static void test_console_solve_newstone_names_the_pile_and_the_piles_left(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("solve newstone 2 1 3\n");
    assert_string_equal(cap.out, "first player wins\n"
                                 "winning move: pile 3: 3 -> 0; leaves 2 2 0\n"
                                 "why: equal pairs lose (copy each move on the twin); "
                                 "this move pairs them\n");
    assert_string_equal(cap.err, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_console_judge_prints_the_hdu2177_sample_exactly),
        cmocka_unit_test(test_console_judge_answers_each_case_as_soon_as_its_last_line_ends),
        cmocka_unit_test(test_console_judge_accepts_the_pile_list_on_the_count_line_or_the_next),
        cmocka_unit_test(test_console_judge_match_prints_move_and_piles_then_ends),
        cmocka_unit_test(test_console_judge_numbers_hdu3951_cases),
        cmocka_unit_test(test_console_judge_with_zero_cases_prints_nothing_and_ends),
        cmocka_unit_test(test_console_start_judge_rejects_an_unknown_problem),
        cmocka_unit_test(test_console_judge_line_of_exactly_96_characters_is_accepted),
        cmocka_unit_test(test_console_stop_policy_ignores_everything_after_the_first_error),
        cmocka_unit_test(test_console_too_long_line_is_one_error_and_its_rest_is_discarded),
        cmocka_unit_test(test_console_garbage_bytes_make_the_line_an_error),
        cmocka_unit_test(test_console_nul_byte_is_garbage_too),
        cmocka_unit_test(test_console_crlf_line_ends_are_accepted),
        cmocka_unit_test(test_console_dot_line_ends_an_end_of_file_judge_run),
        cmocka_unit_test(test_console_ctrl_d_at_the_start_of_a_line_ends_the_run_at_once),
        cmocka_unit_test(test_console_ctrl_d_inside_a_line_is_garbage),
        cmocka_unit_test(test_console_dot_in_a_counted_run_reports_the_missing_cases),
        cmocka_unit_test(test_console_eof_finishes_a_partial_last_line),
        cmocka_unit_test(test_console_eof_inside_a_case_is_an_error),
        cmocka_unit_test(test_console_eof_before_the_terminator_is_an_error),
        cmocka_unit_test(test_console_judge_only_reports_input_after_the_end),
        cmocka_unit_test(test_console_prints_no_banner),
        cmocka_unit_test(test_console_carry_on_reports_a_bad_case_and_answers_the_next),
        cmocka_unit_test(test_console_carry_on_waits_again_for_a_pile_line_that_was_bad),
        cmocka_unit_test(test_console_returns_to_command_mode_after_the_terminator),
        cmocka_unit_test(test_console_unknown_command_is_one_error_line),
        cmocka_unit_test(test_console_command_errors_name_the_command),
        cmocka_unit_test(test_console_too_long_command_is_an_error_then_commands_work),
        cmocka_unit_test(test_console_too_many_piles_is_an_error),
        cmocka_unit_test(test_console_run_line_is_the_same_as_feeding_bytes),
        cmocka_unit_test(test_console_output_comes_in_whole_lines),
        cmocka_unit_test(test_console_parse_takes_the_full_32_bit_range),
        cmocka_unit_test(test_console_parse_rejects_overflow_signs_and_junk),
        cmocka_unit_test(test_console_judge_reports_each_kind_of_bad_number),
        cmocka_unit_test(test_console_template_printer_fills_numbers_choices_and_pieces),
        cmocka_unit_test(test_console_template_printer_output_joins_into_the_whole_text),
        cmocka_unit_test(test_console_solve_misere_nim_leaves_an_odd_number_of_one_piles),
        cmocka_unit_test(test_console_solve_nim_lists_every_pile_that_reaches_nim_sum_zero),
        cmocka_unit_test(test_console_solve_newstone_names_the_pile_and_the_piles_left),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
