/* bench_sim.c - loading and running a core for the bench runner (see bench_sim.h). */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "avr_extint.h"
#include "bench_sim.h"
#include "sleep_chip.h"
#include "wdt_chip.h"


static uint64_t bench_slept;
static uint64_t bench_startups; /* wake-ups from power-down or power-save */
#define BENCH_WDR_SITES 8 /* WDR instructions told apart */
static struct {
    struct {
        uint32_t pc;
        uint32_t kicks;
        bool open;     /* it kicked since the reset */
        uint64_t first; /* its first kick */
        uint64_t last;  /* its last kick */
        uint64_t max;   /* the longest gap since the reset */
    } site[BENCH_WDR_SITES];
    uint8_t sites;
} bench_gap;

#define BENCH_WDR_LOW 0xA8 /* WDR is 0x95A8, stored low byte first */
#define BENCH_WDR_HIGH 0x95

/* simavr's default sleep callback usleep()s to the wall clock; we only count (SIMAVR.md 8). */
static void bench_sim_sleep(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr;
    bench_slept += how_long + 1;
}

avr_t *bench_sim_open(const char *path, elf_firmware_t *fw)
{
    /* elf_read_firmware() prints "Loaded ..." on stdout: keep it out of the report. */
    fflush(stdout);
    int saved = dup(1), devnull = open("/dev/null", O_WRONLY);
    if (saved >= 0 && devnull >= 0)
        dup2(devnull, 1);
    int status = elf_read_firmware(path, fw);
    fflush(stdout);
    if (saved >= 0 && devnull >= 0)
        dup2(saved, 1);
    if (saved >= 0)
        close(saved);
    if (devnull >= 0)
        close(devnull);
    if (status != 0) {
        fprintf(stderr, "bench-runner: cannot load %s\n", path);
        return NULL;
    }
    if (fw->mmcu[0] == '\0')
        strcpy(fw->mmcu, "atmega328p");
    fw->frequency = BENCH_F_CPU;
    avr_t *avr = avr_make_mcu_by_name(fw->mmcu);
    if (avr == NULL) {
        fprintf(stderr, "bench-runner: simavr does not know %s\n", fw->mmcu);
        return NULL;
    }
    avr_init(avr);
    avr->log = LOG_ERROR;
    avr_load_firmware(avr, fw);
    avr->frequency = BENCH_F_CPU;
    avr->vcc = avr->avcc = avr->aref = 5000;
    avr->sleep = bench_sim_sleep;
    avr->gdb_port = 0;
    /* Level-triggered INT0/INT1 make simavr poll PD2/PD3 every cycle; edges are enough. */
    avr_extint_set_strict_lvl_trig(avr, 0, 0);
    avr_extint_set_strict_lvl_trig(avr, 1, 0);
    /* the timed events of sim/ parts, the watchdog as the chip has it (simavr 1.6's fires once
     * in interrupt mode, never resets with interrupts off: sim/README.md, "The watchdog") */
    bench_events_attach(avr);
    wdt_chip_attach(avr);
    wdt_chip_on_boot(WDT_CHIP_PORF);
    bench_slept = 0;
    bench_startups = 0;
    memset(&bench_gap, 0, sizeof bench_gap);
    return avr;
}

void bench_sim_paint(avr_t *avr)
{
    memset(avr->data + 0x100, BENCH_PAINT, (size_t)avr->ramend + 1 - 0x100);
}

bool bench_sim_symbol(const elf_firmware_t *fw, const char *name, uint32_t *addr)
{
    for (uint32_t i = 0; i < fw->symbolcount; i++) {
        if (strcmp(fw->symbol[i]->symbol, name) == 0) {
            *addr = fw->symbol[i]->addr & 0xFFFFu;
            return true;
        }
    }
    return false;
}

