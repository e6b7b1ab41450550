/* console_num.c - the line's tokens (blank-separated words, split once in place) and decimal
 * numbers in the full uint32_t range, looking a token up in a list of names, with the error
 * messages for a bad number, a wrong count of numbers and an argument out of its range (shared
 * by the judge and the solve command). */
#include <string.h>
#include "console_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

void con_split(console_t *c)
{
    /* the tokens packed to the start of line, each ended by one NUL */
    uint8_t j = 0;
    uint8_t n = 0;
    bool in = false;
    for (uint8_t i = 0; i < c->len; i++) {
        char ch = c->line[i];
        if (ch == ' ' || ch == '\t') {
            if (in) {
                c->line[j++] = '\0';
            }
            in = false;
        } else {
            n += !in;
            in = true;
            c->line[j++] = ch;
        }
    }
    c->line[j] = '\0';
    c->ntok = n;
}

con_num_t con_parse_u32(const char *s, uint8_t len, uint32_t *out)
{
    uint32_t v = 0;
    con_num_t r = CON_NUM_OK;
    uint8_t i = 0;
    if (len == 0) {
        return CON_NUM_NOT_NUMBER;
    }
    if (len > 1 && s[0] == '-') {
        /* `-0` is still a sign the input is wrong: digits after '-' are negative */
        r = CON_NUM_NEGATIVE;
        i = 1;
    }
    for (; i < len; i++) {
        uint8_t d = (uint8_t)(s[i] - '0');
        if (d > 9u) {
            return CON_NUM_NOT_NUMBER;
        }
        if (v > 429496729u || (v == 429496729u && d > 5u)) {
            if (r == CON_NUM_OK) {
                r = CON_NUM_TOO_BIG;
            }
        } else {
            v = v * 10u + d;
        }
    }
    if (r == CON_NUM_OK) {
        *out = v;
    }
    return r;
}

const char *con_token(const console_t *c, uint8_t index)
{
    const char *p = c->line;
    if (index >= c->ntok) {
        return "";
    }
    while (index-- != 0) {
        while (*p++ != '\0') {
        }
    }
    return p;
}

static bool con_token_is(const console_t *c, uint8_t index, const char *fstr)
{
    const char *s = con_token(c, index);
    hal_ftext_t t;
    char got;
    hal_ftext_open(&t, fstr);
    do {
        got = *s++;
        if (got >= 'A' && got <= 'Z') {
            got = (char)(got - 'A' + 'a');
        }
        if (hal_ftext_next(&t) != got) {
            return false;
        }
    } while (got != '\0');
    return true;
}

uint8_t con_find(const console_t *c, uint8_t index, const char *list)
{
    uint8_t k = 0;
    while (hal_flash_byte(list) != 0 && !con_token_is(c, index, list)) {
        while (hal_flash_byte(list++) != 0) { /* packed bytes are never NUL */
        }
        k++;
    }
    return k;
}

__attribute__((noinline)) bool con_all_zero(const console_t *c, uint8_t n)
{
    /* byte by byte: a 32-bit OR takes four registers more */
    const uint8_t *b = (const uint8_t *)c->piles;
    const uint8_t *end = b + sizeof c->piles[0] * n;
    uint8_t any = 0;
    while (b != end) {
        any |= *b++;
    }
    return any == 0;
}

bool con_parse_tokens(console_t *c, uint8_t first, uint8_t n, uint32_t *dst)
{
    for (uint8_t k = 0; k < n; k++) {
        uint8_t index = (uint8_t)(first + k);
        const char *s = con_token(c, index);
        con_num_t r = con_parse_u32(s, (uint8_t)strlen(s), &dst[k]);
        if (r != CON_NUM_OK) {
            con_error(c,
                      HAL_FSTR("`" CON_TOK(a) "` is " CON_SEL(b) "not a number" CON_OR "negative"
                               CON_OR "over 4294967295" CON_END), index, r - 1u);
            return false;
        }
    }
    return true;
}

__attribute__((noinline)) void con_err_count(console_t *c, uint8_t expected, uint8_t what, uint8_t got)
{
    /* judge only: the rejected line's piles are free */
    c->piles[0] = expected;
    con_error(c,
              HAL_FSTR("expected " CON_D(A) " " CON_SEL(0) "number" CON_OR "pile" CON_END
                       CON_SEL(1) "s" CON_OR CON_END ", got " CON_D(b)),
              what | (expected == 1u) << 1, got);
}

bool con_check(console_t *c, const char *names_fstr, uint8_t mask)
{
    uint32_t *v = c->piles;
    if ((mask & CON_CHECK_PIRATE) && v[2] - 1u >= v[0]) {
        con_error(c, HAL_FSTR(CON_CH(a) " must be from 1 to " CON_CH(b)),
                  hal_flash_byte(names_fstr + 4), hal_flash_byte(names_fstr));
        return false;
    }
    for (; mask & 3u; mask >>= 1, v++, names_fstr += 2) {
        if ((mask & 1u) && *v == 0) {
            con_error(c, HAL_FSTR(CON_CH(a) " must be at least 1"), hal_flash_byte(names_fstr), 0);
            return false;
        }
    }
    return true;
}
