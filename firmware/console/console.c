/* console.c - the reader: bytes in, tokens and line ends out, for commands and judge input
 * alike (one reader). Separators are space, tab, CR, LF, VT and FF; a line ends at LF, at CR,
 * or at CR LF (the LF right after a CR ends no second line); a token is parsed as a number
 * while it comes (digits, one leading '+' or '-'), its first characters kept for error lines.
 * Command lines: a command word, then its words and numbers, run at the line's end. */
#include <string.h>
#include "console_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

const uint8_t con_command_names[CON_CMD_COUNT] HAL_FLASH = {
    [CON_CMD_HELP] = CON_T_HELP,
    [CON_CMD_SOLVE] = CON_T_SOLVE,
    [CON_CMD_JUDGE] = CON_T_JUDGE,
};

void console_init(console_t *c, const console_io_t *io, console_error_policy_t policy,
                  uint32_t *piles, uint32_t cap)
{
    memset(c, 0, sizeof *c);
    c->io = *io;
    c->piles = piles;
    c->end = piles + cap;
    if (policy == CONSOLE_STOP_ON_ERROR) {
        c->flags = CON_F_STOP;
    }
}

uint16_t console_error_count(const console_t *c)
{
    return c->errors;
}

bool console_in_judge(const console_t *c)
{
    return (c->flags & CON_F_JUDGE) != 0;
}

bool console_mid_line(const console_t *c)
{
    return (c->flags & CON_F_MIDLINE) != 0;
}

con_num_t con_token_num(const console_t *c)
{
    uint8_t n = c->num;
    if ((n & CON_N_JUNK) || !(n & CON_N_DIGIT)) {
        return CON_NUM_NOT_NUMBER;
    }
    if (n & CON_N_NEG) {
        return CON_NUM_NEGATIVE;
    }
    return n & CON_N_BIG ? CON_NUM_TOO_BIG : CON_NUM_OK;
}

uint8_t con_find(const console_t *c, const uint8_t *names, uint8_t n)
{
    /* one walk over the catalog's names, which come first (a text found by its id alone is a
     * walk from the table's start: fourteen of them took too long while input came in) */
    hal_ftext_t t;
    uint8_t len = c->tok_len;
    uint8_t id = 0;   /* the text being read */
    uint8_t i = 0;    /* its characters read so far */
    bool same = true; /* ... all the token's */
    hal_ftext_open(&t, console_texts);
    for (;;) {
        char want = hal_ftext_next(&t);
        if (want != '\0') {
            char got = '\0';
            if (i < len && i < CONSOLE_TOKEN_SHOWN) {
                got = c->tok[i];
                if (got >= 'A' && got <= 'Z') {
                    got = (char)(got - 'A' + 'a');
                }
            }
            if (want != got) {
                same = false;
            }
            i++;
            continue;
        }
        if (same && i == len) { /* the token is text id: the map's name, if it is one */
            for (uint8_t k = 0; k < n; k++) {
                if (hal_flash_byte(&names[k]) == id) {
                    return k;
                }
            }
        }
        if (++id == CON_T_NAMES_END) {
            return n;
        }
        i = 0;
        same = true;
    }
}

void con_skip_line(console_t *c)
{
    c->flags &= (uint8_t)~CON_F_JUDGE;
    c->mode = (c->flags & CON_F_MIDLINE) ? CON_MODE_SKIP : CON_MODE_COMMAND;
}

/* A byte of a token longer than CONSOLE_TOKEN_SHOWN: the kept characters' second half moves
 * on to end with it (the first half stays), so that an error line quotes how the token starts
 * and how it ends (con_token). */
static void con_tok_tail(console_t *c, char b)
{
    for (uint8_t i = CON_TOKEN_HEAD; i < CONSOLE_TOKEN_SHOWN - 1u; i++) {
        c->tok[i] = c->tok[i + 1u];
    }
    c->tok[CONSOLE_TOKEN_SHOWN - 1u] = b;
}

bool console_start_judge(console_t *c, const char *problem)
{
    uint8_t n = 0;
    if CON_STOPPED(c) {
        return false;
    }
    for (; *problem != '\0'; problem++) { /* kept as the reader keeps a token */
        if (n < CONSOLE_TOKEN_SHOWN) {
            c->tok[n] = *problem;
        } else {
            con_tok_tail(c, *problem);
        }
        n = (uint8_t)(n + (n < 255u));
    }
    c->tok_len = n;
    c->ctx = 0;
    c->arg = con_find(c, con_problem_names, CON_P_COUNT);
    if (c->arg == CON_P_COUNT || n == 0) {
        con_err_unknown(c, CON_T_UNKNOWN_PROBLEM);
        c->tok_len = 0;
        return false;
    }
    c->tok_len = 0;
    con_judge_start(c);
    return true;
}

