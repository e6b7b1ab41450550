/* check.c - the harnesses' shared checks and buffers (check.h). */
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fuzz_finding(const char *file, int line, const char *msg)
{
    fprintf(stderr, "FINDING %s:%d: %s\n", file, line, msg);
    abort();
}

void fuzz_text_add(fuzz_text_t *t, const char *bytes, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (t->len + n + 1 > cap) {
            cap *= 2;
        }
        t->p = realloc(t->p, cap);
        FUZZ_CHECK(t->p != NULL, "out of memory");
        t->cap = cap;
    }
    memcpy(t->p + t->len, bytes, n);
    t->len += n;
    t->p[t->len] = '\0';
}

bool fuzz_text_equal(const fuzz_text_t *a, const fuzz_text_t *b)
{
    return a->len == b->len && (a->len == 0 || memcmp(a->p, b->p, a->len) == 0);
}

void fuzz_text_free(fuzz_text_t *t)
{
    free(t->p);
    t->p = NULL;
    t->len = t->cap = 0;
}

fuzz_text_t fuzz_text_lf(const fuzz_text_t *t)
{
    fuzz_text_t lf = {0};
    fuzz_text_add(&lf, "", 0);
    for (size_t i = 0; i < t->len; i++) {
        if (!(t->p[i] == '\r' && i + 1 < t->len && t->p[i + 1] == '\n')) {
            fuzz_text_add(&lf, t->p + i, 1);
        }
    }
    return lf;
}

/* Prints at most 300 bytes of a text, escaped. */
static void show(const char *name, const char *p, size_t n)
{
    fprintf(stderr, "%s (%zu bytes): \"", name, n);
    for (size_t i = 0; i < n && i < 300; i++) {
        unsigned char c = (unsigned char)p[i];
        if (c == '\n') {
            fputs("\\n", stderr);
        } else if (c == '\r') {
            fputs("\\r", stderr);
        } else if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
            fprintf(stderr, "\\x%02x", c);
        } else {
            fputc(c, stderr);
        }
    }
    fputs(n > 300 ? "\"...\n" : "\"\n", stderr);
}

void fuzz_expect_text(const fuzz_text_t *t, const char *want, size_t n, const char *msg)
{
    if (t->len == n && (n == 0 || memcmp(t->p, want, n) == 0)) {
        return;
    }
    size_t i = 0;
    while (i < n && i < t->len && t->p[i] == want[i]) {
        i++;
    }
    size_t from = i > 60 ? i - 60 : 0;
    fprintf(stderr, "first difference at byte %zu\n", i);
    show("got", t->p + from, t->len - from);
    show("want", want + from, n - from);
    fuzz_finding(__FILE__, __LINE__, msg);
}

void fuzz_check_lines(const fuzz_text_t *t, const char *prefix)
{
    size_t start = 0;
    size_t plen = prefix ? strlen(prefix) : 0;
    for (size_t i = 0; i < t->len; i++) {
        unsigned char c = (unsigned char)t->p[i];
        if (c == '\n') {
            if (plen != 0 && (i - start < plen || memcmp(t->p + start, prefix, plen) != 0)) {
                show("line", t->p + start, i + 1 - start);
                fuzz_finding(__FILE__, __LINE__, "a line without its prefix");
            }
            start = i + 1;
        } else if (c == '\r') {
            if (i + 1 >= t->len || t->p[i + 1] != '\n') {
                show("text", t->p + start, t->len - start);
                fuzz_finding(__FILE__, __LINE__, "a CR that is not part of CR LF");
            }
        } else if (c < 0x20 || c >= 0x7f) {
            show("line", t->p + start, t->len - start);
            fuzz_finding(__FILE__, __LINE__, "a byte outside printable ASCII in the output");
        }
    }
    if (start != t->len) {
        show("text", t->p + start, t->len - start);
        fuzz_finding(__FILE__, __LINE__, "the output ends inside a line");
    }
}

uint32_t fuzz_next(uint32_t *state)
{
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

uint32_t fuzz_hash(const uint8_t *data, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ data[i]) * 16777619u;
    }
    return h != 0 ? h : 1;
}
