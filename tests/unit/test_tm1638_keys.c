/* test_tm1638_keys.c - the nano-tm1638 board's keys: its buttons HAL file
 * (hal/avr/tm1638/hal_buttons.c, built for the host) on the TM1638 driver and the driver's
 * recording bus twin, the chip's key bytes set as the module's wiring puts them (S1..S4 bit 0
 * of bytes 0..3, S5..S8 bit 4). The sticker: S1 LEFT, S2 RIGHT, S3 DOWN, S4 UP, S5 OK (SELECT),
 * S6 HINT, S7 UNDO, S8 MENU; of keys held together the leftmost. The tick only marks a sample
 * due and never touches the bus (the key read is the main loop's); the sample is read when
 * taken, stamped with the time it was read; power-down's check sees any key. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "../../hal/avr/hal_avr_internal.h"
#include "../../hal/avr/tm1638/tm1638.h"
#include "hal_buttons.h"
#include "hal_fake.h"
#include "key_map.h"
#include "tm1638_fake.h"

/* The chip's four key bytes with keys S<k> (bit k-1 of `keys`) held. */
static void hold_keys(uint8_t keys)
{
    uint8_t bytes[4] = {0};
    for (uint8_t i = 0; i < 4u; i++) {
        bytes[i] = (uint8_t)(((keys >> i) & 1u) | (((keys >> (i + 4u)) & 1u) << 4));
    }
    fake_tm1638_set_key_bytes(bytes);
}

static int setup(void **state)
{
    (void)state;
    fake_tm1638_reset();
    fake_tick_set(1000);
    tm1638_init(7); /* the display HAL sets the lines up (hal_display_init) */
    hal_buttons_init();
    return 0;
}

static void test_tm1638_keys_follow_the_sticker(void **state)
{
    (void)state;
    static const btn_t sticker[8] = {BTN_LEFT, BTN_RIGHT, BTN_DOWN, BTN_UP,
                                     BTN_SELECT, BTN_HINT, BTN_UNDO, BTN_MENU};
    hold_keys(0);
    assert_int_equal(hal_buttons_read(), BTN_NONE);
    for (uint8_t k = 0; k < 8u; k++) {
        hold_keys((uint8_t)(1u << k));
        assert_int_equal(hal_buttons_read(), sticker[k]);
        assert_int_equal(key_map_button((uint8_t)(1u << k)), sticker[k]);
    }
    assert_int_equal(fake_tm1638_errors(), 0);
}

static void test_tm1638_keys_held_together_give_the_leftmost(void **state)
{
    (void)state;
    hold_keys(0x90); /* S5 and S8 */
    assert_int_equal(hal_buttons_read(), BTN_SELECT);
    hold_keys(0x06); /* S2 and S3 */
    assert_int_equal(hal_buttons_read(), BTN_RIGHT);
    assert_int_equal(key_map_button(0xFF), BTN_LEFT);
}

static void test_tm1638_keys_the_tick_only_marks_a_sample_due(void **state)
{
    (void)state;
    btn_t b;
    uint16_t at;
    hold_keys(0x08); /* S4: UP */
    assert_false(hal_avr_buttons_ready());
    assert_false(hal_buttons_take_sample(&b, &at));
    uint16_t frames = fake_tm1638_frame_count();
    hal_avr_buttons_start(1000); /* the 4 ms tick, in its interrupt */
    assert_int_equal(fake_tm1638_frame_count(), frames); /* no bus traffic in the interrupt */
    assert_true(hal_avr_buttons_ready());
    fake_tick_set(1003); /* the loop takes it a little later */
    assert_true(hal_buttons_take_sample(&b, &at));
    assert_int_equal(b, BTN_UP);
    assert_int_equal(at, 1003);
    assert_int_equal(fake_tm1638_frame_count(), frames + 1u); /* one key read */
    const fake_tm1638_frame_t *f = fake_tm1638_frame(frames);
    assert_int_equal(f->bytes[0], TM1638_CMD_READ_KEYS);
    assert_int_equal(f->read_bits, 32);
    /* taken: none until the next tick; ticks missed while the loop was busy make one sample */
    assert_false(hal_buttons_take_sample(&b, &at));
    hal_avr_buttons_start(1004);
    hal_avr_buttons_start(1008);
    hold_keys(0);
    assert_true(hal_buttons_take_sample(&b, &at));
    assert_int_equal(b, BTN_NONE);
    assert_false(hal_buttons_take_sample(&b, &at));
    assert_true(fake_tm1638_idle());
    assert_int_equal(fake_tm1638_errors(), 0);
}

static void test_tm1638_keys_any_key_wakes_the_box(void **state)
{
    (void)state;
    hold_keys(0);
    assert_false(hal_avr_buttons_down());
    for (uint8_t k = 0; k < 8u; k++) {
        hold_keys((uint8_t)(1u << k));
        assert_true(hal_avr_buttons_down());
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_tm1638_keys_follow_the_sticker, setup),
        cmocka_unit_test_setup(test_tm1638_keys_held_together_give_the_leftmost, setup),
        cmocka_unit_test_setup(test_tm1638_keys_the_tick_only_marks_a_sample_due, setup),
        cmocka_unit_test_setup(test_tm1638_keys_any_key_wakes_the_box, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
