/* journal.c - a record as a journal of byte changes in two halves of the EEPROM (journal.h).
 * A pair is read as one 16-bit number: its offset the low byte, its value the high one. */
#include "journal.h"

#include <stddef.h>
#include <string.h>

#include "crc16.h"
#include "hal_eeprom.h"

_Static_assert(2u * JOURNAL_HALF == HAL_EEPROM_SIZE, "the journal's halves are the EEPROM");

void journal_walk(journal_walk_t *w, uint16_t a, uint16_t until)
{
    uint16_t crc = CRC16_INIT; /* of the pairs since the last commit that checks */
    uint8_t g = 4u;            /* none yet: any */
    w->end = w->after = a;
    w->crc = crc;
    for (; a < until; a = (uint16_t)(a + 2u)) {
        const uint16_t lo = hal_eeprom_read16(a);
        const uint8_t c = (uint8_t)((uint8_t)lo - JOURNAL_LO);
        if (c < 4u && (g == 4u || c == g) && (uint16_t)(a + 2u) < until) {
            const uint16_t hi = hal_eeprom_read16((uint16_t)(a + 2u));
            if ((uint8_t)hi == JOURNAL_HI + c) { /* a commit's codes, whole */
                w->after = (uint16_t)(a + 4u);
                if (crc == (uint16_t)((lo >> 8) | (hi & 0xFF00u))) {
                    g = c;
                    a = (uint16_t)(a + 2u);
                    w->end = (uint16_t)(a + 2u);
                    w->crc = crc = CRC16_INIT;
                    continue;
                }
            }
        }
        crc = crc16_update(crc16_update(crc, (uint8_t)lo), (uint8_t)(lo >> 8));
        if ((uint16_t)(a + 2u) == w->after) { /* a damaged commit's last pair */
            w->crc = crc;
        }
    }
    w->gen = g;
}

void journal_apply(uint16_t a, uint16_t until, uint8_t *dest, uint8_t off, uint8_t n)
{
    memset(dest, 0, n);
    for (; a < until; a = (uint16_t)(a + 2u)) {
        const uint16_t pair = hal_eeprom_read16(a);
        const uint8_t i = (uint8_t)((uint8_t)pair - off); /* a code or the filler: never below n */
        if (i < n) {
            dest[i] = (uint8_t)(pair >> 8);
        }
    }
}

uint16_t journal_begin(journal_t *j)
{
    journal_walk_t h, h1;
    journal_walk(&h, 0, JOURNAL_HALF);
    journal_walk(&h1, JOURNAL_HALF, 2u * JOURNAL_HALF);
    j->start = 0;
    /* half 1 is the newer when it holds a record and half 0 none, or one generation older */
    if (h1.end != JOURNAL_HALF && (h.end == 0 || h1.gen == ((h.gen + 1u) & 3u))) {
        j->start = JOURNAL_HALF;
        h = h1;
    }
    j->at = h.after; /* after a damaged commit: the next save's CRC takes its pairs in */
    j->end = h.end;
    j->crc = h.crc;
    j->gen = h.gen & 3u;
    return h.end;
}

bool journal_read(uint8_t off, uint8_t *dest, uint8_t n)
{
    journal_t j;
    const uint16_t end = journal_begin(&j);
    if (end == j.start) {
        return false;
    }
    journal_apply(j.start, end, dest, off, n); /* its commits all check */
    return true;
}

/* Makes the pair at p hold (o, v), one byte a call, its value first: 0 when it does already,
 * else 1 after starting a write, 2 when that write is of its offset, the pair's last. */
static uint8_t journal_put(uint16_t p, uint8_t o, uint8_t v)
{
    uint16_t pair = hal_eeprom_read16(p);
    if ((uint8_t)(pair >> 8) != v) {
        hal_eeprom_write((uint16_t)(p + 1u), v);
        return 1;
    }
    if ((uint8_t)pair != o) {
        hal_eeprom_write(p, o);
        return 2;
    }
    return 0;
}

bool journal_write(journal_t *j, uint8_t off, uint8_t value)
{
    const uint16_t p = j->at;
    const uint16_t q = (uint16_t)(p + 2u);
    const uint16_t full = (uint16_t)(j->start + JOURNAL_HALF);
    if (p == full) {
        if (j->end != j->start) { /* the other half, from an empty record: this one's stays */
            j->start ^= JOURNAL_HALF;
        } /* else this half holds no record (nor the other): its first save starts over, as the
           * next generation too, of the other half's parity: rewritten the same as before, a
           * damaged commit of its old generation could check again and bring back the saves
           * after it, never one of the new */
        j->gen = (uint8_t)((j->gen + 1u) & 3u);
        j->at = j->end = j->start;
        j->crc = CRC16_INIT;
        return false;
    }
    if (off >= JOURNAL_LO) {
        if (q == full) { /* no room for a commit: the filler */
            off = JOURNAL_FILL;
            value = hal_eeprom_read((uint16_t)(p + 1u));
        } else {
            if (journal_put(p, (uint8_t)(JOURNAL_LO + j->gen), (uint8_t)j->crc) == 0 &&
                journal_put(q, (uint8_t)(JOURNAL_HI + j->gen), (uint8_t)(j->crc >> 8)) != 1) {
                j->at = j->end = (uint16_t)(q + 2u); /* committed once this write ends */
                j->crc = CRC16_INIT;
                return true;
            }
            return false;
        }
    }
    if (journal_put(p, off, value) != 1) { /* written, or its last byte on its way */
        j->at = q;
        j->crc = crc16_update(crc16_update(j->crc, off), value);
    }
    return false;
}
