/* bench_runner.c - `make bench`'s host side: runs the bench firmware (and, when given, the toy
 * firmware) in simavr and prints a Markdown report followed by one `bench NAME VALUE UNIT`
 * line per figure. With --tap it prints only TAP lines checking that every bench result equals
 * the exact answer (tests/bench/run_bench_smoke.sh).
 * Usage: bench-runner [--tap] BENCH_ELF [TOY_ELF]
 * Exit status: 0, 1 on a usage or run problem, 3 when one of our results is not exact. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "bench_check.h"
#include "bench_solvers.h"
#include "bench_judge.h"
#include "bench_toy.h"

static bench_solvers_report_t report;
static bench_toy_report_t toy;
static bench_judge_report_t judge;

static double bench_mean(const bench_case_result_t *r)
{
    return r->runs ? (double)r->total / r->runs : 0.0;
}

/* "met", or by how much the target is missed. */
static void bench_verdict(double value, double target, const char *unit, char *buf, size_t len)
{
    if (target <= 0)
        snprintf(buf, len, "-");
    else if (value <= target)
        snprintf(buf, len, "met");
    else
        snprintf(buf, len, "**missed** by %.0f %s (+%.0f%%)", value - target, unit,
                 100.0 * (value - target) / target);
}

static int bench_tap(void)
{
    int failed = 0;
    printf("%s - bench firmware runs to its end in simavr%s%s\n", report.finished ? "ok" : "not ok",
           report.problem[0] ? ": " : "", report.problem);
    printf("%s - marker baseline is stable (%" PRIu64 " cycles)\n",
           report.baseline_stable ? "ok" : "not ok", report.baseline);
    failed += !report.finished || !report.baseline_stable;
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        const bench_case_result_t *r = &report.cases[c->id];
        if (c->id == BENCH_ID_MARKER)
            continue;
        bool all_ran = r->runs == c->inputs;
        if (c->baseline_for) { /* a write-up's method: it must run; wrong answers are data */
            printf("%s - bench %s ran all %u inputs (%u wrong answers, reported)\n",
                   all_ran ? "ok" : "not ok", c->name, c->inputs, r->wrong);
            failed += !all_ran;
            continue;
        }
        bool ok = all_ran && r->wrong == 0;
        printf("%s - bench %s: %u of %u results equal the host's exact answers\n",
               ok ? "ok" : "not ok", c->name, (unsigned)(r->runs - r->wrong), c->inputs);
        for (uint8_t k = 0; k < r->runs; k++) {
            if (!r->right[k]) {
                char in[160];
                c->describe(k, in, sizeof in);
                printf("#   %s %s: %s\n", c->name, in, r->why[k]);
            }
        }
        failed += !ok;
    }
    return failed ? 3 : 0;
}

static void bench_solver_table(void)
{
    printf("### Solvers on the ATmega328P (cycles; 16 cycles = 1 us)\n\n");
    printf("Every run's result is checked against the host's exact answer. The start/end marker "
           "pair costs %" PRIu64 " cycle(s)%s and is subtracted: a figure is the call as the app "
           "makes it (argument moves, call, body, return).\n\n",
           report.baseline, report.baseline_stable ? "" : " (UNSTABLE)");
    printf("| case | inputs | worst | mean | worst input | target | verdict | results |\n");
    printf("| --- | ---: | ---: | ---: | --- | ---: | --- | --- |\n");
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        const bench_case_result_t *r = &report.cases[c->id];
        if (c->id == BENCH_ID_MARKER || c->baseline_for)
            continue;
        char in[160], verdict[80], target[24];
        c->describe(r->worst_index, in, sizeof in);
        bench_verdict((double)r->worst, c->target, "cycles", verdict, sizeof verdict);
        if (c->target)
            snprintf(target, sizeof target, "<= %" PRIu32, c->target);
        else
            snprintf(target, sizeof target, "-");
        printf("| %s (`%s`) | %u | %" PRIu64 " | %.0f | %s | %s | %s | %s |\n", c->what, c->name,
               r->runs, r->worst, bench_mean(r), in, target, verdict,
               r->wrong ? "**MISMATCH**" : "all exact");
    }
    printf("\n");
}

