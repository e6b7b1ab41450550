/* test_editor.c - the digit-by-digit number editor: steps of 10^digit that stop at the range
 * ends, digit moves limited by the largest value, the whole 32-bit range (its drawing is the
 * view's: test_view_lcd.c). */
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

static void test_editor_up_and_down_step_the_digit_and_stop_at_the_ends(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 7, 1, 100);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 8);
    key(&e, BTN_EV_PRESS, BTN_LEFT);
    key(&e, BTN_EV_REPEAT, BTN_UP); /* auto-repeat steps too */
    assert_int_equal(e.value, 18);
    for (int i = 0; i < 20; i++) {
        key(&e, BTN_EV_REPEAT, BTN_UP);
    }
    assert_int_equal(e.value, 100);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 90);
    for (int i = 0; i < 20; i++) {
        key(&e, BTN_EV_PRESS, BTN_DOWN);
    }
    assert_int_equal(e.value, 1);
    key(&e, BTN_EV_RELEASE, BTN_UP); /* releases and long presses do nothing */
    key(&e, BTN_EV_LONG, BTN_UP);
    assert_int_equal(e.value, 1);
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
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 1000000000u);
    for (int i = 0; i < 5; i++) {
        key(&e, BTN_EV_PRESS, BTN_UP);
    }
    assert_int_equal(e.value, 4294967295u); /* stops, never wraps */
    for (int i = 0; i < 12; i++) {
        key(&e, BTN_EV_PRESS, BTN_RIGHT);
    }
    assert_int_equal(e.digit, 0);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 4294967295u);
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
        cmocka_unit_test(test_editor_up_and_down_step_the_digit_and_stop_at_the_ends),
        cmocka_unit_test(test_editor_digits_stop_at_the_largest_value_s_length),
        cmocka_unit_test(test_editor_select_accepts_and_the_start_value_is_clamped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
