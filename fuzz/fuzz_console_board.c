/* fuzz_console_board.c - libFuzzer harness: the console as the firmware builds it (this
 * harness's sources are compiled with CONSOLE_SOLVE_PLAY: `solve` through the toy's play
 * engine), with the board's policy (report a bad case and carry on), its fixed store of 144
 * piles and its UART: one byte at a time, console_poll after each, answers and errors on one
 * line out, a long answer printed only as the transmit ring has room.
 *
 * Input: byte 0 picks the problem (mod 14), byte 1 the conditions (bit 0: a transmit ring
 * that drains a few bytes per byte received, so long answers wait; bit 1: bytes lost at the
 * receiver, console_input_lost, every so often; bit 2: pauses that end a line, console_pause);
 * the rest is what comes down the line after `judge PROBLEM`, then ` .` (the board's end of
 * input) and whatever follows as command lines. Findings (abort):
 *   - a line of output that is not printable ASCII ending in "\n" or "\r\n", an error line not
 *     starting `error: `;
 *   - with the ring draining: output other than with a ring that never fills (the same lines
 *     in the same order; a long answer's lines printed later may end in "\n" where the other
 *     run's end in "\r\n": they end as the last input line before them did);
 *   - with no loss and no pause, and no list longer than the store: the run's answers, up to
 *     its first error line, other than the model's (judge_model.c, answer lines ended as the
 *     board ends them), or that first error line other than the model's;
 *   - every crash, leak, out-of-bounds access and undefined behaviour (ASan, UBSan). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console.h"
#include "check.h"
#include "judge_model.h"

#define BOARD_PILES 144u /* firmware/main.c */
#define RING 64u         /* the transmit ring (hal/avr/hal_uart.c) */

enum { DRAIN = 1, LOSSES = 2, PAUSES = 4 };

typedef struct {
    fuzz_text_t uart;   /* what the line carries, both streams as they come */
    fuzz_text_t out;
    fuzz_text_t err;
    size_t out_at_err;  /* answer bytes before the first error byte */
    bool ended;         /* the judge run ended, with ... */
    size_t out_at_end;  /* ... this many answer bytes and ... */
    size_t err_at_end;  /* ... error bytes */
    bool drain;
    uint32_t sent;      /* draws of the bytes sent per byte received (its own: the losses and
                         * pauses are drawn alike with and without it) */
    uint16_t queued;    /* bytes in the transmit ring */
} board_t;

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    board_t *b = ctx;
    if (stream != 0 && b->err.len == 0) {
        b->out_at_err = b->out.len;
    }
    fuzz_text_add(stream ? &b->err : &b->out, &ch, 1);
    fuzz_text_add(&b->uart, &ch, 1);
    if (b->drain && b->queued < RING) {
        b->queued++; /* (a full ring makes the putc wait on the chip: the byte goes out) */
    }
}

static uint16_t cap_room(void *ctx)
{
    board_t *b = ctx;
    return b->drain ? (uint16_t)(RING - b->queued) : RING;
}

static void feed_one(console_t *c, board_t *b, char ch)
{
    console_feed(c, ch);
    if (b->drain) {
        uint16_t sent = (uint16_t)(fuzz_next(&b->sent) % 4u); /* a byte time: about one sent */
        b->queued = b->queued > sent ? (uint16_t)(b->queued - sent) : 0;
    }
    console_poll(c, true);
    if (!b->ended && !console_in_judge(c)) {
        b->ended = true;
        b->out_at_end = b->out.len;
        b->err_at_end = b->err.len;
    }
}

