/* console_judge.c - the judge engine: takes a problem's input token by token, whatever its
 * layout, and hands each complete case to con_judge_case(). A case is a tuple (`n m`, `a b`,
 * `n`, `n m p`) or a pile list (a count, then that many piles). The input ends after the case
 * count T, at an all-zero terminator, after match's one case, or at end of input where the
 * problem has no terminator or it is missing; input after that end is not judge input.
 *
 * Numbers: a case's numbers go to the caller's pile store, used as a ring (c->first, c->mark,
 * c->next) so that HDU 2176's list of moves can be printed from its front as far as io.room
 * allows while the next case's piles come in behind it (the board keeps reading while its UART
 * sends). HDU 1849 keeps only the running nim-sum: its cases have no limit. A pile list that
 * does not fit a fixed store is one error line, then its piles are passed over unread and the
 * next case follows.
 *
 * The board's policy (carry on): a bad number is reported, its case dropped, the rest of its
 * line skipped, and the next case starts on the next line. Input lost (an overrun, a byte that
 * came broken) does the same to the case it falls in; where it takes the number of cases
 * with it, the cases run from the next line until the end of input (`.`). */
#include "console_internal.h"
#include "hal_flash.h"
#include "nim.h"

#define CON_JOB_ROOM 24u /* the longest job line: "4294967295 4294967295\r\n" */

const uint8_t con_problem_names[CON_P_COUNT] HAL_FLASH = {
    [CON_P_HDU1846] = CON_T_HDU1846,
    [CON_P_HDU2176] = CON_T_HDU2176,
    [CON_P_MATCH] = CON_T_MATCH,
    [CON_P_HDU1849] = CON_T_HDU1849,
    [CON_P_HDU1527] = CON_T_HDU1527,
    [CON_P_NYOJ161] = CON_T_NYOJ161,
    [CON_P_HDU2177] = CON_T_HDU2177,
    [CON_P_POJ2348] = CON_T_POJ2348,
    [CON_P_HDU1847] = CON_T_HDU1847,
    [CON_P_POJ1740] = CON_T_POJ1740,
    [CON_P_POJ2484] = CON_T_POJ2484,
    [CON_P_HDU3951] = CON_T_HDU3951,
    [CON_P_HDU1564] = CON_T_HDU1564,
    [CON_P_HDU1538] = CON_T_HDU1538,
};

void con_judge_start(console_t *c)
{
    con_lost_report(c); /* input lost before the run is not in its lines */
    hal_flash_copy(&c->prob, &con_problems[c->arg], sizeof c->prob);
    c->phase = c->prob.end == CON_END_COUNT ? CON_PH_HEADER : CON_PH_CASE;
    c->line_no = 1;
    c->case_no = 0;
    c->cases = 1; /* match's one case (a T from the input replaces it) */
    c->mode = CON_MODE_JUDGE;
    c->flags = (uint8_t)((c->flags & (uint8_t)~CON_F_PASSED) | CON_F_JUDGE);
}

/* The run is over: back to command mode (the rest of the line is not judge input). */
static void con_judge_finish(console_t *c)
{
    con_judge_job(c, true);
    con_lost_report(c);
    con_skip_line(c);
}

/* A case has been read (answered, rejected or passed over): count it, and see whether the
 * input is complete. */
static void con_case_done(console_t *c)
{
    c->case_no++;
    c->phase = CON_PH_CASE;
    if (c->prob.end <= CON_END_ONE && c->case_no == c->cases) {
        con_judge_finish(c);
    }
}

/* The ring's next slot after p. */
static uint32_t *con_step(const console_t *c, uint32_t *p)
{
    return ++p == c->end ? c->piles : p;
}

void con_judge_job(console_t *c, bool block)
{
    if (!CON_BOARD && c->job_left != 0) {
        con_fast_job(c); /* the host's: all of it at once, where nothing waits for room */
    }
    while (c->job_left != 0) {
        uint32_t *p = c->first;
        uint32_t to;
        if (!block && c->io.room != NULL && c->io.room(c->io.ctx) < CON_JOB_ROOM) {
            return;
        }
        c->first = con_step(c, p);
        c->job_left--;
        if (nim_pile_move(*p, c->job_x, &to)) {
            con_pair(c, *p, to);
        }
    }
    c->first = c->mark; /* the case's numbers, if any, are all that is held */
}

bool con_judge_keep(console_t *c, uint32_t v)
{
    /* full: an answer ahead holds the rest, or (a store that grows: the host's) the case
     * alone fills it; a fixed store (the board's) never fills with a case alone, as a list
     * longer than it is passed over (con_judge_token) */
    if (c->next == c->first && (c->job_left != 0 || (!CON_BOARD && c->left != c->count))) {
        con_judge_job(c, true); /* the answer ahead must make room */
        /* the case alone fills it: a host store grows */
        if (!CON_BOARD && c->next == c->first) {
            uint32_t cap = (uint32_t)(c->end - c->piles);
            if ((CON_BOARD || c->io.grow == NULL) || !c->io.grow(c->io.ctx, &c->piles, &cap)) {
                con_fail(c, CON_T_OUT_OF_MEMORY);
                return false;
            }
            /* no answer waits, so the case starts at the front and has not wrapped */
            c->end = c->piles + cap;
            c->first = c->mark = c->piles;
            c->next = c->piles + (c->count - c->left);
        }
    }
    *c->next = v;
    c->next = con_step(c, c->next);
    return true;
}

