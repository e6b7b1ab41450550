/* bench_judge.h - the board's judge throughput for `make bench`: the toy firmware gets judge
 * streams on UART0 at the line's pace (115200 8N1: a byte every 1389 cycles, simavr's input FIFO
 * kept full, nothing held back for the firmware), and the runner counts the cycles the CPU is
 * awake per input byte (the rest it sleeps): F_CPU over that is the input rate the firmware
 * could take; it must be at least the line's 11,520 B/s. Every answer is checked against the
 * bench's own references (bench_ref.c), and an input-lost report or an XOFF in the output is a
 * failure to keep up. One stream's answers outgrow its input (HDU 1847 with short numbers):
 * there the sender honours XOFF with 16 bytes still in flight after it, as a USB-serial bridge,
 * and must lose nothing. */
#ifndef BENCH_JUDGE_H
#define BENCH_JUDGE_H

#include <stdbool.h>
#include <stdint.h>

#define BENCH_JUDGE_STREAMS 5 /* one output-bound (flow: the sender honours XON/XOFF) */

typedef struct {
    const char *problem;  /* the judge id */
    const char *what;     /* the stream, in words */
    uint32_t in_bytes;    /* judge input sent (after the `judge` line) */
    uint32_t out_bytes;   /* answer bytes received */
    uint64_t cycles;      /* from the first input byte to the last answer byte */
    uint64_t awake;       /* ... of which the CPU did not sleep */
    bool answers_ok;      /* every answer as the reference says */
    bool kept_up;         /* no input-lost report (and no XOFF, unless the sender honours it) */
    bool flow;            /* the sender honours XON/XOFF */
    uint32_t xoffs;       /* XOFFs the board sent */
    char problem_text[160]; /* why not, when not */
} bench_judge_stream_t;

typedef struct {
    bool ran;
    char problem[200];
    uint32_t uart_cycles_per_byte; /* simavr's byte time as the firmware set it up */
    bench_judge_stream_t stream[BENCH_JUDGE_STREAMS];
} bench_judge_report_t;

/* Measures the toy ELF at path. */
void bench_judge_measure(const char *path, bench_judge_report_t *rep);

#endif
