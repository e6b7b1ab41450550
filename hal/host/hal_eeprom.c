/* hal_eeprom.c (host) - a 1 KB EEPROM image in memory with the chip's timing: a byte write
 * started at fake time t is in progress (hal_eeprom_busy) until t + FAKE_EEPROM_WRITE_MS and
 * lands in the image then. A read or write during a write waits for it, as on the chip: the
 * fake clock jumps to the end of the write in progress, and the wait is counted
 * (fake_eeprom_waits), so tests can check that the main loop never waits. A power cut tears
 * the byte being written (left erased, 0xFF). */
#include <string.h>

#include "hal_eeprom.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_tick.h"

/* 3.4 ms rounded up to the fake clock's milliseconds */
#define FAKE_EEPROM_WRITE_MS ((HAL_EEPROM_WRITE_US + 999u) / 1000u)

static uint8_t fake_image[HAL_EEPROM_SIZE];
static uint32_t fake_writes;
static uint32_t fake_cell_writes[HAL_EEPROM_SIZE];
static uint32_t fake_waits;
static struct {
    bool on;        /* a write is in progress */
    uint16_t addr;
    uint8_t value;
    uint32_t done_at;
} fake_write;

/* Lands the write in progress once its time has come. */
static void fake_eeprom_settle(void)
{
    if (fake_write.on && (int32_t)(hal_tick_ms() - fake_write.done_at) >= 0) {
        fake_write.on = false;
        fake_image[fake_write.addr] = fake_write.value;
    }
}

/* A read or write that waits for the write in progress: time passes until it is done. */
static void fake_eeprom_wait(void)
{
    fake_eeprom_settle();
    if (fake_write.on) {
        fake_waits++;
        fake_tick_set(fake_write.done_at);
        fake_eeprom_settle();
    }
}

void fake_eeprom_reset(void)
{
    fake_eeprom_erase();
    fake_writes = 0;
    memset(fake_cell_writes, 0, sizeof fake_cell_writes);
    fake_waits = 0;
    fake_write.on = false;
}

uint8_t *fake_eeprom_image(void)
{
    fake_eeprom_settle();
    return fake_image;
}

void fake_eeprom_erase(void)
{
    memset(fake_image, 0xFF, sizeof fake_image);
}

uint32_t fake_eeprom_writes(void)
{
    return fake_writes;
}

uint32_t fake_eeprom_cell_writes(uint16_t addr)
{
    return addr < HAL_EEPROM_SIZE ? fake_cell_writes[addr] : 0;
}

uint32_t fake_eeprom_waits(void)
{
    return fake_waits;
}

bool fake_eeprom_power_cut(void)
{
    fake_eeprom_settle();
    bool torn = fake_write.on;
    if (torn) {
        fake_image[fake_write.addr] = 0xFF; /* erased, not yet written */
    }
    fake_write.on = false;
    return torn;
}

uint8_t hal_eeprom_read(uint16_t addr)
{
    fake_eeprom_wait();
    return addr < HAL_EEPROM_SIZE ? fake_image[addr] : 0xFF;
}

uint16_t hal_eeprom_read16(uint16_t addr)
{
    return (uint16_t)(hal_eeprom_read(addr) | hal_eeprom_read((uint16_t)(addr + 1u)) << 8);
}

bool hal_eeprom_busy(void)
{
    fake_eeprom_settle();
    return fake_write.on;
}

void hal_eeprom_write(uint16_t addr, uint8_t value)
{
    fake_eeprom_wait();
    if (addr >= HAL_EEPROM_SIZE) {
        return;
    }
    fake_write.on = true;
    fake_write.addr = addr;
    fake_write.value = value;
    fake_write.done_at = hal_tick_ms() + FAKE_EEPROM_WRITE_MS;
    fake_writes++;
    fake_cell_writes[addr]++;
}
