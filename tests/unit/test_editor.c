/* test_editor.c - the UP / DOWN number chooser (editor.h): a press steps by the unit, a held
 * key steps ten times more every EDITOR_FAST_REPEATS repeats, a held key stops at either end,
 * a press past an end goes round (DOWN from the least: the most), multiples and powers of 2
 * only when asked, the whole 32-bit range (its drawing is the view's: test_view_lcd.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "editor.h"

static bool key(editor_t *e, uint8_t kind, uint8_t button)
{
    btn_event_t ev = {kind, button};
    return editor_input(e, ev);
}

static uint32_t step(uint32_t v, uint32_t lo, uint32_t hi, uint32_t unit, uint8_t kind,
                     uint8_t button, uint8_t *held)
{
    btn_event_t ev = {kind, button};
    assert_true(editor_step(ev, &v, lo, hi, unit, held));
    return v;
}

static void test_editor_presses_step_by_one_and_go_round_at_the_ends(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 7, 1, 9);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 8);
    key(&e, BTN_EV_PRESS, BTN_UP);
    key(&e, BTN_EV_PRESS, BTN_UP); /* past the most: the least */
    assert_int_equal(e.value, 1);
    key(&e, BTN_EV_PRESS, BTN_DOWN); /* past the least: the most ("take all") */
    assert_int_equal(e.value, 9);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 8);
    assert_false(key(&e, BTN_EV_RELEASE, BTN_UP)); /* releases, long presses, other keys */
    assert_false(key(&e, BTN_EV_LONG, BTN_UP));
    assert_false(key(&e, BTN_EV_PRESS, BTN_LEFT));
    assert_false(key(&e, BTN_EV_PRESS, BTN_SELECT));
    assert_int_equal(e.value, 8);
}

static void test_editor_held_key_speeds_up_tenfold_and_stops_at_the_end(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 0, 0, 4294967295u);
    key(&e, BTN_EV_PRESS, BTN_UP);
    assert_int_equal(e.value, 1);
    uint32_t before = e.value;
    for (uint8_t i = 0; i < EDITOR_FAST_REPEATS; i++) {
        key(&e, BTN_EV_REPEAT, BTN_UP); /* steps of 1 */
    }
    assert_int_equal(e.value, before + EDITOR_FAST_REPEATS);
    before = e.value;
    key(&e, BTN_EV_REPEAT, BTN_UP); /* then of 10 */
    assert_int_equal(e.value, before + 10u);
    /* held on, the top comes within 10 levels of 3 repeats, and a held key stays there */
    uint16_t repeats = 0;
    while (e.value != 4294967295u && repeats < 200u) {
        key(&e, BTN_EV_REPEAT, BTN_UP);
        repeats++;
    }
    assert_int_equal(e.value, 4294967295u);
    assert_true(repeats <= 10u * EDITOR_FAST_REPEATS);
    key(&e, BTN_EV_REPEAT, BTN_UP);
    assert_int_equal(e.value, 4294967295u);
    /* a new press starts slow again: one step down */
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 4294967294u);
    /* held DOWN stops at the least, a press there goes round */
    for (int i = 0; i < 100; i++) {
        key(&e, BTN_EV_REPEAT, BTN_DOWN);
    }
    assert_int_equal(e.value, 0);
    key(&e, BTN_EV_PRESS, BTN_DOWN);
    assert_int_equal(e.value, 4294967295u);
}

static void test_editor_multiples_and_powers_of_two(void **state)
{
    (void)state;
    uint8_t held = 0;
    /* multiples of 11 from 11 to 33 */
    assert_int_equal(step(11, 11, 33, 11, BTN_EV_PRESS, BTN_UP, &held), 22);
    assert_int_equal(step(33, 11, 33, 11, BTN_EV_PRESS, BTN_UP, &held), 11);
    assert_int_equal(step(11, 11, 33, 11, BTN_EV_PRESS, BTN_DOWN, &held), 33);
    /* powers of 2 from 1 to 8 */
    assert_int_equal(step(1, 1, 8, 0, BTN_EV_PRESS, BTN_UP, &held), 2);
    assert_int_equal(step(2, 1, 8, 0, BTN_EV_REPEAT, BTN_UP, &held), 4);
    assert_int_equal(step(4, 1, 8, 0, BTN_EV_PRESS, BTN_UP, &held), 8);
    assert_int_equal(step(8, 1, 8, 0, BTN_EV_REPEAT, BTN_UP, &held), 8);
    assert_int_equal(step(8, 1, 8, 0, BTN_EV_PRESS, BTN_DOWN, &held), 4);
    assert_int_equal(step(1, 1, 8, 0, BTN_EV_PRESS, BTN_DOWN, &held), 8);
    /* the top power of 2 */
    assert_int_equal(step(1u << 30, 1, 1u << 31, 0, BTN_EV_PRESS, BTN_UP, &held), 1u << 31);
}

static void test_editor_start_value_is_clamped(void **state)
{
    (void)state;
    editor_t e;
    editor_start(&e, 99, 1, 50);
    assert_int_equal(e.value, 50);
    editor_start(&e, 0, 1, 50);
    assert_int_equal(e.value, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_editor_presses_step_by_one_and_go_round_at_the_ends),
        cmocka_unit_test(test_editor_held_key_speeds_up_tenfold_and_stops_at_the_end),
        cmocka_unit_test(test_editor_multiples_and_powers_of_two),
        cmocka_unit_test(test_editor_start_value_is_clamped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
