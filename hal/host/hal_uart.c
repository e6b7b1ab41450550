/* hal_uart.c (host) - the serial port as two in-memory queues: bytes pushed by a test for
 * the firmware to read, and bytes the firmware sent, popped by the test. Bytes pushed past
 * the receive queue's size are lost and reported, in their place, by hal_uart_read. */
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
static size_t fake_lost; /* pushed bytes that did not fit, after the last one queued */

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
        if (fake_rx_len >= FAKE_UART_SIZE) {
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

bool hal_uart_read(uint8_t *byte, uint8_t *lost)
{
    *lost = 0;
    if (fake_rx_head >= fake_rx_len) {
        *lost = (uint8_t)(fake_lost > 255u ? 255u : fake_lost);
        fake_lost = 0;
        return false;
    }
    *byte = (uint8_t)fake_rx[fake_rx_head++];
    return true;
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
