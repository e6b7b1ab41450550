/* slots.h - the box record as the firmware before the journal kept it, read only: two
 * 160-byte slots at 0x180 and 0x220, the newest valid one wins. A box updated from that
 * firmware boots with it (persist.h); the journal's first save then holds the whole record,
 * and its later saves go over the slots.
 *
 * Slot layout:
 *   [0]        commit mark SLOTS_MAGIC ('N'); anything else = slot invalid
 *   [1]        version: 3, or 2 (firmware before the streaks: only its system and
 *              statistics, the first SLOTS_V2_KEPT payload bytes, are the v3 layout's)
 *   [2..3]     sequence number, little-endian, +1 per save (compared as serial numbers)
 *   [4..157]   payload (SLOTS_PAYLOAD bytes), each byte stored inverted (x ^ 0xFF)
 *   [158..159] CRC-16/CCITT-FALSE over bytes 1..157, little-endian */
#ifndef SLOTS_H
#define SLOTS_H

#include <stdbool.h>
#include <stdint.h>

#define SLOTS_BASE 0x180u
#define SLOTS_SIZE 160u
#define SLOTS_PAYLOAD (SLOTS_SIZE - 6u)
#define SLOTS_MAGIC 0x4Eu
#define SLOTS_V2_KEPT 44u

/* Copies payload bytes [off, off + n) (off + n at most SLOTS_PAYLOAD) of the newest valid
 * slot to dest, zeros for those its version did not keep; false, dest untouched, when neither
 * slot is valid. Reads both slots through (about 2 ms on the chip). */
bool slots_read(uint8_t off, uint8_t *dest, uint8_t n);

#endif
