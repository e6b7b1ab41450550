/* power_cut.c - an armed power cut, and EEPROM images for a sweep of cut points. */
#include "power_cut.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "eeprom_chip.h"
#include "eeprom_file.h"

static struct {
    uint32_t cuts;
    uint64_t first, every;
    uint32_t timed;           /* cut points at first + i * every */
    uint32_t total, recorded; /* slots: the timed ones and one at the end */
    uint8_t *images; /* total * BOARD_EEPROM_SIZE bytes */
    uint64_t *cycles;
} pc;

static void power_cut_now(void *ctx)
{
    (void)ctx;
    pc.cuts++;
    board_power_cycle();
}

void power_cut_arm(uint64_t at)
{
    board_at(at, power_cut_now, NULL);
}

uint32_t power_cut_count(void)
{
    return pc.cuts;
}

static void power_cut_store(void)
{
    if (pc.recorded >= pc.total)
        return;
    eeprom_chip_image_after_cut(pc.images + (size_t)pc.recorded * BOARD_EEPROM_SIZE);
    pc.cycles[pc.recorded] = board_now();
    pc.recorded++;
}

static void power_cut_record(void *ctx)
{
    (void)ctx;
    power_cut_store();
    if (pc.recorded < pc.timed)
        board_at(pc.first + pc.recorded * pc.every, power_cut_record, NULL);
}

void power_cut_sweep_start(uint64_t first, uint64_t every, uint32_t count)
{
    free(pc.images);
    free(pc.cycles);
    pc.first = first;
    pc.every = every;
    pc.timed = count;
    pc.total = count + 1u; /* and one more at the end (power_cut_sweep_add_now) */
    pc.recorded = 0;
    pc.images = malloc((size_t)pc.total * BOARD_EEPROM_SIZE);
    pc.cycles = malloc((size_t)pc.total * sizeof *pc.cycles);
    if (pc.images == NULL || pc.cycles == NULL) {
        fprintf(stderr, "nimbox-sim: no memory for %u EEPROM images\n", count);
        exit(2);
    }
    if (count)
        board_at(first, power_cut_record, NULL);
}

uint32_t power_cut_sweep_recorded(void)
{
    return pc.recorded;
}

uint32_t power_cut_sweep_total(void)
{
    return pc.total;
}

void power_cut_sweep_add_now(void)
{
    board_cancel(power_cut_record, NULL);
    if (pc.recorded < pc.total) {
        pc.total = pc.recorded + 1u;
        power_cut_store();
    }
}

uint64_t power_cut_sweep_cycle(uint32_t i)
{
    return i < pc.recorded ? pc.cycles[i] : 0;
}

void power_cut_restore(uint32_t i)
{
    board_power_cycle();
    if (i < pc.recorded)
        memcpy(eeprom_file_bytes(board_avr()), pc.images + (size_t)i * BOARD_EEPROM_SIZE,
               BOARD_EEPROM_SIZE);
}
