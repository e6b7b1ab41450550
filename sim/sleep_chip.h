/* sleep_chip.h - the ATmega328P's sleep modes where simavr 1.6 sleeps alike in all of them
 * (datasheet section 9): which modes stop clkIO, and the crystal's start-up after a wake-up
 * from power-down or power-save (16K CK with both boards' low fuse 0xFF: full-swing crystal,
 * SUT = 11, table 9-4), which simavr skips. Shared by the simulator (sim/board.c) and the
 * bench (bench/host/bench_sim.c), so that both count the chip's time alike. */
#ifndef SLEEP_CHIP_H
#define SLEEP_CHIP_H

#include <stdbool.h>
#include <stdint.h>

#define SLEEP_CHIP_SMCR 0x53 /* data-space address of SMCR */
#define SLEEP_CHIP_WAKE_CYCLES 16384u

/* The sleep mode SMCR selects (SM2:0). */
static inline uint8_t sleep_chip_mode(const uint8_t *data)
{
    return (uint8_t)((data[SLEEP_CHIP_SMCR] >> 1) & 7u);
}

/* Whether that mode stops clkIO: power-down, power-save, standby, extended standby. */
static inline bool sleep_chip_stops_io(uint8_t mode)
{
    return mode == 2 || mode == 3 || mode == 6 || mode == 7;
}

/* The cycles the crystal takes to start when the core wakes from that mode (0: none). */
static inline uint32_t sleep_chip_wake_cycles(uint8_t mode)
{
    return mode == 2 || mode == 3 ? SLEEP_CHIP_WAKE_CYCLES : 0u;
}

#endif
