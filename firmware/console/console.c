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
    /* the name becomes the line (its first blank, byte outside printable ASCII or byte past
     * CONSOLE_LINE_MAX ends it), so the judge finds and reports it as token 0 */
    uint8_t n = 0;
    bool ok;
    if (c->flags & CON_F_STOPPED) {
        return false;
    }
    while ((uint8_t)problem[n] > ' ' && (uint8_t)problem[n] < 0x7fu && n < CONSOLE_LINE_MAX) {
        c->line[n] = problem[n];
        n++;
    }
    c->len = n;
    if (problem[n] != '\0' || n == 0) {
        /* never matches an id; over the last byte of a full line (con_split ends it with NUL) */
        n -= n == CONSOLE_LINE_MAX;
        c->line[n++] = '?';
        c->len = n;
    }
    con_split(c);
    ok = con_judge_start(c, 0);
    c->len = 0;
    return ok;
}

uint16_t console_error_count(const console_t *c)
{
    return c->errors;
}

bool console_in_judge(const console_t *c)
{
    return (c->flags & CON_F_JUDGE) != 0;
}

/* End of input after the last line read: 0x04 at the start of a line, or console_eof. */
static void con_end_of_input(console_t *c)
{
    if (c->flags & CON_F_JUDGE) {
        con_judge_line(c, CON_EOF_AFTER);
    }
}

_Static_assert(CONSOLE_LINE_MAX == 96, "the line-too-long message names 96");

/* A command line of n tokens. */
static void con_command(console_t *c, uint8_t n)
{
    static const char con_commands[] HAL_FLASH = HAL_FTEXT("help\0solve\0judge\0");
    uint8_t cmd = con_find(c, 0, con_commands);
    c->ctx_tokens = 1;
    if (cmd == 0) {
        if (n != 1) {
            con_fail(c, HAL_FSTR("takes no arguments"));
            return;
        }
        con_help(c);
    } else if (cmd == 1) {
        con_solve(c);
    } else if (cmd == 2) {
        if (n != 2) {
            con_fail(c, HAL_FSTR("expected one problem id" CON_HELP_LISTS));
            return;
        }
        con_judge_start(c, 1);
    } else {
        c->ctx_tokens = 0;
        con_fail(c, HAL_FSTR("unknown command `" CON_TOK(0) "` (commands: help, solve, judge)"));
    }
}

static void con_line(console_t *c)
{
    uint8_t flags = c->flags;
    uint8_t n;
    bool dot;
    if (flags & (CON_F_JUDGE | CON_F_DONE)) {
        c->line_no++;
    }
    c->ctx_tokens = 0;
    if (flags & (CON_F_LONG | CON_F_BAD)) {
        con_error(c,
                  HAL_FSTR(CON_SEL(a) "line longer than 96 characters" CON_OR "byte 0x" CON_HEX(b)
                           " is not allowed" CON_END), (flags & CON_F_LONG) == 0, c->bad_byte);
        return;
    }
    con_split(c);
    n = c->ntok;
    if (n == 0) {
        return;
    }
    /* `.` alone (blanks around it allowed) */
    dot = n == 1 && c->line[0] == '.' && c->line[1] == '\0';
    if (flags & CON_F_DONE) {
        if (!dot) {
            con_fail(c, HAL_FSTR("extra input after the end of the problem's input"));
        }
    } else if (flags & CON_F_JUDGE) {
        _Static_assert(CON_EOF_DOT == 1u, "a true dot is CON_EOF_DOT");
        con_judge_line(c, dot);
    } else if (!dot) {
        con_command(c, n);
    }
}

static void con_line_reset(console_t *c)
{
    c->len = 0;
    c->bad_byte = 0;
    c->flags &= (uint8_t)~(CON_F_LONG | CON_F_BAD);
}

__attribute__((noinline)) void console_feed(console_t *c, char byte)
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
        con_end_of_input(c);
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
    con_end_of_input(c);
}
