/* fuzz_script.c - libFuzzer harness: the simulator's script reader (sim/script_parse.c, what
 * sim/script_mode.c reads a test script with), on any bytes as a script file. Findings (abort):
 *   - the file read, its lines are not exactly the file's bytes, one line a line (a line split
 *     or cut short is read as steps nobody wrote); refused, the file has no line too long for
 *     it and no NUL byte;
 *   - a line's words that do not read back the same when written out again as "strings" with
 *     escapes (the reader and its own format disagree), a word or string not NUL-terminated at
 *     its length, more words than the reader allows, a refusal without a reason;
 *   - a number it takes over the largest it allows;
 *   - `label NAME` not found by the name its words give (what `goto NAME` looks for), or found
 *     on a line that is not that label;
 *   - every crash, leak, out-of-bounds access and undefined behaviour (ASan, UBSan). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "script_parse.h"

/* Writes the words of a back as one line of "strings" (every byte that is not a plain
 * printable one as \xNN). */
static void write_back(const script_args_t *a, fuzz_text_t *t)
{
    for (int i = 0; i < a->count; i++) {
        fuzz_text_add(t, i == 0 ? "\"" : " \"", i == 0 ? 1 : 2);
        for (size_t k = 0; k < a->len[i]; k++) {
            unsigned char c = (unsigned char)a->arg[i][k];
            char esc[5];
            if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '#') {
                snprintf(esc, sizeof esc, "\\x%02x", c);
                fuzz_text_add(t, esc, 4);
            } else {
                fuzz_text_add(t, (const char *)&c, 1);
            }
        }
        fuzz_text_add(t, "\"", 1);
    }
    fuzz_text_add(t, "\n", 1);
}

static void check_line(char *const *lines, unsigned count, unsigned i)
{
    static script_args_t a;
    static script_args_t again;
    char err[160] = "";
    if (!script_parse_words(lines[i], &a, err, sizeof err)) {
        FUZZ_CHECK(err[0] != '\0', "a line refused without a reason");
        return;
    }
    FUZZ_CHECK(a.count >= 0 && a.count <= SCRIPT_MAX_ARGS, "more words than allowed");
    for (int k = 0; k < a.count; k++) {
        FUZZ_CHECK(a.len[k] < SCRIPT_ARG_MAX && a.arg[k][a.len[k]] == '\0',
                   "a word not ended at its length");
        uint32_t v;
        if (script_parse_number(a.arg[k], &v, err, sizeof err)) {
            FUZZ_CHECK(v <= SCRIPT_NUMBER_MAX && a.len[k] > 0, "a number over the largest");
        }
    }
    fuzz_text_t line = {0};
    write_back(&a, &line);
    /* (a word of 170 bytes outside printable ASCII does not fit a line written back) */
    if (line.len < SCRIPT_ARG_MAX) {
        FUZZ_CHECK(script_parse_words(line.p, &again, err, sizeof err),
                   "the words written back do not read");
        FUZZ_CHECK(again.count == a.count, "the words written back read as others");
        for (int k = 0; k < a.count; k++) {
            FUZZ_CHECK(again.len[k] == a.len[k] && memcmp(again.arg[k], a.arg[k], a.len[k]) == 0,
                       "a word written back reads as another");
        }
    }
    fuzz_text_free(&line);
    if (a.count == 2 && strcmp(a.arg[0], "label") == 0 && strlen(a.arg[1]) == a.len[1]) {
        char name[SCRIPT_ARG_MAX];
        memcpy(name, a.arg[1], a.len[1] + 1);
        int at = script_parse_label(lines, count, name);
        FUZZ_CHECK(at >= 0 && (unsigned)at <= i, "a label not found by its name");
        FUZZ_CHECK(script_parse_words(lines[at], &again, err, sizeof err) && again.count == 2 &&
                       strcmp(again.arg[0], "label") == 0 && strcmp(again.arg[1], name) == 0,
                   "a label found on a line that is not it");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char **lines = NULL;
    unsigned count = 0;
    char err[160] = "";
    FILE *f = fmemopen((void *)data, size, "r");
    if (f == NULL) { /* (fmemopen refuses a size of 0) */
        return 0;
    }
    bool ok = script_parse_load(f, &lines, &count, err, sizeof err);
    fclose(f);
    /* the file's lines, as an independent reading sees them */
    bool fits = true;
    unsigned want = 0;
    for (size_t i = 0, start = 0; i < size; i++) {
        fits = fits && data[i] != '\0' && i - start + 1 < SCRIPT_ARG_MAX;
        if (data[i] == '\n' || i + 1 == size) {
            want++;
            start = i + 1;
        }
    }
    if (!ok) {
        FUZZ_CHECK(!fits && err[0] != '\0', "a file refused without a line too long or a NUL");
    } else {
        FUZZ_CHECK(fits, "a line too long or a NUL byte read as if it were not there");
        FUZZ_CHECK(count == want, "the file read as another number of lines");
        size_t at = 0;
        for (unsigned i = 0; i < count; i++) {
            size_t n = strlen(lines[i]);
            FUZZ_CHECK(at + n <= size && memcmp(lines[i], data + at, n) == 0,
                       "a line read other than written");
            at += n;
        }
        FUZZ_CHECK(at == size, "the lines are not the whole file");
        for (unsigned i = 0; i < count; i++) {
            check_line(lines, count, i);
        }
    }
    script_parse_free(lines, count);
    return 0;
}
