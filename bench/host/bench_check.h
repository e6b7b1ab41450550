/* bench_check.h - the bench cases as the host sees them: name, inputs, target, which of our
 * cases a write-up baseline is set against, and the check of one run's result words against
 * the exact answer (bench_ref.h). The order of rows follows bench_cases.h. */
#ifndef BENCH_CHECK_H
#define BENCH_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t id;           /* bench_id_t */
    const char *name;     /* figure name, e.g. "wythoff_p" */
    const char *what;     /* one line for the table */
    uint8_t inputs;       /* runs expected */
    uint32_t target;      /* cycles, 0 when there is none */
    uint8_t baseline_for; /* 0 for our solvers; else the id of ours on the same inputs */
    /* True when the run's words are the exact answer; else a reason in why. */
    bool (*check)(uint8_t index, const uint32_t *words, uint8_t count, char *why, size_t len);
    /* The input of a run, as text. */
    void (*describe)(uint8_t index, char *buf, size_t len);
} bench_case_t;

/* All cases, marker first. */
extern const bench_case_t bench_case_table[];
extern const uint8_t bench_case_count;

/* The case with this id, or NULL. */
const bench_case_t *bench_case_by_id(uint8_t id);

/* a + b of the i-th HDU 2177 baseline input (its loop runs about that many iterations). */
uint64_t bench_hdu2177_iterations(uint8_t index);

#endif
