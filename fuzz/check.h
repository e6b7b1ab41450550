/* check.h - what the fuzz harnesses share: a growing text buffer for captured output,
 * the checks that make a wrong answer a finding (FUZZ_CHECK aborts with a message, which
 * libFuzzer reports as a crash and saves the input), line checks for console output, and a
 * small generator for choices drawn from the input. */
#ifndef FUZZ_CHECK_H
#define FUZZ_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    char *p;
    size_t len;
    size_t cap;
} fuzz_text_t;

/* Stops the run with a finding when cond is false. */
#define FUZZ_CHECK(cond, msg)                                                                  \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fuzz_finding(__FILE__, __LINE__, msg);                                             \
        }                                                                                      \
    } while (0)

_Noreturn void fuzz_finding(const char *file, int line, const char *msg);

void fuzz_text_add(fuzz_text_t *t, const char *bytes, size_t n);
bool fuzz_text_equal(const fuzz_text_t *a, const fuzz_text_t *b);
void fuzz_text_free(fuzz_text_t *t);

/* A finding (msg, both texts shown) unless t holds exactly the n bytes of want. */
void fuzz_expect_text(const fuzz_text_t *t, const char *want, size_t n, const char *msg);

/* A copy of t with each "\r\n" as "\n". */
fuzz_text_t fuzz_text_lf(const fuzz_text_t *t);

/* Every line of t is printable ASCII ending in "\n" or "\r\n" (the last one too), and starts
 * with prefix when it is not NULL. */
void fuzz_check_lines(const fuzz_text_t *t, const char *prefix);

/* The next of a sequence of choices (xorshift32; *state must not be 0). */
uint32_t fuzz_next(uint32_t *state);

/* A hash of the input (FNV-1a), never 0: a seed for fuzz_next. */
uint32_t fuzz_hash(const uint8_t *data, size_t n);

#endif
