/* serial_wake.h - the serial line after the box woke up on it. The start bit of the first
 * byte sent woke the chip from power-down (hal_power.h); that byte, and the ones that came
 * while its crystal started again, are lost, so the line they began is damaged and must not be
 * answered. Its rest is dropped: up to and with its line end, or up to a pause of
 * SERIAL_WAKE_QUIET_MS (then the whole line was lost already, and what comes after the pause
 * is a new line, answered as usual). The caller says once that input was lost. */
#ifndef SERIAL_WAKE_H
#define SERIAL_WAKE_H

#include <stdbool.h>
#include <stdint.h>

/* Within a line a sender's bytes come back to back (a USB-serial bridge: 1 ms frames); a
 * person types slower, so each key after the pause starts a new line. */
#define SERIAL_WAKE_QUIET_MS 20u

typedef struct {
    uint16_t last;    /* when the last byte dropped came (or the wake-up), ms mod 65536 */
    uint8_t dropping; /* the damaged line is not over yet */
} serial_wake_t;

/* Nothing to drop (at start-up). */
void serial_wake_init(serial_wake_t *w);

/* The box woke up on the serial line at now_ms: drop the rest of the damaged line. */
void serial_wake_begin(serial_wake_t *w, uint32_t now_ms);

/* True when a byte received at now_ms belongs to the damaged line (drop it). */
bool serial_wake_drop(serial_wake_t *w, uint8_t byte, uint32_t now_ms);

#endif
