/* boot_chip.h - the chip's program memory as a board ships it: the flash erased (0xFF) but
 * for what is put there, the bootloader in the boot section, and the reset vector where the
 * fuses put it (datasheet 27.3 and table 27-7: the high fuse's BOOTSZ gives the boot section,
 * 256 to 2048 words at the top of the 32 KB; BOOTRST programmed starts every reset there).
 * The high fuse is the board's (board.h: BOARD_HIGH_FUSE; --high-fuse changes it). The boot
 * lock bits the boards ship with (0x0F) keep SPM off the boot section (spm_chip.h).
 *
 * What goes into the flash, in this order: the image kept in a file (--flash FILE, when it
 * exists), the first program (an ELF, loaded by board.c, or an Intel HEX), the bootloader
 * (--bootloader FILE.hex). Without --bootloader the reset vector is 0x0000 (as a chip
 * programmed over ISP with BOOTRST unprogrammed), whatever the fuse says.
 *
 * Erased flash is 0xFFFF words, which the chip runs through without effect (simavr 1.6
 * decodes them as "sbrs r31, 7"): execution slides through an empty application section into
 * the boot section; a Nano's reset vector at 0x7800 reaches Optiboot at 0x7E00 that way, and
 * Optiboot starting an empty application ends up back in itself. */
#ifndef SIM_BOOT_CHIP_H
#define SIM_BOOT_CHIP_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

#define BOOT_CHIP_FLASH 0x8000u /* 32 KB */

/* From the command line, before the board opens: the bootloader's HEX (NULL: none), the high
 * fuse (-1: the board's), the flash image file (NULL: none). */
void boot_chip_configure(const char *bootloader, int high_fuse, const char *flash_file);

/* True when a bootloader was given. */
bool boot_chip_has_bootloader(void);

/* Puts the flash together (see above) after board.c made the core (and loaded the ELF, if the
 * program is one: elf_size its flash bytes); program is a HEX path or NULL. Sets the reset
 * vector, attaches SPM. False (with a message) when a file is bad or a program reaches into
 * the boot section. */
bool boot_chip_load(avr_t *avr, const char *board, uint8_t board_high_fuse,
                    const char *program_hex, uint32_t elf_size);

/* First byte of the boot section. */
uint32_t boot_chip_boot_start(void);

/* The MCU (re)started (after the reset's own work): counts for the next app-entry line. */
void boot_chip_on_boot(void);

/* Saves the flash image file (if one was given): at power cycles and at exit. */
void boot_chip_save(void);

#endif
