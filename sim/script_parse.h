/* script_parse.h - reading a test script (the format script_mode.c documents), with nothing of
 * the simulator in it, so that it builds on its own (the fuzz harness fuzz/fuzz_script.c): the
 * file's lines, a line's words and "strings" (\n \r \t \\ \" \xNN escapes, '#' starts a
 * comment), numbers, labels. Each function says what is wrong in err (size n) when it fails. */
#ifndef SCRIPT_PARSE_H
#define SCRIPT_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SCRIPT_MAX_ARGS 6
#define SCRIPT_ARG_MAX 512 /* a line, and each word or string of it, is shorter */
#define SCRIPT_NUMBER_MAX 4000000000ul

typedef struct {
    int count;
    char arg[SCRIPT_MAX_ARGS][SCRIPT_ARG_MAX];
    size_t len[SCRIPT_MAX_ARGS]; /* strings may hold '\0' bytes */
} script_args_t;

/* Reads every line of f into *lines (malloc'd, each ending as in the file), their number in
 * *count. False on a line of SCRIPT_ARG_MAX bytes or more, a NUL byte in a line (either would
 * be read as something else than written), out of memory or a read error; the lines read so
 * far stay in *lines. */
bool script_parse_load(FILE *f, char ***lines, unsigned *count, char *err, size_t n);

/* Frees what script_parse_load read. */
void script_parse_free(char **lines, unsigned count);

/* Splits a line into words and "strings" (a->count of them, at most SCRIPT_MAX_ARGS, each
 * NUL-terminated with its length in a->len); false on a syntax error. */
bool script_parse_words(const char *p, script_args_t *a, char *err, size_t n);

/* A number (strtoul's base 0: decimal, 0x hex, 0 octal) of at most SCRIPT_NUMBER_MAX. */
bool script_parse_number(const char *text, uint32_t *v, char *err, size_t n);

/* The index of the first line whose words (script_parse_words) are `label NAME`; -1 when
 * there is none. */
int script_parse_label(char *const *lines, unsigned count, const char *name);

#endif
