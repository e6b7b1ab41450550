/* save_driver.h - test support for the box record's background writer (persist_step): runs it
 * on the fake clock, one step per millisecond as the main loop would (it passes every 4 ms or
 * sooner), until the save asked for is committed, or cuts the power in the middle of it. */
#ifndef SAVE_DRIVER_H
#define SAVE_DRIVER_H

#include <stdbool.h>
#include <stdint.h>

/* Steps persist_step every fake millisecond until it is idle; returns the milliseconds that
 * took. Fails the test if that is more than 3 s (a whole record into an empty half, with a
 * save left unfinished before it, is under 1.5 s). */
uint32_t save_driver_finish(void);

/* Steps persist_step like save_driver_finish until its n-th byte write (counted from 1) has
 * started, then cuts the power (fake_eeprom_power_cut: that byte torn). Returns false, power
 * on, when the writer became idle first (the save had fewer writes). */
bool save_driver_finish_cut_at_write(uint32_t n);

#endif
