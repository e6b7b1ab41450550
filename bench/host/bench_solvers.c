/* bench_solvers.c - timing and checking the bench firmware's runs (see bench_solvers.h). */
#include <stdio.h>
#include <string.h>

#include "bench_check.h"
#include "bench_sim.h"
#include "bench_solvers.h"
#include "sim_irq.h"
#include "sim_io.h"

#define BENCH_GPIOR0 0x3E
#define BENCH_GPIOR1 0x4A
#define BENCH_GPIOR2 0x4B
#define BENCH_MAX_RUNS 320
#define BENCH_CYCLE_LIMIT 400000000ull /* 25 s simulated: far beyond any sane bench */

typedef struct {
    uint8_t id;
    bool ended;
    uint64_t start, cycles;
    uint32_t words[BENCH_MAX_WORDS];
    uint8_t bytes; /* result bytes received */
} bench_run_t;

static elf_firmware_t bench_fw; /* large: not on the stack */

static struct {
    avr_t *avr;
    bench_run_t runs[BENCH_MAX_RUNS];
    uint16_t count;
    bool done, overflow;
    char problem[200];
} rec;

static void bench_on_gpior0(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value != 0) {
        if (rec.count == BENCH_MAX_RUNS) {
            rec.overflow = true;
            return;
        }
        bench_run_t *r = &rec.runs[rec.count++];
        memset(r, 0, sizeof *r);
        r->id = (uint8_t)value;
        r->start = rec.avr->cycle;
    } else if (rec.count > 0 && !rec.runs[rec.count - 1].ended) {
        bench_run_t *r = &rec.runs[rec.count - 1];
        r->cycles = rec.avr->cycle - r->start;
        r->ended = true;
    } else if (!rec.problem[0]) {
        snprintf(rec.problem, sizeof rec.problem, "end mark without a start mark at cycle %llu",
                 (unsigned long long)rec.avr->cycle);
    }
}

static void bench_on_gpior1(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (rec.count == 0)
        return;
    bench_run_t *r = &rec.runs[rec.count - 1];
    if (r->bytes / 4 >= BENCH_MAX_WORDS) {
        rec.overflow = true;
        return;
    }
    r->words[r->bytes / 4] |= (uint32_t)(value & 0xFF) << (8 * (r->bytes % 4));
    r->bytes++;
}

static void bench_on_gpior2(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value == BENCH_DONE)
        rec.done = true;
}

static void bench_hook(avr_t *avr, uint16_t addr, void (*fn)(struct avr_irq_t *, uint32_t, void *))
{
    avr_irq_register_notify(avr_iomem_getirq(avr, addr, NULL, AVR_IOMEM_IRQ_ALL), fn, NULL);
}

static void bench_tally(bench_solvers_report_t *rep)
{
    for (uint16_t i = 0; i < rec.count; i++) {
        const bench_run_t *r = &rec.runs[i];
        const bench_case_t *c = bench_case_by_id(r->id);
        if (c == NULL || c->id == BENCH_ID_MARKER)
            continue;
        bench_case_result_t *cr = &rep->cases[c->id];
        if (cr->runs == BENCH_MAX_INPUTS || cr->runs >= c->inputs) {
            snprintf(rep->problem, sizeof rep->problem, "case %s ran more than its %u inputs",
                     c->name, c->inputs);
            return;
        }
        uint8_t k = cr->runs++;
        uint64_t net = r->cycles >= rep->baseline ? r->cycles - rep->baseline : 0;
        cr->cycles[k] = net;
        cr->total += net;
        if (net > cr->worst || k == 0) {
            cr->worst = net;
            cr->worst_index = k;
        }
        if (r->bytes % 4 != 0) {
            cr->right[k] = false;
            snprintf(cr->why[k], sizeof cr->why[k], "%u result bytes: not whole words", r->bytes);
        } else {
            cr->right[k] = c->check(k, r->words, (uint8_t)(r->bytes / 4), cr->why[k],
                                    sizeof cr->why[k]);
        }
        if (!cr->right[k])
            cr->wrong++;
    }
    for (uint8_t i = 0; i < bench_case_count; i++) {
        const bench_case_t *c = &bench_case_table[i];
        if (c->id != BENCH_ID_MARKER && rep->cases[c->id].runs != c->inputs && !rep->problem[0])
            snprintf(rep->problem, sizeof rep->problem, "case %s ran %u of its %u inputs", c->name,
                     rep->cases[c->id].runs, c->inputs);
    }
}

bool bench_solvers_run(const char *elf_path, bench_solvers_report_t *rep)
{
    memset(rep, 0, sizeof *rep);
    memset(&rec, 0, sizeof rec);
    avr_t *avr = bench_sim_open(elf_path, &bench_fw);
    if (avr == NULL) {
        snprintf(rep->problem, sizeof rep->problem, "cannot load %s", elf_path);
        return false;
    }
    rec.avr = avr;
    bench_hook(avr, BENCH_GPIOR0, bench_on_gpior0);
    bench_hook(avr, BENCH_GPIOR1, bench_on_gpior1);
    bench_hook(avr, BENCH_GPIOR2, bench_on_gpior2);
    int state = bench_sim_run_until(avr, BENCH_CYCLE_LIMIT);
    rep->total_cycles = avr->cycle;
    rep->finished = rec.done && state == cpu_Done;
    if (!rep->finished)
        snprintf(rep->problem, sizeof rep->problem, "the bench firmware %s at cycle %llu (PC 0x%04x)",
                 state == cpu_Crashed ? "crashed" : rec.done ? "did not halt" : "did not finish",
                 (unsigned long long)avr->cycle, (unsigned)avr->pc);
    else if (rec.overflow)
        snprintf(rep->problem, sizeof rep->problem, "too many runs or result words");
    else if (rec.problem[0])
        snprintf(rep->problem, sizeof rep->problem, "%s", rec.problem);

    /* The marker baseline: the cycles of a start mark followed at once by an end mark. */
    uint8_t markers = 0;
    rep->baseline_stable = true;
    for (uint16_t i = 0; i < rec.count; i++) {
        if (rec.runs[i].id != BENCH_ID_MARKER)
            continue;
        if (markers > 0 && rec.runs[i].cycles != rep->baseline)
            rep->baseline_stable = false;
        if (markers == 0 || rec.runs[i].cycles < rep->baseline)
            rep->baseline = rec.runs[i].cycles;
        markers++;
    }
    if (markers != BENCH_MARKER_RUNS && !rep->problem[0])
        snprintf(rep->problem, sizeof rep->problem, "%u marker runs, expected %u", markers,
                 BENCH_MARKER_RUNS);
    for (uint16_t i = 0; i < rec.count && !rep->problem[0]; i++)
        if (!rec.runs[i].ended)
            snprintf(rep->problem, sizeof rep->problem, "run %u (case %u) has no end mark", i,
                     rec.runs[i].id);
    if (!rep->problem[0])
        bench_tally(rep);
    avr_terminate(avr);
    return rep->problem[0] == '\0';
}
