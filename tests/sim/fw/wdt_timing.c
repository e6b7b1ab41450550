/* wdt_timing.c - test firmware: the watchdog on the virtual board against the ATmega328P
 * datasheet (section 10.9). Times in microseconds from Timer1 (clk / 64, 4 us a count, its
 * overflows counted). Reports over the UART, one "name value" line each:
 *   boot: "boot N", "mcusr M" (the reset flags), "wdtcsr W" (as the reset left it);
 * first boot (power-on):
 *   "int-wdpK T" for K = 0..9: interrupt mode (WDIE), WDR, then the time to the interrupt
 *     (datasheet table 10-3: 2K..1024K cycles of the 128 kHz oscillator, 16 ms .. 8 s);
 *   "tenth T": interrupt mode at 16 ms: the time to the tenth interrupt (WDIE stays set, the
 *     interrupt comes at every timeout: 160 ms);
 *   "changed T": interrupt mode at 1 s, WDR, 100 ms later WDP set to 16 ms (timed sequence,
 *     no WDR): the time from the WDR to the interrupt (the counter kept counting: 112 ms);
 *   "no-wdce T": WDP written without WDCE is ignored: still 16 ms;
 *   "late-wdce T": the new WDP written 8 cycles after WDCE is ignored: still 16 ms;
 *   "wde-kept W": WDE cannot be cleared without WDCE (WDTCSR read after writing 0);
 *   "ir-isr W": interrupt and reset mode at 16 ms: WDTCSR inside the interrupt (WDIE and WDIF
 *     cleared by hardware: only WDE, 8), then a reset at the next timeout;
 * second boot (that watchdog reset): "wde-forced W" (WDE cannot be cleared while WDRF is
 *   set: 8), "wde-cleared W" (after MCUSR = 0: 0); then "cli-spin" and interrupt and reset mode
 *   at 16 ms with interrupts off: no interrupt can run, the reset comes at the second timeout
 *   (32 ms);
 * third boot: "reset-64" and reset mode at 64 ms, spinning: a reset 64 ms later;
 * fourth boot: "done" (after MCUSR = 0 and the watchdog off);
 * a later boot (the reset key): its "boot", "mcusr" and "wdtcsr" lines only. */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>

#include "fw_uart.h"

#define WDT_MAGIC 0x5A17u

static uint16_t boot_magic __attribute__((section(".noinit")));
static uint8_t boot_count __attribute__((section(".noinit")));

static volatile uint16_t overflows;
static volatile uint32_t fired_at;
static volatile uint8_t fired;
static volatile uint8_t isr_wdtcsr;

ISR(TIMER1_OVF_vect)
{
    overflows++;
}

static uint32_t now_us(void)
{
    uint8_t s = SREG;
    cli();
    uint16_t t = TCNT1, o = overflows;
    if ((TIFR1 & (1u << TOV1)) && t < 0x8000u)
        o++;
    SREG = s;
    return (((uint32_t)o << 16) | t) * 4u;
}

ISR(WDT_vect)
{
    isr_wdtcsr = WDTCSR;
    fired_at = now_us();
    fired++;
}

/* The timed sequence: WDCE and WDE together, then the new value within 4 cycles. */
static void wdt_set(uint8_t value)
{
    uint8_t s = SREG;
    cli();
    __asm__ __volatile__("sts %0, %1\n\tsts %0, %2\n\t"
                         :
                         : "n"(_SFR_MEM_ADDR(WDTCSR)), "r"((uint8_t)((1u << WDCE) | (1u << WDE))),
                           "r"(value)
                         : "memory");
    SREG = s;
}

/* WDP3..0 = k at their places in WDTCSR. */
static uint8_t wdp(uint8_t k)
{
    return (uint8_t)((k & 7u) | (k & 8u ? 1u << WDP3 : 0u));
}

/* Waits (asleep) up to limit_us from t0 for the interrupt; its time from t0, 0 if none. */
static uint32_t wait_fired(uint32_t t0, uint32_t limit_us)
{
    while (!fired && now_us() - t0 < limit_us)
        sleep_mode();
    return fired ? fired_at - t0 : 0;
}

/* Busy: a sleep would last until the next interrupt. */
static void wait_us(uint32_t us)
{
    uint32_t t0 = now_us();
    while (now_us() - t0 < us) {
    }
}

