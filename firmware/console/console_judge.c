/* console_judge.c - the judge engine: reads a problem's original input line by line and hands
 * each complete case to its family module, which prints the problem's exact output.
 * Input shapes: a fixed tuple of numbers per line (`n m`), or a pile list given as a count
 * followed by that many numbers, on the count's line or alone on the next line. The input ends
 * after a case count (T on the first line), at an all-zero terminator line, after one case
 * (match), or at end of input. Blank lines are skipped; nothing else may spread a case over
 * more lines. */
#include "console_internal.h"
#include "hal_flash.h"

enum { SHAPE_TUPLE = 0, SHAPE_LIST = 1 };
enum { END_COUNT = 0, END_ZERO = 1, END_EOF = 2, END_ONE = 3 };
enum { PH_HEADER = 0, PH_CASE = 1, PH_LIST = 2 };

typedef struct {
    char name[8];
    uint8_t shape;
    uint8_t arity; /* numbers per tuple line */
    uint8_t end;
} con_problem_t;

/* In con_problem_id_t order. */
static const con_problem_t con_problems[CON_P_COUNT] HAL_FLASH = {
    {"hdu1846", SHAPE_TUPLE, 2, END_COUNT},
    {"hdu2176", SHAPE_LIST, 0, END_ZERO},
    {"match", SHAPE_LIST, 0, END_ONE},
    {"hdu1849", SHAPE_LIST, 0, END_ZERO},
    {"hdu1527", SHAPE_TUPLE, 2, END_EOF},
    {"nyoj161", SHAPE_TUPLE, 2, END_EOF},
    {"hdu2177", SHAPE_TUPLE, 2, END_ZERO},
    {"poj2348", SHAPE_TUPLE, 2, END_ZERO},
    {"hdu1847", SHAPE_TUPLE, 1, END_EOF},
    {"poj1740", SHAPE_LIST, 0, END_ZERO},
    {"poj2484", SHAPE_TUPLE, 1, END_ZERO},
    {"hdu3951", SHAPE_TUPLE, 2, END_COUNT},
    {"hdu1564", SHAPE_TUPLE, 1, END_ZERO},
    {"hdu1538", SHAPE_TUPLE, 3, END_COUNT},
};

static uint8_t con_prob_shape(uint8_t p)
{
    return hal_flash_byte(&con_problems[p].shape);
}

static uint8_t con_prob_arity(uint8_t p)
{
    return hal_flash_byte(&con_problems[p].arity);
}

static uint8_t con_prob_end(uint8_t p)
{
    return hal_flash_byte(&con_problems[p].end);
}

/* Matches a RAM name (len bytes) against the table, ignoring ASCII case. */
static uint8_t con_problem_find(const char *name, uint8_t len)
{
    for (uint8_t p = 0; p < CON_P_COUNT; p++) {
        const char *want = con_problems[p].name;
        uint8_t i = 0;
        for (; i < len; i++) {
            char w = (char)hal_flash_byte(want + i);
            char g = name[i];
            if (g >= 'A' && g <= 'Z') {
                g = (char)(g - 'A' + 'a');
            }
            if (w == '\0' || w != g) {
                break;
            }
        }
        if (i == len && len < sizeof con_problems[0].name && hal_flash_byte(want + len) == '\0') {
            return p;
        }
    }
    return CON_P_COUNT;
}

bool con_judge_start(console_t *c, const char *name, uint8_t index)
{
    uint8_t p;
    if (name != NULL) {
        uint8_t len = 0;
        while (len < 255u && name[len] != '\0') {
            len++;
        }
        p = con_problem_find(name, len);
    } else {
        uint8_t start, len;
        p = CON_P_COUNT;
        if (con_token(c, index, &start, &len)) {
            p = con_problem_find(&c->line[start], len);
        }
    }
    if (p == CON_P_COUNT) {
        c->ctx_tokens = 0;
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("unknown problem "));
        if (name != NULL) {
            uint8_t len = 0;
            while (len < 40u && name[len] != '\0' && (uint8_t)name[len] >= 0x20u &&
                   (uint8_t)name[len] < 0x7fu) {
                len++;
            }
            con_put_ch(c, CON_ERR, '`');
            con_put_mem(c, CON_ERR, name, len);
            con_put_ch(c, CON_ERR, '`');
        } else {
            con_err_token(c, index);
        }
        con_err_f(c, HAL_FSTR(" (help lists them)"));
        con_err_end(c);
        return false;
    }
    c->problem = p;
    c->phase = con_prob_end(p) == END_COUNT ? PH_HEADER : PH_CASE;
    c->line_no = 0;
    c->case_no = 0;
    c->cases_left = 0;
    c->list_count = 0;
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

/* After an answered case: count it and see whether the input is complete. */
static void con_judge_case_done(console_t *c)
{
    uint8_t end = con_prob_end(c->problem);
    c->case_no++;
    c->phase = PH_CASE;
    if (end == END_ONE) {
        con_judge_finish(c);
    } else if (end == END_COUNT) {
        c->cases_left--;
        if (c->cases_left == 0) {
            con_judge_finish(c);
        }
    }
}

