/* journal.c - a record as a journal of byte changes in two halves of the EEPROM (journal.h).
 * A pair is read as one 16-bit number: its offset the low byte, its value the high one. */
#include "journal.h"

#include <string.h>

#include "crc16.h"
#include "hal_eeprom.h"

_Static_assert(2u * JOURNAL_HALF == HAL_EEPROM_SIZE, "the journal's halves are the EEPROM");

/* The address after the last commit in the half at a that checks (a: none) and, in *gen, the
 * generation of its commits: the first that checks gives it, the later ones must have it. In
 * *after: the address after the last commit whole (both codes), whether its CRC checks or not
 * (a when none): a save goes on there, never before a commit that may check again. */
static uint16_t journal_scan(uint16_t a, uint8_t *gen, uint16_t *after)
{
    const uint16_t last = (uint16_t)(a + JOURNAL_HALF - 2u); /* a commit's first pair before it */
    uint16_t end = a;
    uint16_t crc = CRC16_INIT; /* of the pairs since end */
    uint8_t g = 4u;            /* none yet: any */
    *after = a;
    for (; a < last; a = (uint16_t)(a + 2u)) {
        const uint16_t lo = hal_eeprom_read16(a);
        const uint16_t hi = hal_eeprom_read16((uint16_t)(a + 2u));
        const uint8_t c = (uint8_t)((uint8_t)lo - JOURNAL_LO);
        if (c < 4u && (g == 4u || c == g) && (uint8_t)hi == JOURNAL_HI + c) {
            *after = (uint16_t)(a + 4u);
            if (crc == (uint16_t)((lo >> 8) | (hi & 0xFF00u))) {
                g = c;
                a = (uint16_t)(a + 2u);
                end = (uint16_t)(a + 2u);
                crc = CRC16_INIT;
                continue;
            }
        }
        crc = crc16_update(crc16_update(crc, (uint8_t)lo), (uint8_t)(lo >> 8));
    }
    *gen = g & 3u;
    return end;
}

void journal_begin(journal_t *j)
{
    uint8_t gen0, gen1;
    uint16_t at, at1;
    uint16_t end = journal_scan(0, &gen0, &at);
    const uint16_t end1 = journal_scan(JOURNAL_HALF, &gen1, &at1);
    j->start = 0;
    j->other = end1;
    /* half 1 is the newer when it holds a record and half 0 none, or one generation older */
    if (end1 != JOURNAL_HALF && (end == 0 || gen1 == ((gen0 + 1u) & 3u))) {
        j->start = JOURNAL_HALF;
        j->other = end;
        end = end1;
        at = at1;
        gen0 = gen1;
    }
    j->end = end;
    j->at = at; /* after a damaged commit: the next save's CRC takes its pairs in */
    j->gen = gen0;
}

void journal_view(uint16_t from, uint16_t until, uint8_t off, uint8_t *dest, uint8_t n)
{
    memset(dest, 0, n);
    for (; from != until; from = (uint16_t)(from + 2u)) {
        uint16_t pair = hal_eeprom_read16(from);
        uint8_t i = (uint8_t)((uint8_t)pair - off); /* a code: never below n */
        if (i < n) {
            dest[i] = (uint8_t)(pair >> 8);
        }
    }
}

bool journal_read(const journal_t *j, uint8_t off, uint8_t *dest, uint8_t n)
{
    uint16_t from = j->start;
    uint16_t until = j->end;
    if (until == from) { /* none in this half (yet): the other's */
        from ^= JOURNAL_HALF;
        until = j->other;
        if (until == from) {
            return false;
        }
    }
    journal_view(from, until, off, dest, n);
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
            j->other = j->end;
            j->start ^= JOURNAL_HALF;
        } /* else this half holds no record (nor the other): its first save starts over, as the
           * next generation too, of the other half's parity: rewritten the same as before, a
           * damaged commit of its old generation could check again and bring back the saves
           * after it, never one of the new */
        j->gen = (uint8_t)((j->gen + 1u) & 3u);
        j->end = j->at = j->start;
        return false;
    }
    if (off >= JOURNAL_LO) {
        if (q == full) { /* no room for a commit: the filler */
            off = JOURNAL_FILL;
            value = (uint8_t)(hal_eeprom_read16(p) >> 8);
        } else {
            const uint16_t crc = crc16_eeprom(j->end, p);
            if (journal_put(p, (uint8_t)(JOURNAL_LO + j->gen), (uint8_t)crc) == 0 &&
                journal_put(q, (uint8_t)(JOURNAL_HI + j->gen), (uint8_t)(crc >> 8)) != 1) {
                j->end = j->at = (uint16_t)(q + 2u); /* committed once this write ends */
                return true;
            }
            return false;
        }
    }
    if (journal_put(p, off, value) != 1) {
        j->at = q; /* written, or its last byte on its way */
    }
    return false;
}