static void bench_baseline_table(void)
{
    printf("### Against the write-ups' methods, same firmware, same inputs\n\n");
    printf("| ours | write-up's method | ours, total | theirs, total | ours / theirs | "
           "their wrong answers |\n");
    printf("| --- | --- | ---: | ---: | ---: | ---: |\n");
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        if (!c->baseline_for)
            continue;
        const bench_case_t *o = bench_case_by_id(c->baseline_for);
        const bench_case_result_t *rb = &report.cases[c->id], *ro = &report.cases[o->id];
        printf("| `%s` | `%s`: %s | %" PRIu64 " | %" PRIu64 " | %.4f | %u of %u |\n", o->name,
               c->name, c->what, ro->total, rb->total,
               rb->total ? (double)ro->total / (double)rb->total : 0.0, rb->wrong, rb->runs);
    }
    printf("\n");
    const bench_case_result_t *h = &report.cases[BENCH_ID_WYTHOFF_HDU2177];
    printf("Per input, the HDU 2177 loop against ours:\n\n");
    printf("| input | ours | HDU 2177 loop | cycles per loop iteration | its answer |\n");
    printf("| --- | ---: | ---: | ---: | --- |\n");
    for (uint8_t k = 0; k < h->runs; k++) {
        char in[80];
        bench_case_by_id(BENCH_ID_WYTHOFF_HDU2177)->describe(k, in, sizeof in);
        printf("| %s | %" PRIu64 " | %" PRIu64 " | %.1f | %s |\n", in,
               report.cases[BENCH_ID_WYTHOFF_MOVES_SMALL].cycles[k], h->cycles[k],
               (double)h->cycles[k] / (double)bench_hdu2177_iterations(k),
               h->right[k] ? "exact" : h->why[k]);
    }
    printf("\n");
}

static void bench_toy_table(void)
{
    printf("### Toy firmware (`%s`)\n\n", toy.elf);
    if (!toy.ran) {
        printf("Not measured: %s\n\n", toy.problem);
        return;
    }
    char v[80];
    printf("| figure | value | target | verdict |\n| --- | ---: | ---: | --- |\n");
    bench_verdict(toy.flash, 16384, "bytes", v, sizeof v);
    printf("| flash (text + data) | %" PRIu32 " B | <= 16384 B | %s |\n", toy.flash, v);
    bench_verdict(toy.static_ram, 1024, "bytes", v, sizeof v);
    printf("| static RAM (data + bss + noinit) | %" PRIu32 " B | <= 1024 B | %s |\n",
           toy.static_ram, v);
    if (toy.stack_ok)
        printf("| peak stack (painted RAM; boot, menu, console `solve`) | %u B | - | RAM left: "
               "%d B |\n",
               toy.stack_peak, 2048 - (int)toy.static_ram - (int)toy.stack_peak);
    else
        printf("| peak stack | not measured: %s | - | - |\n", toy.stack_problem);
    if (toy.latency_ok) {
        bench_verdict(toy.latency_cycles / 16000.0, 30, "ms", v, sizeof v);
        printf("| button press to LCD updated (%s) | %" PRIu64 " cycles = %.2f ms | <= 30 ms | %s "
               "|\n",
               toy.latency_what, toy.latency_cycles, toy.latency_cycles / 16000.0, v);
    } else {
        printf("| button press to LCD updated | not measured: %s | <= 30 ms | - |\n",
               toy.latency_problem);
    }
    if (toy.sleep_ok) {
        double share = 100.0 * toy.idle_slept / (double)toy.idle_cycles;
        if (share >= 99.0)
            snprintf(v, sizeof v, "met");
        else
            snprintf(v, sizeof v, "**missed** by %.2f points (awake %.2f %% of the time, "
                     "target 1 %%)", 99.0 - share, 100.0 - share);
        printf("| asleep while idle at the menu, 60 s | %.3f %% | >= 99 %% | %s |\n", share, v);
    } else {
        printf("| asleep while idle at the menu | not measured: %s | >= 99 %% | - |\n",
               toy.sleep_problem);
    }
    if (toy.stall_ok) {
        bench_verdict(toy.stall_cycles / 16000.0, 10, "ms", v, sizeof v);
        printf("| longest main-loop stall (watchdog kick to kick; worst: %s) | %.2f ms | < 10 ms "
               "| %s |\n",
               toy.stall_what, toy.stall_cycles / 16000.0, v);
        bench_verdict(toy.save_stall_cycles / 16000.0, 10, "ms", v, sizeof v);
        printf("| longest main-loop stall during a game's EEPROM saves (%" PRIu32 " bytes at "
               "3.4 ms, the longest save first) | %.2f ms | < 10 ms | %s |\n",
               toy.save_writes, toy.save_stall_cycles / 16000.0, v);
    } else {
        printf("| longest main-loop stall | not measured: %s | < 10 ms | - |\n", toy.stall_problem);
    }
    if (toy.down_ok) {
        printf("| asleep while powered down, 60 s (the keys sampled every %.0f ms) | %.3f %% | - | "
               "a %s |\n",
               toy.down_adc ? 60000.0 / toy.down_adc : 0.0,
               100.0 * toy.down_slept / (double)toy.down_cycles,
               toy.down_tap_woke ? "50 ms tap wakes it" : "50 ms tap does **not** wake it");
    } else {
        printf("| asleep while powered down | not measured: %s | - | - |\n", toy.down_problem);
    }
    printf("\n");
    if (toy.notes[0])
        printf("%s\n\n", toy.notes);
}

