/* save_driver.c - runs the box record's background writer on the fake clock (save_driver.h). */
#include "save_driver.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "hal_fake.h"
#include "persist.h"

#define SAVE_DRIVER_LIMIT_MS 3000u

uint32_t save_driver_finish(void)
{
    uint32_t ms = 0;
    while (persist_step()) {
        assert_true(ms < SAVE_DRIVER_LIMIT_MS);
        fake_tick_advance(1);
        ms++;
    }
    return ms;
}

bool save_driver_finish_cut_at_write(uint32_t n)
{
    uint32_t before = fake_eeprom_writes();
    for (uint32_t ms = 0; ms < SAVE_DRIVER_LIMIT_MS; ms++) {
        bool busy = persist_step();
        if (fake_eeprom_writes() - before >= n) {
            fake_eeprom_power_cut();
            return true;
        }
        if (!busy) {
            return false;
        }
        fake_tick_advance(1);
    }
    fail();
    return false;
}
