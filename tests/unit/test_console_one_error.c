/* test_console_one_error.c - one error, one error line: every kind of bad number at every
 * place of every problem's input, the ends of input, the range checks and `solve`'s errors each
 * print exactly one error line (the host tool's header promises one, and the board's reader
 * sees one), never a second about the same fault; a long token is quoted by its start and its
 * end; and a command line never sees the game or problem of an earlier line (`solve` after a
 * judge run read past the game table). Built twice: in the host tool's wiring (test_console_
 * one_error) and in the firmware's (CONSOLE_SOLVE_PLAY: test_console_one_error_board), where
 * only the board's policy exists. The expected lines are written from docs/console.md. */
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

#ifdef CONSOLE_SOLVE_PLAY
#define HOST_POLICY 0 /* the firmware's build has only the board's policy */
#else
#define HOST_POLICY 1
#endif

#define CAP_MAX 8192
#define BOARD_PILES 144u /* the firmware's store (firmware/main.c) */

static char out[CAP_MAX];
static char err[CAP_MAX];
static size_t out_len;
static size_t err_len;
static console_t con;
static uint32_t piles[BOARD_PILES];

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    char *buf = stream ? err : out;
    size_t *len = stream ? &err_len : &out_len;
    (void)ctx;
    assert_true(*len + 1 < CAP_MAX);
    buf[(*len)++] = ch;
    buf[*len] = '\0';
}

static void start(console_error_policy_t policy)
{
    console_io_t io = {cap_put, NULL, NULL, NULL, NULL};
    out_len = err_len = 0;
    out[0] = err[0] = '\0';
    console_init(&con, &io, policy, piles, BOARD_PILES);
}

static void feed(const char *s)
{
    while (*s != '\0') {
        console_feed(&con, *s++);
    }
}

/* The error lines printed: each ends in '\n', so one line is one '\n'. */
static unsigned error_lines(void)
{
    unsigned n = 0;
    for (const char *p = err; *p != '\0'; p++) {
        n += *p == '\n';
    }
    return n;
}

/* ---- a command line never sees an earlier line's game or problem ---- */

static const char *const problems[] = {"hdu1846", "hdu2176", "match",   "hdu1849", "hdu1527",
                                       "nyoj161", "hdu2177", "poj2348", "hdu1847", "poj1740",
                                       "poj2484", "hdu3951", "hdu1564", "hdu1538"};
#define PROBLEMS (sizeof problems / sizeof problems[0])

static void test_solve_after_a_judge_run_names_no_game(void **state)
{
    char line[64];
    (void)state;
    /* as found: the run's problem, hdu1538 (the 14th), was read as a game of a 10-game table */
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1538\n.\nsolve\n");
    assert_string_equal(err, "error: line 1: input ended before the number of cases\n"
                             "error: solve: expected a game (help lists them)\n");
    for (size_t i = 0; i < PROBLEMS; i++) {
        /* a whole run of each problem, then `solve` alone */
        bool counted = strstr("hdu1846 hdu3951 hdu1538", problems[i]) != NULL;
        bool one_case = strcmp(problems[i], "match") == 0;
        start(CONSOLE_CARRY_ON);
        snprintf(line, sizeof line, "judge %s\n%s\nsolve\n", problems[i],
                 counted ? "0" : one_case ? "1 0" : ".");
        feed(line);
        assert_string_equal(err, "error: solve: expected a game (help lists them)\n");
        assert_string_equal(out, one_case ? "lose\n" : "");
        assert_false(console_in_judge(&con));
        if (HOST_POLICY) { /* the host tool's way in: a run, then a command line */
            start(CONSOLE_STOP_ON_ERROR);
            assert_true(console_start_judge(&con, problems[i]));
            feed(counted ? "0\n" : one_case ? "1 0\n" : "");
            console_eof(&con);
            console_run_line(&con, "solve");
            assert_string_equal(err, "nimbox: solve: expected a game (help lists them)\n");
        }
    }
}

static void test_solve_alone_never_uses_the_last_lines_game(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("solve pirates 5 100 5\nsolve\nsolve --misere\n");
    assert_memory_equal(out, "pirate 5 gets 98 gold\n", 22); /* (the host: then why) */
    /* `--misere` names no game: an unknown one */
    assert_string_equal(err, "error: solve: expected a game (help lists them)\n"
                             "error: solve: unknown game `--misere` (help lists them)\n");
}

