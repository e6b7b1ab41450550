/* test_tm1638.c - the TM1638 driver (hal/avr/tm1638/tm1638.c, built for the host on the recording
 * bus twin hal/host/tm1638_bus.c): the transactions it sends, in order, the display memory
 * they leave in the chip, nothing sent when nothing changed and else the whole display memory
 * in one frame, and the key bytes read into the key mask. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "../../hal/avr/tm1638/tm1638.h"
#include "tm1638_fake.h"

/* Frame i holds exactly the n bytes given, whole (no loose bits) and no key bits. */
static void frame_is(uint16_t i, size_t n, const uint8_t *bytes)
{
    const fake_tm1638_frame_t *f = fake_tm1638_frame(i);
    assert_non_null(f);
    assert_int_equal(f->count, n);
    assert_memory_equal(f->bytes, bytes, n);
    assert_int_equal(f->loose_bits, 0);
    assert_int_equal(f->read_bits, 0);
}

#define FRAME_IS(i, ...)                                                                 \
    do {                                                                                 \
        static const uint8_t expected_[] = {__VA_ARGS__};                                \
        frame_is((i), sizeof expected_, expected_);                                      \
    } while (0)

static void no_errors_and_idle(void)
{
    if (fake_tm1638_errors() != 0) {
        fail_msg("%u bus error(s), first: %s", fake_tm1638_errors(), fake_tm1638_first_error());
    }
    assert_true(fake_tm1638_idle());
}

static int setup(void **state)
{
    (void)state;
    fake_tm1638_reset();
    return 0;
}

/* init, then the frames it sent forgotten (the count kept in *base). */
static uint16_t init_and_mark(void)
{
    tm1638_init(7);
    return fake_tm1638_frame_count();
}

static void test_tm1638_init_clears_all_16_bytes_then_switches_the_display_on(void **state)
{
    (void)state;
    tm1638_init(7);
    assert_int_equal(fake_tm1638_frame_count(), 3);
    FRAME_IS(0, 0x40);
    FRAME_IS(1, 0xC0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    FRAME_IS(2, 0x8F);
    static const uint8_t zeros[16] = {0};
    assert_memory_equal(fake_tm1638_ram(), zeros, 16);
    assert_int_equal(fake_tm1638_control(), 0x8F);
    no_errors_and_idle();
}

static void test_tm1638_init_takes_the_brightness(void **state)
{
    (void)state;
    tm1638_init(2);
    assert_int_equal(fake_tm1638_control(), 0x8A);
}

static void test_tm1638_show_of_one_changed_digit_sends_the_whole_memory_in_one_frame(void **state)
{
    (void)state;
    uint16_t base = init_and_mark();
    uint8_t seg[8] = {0, 0x5B, 0, 0, 0, 0, 0, 0}; /* "2" in digit 2 */
    tm1638_show(seg, 0);
    assert_int_equal(fake_tm1638_frame_count(), base + 2);
    FRAME_IS(base, 0x40);
    FRAME_IS(base + 1, 0xC0, 0, 0, 0x5B, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    assert_int_equal(fake_tm1638_ram()[2], 0x5B);
    no_errors_and_idle();
}

static void test_tm1638_show_sends_nothing_when_nothing_changed(void **state)
{
    (void)state;
    uint8_t seg[8] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07};
    tm1638_init(7);
    tm1638_show(seg, 0x21);
    uint16_t base = fake_tm1638_frame_count();
    tm1638_show(seg, 0x21);
    assert_int_equal(fake_tm1638_frame_count(), base);
}

static void test_tm1638_show_of_every_digit_is_one_frame_over_the_led_bytes(void **state)
{
    (void)state;
    uint16_t base = init_and_mark();
    uint8_t seg[8] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07};
    tm1638_show(seg, 0);
    assert_int_equal(fake_tm1638_frame_count(), base + 2);
    FRAME_IS(base + 1, 0xC0, 0x3F, 0, 0x06, 0, 0x5B, 0, 0x4F, 0, 0x66, 0, 0x6D, 0, 0x7D, 0,
             0x07, 0);
    for (uint8_t i = 0; i < 8; i++) {
        assert_int_equal(fake_tm1638_ram()[2 * i], seg[i]);
        assert_int_equal(fake_tm1638_ram()[2 * i + 1], 0);
    }
    no_errors_and_idle();
}

static void test_tm1638_leds_are_bit_0_of_the_odd_addresses_led_1_first(void **state)
{
    (void)state;
    uint16_t base = init_and_mark();
    static const uint8_t blank[8] = {0};
    tm1638_show(blank, 0x81); /* LED 1 and LED 8 */
    assert_int_equal(fake_tm1638_frame_count(), base + 2);
    FRAME_IS(base + 1, 0xC0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01);
    tm1638_show(blank, 0x80); /* LED 1 off */
    FRAME_IS(base + 3, 0xC0, 0, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01);
    assert_int_equal(fake_tm1638_ram()[15], 1);
    assert_int_equal(fake_tm1638_ram()[1], 0);
}

