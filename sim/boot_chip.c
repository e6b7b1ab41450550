/* boot_chip.c - the flash as a board ships it: fuses, bootloader, reset vector
 * (see boot_chip.h). */
#include "boot_chip.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "chip_core.h"
#include "chip_log.h"
#include "eeprom_chip.h"
#include "eeprom_file.h"
#include "ihex.h"
#include "serial.h"
#include "spm_chip.h"

static struct {
    const char *bootloader;
    int high_fuse_set;   /* -1: the board's */
    const char *flash_file;
    avr_t *avr;
    uint8_t high_fuse;
    uint32_t boot_start;
    bool entered;        /* the application was started since the last reset */
    bool session;        /* the bootloader runs: since the reset that stopped the
                            application (or the power-on), until it starts it again */
    /* at that reset: what the bootloader starts from */
    uint32_t erases, writes;
    uint64_t ee_writes;
    uint8_t ee_at_reset[BOARD_EEPROM_SIZE];
} boot;

static uint8_t boot_image[BOOT_CHIP_FLASH], boot_used[BOOT_CHIP_FLASH];

void boot_chip_configure(const char *bootloader, int high_fuse, const char *flash_file)
{
    boot.bootloader = bootloader;
    boot.high_fuse_set = high_fuse;
    boot.flash_file = flash_file;
}

bool boot_chip_has_bootloader(void)
{
    return boot.bootloader != NULL;
}

uint32_t boot_chip_boot_start(void)
{
    return boot.boot_start;
}

/* BOOTSZ1:0 (high fuse bits 2:1): 11 256 words, 10 512, 01 1024, 00 2048 (table 27-7). */
static uint32_t boot_section_start(uint8_t high_fuse)
{
    uint32_t words = 256u << (3u - ((high_fuse >> 1) & 3u));
    return BOOT_CHIP_FLASH - 2u * words;
}

static void boot_app_entry(uint32_t pc)
{
    if (boot.entered)
        return;
    boot.entered = true;
    avr_t *avr = boot.avr;
    if (avr->flash[pc] == 0xFF && avr->flash[pc + 1] == 0xFF) {
        chip_log("app: the bootloader started the application at 0x%04x: erased flash "
                 "(0xFFFF words run on into the boot section)", (unsigned)pc);
        return;
    }
    board_app_started();
    const spm_chip_stats_t *s = spm_chip_stats();
    const uint8_t *ee = eeprom_file_bytes(avr);
    unsigned differ = 0;
    for (unsigned i = 0; ee && i < BOARD_EEPROM_SIZE; i++)
        differ += ee[i] != boot.ee_at_reset[i];
    unsigned long long ee_writes = (unsigned long long)(eeprom_chip_stats()->writes -
                                                        boot.ee_writes);
    chip_log("app: the bootloader started the application at 0x%04x (since the application "
             "last ran: %u page erases, %u page writes; EEPROM: %llu bytes written, %u bytes "
             "differ)", (unsigned)pc, s->erases - boot.erases, s->writes - boot.writes,
             ee_writes, differ);
    boot.session = false;
    serial_expect_banner();
}

void boot_chip_on_boot(void)
{
    /* a reset that stops the application (or the power-on) starts what the bootloader
     * does before the application runs again: count from here */
    if (!boot.session) {
        const spm_chip_stats_t *s = spm_chip_stats();
        boot.erases = s->erases;
        boot.writes = s->writes;
        boot.ee_writes = eeprom_chip_stats()->writes;
        const uint8_t *ee = boot.avr ? eeprom_file_bytes(boot.avr) : NULL;
        if (ee)
            memcpy(boot.ee_at_reset, ee, BOARD_EEPROM_SIZE);
        boot.session = true;
    }
    boot.entered = false;
}

static bool boot_load_flash_file(avr_t *avr)
{
    FILE *f = fopen(boot.flash_file, "rb");
    if (f == NULL) {
        if (errno == ENOENT)
            return true;
        fprintf(stderr, "nimbox-sim: cannot open flash image %s: %s\n", boot.flash_file,
                strerror(errno));
        return false;
    }
    size_t got = fread(avr->flash, 1, BOOT_CHIP_FLASH, f);
    bool ok = !ferror(f);
    fclose(f);
    if (!ok || (got != BOOT_CHIP_FLASH && got != 0)) {
        fprintf(stderr, "nimbox-sim: flash image %s: %zu bytes, not the chip's %u\n",
                boot.flash_file, got, BOOT_CHIP_FLASH);
        return false;
    }
    return true;
}

