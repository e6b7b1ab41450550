/* box_record.h - reads the firmware's box record (firmware/store/persist.h, journal.h, slots.h)
 * out of the simulated EEPROM, as the firmware would after a power cut now: the newer half of
 * the journal that holds a commit (commit codes of its generation, CRC-16 of the pairs since
 * the commit before), its pairs applied to zeros; with neither, the newest valid slot of the
 * firmware before the journal (mark, version v2 or v3, CRC). So a script checks what the box
 * keeps without the box having to show it (expect-boot-count). Written from the layout the
 * headers document, not with the firmware's code. */
#ifndef SIM_BOX_RECORD_H
#define SIM_BOX_RECORD_H

#include <stdbool.h>
#include <stdint.h>

/* The boot counter of the box record in the EEPROM image ee (1024 bytes) into *count; false
 * (and *count 0, what the firmware then counts from) when there is none. */
bool box_record_boot_count(const uint8_t *ee, uint32_t *count);

/* The same for the watchdog resets counted (payload bytes 40..41). */
bool box_record_watchdog_resets(const uint8_t *ee, uint32_t *count);

#endif