/* ---- every bad number at every place of every problem: one line ---- */

typedef struct {
    const char *id;
    bool counted;      /* T first (a run of T cases) */
    const char *lead;  /* a case's numbers before its last, for a bad last number */
    const char *good;  /* a good case ... */
    const char *reply; /* ... and its answer, from the rules (GAMES.md), as the 2nd case */
} problem_t;

static const problem_t table[] = {
    {"hdu1846", true, "5 ", "5 2", "first\n"},   /* 5 % 3 != 0 */
    {"hdu2176", false, "2 1 ", "2 1 1", "No\n"}, /* nim-sum 0 */
    {"match", false, "2 1 ", "2 1 1", "lose\n"}, /* (one case: the run ends with it) */
    {"hdu1849", false, "2 1 ", "2 1 1", "Grass Win!\n"},
    {"hdu1527", false, "1 ", "1 2", "0\n"}, /* (1, 2) = (a_1, b_1) */
    {"nyoj161", false, "1 ", "1 2", "0\n"},
    {"hdu2177", false, "1 ", "1 2", "0\n"},
    {"poj2348", false, "1 ", "2 1", "Stan wins\n"}, /* 2 % 1 == 0: the mover reaches 0 */
    {"hdu1847", false, "", "3", "Cici\n"},          /* 3 % 3 == 0 */
    {"poj1740", false, "2 1 ", "2 1 1", "0\n"},     /* paired piles */
    {"poj2484", false, "", "3", "Bob\n"},           /* n > 2 */
    {"hdu3951", true, "3 ", "3 2", "Case 2: second\n"}, /* k >= 2, n > k */
    {"hdu1564", false, "", "2", "8600\n"},              /* n even */
    {"hdu1538", true, "5 100 ", "5 100 5", "98\n"},     /* the proposer of 5 keeps 98 */
};
#define TABLE (sizeof table / sizeof table[0])

typedef struct {
    const char *token;
    const char *says; /* the error line after `line N: ` */
} bad_t;

static const bad_t bads[] = {
    {"x", "`x` is not a number"},
    {"-1", "`-1` is negative"},
    {"4294967296", "`4294967296` is over 4294967295"},
    {"12a", "`12a` is not a number"},
    /* long tokens: the first 12 characters, `...`, the last 12 */
    {"0000000000000000000000000000004294967296", "`000000000000...004294967296` is over 4294967295"},
    {"1111111111111111111111111111111x", "`111111111111...11111111111x` is not a number"},
};
#define BADS (sizeof bads / sizeof bads[0])

/* Where the bad token goes: the first token of the input (T, a list's count, a tuple's first
 * number), the first number of the first case after T, or a case's last number. */
enum { AT_FIRST = 0, AT_CASE, AT_LAST, AT_COUNT };

/* The input up to and including the bad token; false when the place does not exist for p. Its
 * line in *line. */
static bool bad_input(const problem_t *p, int at, const char *token, char *buf, size_t n,
                      unsigned *line)
{
    const char *head = p->counted ? "2\n" : ""; /* the bad case, then a good one */
    *line = p->counted ? 2 : 1;
    if (at == AT_FIRST) {
        *line = 1;
        snprintf(buf, n, "%s", token);
    } else if (at == AT_CASE && p->counted) {
        snprintf(buf, n, "%s%s", head, token);
    } else if (at == AT_LAST && p->lead[0] != '\0') {
        snprintf(buf, n, "%s%s%s", head, p->lead, token);
    } else {
        return false;
    }
    return true;
}