static void first_boot(void)
{
    for (uint8_t k = 0; k <= 9; k++) {
        fired = 0;
        wdt_set((uint8_t)((1u << WDIE) | wdp(k)));
        __asm__ __volatile__("wdr");
        uint32_t t0 = now_us();
        uint32_t t = wait_fired(t0, (16000ul << k) * 2u + 10000u);
        wdt_set(0);
        fw_puts("int-wdp");
        fw_report(k == 0 ? "0" : k == 1 ? "1" : k == 2 ? "2" : k == 3 ? "3" : k == 4 ? "4"
                  : k == 5 ? "5" : k == 6 ? "6" : k == 7 ? "7" : k == 8 ? "8" : "9", t);
    }
    /* interrupt mode keeps firing */
    fired = 0;
    wdt_set((uint8_t)(1u << WDIE));
    __asm__ __volatile__("wdr");
    uint32_t t0 = now_us();
    while (fired < 10u && now_us() - t0 < 1000000u)
        sleep_mode();
    wdt_set(0);
    fw_report("tenth", fired >= 10u ? fired_at - t0 : 0);
    /* a new period takes effect without a WDR, counted from the last one */
    fired = 0;
    wdt_set((uint8_t)((1u << WDIE) | wdp(6)));
    __asm__ __volatile__("wdr");
    t0 = now_us();
    wait_us(100000u);
    wdt_set((uint8_t)((1u << WDIE) | wdp(0)));
    fw_report("changed", wait_fired(t0, 2000000u));
    wdt_set(0);
    /* WDP written without WDCE: ignored */
    fired = 0;
    wdt_set((uint8_t)(1u << WDIE));
    WDTCSR = (uint8_t)((1u << WDIE) | wdp(6));
    __asm__ __volatile__("wdr");
    t0 = now_us();
    fw_report("no-wdce", wait_fired(t0, 2000000u));
    /* ... or more than 4 cycles after it: ignored */
    fired = 0;
    cli();
    WDTCSR = (uint8_t)((1u << WDCE) | (1u << WDE));
    __asm__ __volatile__("nop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop");
    WDTCSR = (uint8_t)((1u << WDIE) | wdp(6));
    sei();
    __asm__ __volatile__("wdr");
    t0 = now_us();
    fw_report("late-wdce", wait_fired(t0, 2000000u));
    /* WDE set without the sequence stays set until the sequence clears it */
    wdt_set(0);
    WDTCSR = (uint8_t)((1u << WDE) | wdp(6));
    WDTCSR = 0;
    fw_report("wde-kept", WDTCSR);
    wdt_set(0);
    /* interrupt and reset mode: the interrupt clears WDIE, the next timeout resets */
    fired = 0;
    boot_magic = WDT_MAGIC;
    fw_puts("ir-isr ");
    wdt_set((uint8_t)((1u << WDIE) | (1u << WDE)));
    __asm__ __volatile__("wdr");
    while (!fired)
        sleep_mode();
    fw_put_u32(isr_wdtcsr);
    fw_putc('\n');
    for (;;)
        sleep_mode();
}

static void second_boot(void)
{
    wdt_set(0); /* WDRF still set: WDE stays */
    fw_report("wde-forced", WDTCSR);
    MCUSR = 0;
    wdt_set(0);
    fw_report("wde-cleared", WDTCSR);
    fw_puts("cli-spin\n");
    while (!(UCSR0A & (1u << TXC0))) {
    }
    cli();
    wdt_set((uint8_t)((1u << WDIE) | (1u << WDE)));
    __asm__ __volatile__("wdr");
    for (;;) {
    }
}

static void third_boot(void)
{
    MCUSR = 0;
    fw_puts("reset-64\n");
    while (!(UCSR0A & (1u << TXC0))) {
    }
    wdt_set((uint8_t)((1u << WDE) | wdp(2)));
    __asm__ __volatile__("wdr");
    for (;;) {
    }
}

int main(void)
{
    uint8_t mcusr = MCUSR;
    uint8_t wdtcsr = WDTCSR;
    if (mcusr & (1u << PORF) || boot_magic != WDT_MAGIC) {
        boot_magic = WDT_MAGIC;
        boot_count = 0;
    }
    boot_count++;
    fw_uart_init();
    TCCR1A = 0;
    TCCR1B = (uint8_t)((1u << CS11) | (1u << CS10)); /* clk / 64 */
    TIMSK1 = (uint8_t)(1u << TOIE1);
    fw_report("boot", boot_count);
    fw_report("mcusr", mcusr);
    fw_report("wdtcsr", wdtcsr);
    if (boot_count > 1 && !(mcusr & (1u << WDRF)))
        fw_puts("unexpected reset\n");
    if (boot_count == 1 || boot_count > 4) {
        if (boot_count > 4)
            fw_idle();
        MCUSR = 0;
        sei();
        first_boot();
    } else if (boot_count == 2) {
        sei();
        second_boot();
    } else if (boot_count == 3) {
        third_boot();
    }
    MCUSR = 0;
    wdt_set(0);
    fw_puts("done\n");
    fw_idle();
}
