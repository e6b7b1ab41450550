/* eeprom_chip.c - EEPROM writes that take the chip's time (see eeprom_chip.h). */
#include "eeprom_chip.h"

#include <string.h>

#include "avr_eeprom.h"
#include "board.h"
#include "simavr_io.h"

/* EECR bits (ATmega328P) */
#define EE_EERE 0x01u
#define EE_EEPE 0x02u
#define EE_EEMPE 0x04u
#define EE_EERIE 0x08u
#define EE_EEPM 0x30u
#define EE_EEPM_SHIFT 4
#define EE_MPE_CYCLES 4u
#define EE_READ_HALT 4u
#define EE_WRITE_HALT 2u

static struct {
    avr_t *avr;
    avr_eeprom_t *ee;
    bool busy;
    uint8_t mode;        /* EEPM of the write going on */
    uint16_t addr;
    uint8_t data, old;
    uint64_t start, end;
    uint64_t mpe_until;  /* EEMPE opens EEPE until this cycle */
    eeprom_chip_stats_t stats;
    uint64_t cell_writes[BOARD_EEPROM_SIZE];
} eec;

static uint16_t eec_eear(void)
{
    avr_t *avr = eec.avr;
    return (uint16_t)((avr->data[eec.ee->r_eearl] | avr->data[eec.ee->r_eearh] << 8) &
                      (eec.ee->size - 1u));
}

static uint32_t eec_duration_us(uint8_t mode)
{
    return mode == 1 || mode == 2 ? EEPROM_CHIP_HALF_US : EEPROM_CHIP_ERASE_WRITE_US;
}

/* Part-way: the lowest k of the bits to change (mask) changed, k = fraction * their count. */
static uint8_t eec_partial(uint8_t from, uint8_t mask, double fraction)
{
    int n = __builtin_popcount(mask);
    int k = (int)(fraction * n);
    for (uint8_t bit = 1; bit && k > 0; bit = (uint8_t)(bit << 1)) {
        if (mask & bit) {
            from ^= bit;
            k--;
        }
    }
    return from;
}

/* The byte the write going on leaves at cycle now. */
static uint8_t eec_value_at(uint64_t now)
{
    uint8_t target = eec.mode == 1 ? 0xFF : eec.mode == 2 ? (uint8_t)(eec.old & eec.data) : eec.data;
    if (now >= eec.end)
        return target;
    double f = (double)(now - eec.start) / (double)(eec.end - eec.start);
    if (eec.mode == 1) /* erasing: zeros become ones */
        return eec_partial(eec.old, (uint8_t)~eec.old, f);
    if (eec.mode == 2) /* writing: ones become zeros */
        return eec_partial(eec.old, (uint8_t)(eec.old & ~target), f);
    if (f < 0.5) /* erase, then write */
        return eec_partial(eec.old, (uint8_t)~eec.old, f * 2);
    return eec_partial(0xFF, (uint8_t)~target, (f - 0.5) * 2);
}

/* One more write started on cell addr: the most-written cell follows. */
static void eec_count_cell(uint16_t addr)
{
    uint64_t n = ++eec.cell_writes[addr];
    if (n > eec.stats.most || (n == eec.stats.most && addr < eec.stats.most_addr)) {
        eec.stats.most = n;
        eec.stats.most_addr = addr;
    }
}

/* Level-triggered: pending while EERIE is set and no write is going. */
static void eec_update_ready(void)
{
    avr_t *avr = eec.avr;
    if ((avr->data[eec.ee->r_eecr] & EE_EERIE) && !eec.busy)
        avr_raise_interrupt(avr, &eec.ee->ready);
    else if (eec.ee->ready.pending)
        avr_clear_interrupt(avr, &eec.ee->ready);
}

static void eec_complete(void *ctx)
{
    (void)ctx;
    if (!eec.busy)
        return;
    eec.ee->eeprom[eec.addr] = eec_value_at(eec.end);
    eec.busy = false;
    eec.avr->data[eec.ee->r_eecr] &= (uint8_t)~EE_EEPE;
    eec_update_ready();
}

static avr_cycle_count_t eec_mpe_expires(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    avr->data[eec.ee->r_eecr] &= (uint8_t)~EE_EEMPE;
    return 0;
}

