/* test_app_pirates.c - the pirates' gold screen on the fake clock, through the buttons: the
 * editor for N, M and P (from the sample 5 100 5, N >= 1, P in 1..N, LEFT held leaves), the answer against the solver
 * (pirates_share) up to 4294967295, the Why screen's case of the closed form, and the way
 * back to the editor or the menu. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "hal_fake.h"
#include "app_internal.h"
#include "pirates.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

static void assert_row(uint8_t row, const char *text)
{
    char want[40];
    snprintf(want, sizeof want, "%-16.16s", text);
    assert_string_equal(fake_display_line(row), want);
}

/* Menu -> Pirates (four up from Bash, past Settings, Stats and Help) -> its rules -> the
 * screen, at N. */
static void open_pirates(void)
{
    app_driver_boot_to_menu();
    play_driver_taps(BTN_UP, 4);
    assert_true(play_driver_row_starts(0, ">Pirates"));
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_PIRATES);
    assert_true(play_driver_row_starts(0, "N "));
}

/* On the editor: any value in its range, digit by digit (play_driver_set_value), shown whole. */
static void set_value(uint32_t v)
{
    char want[24];
    play_driver_set_value(v);
    snprintf(want, sizeof want, "%10lu", (unsigned long)v);
    assert_string_equal(fake_display_line(0) + 6, want);
}

/* From the N editor: N, M and P, each accepted with SELECT. */
static void enter(uint32_t n, uint32_t m, uint32_t p)
{
    const uint32_t v[3] = {n, m, p};
    const char *names = "NMP";
    for (int i = 0; i < 3; i++) {
        assert_int_equal(fake_display_line(0)[0], names[i]);
        set_value(v[i]);
        app_driver_tap(BTN_SELECT);
    }
}

/* The answer screen as the solver has it. */
static void assert_answer(uint32_t n, uint32_t m, uint32_t p)
{
    char row0[32], row1[32];
    uint32_t gold;
    bool alive = pirates_share(n, m, p, &gold);
    if (p > 9999u) {
        snprintf(row0, sizeof row0, "%lu gets", (unsigned long)p);
    } else {
        snprintf(row0, sizeof row0, "Pirate %lu gets", (unsigned long)p);
    }
    if (alive) {
        snprintf(row1, sizeof row1, "%lu gold", (unsigned long)gold);
    } else {
        snprintf(row1, sizeof row1, "Thrown");
    }
    assert_row(0, row0);
    assert_row(1, row1);
}

/* The Why's second screen's first row, from the closed form in 64-bit arithmetic. */
static const char *why_case(uint32_t n, uint32_t m)
{
    uint64_t two_m = 2u * (uint64_t)m;
    return n <= two_m ? "Gold to spare: 1" : n == two_m + 1u ? "Just enough: odd" : "Too little gold:";
}

static void test_app_pirates_select_on_the_rules_opens_the_editor_at_n(void **state)
{
    (void)state;
    open_pirates();
    assert_row(1, "SEL ok         ^");
}

static void test_app_pirates_sample_5_100_5_gets_98_and_why_names_the_case(void **state)
{
    (void)state;
    open_pirates();
    enter(5, 100, 5);
    assert_row(0, "Pirate 5 gets");
    assert_row(1, "98 gold");
    app_driver_tap(BTN_SELECT);
    assert_row(0, "Top pirate needs"); /* the words first */
    assert_row(1, "half the votes.\x02");
    app_driver_tap(BTN_DOWN); /* then the case of the closed form */
    assert_row(0, "Gold to spare: 1");
    assert_row(1, "gold buys a vote");
    app_driver_tap(BTN_DOWN); /* DOWN on the last page: back to the answer */
    assert_row(1, "98 gold");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_LEFT); /* any other key too */
    assert_row(1, "98 gold");
}