void con_judge_token(console_t *c)
{
    uint8_t phase = c->phase;
    uint32_t v = c->value;
    con_num_t r;
    if (c->tok_len == 1u && c->tok[0] == '.') {
        con_judge_eof(c); /* `.`: end of input, even on a line being skipped */
        return;
    }
    if (phase >= CON_PH_SKIP_LINE) {
        c->flags |= CON_F_PASSED; /* a token passed over unread: it may have been a case */
        return;
    }
    if (phase == CON_PH_SKIP_N) {
        if (--c->left == 0) {
            con_case_done(c);
        }
        return;
    }
    r = con_token_num(c);
    if (r != CON_NUM_OK) {
        con_err_number(c, r);
        con_judge_drop(c);
        return;
    }
    con_judge_number(c, v);
}

void con_judge_number(console_t *c, uint32_t v)
{
    uint8_t phase = c->phase;
    if (phase == CON_PH_HEADER) {
        c->flags &= (uint8_t)~CON_F_PASSED; /* the cases are counted from here */
        c->cases = v;
        c->phase = CON_PH_CASE;
        if (v == 0) {
            con_judge_finish(c);
        }
        return;
    }
    uint8_t arity = c->prob.arity;
    uint8_t keep = c->prob.keep;
    if (phase == CON_PH_CASE) {
        c->x = 0;
        c->left = c->count = arity != 0 ? arity : v; /* a pile list: v is its count */
        c->phase = CON_PH_NUMBERS;
        if (c->job_left == 0) { /* no answer ahead in the store: the case starts at its front */
            c->first = c->next = c->piles;
        }
        c->mark = c->next;
        if (arity == 0) {
            if (v == 0) {
                if (c->prob.end == CON_END_ZERO) {
                    con_judge_finish(c); /* the terminating `0` */
                    return;
                }
                con_fail(c, CON_T_PILE_COUNT);
                con_judge_drop(c);
            } else if (keep && (CON_BOARD || c->io.grow == NULL) &&
                       v > (uint32_t)(c->end - c->piles)) {
                uint32_t cap = (uint32_t)(c->end - c->piles);
                con_err_begin(c);
                con_num(c, v);
                con_say_num(c, CON_T_PILES_OVER, cap);
                con_say(c, CON_T_HOST_TAKES_ANY);
                con_err_end(c);
                c->phase = CON_PH_SKIP_N;
            }
            return;
        }
    }
    c->x ^= v;
    if (keep && !con_judge_keep(c, v)) {
        return;
    }
    if (--c->left != 0) {
        return;
    }
    if (arity != 0 && c->prob.end == CON_END_ZERO && con_all_zero(c, arity)) {
        con_judge_finish(c); /* `0` or `0 0` */
        return;
    }
    con_judge_case(c, c->count);
    if (!CON_STOPPED(c)) {
        con_case_done(c);
    }
}

void con_judge_line(console_t *c)
{
    c->line_no++;
    if (c->phase >= CON_PH_SKIP_LINE) {
        c->phase = c->phase == CON_PH_SKIP_LINE ? CON_PH_CASE : CON_PH_HEADER;
    }
}

void con_judge_drop(console_t *c)
{
    uint8_t phase = c->phase;
    if CON_STOPPED(c) {
        return;
    }
    if (phase == CON_PH_HEADER || phase == CON_PH_SKIP_HEADER) {
        c->phase = CON_PH_SKIP_HEADER;
        c->flags |= CON_F_PASSED; /* the number of cases is what went */
        return;
    }
    if (phase == CON_PH_NUMBERS) {
        c->next = c->mark; /* what the case kept goes */
    }
    if (phase != CON_PH_SKIP_LINE) {
        con_case_done(c); /* the case was there, only unreadable */
    }
    if (c->flags & CON_F_JUDGE) {
        c->phase = CON_PH_SKIP_LINE;
    }
}

void con_judge_lost(console_t *c)
{
    if (c->phase == CON_PH_HEADER || c->phase == CON_PH_SKIP_HEADER) {
        /* the number of cases went with it: they run from the next line to the end of input */
        c->prob.end = CON_END_EOF;
        c->phase = CON_PH_SKIP_LINE;
    } else {
        con_judge_drop(c);
    }
}

void con_judge_eof(console_t *c)
{
    uint8_t phase = c->phase;
    /* a case cut short; or, where the count says how many come, the count or cases missing,
     * unless input went unread after an error (the count, a skipped token, lost bytes): what
     * is missing may be what went, and that error has had its line */
    if (phase == CON_PH_NUMBERS ||
        (phase != CON_PH_SKIP_N && c->prob.end <= CON_END_ONE && !(c->flags & CON_F_PASSED))) {
        con_err_begin(c);
        con_say(c, CON_T_INPUT_ENDED);
        if (phase == CON_PH_NUMBERS) {
            con_say(c, CON_T_INSIDE_CASE);
        } else if (phase == CON_PH_HEADER || phase == CON_PH_SKIP_HEADER) {
            con_say(c, CON_T_BEFORE_COUNT);
        } else { /* the T cases (match: 1) are not all there */
            con_say_num(c, CON_T_WITH, c->cases - c->case_no);
            con_say_num(c, CON_T_OF, c->cases);
            con_say(c, CON_T_CASES_MISSING);
        }
        con_err_end(c);
    }
    if (c->flags & CON_F_JUDGE) {
        con_judge_finish(c);
    }
}
