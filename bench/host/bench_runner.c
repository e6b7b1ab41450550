/* bench_runner.c - `make bench`'s host side: runs the bench firmware (and, when given, the toy
 * firmware of each board, side by side) in simavr and prints a Markdown report followed by one
 * `bench NAME VALUE UNIT` line per figure. With --tap it prints only TAP lines checking that
 * every bench result equals the exact answer (tests/bench/run_bench_smoke.sh).
 * Usage: bench-runner [--tap] BENCH_ELF [TOY_ELF ...] (one toy ELF a board, at most 8; a board
 * whose parts the bench has no panel for is listed, not measured)
 * Exit status: 0, 1 on a usage or run problem, 3 when one of our results is not exact. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "bench_check.h"
#include "bench_solvers.h"
#include "bench_judge.h"
#include "bench_toy.h"

#define BENCH_TOYS 8

static bench_solvers_report_t report;
static bench_toy_report_t toys[BENCH_TOYS];
static bench_judge_report_t judges[BENCH_TOYS];
static int toy_count;

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
           "makes it (argument moves, call, body, return). Both boards run the same solver code "
           "on the same ATmega328P at 16 MHz, built with the same options: these figures hold "
           "for the uno-lcd and the nano-tm1638 alike, measured once.\n\n",
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

/* One cell of the boards' table: the value and its verdict. */
#define TOY_CELL(buf, ...) snprintf((buf), sizeof(buf), __VA_ARGS__)

static void bench_toy_row(const char *figure, const char *target, char cells[BENCH_TOYS][200])
{
    printf("| %s | %s |", figure, target);
    for (int t = 0; t < toy_count; t++)
        printf(" %s |", cells[t]);
    printf("\n");
}

static void bench_toy_table(void)
{
    printf("### Toy firmware, both boards\n\n");
    if (toy_count == 0) {
        printf("Not measured: no toy ELF given (build them with `make firmware`)\n\n");
        return;
    }
    char cells[BENCH_TOYS][200], v[120];
    printf("| figure | target |");
    for (int t = 0; t < toy_count; t++)
        printf(" %s (`%s`) |", toys[t].board[0] ? toys[t].board : "?", toys[t].elf);
    printf("\n| --- | ---: |");
    for (int t = 0; t < toy_count; t++)
        printf(" --- |");
    printf("\n");
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (!y->ran)
            TOY_CELL(cells[t], "not measured: %s", y->problem);
        else {
            bench_verdict(y->flash, 16384, "bytes", v, sizeof v);
            TOY_CELL(cells[t], "%" PRIu32 " B: %s", y->flash, v);
        }
    }
    bench_toy_row("flash (text + data)", "<= 16384 B", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (!y->ran || y->flash_max < 1024)
            TOY_CELL(cells[t], "-");
        else {
            bench_verdict(y->flash, y->flash_max - 1024, "bytes", v, sizeof v);
            TOY_CELL(cells[t], "%" PRIu32 " of %" PRIu32 " B: %s (%d B to spare)", y->flash,
                     y->flash_max - 1024, v, (int)y->flash_max - (int)y->flash);
        }
    }
    bench_toy_row("flash within the board's bootloader, with 1 KB to spare (board.mk)",
                  "BOARD_FLASH_MAX - 1024", cells);
    for (int t = 0; t < toy_count; t++) {
        bench_verdict(toys[t].static_ram, 1024, "bytes", v, sizeof v);
        TOY_CELL(cells[t], toys[t].ran ? "%" PRIu32 " B: %s" : "-", toys[t].static_ram, v);
    }
    bench_toy_row("static RAM (data + bss + noinit)", "<= 1024 B", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->stack_ok)
            TOY_CELL(cells[t], "%u B (RAM left: %d B)", y->stack_peak,
                     2048 - (int)y->static_ram - (int)y->stack_peak);
        else
            TOY_CELL(cells[t], "not measured: %s", y->stack_problem);
    }
    bench_toy_row("peak stack (painted RAM; boot, menu, console `solve`)", "-", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->latency_ok) {
            bench_verdict(y->latency_cycles / 16000.0, 30, "ms", v, sizeof v);
            TOY_CELL(cells[t], "%.2f ms = %" PRIu64 " cycles (%s): %s",
                     y->latency_cycles / 16000.0, y->latency_cycles, y->latency_what, v);
        } else {
            TOY_CELL(cells[t], "not measured: %s", y->latency_problem);
        }
    }
    bench_toy_row("key press to display updated (the last byte of the redraw taken by the LCD "
                  "or the TM1638)", "<= 30 ms", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->sleep_ok) {
            double share = 100.0 * y->idle_slept / (double)y->idle_cycles;
            if (share >= 99.0)
                snprintf(v, sizeof v, "met");
            else
                snprintf(v, sizeof v, "**missed** by %.2f points (awake %.2f %% of the time, "
                         "target 1 %%)", 99.0 - share, 100.0 - share);
            TOY_CELL(cells[t], "%.3f %%: %s", share, v);
        } else {
            TOY_CELL(cells[t], "not measured: %s", y->sleep_problem);
        }
    }
    bench_toy_row("asleep while idle at the menu, 60 s", ">= 99 %", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->stall_ok) {
            bench_verdict(y->stall_cycles / 16000.0, 10, "ms", v, sizeof v);
            TOY_CELL(cells[t], "%.2f ms (worst: %s): %s", y->stall_cycles / 16000.0,
                     y->stall_what, v);
        } else {
            TOY_CELL(cells[t], "not measured: %s", y->stall_problem);
        }
    }
    bench_toy_row("longest main-loop stall (watchdog kick to kick)", "< 10 ms", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->stall_ok) {
            bench_verdict(y->save_stall_cycles / 16000.0, 10, "ms", v, sizeof v);
            TOY_CELL(cells[t], "%.2f ms (%" PRIu32 " bytes): %s", y->save_stall_cycles / 16000.0,
                     y->save_writes, v);
        } else {
            TOY_CELL(cells[t], "-");
        }
    }
    bench_toy_row("longest main-loop stall during a game's EEPROM saves (bytes at 3.4 ms, the "
                  "longest save first)", "< 10 ms", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        const bench_eeprom_span_t *e = &y->move_save;
        if (e->bytes > 1)
            TOY_CELL(cells[t], "%.1f ms (%" PRIu32 " bytes from %.1f ms on, one per %.2f ms: of "
                     "the %" PRIu32 " main-loop passes from the first to the last, %" PRIu32
                     " wrote none)",
                     (e->last - y->move_pressed) / 16000.0, e->bytes,
                     (e->first - y->move_pressed) / 16000.0,
                     (e->last - e->first) / 16000.0 / (e->bytes - 1), e->passes,
                     e->passes - (e->bytes - 1));
        else
            TOY_CELL(cells[t], "-");
    }
    bench_toy_row("a move's saves: OK pressed for the move to the last "
                  "EEPROM byte", "-", cells);
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        if (y->down_ok)
            TOY_CELL(cells[t], "%.3f %% (keys looked at every %.0f ms); a 50 ms tap %s",
                     100.0 * y->down_slept / (double)y->down_cycles,
                     y->down_adc ? 60000.0 / y->down_adc : 0.0,
                     y->down_tap_woke ? "wakes it" : "does **not** wake it");
        else
            TOY_CELL(cells[t], "not measured: %s", y->down_problem);
    }
    bench_toy_row("asleep while powered down, 60 s", "-", cells);
    printf("\n");
    for (int t = 0; t < toy_count; t++)
        if (toys[t].notes[0])
            printf("The %s run:\n\n%s\n", toys[t].board, toys[t].notes);
}

