/* serial_wake.c - dropping the rest of the line that woke the box (serial_wake.h). */
#include "serial_wake.h"

void serial_wake_init(serial_wake_t *w)
{
    w->dropping = 0;
}

void serial_wake_begin(serial_wake_t *w, uint32_t now_ms)
{
    w->last = now_ms;
    w->dropping = 1;
}

bool serial_wake_drop(serial_wake_t *w, uint8_t byte, uint32_t now_ms)
{
    if (!w->dropping || now_ms - w->last >= SERIAL_WAKE_QUIET_MS) {
        w->dropping = 0;
        return false;
    }
    w->last = now_ms;
    w->dropping = byte != '\n';
    return true;
}
