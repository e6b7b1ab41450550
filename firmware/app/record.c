/* record.c - two-slot EEPROM record with sequence number, CRC and commit mark, written in the
 * background (record.h). */
#include "record.h"

#include <stddef.h>

#include "crc16.h"
#include "hal_eeprom.h"

/* The descriptor's fields out of its packed form. */
#define KEY_BASE(k) ((uint16_t)(k))
#define KEY_SLOT(k) ((uint8_t)((k) >> 16))
#define KEY_VERSION(k) ((uint8_t)((k) >> 24))

static uint16_t record_addr(record_key_t key, uint8_t slot)
{
    return (uint16_t)(KEY_BASE(key) + (slot ? KEY_SLOT(key) : 0u));
}

_Static_assert(offsetof(record_writer_t, version) == 1 && offsetof(record_writer_t, seq) == 2,
               "the writer holds slot bytes 0..3 in slot order");

#define RECORD_NO_DIFF 0xFFu

/* Where the source keeps payload byte j; NULL when it leaves that byte as the slot holds it. */
static const uint8_t *record_source(const record_writer_t *w, uint8_t j)
{
    if (j < w->split) {
        return w->a + j;
    }
    j = (uint8_t)(j - w->split);
    return w->b != NULL && j < w->b_len ? w->b + j : NULL;
}

/* Reads slot `slot` of the record (len payload bytes; its bytes 0..3 into head) and returns the
 * first slot offset from `from` on whose byte is not what a save of w makes of it, the value
 * it should hold in *v: 0 the cleared mark and 1..3 version and sequence (w), the payload
 * (w's source; where it gives none, the newest record's byte), then the CRC of the bytes
 * before as they are; RECORD_NO_DIFF when every byte is right. From the CRC's offset on
 * (from = len + 4), w is not used: that is the CRC check. */
static uint8_t record_walk(const record_writer_t *w, record_key_t key, uint8_t len, uint8_t slot,
                           uint8_t from, uint8_t *v, uint8_t *head)
{
    const uint16_t a = record_addr(key, slot);
    const uint8_t end = (uint8_t)(len + 4u); /* slot offset of the CRC */
    uint16_t crc = CRC16_INIT;
    for (uint8_t i = 0; i < (uint8_t)(end + 2u); i++) {
        uint8_t b = hal_eeprom_read((uint16_t)(a + i));
        uint8_t want = (uint8_t)crc; /* past the payload: the CRC, low byte first */
        bool check = true;
        if (i < 4u) {
            head[i] = b;
        }
        if (i < end) {
            if (i != 0) {
                crc = crc16_update(crc, b);
            }
            check = i >= from;
            if (check && i < 4u) {
                want = (&w->uncommit)[i];
            } else if (check) {
                const uint8_t *s = record_source(w, (uint8_t)(i - 4u));
                if (s != NULL) {
                    want = (uint8_t)~*s; /* stored inverted */
                } else if (w->newest >= 0) { /* as the newest record has it */
                    want = hal_eeprom_read((uint16_t)(record_addr(key, (uint8_t)w->newest) + i));
                } else {
                    check = false;
                }
            }
        } else {
            crc >>= 8;
        }
        if (check && want != b) {
            *v = want;
            return i;
        }
    }
    return RECORD_NO_DIFF;
}

int8_t record_newest(record_key_t key, uint8_t len, uint16_t *seq, uint8_t *old)
{
    int8_t newest = -1;
    *seq = 0xFFFFu;
    *old = 0;
    if (len + RECORD_OVERHEAD > KEY_SLOT(key)) {
        return -1;
    }
    for (uint8_t slot = 0; slot < 2; slot++) {
        uint8_t head[4], v; /* mark, version, sequence */
        uint16_t s;
        uint8_t age;
        if (record_walk(NULL, key, len, slot, (uint8_t)(len + 4u), &v, head) != RECORD_NO_DIFF ||
            head[0] != RECORD_MAGIC || (age = (uint8_t)(KEY_VERSION(key) - head[1])) > 1u) {
            continue;
        }
        s = (uint16_t)(head[2] | (head[3] << 8));
        if (newest < 0 || (int16_t)(s - *seq) > 0) {
            newest = (int8_t)slot;
            *seq = s;
            *old = age;
        }
    }
    return newest;
}

/* Copies n bytes from offset off of slot `slot`'s payload to dest; false when slot < 0. */
static bool record_copy(record_key_t key, int8_t slot, uint8_t off, uint8_t *dest, uint8_t n)
{
    if (slot < 0) {
        return false;
    }
    uint16_t a = (uint16_t)(record_addr(key, (uint8_t)slot) + 4u + off);
    while (n--) {
        *dest++ = (uint8_t)~hal_eeprom_read(a++); /* stored inverted */
    }
    return true;
}

bool record_read(record_key_t key, uint8_t len, uint8_t off, uint8_t *dest, uint8_t n)
{
    uint16_t seq;
    uint8_t old;
    return record_copy(key, record_newest(key, len, &seq, &old), off, dest, n);
}

bool record_writer_read(const record_writer_t *w, record_key_t key, uint8_t off, uint8_t *dest,
                        uint8_t n)
{
    return record_copy(key, w->newest, off, dest, n);
}

void record_writer_begin(record_writer_t *w, record_key_t key, uint8_t len)
{
    w->newest = record_newest(key, len, &w->seq, &w->old);
    w->saving = 0;
    w->pending = 0;
    w->version = KEY_VERSION(key); /* w->uncommit stays 0: static, or zeroed by the owner */
}

bool record_writer_step(record_writer_t *w, record_key_t key, uint8_t len)
{
    uint8_t head[4], v, off;
    if (hal_eeprom_busy()) {
        return true;
    }
    if (!w->saving) {
        if (!w->pending) {
            return false;
        }
        w->pending = 0;
        if (w->newest >= 0 &&
            record_walk(w, key, len, (uint8_t)w->newest, 4u, &v, head) == RECORD_NO_DIFF) {
            return false; /* the newest record holds the source already */
        }
        w->seq++;
        w->saving = 1;
        return true; /* the target's first walk in the next call: one walk a call at most */
    }
    const uint8_t target = (uint8_t)((w->newest + 1) & 1); /* slot 0 when there is none */
    off = record_walk(w, key, len, target, 0u, &v, head);
    if (off == RECORD_NO_DIFF) { /* complete and checked: commit */
        off = 0;
        v = RECORD_MAGIC;
        w->newest = (int8_t)target;
        w->old = 0;
        w->saving = 0;
    }
    hal_eeprom_write((uint16_t)(record_addr(key, target) + off), v);
    return true;
}
