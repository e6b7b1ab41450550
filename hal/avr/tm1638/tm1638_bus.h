/* tm1638_bus.h (AVR) - the TM1638's three lines (STB, CLK, DIO from board.h) and the waits
 * between their edges, for tm1638.c. The host twin (hal/host/tm1638_bus.h) records the same
 * operations for unit tests; tm1638.c picks the platform's file through the include path.
 *
 * Every line is changed with one sbi or cbi instruction: PORTD also holds the piezo pin,
 * which the buzzer's interrupt writes, so a read-modify-write of the whole port could undo
 * that write (or this one). The inline asm makes the single-bit instruction certain rather
 * than left to the optimiser; the assembler refuses a port out of sbi/cbi reach.
 *
 * Waits are whole CPU cycles rounded up from nanoseconds, on top of the instructions around
 * them. TM1638_TEST_FAST_BUS (test builds only, never the firmware) drops every wait, so the
 * simulator's timing checks can be seen to catch a bus that is too fast. */
#ifndef TM1638_BUS_H
#define TM1638_BUS_H

#include <stdint.h>

#include <avr/io.h>

#include "board.h"

#define TM1638_BUS_IO_PORT _SFR_IO_ADDR(BOARD_TM1638_PORT)
#define TM1638_BUS_IO_DDR _SFR_IO_ADDR(BOARD_TM1638_DDR)

#define TM1638_BUS_SET(io, bit) __asm__ volatile("sbi %0, %1" ::"I"(io), "I"(bit))
#define TM1638_BUS_CLEAR(io, bit) __asm__ volatile("cbi %0, %1" ::"I"(io), "I"(bit))

#ifdef TM1638_TEST_FAST_BUS
#define TM1638_BUS_WAIT_NS(ns) ((void)0)
#else
#define TM1638_BUS_WAIT_NS(ns) \
    __builtin_avr_delay_cycles(((uint32_t)(ns) * (F_CPU / 1000000UL) + 999UL) / 1000UL)
#endif

/* All three lines outputs, idle high (each one's level is set before it becomes an output,
 * so no line dips low on the way). */
static inline void tm1638_bus_init(void)
{
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_STB_BIT);
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_CLK_BIT);
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_DIO_BIT);
    TM1638_BUS_SET(TM1638_BUS_IO_DDR, BOARD_TM1638_STB_BIT);
    TM1638_BUS_SET(TM1638_BUS_IO_DDR, BOARD_TM1638_CLK_BIT);
    TM1638_BUS_SET(TM1638_BUS_IO_DDR, BOARD_TM1638_DIO_BIT);
}

static inline void tm1638_bus_stb_low(void)
{
    TM1638_BUS_CLEAR(TM1638_BUS_IO_PORT, BOARD_TM1638_STB_BIT);
}

static inline void tm1638_bus_stb_high(void)
{
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_STB_BIT);
}

static inline void tm1638_bus_clk_low(void)
{
    TM1638_BUS_CLEAR(TM1638_BUS_IO_PORT, BOARD_TM1638_CLK_BIT);
}

static inline void tm1638_bus_clk_high(void)
{
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_CLK_BIT);
}

/* DIO driven to the bit's level (DIO must be an output). */
static inline void tm1638_bus_dio_put(uint8_t bit)
{
    if (bit) {
        TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_DIO_BIT);
    } else {
        TM1638_BUS_CLEAR(TM1638_BUS_IO_PORT, BOARD_TM1638_DIO_BIT);
    }
}

/* DIO let go for the chip: output high for an instant, then an input with the pull-up (the
 * chip only pulls low; the pull-up makes its 1 bits). */
static inline void tm1638_bus_dio_release(void)
{
    TM1638_BUS_SET(TM1638_BUS_IO_PORT, BOARD_TM1638_DIO_BIT);
    TM1638_BUS_CLEAR(TM1638_BUS_IO_DDR, BOARD_TM1638_DIO_BIT);
}

/* DIO an output again, high (its pull-up bit already is). */
static inline void tm1638_bus_dio_drive(void)
{
    TM1638_BUS_SET(TM1638_BUS_IO_DDR, BOARD_TM1638_DIO_BIT);
}

/* The level on DIO: 0 or 1. */
static inline uint8_t tm1638_bus_dio_get(void)
{
    return (uint8_t)((BOARD_TM1638_PIN >> BOARD_TM1638_DIO_BIT) & 1u);
}

#endif
