/* fast_io.h - benchmark only (not shipped): the "fast I/O" shape competitive programmers put in
 * front of an accepted solution, shared by bench/judge/ref_fast_*.c: the whole input read by
 * fread into one buffer (NUL after it), unsigned numbers parsed by hand (anything that is not a
 * digit separates them), the answers collected in one output buffer written by fwrite at the
 * end (or when it fills). No checks beyond that: the judge's data is well formed. */
#ifndef FAST_IO_H
#define FAST_IO_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FAST_IN_MAX (1u << 26)  /* 64 MB: the largest bench input is about 21 MB */
#define FAST_OUT_MAX (1u << 22) /* 4 MB, written out when it fills */

static char fast_in[FAST_IN_MAX + 1];
static char fast_out[FAST_OUT_MAX];
static const char *fast_p;
static size_t fast_out_len;

/* Reads the whole input. */
static void fast_read_all(void)
{
    size_t n = fread(fast_in, 1, FAST_IN_MAX, stdin);
    fast_in[n] = '\0';
    fast_p = fast_in;
}

/* The next number; 0 at the end of the input. */
static inline int fast_uint(unsigned *v)
{
    const char *p = fast_p;
    unsigned x;
    while (*p != '\0' && (unsigned)(*p - '0') > 9u) {
        p++;
    }
    if (*p == '\0') {
        fast_p = p;
        return 0;
    }
    x = (unsigned)(*p++ - '0');
    while ((unsigned)(*p - '0') <= 9u) {
        x = x * 10u + (unsigned)(*p++ - '0');
    }
    fast_p = p;
    *v = x;
    return 1;
}

static void fast_flush(void)
{
    fwrite(fast_out, 1, fast_out_len, stdout);
    fast_out_len = 0;
}

/* Room for n more bytes of output. */
static inline void fast_room(size_t n)
{
    if (fast_out_len + n > FAST_OUT_MAX) {
        fast_flush();
    }
}

static inline void fast_str(const char *s, size_t n)
{
    fast_room(n);
    memcpy(fast_out + fast_out_len, s, n);
    fast_out_len += n;
}

static inline void fast_uint_out(unsigned v)
{
    char d[10];
    int n = 0;
    fast_room(11);
    do {
        d[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0);
    while (n > 0) {
        fast_out[fast_out_len++] = d[--n];
    }
}

static inline void fast_char(char ch)
{
    fast_room(1);
    fast_out[fast_out_len++] = ch;
}

#endif
