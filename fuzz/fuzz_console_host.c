/* fuzz_console_host.c - libFuzzer harness: the console in the host tool's wiring (stop at the
 * first error, a pile store that grows, answers through io.write), as tools/nimbox.c drives it.
 *
 * Input: byte 0 picks the problem (its value mod 14; 0xFF: command lines instead); the rest
 * is the judge input (its blocks' sizes for 2. are drawn from a hash of the whole input). Each input runs three ways:
 *   1. byte by byte (console_feed), as far as the host tool reads (the run's end or its error),
 *      then the end of input;
 *   2. in blocks of sizes drawn from the input (console_feed_buf, the host tool's fast path);
 *   3. through the model of docs/console.md (judge_model.c).
 * Findings (abort): the two console runs print different bytes; the answers are not the
 * model's byte for byte; the error line is not the model's (there must be exactly one when the
 * model has one, none otherwise); an error count that is not 0 or 1; plus every crash, leak,
 * out-of-bounds access and undefined behaviour (ASan, UBSan).
 * Command lines (0xFF): the same bytes fed as lines to the board's policy in the host wiring;
 * every output line must be printable ASCII ending in "\n" or "\r\n", every error line one
 * line starting `error: `. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console.h"
#include "check.h"
#include "judge_model.h"

typedef struct {
    fuzz_text_t out;
    fuzz_text_t err;
} capture_t;

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    capture_t *cap = ctx;
    fuzz_text_add(stream ? &cap->err : &cap->out, &ch, 1);
}

static void cap_write(void *ctx, const char *bytes, size_t n)
{
    capture_t *cap = ctx;
    FUZZ_CHECK(n > 0, "io.write with no bytes");
    fuzz_text_add(&cap->out, bytes, n);
}

static bool cap_grow(void *ctx, uint32_t **piles, uint32_t *cap)
{
    uint32_t *p;
    (void)ctx;
    if (*cap > (1u << 24)) {
        return false; /* (a bound of the harness's: the tool's realloc may fail as well) */
    }
    p = realloc(*piles, (size_t)*cap * 2u * sizeof **piles);
    if (p == NULL) {
        return false;
    }
    *piles = p;
    *cap *= 2u;
    return true;
}

/* One host-tool run of problem id on in[0..n): blocks of the sizes drawn from seed (0: byte by
 * byte through console_feed). */
static uint16_t run_host(capture_t *cap, unsigned id, const uint8_t *in, size_t n, uint32_t seed)
{
    console_t c;
    console_io_t io = {cap_put, NULL, cap_grow, cap, cap_write};
    uint32_t *piles = malloc(CONSOLE_MIN_PILES * sizeof *piles);
    size_t at = 0;
    FUZZ_CHECK(piles != NULL, "out of memory");
    console_init(&c, &io, CONSOLE_STOP_ON_ERROR, piles, CONSOLE_MIN_PILES);
    FUZZ_CHECK(console_start_judge(&c, judge_model_ids[id]), "a problem id refused");
    while (at < n && console_in_judge(&c) && console_error_count(&c) == 0) {
        if (seed == 0) {
            console_feed(&c, (char)in[at++]);
            continue;
        }
        size_t block = 1 + fuzz_next(&seed) % (seed & 1 ? 7u : 4096u);
        if (block > n - at) {
            block = n - at;
        }
        console_feed_buf(&c, (const char *)in + at, block);
        at += block;
    }
    if (console_in_judge(&c) && console_error_count(&c) == 0) {
        console_eof(&c);
    }
    FUZZ_CHECK(!console_in_judge(&c) || console_error_count(&c) != 0,
               "still in judge mode after the end of input");
    free(c.piles); /* (the store may have grown: the console holds the current one) */
    return console_error_count(&c);
}

static void run_judge(unsigned id, uint32_t seed, const uint8_t *in, size_t n)
{
    capture_t byte = {0};
    capture_t block = {0};
    judge_model_t model;
    uint16_t errors = run_host(&byte, id, in, n, 0);
    uint16_t block_errors = run_host(&block, id, in, n, seed | 1u << 31);
    judge_model_run(&model, id, in, n, false);
    FUZZ_CHECK(errors <= 1, "more than one error counted");
    FUZZ_CHECK(fuzz_text_equal(&byte.out, &block.out) && fuzz_text_equal(&byte.err, &block.err) &&
                   errors == block_errors,
               "console_feed and console_feed_buf answer differently");
    fuzz_expect_text(&byte.out, model.out, model.out_len, "the answers are not the model's");
    if (model.failed) {
        fuzz_expect_text(&byte.err, model.error, strlen(model.error),
                         "the error line is not the model's");
        FUZZ_CHECK(errors == 1, "an error line not counted");
    } else {
        fuzz_expect_text(&byte.err, "", 0, "an error where the model has none");
    }
    judge_model_free(&model);
    fuzz_text_free(&byte.out);
    fuzz_text_free(&byte.err);
    fuzz_text_free(&block.out);
    fuzz_text_free(&block.err);
}

static void run_commands(const uint8_t *in, size_t n)
{
    capture_t cap = {0};
    console_t c;
    console_io_t io = {cap_put, NULL, cap_grow, &cap, cap_write};
    uint32_t *piles = malloc(CONSOLE_MIN_PILES * sizeof *piles);
    FUZZ_CHECK(piles != NULL, "out of memory");
    console_init(&c, &io, CONSOLE_CARRY_ON, piles, CONSOLE_MIN_PILES);
    for (size_t i = 0; i < n; i++) {
        console_feed(&c, (char)in[i]);
    }
    console_eof(&c);
    fuzz_check_lines(&cap.out, NULL);
    fuzz_check_lines(&cap.err, "error: ");
    free(c.piles);
    fuzz_text_free(&cap.out);
    fuzz_text_free(&cap.err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) {
        return 0;
    }
    if (data[0] == 0xFF) {
        run_commands(data + 1, size - 1);
    } else {
        run_judge(data[0] % JUDGE_MODEL_PROBLEMS, fuzz_hash(data, size), data + 1, size - 1);
    }
    return 0;
}