/* Reads a HEX into boot_image / boot_used (cleared first). */
static bool boot_read_hex(const char *path, ihex_info_t *info)
{
    memset(boot_image, 0xFF, sizeof boot_image);
    memset(boot_used, 0, sizeof boot_used);
    return ihex_read(path, boot_image, boot_used, BOOT_CHIP_FLASH, info);
}

static void boot_copy_used(avr_t *avr)
{
    for (uint32_t a = 0; a < BOOT_CHIP_FLASH; a++)
        if (boot_used[a])
            avr->flash[a] = boot_image[a];
}

static bool boot_load_program(avr_t *avr, const char *path)
{
    ihex_info_t info;
    if (!boot_read_hex(path, &info))
        return false;
    if (info.dropped) {
        fprintf(stderr, "nimbox-sim: %s has data at 0x%x..0x%x, past the chip's %u bytes of "
                        "flash\n", path, info.dropped_lowest, info.dropped_end - 1,
                BOOT_CHIP_FLASH);
        return false;
    }
    boot_copy_used(avr);
    return true;
}

static bool boot_load_bootloader(avr_t *avr)
{
    ihex_info_t info;
    if (!boot_read_hex(boot.bootloader, &info))
        return false;
    if (info.bytes == 0) {
        fprintf(stderr, "nimbox-sim: %s holds no data\n", boot.bootloader);
        return false;
    }
    if (info.lowest < boot.boot_start) {
        fprintf(stderr, "nimbox-sim: the bootloader %s starts at 0x%04x, below the boot section "
                        "(0x%04x..0x7fff with high fuse 0x%02X): a bootloader for another "
                        "board? (--board, --high-fuse)\n", boot.bootloader, info.lowest,
                boot.boot_start, boot.high_fuse);
        return false;
    }
    if (info.dropped)
        fprintf(stderr, "nimbox-sim: warning: %s has %u bytes at 0x%x..0x%x, past the end of "
                        "the chip's flash (0x7fff): a chip has no room for them and they are "
                        "left out (Debian's build of Optiboot is 532 bytes, not 512: "
                        "sim/README.md)\n", boot.bootloader, info.dropped,
                info.dropped_lowest, info.dropped_end - 1);
    boot_copy_used(avr);
    return true;
}

bool boot_chip_load(avr_t *avr, const char *board, uint8_t board_high_fuse,
                    const char *program_hex, uint32_t elf_size)
{
    boot.avr = avr;
    boot.high_fuse = boot.high_fuse_set >= 0 ? (uint8_t)boot.high_fuse_set : board_high_fuse;
    boot.boot_start = boot_section_start(boot.high_fuse);
    avr->codeend = avr->flashend;
    if (boot.flash_file && !boot_load_flash_file(avr))
        return false;
    if (program_hex && !boot_load_program(avr, program_hex))
        return false;
    uint32_t program_end = elf_size;
    if (program_hex) {
        program_end = 0;
        for (uint32_t a = 0; a < BOOT_CHIP_FLASH; a++)
            if (boot_used[a])
                program_end = a + 1;
    }
    if (boot.bootloader && program_end > boot.boot_start) {
        fprintf(stderr, "nimbox-sim: the program takes %u bytes of flash, over the %u the "
                        "boot section at 0x%04x leaves on %s (high fuse 0x%02X)\n",
                program_end, boot.boot_start, boot.boot_start, board, boot.high_fuse);
        return false;
    }
    if (boot.bootloader && !boot_load_bootloader(avr))
        return false;
    bool bootrst = (boot.high_fuse & 1u) == 0;
    if (boot.bootloader && !bootrst)
        fprintf(stderr, "nimbox-sim: warning: high fuse 0x%02X (%s) leaves BOOTRST unprogrammed: "
                        "every reset starts at 0x0000, and the bootloader runs only if the "
                        "program jumps to it\n", boot.high_fuse, board);
    avr->reset_pc = boot.bootloader && bootrst ? boot.boot_start : 0;
    avr->pc = avr->reset_pc;
    spm_chip_attach(avr, boot.boot_start);
    if (boot.bootloader)
        chip_core_on_app_entry(boot.boot_start, boot_app_entry);
    return true;
}

void boot_chip_save(void)
{
    if (boot.flash_file == NULL || boot.avr == NULL)
        return;
    spm_chip_on_boot(); /* an operation going on completes, RWW readable */
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", boot.flash_file);
    FILE *f = fopen(tmp, "wb");
    bool ok = f != NULL && fwrite(boot.avr->flash, 1, BOOT_CHIP_FLASH, f) == BOOT_CHIP_FLASH;
    if (f != NULL && fclose(f) != 0)
        ok = false;
    if (!ok || rename(tmp, boot.flash_file) != 0)
        fprintf(stderr, "nimbox-sim: cannot save the flash image %s: %s\n", boot.flash_file,
                strerror(errno));
}
