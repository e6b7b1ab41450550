/* console_out.c - the console's only way out: typed print helpers (a character, a RAM string,
 * a flash text, a text by id, a number in decimal or binary, a line end, a pair line, a quoted
 * token) that hand each character to io.put, and the error lines with their prefix (`nimbox: `
 * on the host, `error: ` on the board), their context and the error policy. Numbers are
 * written by the app's decimal_u32 (decimal.h, the views' too). */
#include <string.h>
#include "console_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"
#include "decimal.h"

/* The CON_TEXTS list, NUL-separated, in con_text_t order. */
#define CON_TEXT_STR(id, text) text "\0"
static const char con_texts[] HAL_FLASH = HAL_FTEXT(CON_TEXTS(CON_TEXT_STR));

/* What each way a number can be bad says (after the quoted token): the CON_NUM_RESULTS list,
 * NUL-separated, in con_num_t order. */
#define CON_NUM_STR(id, text) text "\0"
static const char con_num_texts[] HAL_FLASH = HAL_FTEXT(CON_NUM_RESULTS(CON_NUM_STR));

void con_put(console_t *c, char ch)
{
    c->io.put(c->io.ctx, c->stream, ch);
}

/* Answer bytes at once through io.write where there is one (the host), else one by one. */
static void con_write(console_t *c, const char *s, size_t n)
{
    if (!CON_BOARD && c->io.write != NULL && c->stream == 0) {
        c->io.write(c->io.ctx, s, n);
        return;
    }
    while (n-- != 0) {
        con_put(c, *s++);
    }
}

void con_str(console_t *c, const char *s)
{
    if (!CON_BOARD) {
        con_write(c, s, strlen(s));
        return;
    }
    while (*s != '\0') {
        con_put(c, *s++);
    }
}

void con_item(console_t *c, const char *list, uint8_t k)
{
    hal_ftext_t t;
    char ch;
    hal_ftext_open(&t, list);
    while (k != 0) {
        if (hal_ftext_next(&t) == '\0') {
            k--;
        }
    }
    while ((ch = hal_ftext_next(&t)) != '\0') {
        if (ch == '\n') {
            con_nl(c);
        } else {
            con_put(c, ch);
        }
    }
}

void con_text(console_t *c, const char *fstr)
{
    con_item(c, fstr, 0);
}

void con_say(console_t *c, con_text_t id)
{
    con_item(c, con_texts, (uint8_t)id);
}

void con_num(console_t *c, uint32_t v)
{
    char digits[DECIMAL_SIZE];
    decimal_u32(digits, v);
    con_str(c, digits);
}

void con_text_num(console_t *c, const char *fstr, uint32_t v)
{
    con_text(c, fstr);
    con_num(c, v);
}

void con_bin(console_t *c, uint32_t v)
{
    uint8_t n = 32; /* digits: the leading zeros go, the last digit stays */
    while (n > 1u && !(v & 0x80000000u)) {
        v <<= 1;
        n--;
    }
    while (n-- != 0) {
        con_put(c, (v & 0x80000000u) ? '1' : '0');
        v <<= 1;
    }
}

void con_nl(console_t *c)
{
    if (c->flags & CON_F_CRLF) {
        con_put(c, '\r');
    }
    con_put(c, '\n');
}

void con_line(console_t *c, const char *word)
{
    if (!CON_BOARD) { /* the host's answers are plain text: one write for the line */
        char line[CON_LINE_MAX + 2];
        size_t n = 0;
        while (word[n] != '\0') { /* a few bytes: no strlen and memcpy calls */
            line[n] = word[n];
            n++;
        }
        if (c->flags & CON_F_CRLF) {
            line[n++] = '\r';
        }
        line[n++] = '\n';
        con_write(c, line, n);
        return;
    }
    con_text(c, word);
    con_nl(c);
}

void con_pair(console_t *c, uint32_t a, uint32_t b)
{
    if (!CON_BOARD) { /* one write for the line */
        char line[2 * 10 + 3];
        char *p = line + decimal_u32(line, a);
        *p++ = ' ';
        p += decimal_u32(p, b);
        if (c->flags & CON_F_CRLF) {
            *p++ = '\r';
        }
        *p++ = '\n';
        con_write(c, line, (size_t)(p - line));
        return;
    }
    con_num(c, a);
    con_put(c, ' ');
    con_num(c, b);
    con_nl(c);
}

/* The token just read, quoted as typed: bytes outside printable ASCII as '?' (a terminal
 * shows it as it is, whatever came); a token longer than CONSOLE_TOKEN_SHOWN by its first
 * CON_TOKEN_HEAD characters, `...`, and its last ones (the reader keeps them so). */
static void con_token(console_t *c)
{
    uint8_t len = c->tok_len;
    con_put(c, '`');
    for (uint8_t i = 0; i < len && i < CONSOLE_TOKEN_SHOWN; i++) {
        uint8_t ch = (uint8_t)c->tok[i];
        if (i == CON_TOKEN_HEAD && len > CONSOLE_TOKEN_SHOWN) {
            con_text(c, HAL_FSTR("..."));
        }
        if (ch < 0x20u || ch >= 0x7fu) {
            ch = '?';
        }
        con_put(c, (char)ch);
    }
    con_put(c, '`');
}

/* What con_err_unknown's line says before the token, in CON_UNKNOWN_* order. */
static const char con_unknown[] HAL_FLASH =
    HAL_FTEXT("unknown command \0unknown problem \0unknown game \0");

void con_err_unknown(console_t *c, uint8_t what)
{
    con_err_begin(c);
    con_item(c, con_unknown, what);
    con_token(c);
    con_text(c, what == CON_UNKNOWN_COMMAND ? HAL_FSTR(" (commands: help, solve, judge)")
                                            : HAL_FSTR(" (help lists them)"));
    con_err_end(c);
    c->mode = CON_MODE_SKIP;
}

void con_err_line(console_t *c, uint32_t line)
{
    con_judge_job(c, true); /* the answer before it comes first */
    c->stream = 1;
    con_text(c, CON_STOP(c) ? CON_HOST_FSTR("nimbox: ") : HAL_FSTR("error: "));
    if (line != 0) {
        con_text_num(c, HAL_FSTR("line "), line);
        con_text(c, HAL_FSTR(": "));
    }
}

void con_err_begin(console_t *c)
{
    if (c->flags & CON_F_JUDGE) {
        con_err_line(c, c->line_no);
        return;
    }
    con_err_line(c, 0);
    if (c->ctx != 0) {
        con_item(c, con_commands, c->cmd);
        if (c->ctx >= 2u) {
            con_put(c, ' ');
            con_item(c, con_game_names, c->arg);
            if (c->ctx == 3u) {
                con_text(c, HAL_FSTR(" --misere"));
            }
        }
        con_text(c, HAL_FSTR(": "));
    }
}

void con_err_end(console_t *c)
{
    con_nl(c);
    c->stream = 0;
    if (!CON_BOARD && c->errors < UINT16_MAX) { /* (nothing on the board reads the count) */
        c->errors++;
    }
    if CON_STOP(c) {
        c->flags |= CON_F_STOPPED;
    }
}

void con_fail(console_t *c, const char *fstr)
{
    con_err_begin(c);
    con_text(c, fstr);
    con_err_end(c);
}

void con_err_number(console_t *c, con_num_t r)
{
    con_err_begin(c);
    con_token(c);
    con_item(c, con_num_texts, (uint8_t)r);
    con_err_end(c);
}