/* A word or number of a command line (c->ntok counts the words before it). */
static void con_command_token(console_t *c)
{
    uint8_t n = c->ntok;
    c->ntok = (uint8_t)(n + (n < 255u));
    if (n == 0) {
        /* a new command: nothing of the last line's (a game, a judge run's problem) is named */
        c->arg = CON_ARG_NONE;
        c->ctx = 1;
        c->cmd = con_find(c, con_command_names, CON_CMD_COUNT);
        if (c->tok[0] == '.' && c->tok_len == 1) {
            c->mode = CON_MODE_SKIP; /* `.` ends input: nothing to end in command mode */
        } else if (c->cmd == CON_CMD_COUNT) {
            c->ctx = 0;
            con_err_unknown(c, CON_T_UNKNOWN_COMMAND);
        }
    } else if (c->cmd == CON_CMD_SOLVE) {
        con_solve_token(c);
    } else if (c->cmd == CON_CMD_JUDGE && n == 1) {
        c->arg = con_find(c, con_problem_names, CON_P_COUNT);
        if (c->arg == CON_P_COUNT) {
            c->ctx = 0;
            con_err_unknown(c, CON_T_UNKNOWN_PROBLEM);
        }
    }
}

/* The end of a command line: run it. */
static void con_command_line(console_t *c)
{
    uint8_t n = c->ntok;
    if (n != 0) {
        if (c->cmd == CON_CMD_HELP) {
            if (n != 1) {
                con_fail(c, CON_T_NO_ARGUMENTS);
            } else {
                con_help(c);
            }
        } else if (c->cmd == CON_CMD_SOLVE) {
            con_solve(c);
        } else if (n != 2) {
            con_fail(c, CON_T_ONE_PROBLEM);
        } else {
            con_judge_start(c);
        }
    }
}

/* The token just read is complete. */
static void con_token_end(console_t *c)
{
    if (c->mode == CON_MODE_JUDGE) {
        con_judge_token(c);
    } else if (c->mode == CON_MODE_COMMAND) {
        con_command_token(c);
    }
    c->tok_len = 0;
    c->num = 0;
    c->value = 0;
}

/* How a line ended: LF, CR, or a pause after a burst (console_pause). */
enum { CON_EOL_LF = 0, CON_EOL_CR = 1, CON_EOL_PAUSE = 2 };

static void con_line_end(console_t *c, uint8_t how)
{
    uint8_t f = c->flags & (uint8_t)~(CON_F_CR | CON_F_MIDLINE);
    if ((CON_BOARD || !(f & CON_F_STOP)) && how != CON_EOL_PAUSE) {
        /* the board answers as the line came (a pause keeps the last line end's way) */
        f = how == CON_EOL_LF ? f & (uint8_t)~CON_F_CRLF : f | CON_F_CRLF;
    }
    if (how == CON_EOL_CR) {
        f |= CON_F_CR;
    }
    c->flags = f;
    if (c->tok_len != 0) {
        con_token_end(c);
    }
    uint8_t mode = c->mode;
    if (mode == CON_MODE_JUDGE) {
        con_judge_line(c);
    } else {
        c->mode = CON_MODE_COMMAND;
        if (mode == CON_MODE_COMMAND) {
            con_command_line(c); /* may start a judge run */
        }
        c->ntok = 0;
    }
}

/* End of input (console_eof; a `.` token in judge mode ends it in con_judge_token). */
static void con_end_of_input(console_t *c)
{
    if (c->tok_len != 0) {
        con_token_end(c);
        if CON_STOPPED(c) {
            return; /* its error ended the run: one error, one line */
        }
    }
    if (c->mode == CON_MODE_JUDGE) {
        con_judge_eof(c);
    } else if (c->flags & CON_F_MIDLINE) {
        con_line_end(c, CON_EOL_LF);
    }
}

/* One input byte (inlined in console_feed and in console_feed_buf's loop: the host tool's
 * hot path is a call less per byte). */
