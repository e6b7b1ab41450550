/* bench_eeprom.c - the EEPROM's write time in the bench's toy runs (see bench_eeprom.h). */
#include "bench_eeprom.h"

#include <stdbool.h>
#include <string.h>

#include "avr_eeprom.h"
#include "bench_sim.h"
#include "simavr_io.h"

#define BENCH_EECR 0x3F /* data address (I/O 0x1F) */
#define BENCH_EEPROM_SIZE 1024u
#define BENCH_EEPE 0x02
#define BENCH_EEMPE 0x04
#define BENCH_EEPROM_LOG 4096u

static struct {
    avr_io_write_t simavr_write; /* simavr's own EECR handler and its parameter */
    void *simavr_param;
    bool busy;
    uint32_t writes;
    uint64_t started[BENCH_EEPROM_LOG]; /* when write n started: started[n % LOG] */
    uint32_t kicks[BENCH_EEPROM_LOG];   /* the main loop's passes then */
} bee;

static avr_cycle_count_t bench_eeprom_done(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    avr->data[BENCH_EECR] &= (uint8_t)~BENCH_EEPE;
    bee.busy = false;
    return 0;
}

static void bench_eecr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    /* simavr writes the byte when EEPE comes while EEMPE is set (avr_eeprom.c) */
    bool starts = (v & BENCH_EEPE) && (avr->data[addr] & BENCH_EEMPE) && !bee.busy;
    bee.simavr_write(avr, addr, v, bee.simavr_param);
    if (starts) {
        bee.busy = true;
        bee.started[bee.writes % BENCH_EEPROM_LOG] = avr->cycle;
        bee.kicks[bee.writes % BENCH_EEPROM_LOG] = bench_sim_kicks();
        bee.writes++;
        avr->data[addr] |= BENCH_EEPE;
        avr_cycle_timer_register_usec(avr, BENCH_EEPROM_WRITE_US, bench_eeprom_done, NULL);
    }
}

void bench_eeprom_attach(avr_t *avr)
{
    memset(&bee, 0, sizeof bee);
    bee.simavr_param = avr->io[AVR_DATA_TO_IO(BENCH_EECR)].w.param;
    bee.simavr_write = simavr_io_take_write(avr, BENCH_EECR, bench_eecr_write, NULL);
}

void bench_eeprom_fill(avr_t *avr, uint8_t value)
{
    uint8_t img[BENCH_EEPROM_SIZE];
    memset(img, value, sizeof img);
    avr_eeprom_desc_t d = {.ee = img, .offset = 0, .size = sizeof img};
    avr_ioctl(avr, AVR_IOCTL_EEPROM_SET, &d);
}

uint32_t bench_eeprom_writes(void)
{
    return bee.writes;
}

bool bench_eeprom_span(uint64_t since, bench_eeprom_span_t *span)
{
    memset(span, 0, sizeof *span);
    uint32_t n = bee.writes, first = n;
    while (first > 0 && n - first < BENCH_EEPROM_LOG &&
           bee.started[(first - 1u) % BENCH_EEPROM_LOG] >= since)
        first--;
    if (first == n)
        return false;
    span->bytes = n - first;
    span->first = bee.started[first % BENCH_EEPROM_LOG];
    span->last = bee.started[(n - 1u) % BENCH_EEPROM_LOG];
    span->passes = bee.kicks[(n - 1u) % BENCH_EEPROM_LOG] - bee.kicks[first % BENCH_EEPROM_LOG];
    return true;
}
