/* adc_noise.c - test firmware: what an unconnected ADC input reads on the virtual board.
 * Reads A5 (NimBox's seed input) 16 times, as hal_random.c does, and prints the readings on
 * one line ("a5 R1 R2 ...") and their FNV-1a hash ("hash H"). A real floating pin wanders and
 * jitters; the simulator must not return one constant. */
#include "fw_uart.h"

static uint16_t adc_read(uint8_t channel)
{
    ADMUX = (uint8_t)((1u << REFS0) | channel);
    ADCSRA = (uint8_t)((1u << ADEN) | (1u << ADSC) | 7u);
    while (ADCSRA & (1u << ADSC)) {
    }
    return ADC;
}

int main(void)
{
    fw_uart_init();
    uint32_t h = 2166136261u;
    fw_puts("a5");
    for (uint8_t i = 0; i < 16; i++) {
        uint16_t v = adc_read(5);
        fw_putc(' ');
        fw_put_u32(v);
        h = (h ^ (uint8_t)v) * 16777619u;
    }
    fw_putc('\n');
    fw_report("hash", h);
    fw_idle();
}
