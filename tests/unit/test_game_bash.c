/* test_game_bash.c - Bash's game on the LCD, driven by buttons on the fake clock: the start
 * screen (who first, against whom, count-to-100 preset, editor), a game against the Perfect
 * computer with its thinking pause and shown move, a refused move, hint, Why, the end screen,
 * and a game between two people. Also the Why text itself. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "games.h"
#include "hal_fake.h"
#include "persist.h"
#include "play_mode.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"

/* From the start screen: edits n and m, and leaves the start screen on ">Play". */
static void edit_position(uint32_t n, uint32_t m)
{
    play_driver_taps(BTN_DOWN, 4); /* Play, First, Vs, Random, Edit */
    play_driver_assert_row(1, ">Edit");
    app_driver_tap(BTN_SELECT);
    assert_true(play_driver_row_starts(0, "Stones"));
    play_driver_set(n, 1);
    app_driver_tap(BTN_SELECT);
    assert_true(play_driver_row_starts(0, "Max"));
    play_driver_set(m, 1);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    assert_true(play_driver_row_starts(1, ">Play")); /* the misere setting may follow */
}

static void test_game_bash_select_on_the_rules_opens_the_start_screen(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(1, ">Play");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, ">First       You");
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, ">First       CPU");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, ">Vs          CPU");
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(1, ">Vs        Human");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, ">First        P2"); /* two people: P1 and P2 */
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

static void test_game_bash_count_to_100_preset_and_random_positions(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    play_driver_taps(BTN_UP, 1); /* wraps to the last item */
    play_driver_assert_row(1, ">Count to 100");
    app_driver_tap(BTN_SELECT); /* one press starts it (issue 29, finding 4) */
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    play_driver_past_tip();
    play_driver_assert_row(0, "Total 0  max 10");
    play_driver_assert_row(1, "You: add 1");
    play_driver_long_select(); /* Quit: back to a random Bash */
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Quit");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Random");
    char before[17];
    int changed = 0;
    strcpy(before, fake_display_line(0));
    for (int i = 0; i < 5; i++) {
        app_driver_tap(BTN_SELECT);
        changed |= strcmp(before, fake_display_line(0)) != 0;
        assert_true(strstr(fake_display_line(0), "  max ") != NULL);
    }
    assert_true(changed);
}

static void test_game_bash_perfect_computer_wins_from_a_won_start(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    edit_position(10, 3);
    play_driver_assert_row(0, " 10  max 3");
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT); /* the computer first */
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    play_driver_past_tip();
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 2"); /* 10 mod 4: shown before it is played */
    play_driver_assert_row(0, " 10  max 3");
    app_driver_run(1200);
    play_driver_assert_row(0, " 8  max 3");
    play_driver_assert_row(1, "You: take 1");
    /* only legal amounts: UP reaches the limit, one more goes round to 1, DOWN from 1 round
     * to the limit */
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(1, "You: take 3");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 3");
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* take 1: 7 */
    app_driver_run(700 + 1200);
    play_driver_assert_row(0, " 4  max 3"); /* the computer took 3 */
    /* hint and why in a lost position */
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    play_driver_assert_row(1, ">Why");
    app_driver_tap(BTN_SELECT);
    /* first the words: max 3, so a multiple of 4 (column 15: more below) */
    play_driver_assert_row(0, "Leave a multiple");
    play_driver_assert_row(1, "of 4.          \x02");
    app_driver_tap(BTN_DOWN); /* then the numbers: 4 is one 4, 0 left */
    play_driver_assert_row(0, "4 in 4s");
    play_driver_assert_row(1, "0 left: you lose");
    app_driver_tap(BTN_UP); /* back to the words */
    play_driver_assert_row(0, "Leave a multiple");
    app_driver_tap(BTN_UP); /* UP on the first page: back to the move */
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_SELECT); /* 3 left */
    app_driver_run(700 + 1200);
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1"); /* kept in EEPROM */
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, ">First       CPU"); /* kept for the next game */
}

