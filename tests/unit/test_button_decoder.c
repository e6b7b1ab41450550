/* test_button_decoder.c - ladder readings of all three shield families, family locking,
 * and readings taken while the voltage is still moving. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "button_decoder.h"

static const uint16_t family_a[6] = {1023, 0, 100, 256, 410, 640};
static const uint16_t family_b[6] = {1023, 0, 205, 405, 623, 824};
static const uint16_t family_c[6] = {1023, 0, 145, 329, 505, 741};

/* Decodes a reading held steady for several samples, as a pressed key gives. */
static btn_t decode_steady(button_decoder_t *d, uint16_t adc)
{
    btn_t b = BTN_NONE;
    for (int i = 0; i < 5; i++) {
        b = button_decoder_decode(d, adc);
    }
    return b;
}

static void check_family_nominal(const uint16_t *fam)
{
    for (int b = BTN_NONE; b < (int)BUTTON_DECODER_BUTTONS; b++) {
        button_decoder_t d;
        button_decoder_init(&d);
        /* the very first sample, before any lock */
        assert_int_equal(button_decoder_decode(&d, fam[b]), b);
        assert_int_equal(decode_steady(&d, fam[b]), b);
    }
}

static void test_button_decoder_reads_family_a_nominal_values(void **state)
{
    (void)state;
    check_family_nominal(family_a);
}

static void test_button_decoder_reads_family_b_nominal_values(void **state)
{
    (void)state;
    check_family_nominal(family_b);
}

static void test_button_decoder_reads_dfrobot_family_c_nominal_values(void **state)
{
    (void)state;
    check_family_nominal(family_c);
}

static void test_button_decoder_locks_family_a_on_a_steady_up(void **state)
{
    (void)state;
    button_decoder_t d;
    button_decoder_init(&d);
    assert_int_equal(decode_steady(&d, 103), BTN_UP);
    assert_int_equal(button_decoder_family(&d), BUTTON_FAMILY_A);
    /* family A's LEFT drifted 10% low is still LEFT once locked (unlocked it reads DOWN) */
    assert_int_equal(decode_steady(&d, 372), BTN_LEFT);
    /* SELECT drifted high */
    assert_int_equal(decode_steady(&d, 700), BTN_SELECT);
}

static void test_button_decoder_locks_family_b_on_a_steady_select(void **state)
{
    (void)state;
    button_decoder_t d;
    button_decoder_init(&d);
    assert_int_equal(decode_steady(&d, 820), BTN_SELECT);
    assert_int_equal(button_decoder_family(&d), BUTTON_FAMILY_B);
    /* family B's DOWN drifted high is still DOWN once locked (unlocked it reads LEFT) */
    assert_int_equal(button_decoder_decode(&d, 420), BTN_DOWN);
    assert_int_equal(button_decoder_decode(&d, 80), BTN_RIGHT);
}

static void test_button_decoder_widens_margins_only_after_locking(void **state)
{
    (void)state;
    button_decoder_t d;
    button_decoder_init(&d);
    assert_int_equal(button_decoder_decode(&d, 420), BTN_LEFT);
    assert_int_equal(button_decoder_decode(&d, 372), BTN_DOWN);
}

static void test_button_decoder_never_locks_on_the_dfrobot_ladder(void **state)
{
    (void)state;
    button_decoder_t d;
    button_decoder_init(&d);
    for (int b = BTN_NONE; b < (int)BUTTON_DECODER_BUTTONS; b++) {
        assert_int_equal(decode_steady(&d, family_c[b]), b);
        assert_int_equal(button_decoder_family(&d), BUTTON_FAMILY_UNKNOWN);
    }
}

static void test_button_decoder_does_not_lock_on_a_passing_edge(void **state)
{
    (void)state;
    button_decoder_t d;
    button_decoder_init(&d);
    /* a falling edge from 1023 to 0 sampled on its way down through 824 and 256 */
    const uint16_t edge[] = {1023, 824, 600, 256, 90, 0, 0, 0};
    for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        button_decoder_decode(&d, edge[i]);
    }
    assert_int_equal(button_decoder_family(&d), BUTTON_FAMILY_UNKNOWN);
}

