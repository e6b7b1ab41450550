/* record.c - two-slot EEPROM record with sequence number, CRC and commit mark (record.h). */
#include "record.h"

#include "crc16.h"
#include "hal_eeprom.h"

/* The descriptor's fields out of its packed form. */
#define KEY_BASE(k) ((uint16_t)(k))
#define KEY_SLOT(k) ((uint8_t)((k) >> 16))
#define KEY_VERSION(k) ((uint8_t)((k) >> 24))

#define RECORD_TOO_LONG (-2) /* record_scan: the payload does not fit a slot */

/* The newest valid slot (-1: none; RECORD_TOO_LONG when len does not fit a slot) and its
 * sequence number in *seq (0xFFFF when none, so that *seq + 1 is the next save's number either
 * way). A slot is valid when it is committed, of the right version and its CRC matches. */
static int8_t record_scan(record_key_t key, uint8_t len, uint16_t *seq)
{
    int8_t newest = -1;
    uint16_t a = KEY_BASE(key);
    *seq = 0xFFFFu;
    if (len + RECORD_OVERHEAD > KEY_SLOT(key)) {
        return RECORD_TOO_LONG;
    }
    for (uint8_t slot = 0; slot < 2; slot++, a = (uint16_t)(a + KEY_SLOT(key))) {
        /* bytes 1..3+len feed the CRC, the next two must hold it (low byte first) */
        uint8_t head[4]; /* mark, version, sequence */
        uint16_t crc = CRC16_INIT;
        uint8_t bad = 0;
        const uint8_t end = (uint8_t)(len + 4u);
        for (uint8_t i = 0; i < (uint8_t)(end + 2u); i++) {
            uint8_t b = hal_eeprom_read((uint16_t)(a + i));
            if (i < 4) {
                head[i] = b;
            }
            if (i == 0) {
                continue;
            }
            if (i < end) {
                crc = crc16_update(crc, b);
            } else {
                bad |= (uint8_t)(b ^ (uint8_t)crc);
                crc >>= 8;
            }
        }
        uint16_t s = (uint16_t)(head[2] | (head[3] << 8));
        if (!bad && head[0] == RECORD_MAGIC && head[1] == KEY_VERSION(key) &&
            (newest < 0 || (int16_t)(s - *seq) > 0)) {
            newest = (int8_t)slot;
            *seq = s;
        }
    }
    return newest;
}

int8_t record_newest(record_key_t key, uint8_t len)
{
    uint16_t seq;
    int8_t slot = record_scan(key, len, &seq);
    return slot < 0 ? -1 : slot;
}

bool record_read(record_key_t key, uint8_t *payload, uint8_t len)
{
    uint16_t seq;
    int8_t slot = record_scan(key, len, &seq);
    if (slot < 0) {
        return false;
    }
    uint16_t a = (uint16_t)(KEY_BASE(key) + (uint8_t)slot * KEY_SLOT(key) + 4u);
    for (uint8_t i = 0; i < len; i++) {
        payload[i] = hal_eeprom_read((uint16_t)(a + i));
    }
    return true;
}

void record_write(record_key_t key, const uint8_t *payload, uint8_t len)
{
    uint16_t seq;
    int8_t newest = record_scan(key, len, &seq);
    if (newest == RECORD_TOO_LONG) {
        return;
    }
    /* the slot after the newest (slot 0 when there is none) */
    uint8_t slot = (uint8_t)((newest + 1) & 1);
    seq++;
    uint16_t a = (uint16_t)(KEY_BASE(key) + slot * KEY_SLOT(key));
    uint8_t head[3] = {KEY_VERSION(key), (uint8_t)seq, (uint8_t)(seq >> 8)};
    uint8_t tail[2];
    const uint8_t *src = head;
    uint16_t crc = CRC16_INIT;
    const uint8_t end = (uint8_t)(len + 4u);

    hal_eeprom_update(a, 0x00); /* uncommit before touching the content */
    /* bytes 1..3 the head, then the payload, then the CRC of both */
    for (uint8_t i = 1; i < (uint8_t)(end + 2u); i++) {
        if (i == 4) {
            src = payload;
        }
        if (i == end) {
            tail[0] = (uint8_t)crc;
            tail[1] = (uint8_t)(crc >> 8);
            src = tail;
        }
        uint8_t b = *src++;
        hal_eeprom_update((uint16_t)(a + i), b);
        crc = crc16_update(crc, b);
    }
    hal_eeprom_update(a, RECORD_MAGIC); /* commit */
}
