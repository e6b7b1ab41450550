/* test_game_coin_circle.c - the coin circle on the LCD, driven by buttons on the fake clock:
 * the editor (coins, then the most coins a move takes, at most every coin), the row of coins
 * with the picked ones, picking the first coin with LEFT/RIGHT and the count with UP/DOWN,
 * the refusals (over the limit, a coin that is gone), hint, Why, undo, and a whole game the
 * Perfect computer wins by the mirror strategy. */
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
#include "view_lcd.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"


static uint32_t ring_limit; /* the most a move takes, as edit_ring set it */

/* Row 0 as it should show a ring in play: n coins, bit i of `there` set while coin i is
 * there, bit i of `picked` set for the coins the move takes; then " max <k>" where it fits. */
static void assert_ring(uint8_t n, uint32_t there, uint32_t picked)
{
    char want[17];
    memset(want, ' ', 16);
    want[16] = '\0';
    for (uint8_t i = 0; i < n; i++) {
        want[i] = !((there >> i) & 1u) ? '.' : ((picked >> i) & 1u) ? VIEW_LCD_GLYPH_PICKED : VIEW_LCD_GLYPH_STONE;
    }
    if (n + 5u + (ring_limit >= 10u) <= 16u) {
        char max[8];
        snprintf(max, sizeof max, "max %u", (unsigned)ring_limit);
        memcpy(want + n + 1, max, strlen(max));
    }
    assert_string_equal(fake_display_line(0), want);
}

/* The coins still there, read back from row 0 (a coin or a picked coin). */
static uint32_t ring_on_screen(uint8_t n)
{
    uint32_t there = 0;
    for (uint8_t i = 0; i < n; i++) {
        char c = fake_display_line(0)[i];
        assert_true(c == '.' || c == VIEW_LCD_GLYPH_STONE || c == VIEW_LCD_GLYPH_PICKED);
        there |= (uint32_t)(c != '.') << i;
    }
    return there;
}

