/* eeprom_file.c - EEPROM image file load and save. */
#include "eeprom_file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "avr_eeprom.h"
#include "board.h"

uint8_t *eeprom_file_bytes(avr_t *avr)
{
    /* simavr 1.6 returns -1 from this ioctl even on success: check the pointer instead. */
    avr_eeprom_desc_t d = {.ee = NULL, .offset = 0, .size = BOARD_EEPROM_SIZE};
    avr_ioctl(avr, AVR_IOCTL_EEPROM_GET, &d);
    return d.ee;
}

bool eeprom_file_load(avr_t *avr, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        if (errno == ENOENT)
            return true;
        fprintf(stderr, "nimbox-sim: cannot open EEPROM file %s: %s\n", path, strerror(errno));
        return false;
    }
    uint8_t *ee = eeprom_file_bytes(avr);
    size_t got = ee ? fread(ee, 1, BOARD_EEPROM_SIZE, f) : 0;
    bool ok = ee != NULL && !ferror(f);
    fclose(f);
    if (!ok) {
        fprintf(stderr, "nimbox-sim: cannot read EEPROM file %s\n", path);
        return false;
    }
    (void)got;
    return true;
}

bool eeprom_file_save(avr_t *avr, const char *path)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    uint8_t *ee = eeprom_file_bytes(avr);
    FILE *f = fopen(tmp, "wb");
    bool ok = f != NULL && ee != NULL && fwrite(ee, 1, BOARD_EEPROM_SIZE, f) == BOARD_EEPROM_SIZE;
    if (f != NULL && fclose(f) != 0)
        ok = false;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok) {
        fprintf(stderr, "nimbox-sim: cannot write EEPROM file %s: %s\n", path, strerror(errno));
        remove(tmp);
    }
    return ok;
}