static void test_app_pirates_thrown_pirate_and_why_for_too_little_gold(void **state)
{
    (void)state;
    open_pirates();
    enter(3, 0, 3);
    assert_row(0, "Pirate 3 gets");
    assert_row(1, "Thrown");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_DOWN);
    assert_row(0, "Too little gold:");
    assert_row(1, "top ones thrown");
}

/* A fresh box starts at the sample (5 pirates, 100 gold, pirate 5): SELECT three times gives
 * an answer. N is 1 or more and P 1..N, so no P is ever refused; LEFT held leaves the editor. */
static void test_app_pirates_start_at_the_sample_keep_p_in_range_and_let_the_player_out(void **state)
{
    (void)state;
    open_pirates();
    assert_row(0, "N              5");
    play_driver_taps(BTN_SELECT, 3);
    assert_answer(5, 100, 5);
    app_driver_tap(BTN_RIGHT); /* edit again */
    play_driver_taps(BTN_DOWN, 5);
    assert_row(0, "N              1"); /* no fewer than one pirate */
    play_driver_taps(BTN_SELECT, 2);
    assert_row(0, "P              1"); /* P follows N down */
    play_driver_taps(BTN_UP, 3);
    assert_row(0, "P              1"); /* and no further than N */
    app_driver_tap(BTN_SELECT);
    assert_answer(1, 100, 1);
    /* a way out of every field: LEFT held */
    app_driver_tap(BTN_RIGHT);
    assert_true(play_driver_row_starts(0, "N "));
    fake_button_press(BTN_LEFT);
    app_driver_run(1000);
    fake_button_press(BTN_NONE);
    app_driver_run(100);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_true(play_driver_row_starts(0, ">Pirates"));
}

static void test_app_pirates_answers_and_cases_match_the_solver(void **state)
{
    (void)state;
    static const uint32_t cases[][3] = {
        {1, 0, 1}, {2, 0, 1}, {2, 0, 2}, {3, 100, 2}, {4, 100, 2}, {100, 10, 36},
        {100, 10, 37}, {100, 10, 100}, {21, 10, 21}, {21, 10, 3}, {22, 10, 22},
        {1000000000u, 3, 999999999u}, {4294967295u, 0, 1}, {4294967295u, 0, 4294967295u},
        {4294967295u, 2147483647u, 4294967295u}, {4294967295u, 2147483647u, 4294967293u},
        {4294967295u, 4294967295u, 4294967295u}, {4294967295u, 4294967295u, 2},
    };
    open_pirates();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const uint32_t *c = cases[i];
        enter(c[0], c[1], c[2]);
        assert_answer(c[0], c[1], c[2]);
        app_driver_tap(BTN_SELECT);
        app_driver_tap(BTN_DOWN);
        assert_row(0, why_case(c[0], c[1]));
        app_driver_tap(BTN_SELECT);
        app_driver_tap(BTN_RIGHT); /* edit again, from N */
    }
}

static void test_app_pirates_left_goes_to_the_menu_and_the_values_stay(void **state)
{
    (void)state;
    open_pirates();
    enter(5, 100, 5);
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_row(0, ">Pirates");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    assert_row(0, "N              5");
    app_driver_tap(BTN_SELECT);
    assert_row(0, "M            100");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    assert_row(1, "98 gold");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        /* first: N, M and P stay in RAM between visits, and these tests share one process */
        cmocka_unit_test_setup(test_app_pirates_start_at_the_sample_keep_p_in_range_and_let_the_player_out,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_pirates_select_on_the_rules_opens_the_editor_at_n, play_driver_setup),
        cmocka_unit_test_setup(test_app_pirates_sample_5_100_5_gets_98_and_why_names_the_case, play_driver_setup),
        cmocka_unit_test_setup(test_app_pirates_thrown_pirate_and_why_for_too_little_gold, play_driver_setup),
        cmocka_unit_test_setup(test_app_pirates_answers_and_cases_match_the_solver, play_driver_setup),
        cmocka_unit_test_setup(test_app_pirates_left_goes_to_the_menu_and_the_values_stay, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
