/* uart_slow.c - test firmware: a receiver that polls USART0 only every 5 ms, as a busy main
 * loop does. After "ready" it reads whatever the two-byte receive buffer holds each time,
 * notes DOR0 (read before UDR0, as the datasheet says) and, once nothing came for 100 ms,
 * reports "got N dor M" and the text it kept. The sender at line rate must lose bytes and the
 * firmware must see DOR0. */
#include <util/delay.h>

#include "fw_uart.h"

int main(void)
{
    fw_uart_init();
    fw_puts("ready\n");
    char kept[64];
    uint8_t got = 0, dor = 0, quiet = 0;
    while (got == 0 || quiet < 20) {
        _delay_ms(5);
        quiet++;
        while (UCSR0A & (1u << RXC0)) {
            if (UCSR0A & (1u << DOR0))
                dor++;
            char c = (char)UDR0;
            if (got < sizeof kept - 1)
                kept[got] = c;
            got++;
            quiet = 0;
        }
    }
    kept[got < sizeof kept - 1 ? got : sizeof kept - 1] = '\0';
    fw_report("got", got);
    fw_report("dor", dor);
    fw_puts("kept ");
    fw_puts(kept);
    fw_putc('\n');
    fw_idle();
}
