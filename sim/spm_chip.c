/* spm_chip.c - SPM page erase, page write and the RWW rules with the chip's timing
 * (see spm_chip.h). */
#include "spm_chip.h"

#include <string.h>

#include "avr_flash.h"
#include "board.h"
#include "chip_core.h"
#include "eeprom_chip.h"
#include "simavr_io.h"

#define SPM_SPMCSR 0x57 /* data address (I/O 0x37) */
#define SPM_SPMIE 0x80u
#define SPM_RWWSB 0x40u
#define SPM_SIGRD 0x20u
#define SPM_RWWSRE 0x10u
#define SPM_BLBSET 0x08u
#define SPM_PGWRT 0x04u
#define SPM_PGERS 0x02u
#define SPM_SPMEN 0x01u
#define SPM_OP_MASK 0x3Fu
#define SPM_WINDOW_CYCLES 4u
/* Table 28-18: "Flash write (page erase, page write, and write lock bits by SPM)" takes
 * 3.7 to 4.5 ms; the longest is taken. */
#define SPM_OP_US 4500u
#define SPM_OP_CYCLES ((uint64_t)SPM_OP_US * (BOARD_F_CPU / 1000000u))

static struct {
    avr_t *avr;
    uint32_t boot_start;
    uint64_t window_until; /* SPMEN written: an SPM may follow until this cycle */
    uint16_t buf[SPM_CHIP_PAGE / 2];
    bool buf_used[SPM_CHIP_PAGE / 2];
    bool busy;             /* an erase or write runs (SPMEN stays set) */
    bool erase;            /* ... an erase, else a write */
    uint32_t page;         /* its first byte */
    uint64_t start, end;
    bool rww_hidden;       /* RWWSB: the RWW section reads 0xFF; its bytes are kept here */
    uint8_t rww[SPM_CHIP_RWW_END];
    spm_chip_stats_t stats;
} spm;

static uint8_t *spm_byte(uint32_t addr)
{
    if (spm.rww_hidden && addr < SPM_CHIP_RWW_END)
        return &spm.rww[addr];
    return &spm.avr->flash[addr];
}

static void spm_hide_rww(bool hide)
{
    if (hide == spm.rww_hidden)
        return;
    if (hide) {
        memcpy(spm.rww, spm.avr->flash, SPM_CHIP_RWW_END);
        memset(spm.avr->flash, 0xFF, SPM_CHIP_RWW_END);
    } else {
        memcpy(spm.avr->flash, spm.rww, SPM_CHIP_RWW_END);
    }
    spm.rww_hidden = hide;
}

static void spm_clear_buffer(void)
{
    memset(spm.buf, 0xFF, sizeof spm.buf);
    memset(spm.buf_used, 0, sizeof spm.buf_used);
}

/* The page's bytes as the operation leaves them after a fraction of its time (1: done). */
static void spm_apply(double fraction)
{
    uint32_t n = fraction >= 1.0 ? SPM_CHIP_PAGE : (uint32_t)(fraction * SPM_CHIP_PAGE);
    for (uint32_t i = 0; i < n; i++) {
        uint8_t *b = spm_byte(spm.page + i);
        if (spm.erase)
            *b = 0xFF;
        else /* programming only turns ones into zeros */
            *b &= (uint8_t)(i & 1 ? spm.buf[i / 2] >> 8 : spm.buf[i / 2]);
    }
}

static void spm_done(void *ctx)
{
    (void)ctx;
    if (!spm.busy)
        return;
    spm_apply(1.0);
    if (!spm.erase)
        spm_clear_buffer();
    spm.busy = false;
    spm.avr->data[SPM_SPMCSR] &= (uint8_t)~(SPM_SPMEN | SPM_PGERS | SPM_PGWRT);
}

static avr_cycle_count_t spm_window_closes(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)when;
    (void)param;
    if (!spm.busy)
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
    return 0;
}

static void spm_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    uint8_t old = avr->data[addr];
    if (spm.busy) { /* only SPMIE can change while an operation runs */
        if ((v ^ old) & ~(SPM_SPMIE | SPM_RWWSB))
            spm.stats.refused_busy++;
        avr->data[addr] = (uint8_t)((old & ~SPM_SPMIE) | (v & SPM_SPMIE));
        return;
    }
    avr->data[addr] = (uint8_t)((v & (SPM_SPMIE | SPM_OP_MASK)) | (old & SPM_RWWSB));
    if (v & SPM_SPMEN) {
        spm.window_until = avr->cycle + SPM_WINDOW_CYCLES;
        avr_cycle_timer_cancel(avr, spm_window_closes, NULL);
        avr_cycle_timer_register(avr, SPM_WINDOW_CYCLES + 1, spm_window_closes, NULL);
    }
}