static void test_button_decoder_every_family_value_decodes_the_same_in_every_lock(void **state)
{
    (void)state;
    const uint16_t *fams[2] = {family_a, family_b};
    const uint16_t anchors[2] = {100, 824};
    for (int f = 0; f < 2; f++) {
        button_decoder_t d;
        button_decoder_init(&d);
        decode_steady(&d, anchors[f]);
        assert_int_equal(button_decoder_family(&d), f == 0 ? BUTTON_FAMILY_A : BUTTON_FAMILY_B);
        for (int b = BTN_NONE; b < (int)BUTTON_DECODER_BUTTONS; b++) {
            assert_int_equal(button_decoder_decode(&d, fams[f][b]), b);
        }
    }
}

/* Decodes every reading 0..1023 in one lock state (a fresh decoder per reading while the
 * family is unknown, so the sweep cannot lock it) and notes where the button changes. */
static void sweep_ladder(button_family_t lock, uint16_t *starts)
{
    button_decoder_t locked;
    button_decoder_init(&locked);
    if (lock != BUTTON_FAMILY_UNKNOWN) {
        decode_steady(&locked, lock == BUTTON_FAMILY_A ? 100 : 824);
        assert_int_equal(button_decoder_family(&locked), lock);
    }
    btn_t prev = BTN_RIGHT;
    starts[0] = 0;
    for (uint16_t adc = 0; adc <= 1023; adc++) {
        button_decoder_t fresh;
        button_decoder_init(&fresh);
        button_decoder_t *d = lock == BUTTON_FAMILY_UNKNOWN ? &fresh : &locked;
        btn_t b = button_decoder_decode(d, adc);
        /* ladder order: RIGHT, UP, DOWN, LEFT, SELECT, then nothing pressed */
        btn_t next = prev == BTN_SELECT ? BTN_NONE : (btn_t)(prev + 1);
        if (b != prev) {
            assert_int_equal(b, next);
            starts[b == BTN_NONE ? 5 : b - BTN_RIGHT] = adc;
            prev = b;
        }
        assert_int_equal(button_decoder_family(d), lock);
    }
    assert_int_equal(prev, BTN_NONE);
}

static void test_button_decoder_maps_every_reading_in_ladder_order(void **state)
{
    (void)state;
    uint16_t starts[6];
    /* unknown family: the cut points documented in button_decoder.h */
    sweep_ladder(BUTTON_FAMILY_UNKNOWN, starts);
    const uint16_t cuts[6] = {0, 60, 230, 408, 632, 920};
    assert_memory_equal(starts, cuts, sizeof cuts);
    /* locked: each family's nominal reading of a key lies inside that key's band */
    const uint16_t *fams[2] = {family_a, family_b};
    for (int f = 0; f < 2; f++) {
        sweep_ladder(f == 0 ? BUTTON_FAMILY_A : BUTTON_FAMILY_B, starts);
        for (int k = 0; k < 5; k++) {
            assert_true(fams[f][k + 1] >= starts[k]);
            assert_true(fams[f][k + 1] < starts[k + 1]);
        }
        assert_true(starts[5] <= 1000); /* a slightly low "none" reading is still none */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_button_decoder_reads_family_a_nominal_values),
        cmocka_unit_test(test_button_decoder_reads_family_b_nominal_values),
        cmocka_unit_test(test_button_decoder_reads_dfrobot_family_c_nominal_values),
        cmocka_unit_test(test_button_decoder_locks_family_a_on_a_steady_up),
        cmocka_unit_test(test_button_decoder_locks_family_b_on_a_steady_select),
        cmocka_unit_test(test_button_decoder_widens_margins_only_after_locking),
        cmocka_unit_test(test_button_decoder_never_locks_on_the_dfrobot_ladder),
        cmocka_unit_test(test_button_decoder_does_not_lock_on_a_passing_edge),
        cmocka_unit_test(test_button_decoder_every_family_value_decodes_the_same_in_every_lock),
        cmocka_unit_test(test_button_decoder_maps_every_reading_in_ladder_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