static inline __attribute__((always_inline)) void con_feed(console_t *c, char byte)
{
    uint8_t b = (uint8_t)byte;
    uint8_t f = c->flags;
    if (!CON_BOARD && (f & CON_F_STOPPED)) {
        return;
    }
    if (b == ' ' || (uint8_t)(b - '\t') <= (uint8_t)('\r' - '\t')) {
        if (b == '\n' || b == '\r') {
            if (b == '\n' && (f & CON_F_CR)) {
                c->flags = f & (uint8_t)~CON_F_CR; /* CR LF: one line end */
                return;
            }
            con_line_end(c, b == '\r' ? CON_EOL_CR : CON_EOL_LF);
            return;
        }
        c->flags = (f & (uint8_t)~CON_F_CR) | CON_F_MIDLINE;
        if (c->tok_len != 0) {
            con_token_end(c);
        }
        return;
    }
    c->flags = (f & (uint8_t)~CON_F_CR) | CON_F_MIDLINE;
    uint8_t len = c->tok_len;
    if (len < 255u) {
        c->tok_len = (uint8_t)(len + 1u);
    }
    if (len < CONSOLE_TOKEN_SHOWN) {
        c->tok[len] = (char)b;
    } else {
        con_tok_tail(c, (char)b);
    }
    uint8_t d = (uint8_t)(b - '0');
    if (d <= 9u) {
        uint32_t v = c->value;
        c->num |= CON_N_DIGIT;
        if (v > 429496729u || (v == 429496729u && d > 5u)) {
            c->num |= CON_N_BIG;
        } else {
            c->value = v * 10u + d;
        }
    } else if (len == 0 && (b == '+' || b == '-')) {
        c->num = b == '-' ? CON_N_SIGN | CON_N_NEG : CON_N_SIGN;
    } else {
        c->num |= CON_N_JUNK;
    }
}

void console_feed(console_t *c, char byte)
{
    con_feed(c, byte);
}

void console_feed_buf(console_t *c, const char *bytes, size_t n)
{
    const char *p = bytes;
    const char *end = bytes + n;
    uint8_t until = (uint8_t)(CON_F_STOPPED | (c->flags & CON_F_JUDGE)); /* an error, the end */
    while (p != end && (c->flags & until) == (until & CON_F_JUDGE)) {
        if (!CON_BOARD && c->tok_len == 0) {
            /* whole cases (or piles) at once where the input is ordinary */
            p = con_judge_fast(c, p, end);
            if (p == end || (c->flags & until) != (until & CON_F_JUDGE)) {
                break;
            }
        }
        con_feed(c, *p++);
    }
}

void console_pause(console_t *c)
{
    if ((c->flags & CON_F_MIDLINE) && !CON_STOPPED(c)) {
        con_line_end(c, CON_EOL_PAUSE);
    }
}

void console_input_lost(console_t *c, uint16_t bytes)
{
    if CON_STOPPED(c) {
        return;
    }
    if (c->lost == 0) { /* (a judge run's start and end report what came before) */
        c->lost_line = c->flags & CON_F_JUDGE ? c->line_no : 0u;
    }
    c->lost += bytes;
    /* the rest of this line goes with it (and its case; the token in progress is not read) */
    c->flags |= CON_F_MIDLINE;
    if (c->mode == CON_MODE_JUDGE) {
        c->flags |= CON_F_PASSED; /* the bytes lost may have held cases */
        con_judge_lost(c);
    } else {
        c->mode = CON_MODE_SKIP;
    }
}

void con_lost_report(console_t *c)
{
    if (c->lost != 0) {
        con_err_line(c, c->lost_line);
        con_say_num(c, CON_T_INPUT_LOST, c->lost);
        con_say(c, CON_T_BYTES);
        con_err_end(c);
        c->lost = 0;
    }
}

void console_banner(console_t *c)
{
    con_say(c, CON_T_BANNER);
}

void console_watchdog_resets(console_t *c, uint16_t resets)
{
    con_say_num(c, CON_T_WATCHDOG_RESETS, resets);
    con_say(c, CON_T_SO_FAR);
}

void console_lost_asleep(console_t *c)
{
    con_say(c, CON_T_LOST_ASLEEP);
}

bool console_poll(console_t *c, bool caught_up)
{
    con_judge_job(c, false);
    if (caught_up) {
        con_lost_report(c);
    }
    return c->job_left != 0;
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
    if (!CON_STOPPED(c)) {
        con_end_of_input(c);
    }
    con_judge_job(c, true);
}