static bool con_judge_answer(console_t *c, uint8_t count)
{
    uint8_t p = c->problem;
    switch (p) {
    case CON_P_HDU2176:
    case CON_P_MATCH:
    case CON_P_HDU1849:
    case CON_P_POJ1740:
        return con_judge_nim_case(c, p, count);
    case CON_P_HDU1527:
    case CON_P_NYOJ161:
    case CON_P_HDU2177:
    case CON_P_POJ2348:
        return con_judge_pair_case(c, p);
    default:
        return con_judge_one_case(c, p);
    }
}

static void con_judge_tuple(console_t *c, uint8_t tokens)
{
    uint8_t arity = con_prob_arity(c->problem);
    if (tokens != arity) {
        con_err_count(c, arity, HAL_FSTR("number"), tokens);
        return;
    }
    if (!con_parse_tokens(c, 0, arity, c->piles)) {
        return;
    }
    if (con_prob_end(c->problem) == END_ZERO) {
        bool all_zero = true;
        for (uint8_t i = 0; i < arity; i++) {
            if (c->piles[i] != 0) {
                all_zero = false;
            }
        }
        if (all_zero) {
            con_judge_finish(c);
            return;
        }
    }
    if (con_judge_answer(c, arity)) {
        con_judge_case_done(c);
    }
}

static void con_judge_count_line(console_t *c, uint8_t tokens)
{
    uint32_t count;
    if (!con_parse_tokens(c, 0, 1, &count)) {
        return;
    }
    if (count == 0 && con_prob_end(c->problem) == END_ZERO) {
        if (tokens != 1) {
            con_err_line(c, HAL_FSTR("expected nothing after the terminating 0"));
            return;
        }
        con_judge_finish(c);
        return;
    }
    if (count == 0 || count > CONSOLE_MAX_PILES) {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("the pile count must be from 1 to "));
        con_err_u32(c, CONSOLE_MAX_PILES);
        con_err_f(c, HAL_FSTR(", got "));
        con_err_u32(c, count);
        con_err_end(c);
        return;
    }
    if (tokens == 1) {
        c->list_count = (uint8_t)count;
        c->phase = PH_LIST;
        return;
    }
    if ((uint8_t)(tokens - 1u) != count) {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("expected the count alone or followed by its "));
        con_err_u32(c, count);
        con_err_f(c, HAL_FSTR(" piles, got "));
        con_err_u32(c, (uint8_t)(tokens - 1u));
        con_err_end(c);
        return;
    }
    if (!con_parse_tokens(c, 1, (uint8_t)count, c->piles)) {
        return;
    }
    if (con_judge_answer(c, (uint8_t)count)) {
        con_judge_case_done(c);
    }
}

void con_judge_line(console_t *c)
{
    uint8_t tokens = con_token_count(c);
    switch (c->phase) {
    case PH_HEADER:
        if (tokens != 1) {
            con_err_begin(c);
            con_err_f(c, HAL_FSTR("expected the number of cases alone, got "));
            con_err_u32(c, tokens);
            con_err_f(c, HAL_FSTR(" numbers"));
            con_err_end(c);
            return;
        }
        if (!con_parse_tokens(c, 0, 1, &c->cases_left)) {
            return;
        }
        c->phase = PH_CASE;
        if (c->cases_left == 0) {
            con_judge_finish(c);
        }
        return;
    case PH_LIST:
        if (tokens != c->list_count) {
            con_err_count(c, c->list_count, HAL_FSTR("pile"), tokens);
            return;
        }
        if (!con_parse_tokens(c, 0, c->list_count, c->piles)) {
            return;
        }
        if (con_judge_answer(c, c->list_count)) {
            con_judge_case_done(c);
        }
        return;
    default:
        if (con_prob_shape(c->problem) == SHAPE_LIST) {
            con_judge_count_line(c, tokens);
        } else {
            con_judge_tuple(c, tokens);
        }
        return;
    }
}

void con_judge_end_of_input(console_t *c, uint32_t line_no)
{
    uint8_t end = con_prob_end(c->problem);
    if (c->phase == PH_CASE && end == END_EOF) {
        con_judge_finish(c);
        return;
    }
    c->line_no = line_no;
    con_err_begin(c);
    con_err_f(c, HAL_FSTR("input ended "));
    if (c->phase == PH_HEADER) {
        con_err_f(c, HAL_FSTR("before the number of cases"));
    } else if (c->phase == PH_LIST) {
        con_err_f(c, HAL_FSTR("inside a case: expected its "));
        con_err_u32(c, c->list_count);
        con_err_f(c, HAL_FSTR(" piles"));
    } else if (end == END_COUNT) {
        con_err_f(c, HAL_FSTR("with "));
        con_err_u32(c, c->cases_left);
        con_err_f(c, HAL_FSTR(" of "));
        con_err_u32(c, c->cases_left + c->case_no);
        con_err_f(c, HAL_FSTR(" cases missing"));
    } else if (end == END_ONE) {
        con_err_f(c, HAL_FSTR("before the case"));
    } else {
        uint8_t zeros = con_prob_shape(c->problem) == SHAPE_LIST ? 1 : con_prob_arity(c->problem);
        con_err_f(c, HAL_FSTR("before the terminating `0"));
        for (uint8_t i = 1; i < zeros; i++) {
            con_err_f(c, HAL_FSTR(" 0"));
        }
        con_put_ch(c, CON_ERR, '`');
    }
    con_err_end(c);
    con_judge_finish(c);
}
