/* chip_core.c - the CPU's halts, hangs and fetch checks around simavr's core (chip_core.h). */
#include "chip_core.h"

#include <stdio.h>

#include "board.h"
#include "idle_skip.h"
#include "sim_core.h"

static struct {
    void (*run)(avr_t *avr); /* simavr's own */
    uint64_t halt_until;
    bool hung;
    uint32_t guard_end;
    const bool *guard_busy;
    uint32_t boot_start;
    void (*app_entry)(uint32_t pc);
    bool app_started; /* app_entry ran since the MCU started */
} core;

/* Time passes without a fetch: due cycle timers run, up to the next one or the halt's end. */
static void chip_core_idle(avr_t *avr)
{
    avr_cycle_count_t next = avr_cycle_timer_process(avr);
    uint64_t step = next ? next : 1;
    if (!core.hung && core.halt_until - avr->cycle < step)
        step = core.halt_until - avr->cycle;
    avr->cycle += step;
}

/* One instruction at a time where each must be watched: on a chip with a bootloader until it
 * starts the application (an instruction that leaves the boot section), and while a page
 * erase or write keeps the RWW section busy (a fetch there is a fault). Elsewhere the batch
 * board.c set up (up to the next cycle timer: board_run_until: the same cycles), which
 * idle_skip does not see. Once the application started, the callback has nothing more to
 * tell until the next MCU start (boot_chip.c reports the first start after each), so the
 * application runs in batches, as on a chip without a bootloader; if the PC is back in the
 * boot section at the end of a batch (erased flash ran on into it), it is watched again, and
 * its polling loops skipped. */
static bool chip_core_watching(avr_t *avr)
{
    if (core.guard_end && *core.guard_busy)
        return true;
    return core.app_entry != NULL && (!core.app_started || avr->pc >= core.boot_start);
}

static void chip_core_run(avr_t *avr)
{
    if (core.hung || avr->cycle < core.halt_until) {
        chip_core_idle(avr);
        return;
    }
    if (!chip_core_watching(avr)) {
        idle_skip_reset(); /* it did not see these instructions */
        core.run(avr);
        return;
    }
    uint32_t pc = avr->pc;
    if (core.guard_end && pc < core.guard_end && avr->state == cpu_Running &&
        *core.guard_busy) {
        fprintf(stderr, "nimbox-sim: the CPU fetched from 0x%04x in the RWW section while a "
                        "page erase or write kept it busy (RWWSB set): on the chip the "
                        "program ends up in an unknown state\n", (unsigned)pc);
        avr->state = cpu_Crashed;
        return;
    }
    avr->run_cycle_count = 1; /* this instruction only */
    idle_skip_before(avr);
    core.run(avr);
    idle_skip_after(avr, pc);
    if (core.app_entry && pc >= core.boot_start && avr->pc < core.boot_start) {
        core.app_entry(avr->pc);
        core.app_started = true;
    }
}

void chip_core_attach(avr_t *avr)
{
    core.run = avr->run;
    avr->run = chip_core_run;
}

void chip_core_halt_until(uint64_t cycle)
{
    core.halt_until = cycle;
    chip_core_end_batch();
}

void chip_core_end_batch(void)
{
    avr_t *avr = board_avr();
    if (avr != NULL)
        avr->run_cycle_count = 1; /* a batch running ends with this instruction */
}

void chip_core_hang(void)
{
    avr_t *avr = board_avr();
    avr_sreg_set(avr, S_I, 0);
    avr->state = cpu_Running;
    core.hung = true;
    chip_core_end_batch();
}

bool chip_core_hung(void)
{
    return core.hung;
}

void chip_core_guard_fetch(uint32_t end, const bool *busy)
{
    core.guard_end = end;
    core.guard_busy = busy;
}

void chip_core_on_app_entry(uint32_t boot_start, void (*fn)(uint32_t pc))
{
    core.boot_start = boot_start;
    core.app_entry = fn;
}

void chip_core_on_boot(void)
{
    core.app_started = false;
    core.halt_until = 0;
    core.hung = false;
    idle_skip_reset();
}
