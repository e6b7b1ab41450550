/* wdt_chip.c - the ATmega328P's watchdog timer and reset flags (see wdt_chip.h). */
#include "wdt_chip.h"

#include <string.h>

#include "avr_watchdog.h"
#include "board.h"
#include "simavr_io.h"

#define WDT_MCUSR 0x54  /* data address (I/O 0x34) */
#define WDT_WDTCSR 0x60
#define WDT_VECTOR 6    /* WDT_vect */
/* WDTCSR */
#define WDT_WDIF 0x80u
#define WDT_WDIE 0x40u
#define WDT_WDCE 0x10u
#define WDT_WDE 0x08u
#define WDT_WDP 0x27u   /* WDP3 is bit 5, WDP2..0 bits 2..0 */
#define WDT_CHANGE_CYCLES 4u
/* The watchdog oscillator: 128 kHz, 125 CPU cycles at 16 MHz. */
#define WDT_OSC_CYCLES (BOARD_F_CPU / 128000u)

static struct {
    avr_t *avr;
    bool simavr;             /* leave simavr's own watchdog in place */
    avr_int_vector_t vector; /* WDT_vect: enable WDIE, flag WDIF */
    uint64_t change_until;   /* WDCE opens WDE and WDP until this cycle */
    uint64_t zero;           /* the counter's last restart */
    uint64_t period;         /* cycles per timeout at the current WDP */
    bool running;
    bool ignore_kicks;
    wdt_chip_stats_t stats;
} wdt;

static uint8_t wdt_reg(void)
{
    return wdt.avr->data[WDT_WDTCSR];
}

/* 2K << WDP oscillator cycles; WDP 10..15 are reserved: taken as the longest, 1024K. */
static uint64_t wdt_period(uint8_t wdtcsr)
{
    unsigned wdp = (wdtcsr & 0x07u) | ((wdtcsr & 0x20u) >> 2);
    if (wdp > 9)
        wdp = 9;
    return (uint64_t)(2048u << wdp) * WDT_OSC_CYCLES;
}

static void wdt_timeout(void *ctx);

/* The next timeout: the first multiple of the period after the counter's restart that is
 * not in the past (a shorter period set late times out at once). */
static void wdt_schedule(void)
{
    uint64_t now = wdt.avr->cycle;
    uint64_t k = (now - wdt.zero) / wdt.period + 1;
    if ((now - wdt.zero) % wdt.period == 0 && now > wdt.zero)
        k--;
    board_at(wdt.zero + k * wdt.period, wdt_timeout, NULL);
}

static void wdt_restart_counter(void)
{
    wdt.zero = wdt.avr->cycle;
    if (wdt.running)
        wdt_schedule();
}

/* Runs or stops the counter as WDE and WDIE say; period from WDP. */
static void wdt_update_timer(bool restart)
{
    uint8_t r = wdt_reg();
    bool run = (r & (WDT_WDE | WDT_WDIE)) != 0;
    uint64_t period = wdt_period(r);
    if (!run) {
        wdt.running = false;
        wdt.ignore_kicks = false; /* switched off: the firmware starts again */
        board_cancel(wdt_timeout, NULL);
        return;
    }
    if (!wdt.running || restart) {
        wdt.running = true;
        wdt.period = period;
        wdt_restart_counter();
    } else if (period != wdt.period) {
        wdt.period = period;
        wdt_schedule();
    }
}

/* The interrupt is requested while WDIF and WDIE are both set. */
static void wdt_update_interrupt(void)
{
    uint8_t r = wdt_reg();
    if ((r & WDT_WDIF) && (r & WDT_WDIE))
        avr_raise_interrupt(wdt.avr, &wdt.vector);
    else if (wdt.vector.pending)
        avr_clear_interrupt(wdt.avr, &wdt.vector);
}

static void wdt_timeout(void *ctx)
{
    (void)ctx;
    avr_t *avr = wdt.avr;
    uint8_t r = wdt_reg();
    bool wde = r & WDT_WDE, wdie = r & WDT_WDIE;
    if (wde && (!wdie || (r & WDT_WDIF))) {
        wdt.stats.resets++;
        board_reset_from(WDT_CHIP_WDRF, "watchdog");
        return;
    }
    if (wdie) {
        wdt.stats.interrupts++;
        avr->data[WDT_WDTCSR] = (uint8_t)(r | WDT_WDIF);
        wdt_update_interrupt();
    }
    wdt.zero += ((avr->cycle - wdt.zero) / wdt.period) * wdt.period;
    board_at(wdt.zero + wdt.period, wdt_timeout, NULL);
}