static void eec_eecr_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    uint8_t old = avr->data[addr];
    uint8_t now = (uint8_t)(v & EE_EERIE);
    now |= eec.busy ? old & EE_EEPM : v & EE_EEPM; /* EEPM stays while a write goes */
    bool mpe_open = (old & EE_EEMPE) && avr->cycle <= eec.mpe_until;
    if ((v & EE_EEMPE) && !(old & EE_EEMPE)) {
        eec.mpe_until = avr->cycle + EE_MPE_CYCLES;
        avr_cycle_timer_register(avr, EE_MPE_CYCLES, eec_mpe_expires, NULL);
        now |= EE_EEMPE;
    } else if ((v & EE_EEMPE) && mpe_open) {
        now |= EE_EEMPE;
    }
    if ((v & EE_EEPE) && eec.busy) {
        eec.stats.ignored++;
    } else if ((v & EE_EEPE) && mpe_open) {
        eec.busy = true;
        eec.mode = (uint8_t)((now & EE_EEPM) >> EE_EEPM_SHIFT);
        eec.addr = eec_eear();
        eec.data = avr->data[eec.ee->r_eedr];
        eec.old = eec.ee->eeprom[eec.addr];
        eec.start = avr->cycle;
        eec.end = eec.start + (uint64_t)eec_duration_us(eec.mode) * (BOARD_F_CPU / 1000000u);
        eec.stats.writes++;
        eec_count_cell(eec.addr);
        now &= (uint8_t)~EE_EEMPE;
        avr_cycle_timer_cancel(avr, eec_mpe_expires, NULL);
        board_at(eec.end, eec_complete, NULL);
        board_halt_cpu(EE_WRITE_HALT);
    }
    if (v & EE_EERE) {
        if (eec.busy) {
            eec.stats.ignored++;
        } else {
            avr->data[eec.ee->r_eedr] = eec.ee->eeprom[eec_eear()];
            board_halt_cpu(EE_READ_HALT);
        }
    }
    if (eec.busy)
        now |= EE_EEPE;
    avr->data[addr] = now;
    eec_update_ready();
}

/* After any access of EEARL/EEARH: while a write goes, EEAR cannot change. */
static void eec_eear_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    if (!eec.busy || eec_eear() == eec.addr)
        return;
    eec.stats.ignored++;
    eec.avr->data[eec.ee->r_eearl] = (uint8_t)eec.addr;
    eec.avr->data[eec.ee->r_eearh] = (uint8_t)(eec.addr >> 8);
}

/* RETI of the EEPROM-ready interrupt: still enabled and idle, it fires again. */
static void eec_ready_running_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value == 0)
        eec_update_ready();
}

void eeprom_chip_attach(avr_t *avr)
{
    eec.avr = avr;
    eec.ee = (avr_eeprom_t *)simavr_io_find(avr, "eeprom", 0);
    simavr_io_take_write(avr, eec.ee->r_eecr, eec_eecr_write, NULL);
    simavr_io_watch(avr, eec.ee->r_eearl, eec_eear_hook, NULL);
    simavr_io_watch(avr, eec.ee->r_eearh, eec_eear_hook, NULL);
    avr_irq_register_notify(eec.ee->ready.irq + AVR_INT_IRQ_RUNNING, eec_ready_running_hook,
                            NULL);
}

void eeprom_chip_on_boot(void)
{
    if (!eec.busy)
        return;
    /* the reset cleared the registers; the write goes on */
    eec.avr->data[eec.ee->r_eecr] |= EE_EEPE;
    eec.avr->data[eec.ee->r_eearl] = (uint8_t)eec.addr;
    eec.avr->data[eec.ee->r_eearh] = (uint8_t)(eec.addr >> 8);
}

void eeprom_chip_power_cut(void)
{
    if (!eec.busy)
        return;
    eec.ee->eeprom[eec.addr] = eec_value_at(board_now());
    eec.busy = false;
    eec.stats.torn++;
    board_cancel(eec_complete, NULL);
}

void eeprom_chip_finish(void)
{
    board_cancel(eec_complete, NULL);
    eec_complete(NULL);
}

bool eeprom_chip_busy(void)
{
    return eec.busy;
}

void eeprom_chip_image_after_cut(uint8_t *out)
{
    memcpy(out, eec.ee->eeprom, eec.ee->size);
    if (eec.busy)
        out[eec.addr] = eec_value_at(board_now());
}

const eeprom_chip_stats_t *eeprom_chip_stats(void)
{
    return &eec.stats;
}

uint64_t eeprom_chip_cell_writes(uint16_t addr)
{
    return addr < BOARD_EEPROM_SIZE ? eec.cell_writes[addr] : 0;
}
