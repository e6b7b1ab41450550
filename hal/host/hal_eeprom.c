/* hal_eeprom.c (host) - a 1 KB EEPROM image in memory that counts real writes and can
 * simulate a power cut (every write after the n-th is lost). */
#include <string.h>

#include "hal_eeprom.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"

static uint8_t fake_image[HAL_EEPROM_SIZE];
static uint32_t fake_writes;
static int32_t fake_cut = -1;

void fake_eeprom_reset(void)
{
    fake_eeprom_erase();
    fake_writes = 0;
    fake_cut = -1;
}

uint8_t *fake_eeprom_image(void)
{
    return fake_image;
}

void fake_eeprom_erase(void)
{
    memset(fake_image, 0xFF, sizeof fake_image);
}

uint32_t fake_eeprom_writes(void)
{
    return fake_writes;
}

void fake_eeprom_cut_after(int32_t n)
{
    fake_cut = n;
}

uint8_t hal_eeprom_read(uint16_t addr)
{
    return addr < HAL_EEPROM_SIZE ? fake_image[addr] : 0xFF;
}

void hal_eeprom_update(uint16_t addr, uint8_t value)
{
    if (addr >= HAL_EEPROM_SIZE || fake_image[addr] == value) {
        return;
    }
    if (fake_cut == 0) {
        return;
    }
    if (fake_cut > 0) {
        fake_cut--;
    }
    fake_image[addr] = value;
    fake_writes++;
}
