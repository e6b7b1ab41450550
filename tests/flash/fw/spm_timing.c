/* spm_timing.c - test firmware: self-programming (SPM) on the virtual board against the
 * ATmega328P datasheet (section 27). Its SPM code sits in the boot section (linked at 0x7e00,
 * the Uno's: the simulator's SPM works from there only; run with --board uno-lcd and no
 * bootloader); the rest runs from 0x0000. Timer1 counts at clk / 8 (0.5 us). Reports:
 *   "app-spm V": an erase and write of page 0x6000 from the application section: ignored
 *     (the page keeps 0xFF, V its first byte);
 *   "erase T", "write T": how long SPMEN stays set for a page erase and a page write of an RWW
 *     page (table 28-18: up to 4.5 ms: 9000 counts), the CPU running meanwhile;
 *   "rww-busy V": a byte of the RWW section read while it is busy (0xFF), "rww-after V" the
 *     same byte after RWWSRE (its real value, nonzero);
 *   "page V W": page 0x6000's first two bytes after the write (0x5A, 0xA5);
 *   "and V": a second write over the page without an erase: old AND new (0x5A & 0x0F = 0x0A);
 *   "nrww T": the time across one SPM that erases an NRWW page (0x7800): the CPU halts there
 *     until the erase ends (about 9000 counts), "nrww-page V" its first byte after (0xFF);
 *   "locked V": an erase of the boot section's own page (0x7e00): refused by the lock bits
 *     (V its first byte, not 0xFF);
 *   "eeprom-busy V": an erase of page 0x6000 while an EEPROM write goes on: refused (0x0A). */
#include <avr/boot.h>
#include <avr/eeprom.h>
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/pgmspace.h>

#include "fw_uart.h"

#define RWW_PAGE 0x6000u
#define NRWW_PAGE 0x7800u
#define BOOT_PAGE 0x7E00u
#define BOOT __attribute__((section(".boot"), noinline))

static volatile uint16_t t_erase, t_write, t_nrww;
static volatile uint8_t v_busy, v_after;

static uint16_t now(void)
{
    return TCNT1;
}

BOOT static void boot_wait(void)
{
    while (SPMCSR & (1u << SPMEN)) {
    }
}

BOOT static void boot_fill(uint8_t lo, uint8_t hi)
{
    for (uint8_t i = 0; i < SPM_PAGESIZE; i += 2)
        boot_page_fill(RWW_PAGE + i, (uint16_t)(lo | hi << 8));
}

/* Erase and write RWW_PAGE with lo/hi words, timing both; a byte of the RWW section read
 * while busy and after. */
BOOT static void boot_rww(void)
{
    uint16_t t0 = now();
    boot_page_erase(RWW_PAGE);
    v_busy = pgm_read_byte(0x0000u); /* the reset vector: in the RWW section */
    boot_wait();
    t_erase = (uint16_t)(now() - t0);
    boot_fill(0x5A, 0xA5);
    t0 = now();
    boot_page_write(RWW_PAGE);
    boot_wait();
    t_write = (uint16_t)(now() - t0);
    boot_rww_enable();
    v_after = pgm_read_byte(0x0000u);
}

BOOT static void boot_write_only(uint8_t lo, uint8_t hi)
{
    boot_fill(lo, hi);
    boot_page_write(RWW_PAGE);
    boot_wait();
    boot_rww_enable();
}

BOOT static void boot_erase(uint16_t page)
{
    uint16_t t0 = now();
    boot_page_erase(page);
    t_nrww = (uint16_t)(now() - t0); /* right after the SPM: the halt included */
    boot_wait();
    boot_rww_enable();
}

int main(void)
{
    fw_uart_init();
    TCCR1A = 0;
    TCCR1B = (uint8_t)(1u << CS11); /* clk / 8 */
    /* from the application section: no effect */
    boot_page_erase(RWW_PAGE);
    boot_spm_busy_wait();
    for (uint8_t i = 0; i < SPM_PAGESIZE; i += 2)
        boot_page_fill(RWW_PAGE + i, 0x0000u);
    boot_page_write(RWW_PAGE);
    boot_spm_busy_wait();
    fw_report("app-spm", pgm_read_byte(RWW_PAGE));
    boot_rww();
    fw_report("erase", t_erase);
    fw_report("write", t_write);
    fw_report("rww-busy", v_busy);
    fw_report("rww-after", v_after);
    fw_report("page", pgm_read_byte(RWW_PAGE));
    fw_report("page1", pgm_read_byte(RWW_PAGE + 1));
    boot_write_only(0x0F, 0xF0);
    fw_report("and", pgm_read_byte(RWW_PAGE));
    boot_erase(NRWW_PAGE);
    fw_report("nrww", t_nrww);
    fw_report("nrww-page", pgm_read_byte(NRWW_PAGE));
    boot_erase(BOOT_PAGE);
    fw_report("locked", pgm_read_byte(BOOT_PAGE));
    eeprom_write_byte((uint8_t *)0, 0x42);
    boot_erase(RWW_PAGE);
    fw_report("eeprom-busy", pgm_read_byte(RWW_PAGE));
    fw_idle();
}
