/* console_out.c - the console's only way out: con_print() expands one flash template with its
 * argument array (numbers, tokens, chosen alternatives, shared pieces; codes in
 * console_internal.h) into io.out / io.err, one call per plain character, number or token;
 * error lines with their prefix (`nimbox: ` on the host, `error: ` on the device) and the error
 * policy. */
#include "console_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

/* The CON_INC pieces, NUL-separated, in letter order. */
static const char con_pieces[] HAL_FLASH = HAL_FTEXT(
    CON_SEL(0) "first" CON_OR "second" CON_END " player wins\n\0"
    CON_SEL(0) "winning" CON_OR "stalling" CON_END " move: \0"
    "no move left: \0"
    "the other player took the last object and " CON_SEL(0) "lost" CON_OR "won" CON_END "\n\0"
    " (help lists them)");

/* Skips n alternatives of the innermost selection, or (n = 0) to just past its end. */
static void con_skip(hal_ftext_t *f, uint8_t n)
{
    uint8_t depth = 0;
    for (;;) {
        uint8_t ch = (uint8_t)hal_ftext_next(f);
        if (ch == CON_C_SEL) {
            depth++;
        } else if (ch == CON_C_END) {
            if (depth == 0) {
                return;
            }
            depth--;
        } else if (ch == CON_C_OR && depth == 0 && --n == 0) {
            return;
        }
    }
}

void con_print(console_t *c, const char *tmpl, const uint32_t *args, uint8_t stream)
{
    char num[33]; /* 32 binary digits and the NUL */
    hal_ftext_t f;
    hal_ftext_t back; /* where a CON_INC piece returns to */
    bool in_piece = false;
    num[sizeof num - 1u] = '\0'; /* the numbers are written backwards from here */
    hal_ftext_open(&f, tmpl);
    for (;;) {
        uint8_t ch = (uint8_t)hal_ftext_next(&f);
        const char *src = num;
        if (ch == 0) {
            if (!in_piece) {
                break;
            }
            f = back;
            in_piece = false;
            continue;
        }
        if (ch == CON_C_OR) { /* the chosen alternative is over */
            con_skip(&f, 0);
            continue;
        }
        if (ch == CON_C_END) {
            continue;
        }
        num[0] = (char)ch;
        num[1] = '\0';
        if (ch <= CON_C_INC) {
            /* 'a'.. an argument, 'A'.. a number of c->piles, '0'..'7' a bit of args[0] (CON_SEL)
             * or the digit itself (the other codes) */
            uint8_t name = (uint8_t)hal_ftext_next(&f);
            uint8_t letter = (uint8_t)((name & 0x1fu) - 1u);
            uint32_t v;
            if (ch == CON_C_INC) {
                back = f;
                in_piece = true;
                hal_ftext_open(&f, con_pieces);
                while (letter > 0) {
                    if (hal_ftext_next(&f) == 0) {
                        letter--;
                    }
                }
                continue;
            }
            if (name <= '7') { /* a digit: that bit of args[0], or the digit */
                v = name & 7u;
                if (ch == CON_C_SEL) {
                    v = ((uint8_t)args[0] >> v) & 1u;
                }
            } else {
                v = (name >= 'a' ? args : c->piles)[letter];
            }
            if (ch == CON_C_SEL) {
                if (v != 0) {
                    con_skip(&f, (uint8_t)v); /* selections are small numbers */
                }
                continue;
            }
            if (ch == CON_C_TOK) {
                src = con_token(c, (uint8_t)v);
            } else if (ch == CON_C_CH) {
                num[0] = (char)v;
            } else {
                uint8_t base = ch == CON_C_DEC ? 10u : ch == CON_C_BIN ? 2u : 16u;
                uint8_t i = sizeof num - 1u;
                do {
                    uint8_t d = (uint8_t)(v % base);
                    num[--i] = (char)(d < 10u ? '0' + d : 'a' - 10 + d);
                    v /= base;
                } while (v != 0 || (base == 16u && i > sizeof num - 3u));
                src = &num[i];
            }
        }
        (stream ? c->io.err : c->io.out)(c->io.ctx, src);
    }
}

void con_out(console_t *c, const char *tmpl, const uint32_t *args)
{
    con_print(c, tmpl, args, 0);
}

void con_err_begin(console_t *c)
{
    /* bit 0: the policy, bit 1: command mode, bits 2-3: the leading tokens to name */
    uint8_t flags = c->flags;
    con_print(c,
              HAL_FSTR(CON_SEL(0) "error" CON_OR "nimbox" CON_END ": "
                       CON_SEL(1) "line " CON_D(b) ": " CON_OR
                       CON_SEL(3) CON_SEL(2) CON_OR CON_TOK(0) ": " CON_END CON_OR
                       CON_TOK(0) " " CON_TOK(1) CON_SEL(2) CON_OR " " CON_TOK(2) CON_END ": "
                       CON_END CON_END),
              CON_ARGS((uint8_t)((flags & CON_F_STOP) |
                                 ((flags & (CON_F_JUDGE | CON_F_DONE)) == 0) << 1 |
                                 c->ctx_tokens << 2),
                       c->line_no),
              1);
}

void con_err_end(console_t *c)
{
    con_print(c, HAL_FSTR("\n"), NULL, 1);
    if (c->errors < UINT16_MAX) {
        c->errors++;
    }
    if (c->flags & CON_F_STOP) {
        c->flags |= CON_F_STOPPED;
    }
}

void con_error(console_t *c, const char *tmpl, uint8_t a, uint8_t b)
{
    uint32_t args[2];
    args[0] = a;
    args[1] = b;
    con_err_begin(c);
    con_print(c, tmpl, args, 1);
    con_err_end(c);
}

__attribute__((noinline)) void con_fail(console_t *c, const char *tmpl)
{
    con_error(c, tmpl, 0, 0);
}
