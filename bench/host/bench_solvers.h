/* bench_solvers.h - runs the bench firmware (build/bench/bench.elf) in simavr, turns its GPIOR0
 * marks into exact cycle counts (less the measured marker baseline) and checks every result
 * against the host's exact answer (bench_check.h). */
#ifndef BENCH_SOLVERS_H
#define BENCH_SOLVERS_H

#include <stdbool.h>
#include <stdint.h>

#include "bench_cases.h"

#define BENCH_MAX_INPUTS 32

typedef struct {
    uint8_t runs;                             /* runs seen */
    uint64_t cycles[BENCH_MAX_INPUTS];        /* per input, marker baseline subtracted */
    bool right[BENCH_MAX_INPUTS];             /* result equals the exact answer */
    char why[BENCH_MAX_INPUTS][160];          /* why not, when not */
    uint64_t worst, total;
    uint8_t worst_index;
    uint8_t wrong;                            /* runs whose result was not exact */
} bench_case_result_t;

typedef struct {
    bool finished;          /* the firmware reached its end mark */
    char problem[200];      /* why not, or a protocol error */
    uint64_t baseline;      /* cycles of an empty start/end pair */
    bool baseline_stable;   /* every marker run gave the same count */
    uint64_t total_cycles;  /* the whole bench run */
    bench_case_result_t cases[BENCH_ID_COUNT]; /* indexed by bench_id_t */
} bench_solvers_report_t;

/* Runs the bench ELF to its end; false (with rep->problem set) if it did not finish cleanly
 * or broke the protocol. Result mismatches are in rep->cases[].wrong, not in the return. */
bool bench_solvers_run(const char *elf_path, bench_solvers_report_t *rep);

#endif