/* The board's judge streams at the line's pace (bench_judge.c); the heaviest input-bound one
 * (fewest bytes a second it could take) is the figure. */
static const bench_judge_stream_t *bench_judge_heaviest(void)
{
    const bench_judge_stream_t *w = NULL;
    for (int i = 0; i < BENCH_JUDGE_STREAMS; i++) {
        const bench_judge_stream_t *s = &judge.stream[i];
        if (s->in_bytes != 0 && !s->flow &&
            (w == NULL || s->awake * w->in_bytes > w->awake * s->in_bytes))
            w = s;
    }
    return w;
}

static void bench_judge_table(void)
{
    if (!judge.ran)
        return;
    printf("### Board judge throughput (toy firmware, UART0 at %" PRIu32 " cycles a byte)\n\n",
           judge.uart_cycles_per_byte);
    printf("Each stream is fed at the line's pace (simavr's input FIFO kept full); the firmware's "
           "awake cycles per input byte give the rate it could take (F_CPU / cycles); target: "
           "the line, 11,520 B/s (1389 cycles a byte).\n\n");
    printf("| problem | stream | input | answers | awake cycles / input byte | could take | "
           "kept up, answers |\n| --- | --- | ---: | ---: | ---: | ---: | --- |\n");
    for (int i = 0; i < BENCH_JUDGE_STREAMS; i++) {
        const bench_judge_stream_t *s = &judge.stream[i];
        double per = s->in_bytes ? (double)s->awake / s->in_bytes : 0.0;
        printf("| %s | %s | %" PRIu32 " B | %" PRIu32 " B | %.0f | %.0f B/s | %s%s%s |\n",
               s->problem ? s->problem : "-", s->what ? s->what : "-", s->in_bytes,
               s->out_bytes, per, per > 0 ? 16e6 / per : 0.0,
               s->kept_up ? (s->xoffs ? "yes, with XOFFs" : "yes") : "NO (input lost or XOFF)",
               s->answers_ok ? ", exact" : ", WRONG: ", s->answers_ok ? "" : s->problem_text);
    }
    printf("\n");
}

/* Every run, for the record: where the worst cases are. */
static void bench_runs(void)
{
    printf("<details><summary>Every run (cycles, marker baseline subtracted)</summary>\n\n");
    printf("| case | input | cycles | result |\n| --- | --- | ---: | --- |\n");
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        const bench_case_result_t *r = &report.cases[c->id];
        for (uint8_t k = 0; c->id != BENCH_ID_MARKER && k < r->runs; k++) {
            char in[160];
            c->describe(k, in, sizeof in);
            printf("| `%s` | %s | %" PRIu64 " | %s |\n", c->name, in, r->cycles[k],
                   r->right[k] ? "exact" : r->why[k]);
        }
    }
    printf("\n</details>\n\n");
}

