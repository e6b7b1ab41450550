/* uart_timing.c - test firmware: the byte times the virtual board's USART0 keeps.
 * Transmit: sends 8 bytes back to back from the data-register-empty interrupt (as NimBox
 * does) and reports the cycles between the first interrupt and the last ("tx-cycles N": 7
 * byte times; "tx-byte N" per byte, rounded). Receive: prints "ready", then takes
 * 8 bytes and reports the cycles from the first RXC0 to the last ("rx-cycles N": 7 of the
 * sender's byte times; "rx-byte N") and the bytes it got ("rx TEXT"). Each RXC0 is polled tightly, so no
 * byte is lost. Run with the default line (115200) or --line-baud to see a mismatch. */
#include "fw_uart.h"

static volatile uint8_t tx_left;
static volatile uint16_t tx_first, tx_last;

ISR(USART_UDRE_vect)
{
    tx_last = TCNT1;
    if (tx_left == 8)
        tx_first = tx_last;
    UDR0 = (uint8_t)('a' + 8 - tx_left);
    if (--tx_left == 0)
        UCSR0B &= (uint8_t) ~(1u << UDRIE0);
}

int main(void)
{
    fw_uart_init();
    fw_timer_start();
    fw_puts("boot\n");
    while (!(UCSR0A & (1u << TXC0))) {
    }
    /* transmit: one byte per data-register-empty interrupt */
    tx_left = 8;
    UCSR0B |= (uint8_t)(1u << UDRIE0);
    sei();
    while (tx_left) {
    }
    cli();
    fw_putc('\n');
    fw_report("tx-cycles", (uint16_t)(tx_last - tx_first));
    fw_report("tx-byte", ((uint16_t)(tx_last - tx_first) + 3u) / 7u);
    uint16_t first = 0, last = 0;
    /* receive */
    fw_puts("ready\n");
    char got[9];
    for (uint8_t i = 0; i < 8; i++) {
        while (!(UCSR0A & (1u << RXC0))) {
        }
        last = TCNT1;
        if (i == 0)
            first = last;
        got[i] = (char)UDR0;
    }
    got[8] = '\0';
    fw_report("rx-cycles", (uint16_t)(last - first));
    fw_report("rx-byte", ((uint16_t)(last - first) + 3u) / 7u);
    fw_puts("rx ");
    fw_puts(got);
    fw_putc('\n');
    fw_idle();
}