/* From the start screen: n coins, take at most k; back on ">Play". */
static void edit_ring(uint32_t n, uint32_t k)
{
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Coins"));
    play_driver_set(n, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Max"));
    play_driver_set(k, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    ring_limit = k;
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(1, ">Play");
}

static void test_game_coin_circle_editor_sets_coins_and_a_limit_of_at_most_every_coin(void **state)
{
    (void)state;
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(9, 3);
    play_driver_assert_row(0, " 9  max 3"); /* the start screen: the ring in numbers */
    /* 16 coins at most; the limit at most the coins */
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_LEFT); /* the tens: 19 is past 16, it stops at 16 */
    app_driver_tap(BTN_UP);
    play_driver_assert_row(0, "Coins         16");
    app_driver_tap(BTN_RIGHT);
    app_driver_tap(BTN_UP); /* 17 is past 16: the units go round to 0 */
    play_driver_assert_row(0, "Coins         10");
    play_driver_set(5, 1);
    play_driver_assert_row(0, "Coins          5");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(0, "Max            5");
    app_driver_tap(BTN_UP); /* no more than the coins: round to 0, below the least: 1 */
    play_driver_assert_row(0, "Max            1");
    play_driver_taps(BTN_UP, 4);
    play_driver_assert_row(0, "Max            5");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 5  max 5");
    app_driver_tap(BTN_SELECT); /* in play: the coins, and the limit beside them */
    play_driver_past_tip();
    ring_limit = 5;
    assert_ring(5, 0x1F, 0x01);
}

static void test_game_coin_circle_pick_coins_refusals_hint_why_and_undo(void **state)
{
    (void)state;
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(9, 3); /* a whole ring of 9, take 1..3: lost for the player to move */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_ring(9, 0x1FF, 0x001);
    play_driver_assert_row(1, "You: take 1 @1");
    app_driver_tap(BTN_LEFT); /* wraps round to coin 9 */
    assert_ring(9, 0x1FF, 0x100);
    play_driver_taps(BTN_UP, 2); /* coins 9, 1, 2: no more than the limit is offered */
    assert_ring(9, 0x1FF, 0x103);
    app_driver_tap(BTN_UP); /* round to one coin */
    assert_ring(9, 0x1FF, 0x100);
    app_driver_tap(BTN_DOWN); /* and back round to the limit */
    assert_ring(9, 0x1FF, 0x103);
    play_driver_assert_row(1, "You: take 3 @9");
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Leave coin lines"); /* the words, then the numbers */
    play_driver_assert_row(1, "in equal pairs.\x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Ring of 9");
    play_driver_assert_row(1, "Copied: you lose");
    app_driver_tap(BTN_SELECT); /* back on coin 9, the choice kept: coins 9, 1, 2 */
    play_driver_past_tip();
    assert_ring(9, 0x1FF, 0x103);
    play_driver_assert_row(1, "You: take 3 @9");
    app_driver_tap(BTN_SELECT); /* take coins 9, 1, 2: a line of 6 is left */
    play_driver_past_tip();
    play_driver_assert_row(1, "CPU: thinking");
    assert_ring(9, 0x0FC, 0);
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 2 @5"); /* the middle two: two lines of 2 */
    assert_ring(9, 0x0FC, 0x030);
    app_driver_run(1200);
    assert_int_equal(ring_on_screen(9), 0x0CC);
    assert_ring(9, 0x0CC, 0x040); /* on the first coin there after the computer's */
    play_driver_assert_row(1, "You: take 1 @7");
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_DOWN); /* past the words */
    play_driver_assert_row(0, "Lines 2 2");
    play_driver_assert_row(1, "Copied: you lose");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    /* the coins that are gone are passed: from coin 8 on to coin 3 */
    assert_ring(9, 0x0CC, 0x040);
    app_driver_tap(BTN_RIGHT);
    assert_ring(9, 0x0CC, 0x080);
    app_driver_tap(BTN_RIGHT);
    assert_ring(9, 0x0CC, 0x004);
    /* undo: the whole ring again */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_int_equal(ring_on_screen(9), 0x1FF);
    play_driver_assert_row(1, "You: take 1 @3");
}

/* A ring's move names its first coin: "take 1 @2" (and never Wythoff's " both"). */
static void test_game_coin_circle_a_move_from_the_second_coin_reads_take_n(void **state)
{
    (void)state;
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(9, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_RIGHT);
    assert_ring(9, 0x1FF, 0x002);
    play_driver_assert_row(1, "You: take 1 @2");
}

static void test_game_coin_circle_hint_and_why_in_a_won_position(void **state)
{
    (void)state;
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(3, 3); /* take every coin */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 3 @1");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_DOWN); /* past the words */
    play_driver_assert_row(0, "Ring of 3");
    play_driver_assert_row(1, "You win");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "You win!");
}

/* The tones started since tone `from` that are not key clicks (2000 Hz), as "freq/ms ..." */
static void tune_since(uint8_t from, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (uint8_t i = from; i < fake_buzzer_count(); i++) {
        fake_tone_t t = fake_buzzer_tone_at(i);
        if (t.freq_hz != 2000u && len < size) {
            len += (size_t)snprintf(out + len, size - len, "%s%u/%u", len ? " " : "", t.freq_hz,
                                    t.duration_ms);
        }
    }
}

/* A three-coin ring, take 3: the person takes every coin and wins. */
static void win_a_ring_of_3(void)
{
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(3, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 2);
}

