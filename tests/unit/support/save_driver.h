/* save_driver.h - test support for the background EEPROM writer: runs it on the fake clock,
 * one step per millisecond as the main loop would (it passes every 4 ms or sooner), until
 * the save asked for is committed. */
#ifndef SAVE_DRIVER_H
#define SAVE_DRIVER_H

#include <stdbool.h>
#include <stdint.h>

#include "record.h"

/* Steps w (key, len) every fake millisecond until it is idle; returns the milliseconds that
 * took. Fails the test if that is more than limit_ms. */
uint32_t save_driver_record(record_writer_t *w, record_key_t key, uint8_t len, uint32_t limit_ms);

/* The same for the box record's writer (persist_step). */
uint32_t save_driver_finish(void);

/* Steps w like save_driver_record until its n-th byte write (counted from 1) has started, then
 * cuts the power (fake_eeprom_power_cut: that byte torn). Returns false, power on, when w
 * became idle first (the save had fewer writes). */
bool save_driver_cut_at_write(record_writer_t *w, record_key_t key, uint8_t len, uint32_t n);

/* The same for the box record's writer. */
bool save_driver_finish_cut_at_write(uint32_t n);

#endif
