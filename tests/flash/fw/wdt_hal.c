/* wdt_hal.c - test firmware: NimBox's own watchdog code (hal/avr/hal_watchdog.c, linked in,
 * built once per board: its board.h says whether the watchdog may reset the chip) under the
 * boards' bootloaders. At each start it prints "boot caused N" (hal_watchdog_caused_reset),
 * then kicks the watchdog in its loop, as NimBox's main loop does, and answers a byte:
 *   'h' prints "hang" and stops kicking, interrupts on (a main loop stuck in a loop);
 *   'c' prints "hang-cli" and stops with interrupts off (stuck in an interrupt, say);
 *   's' prints "slow" and stops kicking for 300 ms (under the 500 ms period), then "on". */
#include <util/delay.h>

#include "fw_uart.h"
#include "hal_watchdog.h"

static void wait_sent(void)
{
    while (!(UCSR0A & (1u << TXC0))) {
    }
}

int main(void)
{
    fw_uart_init();
    sei();
    hal_watchdog_init();
    fw_report("boot caused", hal_watchdog_caused_reset());
    for (;;) {
        hal_watchdog_kick();
        if (!(UCSR0A & (1u << RXC0)))
            continue;
        uint8_t c = UDR0;
        if (c == 'h') {
            fw_puts("hang\n");
            for (;;) {
            }
        } else if (c == 'c') {
            fw_puts("hang-cli\n");
            wait_sent();
            cli();
            for (;;) {
            }
        } else if (c == 's') {
            fw_puts("slow\n");
            _delay_ms(300);
            fw_puts("on\n");
        }
    }
}
