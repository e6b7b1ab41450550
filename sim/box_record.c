/* box_record.c - the box record read from the EEPROM image (box_record.h), with the firmware's
 * layout constants and CRC. */
#include "box_record.h"

#include <string.h>

#include "crc16.h"
#include "journal.h"
#include "persist.h"
#include "slots.h"

/* One half of the journal: the address after its last commit that checks (start: none), the
 * generation of its commits in *gen, the record its committed pairs make in rec. */
static unsigned box_record_half(const uint8_t *ee, unsigned start, unsigned *gen, uint8_t *rec)
{
    unsigned end = start, g = 4;
    uint8_t cur[PERSIST_PAYLOAD];
    memset(rec, 0, PERSIST_PAYLOAD);
    memcpy(cur, rec, PERSIST_PAYLOAD);
    for (unsigned a = start; a + 4 <= start + JOURNAL_HALF; a += 2) {
        unsigned c = (uint8_t)(ee[a] - JOURNAL_LO);
        if (c < 4 && (g == 4 || c == g) && ee[a + 2] == JOURNAL_HI + c &&
            crc16(ee + end, (uint16_t)(a - end)) == (uint16_t)(ee[a + 1] | ee[a + 3] << 8)) {
            g = c;
            end = a + 4;
            a += 2;
            memcpy(rec, cur, PERSIST_PAYLOAD);
        } else if (ee[a] < PERSIST_PAYLOAD) {
            cur[ee[a]] = ee[a + 1];
        }
    }
    *gen = g & 3u;
    return end;
}

/* Slot `slot`'s sequence number, or -1 when the slot holds no valid record. */
static int32_t box_record_slot(const uint8_t *ee, uint8_t slot)
{
    const uint8_t *r = ee + SLOTS_BASE + slot * SLOTS_SIZE;
    if (r[0] != SLOTS_MAGIC || (r[1] != 3 && r[1] != 2))
        return -1;
    if (crc16(r + 1, SLOTS_SIZE - 3u) != (uint16_t)(r[SLOTS_SIZE - 2] | r[SLOTS_SIZE - 1] << 8))
        return -1;
    return r[2] | r[3] << 8;
}

/* The record's payload into rec (zeros where it keeps nothing); false when there is none. */
static bool box_record_read(const uint8_t *ee, uint8_t *rec)
{
    uint8_t rec1[PERSIST_PAYLOAD];
    unsigned g0, g1;
    unsigned e0 = box_record_half(ee, 0, &g0, rec);
    unsigned e1 = box_record_half(ee, JOURNAL_HALF, &g1, rec1);
    if (e1 != JOURNAL_HALF && (e0 == 0 || g1 == ((g0 + 1u) & 3u))) {
        memcpy(rec, rec1, PERSIST_PAYLOAD);
        return true;
    }
    if (e0 != 0)
        return true;
    int32_t s0 = box_record_slot(ee, 0);
    int32_t s1 = box_record_slot(ee, 1);
    if (s0 < 0 && s1 < 0)
        return false;
    /* the newer by serial-number order of the 16-bit sequence */
    uint8_t slot = s0 < 0 || (s1 >= 0 && (int16_t)(uint16_t)(s1 - s0) > 0);
    const uint8_t *p = ee + SLOTS_BASE + slot * SLOTS_SIZE;
    unsigned kept = p[1] == 3 ? SLOTS_PAYLOAD : SLOTS_V2_KEPT;
    memset(rec, 0, PERSIST_PAYLOAD);
    for (unsigned i = 0; i < kept; i++)
        rec[i] = (uint8_t)~p[4 + i]; /* stored inverted */
    return true;
}

/* The little-endian number of `bytes` bytes at payload offset off of the record. */
static bool box_record_number(const uint8_t *ee, unsigned off, unsigned bytes, uint32_t *out)
{
    uint8_t rec[PERSIST_PAYLOAD];
    *out = 0;
    if (!box_record_read(ee, rec))
        return false;
    for (unsigned i = bytes; i-- > 0;)
        *out = *out << 8 | rec[off + i];
    return true;
}

bool box_record_boot_count(const uint8_t *ee, uint32_t *count)
{
    return box_record_number(ee, 4, 4, count);
}

bool box_record_watchdog_resets(const uint8_t *ee, uint32_t *count)
{
    return box_record_number(ee, PERSIST_WATCHDOG_OFFSET, 2, count);
}
