/* serial.h - the bridge to UART0. Output: every byte the firmware sends is captured (with
 * absolute positions, for expectations) and handed to an optional sink; the first line after
 * each MCU start is the boot banner. Input: bytes go to the line sender (line_sender.h),
 * which sends them at the line's rate whether or not the firmware keeps up; what the chip
 * keeps and loses is usart.h's business. */
#ifndef SIM_SERIAL_H
#define SIM_SERIAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim_avr.h"

/* Called for every output byte; in_banner is true for the bytes of the boot banner line. */
typedef void (*serial_sink_t)(void *ctx, uint8_t byte, bool in_banner);

/* Hooks UART0 and turns off simavr's idle-poll usleep and stderr echo. */
void serial_attach(avr_t *avr);

/* Routes output bytes to sink (NULL: capture only). */
void serial_set_sink(serial_sink_t sink, void *ctx);

/* The MCU started: the next line is a banner again, the receive buffer is empty; bytes the
 * sender still has stay queued. */
void serial_on_boot(void);

/* With on, the sender waits after each MCU start until the banner line is out (or 2 s
 * passed), as a program that waits for the board's ready line before it sends. */
void serial_gate_on_banner(bool on);

/* Queues bytes for the line sender. */
void serial_send(const void *data, size_t len);

/* True when the sender has sent everything and the receiver holds nothing. */
bool serial_input_drained(void);

/* Cycle of the last output byte or of the end of the last input byte, whichever is later. */
uint64_t serial_last_activity(void);

/* Total number of output bytes since the start (an absolute position). */
uint64_t serial_output_end(void);

/* Output from absolute position from (clamped to what is still kept) to the end; *len set. */
const char *serial_output_from(uint64_t from, size_t *len);

/* The next line is a banner again (a bootloader started the application: its own output,
 * if any, came first). */
void serial_expect_banner(void);

/* True once the banner line of the current boot is complete. */
bool serial_banner_done(void);

/* The last complete banner line without its '\n' ("" before the first). */
const char *serial_banner(void);

#endif