#if HOST_POLICY
static void test_host_each_bad_number_is_one_line_whatever_follows(void **state)
{
    static const char *const after[] = {"", "\n", " 7 7\n", " 7\n1 2 3 4\n"};
    char in[256];
    char want[256];
    unsigned line;
    (void)state;
    for (size_t i = 0; i < TABLE; i++) {
        for (int at = 0; at < AT_COUNT; at++) {
            for (size_t b = 0; b < BADS; b++) {
                if (!bad_input(&table[i], at, bads[b].token, in, sizeof in, &line)) {
                    continue;
                }
                for (size_t a = 0; a < sizeof after / sizeof after[0]; a++) {
                    start(CONSOLE_STOP_ON_ERROR);
                    assert_true(console_start_judge(&con, table[i].id));
                    feed(in);
                    feed(after[a]);
                    console_eof(&con); /* (`x` at the very end: read at the end of input) */
                    snprintf(want, sizeof want, "nimbox: line %u: %s\n", line, bads[b].says);
                    if (strcmp(err, want) != 0) {
                        print_error("%s: input \"%s%s\"\n", table[i].id, in, after[a]);
                    }
                    assert_string_equal(err, want);
                    assert_string_equal(out, ""); /* nothing of the bad case */
                    assert_int_equal(console_error_count(&con), 1);
                }
            }
        }
    }
}
#endif

/* The board: the bad case is reported once, the rest of its line skipped, and the run goes on;
 * a `.` or the end after it adds no line about the same fault. */
static void test_board_each_bad_number_is_one_line_and_the_run_goes_on(void **state)
{
    char in[256];
    char want[256];
    char rest[128];
    unsigned line;
    (void)state;
    for (size_t i = 0; i < TABLE; i++) {
        const problem_t *p = &table[i];
        bool ends = strcmp(p->id, "match") == 0; /* its one case, bad or not, ends the run */
        for (int at = 0; at < AT_COUNT; at++) {
            for (size_t b = 0; b < BADS; b++) {
                if (!bad_input(p, at, bads[b].token, in, sizeof in, &line)) {
                    continue;
                }
                snprintf(want, sizeof want, "error: line %u: %s\n", line, bads[b].says);
                /* the same line's rest is skipped, `.` included or not: the line's end, a
                 * good case (after a bad T: T again first), then `.` */
                for (int same_line_dot = 0; same_line_dot < 2; same_line_dot++) {
                    start(CONSOLE_CARRY_ON);
                    feed("judge ");
                    feed(p->id);
                    feed("\n");
                    feed(in);
                    if (same_line_dot) {
                        feed(" 7 .\n");
                        if (!ends) {
                            assert_false(console_in_judge(&con)); /* `.` still ends it */
                        }
                    } else if (ends) {
                        feed(" 7 7\n"); /* (what follows would be command lines) */
                    } else {
                        snprintf(rest, sizeof rest, " 7 7\n%s%s\n.\n",
                                 at == AT_FIRST && p->counted ? "1\n" : "", p->good);
                        feed(rest);
                        {
                            assert_string_equal(out, at == AT_FIRST && p->counted &&
                                                             strcmp(p->id, "hdu3951") == 0
                                                         ? "Case 1: second\n"
                                                         : p->reply);
                        }
                    }
                    if (strcmp(err, want) != 0) {
                        print_error("%s: input \"%s\"\n", p->id, in);
                    }
                    assert_string_equal(err, want);
                    assert_false(console_in_judge(&con));
                }
            }
        }
    }
}

/* The end of input on the board, right after a bad token (console_eof): no second line. */
static void test_board_end_of_input_after_a_bad_number_adds_no_line(void **state)
{
    char in[256];
    char want[256];
    unsigned line;
    (void)state;
    for (size_t i = 0; i < TABLE; i++) {
        for (int at = 0; at < AT_COUNT; at++) {
            if (!bad_input(&table[i], at, "x", in, sizeof in, &line)) {
                continue;
            }
            start(CONSOLE_CARRY_ON);
            feed("judge ");
            feed(table[i].id);
            feed("\n");
            feed(in);
            if (table[i].counted && at != AT_FIRST) {
                feed(" 7\n5"); /* the 2nd case cut by the end: a fault of its own ... */
            }
            console_eof(&con);
            if (table[i].counted && at != AT_FIRST) {
                snprintf(want, sizeof want, "error: line 2: `x` is not a number\n"
                                            "error: line 3: input ended inside a case\n");
                assert_string_equal(err, want); /* ... and the skipped 7 is not another */
                continue;
            }
            snprintf(want, sizeof want, "error: line %u: `x` is not a number\n", line);
            assert_string_equal(err, want);
        }
    }
}

