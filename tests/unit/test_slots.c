/* test_slots.c - the box record of the firmware before the journal, read only (slots.h): the
 * newest valid of the two slots (sequence numbers compared as serial numbers, across their
 * wrap), v3 whole and v2 as its system and statistics, and nothing from blank, torn, bit-flipped
 * or other-version slots. The slots are written by tests/unit/support/old_record.c from the
 * layout. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "hal_fake.h"
#include "slots.h"
#include "support/old_record.h"

static uint8_t payload[2][SLOTS_PAYLOAD];

static int setup(void **state)
{
    (void)state;
    fake_reset();
    for (unsigned i = 0; i < SLOTS_PAYLOAD; i++) {
        payload[0][i] = (uint8_t)(i * 7u + 1u);
        payload[1][i] = (uint8_t)(i * 13u + 200u);
    }
    return 0;
}

/* Which test payload slots_read gives (0, 1), -1 when none, -2 when another. */
static int read_which(void)
{
    uint8_t out[SLOTS_PAYLOAD];
    memset(out, 0x5A, sizeof out);
    if (!slots_read(0, out, sizeof out)) {
        for (unsigned i = 0; i < sizeof out; i++) {
            assert_int_equal(out[i], 0x5A); /* untouched */
        }
        return -1;
    }
    for (int k = 0; k < 2; k++) {
        if (memcmp(out, payload[k], sizeof out) == 0) {
            return k;
        }
    }
    return -2;
}

static void test_slots_blank_reads_nothing(void **state)
{
    (void)state;
    assert_int_equal(read_which(), -1);
}

static void test_slots_one_valid_slot_reads_back_whole_and_in_parts(void **state)
{
    (void)state;
    uint8_t part[10];
    old_record_write(1, 3, 7, payload[1]);
    assert_int_equal(read_which(), 1);
    assert_true(slots_read(100, part, sizeof part));
    assert_memory_equal(part, payload[1] + 100, sizeof part);
    fake_eeprom_erase();
    old_record_write(0, 3, 7, payload[0]);
    assert_int_equal(read_which(), 0);
}

static void test_slots_the_newer_sequence_wins_also_across_the_wrap(void **state)
{
    (void)state;
    static const uint16_t seqs[][2] = {{4, 5}, {5, 4}, {0xFFFF, 0}, {0, 0xFFFF}, {0x7FFF, 0x8000}};
    for (unsigned t = 0; t < sizeof seqs / sizeof seqs[0]; t++) {
        fake_eeprom_erase();
        old_record_write(0, 3, seqs[t][0], payload[0]);
        old_record_write(1, 3, seqs[t][1], payload[1]);
        /* seq1 - seq0 as a 16-bit serial number: 1 or -1 here */
        assert_int_equal(read_which(), (uint16_t)(seqs[t][1] - seqs[t][0]) == 1u ? 1 : 0);
    }
}

static void test_slots_a_bad_newer_slot_gives_the_older(void **state)
{
    (void)state;
    old_record_write(0, 3, 10, payload[0]);
    old_record_write(1, 3, 11, payload[1]);
    uint8_t *s1 = fake_eeprom_image() + SLOTS_BASE + SLOTS_SIZE;
    for (unsigned i = 0; i < SLOTS_SIZE; i++) { /* any one byte flipped: mark to CRC */
        s1[i] ^= 0x10;
        assert_int_equal(read_which(), 0);
        s1[i] ^= 0x10;
    }
    assert_int_equal(read_which(), 1);
    s1[SLOTS_SIZE - 1] = 0xFF; /* torn, as a power cut during the CRC's write leaves it */
    assert_int_equal(read_which(), 0);
    fake_eeprom_image()[SLOTS_BASE + 80] ^= 1; /* the older one too */
    assert_int_equal(read_which(), -1);
}

static void test_slots_other_versions_and_marks_read_as_none(void **state)
{
    (void)state;
    static const uint8_t versions[] = {0, 1, 4, 5, 0x83, 0xFF};
    for (unsigned v = 0; v < sizeof versions; v++) {
        fake_eeprom_erase();
        old_record_write(0, versions[v], 1, payload[0]);
        assert_int_equal(read_which(), -1);
    }
    fake_eeprom_erase();
    old_record_write(0, 3, 1, payload[0]);
    fake_eeprom_image()[SLOTS_BASE] = 'n';
    assert_int_equal(read_which(), -1);
}

/* v2 kept the system and statistics in the v3 layout; the rest reads as zeros. */
static void test_slots_version_2_gives_its_system_and_statistics(void **state)
{
    (void)state;
    uint8_t out[SLOTS_PAYLOAD];
    old_record_write(1, 2, 3, payload[1]);
    assert_true(slots_read(0, out, sizeof out));
    assert_memory_equal(out, payload[1], SLOTS_V2_KEPT);
    for (unsigned i = SLOTS_V2_KEPT; i < sizeof out; i++) {
        assert_int_equal(out[i], 0);
    }
    assert_true(slots_read(SLOTS_V2_KEPT - 2u, out, 4)); /* across the line */
    assert_int_equal(out[0], payload[1][SLOTS_V2_KEPT - 2u]);
    assert_int_equal(out[1], payload[1][SLOTS_V2_KEPT - 1u]);
    assert_int_equal(out[2] | out[3], 0);
    /* a newer v2 beats an older v3 (the firmware of then wrote them in turn) */
    old_record_write(0, 3, 2, payload[0]);
    assert_true(slots_read(0, out, 8));
    assert_memory_equal(out, payload[1], 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_slots_blank_reads_nothing, setup),
        cmocka_unit_test_setup(test_slots_one_valid_slot_reads_back_whole_and_in_parts, setup),
        cmocka_unit_test_setup(test_slots_the_newer_sequence_wins_also_across_the_wrap, setup),
        cmocka_unit_test_setup(test_slots_a_bad_newer_slot_gives_the_older, setup),
        cmocka_unit_test_setup(test_slots_other_versions_and_marks_read_as_none, setup),
        cmocka_unit_test_setup(test_slots_version_2_gives_its_system_and_statistics, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
