/* record.h - a power-cut-safe record in EEPROM: two slots, the newest valid one wins; saves
 * go out in the background, one byte per call of record_writer_step, so the caller's loop
 * never waits for the EEPROM (a byte takes about 3.4 ms on the chip).
 *
 * Slot layout (slot_size bytes from the slot's address):
 *   [0]        commit mark RECORD_MAGIC ('N'); anything else = slot invalid
 *   [1]        record version: the key's, or the one before it (the caller learns which: a
 *              layout that grows at its end reads the prefix it shares with the old one);
 *              any other reads as invalid (the caller uses defaults)
 *   [2..3]     sequence number, little-endian, +1 per save (wraps; compared as serial numbers)
 *   [4..4+n-1] payload, n = the caller's length, each byte stored inverted (x ^ 0xFF): zeros,
 *              most of a payload, are then the erased state, so a blank slot's first save
 *              writes only the bytes that are not zero
 *   [4+n..5+n] CRC-16/CCITT-FALSE over bytes 1..4+n-1, little-endian
 *
 * A save goes to the slot NOT holding the newest valid record (the target), one byte write per
 * step: each step reads the target through and writes the first byte that is not yet what the
 * save wants there: the commit mark cleared, then version, sequence, the payload as its source
 * holds it NOW (bytes it does not give: as the newest record has them), and the CRC of what
 * the slot holds before it. When every byte is right, the step sets the commit mark. So the
 * mark is only ever set on a slot that holds the source
 * exactly as it was at that last step (a source changed meanwhile just gets its new bytes
 * written first), never a mix of two states of it; and a power cut at any point leaves the
 * old record (the other slot, untouched) or the complete new one. Bytes already right are never
 * written again (an EEPROM cell lasts about 100 000 writes). */
#ifndef RECORD_H
#define RECORD_H

#include <stdbool.h>
#include <stdint.h>

#define RECORD_MAGIC 0x4Eu
#define RECORD_OVERHEAD 6u /* mark, version, sequence, CRC */

/* A record's place and format packed in 32 bits, RECORD_DESC(base, slot_size, version): a
 * constant the AVR loads straight into registers. Slot 1 follows slot 0 at base + slot_size. */
typedef uint32_t record_key_t;
#define RECORD_DESC(base, slot_size, version) \
    ((record_key_t)(uint16_t)(base) | (record_key_t)(uint8_t)(slot_size) << 16 | \
     (record_key_t)(uint8_t)(version) << 24)

/* Index (0/1) of the slot holding the newest valid record of len payload bytes, -1 when
 * neither is valid; its sequence number in *seq (0xFFFF when none), in *old 1 when it is of
 * the version before the key's (0 otherwise). */
int8_t record_newest(record_key_t key, uint8_t len, uint16_t *seq, uint8_t *old);

/* Copies n bytes from offset off of the newest valid record's payload (len bytes) to dest;
 * false, dest untouched, when there is none. Waits for an EEPROM write in progress. */
bool record_read(record_key_t key, uint8_t len, uint8_t off, uint8_t *dest, uint8_t n);

/* The background writer of one record; a writer starts zeroed (a static). Its source is RAM
 * the owner keeps up to date: payload bytes [0, split) at a, then b_len bytes at b. Payload
 * bytes the source does not give (b NULL, or past split + b_len) keep the value the newest
 * record has (with no valid record, whatever the target slot holds): a part of the record the
 * source has no copy of in RAM goes on from save to save. */
typedef struct {
    /* slot bytes 0..3 as a save writes them (record.c checks the layout) */
    uint8_t uncommit; /* 0: the target's mark is cleared first */
    uint8_t version;
    uint16_t seq;     /* sequence number of the newest record (of the save in progress) */
    /* the writer's state */
    int8_t newest;    /* slot of the newest record, -1: none */
    uint8_t old;      /* it is of the version before (record_newest) */
    uint8_t saving;   /* a save is in progress (to the other slot) */
    uint8_t pending;  /* the source may differ from the newest record */
    /* the source */
    uint8_t split;
    uint8_t b_len;
    const uint8_t *a;
    const uint8_t *b;
} record_writer_t;

/* Starts the writer on what the EEPROM holds (at boot): idle, nothing pending; the source
 * fields are left as they are. */
void record_writer_begin(record_writer_t *w, record_key_t key, uint8_t len);

/* Reads like record_read from the newest record the writer knows (found at boot or made
 * since): no scan of the slots. Waits for an EEPROM write in progress. */
bool record_writer_read(const record_writer_t *w, record_key_t key, uint8_t off, uint8_t *dest,
                        uint8_t n);

/* Asks for a save: the next steps compare the newest record with the source and write what
 * differs (nothing when nothing does). */
static inline void record_writer_request(record_writer_t *w)
{
    w->pending = 1;
}

/* Does the next bit of work without waiting: returns at once while the EEPROM is busy, else
 * reads one slot through (a save asked for: the newest, to compare; a save in progress: the
 * target) and starts at most one byte write. True while a save is asked for, in progress, or
 * its last byte is still being written. */
bool record_writer_step(record_writer_t *w, record_key_t key, uint8_t len);

#endif