/* ---- the board: what a skip or a loss leaves unread is not reported again ---- */

static void test_board_cases_skipped_after_an_error_are_not_reported_missing(void **state)
{
    (void)state;
    /* case 2 shares the bad case's line: skipped with it, not "missing" at the end */
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1846\n2\n5 x 5 2\n.\n");
    assert_string_equal(err, "error: line 2: `x` is not a number\n");
    /* with nothing skipped, a case that never came is a fault of its own */
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1846\n2\n5 x\n.\n");
    assert_string_equal(err, "error: line 2: `x` is not a number\n"
                             "error: line 3: input ended with 1 of 2 cases missing\n");
    /* a bad T, then a good one: the cases are counted from the good T */
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1538\nx\n2\n5 100 5\n.\n");
    assert_string_equal(out, "98\n");
    assert_string_equal(err, "error: line 1: `x` is not a number\n"
                             "error: line 4: input ended with 1 of 2 cases missing\n");
    /* a case cut by the end is its own fault, even after a skip */
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1846\n3\n5 x 5 2\n5\n.\n");
    assert_string_equal(err, "error: line 2: `x` is not a number\n"
                             "error: line 4: input ended inside a case\n");
}

static void test_board_lost_input_then_the_end_is_one_line(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1846\n3\n5 2\n5 ");
    console_input_lost(&con, 40); /* the bytes lost may have held the other cases */
    feed("1\n.\n");
    assert_string_equal(out, "first\n");
    assert_string_equal(err, "error: line 3: input lost (40 bytes)\n");
}

/* ---- the ends of input and the range checks: one line each ---- */

typedef struct {
    const char *id;
    const char *in; /* then the end of input */
    const char *says;
} fault_t;

static const fault_t faults[] = {
    {"hdu1846", "", "line 1: input ended before the number of cases"},
    {"hdu1538", "  \n", "line 2: input ended before the number of cases"},
    {"hdu1846", "2\n5 2\n", "line 3: input ended with 1 of 2 cases missing"},
    {"hdu3951", "1\n5", "line 2: input ended inside a case"},
    {"match", "", "line 1: input ended with 1 of 1 cases missing"},
    {"match", "3 1 2", "line 1: input ended inside a case"},
    {"hdu2176", "3 1 2", "line 1: input ended inside a case"},
    {"hdu1849", "2 1", "line 1: input ended inside a case"},
    {"poj1740", "2\n1", "line 2: input ended inside a case"},
    {"hdu1527", "1 2\n3", "line 2: input ended inside a case"},
    {"hdu2177", "4", "line 1: input ended inside a case"},
    {"poj2348", "4", "line 1: input ended inside a case"},
    {"hdu1538", "1\n5 100", "line 2: input ended inside a case"},
    {"hdu1846", "1\n5 0", "line 2: m must be at least 1"},
    {"hdu3951", "1\n0 2", "line 2: n must be at least 1"},
    {"hdu3951", "1\n2 0", "line 2: k must be at least 1"},
    {"hdu1538", "1\n3 100 4", "line 2: p must be from 1 to n"},
    {"hdu1538", "1\n3 100 0", "line 2: p must be from 1 to n"},
    {"poj2348", "5 0", "line 1: b must be at least 1"},
    {"poj2348", "0 5", "line 1: a must be at least 1"},
    {"match", "0 5", "line 1: the pile count must be at least 1"},
};
#define FAULTS (sizeof faults / sizeof faults[0])

static void test_each_fault_of_the_input_is_one_line(void **state)
{
    char want[256];
    (void)state;
    for (size_t i = 0; i < FAULTS; i++) {
        for (int host = 0; host <= HOST_POLICY; host++) {
            start(host ? CONSOLE_STOP_ON_ERROR : CONSOLE_CARRY_ON);
            assert_true(console_start_judge(&con, faults[i].id));
            feed(faults[i].in);
            console_eof(&con);
            snprintf(want, sizeof want, "%s%s\n", host ? "nimbox: " : "error: ",
                     faults[i].says);
            if (strcmp(err, want) != 0) {
                print_error("%s: input \"%s\"\n", faults[i].id, faults[i].in);
            }
            assert_string_equal(err, want);
            assert_int_equal(error_lines(), 1);
        }
    }
}