static void test_tm1638_invalidate_makes_the_next_show_send_every_byte(void **state)
{
    (void)state;
    uint8_t seg[8] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07};
    tm1638_init(7);
    tm1638_show(seg, 0x0F);
    tm1638_invalidate();
    uint16_t base = fake_tm1638_frame_count();
    tm1638_show(seg, 0x0F);
    assert_int_equal(fake_tm1638_frame_count(), base + 2);
    FRAME_IS(base + 1, 0xC0, 0x3F, 1, 0x06, 1, 0x5B, 1, 0x4F, 1, 0x66, 0, 0x6D, 0, 0x7D, 0,
             0x07, 0);
}

static void test_tm1638_display_off_and_brightness_clamped_to_7(void **state)
{
    (void)state;
    uint16_t base = init_and_mark();
    tm1638_display(false, 5);
    FRAME_IS(base, 0x80);
    tm1638_display(true, 3);
    FRAME_IS(base + 1, 0x8B);
    tm1638_display(true, 200);
    FRAME_IS(base + 2, 0x8F);
    no_errors_and_idle();
}

static void test_tm1638_keys_s1_to_s4_are_bit_0_and_s5_to_s8_bit_4_of_bytes_0_to_3(void **state)
{
    (void)state;
    tm1638_init(7);
    static const uint8_t one_each[8][4] = {
        {0x01, 0, 0, 0}, {0, 0x01, 0, 0}, {0, 0, 0x01, 0}, {0, 0, 0, 0x01},
        {0x10, 0, 0, 0}, {0, 0x10, 0, 0}, {0, 0, 0x10, 0}, {0, 0, 0, 0x10},
    };
    for (uint8_t k = 0; k < 8; k++) {
        fake_tm1638_set_key_bytes(one_each[k]);
        assert_int_equal(tm1638_keys(), 1u << k);
    }
    static const uint8_t several[4] = {0x01, 0x10, 0x00, 0x11};
    fake_tm1638_set_key_bytes(several);
    assert_int_equal(tm1638_keys(), 0x01 | 0x20 | 0x08 | 0x80);
    no_errors_and_idle();
}

static void test_tm1638_keys_ignore_the_other_key_lines(void **state)
{
    (void)state;
    tm1638_init(7);
    static const uint8_t others[4] = {0xEE, 0xEE, 0xEE, 0xEE}; /* K1, K2 and unused bits */
    fake_tm1638_set_key_bytes(others);
    assert_int_equal(tm1638_keys(), 0);
}

static void test_tm1638_key_read_releases_dio_and_waits_before_the_chip_drives_it(void **state)
{
    (void)state;
    uint16_t base = init_and_mark();
    static const uint8_t none[4] = {0};
    fake_tm1638_set_key_bytes(none);
    tm1638_keys();
    assert_int_equal(fake_tm1638_frame_count(), base + 1);
    const fake_tm1638_frame_t *f = fake_tm1638_frame(base);
    assert_int_equal(f->count, 1);
    assert_int_equal(f->bytes[0], 0x42);
    assert_int_equal(f->read_bits, 32);
    assert_int_equal(f->loose_bits, 0);
    assert_true(f->dio_released_by_first_fall);
    assert_true(f->first_fall_ns >= 2000u); /* datasheet p. 9: at least 2 us */
    no_errors_and_idle(); /* DIO an output again once STB is high */
}

static void test_tm1638_show_after_a_key_read_sets_write_mode_again(void **state)
{
    (void)state;
    tm1638_init(7);
    tm1638_keys(); /* leaves the chip in read mode */
    uint16_t base = fake_tm1638_frame_count();
    uint8_t seg[8] = {0, 0, 0, 0, 0, 0, 0, 0x06};
    tm1638_show(seg, 0);
    FRAME_IS(base, 0x40);
    FRAME_IS(base + 1, 0xC0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x06, 0);
    assert_int_equal(fake_tm1638_ram()[14], 0x06);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_tm1638_init_clears_all_16_bytes_then_switches_the_display_on,
                               setup),
        cmocka_unit_test_setup(test_tm1638_init_takes_the_brightness, setup),
        cmocka_unit_test_setup(
            test_tm1638_show_of_one_changed_digit_sends_the_whole_memory_in_one_frame, setup),
        cmocka_unit_test_setup(test_tm1638_show_sends_nothing_when_nothing_changed, setup),
        cmocka_unit_test_setup(test_tm1638_show_of_every_digit_is_one_frame_over_the_led_bytes,
                               setup),
        cmocka_unit_test_setup(test_tm1638_leds_are_bit_0_of_the_odd_addresses_led_1_first,
                               setup),
        cmocka_unit_test_setup(test_tm1638_invalidate_makes_the_next_show_send_every_byte,
                               setup),
        cmocka_unit_test_setup(test_tm1638_display_off_and_brightness_clamped_to_7, setup),
        cmocka_unit_test_setup(
            test_tm1638_keys_s1_to_s4_are_bit_0_and_s5_to_s8_bit_4_of_bytes_0_to_3, setup),
        cmocka_unit_test_setup(test_tm1638_keys_ignore_the_other_key_lines, setup),
        cmocka_unit_test_setup(
            test_tm1638_key_read_releases_dio_and_waits_before_the_chip_drives_it, setup),
        cmocka_unit_test_setup(test_tm1638_show_after_a_key_read_sets_write_mode_again, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
