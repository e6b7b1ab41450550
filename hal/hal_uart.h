/* hal_uart.h - the serial port (USB serial on the Uno), 115200 8N1, software flow control.
 * Receive is interrupt driven into a ring buffer that keeps up with the line whatever the main
 * loop does; transmit goes through a ring drained by the data-register-empty interrupt, and
 * blocks only while that ring is full.
 * Flow control, our side: when the receive ring is nearly full, XOFF (0x13) is sent ahead of
 * anything queued, and XON (0x11) once the main loop has read it down again, so a sender that
 * honours XON/XOFF (picocom --flow x, pyserial xonxoff=True, a USB bridge's bytes in flight)
 * loses nothing (docs/console.md says how much a bridge may still send). A sender that ignores
 * it loses bytes when the ring is full; the loss is kept in its place in the stream
 * (hal_uart_take_lost), as is a receiver overrun (DOR0) and a byte that came broken (a framing
 * or parity error): a broken byte is never handed over as data.
 * Flow control, the host's side: XOFF and XON received (as good frames) are never data: XOFF
 * holds the output until XON (the bytes stay queued; hal_uart_room falls to 0), as a terminal
 * with IXON holds its output. */
#ifndef HAL_UART_H
#define HAL_UART_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_UART_XON 0x11
#define HAL_UART_XOFF 0x13

/* Sets up the port and its interrupts. */
void hal_uart_init(void);

/* Takes the next received byte into *byte (true); false when none is waiting. */
bool hal_uart_read(uint8_t *byte);

/* The bytes lost since the receive ring was last read empty (65535 stands for 65535 or more),
 * handed over once. Call it when hal_uart_read has just returned false: the loss lies there in
 * the stream, after every byte read and before every byte read later (once a byte is lost, the
 * ring takes none until it has been read empty). */
uint16_t hal_uart_take_lost(void);

/* Queues one byte for sending (waits while the transmit ring is full). */
void hal_uart_putc(char c);

/* Queues a RAM string for sending. */
void hal_uart_write(const char *text);

/* Queues a plain flash string (HAL_FLASH) for sending. */
void hal_uart_write_flash(const char *flash_text);

/* Bytes hal_uart_putc takes now without waiting. */
uint8_t hal_uart_room(void);

/* Blocks until everything queued has left the shift register. */
void hal_uart_flush(void);

#endif
