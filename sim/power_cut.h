/* power_cut.h - power cuts at exact cycles, for tests of what survives them.
 * - An armed cut: when the clock reaches the cycle, the board powers off and on at once
 *   (board_power_cycle: the EEPROM write going on is torn, RAM lost), whatever the script
 *   is doing then.
 * - A sweep: while the firmware runs, the EEPROM is recorded as a cut would leave it at
 *   evenly spaced cycles; each image can then be booted (power_cut_restore), so one run of
 *   the firmware yields the outcome of a cut at each of those points. Only the EEPROM
 *   survives a power cut, so booting its image is the same as cutting there; cut points
 *   whose images are byte for byte the same are the same cut (power_cut_sweep_same_as), and
 *   a sweep boots each image once (power_cut_sweep_every_point: every point, to check it). */
#ifndef SIM_POWER_CUT_H
#define SIM_POWER_CUT_H

#include <stdbool.h>
#include <stdint.h>

/* Cuts the power when board_now() reaches at (replaces an armed cut). */
void power_cut_arm(uint64_t at);

/* Cuts made by power_cut_arm so far. */
uint32_t power_cut_count(void);

/* Records the EEPROM at first, first + every, ... (count images); forgets an older sweep. */
void power_cut_sweep_start(uint64_t first, uint64_t every, uint32_t count);

/* Cut points recorded so far, and in all (0 when no sweep). */
uint32_t power_cut_sweep_recorded(void);
uint32_t power_cut_sweep_total(void);

/* Adds one more cut point now (the end of what the sweep covers). */
void power_cut_sweep_add_now(void);

/* Cycle of cut point i. */
uint64_t power_cut_sweep_cycle(uint32_t i);

/* The first cut point whose EEPROM image is byte for byte cut point i's (i when none before
 * it is; every point is its own when power_cut_sweep_every_point(true) was called). */
uint32_t power_cut_sweep_same_as(uint32_t i);

/* on: a sweep boots every cut point, even one whose image an earlier point had. */
void power_cut_sweep_every_point(bool on);

/* Powers off and on now with the EEPROM as cut point i left it. */
void power_cut_restore(uint32_t i);

#endif
