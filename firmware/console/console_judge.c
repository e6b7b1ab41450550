/* console_judge.c - the judge engine: reads a problem's original input line by line and hands
 * each complete case to con_judge_case(), which prints the problem's exact output.
 * Input shapes: a fixed tuple of numbers per line (`n m`), or a pile list given as a count
 * followed by that many numbers, on the count's line or alone on the next line. The input ends
 * after a case count (T on the first line), at an all-zero terminator line, after one case
 * (match), or at end of input. Blank lines are skipped; nothing else may spread a case over
 * more lines. */
#include "console_internal.h"
#include "hal_flash.h"

/* How the input ends; in the order of the end-of-input messages after the first two. */
enum { END_COUNT = 0, END_ONE = 1, END_ZERO = 2, END_EOF = 3 };
enum { PH_HEADER = 0, PH_CASE = 1, PH_LIST = 2 };

/* In con_problem_id_t order. */
static const char con_problem_names[] HAL_FLASH = HAL_FTEXT(
    "hdu1846\0hdu2176\0match\0hdu1849\0hdu1527\0nyoj161\0hdu2177\0poj2348\0hdu1847\0poj1740\0"
    "poj2484\0hdu3951\0hdu1564\0hdu1538\0");

/* In con_problem_id_t order: CON_PROBLEM(numbers per tuple line or 0 for a pile list, how the
 * input ends, the game). */
#define CON_PROBLEM(arity, end, game) ((arity) | (end) << 2 | (game) << 4)
const uint8_t con_problems[CON_P_COUNT] HAL_FLASH = {
    CON_PROBLEM(2, END_COUNT, CON_G_BASH),     /* hdu1846 */
    CON_PROBLEM(0, END_ZERO, CON_G_NIM),       /* hdu2176 */
    CON_PROBLEM(0, END_ONE, CON_G_NIM),        /* match */
    CON_PROBLEM(0, END_ZERO, CON_G_NIM),       /* hdu1849 */
    CON_PROBLEM(2, END_EOF, CON_G_WYTHOFF),    /* hdu1527 */
    CON_PROBLEM(2, END_EOF, CON_G_WYTHOFF),    /* nyoj161 */
    CON_PROBLEM(2, END_ZERO, CON_G_WYTHOFF),   /* hdu2177 */
    CON_PROBLEM(2, END_ZERO, CON_G_EUCLID),    /* poj2348 */
    CON_PROBLEM(1, END_EOF, CON_G_POW2),       /* hdu1847 */
    CON_PROBLEM(0, END_ZERO, CON_G_NEWSTONE),  /* poj1740 */
    CON_PROBLEM(1, END_ZERO, CON_G_COINS),     /* poj2484 */
    CON_PROBLEM(2, END_COUNT, CON_G_COINS),    /* hdu3951 */
    CON_PROBLEM(1, END_ZERO, CON_G_BOARD),     /* hdu1564 */
    CON_PROBLEM(3, END_COUNT, CON_G_PIRATES),  /* hdu1538 */
};

static uint8_t con_prob_arity(const console_t *c)
{
    return hal_flash_byte(&con_problems[c->problem]) & 3u;
}

static uint8_t con_prob_end(const console_t *c)
{
    return hal_flash_byte(&con_problems[c->problem]) >> 2 & 3u;
}

__attribute__((noinline)) bool con_judge_start(console_t *c, uint8_t index)
{
    uint8_t p = con_find(c, index, con_problem_names);
    if (p == CON_P_COUNT) {
        c->ctx_tokens = 0;
        con_error(c, HAL_FSTR("unknown problem `" CON_TOK(a) "`" CON_HELP_LISTS), index, 0);
        return false;
    }
    c->problem = p;
    c->phase = con_prob_end(c) == END_COUNT ? PH_HEADER : PH_CASE;
    c->line_no = 0;
    c->case_no = 0;
    c->cases_left = 0;
    c->flags |= CON_F_JUDGE;
    return true;
}

