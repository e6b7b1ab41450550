/* serial_wake.c - dropping the rest of the line that woke the box (serial_wake.h). */
#include "serial_wake.h"

void serial_wake_init(serial_wake_t *w)
{
    w->dropping = 0;
}

void serial_wake_begin(serial_wake_t *w, uint32_t now_ms)
{
    w->last = (uint16_t)now_ms;
    w->dropping = 1;
}

bool serial_wake_drop(serial_wake_t *w, uint8_t byte, uint32_t now_ms)
{
    uint16_t now = (uint16_t)now_ms; /* a pause is counted in ms: 16 bits are plenty */
    if (!w->dropping || (uint16_t)(now - w->last) >= SERIAL_WAKE_QUIET_MS) {
        w->dropping = 0;
        return false;
    }
    w->last = now;
    w->dropping = byte != '\n';
    return true;
}
