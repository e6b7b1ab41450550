/* test_editor.c - the digit-by-digit number editor (issue 29, finding 12): each digit goes
 * round on its own with no carry, the number never leaves the field's range (a turn past an
 * end stops at it); digit moves limited by the largest value, the whole 32-bit range (its
 * drawing is the view's: test_view_lcd.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "editor.h"

static uint8_t key(editor_t *e, uint8_t kind, uint8_t button)
{
    btn_event_t ev = {kind, button};
    return editor_input(e, ev);
}

/* No editor traps the player: LEFT held, or the MENU key, asks to leave; SELECT accepts. */
static void test_editor_left_held_or_menu_leaves_and_select_accepts(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 0, 1, 9);
    assert_int_equal(e.value, 1); /* clamped to the range */
    assert_int_equal(key(&e, BTN_EV_PRESS, BTN_LEFT), EDITOR_EDITING);
    assert_int_equal(key(&e, BTN_EV_LONG, BTN_LEFT), EDITOR_LEAVE);
    assert_int_equal(key(&e, BTN_EV_PRESS, BTN_MENU), EDITOR_LEAVE);
    assert_int_equal(key(&e, BTN_EV_LONG, BTN_SELECT), EDITOR_EDITING);
    assert_int_equal(key(&e, BTN_EV_PRESS, BTN_SELECT), EDITOR_DONE);
    assert_int_equal(e.value, 1);
}

/* A digit goes round its own 0..9 at each press, no carry into the next digit: 11 and ten
 * UPs at the units is 11 again, not 21 (issue 29, finding 12); held, it runs to its end and
 * stops there. */
static void test_editor_a_digit_goes_round_alone_without_carry(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 11, 1, 4294967295u);
    for (int i = 0; i < 10; i++) {
        key(&e, BTN_EV_PRESS, BTN_UP);
    }
    assert_int_equal(e.value, 11);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 12);
    for (int i = 0; i < 12; i++) {
        key(&e, BTN_EV_REPEAT, BTN_UP); /* held: it runs to 9 and stops */
    }
    assert_int_equal(e.value, 19);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 10); /* a press goes round: 10, not 20 */
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 19); /* and back round: 19, not 9 */
    for (int i = 0; i < 12; i++) {
        key(&e, BTN_EV_REPEAT, BTN_DOWN); /* held: down to 0 and stops */
    }
    assert_int_equal(e.value, 10);
    key(&e, BTN_EV_RELEASE, BTN_UP); /* releases and long presses do nothing */
    key(&e, BTN_EV_LONG, BTN_UP);
    assert_int_equal(e.value, 10);
}

/* DOWN on a leading 0 goes round to 9 at that digit: 24 becomes 924, not the least value. */
static void test_editor_down_on_a_leading_zero_is_nine(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 24, 1, 4294967295u);
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    assert_int_equal(e.digit, 2);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 924);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 24);
    key(&e, BTN_EV_PRESS, BTN_RIGHT);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 14); /* the tens alone */
}

/* The number never leaves the field's range: a turn below the least stops at the least, one
 * past the largest by the digits below stops at the largest; a digit goes round only up to
 * what the largest allows under the digits above it. Every value is reached from the
 * highest digit: 100 of 1..100 from 37 is one UP on the hundreds. */
static void test_editor_the_number_stays_in_its_range(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 2, 2, 6); /* the pile count */
    const uint32_t up[] = {3, 4, 5, 6, 2, 3};
    for (unsigned i = 0; i < sizeof up / sizeof up[0]; i++) {
        key(&e, BTN_EV_PRESS, BTN_UP);
        assert_int_equal(e.value, up[i]);
    }
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 2); /* 1 is below the least: it stays 2 */
    editor_start(&e, 37, 1, 100); /* pirate P of 100 */
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    assert_int_equal(e.digit, 2);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 100); /* 137 is past 100: it stops at 100 */
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 1); /* the hundreds go round 0..1; 000 is below the least */
    key(&e, BTN_EV_PRESS, BTN_RIGHT);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 11);
    key(&e, BTN_EV_PRESS, BTN_RIGHT);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 19); /* 10, then the units round to 9 */
    editor_start(&e, 5, 1, 8); /* a board's side: held DOWN stops at the least */
    for (int i = 0; i < 9; i++) {
        key(&e, BTN_EV_REPEAT, BTN_DOWN);
    }
    assert_int_equal(e.value, 1);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 1);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 2);
    editor_start(&e, 16, 1, 16); /* a ring's coins */
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 10); /* 17 is past 16: the units go round to 0 */
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 16); /* and back to the largest the tens allow */
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 6);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 16);
    editor_start(&e, 3999999999u, 0, 4294967295u);
    for (int i = 0; i < 9; i++) {
        key(&e, BTN_EV_PRESS, BTN_LEFT);
    }
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 4294967295u); /* 4999999999 is past the largest */
}

static void test_editor_digits_stop_at_the_largest_value_s_length(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 3, 2, 6);
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    assert_int_equal(e.digit, 0);
    editor_start(&e, 0, 0, 4294967295u);
    for (int i = 0; i < 12; i++) {
        key(&e, BTN_EV_PRESS, BTN_LEFT);
    }
    assert_int_equal(e.digit, 9);
    for (int i = 0; i < 9; i++) {
        key(&e, BTN_EV_REPEAT, BTN_UP); /* held: up to the largest digit max allows */
    }
    assert_int_equal(e.value, 4000000000u);
    for (int i = 0; i < 9; i++) {
        key(&e, BTN_EV_REPEAT, BTN_DOWN);
    }
    assert_int_equal(e.value, 0);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 1000000000u);
    for (int i = 0; i < 3; i++) {
        key(&e, BTN_EV_PRESS, BTN_UP);
    }
    assert_int_equal(e.value, 4000000000u);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 0); /* 5000000000 is past 2^32 - 1: round to 0 */
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 4000000000u);
    /* 4294967295 entered digit by digit from the highest, each digit UP from 0 */
    static const uint8_t digits[10] = {4, 2, 9, 4, 9, 6, 7, 2, 9, 5};
    for (int k = 1; k < 10; k++) {
        key(&e, BTN_EV_PRESS, BTN_RIGHT);
        for (int i = 0; i < digits[k]; i++) {
            key(&e, BTN_EV_PRESS, BTN_UP);
        }
    }
    assert_int_equal(e.digit, 0);
    assert_int_equal(e.value, 4294967295u);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 4294967290u); /* ...96 is past the largest: round to 0 */
    for (int i = 0; i < 9; i++) {
        key(&e, BTN_EV_PRESS, BTN_LEFT);
    }
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 294967290u);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 4294967290u);
}

static void test_editor_select_accepts_and_the_start_value_is_clamped(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 99, 1, 50);
    assert_int_equal(e.value, 50);
    editor_start(&e, 0, 1, 50);
    assert_int_equal(e.value, 1);
    assert_false(key(&e, BTN_EV_PRESS, BTN_UP));
    assert_false(key(&e, BTN_EV_RELEASE, BTN_SELECT));
    assert_true(key(&e, BTN_EV_PRESS, BTN_SELECT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_editor_left_held_or_menu_leaves_and_select_accepts),
        cmocka_unit_test(test_editor_a_digit_goes_round_alone_without_carry),
        cmocka_unit_test(test_editor_down_on_a_leading_zero_is_nine),
        cmocka_unit_test(test_editor_the_number_stays_in_its_range),
        cmocka_unit_test(test_editor_digits_stop_at_the_largest_value_s_length),
        cmocka_unit_test(test_editor_select_accepts_and_the_start_value_is_clamped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
