/* hal_uart.h - the serial port (USB serial on the Uno), 115200 8N1.
 * Receive is interrupt driven into a ring buffer; transmit goes through a buffer drained by
 * the data-register-empty interrupt, and blocks only while that buffer is full. */
#ifndef HAL_UART_H
#define HAL_UART_H

#include <stdbool.h>
#include <stdint.h>

/* Sets up the port and its interrupts. */
void hal_uart_init(void);

/* Takes one received byte into *byte; false when none is waiting. */
bool hal_uart_read(uint8_t *byte);

/* Queues one byte for sending. */
void hal_uart_putc(char c);

/* Queues a RAM string for sending. */
void hal_uart_write(const char *text);

/* Queues a flash string (HAL_FSTR) for sending. */
void hal_uart_write_flash(const char *flash_text);

/* Blocks until everything queued has left the shift register. */
void hal_uart_flush(void);

/* True when bytes were received and dropped because the ring buffer was full. */
bool hal_uart_overrun(void);

#endif