uint16_t bench_sim_stack_peak(avr_t *avr, const elf_firmware_t *fw)
{
    uint32_t end;
    if (!bench_sim_symbol(fw, "_end", &end))
        end = 0x100 + fw->datasize + fw->bsssize;
    uint32_t a = end;
    while (a <= avr->ramend && avr->data[a] == BENCH_PAINT)
        a++;
    return (uint16_t)(avr->ramend + 1 - a);
}

/* A WDR at avr->pc, now. */
static void bench_sim_kick(avr_t *avr)
{
    uint8_t i = 0;
    while (i < bench_gap.sites && bench_gap.site[i].pc != avr->pc)
        i++;
    if (i == bench_gap.sites) {
        if (i == BENCH_WDR_SITES)
            return;
        bench_gap.sites++;
        memset(&bench_gap.site[i], 0, sizeof bench_gap.site[i]);
        bench_gap.site[i].pc = avr->pc;
    }
    if (bench_gap.site[i].kicks++ == 0)
        bench_gap.site[i].first = avr->cycle;
    uint64_t gap = avr->cycle - bench_gap.site[i].last;
    if (bench_gap.site[i].open && gap > bench_gap.site[i].max)
        bench_gap.site[i].max = gap;
    bench_gap.site[i].open = true;
    bench_gap.site[i].last = avr->cycle;
}

/* The main loop's WDR: the one executed most often. */
static int bench_sim_loop_site(void)
{
    int best = -1;
    for (uint8_t i = 0; i < bench_gap.sites; i++)
        if (best < 0 || bench_gap.site[i].kicks > bench_gap.site[best].kicks)
            best = i;
    return best;
}

static avr_cycle_count_t bench_sim_stop(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    (void)param;
    return 0;
}

int bench_sim_run_until(avr_t *avr, uint64_t target)
{
    /* A sleeping core jumps to the next timer deadline: a timer at target stops it there. */
    if (target > avr->cycle)
        avr_cycle_timer_register(avr, target - avr->cycle, bench_sim_stop, NULL);
    int state = avr->state;
    while (avr->cycle < target) {
        if (avr->state == cpu_Running && avr->flash[avr->pc] == BENCH_WDR_LOW &&
            avr->flash[avr->pc + 1] == BENCH_WDR_HIGH)
            bench_sim_kick(avr);
        bool asleep = avr->state == cpu_Sleeping;
        state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed)
            break;
        /* woken from power-down (SM 010) or power-save (011): the crystal starts first; simavr
         * has the core run at once, whatever the sleep mode */
        uint32_t start = sleep_chip_wake_cycles(sleep_chip_mode(avr->data));
        if (asleep && state == cpu_Running && start != 0) {
            avr->cycle += start;
            bench_startups++;
        }
    }
    avr_cycle_timer_cancel(avr, bench_sim_stop, NULL);
    return state;
}

void bench_sim_gap_reset(void)
{
    for (uint8_t i = 0; i < bench_gap.sites; i++) {
        bench_gap.site[i].open = false;
        bench_gap.site[i].max = 0;
    }
}

uint64_t bench_sim_gap_max(void)
{
    int i = bench_sim_loop_site();
    return i < 0 ? 0 : bench_gap.site[i].max;
}

uint32_t bench_sim_kicks(void)
{
    int i = bench_sim_loop_site();
    return i < 0 ? 0 : bench_gap.site[i].kicks;
}

uint64_t bench_sim_gap_setup(void)
{
    int i = bench_sim_loop_site();
    return i < 0 ? 0 : bench_gap.site[i].first;
}

uint64_t bench_sim_slept(void)
{
    return bench_slept;
}

void bench_sim_clear_slept(void)
{
    bench_slept = 0;
}

uint64_t bench_sim_startups(void)
{
    return bench_startups;
}

uint64_t bench_sim_startup_cycles(void)
{
    return bench_startups * SLEEP_CHIP_WAKE_CYCLES;
}

uint64_t bench_sim_watchdog_interrupts(void)
{
    return wdt_chip_stats()->interrupts;
}