/* ---- solve: one line for each fault ---- */

static void test_each_fault_of_a_solve_line_is_one_line(void **state)
{
    static const struct {
        const char *line;
        const char *says;
    } cases[] = {
        {"solve", "solve: expected a game (help lists them)"},
        {"solve chess 1 2 x", "solve: unknown game `chess` (help lists them)"},
        {"solve nim 1 x 3 -4", "solve nim: `x` is not a number"},
        {"solve nim --misere --misere 3", "solve nim --misere: `--misere` is not a number"},
        {"solve wythoff --misere 1 x", "solve wythoff --misere: this game has no misere variant "
                                       "(bash and nim have)"},
        {"solve bash 10", "solve bash: expected N M, got 1 number"},
        {"solve bash 10 0", "solve bash: M must be at least 1"},
        {"solve pirates 3 100 4", "solve pirates: P must be from 1 to N"},
        {"solve pow2 00000000000000000000000000000000099999999999",
         "solve pow2: `000000000000...099999999999` is over 4294967295"},
        {"help me", "help: takes no arguments"},
        {"judge", "judge: expected one problem id (help lists them)"},
        {"judge hdu0000 x", "unknown problem `hdu0000` (help lists them)"},
        {"playplayplayplayplayplayplay", "unknown command `playplayplay...playplayplay` "
                                         "(commands: help, solve, judge)"},
    };
    char want[256];
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int host = 0; host <= HOST_POLICY; host++) {
            start(host ? CONSOLE_STOP_ON_ERROR : CONSOLE_CARRY_ON);
            console_run_line(&con, cases[i].line);
            snprintf(want, sizeof want, "%s%s\n", host ? "nimbox: " : "error: ", cases[i].says);
            assert_string_equal(err, want);
            assert_string_equal(out, "");
        }
    }
}

/* ---- how a token is quoted ---- */

static void test_a_token_is_quoted_whole_up_to_24_characters_then_by_its_ends(void **state)
{
    (void)state;
    start(CONSOLE_CARRY_ON);
    feed("judge hdu1847\n"
         "123456789012345678901234x\n"        /* 25: the first 12 and the last 12 */
         "12345678901234567890123x\n"         /* 24: whole */
         "+000000000000000000000000000000000000000000000000000000000000000000000000000000"
         "000000000000000000000000000000000000000000000000000000000000000000000000000000"
         "000000000000000000000000000000000000000000000000000000000000000000000000000000"
         "0000000000000000000000000000000000000000000000004294967296\n" /* 300 */
         "-00000000000000000000000000000000000000001\n" /* negative, whatever its length */
         ".\n");
    assert_string_equal(err, "error: line 1: `123456789012...45678901234x` is not a number\n"
                             "error: line 2: `12345678901234567890123x` is not a number\n"
                             "error: line 3: `+00000000000...004294967296` is over 4294967295\n"
                             "error: line 4: `-00000000000...000000000001` is negative\n");
    if (HOST_POLICY) {
        start(CONSOLE_STOP_ON_ERROR);
        assert_false(console_start_judge(&con, "hdu1847hdu1847hdu1847hdu1847"));
        assert_string_equal(err,
                            "nimbox: unknown problem `hdu1847hdu18...u1847hdu1847` (help lists "
                            "them)\n");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solve_after_a_judge_run_names_no_game),
        cmocka_unit_test(test_solve_alone_never_uses_the_last_lines_game),
#if HOST_POLICY
        cmocka_unit_test(test_host_each_bad_number_is_one_line_whatever_follows),
#endif
        cmocka_unit_test(test_board_each_bad_number_is_one_line_and_the_run_goes_on),
        cmocka_unit_test(test_board_end_of_input_after_a_bad_number_adds_no_line),
        cmocka_unit_test(test_board_cases_skipped_after_an_error_are_not_reported_missing),
        cmocka_unit_test(test_board_lost_input_then_the_end_is_one_line),
        cmocka_unit_test(test_each_fault_of_the_input_is_one_line),
        cmocka_unit_test(test_each_fault_of_a_solve_line_is_one_line),
        cmocka_unit_test(test_a_token_is_quoted_whole_up_to_24_characters_then_by_its_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