/* Starts a page erase or write of the page Z points into. */
static void spm_start(bool erase, uint32_t z)
{
    avr_t *avr = spm.avr;
    uint32_t page = z & ~(SPM_CHIP_PAGE - 1u) & 0x7FFFu;
    if (page >= spm.boot_start) {
        spm.stats.refused_locked++;
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
        return;
    }
    if (eeprom_chip_busy()) {
        spm.stats.refused_eeprom++;
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
        return;
    }
    if (erase)
        spm.stats.erases++;
    else
        spm.stats.writes++;
    spm.busy = true;
    spm.erase = erase;
    spm.page = page;
    spm.start = avr->cycle;
    spm.end = avr->cycle + SPM_OP_CYCLES;
    board_at(spm.end, spm_done, NULL);
    if (page < SPM_CHIP_RWW_END) {
        avr->data[SPM_SPMCSR] |= SPM_RWWSB;
        spm_hide_rww(true);
        chip_core_end_batch(); /* from here each fetch is checked */
    } else {
        chip_core_halt_until(spm.end);
    }
}

static int spm_ioctl(struct avr_io_t *io, uint32_t ctl, void *param)
{
    (void)io;
    (void)param;
    if (ctl != AVR_IOCTL_FLASH_SPM)
        return -1;
    avr_t *avr = spm.avr;
    uint8_t op = avr->data[SPM_SPMCSR] & SPM_OP_MASK;
    if (spm.busy || !(op & SPM_SPMEN) || avr->cycle > spm.window_until)
        return 0; /* no SPMEN within 4 cycles: nothing happens */
    avr_cycle_timer_cancel(avr, spm_window_closes, NULL);
    if (avr->pc < spm.boot_start) {
        spm.stats.refused_section++;
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
        return 0;
    }
    uint32_t z = avr->data[R_ZL] | (uint32_t)avr->data[R_ZH] << 8;
    switch (op) {
    case SPM_SPMEN: { /* fill the buffer's word Z[6:1] with R1:R0, once after each erase */
        uint32_t w = (z >> 1) & (SPM_CHIP_PAGE / 2 - 1u);
        if (!spm.buf_used[w]) {
            spm.buf[w] = (uint16_t)(avr->data[0] | avr->data[1] << 8);
            spm.buf_used[w] = true;
        }
        spm.stats.fills++;
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
        break;
    }
    case SPM_PGERS | SPM_SPMEN:
    case SPM_PGWRT | SPM_SPMEN:
        spm_start(op & SPM_PGERS, z);
        break;
    case SPM_RWWSRE | SPM_SPMEN: /* the RWW section readable again; the buffer is lost */
        spm_hide_rww(false);
        spm_clear_buffer();
        avr->data[SPM_SPMCSR] &= (uint8_t)~(SPM_OP_MASK | SPM_RWWSB);
        break;
    default: /* lock bits, signature row: not modelled */
        spm.stats.unsupported++;
        avr->data[SPM_SPMCSR] &= (uint8_t)~SPM_OP_MASK;
    }
    return 0;
}

static avr_io_t spm_io = {.kind = "nimbox-spm", .ioctl = spm_ioctl};

void spm_chip_attach(avr_t *avr, uint32_t boot_start)
{
    spm.avr = avr;
    spm.boot_start = boot_start;
    spm_clear_buffer();
    avr_register_io(avr, &spm_io); /* at the head of the list: asked before simavr's */
    simavr_io_take_write(avr, SPM_SPMCSR, spm_write, NULL);
    chip_core_guard_fetch(SPM_CHIP_RWW_END, &spm.rww_hidden);
}

void spm_chip_on_boot(void)
{
    board_cancel(spm_done, NULL);
    spm_done(NULL);
    spm_hide_rww(false);
    spm_clear_buffer();
    spm.avr->data[SPM_SPMCSR] = 0;
}

void spm_chip_power_cut(void)
{
    if (spm.busy) {
        spm_apply((double)(board_now() - spm.start) / (double)(spm.end - spm.start));
        spm.busy = false;
        board_cancel(spm_done, NULL);
    }
    spm_hide_rww(false);
    spm_clear_buffer();
}

const spm_chip_stats_t *spm_chip_stats(void)
{
    return &spm.stats;
}
