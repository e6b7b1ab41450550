/* bench_sim.c - loading and running a core for the bench runner (see bench_sim.h). */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "avr_extint.h"
#include "bench_sim.h"

static uint64_t bench_slept;

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
    bench_slept = 0;
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
        state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed)
            break;
    }
    avr_cycle_timer_cancel(avr, bench_sim_stop, NULL);
    return state;
}

uint64_t bench_sim_slept(void)
{
    return bench_slept;
}

void bench_sim_clear_slept(void)
{
    bench_slept = 0;
}