static void run_board(board_t *b, unsigned id, uint8_t how, const uint8_t *in, size_t n,
                      uint32_t seed)
{
    static uint32_t piles[BOARD_PILES];
    console_t c;
    console_io_t io = {cap_put, cap_room, NULL, b, NULL};
    const char *trailer = " . \n"; /* (the space ends the `.` before a line end could change
                                     * how the lines end) */
    console_init(&c, &io, CONSOLE_CARRY_ON, piles, BOARD_PILES);
    for (const char *p = "judge "; *p != '\0'; p++) {
        console_feed(&c, *p);
    }
    for (const char *p = judge_model_ids[id]; *p != '\0'; p++) {
        console_feed(&c, *p);
    }
    console_feed(&c, '\n');
    FUZZ_CHECK(console_in_judge(&c), "`judge PROBLEM` did not start a run");
    for (size_t i = 0; i < n; i++) {
        uint32_t r = fuzz_next(&seed);
        if ((how & LOSSES) && r % 61u == 0) {
            size_t lost = 1 + r / 61u % 40u; /* an overrun: these bytes never arrive */
            i += lost - 1;
            console_input_lost(&c, (uint16_t)lost);
            continue;
        }
        if ((how & PAUSES) && r % 53u == 0) {
            console_pause(&c);
        }
        feed_one(&c, b, (char)in[i]);
    }
    for (const char *p = trailer; *p != '\0'; p++) {
        feed_one(&c, b, *p);
    }
    while (console_poll(&c, true)) {
        b->queued = 0; /* the ring empties while the loop goes round */
    }
    FUZZ_CHECK(!console_in_judge(&c), "` .` did not end the run");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    board_t free_ring = {0};
    board_t full_ring = {0};
    judge_model_t model;
    if (size < 2) {
        return 0;
    }
    unsigned id = data[0] % JUDGE_MODEL_PROBLEMS;
    uint8_t how = data[1];
    uint32_t seed = fuzz_hash(data, size);
    run_board(&free_ring, id, how & (uint8_t)~DRAIN, data + 2, size - 2, seed);
    fuzz_check_lines(&free_ring.out, NULL);
    fuzz_check_lines(&free_ring.err, "error: ");
    if (how & DRAIN) {
        full_ring.drain = true;
        full_ring.sent = seed ^ 0x5bd1e995u ? seed ^ 0x5bd1e995u : 1u;
        run_board(&full_ring, id, how, data + 2, size - 2, seed);
        /* the same lines; only a long answer's line ends may differ, its lines printed
         * later ending as the last input line before them ended (docs/console.md) */
        fuzz_text_t a = fuzz_text_lf(&free_ring.uart);
        fuzz_text_t b = fuzz_text_lf(&full_ring.uart);
        fuzz_expect_text(&b, a.p, a.len, "a transmit ring that fills changes the output");
        fuzz_text_free(&a);
        fuzz_text_free(&b);
    }
    if (!(how & (LOSSES | PAUSES))) {
        judge_model_run(&model, id, data + 2, size - 2, true);
        if (model.longest <= BOARD_PILES) {
            FUZZ_CHECK(free_ring.ended, "the run did not end");
            /* the run's own output (what follows its end answers command lines) */
            fuzz_text_t answers = {free_ring.out.p, free_ring.out_at_end, 0};
            if (!model.failed) {
                fuzz_expect_text(&answers, model.out, model.out_len,
                                 "the answers are not the model's");
                FUZZ_CHECK(free_ring.err_at_end == 0, "an error in a run the model answers");
            } else {
                fuzz_text_t first = {0};
                const char *nl = memchr(free_ring.err.p, '\n', free_ring.err_at_end);
                FUZZ_CHECK(nl != NULL, "no error line in the run where the model has one");
                answers.len = free_ring.out_at_err;
                fuzz_expect_text(&answers, model.out, model.out_len,
                                 "the answers before the error are not the model's");
                /* the model's `nimbox: line N: ...` is the board's `error: line N: ...` */
                fuzz_text_add(&first, "error: ", 7);
                fuzz_text_add(&first, model.error + 8, strlen(model.error) - 8);
                fuzz_text_t line = {free_ring.err.p, (size_t)(nl - free_ring.err.p) + 1, 0};
                fuzz_expect_text(&line, first.p, first.len, "the first error is not the model's");
                fuzz_text_free(&first);
            }
        }
        judge_model_free(&model);
    }
    fuzz_text_free(&free_ring.uart);
    fuzz_text_free(&free_ring.out);
    fuzz_text_free(&free_ring.err);
    fuzz_text_free(&full_ring.uart);
    fuzz_text_free(&full_ring.out);
    fuzz_text_free(&full_ring.err);
    return 0;
}
