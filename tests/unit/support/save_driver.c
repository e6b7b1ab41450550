/* save_driver.c - runs the background EEPROM writer on the fake clock (save_driver.h). */
#include "save_driver.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "hal_fake.h"
#include "persist.h"

/* A whole box record written from blank: about 230 bytes of 4 ms each, and some. */
#define SAVE_DRIVER_LIMIT_MS 2000u

uint32_t save_driver_record(record_writer_t *w, record_key_t key, uint8_t len, uint32_t limit_ms)
{
    uint32_t ms = 0;
    while (record_writer_step(w, key, len)) {
        assert_true(ms < limit_ms);
        fake_tick_advance(1);
        ms++;
    }
    return ms;
}

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

/* Steps `step` (with its arguments) until the n-th write since the call has started. */
static bool save_driver_cut(bool (*step)(record_writer_t *, record_key_t, uint8_t),
                            record_writer_t *w, record_key_t key, uint8_t len, uint32_t n)
{
    uint32_t before = fake_eeprom_writes();
    for (uint32_t ms = 0; ms < SAVE_DRIVER_LIMIT_MS; ms++) {
        bool busy = step(w, key, len);
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

static bool save_driver_persist_step(record_writer_t *w, record_key_t key, uint8_t len)
{
    (void)w;
    (void)key;
    (void)len;
    return persist_step();
}

bool save_driver_cut_at_write(record_writer_t *w, record_key_t key, uint8_t len, uint32_t n)
{
    return save_driver_cut(record_writer_step, w, key, len, n);
}

bool save_driver_finish_cut_at_write(uint32_t n)
{
    return save_driver_cut(save_driver_persist_step, NULL, 0, 0, n);
}
