/* test_record_layout.c - the EEPROM bytes of the box record (persist.h) checked field by field
 * against the layout its header documents (payload bytes stored inverted, record.h), the CRC
 * computed here with crc16(); and that firmware 0.1.0's records are left alone. */
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
    persist_system_t *p = persist_system();
    persist_load();
    *p = (persist_system_t){{0, 1, 1, 3}, 0x01020304u};
    persist_save_system();
    persist_count_result(2, true);
    persist_count_result(2, false);
    persist_count_result(8, true);
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
    assert_int_equal(slot[1], 3); /* version */
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
    for (uint8_t g = 0; g < 9; g++) { /* streaks: the last 1 lost (Wythoff), won (pirates) */
        assert_int_equal((int8_t)pay_bytes[44 + g], g == 2 ? -1 : g == 8 ? 1 : 0);
    }
    assert_int_equal(pay_bytes[53], GAME_WYTHOFF);
    assert_int_equal(pay_bytes[54], state_len);
    assert_memory_equal(pay_bytes + 55, state_bytes, state_len);
    const uint8_t n = PERSIST_PAYLOAD;
    assert_int_equal(n, 154);
    uint16_t crc = crc16(slot + 1, 3u + n);
    assert_int_equal(pay[n], (uint8_t)crc);
    assert_int_equal(pay[n + 1], (uint8_t)(crc >> 8));
    assert_int_equal(slot[PERSIST_SLOT], 0xFF); /* slot 1 untouched */

    /* the next save goes to slot 1, sequence 1 */
    p->boot_count++;
    persist_save_system();
    save_driver_finish();
    assert_int_equal(slot[PERSIST_SLOT], 'N');
    assert_int_equal(slot[PERSIST_SLOT + 2], 1);
    assert_int_equal(slot[PERSIST_SLOT + 4 + 4], (uint8_t)~0x05u);
}

/* Firmware 0.1.0's records are neither read nor written: a box updated from it boots with
 * the defaults, and their bytes stay as they were. */
static void test_record_layout_leaves_0_1_0s_records_alone(void **state)
{
    (void)state;
    uint8_t *img = fake_eeprom_image();
    for (unsigned a = 0; a < PERSIST_BASE; a++) { /* valid-looking or not, they are ignored */
        img[a] = (uint8_t)(a * 13u + 5u);
    }
    img[0x000] = img[0x020] = img[0x040] = img[0x080] = 'N';
    uint8_t before[PERSIST_BASE];
    memcpy(before, img, sizeof before);
    persist_system_t *p = persist_system();
    uint16_t wl[2];
    assert_false(persist_load());
    assert_int_equal(p->boot_count, 0);
    persist_load_result(2, wl);
    assert_int_equal(wl[0] + wl[1], 0);
    p->boot_count = 1;
    persist_save_system();
    save_driver_finish();
    assert_memory_equal(fake_eeprom_image(), before, sizeof before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_record_layout_box_record_bytes, setup),
        cmocka_unit_test_setup(test_record_layout_leaves_0_1_0s_records_alone, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