/* The board's judge streams at the line's pace (bench_judge.c); the heaviest input-bound one
 * (fewest bytes a second it could take) is the figure. */
static const bench_judge_stream_t *bench_judge_heaviest(const bench_judge_report_t *judge)
{
    const bench_judge_stream_t *w = NULL;
    for (int i = 0; i < BENCH_JUDGE_STREAMS; i++) {
        const bench_judge_stream_t *s = &judge->stream[i];
        if (s->in_bytes != 0 && !s->flow &&
            (w == NULL || s->awake * w->in_bytes > w->awake * s->in_bytes))
            w = s;
    }
    return w;
}

static void bench_judge_table(void)
{
    if (toy_count == 0 || !judges[0].ran)
        return;
    printf("### Board judge throughput, both boards (toy firmware, UART0 at %" PRIu32
           " cycles a byte)\n\n",
           judges[0].uart_cycles_per_byte);
    printf("Each stream is fed at the line's pace (simavr's input FIFO kept full); the firmware's "
           "awake cycles per input byte give the rate it could take (F_CPU / cycles); target: "
           "the line, 11,520 B/s (1389 cycles a byte), for the heaviest input-bound stream. On "
           "the nano-tm1638 the key reads on the TM1638 bus (every 4 ms, in the main loop) are "
           "part of the awake time.\n\n");
    printf("| board | problem | stream | input | answers | awake cycles / input byte | could take "
           "| kept up, answers |\n| --- | --- | --- | ---: | ---: | ---: | ---: | --- |\n");
    for (int t = 0; t < toy_count; t++) {
        if (!toys[t].ran) { /* (its ELF did not load, or the bench has no panel for it) */
            printf("| %s | - | not measured: %s | | | | | |\n", toys[t].board, toys[t].problem);
            continue;
        }
        for (int i = 0; i < BENCH_JUDGE_STREAMS; i++) {
            const bench_judge_stream_t *s = &judges[t].stream[i];
            double per = s->in_bytes ? (double)s->awake / s->in_bytes : 0.0;
            printf("| %s | %s | %s | %" PRIu32 " B | %" PRIu32 " B | %.0f | %.0f B/s | %s%s%s |\n",
                   toys[t].board, s->problem ? s->problem : "-", s->what ? s->what : "-",
                   s->in_bytes, s->out_bytes, per, per > 0 ? 16e6 / per : 0.0,
                   s->kept_up ? (s->xoffs ? "yes, with XOFFs" : "yes") : "NO (input lost or XOFF)",
                   s->answers_ok ? ", exact" : ", WRONG: ",
                   s->answers_ok ? "" : s->problem_text);
        }
    }
    printf("\n| board | heaviest input-bound stream | could take | target | verdict |\n"
           "| --- | --- | ---: | ---: | --- |\n");
    for (int t = 0; t < toy_count; t++) {
        const bench_judge_stream_t *w = bench_judge_heaviest(&judges[t]);
        if (w == NULL || !toys[t].ran)
            continue;
        double rate = 16e6 * w->in_bytes / (double)w->awake;
        printf("| %s | %s: %s | %.0f B/s | >= 11520 B/s | %s |\n", toys[t].board, w->problem,
               w->what, rate, rate >= 11520.0 && w->kept_up && w->answers_ok ? "met"
                                                                              : "**missed**");
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
    for (int t = 0; t < toy_count; t++) {
        const bench_toy_report_t *y = &toys[t];
        /* the first board's figures keep their names (toy_...), the others' carry the board */
        char p[48] = "toy";
        if (t > 0) {
            snprintf(p, sizeof p, "toy_%s", y->board);
            for (char *c = p; *c; c++)
                if (*c == '-')
                    *c = '_';
        }
        if (!y->ran)
            continue;
        printf("bench %s_flash %" PRIu32 " bytes\n", p, y->flash);
        printf("bench %s_static_ram %" PRIu32 " bytes\n", p, y->static_ram);
        if (y->stack_ok)
            printf("bench %s_stack_peak %u bytes\n", p, y->stack_peak);
        if (y->latency_ok) {
            printf("bench %s_press_to_%s %" PRIu64 " cycles\n", p, t ? "display" : "lcd",
                   y->latency_cycles);
            printf("bench %s_press_to_%s_ms %.3f ms\n", p, t ? "display" : "lcd",
                   y->latency_cycles / 16000.0);
        }
        if (y->sleep_ok)
            printf("bench %s_idle_asleep %.3f percent\n", p,
                   100.0 * y->idle_slept / (double)y->idle_cycles);
        if (y->stall_ok) {
            printf("bench %s_stall_ms %.3f ms\n", p, y->stall_cycles / 16000.0);
            printf("bench %s_save_stall_ms %.3f ms\n", p, y->save_stall_cycles / 16000.0);
        }
        if (y->move_save.bytes)
            printf("bench %s_move_save_done_ms %.3f ms\n", p,
                   (y->move_save.last - y->move_pressed) / 16000.0);
        if (y->down_ok) {
            printf("bench %s_powered_down_asleep %.3f percent\n", p,
                   100.0 * y->down_slept / (double)y->down_cycles);
            printf("bench %s_tap_50ms_wakes %d bool\n", p, y->down_tap_woke ? 1 : 0);
        }
        const bench_judge_stream_t *w = bench_judge_heaviest(&judges[t]);
        if (w != NULL) {
            printf("bench %s_judge_%s_bytes_per_s %.0f B/s\n", p, w->problem,
                   16e6 * w->in_bytes / (double)w->awake);
            printf("bench %s_judge_%s_cycles_per_byte %.0f cycles\n", p, w->problem,
                   (double)w->awake / w->in_bytes);
        }
    }
    printf("```\n");
}

int main(int argc, char **argv)
{
    bool tap = argc > 1 && strcmp(argv[1], "--tap") == 0;
    int first = tap ? 2 : 1;
    if (argc - first < 1 || argc - first > 1 + BENCH_TOYS) {
        fprintf(stderr, "usage: bench-runner [--tap] BENCH_ELF [TOY_ELF ...] (at most %d)\n",
                BENCH_TOYS);
        return 1;
    }
    bool ran = bench_solvers_run(argv[first], &report);
    if (tap)
        return bench_tap();
    if (!ran) {
        fprintf(stderr, "bench-runner: %s\n", report.problem);
        return 1;
    }
    toy_count = argc - first - 1;
    for (int t = 0; t < toy_count; t++) {
        bench_toy_measure(argv[first + 1 + t], &toys[t]);
        bench_judge_measure(argv[first + 1 + t], &judges[t]);
    }
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