static void test_game_bash_hint_in_a_won_position_and_undo(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    edit_position(10, 3);
    app_driver_tap(BTN_SELECT); /* you first */
    play_driver_past_tip();
    play_driver_assert_row(1, "You: take 1");
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 2");
    play_driver_taps(BTN_DOWN, 2);
    play_driver_assert_row(1, ">Undo");
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, "Nothing to undo");
    app_driver_tap(BTN_SELECT); /* take 1: 9 left, a mistake */
    app_driver_run(700 + 1200);
    play_driver_assert_row(0, " 8  max 3"); /* the computer took 1 back to a multiple of 4 */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2); /* Undo */
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, " 10  max 3");
    play_driver_assert_row(1, "You: take 1");
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Quit");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
}

static void test_game_bash_between_two_people_the_box_referees(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    edit_position(5, 2);
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* Vs Human */
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "P1: take 1");
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT); /* 5 mod 3 = 2: won, take 2 keeps it */
    play_driver_assert_row(0, " 5  max 2"); /* the coach speaks to both players, before */
    play_driver_assert_row(1, "Great: take 2"); /* the move is played */
    app_driver_tap(BTN_SELECT); /* a key ends the coach's word, and does nothing else */
    play_driver_assert_row(0, " 3  max 2");
    play_driver_assert_row(1, "P2: take 1");
    /* Why names the player to move: 3 mod 3 leaves 0, P2 loses */
    play_driver_long_select();
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, "of 3.          \x02"); /* max 2: a multiple of 3 */
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "3 in 3s");
    play_driver_assert_row(1, "0 left: P2 loses");
    app_driver_tap(BTN_LEFT);
    play_driver_assert_row(1, "P2: take 1");
    app_driver_tap(BTN_SELECT); /* a lost position: the coach stays quiet, P1 at once */
    play_driver_assert_row(1, "P1: take 1");
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "P1 wins!");
    play_driver_assert_row(1, "SEL: new game"); /* games between people are not counted */
    uint16_t wl[2];
    persist_load_result(GAME_BASH, wl);
    assert_int_equal(wl[0] + wl[1], 0);
}

static void test_game_bash_misere_setting_reaches_the_game(void **state)
{
    (void)state;
    play_driver_boot_misere();
    play_driver_taps(BTN_DOWN, 1); /* Bash */
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, ">Play     Misere"); /* the start screen says so */
    edit_position(5, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move"); /* 5 mod 4 = 1 loses in misere play */
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "Leave a multiple"); /* misere: one over a multiple of 4 */
    play_driver_assert_row(1, "of 4, plus 1.  \x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "5 in 4s");
    play_driver_assert_row(1, "1 left: you lose");
}

static void test_game_bash_why_text_handles_the_largest_limit(void **state)
{
    (void)state;
    static const struct {
        uint32_t n, m;
        uint8_t mode;
        const char *row0, *row1;
    } cases[] = {
        /* m + 1 = 2^32: the remainder is n, too long for the rule, so its verdict */
        {4294967295u, 4294967295u, PLAY_NORMAL, "n in 2^32s      ", "=4294967295 win "},
        /* n and m+1 too long together: the letter n */
        {4294967000u, 999u, PLAY_NORMAL, "n in 1000s      ", "0 left: you lose"},
        {4294967295u, 999u, PLAY_MISERE, "n in 1000s      ", "=295: you win   "},
        {100001u, 99999u, PLAY_MISERE, "n in 100000s    ", "1 left: you lose"},
        {4294967295u, 99999u, PLAY_MISERE, "n in 100000s    ", "=67295: you win "},
        /* the numbers shown when they fit: 10 + 4 + 1 + 1 characters */
        {4294967295u, 2u, PLAY_NORMAL, "4294967295 in 3s", "0 left: you lose"},
    };
    for (uint8_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        play_pos_t p = {.pile = {cases[i].n}, .limit = cases[i].m, .piles = 1};
        char l0[TEXT_LINE_SIZE];
        char l1[TEXT_LINE_SIZE];
        text_line_clear(l0);
        text_line_clear(l1);
        play_driver_why(&game_bash_play, &p, cases[i].mode, l0, l1);
        assert_string_equal(l0, cases[i].row0);
        assert_string_equal(l1, cases[i].row1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_bash_select_on_the_rules_opens_the_start_screen, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_count_to_100_preset_and_random_positions, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_perfect_computer_wins_from_a_won_start, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_hint_in_a_won_position_and_undo, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_between_two_people_the_box_referees, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_misere_setting_reaches_the_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_bash_why_text_handles_the_largest_limit, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
