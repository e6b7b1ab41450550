/* box_record.h - reads the firmware's box record (firmware/app/persist.h, record.h) out of the
 * simulated EEPROM, as the firmware would after a power cut now: the newest valid slot (commit
 * mark, version v2 or v3, CRC), so a script checks what the box keeps without the box having
 * to show it (expect-boot-count). */
#ifndef SIM_BOX_RECORD_H
#define SIM_BOX_RECORD_H

#include <stdbool.h>
#include <stdint.h>

/* The boot counter of the newest valid box record in the EEPROM image ee (1024 bytes) into
 * *count; false (and *count 0, what the firmware then counts from) when there is none. */
bool box_record_boot_count(const uint8_t *ee, uint32_t *count);

#endif
