/* console_out.c - the console's only way out: texts from flash, RAM snippets and numbers,
 * copied through a small stack buffer into io.out / io.err; error lines with their prefix
 * (`nimbox: ` on the host, `error: ` on the device) and the error policy. */
#include "console_internal.h"
#include "hal_flash.h"

#define CON_CHUNK 16

static void con_emit(console_t *c, con_stream_t s, const char *text)
{
    if (s == CON_ERR) {
        c->io.err(c->io.ctx, text);
    } else {
        c->io.out(c->io.ctx, text);
    }
}

void con_put_f(console_t *c, con_stream_t s, const char *fstr)
{
    char buf[CON_CHUNK + 1];
    uint8_t n = 0;
    for (;;) {
        char ch = (char)hal_flash_byte(fstr++);
        if (ch == '\0') {
            break;
        }
        buf[n++] = ch;
        if (n == CON_CHUNK) {
            buf[n] = '\0';
            con_emit(c, s, buf);
            n = 0;
        }
    }
    if (n > 0) {
        buf[n] = '\0';
        con_emit(c, s, buf);
    }
}

void con_put_mem(console_t *c, con_stream_t s, const char *ram, uint8_t len)
{
    char buf[CON_CHUNK + 1];
    while (len > 0) {
        uint8_t n = len < CON_CHUNK ? len : CON_CHUNK;
        for (uint8_t i = 0; i < n; i++) {
            buf[i] = ram[i];
        }
        buf[n] = '\0';
        con_emit(c, s, buf);
        ram += n;
        len = (uint8_t)(len - n);
    }
}

void con_put_ch(console_t *c, con_stream_t s, char ch)
{
    char buf[2] = {ch, '\0'};
    con_emit(c, s, buf);
}

void con_put_u32(console_t *c, con_stream_t s, uint32_t v)
{
    char buf[11];
    uint8_t i = sizeof buf - 1;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    } while (v != 0);
    con_emit(c, s, &buf[i]);
}

void con_put_bin(console_t *c, con_stream_t s, uint32_t v)
{
    char buf[33];
    uint8_t i = sizeof buf - 1;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (uint8_t)(v & 1u));
        v >>= 1;
    } while (v != 0);
    con_emit(c, s, &buf[i]);
}

void con_out_f(console_t *c, const char *fstr)
{
    con_put_f(c, CON_OUT, fstr);
}

void con_out_u32(console_t *c, uint32_t v)
{
    con_put_u32(c, CON_OUT, v);
}

void con_out_ch(console_t *c, char ch)
{
    con_put_ch(c, CON_OUT, ch);
}

void con_out_line(console_t *c, const char *fstr)
{
    con_put_f(c, CON_OUT, fstr);
    con_put_ch(c, CON_OUT, '\n');
}

void con_err_begin(console_t *c)
{
    if (c->flags & CON_F_STOP) {
        con_put_f(c, CON_ERR, HAL_FSTR("nimbox: "));
    } else {
        con_put_f(c, CON_ERR, HAL_FSTR("error: "));
    }
    if (c->flags & (CON_F_JUDGE | CON_F_DONE)) {
        con_put_f(c, CON_ERR, HAL_FSTR("line "));
        con_put_u32(c, CON_ERR, c->line_no);
        con_put_f(c, CON_ERR, HAL_FSTR(": "));
        return;
    }
    for (uint8_t i = 0; i < c->ctx_tokens; i++) {
        uint8_t start, len;
        if (!con_token(c, i, &start, &len)) {
            break;
        }
        if (i > 0) {
            con_put_ch(c, CON_ERR, ' ');
        }
        con_put_mem(c, CON_ERR, &c->line[start], len);
    }
    if (c->ctx_tokens > 0) {
        con_put_f(c, CON_ERR, HAL_FSTR(": "));
    }
}

void con_err_end(console_t *c)
{
    con_put_ch(c, CON_ERR, '\n');
    if (c->errors < UINT16_MAX) {
        c->errors++;
    }
    if (c->flags & CON_F_STOP) {
        c->flags |= CON_F_STOPPED;
    }
}

void con_err_line(console_t *c, const char *fstr)
{
    con_err_begin(c);
    con_put_f(c, CON_ERR, fstr);
    con_err_end(c);
}

void con_err_f(console_t *c, const char *fstr)
{
    con_put_f(c, CON_ERR, fstr);
}

void con_err_u32(console_t *c, uint32_t v)
{
    con_put_u32(c, CON_ERR, v);
}

void con_err_token(console_t *c, uint8_t index)
{
    uint8_t start, len;
    con_put_ch(c, CON_ERR, '`');
    if (con_token(c, index, &start, &len)) {
        con_put_mem(c, CON_ERR, &c->line[start], len);
    }
    con_put_ch(c, CON_ERR, '`');
}
