/* test_crc16.c - CRC-16/CCITT-FALSE against its published check value and a bitwise
 * reference written here independently (long division over the message bits). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "crc16.h"

static void test_crc16_of_123456789_is_the_catalogue_check_value(void **state)
{
    (void)state;
    assert_int_equal(crc16((const uint8_t *)"123456789", 9), 0x29B1);
}

static void test_crc16_of_nothing_is_the_initial_value(void **state)
{
    (void)state;
    assert_int_equal(crc16((const uint8_t *)"", 0), 0xFFFF);
}

/* Reference: polynomial division of (message bits, MSB first, first 16 bits inverted). */
static uint16_t reference_crc(const uint8_t *msg, int len)
{
    uint32_t reg = 0;
    int nbits = len * 8 + 16;
    for (int i = 0; i < nbits; i++) {
        int bit = 0;
        if (i < len * 8) {
            bit = (msg[i / 8] >> (7 - i % 8)) & 1;
            if (i < 16) {
                bit ^= 1;
            }
        }
        reg = (reg << 1) | (uint32_t)bit;
        if (reg & 0x10000u) {
            reg ^= 0x11021u;
        }
    }
    return (uint16_t)reg;
}

static void test_crc16_matches_a_long_division_reference_on_many_messages(void **state)
{
    (void)state;
    uint8_t msg[40];
    uint32_t x = 12345;
    for (int len = 2; len <= 40; len++) {
        for (int k = 0; k < 20; k++) {
            for (int i = 0; i < len; i++) {
                x = x * 1103515245u + 12345u;
                msg[i] = (uint8_t)(x >> 16);
            }
            assert_int_equal(crc16(msg, (uint16_t)len), reference_crc(msg, len));
        }
    }
}

static void test_crc16_detects_every_single_bit_flip(void **state)
{
    (void)state;
    uint8_t msg[12] = {1, 2, 3, 0, 0, 0, 42, 0xFF, 7, 9, 11, 13};
    uint16_t good = crc16(msg, sizeof msg);
    for (int bit = 0; bit < (int)sizeof msg * 8; bit++) {
        msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        assert_int_not_equal(crc16(msg, sizeof msg), good);
        msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_crc16_of_123456789_is_the_catalogue_check_value),
        cmocka_unit_test(test_crc16_of_nothing_is_the_initial_value),
        cmocka_unit_test(test_crc16_matches_a_long_division_reference_on_many_messages),
        cmocka_unit_test(test_crc16_detects_every_single_bit_flip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
