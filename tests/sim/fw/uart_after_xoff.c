/* uart_after_xoff.c - test firmware: how many bytes a sender that honours XON/XOFF still
 * sends after the board's XOFF. After "ready" it waits for the first byte, sends XOFF (0x13)
 * at once, then counts every byte that still comes until the line has been quiet for 100 ms,
 * and reports "after-xoff N" (the first byte not counted). Then XON, and it counts the rest:
 * "rest N". With the simulator's model of a board's USB bridge (usb_bridge.h) N is what the
 * chip still holds plus what it sends while the XOFF travels (run_uart_link.sh). */
#include <util/delay.h>

#include "fw_uart.h"

/* Bytes received until 100 ms pass with none. */
static uint16_t fw_count_until_quiet(void)
{
    uint16_t n = 0, quiet = 0;
    while (quiet < 10000u) { /* 10 us steps */
        if (UCSR0A & (1u << RXC0)) {
            (void)UDR0;
            n++;
            quiet = 0;
        } else {
            _delay_us(10);
            quiet++;
        }
    }
    return n;
}

int main(void)
{
    fw_uart_init();
    fw_puts("ready\n");
    while (!(UCSR0A & (1u << RXC0))) {
    }
    (void)UDR0;
    fw_putc(0x13);
    uint16_t after = fw_count_until_quiet();
    fw_report("after-xoff", after);
    fw_putc(0x11);
    fw_report("rest", fw_count_until_quiet());
    fw_idle();
}
