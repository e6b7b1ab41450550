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
    uint32_t *hashes; /* FNV-1a of each image, to find the same image fast */
    uint32_t *same;   /* the first point with each point's image (power_cut_find_same) */
    uint32_t same_found; /* points pc.same covers */
    bool every_point; /* boot every cut point (power_cut_sweep_every_point) */
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
    uint8_t *image = pc.images + (size_t)pc.recorded * BOARD_EEPROM_SIZE;
    eeprom_chip_image_after_cut(image);
    uint32_t h = 2166136261u;
    for (size_t a = 0; a < BOARD_EEPROM_SIZE; a++)
        h = (h ^ image[a]) * 16777619u;
    pc.hashes[pc.recorded] = h;
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
    free(pc.hashes);
    free(pc.same);
    pc.same_found = 0;
    pc.first = first;
    pc.every = every;
    pc.timed = count;
    pc.total = count + 1u; /* and one more at the end (power_cut_sweep_add_now) */
    pc.recorded = 0;
    pc.images = malloc((size_t)pc.total * BOARD_EEPROM_SIZE);
    pc.cycles = malloc((size_t)pc.total * sizeof *pc.cycles);
    pc.hashes = malloc((size_t)pc.total * sizeof *pc.hashes);
    pc.same = malloc((size_t)pc.total * sizeof *pc.same);
    if (pc.images == NULL || pc.cycles == NULL || pc.hashes == NULL || pc.same == NULL) {
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

/* Fills pc.same for the points recorded: an open-addressing table of the first point of
 * each different image, keyed by its hash (a hash match is checked byte for byte). */
static void power_cut_find_same(void)
{
    uint32_t size = 1;
    while (size < 2u * pc.recorded)
        size <<= 1;
    uint32_t *first = calloc(size, sizeof *first); /* point + 1; 0: empty */
    if (first == NULL) {
        fprintf(stderr, "nimbox-sim: no memory for the sweep's table of images\n");
        exit(2);
    }
    for (uint32_t i = 0; i < pc.recorded; i++) {
        const uint8_t *image = pc.images + (size_t)i * BOARD_EEPROM_SIZE;
        uint32_t slot = pc.hashes[i] & (size - 1u);
        pc.same[i] = i;
        while (first[slot] != 0) {
            uint32_t j = first[slot] - 1u;
            if (pc.hashes[j] == pc.hashes[i] &&
                memcmp(pc.images + (size_t)j * BOARD_EEPROM_SIZE, image, BOARD_EEPROM_SIZE) == 0) {
                pc.same[i] = j;
                break;
            }
            slot = (slot + 1u) & (size - 1u);
        }
        if (pc.same[i] == i)
            first[slot] = i + 1u;
    }
    free(first);
    pc.same_found = pc.recorded;
}

uint32_t power_cut_sweep_same_as(uint32_t i)
{
    if (pc.every_point || i >= pc.recorded)
        return i;
    if (pc.same_found != pc.recorded)
        power_cut_find_same();
    return pc.same[i];
}

void power_cut_sweep_every_point(bool on)
{
    pc.every_point = on;
}

void power_cut_restore(uint32_t i)
{
    board_power_cycle();
    if (i < pc.recorded)
        memcpy(eeprom_file_bytes(board_avr()), pc.images + (size_t)i * BOARD_EEPROM_SIZE,
               BOARD_EEPROM_SIZE);
}