static avr_cycle_count_t wdt_change_closes(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    avr->data[WDT_WDTCSR] &= (uint8_t)~WDT_WDCE;
    return 0;
}

static void wdt_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    uint8_t old = avr->data[addr];
    bool open = (old & WDT_WDCE) && avr->cycle <= wdt.change_until;
    uint8_t now = (uint8_t)(old & WDT_WDIF);
    if (v & WDT_WDIF) /* written one: cleared */
        now = 0;
    now |= (uint8_t)(v & WDT_WDIE);
    if (open) {
        now |= (uint8_t)(v & (WDT_WDE | WDT_WDP));
        avr_cycle_timer_cancel(avr, wdt_change_closes, NULL);
    } else {
        now |= (uint8_t)((old | v) & WDT_WDE) | (uint8_t)(old & WDT_WDP);
    }
    if ((v & WDT_WDCE) && (v & WDT_WDE)) {
        now |= WDT_WDCE;
        wdt.change_until = avr->cycle + WDT_CHANGE_CYCLES;
        avr_cycle_timer_register(avr, WDT_CHANGE_CYCLES + 1, wdt_change_closes, NULL);
    }
    if (avr->data[WDT_MCUSR] & WDT_CHIP_WDRF)
        now |= WDT_WDE;
    avr->data[addr] = now;
    wdt_update_timer(false);
    wdt_update_interrupt();
}

/* MCUSR: a flag is cleared by writing zero to it; writing one changes nothing. */
static void wdt_mcusr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] &= v;
}

/* WDR (simavr asks the I/O modules with this ioctl; ours is asked first). */
static int wdt_ioctl(struct avr_io_t *io, uint32_t ctl, void *param)
{
    (void)io;
    (void)param;
    if (ctl != AVR_IOCTL_WATCHDOG_RESET)
        return -1;
    if (!wdt.ignore_kicks && wdt.running) {
        wdt.stats.kicks++;
        /* the share of the timeout this kick came at (it came before the timeout's end) */
        uint64_t used = wdt.avr->cycle - wdt.zero;
        if (used < wdt.period && (wdt.stats.latest_kick_period == 0 ||
                                  used * wdt.stats.latest_kick_period >
                                      wdt.stats.latest_kick * wdt.period)) {
            wdt.stats.latest_kick = used;
            wdt.stats.latest_kick_period = wdt.period;
        }
        wdt_restart_counter();
    }
    return 0;
}

/* Executing the interrupt: WDIF is cleared (simavr does it), and in interrupt and reset mode
 * WDIE too: the next timeout resets. */
static void wdt_running_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value && (wdt_reg() & WDT_WDE))
        wdt.avr->data[WDT_WDTCSR] &= (uint8_t)~WDT_WDIE;
}

static avr_io_t wdt_io = {.kind = "nimbox-watchdog", .ioctl = wdt_ioctl};

void wdt_chip_use_simavr(bool on)
{
    wdt.simavr = on;
}

void wdt_chip_attach(avr_t *avr)
{
    wdt.avr = avr;
    if (wdt.simavr)
        return;
    avr_register_io(avr, &wdt_io); /* at the head of the list: asked before simavr's */
    wdt.vector = (avr_int_vector_t){
        .vector = WDT_VECTOR,
        .enable = AVR_IO_REGBIT(WDT_WDTCSR, 6),
        .raised = AVR_IO_REGBIT(WDT_WDTCSR, 7),
    };
    avr_register_vector(avr, &wdt.vector);
    avr_irq_register_notify(wdt.vector.irq + AVR_INT_IRQ_RUNNING, wdt_running_hook, NULL);
    simavr_io_take_write(avr, WDT_WDTCSR, wdt_write, NULL);
    simavr_io_take_write(avr, WDT_MCUSR, wdt_mcusr_write, NULL);
}

uint8_t wdt_chip_mcusr_after(uint8_t cause)
{
    if (cause == WDT_CHIP_PORF)
        return WDT_CHIP_PORF;
    return (uint8_t)((wdt.avr->data[WDT_MCUSR] & 0x0Fu) | cause);
}

void wdt_chip_on_boot(uint8_t mcusr)
{
    if (wdt.simavr)
        return;
    avr_t *avr = wdt.avr;
    wdt.ignore_kicks = false;
    avr->data[WDT_MCUSR] = mcusr;
    avr->data[WDT_WDTCSR] = (mcusr & WDT_CHIP_WDRF) ? WDT_WDE : 0;
    wdt.running = false;
    wdt_update_timer(true);
}

void wdt_chip_ignore_kicks(void)
{
    wdt.ignore_kicks = true;
}

const wdt_chip_stats_t *wdt_chip_stats(void)
{
    return &wdt.stats;
}
