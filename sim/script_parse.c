/* script_parse.c - reading a test script (script_parse.h). */
#include "script_parse.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static bool script_parse_fail(char *err, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
    va_end(ap);
    return false;
}

static int script_hex(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)tolower((unsigned char)c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

bool script_parse_load(FILE *f, char ***lines, unsigned *count, char *err, size_t n)
{
    char *line = NULL;
    size_t size = 0;
    ssize_t len;
    unsigned cap = 0;
    bool ok = true;
    *lines = NULL;
    *count = 0;
    while (ok && (len = getline(&line, &size, f)) >= 0) {
        if ((size_t)len >= SCRIPT_ARG_MAX)
            ok = script_parse_fail(err, n, "line %u: %zd bytes, over the %d a line may have",
                                   *count + 1, len, SCRIPT_ARG_MAX - 1);
        else if (strlen(line) != (size_t)len)
            ok = script_parse_fail(err, n, "line %u: a NUL byte", *count + 1);
        else if (*count == cap) {
            char **more = realloc(*lines, (cap ? cap * 2 : 256) * sizeof **lines);
            if (more == NULL)
                ok = script_parse_fail(err, n, "out of memory");
            else {
                *lines = more;
                cap = cap ? cap * 2 : 256;
            }
        }
        if (ok) {
            (*lines)[*count] = strdup(line);
            if ((*lines)[*count] == NULL)
                ok = script_parse_fail(err, n, "out of memory");
            else
                (*count)++;
        }
    }
    free(line);
    if (ok && ferror(f))
        ok = script_parse_fail(err, n, "cannot read it");
    return ok;
}

void script_parse_free(char **lines, unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        free(lines[i]);
    free(lines);
}

bool script_parse_words(const char *p, script_args_t *a, char *err, size_t en)
{
    a->count = 0;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (*p == '\0' || *p == '#')
            return true;
        if (a->count == SCRIPT_MAX_ARGS)
            return script_parse_fail(err, en, "too many arguments");
        char *out = a->arg[a->count];
        size_t n = 0;
        if (*p == '"') {
            p++;
            while (*p != '"') {
                if (*p == '\0' || *p == '\n')
                    return script_parse_fail(err, en, "unterminated string");
                char c = *p++;
                if (c == '\\') {
                    c = *p++;
                    switch (c) {
                    case 'n': c = '\n'; break;
                    case 'r': c = '\r'; break;
                    case 't': c = '\t'; break;
                    case '\\': case '"': break;
                    case 'x': {
                        int hi = script_hex(p[0]);
                        int lo = hi >= 0 ? script_hex(p[1]) : -1;
                        if (lo < 0)
                            return script_parse_fail(err, en, "bad \\x escape");
                        c = (char)(hi * 16 + lo);
                        p += 2;
                        break;
                    }
                    default:
                        return script_parse_fail(err, en, "unknown escape \\%c", c);
                    }
                }
                if (n + 1 >= SCRIPT_ARG_MAX)
                    return script_parse_fail(err, en, "string too long");
                out[n++] = c;
            }
            p++;
        } else {
            while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n' && *p != '#') {
                if (n + 1 >= SCRIPT_ARG_MAX)
                    return script_parse_fail(err, en, "word too long");
                out[n++] = *p++;
            }
        }
        out[n] = '\0';
        a->len[a->count++] = n;
    }
}

bool script_parse_number(const char *text, uint32_t *v, char *err, size_t n)
{
    char *end;
    unsigned long x = strtoul(text, &end, 0);
    if (*text == '\0' || *end != '\0' || x > SCRIPT_NUMBER_MAX)
        return script_parse_fail(err, n, "'%s' is not a number", text);
    *v = (uint32_t)x;
    return true;
}

int script_parse_label(char *const *lines, unsigned count, const char *name)
{
    static script_args_t a; /* (3 KB) */
    char err[128];
    for (unsigned i = 0; i < count; i++) {
        /* read as the step is read, so that `goto NAME` finds the `label NAME` it names */
        if (script_parse_words(lines[i], &a, err, sizeof err) && a.count == 2 &&
            strcmp(a.arg[0], "label") == 0 && strlen(a.arg[1]) == a.len[1] &&
            strcmp(a.arg[1], name) == 0)
            return (int)i;
    }
    return -1;
}
