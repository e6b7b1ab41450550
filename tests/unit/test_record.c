/* test_record.c - the two-slot EEPROM record: blank, corrupt and torn images, slot
 * alternation, sequence wrap, and that unchanged bytes are never rewritten. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "hal_fake.h"
#include "record.h"

#define LEN 10

static const record_desc_t desc = {0x100, 24, 3};

static void fill(uint8_t *p, uint8_t seed)
{
    for (int i = 0; i < LEN; i++) {
        p[i] = (uint8_t)(seed * 31 + i * 7);
    }
}

static int setup(void **state)
{
    (void)state;
    fake_reset();
    return 0;
}

static void test_record_blank_eeprom_loads_nothing_and_leaves_the_buffer(void **state)
{
    (void)state;
    uint8_t p[LEN];
    memset(p, 0x5A, sizeof p);
    assert_false(record_load(&desc, p, LEN));
    for (int i = 0; i < LEN; i++) {
        assert_int_equal(p[i], 0x5A);
    }
    assert_int_equal(record_newest_slot(&desc, LEN), -1);
}

static void test_record_saved_payload_loads_back(void **state)
{
    (void)state;
    uint8_t in[LEN], out[LEN];
    fill(in, 1);
    record_save(&desc, in, LEN);
    assert_true(record_load(&desc, out, LEN));
    assert_memory_equal(in, out, LEN);
}

static void test_record_saves_alternate_between_the_two_slots(void **state)
{
    (void)state;
    uint8_t in[LEN], out[LEN];
    for (uint8_t k = 0; k < 6; k++) {
        fill(in, k);
        record_save(&desc, in, LEN);
        assert_int_equal(record_newest_slot(&desc, LEN), k % 2);
        assert_true(record_load(&desc, out, LEN));
        assert_memory_equal(in, out, LEN);
    }
}

static void test_record_stays_outside_its_two_slots(void **state)
{
    (void)state;
    uint8_t in[LEN];
    fill(in, 9);
    record_save(&desc, in, LEN);
    record_save(&desc, in, LEN);
    const uint8_t *img = fake_eeprom_image();
    for (int a = 0; a < 1024; a++) {
        if (a < desc.base || a >= desc.base + 2 * desc.slot_size) {
            assert_int_equal(img[a], 0xFF);
        }
    }
}

static void test_record_corrupt_newest_slot_falls_back_to_the_older(void **state)
{
    (void)state;
    uint8_t a[LEN], b[LEN], out[LEN];
    fill(a, 1);
    fill(b, 2);
    record_save(&desc, a, LEN);
    record_save(&desc, b, LEN); /* slot 1, newest */
    for (int i = 1; i < 4 + LEN + 2; i++) {   /* every byte after the mark */
        uint8_t *img = fake_eeprom_image() + desc.base + desc.slot_size + i;
        *img ^= 0x10;
        assert_true(record_load(&desc, out, LEN));
        assert_memory_equal(out, a, LEN);
        *img ^= 0x10;
    }
    assert_true(record_load(&desc, out, LEN));
    assert_memory_equal(out, b, LEN);
}

static void test_record_both_slots_corrupt_loads_nothing(void **state)
{
    (void)state;
    uint8_t a[LEN], out[LEN];
    fill(a, 1);
    record_save(&desc, a, LEN);
    record_save(&desc, a, LEN);
    fake_eeprom_image()[desc.base + 6] ^= 1;
    fake_eeprom_image()[desc.base + desc.slot_size + 6] ^= 1;
    assert_false(record_load(&desc, out, LEN));
}

static void test_record_other_version_reads_as_invalid(void **state)
{
    (void)state;
    uint8_t a[LEN], out[LEN];
    const record_desc_t v4 = {desc.base, desc.slot_size, 4};
    fill(a, 1);
    record_save(&desc, a, LEN);
    assert_false(record_load(&v4, out, LEN));
}

static void test_record_power_cut_at_any_byte_leaves_old_or_new_never_mixed(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN], out[LEN];
    fill(old_p, 3);
    fill(new_p, 4);
    for (int saves_before = 1; saves_before <= 2; saves_before++) {
        for (int32_t cut = 0; cut < 4 + LEN + 3; cut++) {
            fake_reset();
            for (int k = 0; k < saves_before; k++) {
                record_save(&desc, old_p, LEN);
            }
            fake_eeprom_cut_after(cut);
            record_save(&desc, new_p, LEN);
            fake_eeprom_cut_after(-1);
            assert_true(record_load(&desc, out, LEN));
            bool is_old = memcmp(out, old_p, LEN) == 0;
            bool is_new = memcmp(out, new_p, LEN) == 0;
            assert_true(is_old || is_new);
        }
    }
}

static void test_record_power_cut_can_be_completed_by_the_next_save(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN], out[LEN];
    fill(old_p, 3);
    fill(new_p, 4);
    record_save(&desc, old_p, LEN);
    fake_eeprom_cut_after(5);
    record_save(&desc, new_p, LEN);
    fake_eeprom_cut_after(-1);
    record_save(&desc, new_p, LEN);
    assert_true(record_load(&desc, out, LEN));
    assert_memory_equal(out, new_p, LEN);
}

static void test_record_unchanged_payload_costs_only_the_changed_bytes(void **state)
{
    (void)state;
    uint8_t p[LEN];
    fill(p, 7);
    record_save(&desc, p, LEN);
    record_save(&desc, p, LEN);
    record_save(&desc, p, LEN); /* slot 0 again: same payload as two saves ago */
    uint32_t before = fake_eeprom_writes();
    record_save(&desc, p, LEN); /* slot 1 */
    uint32_t cost = fake_eeprom_writes() - before;
    /* mark cleared and set, the sequence low byte, and at most the two CRC bytes */
    assert_true(cost >= 3 && cost <= 5);
}

static void test_record_sequence_wraps_without_losing_the_newest(void **state)
{
    (void)state;
    uint8_t p[LEN], out[LEN];
    fill(p, 1);
    record_save(&desc, p, LEN); /* slot 0, sequence 0 */
    /* 65538 more saves: the 16-bit sequence wraps past 0xFFFF -> 0 */
    for (uint32_t k = 1; k <= 0x10002u; k++) {
        p[0] = (uint8_t)k;
        record_save(&desc, p, LEN);
    }
    assert_true(record_load(&desc, out, LEN));
    assert_int_equal(out[0], (uint8_t)0x10002u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_record_blank_eeprom_loads_nothing_and_leaves_the_buffer, setup),
        cmocka_unit_test_setup(test_record_saved_payload_loads_back, setup),
        cmocka_unit_test_setup(test_record_saves_alternate_between_the_two_slots, setup),
        cmocka_unit_test_setup(test_record_stays_outside_its_two_slots, setup),
        cmocka_unit_test_setup(test_record_corrupt_newest_slot_falls_back_to_the_older, setup),
        cmocka_unit_test_setup(test_record_both_slots_corrupt_loads_nothing, setup),
        cmocka_unit_test_setup(test_record_other_version_reads_as_invalid, setup),
        cmocka_unit_test_setup(test_record_power_cut_at_any_byte_leaves_old_or_new_never_mixed, setup),
        cmocka_unit_test_setup(test_record_power_cut_can_be_completed_by_the_next_save, setup),
        cmocka_unit_test_setup(test_record_unchanged_payload_costs_only_the_changed_bytes, setup),
        cmocka_unit_test_setup(test_record_sequence_wraps_without_losing_the_newest, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
