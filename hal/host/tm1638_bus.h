/* tm1638_bus.h (host) - the twin of hal/avr/tm1638/tm1638_bus.h for unit tests: the same
 * operations as functions that drive a recording fake of the TM1638's three lines
 * (tm1638_bus.c; its test controls are in tm1638_fake.h). Waits advance the fake's clock. */
#ifndef TM1638_BUS_H
#define TM1638_BUS_H

#include <stdint.h>

#define TM1638_BUS_WAIT_NS(ns) tm1638_bus_wait_ns(ns)

void tm1638_bus_init(void);
void tm1638_bus_stb_low(void);
void tm1638_bus_stb_high(void);
void tm1638_bus_clk_low(void);
void tm1638_bus_clk_high(void);
void tm1638_bus_dio_put(uint8_t bit);
void tm1638_bus_dio_release(void);
void tm1638_bus_dio_drive(void);
uint8_t tm1638_bus_dio_get(void);
void tm1638_bus_wait_ns(uint32_t ns);

#endif
