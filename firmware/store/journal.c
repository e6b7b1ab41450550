/* journal.c - a record as a journal of byte changes in two halves of the EEPROM (journal.h).
 * A pair is read as one 16-bit number: its offset the low byte, its value the high one. */
#include "journal.h"

#include <stddef.h>
#include <string.h>

#include "crc16.h"
#include "hal_eeprom.h"

_Static_assert(2u * JOURNAL_HALF == HAL_EEPROM_SIZE, "the journal's halves are the EEPROM");

/* Walks the pairs of the half at `a`: finds its commits. w: the writer on that half, after its
 * last commit that checks, or the last damaged one after it; w->gen the generation of its
 * commits (the first that checks gives it, the later ones must have it). */
static void journal_walk(journal_t *w, uint16_t a)
{
    const uint16_t until = (uint16_t)(a + JOURNAL_HALF);
    uint16_t crc = CRC16_INIT; /* of the pairs since the last commit that checks */
    uint8_t g = 4u;            /* none yet: any */
    w->start = w->end = w->at = a;
    for (; a < until; a = (uint16_t)(a + 2u)) {
        const uint16_t lo = hal_eeprom_read16(a);
        const uint8_t c = (uint8_t)((uint8_t)lo - JOURNAL_LO);
        if (c < 4u && (g == 4u || c == g) && (uint16_t)(a + 2u) < until) {
            const uint16_t hi = hal_eeprom_read16((uint16_t)(a + 2u));
            if ((uint8_t)hi == JOURNAL_HI + c) { /* a commit's codes, whole */
                w->at = (uint16_t)(a + 4u);
                if (crc == (uint16_t)((lo >> 8) | (hi & 0xFF00u))) {
                    g = c;
                    a = (uint16_t)(a + 2u);
                    w->end = (uint16_t)(a + 2u);
                    crc = CRC16_INIT;
                    continue;
                }
            }
        }
        crc = crc16_update(crc16_update(crc, (uint8_t)lo), (uint8_t)(lo >> 8));
    }
    w->gen = g & 3u; /* (none: the half holds no record, which the generation does not matter to) */
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
    journal_t h1;
    journal_walk(j, 0);
    journal_walk(&h1, JOURNAL_HALF);
    /* half 1 is the newer when it holds a record and half 0 none, or one generation older */
    if (h1.end != JOURNAL_HALF && (j->end == 0 || h1.gen == ((j->gen + 1u) & 3u))) {
        *j = h1;
    }
    return j->end;
}

/* Makes the EEPROM byte at a hold b: false when it does already, else true after starting
 * the write. A pair is written so, its value first, then its offset. */
static bool journal_set(uint16_t a, uint8_t b)
{
    if (hal_eeprom_read(a) == b) {
        return false;
    }
    hal_eeprom_write(a, b);
    return true;
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
        return false;
    }
    if (off >= JOURNAL_LO) {
        if (q == full) { /* no room for a commit: the filler (its value as it is) */
            journal_set(p, JOURNAL_FILL);
            j->at = q;
            return false;
        }
        /* the CRC of the save's pairs (and of a damaged save's after the record's end) */
        const uint16_t crc = crc16_eeprom(j->end, p);
        if (journal_set((uint16_t)(p + 1u), (uint8_t)crc) ||
            journal_set(p, (uint8_t)(JOURNAL_LO + j->gen)) ||
            journal_set((uint16_t)(q + 1u), (uint8_t)(crc >> 8))) {
            return false;
        }
        journal_set(q, (uint8_t)(JOURNAL_HI + j->gen)); /* the commit's last byte */
        j->at = j->end = (uint16_t)(q + 2u); /* committed once this write ends */
        return true;
    }
    if (!journal_set((uint16_t)(p + 1u), value)) { /* its value holds: its offset, the last */
        journal_set(p, off);
        j->at = q;
    }
    return false;
}
