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

/* What each way a number can be bad says (after the quoted token). */
static const uint8_t con_num_says[] HAL_FLASH = {
    [CON_NUM_NOT_NUMBER] = CON_T_NOT_NUMBER,
    [CON_NUM_NEGATIVE] = CON_T_NEGATIVE,
    [CON_NUM_TOO_BIG] = CON_T_TOO_BIG,
};

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

/* The rest of the text at cursor t ('\n': a line end). */
static void con_print(console_t *c, hal_ftext_t *t)
{
    char ch;
    while ((ch = hal_ftext_next(t)) != '\0') {
        if (ch == '\n') {
            con_nl(c);
        } else {
            con_put(c, ch);
        }
    }
}

void con_say(console_t *c, con_text_t id)
{
    hal_ftext_t t;
    hal_ftext_open_nth(&t, console_texts, (uint8_t)id);
    con_print(c, &t);
}

void con_num(console_t *c, uint32_t v)
{
    char digits[DECIMAL_SIZE];
    decimal_u32(digits, v);
    con_str(c, digits);
}

void con_say_num(console_t *c, con_text_t id, uint32_t v)
{
    con_say(c, id);
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

void con_line(console_t *c, con_text_t word)
{
    if (!CON_BOARD) { /* the host's answers are plain text: one write for the line */
        char line[CON_LINE_MAX + 2];
        size_t n = con_unpack(word, line);
        if (c->flags & CON_F_CRLF) {
            line[n++] = '\r';
        }
        line[n++] = '\n';
        con_write(c, line, n);
        return;
    }
    con_say(c, word);
    con_nl(c);
}

uint8_t con_unpack(con_text_t id, char *out)
{
    hal_ftext_t t;
    uint8_t n = 0;
    char ch;
    hal_ftext_open_nth(&t, console_texts, (uint8_t)id);
    while ((ch = hal_ftext_next(&t)) != '\0' && n < CON_LINE_MAX) {
        out[n++] = ch;
    }
    return n;
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
            con_say(c, CON_T_ELLIPSIS);
        }
        if (ch < 0x20u || ch >= 0x7fu) {
            ch = '?';
        }
        con_put(c, (char)ch);
    }
    con_put(c, '`');
}

void con_err_unknown(console_t *c, con_text_t what)
{
    con_err_begin(c);
    con_say(c, what);
    con_token(c);
    con_say(c, what == CON_T_UNKNOWN_COMMAND ? CON_T_COMMANDS_ARE : CON_T_HELP_LISTS);
    con_err_end(c);
    c->mode = CON_MODE_SKIP;
}

void con_err_line(console_t *c, uint32_t line)
{
    con_judge_job(c, true); /* the answer before it comes first */
    c->stream = 1;
    con_say(c, CON_STOP(c) ? CON_T_NIMBOX_ERROR : CON_T_ERROR);
    if (line != 0) {
        con_say_num(c, CON_T_LINE, line);
        con_say(c, CON_T_COLON);
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
        con_say(c, hal_flash_byte(&con_command_names[c->cmd]));
        if (c->ctx >= 2u) {
            con_put(c, ' ');
            con_say(c, hal_flash_byte(&con_game_names[c->arg]));
            if (c->ctx == 3u) {
                con_say(c, CON_T_MISERE_CONTEXT);
            }
        }
        con_say(c, CON_T_COLON);
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

void con_fail(console_t *c, con_text_t id)
{
    con_err_begin(c);
    con_say(c, id);
    con_err_end(c);
}

void con_err_number(console_t *c, con_num_t r)
{
    con_err_begin(c);
    con_token(c);
    con_say(c, hal_flash_byte(&con_num_says[r]));
    con_err_end(c);
}
