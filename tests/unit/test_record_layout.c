/* test_record_layout.c - the EEPROM bytes of the box record (persist.h) checked field by field
 * against the layout its header documents (payload bytes stored inverted, record.h), the CRC
 * computed here with crc16(); and the records
 * of firmware 0.1.0 (their bytes pinned below, as that firmware wrote them) carried over by the
 * first boot of this one, but never once the box record has been written to both slots. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "crc16.h"
#include "games.h"
#include "hal_fake.h"
#include "persist.h"
#include "play.h"
#include "save_game.h"
#include "support/save_driver.h"

/* Saved by 0.1.0: system {sound 0, level 1, mode 1, light 3, boot 0x01020304}, then sound 1 and
 * boot 0x01020305; a win and a loss for game 2, a win for game 8 (in this order, blank EEPROM). */
static const uint8_t system_image[64] = {
    0x4E, 0x01, 0x00, 0x00, 0x00, 0x01, 0x01, 0x03, 0x04, 0x03, 0x02, 0x01, 0xB7, 0xFA, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0x4E, 0x01, 0x01, 0x00, 0x01, 0x01, 0x01, 0x03, 0x05, 0x03, 0x02, 0x01, 0x95,
    0xA4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF,
};
static const uint8_t stats_image[128] = {
    0x4E, 0x01, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0xF6, 0xF7, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0x4E, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xCE,
    0xBC, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
};

static int setup(void **state)
{
    (void)state;
    fake_reset();
    return 0;
}

static play_t game_now;

static void test_record_layout_box_record_bytes(void **state)
{
    (void)state;
    persist_system_t p = {{0, 1, 1, 3}, 0x01020304u};
    persist_system_t q;
    uint16_t wl[2];
    persist_load_system(&q);
    persist_save_system(&p);
    persist_count_result(2, true, wl);
    persist_count_result(2, false, wl);
    persist_count_result(8, true, wl);
    play_init(&game_now, &game_nim_play);
    uint8_t *state_bytes = (uint8_t *)&game_now.pos;
    const uint8_t state_len = (uint8_t)(sizeof game_now - offsetof(play_t, pos));
    for (uint8_t i = 0; i < state_len; i++) {
        state_bytes[i] = (uint8_t)(i * 3u + 1u);
    }
    save_game_store(GAME_WYTHOFF, &game_now);
    save_driver_finish();

    const uint8_t *slot = fake_eeprom_image() + PERSIST_BASE; /* the first save: slot 0 */
    const uint8_t *pay = slot + 4;
    assert_int_equal(slot[0], 'N');
    assert_int_equal(slot[1], 2); /* version */
    assert_int_equal(slot[2], 0); /* sequence 0 */
    assert_int_equal(slot[3], 0);
    uint8_t pay_bytes[PERSIST_PAYLOAD]; /* the payload as stored, inverted back */
    for (unsigned i = 0; i < sizeof pay_bytes; i++) {
        pay_bytes[i] = (uint8_t)~pay[i];
    }
    static const uint8_t sys[8] = {0, 1, 1, 3, 0x04, 0x03, 0x02, 0x01};
    assert_memory_equal(pay_bytes, sys, sizeof sys);
    for (uint8_t g = 0; g < 9; g++) {
        const uint8_t *c = pay_bytes + 8 + 4 * g; /* won, lost: uint16 LE */
        uint16_t won = (uint16_t)(c[0] | c[1] << 8), lost = (uint16_t)(c[2] | c[3] << 8);
        assert_int_equal(won, g == 2 || g == 8);
        assert_int_equal(lost, g == 2);
        assert_int_equal(pay[8 + 4 * g + 1], 0xFF); /* a zero is the erased state */
    }
    assert_int_equal(pay_bytes[44], GAME_WYTHOFF);
    assert_int_equal(pay_bytes[45], state_len);
    assert_memory_equal(pay_bytes + 46, state_bytes, state_len);
    const uint8_t n = PERSIST_PAYLOAD;
    assert_int_equal(n, 218);
    uint16_t crc = crc16(slot + 1, 3u + n);
    assert_int_equal(pay[n], (uint8_t)crc);
    assert_int_equal(pay[n + 1], (uint8_t)(crc >> 8));
    assert_int_equal(slot[PERSIST_SLOT], 0xFF); /* slot 1 untouched */

    /* the next save goes to slot 1, sequence 1 */
    p.boot_count++;
    persist_save_system(&p);
    save_driver_finish();
    assert_int_equal(slot[PERSIST_SLOT], 'N');
    assert_int_equal(slot[PERSIST_SLOT + 2], 1);
    assert_int_equal(slot[PERSIST_SLOT + 4 + 4], (uint8_t)~0x05u);
}

static void put_old_records(void)
{
    uint8_t *img = fake_eeprom_image();
    memcpy(img + 0x000, system_image, sizeof system_image);
    memcpy(img + 0x040, stats_image, sizeof stats_image);
}

static void test_record_layout_old_bytes_load(void **state)
{
    (void)state;
    put_old_records();
    persist_system_t p;
    uint16_t wl[2];
    assert_true(persist_load_system(&p));
    assert_int_equal(p.settings.sound, 1);
    assert_int_equal(p.settings.level, 1);
    assert_int_equal(p.settings.mode, 1);
    assert_int_equal(p.settings.light, 3);
    assert_int_equal(p.boot_count, 0x01020305u);
    persist_load_result(2, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 1);
    persist_load_result(8, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 0);
    persist_load_result(0, wl);
    assert_int_equal(wl[0] + wl[1], 0);
    /* saved into the box record at the next save, and the old records left as they were */
    p.boot_count++;
    persist_save_system(&p);
    save_driver_finish();
    fake_eeprom_power_cut();
    assert_true(persist_load_system(&p));
    assert_int_equal(p.boot_count, 0x01020306u);
    persist_load_result(2, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 1);
    assert_memory_equal(fake_eeprom_image(), system_image, sizeof system_image);
}

/* Once the box record has been written to both slots, damage to both brings defaults, not the
 * old records' stale values. */
static void test_record_layout_old_bytes_are_not_read_once_the_box_record_was_written(void **state)
{
    (void)state;
    persist_system_t p;
    put_old_records();
    persist_load_system(&p);
    for (int k = 0; k < 2; k++) {
        p.boot_count++;
        persist_save_system(&p);
        save_driver_finish();
    }
    fake_eeprom_image()[PERSIST_BASE + 5] ^= 1;
    fake_eeprom_image()[PERSIST_BASE + PERSIST_SLOT + 5] ^= 1;
    assert_false(persist_load_system(&p));
    assert_int_equal(p.boot_count, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_record_layout_box_record_bytes, setup),
        cmocka_unit_test_setup(test_record_layout_old_bytes_load, setup),
        cmocka_unit_test_setup(test_record_layout_old_bytes_are_not_read_once_the_box_record_was_written, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
