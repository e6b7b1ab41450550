/* uart_flags.c - test firmware: reads USART0 as fast as it can and reports every byte with
 * the flags the chip gave it, read from UCSR0A before UDR0 (datasheet 20.7.4):
 * "HH fdp": the byte in hex, then F (FE0: framing error), D (DOR0: a frame before it was
 * lost) and P (UPE0: parity error), or '-'. A '!' switches the receiver to even parity (8E1).
 * The simulator's broken frames (send-fault, --line-noise) must show as the chip shows them. */
#include "fw_uart.h"

static void fw_hex(uint8_t v)
{
    static const char digits[] = "0123456789abcdef";
    fw_putc(digits[v >> 4]);
    fw_putc(digits[v & 15u]);
}

int main(void)
{
    fw_uart_init();
    fw_puts("ready\n");
    for (;;) {
        uint8_t a = UCSR0A;
        if (!(a & (1u << RXC0)))
            continue;
        uint8_t b = UDR0;
        fw_hex(b);
        fw_putc(' ');
        fw_putc(a & (1u << FE0) ? 'F' : '-');
        fw_putc(a & (1u << DOR0) ? 'D' : '-');
        fw_putc(a & (1u << UPE0) ? 'P' : '-');
        fw_putc('\n');
        if (b == '!' && !(a & ((1u << FE0) | (1u << UPE0)))) {
            UCSR0C |= (uint8_t)(1u << UPM01);
            fw_puts("parity even\n");
        }
    }
}