static void bench_figures(void)
{
    printf("```\n");
    printf("bench marker_baseline %" PRIu64 " cycles\n", report.baseline);
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        const bench_case_result_t *r = &report.cases[c->id];
        if (c->id == BENCH_ID_MARKER)
            continue;
        printf("bench %s_worst %" PRIu64 " cycles\n", c->name, r->worst);
        printf("bench %s_mean %.0f cycles\n", c->name, bench_mean(r));
        printf("bench %s_%s %u inputs\n", c->name, c->baseline_for ? "wrong" : "mismatches",
               r->wrong);
        if (c->baseline_for) {
            const bench_case_result_t *ro = &report.cases[c->baseline_for];
            printf("bench %s_ratio_ours %.4f ratio\n", c->name,
                   r->total ? (double)ro->total / (double)r->total : 0.0);
        }
    }
    const bench_case_result_t *h = &report.cases[BENCH_ID_WYTHOFF_HDU2177];
    if (h->runs) {
        uint8_t k = h->runs - 1;
        printf("bench wythoff_hdu2177_per_iteration %.1f cycles\n",
               (double)h->cycles[k] / (double)bench_hdu2177_iterations(k));
    }
    if (toy.ran) {
        printf("bench toy_flash %" PRIu32 " bytes\n", toy.flash);
        printf("bench toy_static_ram %" PRIu32 " bytes\n", toy.static_ram);
        if (toy.stack_ok)
            printf("bench toy_stack_peak %u bytes\n", toy.stack_peak);
        if (toy.latency_ok) {
            printf("bench toy_press_to_lcd %" PRIu64 " cycles\n", toy.latency_cycles);
            printf("bench toy_press_to_lcd_ms %.3f ms\n", toy.latency_cycles / 16000.0);
        }
        if (toy.sleep_ok)
            printf("bench toy_idle_asleep %.3f percent\n",
                   100.0 * toy.idle_slept / (double)toy.idle_cycles);
        if (toy.stall_ok) {
            printf("bench toy_stall_ms %.3f ms\n", toy.stall_cycles / 16000.0);
            printf("bench toy_save_stall_ms %.3f ms\n", toy.save_stall_cycles / 16000.0);
        }
        if (toy.down_ok) {
            printf("bench toy_powered_down_asleep %.3f percent\n",
                   100.0 * toy.down_slept / (double)toy.down_cycles);
            printf("bench toy_tap_50ms_wakes %d bool\n", toy.down_tap_woke ? 1 : 0);
        }
    }
    const bench_judge_stream_t *w = bench_judge_heaviest();
    if (w != NULL) {
        printf("bench toy_judge_%s_bytes_per_s %.0f B/s\n", w->problem,
               16e6 * w->in_bytes / (double)w->awake);
        printf("bench toy_judge_%s_cycles_per_byte %.0f cycles\n", w->problem,
               (double)w->awake / w->in_bytes);
    }
    printf("```\n");
}

int main(int argc, char **argv)
{
    bool tap = argc > 1 && strcmp(argv[1], "--tap") == 0;
    int first = tap ? 2 : 1;
    if (argc - first < 1 || argc - first > 2) {
        fprintf(stderr, "usage: bench-runner [--tap] BENCH_ELF [TOY_ELF]\n");
        return 1;
    }
    bool ran = bench_solvers_run(argv[first], &report);
    if (tap)
        return bench_tap();
    if (!ran) {
        fprintf(stderr, "bench-runner: %s\n", report.problem);
        return 1;
    }
    if (argc - first == 2) {
        bench_toy_measure(argv[first + 1], &toy);
        bench_judge_measure(argv[first + 1], &judge);
    }
    else
        snprintf(toy.problem, sizeof toy.problem, "no toy ELF given (build it with `make firmware`)");
    bench_solver_table();
    bench_baseline_table();
    bench_toy_table();
    bench_judge_table();
    bench_runs();
    bench_figures();
    int mismatches = 0;
    for (uint8_t i = 0; i < bench_case_count; i++)
        if (!bench_case_table[i].baseline_for)
            mismatches += report.cases[bench_case_table[i].id].wrong;
    if (mismatches)
        fprintf(stderr, "bench-runner: %d results differ from the exact answers (see the table)\n",
                mismatches);
    return mismatches ? 3 : 0;
}
