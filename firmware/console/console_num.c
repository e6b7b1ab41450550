/* console_num.c - the line's tokens (blank-separated words) and decimal numbers in the full
 * uint32_t range, with the error messages for a bad number or a wrong count of numbers. */
#include "console_internal.h"
#include "hal_flash.h"

static bool con_is_blank(char ch)
{
    return ch == ' ' || ch == '\t';
}

con_num_t con_parse_u32(const char *s, uint8_t len, uint32_t *out)
{
    uint32_t v = 0;
    if (len == 0) {
        return CON_NUM_NOT_NUMBER;
    }
    if (s[0] == '-') {
        /* `-0` is still a sign the input is wrong; report digits after '-' as negative */
        for (uint8_t i = 1; i < len; i++) {
            if (s[i] < '0' || s[i] > '9') {
                return CON_NUM_NOT_NUMBER;
            }
        }
        return len > 1 ? CON_NUM_NEGATIVE : CON_NUM_NOT_NUMBER;
    }
    for (uint8_t i = 0; i < len; i++) {
        char ch = s[i];
        if (ch < '0' || ch > '9') {
            return CON_NUM_NOT_NUMBER;
        }
    }
    for (uint8_t i = 0; i < len; i++) {
        uint8_t d = (uint8_t)(s[i] - '0');
        if (v > 429496729u || (v == 429496729u && d > 5u)) {
            return CON_NUM_TOO_BIG;
        }
        v = v * 10u + d;
    }
    *out = v;
    return CON_NUM_OK;
}

bool con_token(const console_t *c, uint8_t index, uint8_t *start, uint8_t *len)
{
    uint8_t i = 0;
    for (;;) {
        while (i < c->len && con_is_blank(c->line[i])) {
            i++;
        }
        if (i >= c->len) {
            return false;
        }
        uint8_t s = i;
        while (i < c->len && !con_is_blank(c->line[i])) {
            i++;
        }
        if (index == 0) {
            *start = s;
            *len = (uint8_t)(i - s);
            return true;
        }
        index--;
    }
}

uint8_t con_token_count(const console_t *c)
{
    uint8_t n = 0;
    uint8_t i = 0;
    while (i < c->len) {
        if (!con_is_blank(c->line[i]) && (i == 0 || con_is_blank(c->line[i - 1]))) {
            n++;
        }
        i++;
    }
    return n;
}

bool con_token_is(const console_t *c, uint8_t index, const char *fstr)
{
    uint8_t start, len;
    if (!con_token(c, index, &start, &len)) {
        return false;
    }
    for (uint8_t i = 0; i < len; i++) {
        char want = (char)hal_flash_byte(fstr + i);
        char got = c->line[start + i];
        if (got >= 'A' && got <= 'Z') {
            got = (char)(got - 'A' + 'a');
        }
        if (want == '\0' || want != got) {
            return false;
        }
    }
    return hal_flash_byte(fstr + len) == '\0';
}

bool con_parse_tokens(console_t *c, uint8_t first, uint8_t n, uint32_t *dst)
{
    for (uint8_t k = 0; k < n; k++) {
        uint8_t start, len;
        uint8_t index = (uint8_t)(first + k);
        con_num_t r = CON_NUM_NOT_NUMBER;
        if (con_token(c, index, &start, &len)) {
            r = con_parse_u32(&c->line[start], len, &dst[k]);
        }
        if (r != CON_NUM_OK) {
            con_err_begin(c);
            con_err_token(c, index);
            if (r == CON_NUM_NEGATIVE) {
                con_err_f(c, HAL_FSTR(" is negative"));
            } else if (r == CON_NUM_TOO_BIG) {
                con_err_f(c, HAL_FSTR(" is over 4294967295"));
            } else {
                con_err_f(c, HAL_FSTR(" is not a number"));
            }
            con_err_end(c);
            return false;
        }
    }
    return true;
}

void con_err_count(console_t *c, uint8_t expected, const char *what_fstr, uint8_t got)
{
    con_err_begin(c);
    con_err_f(c, HAL_FSTR("expected "));
    con_err_u32(c, expected);
    con_put_ch(c, CON_ERR, ' ');
    con_err_f(c, what_fstr);
    if (expected != 1) {
        con_put_ch(c, CON_ERR, 's');
    }
    con_err_f(c, HAL_FSTR(", got "));
    con_err_u32(c, got);
    con_err_end(c);
}
