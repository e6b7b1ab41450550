/* hal_uart.c (host) - the serial port as two in-memory queues: bytes pushed by a test for
 * the firmware to read, and bytes the firmware sent, popped by the test. Bytes pushed past
 * the receive queue's size are lost, as is every byte pushed after them until the queue has
 * been read empty (the AVR ring's rule); hal_uart_take_lost then reports them. */
#include <string.h>

#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_ftext.h"
#include "hal_uart.h"

#define FAKE_UART_SIZE 4096

static char fake_rx[FAKE_UART_SIZE];
static size_t fake_rx_head;
static size_t fake_rx_len;
static char fake_tx[FAKE_UART_SIZE];
static size_t fake_tx_len;
static size_t fake_lost; /* pushed bytes lost since the queue was last read empty */

void fake_uart_reset(void)
{
    fake_rx_head = 0;
    fake_rx_len = 0;
    fake_tx_len = 0;
    fake_lost = 0;
}

void fake_uart_push(const char *bytes)
{
    if (fake_rx_head > 0) {
        memmove(fake_rx, fake_rx + fake_rx_head, fake_rx_len - fake_rx_head);
        fake_rx_len -= fake_rx_head;
        fake_rx_head = 0;
    }
    while (*bytes) {
        if (fake_lost != 0 || fake_rx_len >= FAKE_UART_SIZE) {
            fake_lost++;
            bytes++;
            continue;
        }
        fake_rx[fake_rx_len++] = *bytes++;
    }
}

size_t fake_uart_pop(char *out, size_t size)
{
    size_t n = fake_tx_len < size - 1 ? fake_tx_len : size - 1;
    memcpy(out, fake_tx, n);
    out[n] = '\0';
    fake_tx_len = 0;
    return n;
}

void hal_uart_init(void)
{
}

bool hal_uart_read(uint8_t *byte)
{
    if (fake_rx_head >= fake_rx_len) {
        return false;
    }
    *byte = (uint8_t)fake_rx[fake_rx_head++];
    return true;
}

uint16_t hal_uart_take_lost(void)
{
    uint16_t n = (uint16_t)(fake_lost > UINT16_MAX ? UINT16_MAX : fake_lost);
    fake_lost = 0;
    return n;
}

uint8_t hal_uart_room(void)
{
    size_t room = FAKE_UART_SIZE - fake_tx_len;
    return (uint8_t)(room > 255u ? 255u : room);
}

void hal_uart_putc(char c)
{
    if (fake_tx_len < FAKE_UART_SIZE) {
        fake_tx[fake_tx_len++] = c;
    }
}

void hal_uart_write(const char *text)
{
    while (*text) {
        hal_uart_putc(*text++);
    }
}

void hal_uart_write_flash(const char *flash_text)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open(&t, flash_text);
    while ((c = hal_ftext_next(&t)) != '\0') {
        hal_uart_putc(c);
    }
}

void hal_uart_flush(void)
{
}