static void test_game_coin_circle_end_tunes_rise_for_a_win_fall_for_a_loss(void **state)
{
    (void)state;
    char tune[128];
    win_a_ring_of_3();
    uint8_t from = fake_buzzer_count();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "You win!");
    app_driver_run(1000);
    tune_since(from, tune, sizeof tune);
    assert_string_equal(tune, "784/90 1048/90 1320/90 1568/270"); /* G5 C6 E6 G6 */

    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(4, 1); /* take 1: four moves, the last coin is the computer's */
    from = fake_buzzer_count();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    while (!play_driver_row_starts(0, "CPU wins!")) {
        assert_true(app_screen() == APP_SCREEN_PLAY);
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT);
            play_driver_past_tip();
        } else {
            app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        }
    }
    app_driver_run(1000);
    tune_since(from, tune, sizeof tune);
    /* the person's move and the computer's have no tone of their own: only the tune */
    assert_string_equal(tune, "392/150 328/150 264/150 200/420"); /* G4 E4 C4 G3 */
}

static void test_game_coin_circle_no_tune_when_muted(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* Sound Off */
    play_driver_past_tip();
    play_driver_assert_row(0, ">Sound       Off");
    app_driver_tap(BTN_LEFT);
    uint8_t from = fake_buzzer_count();
    play_driver_taps(BTN_DOWN, GAME_COIN_CIRCLE + 1u); /* from Settings, round to Bash and on */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    edit_ring(3, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "You win!");
    app_driver_run(1000);
    assert_int_equal(fake_buzzer_count(), from);
}

static void why(uint8_t n, uint32_t there, uint32_t k, char *l0, char *l1)
{
    play_pos_t p = {.ring = {n, there}, .limit = k, .piles = 1};
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_coin_circle_play, &p, 0, l0, l1);
}

static void test_game_coin_circle_why_lists_the_lines_and_decides_by_grundy_values(void **state)
{
    (void)state;
    char l0[TEXT_LINE_SIZE];
    char l1[TEXT_LINE_SIZE];
    why(10, 0x0ED, 2, l0, l1); /* lines 1, 2, 3, take 1..2: Grundy 1 ^ 2 ^ 3 = 0, stuck */
    assert_string_equal(l0, "Lines 1 2 3     ");
    assert_string_equal(l1, "No way: you lose");
    why(10, 0x311, 2, l0, l1); /* coin 5, and 9 10 1 across the ring's start: 1 ^ 3 */
    assert_string_equal(l0, "Lines 1 3       ");
    assert_string_equal(l1, "You win         ");
    why(10, 0x063, 2, l0, l1); /* two lines of 2: the mirror */
    assert_string_equal(l0, "Lines 2 2       ");
    assert_string_equal(l1, "Copied: you lose");
    why(16, 0xFFFF, 3, l0, l1);
    assert_string_equal(l0, "Ring of 16      ");
    assert_string_equal(l1, "Copied: you lose");
    why(16, 0xFFFF, 16, l0, l1);
    assert_string_equal(l1, "You win         ");
}

static void test_game_coin_circle_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_COIN_CIRCLE);
    edit_ring(11, 2); /* a whole ring, k >= 2 and k < n: lost for you, moving first */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    int moves = 0;
    while (app_screen() == APP_SCREEN_PLAY && !play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* take the first coin there */
            play_driver_past_tip();
            moves++;
        } else {
            app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        }
    }
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1");
    assert_in_range(moves, 2, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_coin_circle_editor_sets_coins_and_a_limit_of_at_most_every_coin,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_coin_circle_pick_coins_refusals_hint_why_and_undo, play_driver_setup),
        cmocka_unit_test_setup(test_game_coin_circle_a_move_from_the_second_coin_reads_take_n, play_driver_setup),
        cmocka_unit_test_setup(test_game_coin_circle_hint_and_why_in_a_won_position, play_driver_setup),
        cmocka_unit_test(test_game_coin_circle_why_lists_the_lines_and_decides_by_grundy_values),
        cmocka_unit_test_setup(test_game_coin_circle_end_tunes_rise_for_a_win_fall_for_a_loss,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_coin_circle_no_tune_when_muted, play_driver_setup),
        cmocka_unit_test_setup(test_game_coin_circle_perfect_computer_wins_a_whole_game, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