/* The run is over: back to command mode, or to "only blank lines may follow". */
static void con_judge_finish(console_t *c)
{
    c->flags &= (uint8_t)~CON_F_JUDGE;
    if (c->flags & CON_F_JUDGE_ONLY) {
        c->flags |= CON_F_DONE;
    }
}

void con_judge_line(console_t *c, uint8_t eof)
{
    uint8_t tokens = c->ntok;
    uint8_t arity = con_prob_arity(c);
    uint8_t end = con_prob_end(c);
    uint8_t phase = c->phase;
    uint8_t first = 0; /* the token the case's numbers start at */
    uint8_t count = arity;
    uint32_t *v = c->piles;
    if (eof != 0) {
        /* end of input: fine between the cases of an end-of-file problem, else an error saying
         * what was missing (the piles are free: the run ends) */
        if (phase != PH_CASE || end != END_EOF) {
            c->line_no += eof - CON_EOF_DOT;
            v[0] = c->cases_left;
            v[1] = c->cases_left + c->case_no;
            con_error(c,
                      HAL_FSTR("input ended " CON_SEL(a) "inside a case: expected its " CON_D(b)
                               " piles" CON_OR "with " CON_D(A) " of " CON_D(B) " cases missing"
                               CON_OR "before the number of cases" CON_OR "before the case"
                               CON_OR "before the terminating `0`" CON_OR
                               "before the terminating `0 0`" CON_END),
                      phase == PH_LIST ? 0u : end == END_COUNT ? 2u - (phase == PH_CASE)
                      : 2u + end + (end == END_ZERO && arity == 2u), c->list_count);
        }
        con_judge_finish(c);
        return;
    }
    if (phase == PH_HEADER) {
        if (tokens != 1) {
            con_error(c, HAL_FSTR("expected the number of cases alone, got " CON_D(a) " numbers"), tokens, 0);
        } else if (con_parse_tokens(c, 0, 1, &c->cases_left)) {
            c->phase = PH_CASE;
            if (c->cases_left == 0) {
                con_judge_finish(c);
            }
        }
        return;
    }
    if (phase == PH_LIST) {
        count = c->list_count;
        if (tokens != count) {
            con_err_count(c, count, 1, tokens);
            return;
        }
    } else if (arity == 0) {
        uint32_t n; /* the count, also in v[0] for the error below */
        if (!con_parse_tokens(c, 0, 1, v)) {
            return;
        }
        n = v[0];
        if (n == 0 && end == END_ZERO) {
            if (tokens != 1) {
                con_fail(c, HAL_FSTR("expected nothing after the terminating 0"));
            } else {
                con_judge_finish(c);
            }
            return;
        }
        if (n - 1u >= CONSOLE_MAX_PILES) {
            con_fail(c, HAL_FSTR("the pile count must be from 1 to 64, got " CON_D(A)));
            return;
        }
        count = (uint8_t)n;
        if (tokens == 1) {
            c->list_count = count;
            c->phase = PH_LIST;
            return;
        }
        if ((uint8_t)(tokens - 1u) != count) {
            con_error(c,
                      HAL_FSTR("expected the count alone or followed by its " CON_D(a)
                               " piles, got " CON_D(b)), count, tokens - 1u);
            return;
        }
        first = 1;
    } else if (tokens != arity) {
        con_err_count(c, arity, 0, tokens);
        return;
    }
    if (!con_parse_tokens(c, first, count, v)) {
        return;
    }
    if (arity != 0 && end == END_ZERO && con_all_zero(c, arity)) {
        con_judge_finish(c); /* `0` or `0 0` */
        return;
    }
    if (!con_judge_case(c, count)) {
        return;
    }
    /* the case is answered: count it and see whether the input is complete */
    c->case_no++;
    c->phase = PH_CASE;
    if (end == END_ONE || (end == END_COUNT && --c->cases_left == 0)) {
        con_judge_finish(c);
    }
}
