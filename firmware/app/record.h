/* record.h - a power-cut-safe record in EEPROM: two slots, newest valid one wins.
 *
 * Slot layout (slot_size bytes from the slot's address):
 *   [0]        commit mark RECORD_MAGIC ('N'); anything else = slot invalid
 *   [1]        record version (a mismatch reads as invalid: the caller uses defaults)
 *   [2..3]     sequence number, little-endian, +1 per save (wraps; compared as serial numbers)
 *   [4..4+n-1] payload, n = the caller's length
 *   [4+n..5+n] CRC-16/CCITT-FALSE over bytes 1..4+n-1, little-endian
 *
 * A save goes to the slot NOT holding the newest valid record: it first clears that slot's
 * commit mark, then writes version, sequence, payload and CRC, and sets the commit mark last.
 * A power cut at any point leaves either the old record (the other slot, untouched) or the
 * complete new one; a half-written slot never carries the mark. Only changed bytes are written
 * (hal_eeprom_update), so a save costs the changed payload bytes plus the mark twice. */
#ifndef RECORD_H
#define RECORD_H

#include <stdbool.h>
#include <stdint.h>

#define RECORD_MAGIC 0x4Eu
#define RECORD_OVERHEAD 6u /* mark, version, sequence, CRC */

typedef struct {
    uint16_t base;      /* EEPROM address of slot 0; slot 1 follows at base + slot_size */
    uint8_t slot_size;  /* bytes per slot, >= payload length + RECORD_OVERHEAD */
    uint8_t version;    /* layout version of the payload */
} record_desc_t;

/* The functions below take the descriptor packed in 32 bits, RECORD_DESC(base, slot_size,
 * version): a constant the AVR loads straight into registers, where a struct constant would
 * be fetched from RAM. record_load, record_save and record_newest_slot are the same through
 * a record_desc_t pointer. */
typedef uint32_t record_key_t;
#define RECORD_DESC(base, slot_size, version) \
    ((record_key_t)(uint16_t)(base) | (record_key_t)(uint8_t)(slot_size) << 16 | \
     (record_key_t)(uint8_t)(version) << 24)

/* Reads the newest valid record into payload (len bytes); false, payload untouched, if none. */
bool record_read(record_key_t d, uint8_t *payload, uint8_t len);

/* Writes payload as the new newest record (see the write order above). */
void record_write(record_key_t d, const uint8_t *payload, uint8_t len);

/* Index (0/1) of the slot holding the newest valid record, or -1 when neither is valid. */
int8_t record_newest(record_key_t d, uint8_t len);

static inline bool record_load(const record_desc_t *d, uint8_t *payload, uint8_t len)
{
    return record_read(RECORD_DESC(d->base, d->slot_size, d->version), payload, len);
}

static inline void record_save(const record_desc_t *d, const uint8_t *payload, uint8_t len)
{
    record_write(RECORD_DESC(d->base, d->slot_size, d->version), payload, len);
}

static inline int8_t record_newest_slot(const record_desc_t *d, uint8_t len)
{
    return record_newest(RECORD_DESC(d->base, d->slot_size, d->version), len);
}

#endif
