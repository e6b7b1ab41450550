/* console.c - the line reader: bytes in, whole clean lines out to the judge engine or the
 * command dispatcher. '\r' is dropped; a line over CONSOLE_LINE_MAX or holding a byte that is
 * not printable ASCII (tab aside) is an error for that line; `.` or 0x04 alone on a line ends
 * input like end-of-file. Blank lines are skipped everywhere. */
#include <string.h>
#include "console_internal.h"
#include "hal_flash.h"

void console_init(console_t *c, const console_io_t *io, console_error_policy_t policy)
{
    memset(c, 0, sizeof *c);
    c->io = *io;
    if (policy == CONSOLE_STOP_ON_ERROR) {
        c->flags = CON_F_STOP;
    }
}

void console_set_judge_only(console_t *c)
{
    c->flags |= CON_F_JUDGE_ONLY;
}

bool console_start_judge(console_t *c, const char *problem)
{
    if (c->flags & CON_F_STOPPED) {
        return false;
    }
    return con_judge_start(c, problem, 0);
}

uint16_t console_error_count(const console_t *c)
{
    return c->errors;
}

bool console_in_judge(const console_t *c)
{
    return (c->flags & CON_F_JUDGE) != 0;
}

/* True when the line holds only `.` (blanks around it allowed). */
static bool con_line_is_dot(const console_t *c)
{
    uint8_t start, len;
    return con_token_count(c) == 1 && con_token(c, 0, &start, &len) && len == 1 &&
           c->line[start] == '.';
}

/* End of input at line `line_no`: `.`, 0x04 or console_eof. */
static void con_end_of_input(console_t *c, uint32_t line_no)
{
    if (c->flags & CON_F_JUDGE) {
        con_judge_end_of_input(c, line_no);
    }
}

static void con_command(console_t *c)
{
    uint8_t n = con_token_count(c);
    c->ctx_tokens = 0;
    if (con_token_is(c, 0, HAL_FSTR("help"))) {
        if (n != 1) {
            c->ctx_tokens = 1;
            con_err_line(c, HAL_FSTR("takes no arguments"));
            return;
        }
        con_help(c);
    } else if (con_token_is(c, 0, HAL_FSTR("solve"))) {
        con_solve(c);
    } else if (con_token_is(c, 0, HAL_FSTR("judge"))) {
        if (n != 2) {
            c->ctx_tokens = 1;
            con_err_line(c, HAL_FSTR("expected one problem id (help lists them)"));
            return;
        }
        con_judge_start(c, NULL, 1);
    } else {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("unknown command "));
        con_err_token(c, 0);
        con_err_f(c, HAL_FSTR(" (commands: help, solve, judge)"));
        con_err_end(c);
    }
}

static void con_line(console_t *c)
{
    if (c->flags & CON_F_JUDGE) {
        c->line_no++;
    } else if (c->flags & CON_F_DONE) {
        c->line_no++;
    }
    c->line[c->len] = '\0';
    c->ctx_tokens = 0;
    if (c->flags & CON_F_LONG) {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("line longer than "));
        con_err_u32(c, CONSOLE_LINE_MAX);
        con_err_f(c, HAL_FSTR(" characters"));
        con_err_end(c);
        return;
    }
    if (c->flags & CON_F_BAD) {
        con_err_begin(c);
        con_err_f(c, HAL_FSTR("byte 0x"));
        con_put_ch(c, CON_ERR, (char)hal_flash_byte(HAL_FSTR("0123456789abcdef") + (c->bad_byte >> 4)));
        con_put_ch(c, CON_ERR, (char)hal_flash_byte(HAL_FSTR("0123456789abcdef") + (c->bad_byte & 15u)));
        con_err_f(c, HAL_FSTR(" is not allowed"));
        con_err_end(c);
        return;
    }
    if (con_token_count(c) == 0) {
        return;
    }
    if (c->flags & CON_F_DONE) {
        if (!con_line_is_dot(c)) {
            con_err_line(c, HAL_FSTR("extra input after the end of the problem's input"));
        }
        return;
    }
    if (c->flags & CON_F_JUDGE) {
        if (con_line_is_dot(c)) {
            con_end_of_input(c, c->line_no);
        } else {
            con_judge_line(c);
        }
        return;
    }
    if (con_line_is_dot(c)) {
        return;
    }
    con_command(c);
}

static void con_line_reset(console_t *c)
{
    c->len = 0;
    c->bad_byte = 0;
    c->flags &= (uint8_t)~(CON_F_LONG | CON_F_BAD);
}

void console_feed(console_t *c, char byte)
{
    uint8_t b = (uint8_t)byte;
    if (c->flags & CON_F_STOPPED) {
        return;
    }
    if (b == '\r') {
        return;
    }
    if (b == '\n') {
        con_line(c);
        con_line_reset(c);
        return;
    }
    if (b == 0x04u && c->len == 0 && !(c->flags & (CON_F_LONG | CON_F_BAD))) {
        /* Ctrl-D at the start of a line: end of input now, like a terminal */
        con_end_of_input(c, c->line_no + 1u);
        return;
    }
    if (c->flags & CON_F_LONG) {
        return;
    }
    if ((b < 0x20u && b != '\t') || b >= 0x7fu) {
        if (!(c->flags & CON_F_BAD)) {
            c->flags |= CON_F_BAD;
            c->bad_byte = b;
        }
        return;
    }
    if (c->len >= CONSOLE_LINE_MAX) {
        c->flags |= CON_F_LONG;
        return;
    }
    c->line[c->len++] = byte;
}

void console_run_line(console_t *c, const char *line)
{
    while (*line != '\0') {
        console_feed(c, *line++);
    }
    console_feed(c, '\n');
}

void console_eof(console_t *c)
{
    if (c->flags & CON_F_STOPPED) {
        return;
    }
    if (c->len > 0 || (c->flags & (CON_F_LONG | CON_F_BAD))) {
        console_feed(c, '\n');
        if (c->flags & CON_F_STOPPED) {
            return;
        }
    }
    con_end_of_input(c, c->line_no + 1u);
}
