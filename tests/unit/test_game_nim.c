/* test_game_nim.c - Nim on the LCD, driven by buttons on the fake clock: the editor (pile
 * count and piles), picking a pile with LEFT/RIGHT and an amount with UP/DOWN, the empty-pile
 * refusal, hint, undo of a pair of moves, a whole game that the Perfect computer wins, and the
 * Why text (nim-sum in binary, the misere ending). */
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
#include "play_mode.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"


/* From Nim's start screen: three piles 1, 2, 4; back on ">Play". */
static void edit_1_2_4(void)
{
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Piles"));
    play_driver_set(3, 2);
    play_driver_assert_row(0, "Piles          3");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    const uint32_t v[3] = {1, 2, 4};
    for (uint8_t i = 0; i < 3; i++) {
        char label[8];
        snprintf(label, sizeof label, "Pile %u", i + 1u);
        assert_true(play_driver_row_starts(0, label));
        play_driver_set(v[i], 0);
        app_driver_tap(BTN_SELECT);
        play_driver_past_tip();
    }
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(0, " 1 2 4");
}

static void test_game_nim_editor_shows_the_digit_being_edited(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* keep the pile count */
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Pile 1"));
    play_driver_assert_row(1, "SEL ok         ^");
    play_driver_set(7, 0);
    app_driver_tap(BTN_LEFT);
    app_driver_tap(BTN_LEFT);
    play_driver_assert_row(0, "Pile 1       007");
    play_driver_assert_row(1, "SEL ok       ^");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(0, "Pile 1       107");
}

static void test_game_nim_piles_amounts_refusal_hint_and_undo(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    edit_1_2_4();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, ">1 2 4");
    play_driver_assert_row(1, "You: take 1 #1");
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(0, " 1>2 4");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 2 #2"); /* no more than the pile: */
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 1 #2"); /* round to the least */
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 2 #2"); /* DOWN round to all of it */
    app_driver_tap(BTN_DOWN);
    play_driver_taps(BTN_LEFT, 2); /* wraps round to pile 3 */
    play_driver_assert_row(0, " 1 2>4");
    play_driver_assert_row(1, "You: take 1 #3");
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 1 #3");
    app_driver_tap(BTN_LEFT); /* back */
    app_driver_tap(BTN_SELECT); /* 1 2 3: a lost position for the computer */
    play_driver_past_tip();
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(700);
    play_driver_assert_row(0, " 1 2>3");
    play_driver_assert_row(1, "CPU: take 1 #3"); /* it stalls: 1 from a largest pile */
    app_driver_run(1200);
    play_driver_assert_row(0, " 1 2>2");
    /* undo takes back both moves */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 1 2>4");
    play_driver_assert_row(1, "You: take 1 #3");
    /* take all of pile 1, then try the empty pile */
    play_driver_taps(BTN_RIGHT, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    play_driver_assert_row(0, " 0 2>2"); /* the computer took 2 from pile 3 */
    play_driver_taps(BTN_RIGHT, 1); /* the empty pile is passed */
    play_driver_assert_row(0, " 0>2 2");
    play_driver_assert_row(1, "You: take 1 #2");
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Piles as 1,2,4,8"); /* the words, then the numbers */
    play_driver_assert_row(1, "Pair each size.\x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "All sizes paired"); /* 0 2 2: the 2s pair up */
    play_driver_assert_row(1, "You lose");
}

static void test_game_nim_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    edit_1_2_4();
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT); /* the computer first */
    play_driver_past_tip();
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    int moves = 0;
    while (app_screen() == APP_SCREEN_PLAY && !play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* take 1 from the selected pile */
            play_driver_past_tip();
            moves++;
        }
    }
    play_driver_assert_row(0, "CPU wins!");
    assert_in_range(moves, 1, 7);
}

static void why(const uint32_t *piles, uint8_t n, uint8_t mode, char *l0, char *l1)
{
    play_pos_t p = {.piles = n};
    memcpy(p.pile, piles, n * sizeof *piles);
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_nim_play, &p, mode, l0, l1);
}

/* The amount on row 1: "You: take <n> #1", or "You: -<n>" when that does not fit. */
static uint32_t take_on_screen(void)
{
    unsigned long take = 0;
    const char *row = fake_display_line(1);
    assert_true(sscanf(row, "You: take %lu", &take) == 1 || sscanf(row, "You: -%lu", &take) == 1);
    return (uint32_t)take;
}

/* Holds `button` for ms, then lets go. */
static void hold(btn_t button, uint32_t ms)
{
    fake_button_press(button);
    app_driver_run(ms);
    fake_button_press(BTN_NONE);
    app_driver_run(100);
}

static void test_game_nim_held_up_speeds_up_and_lands_on_a_pile_of_a_million(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_set(2, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_set_value(1000000); /* pile 1 */
    play_driver_assert_row(0, "Pile 1   1000000");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_set(5, 0);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* Play */
    play_driver_past_tip();
    play_driver_assert_row(1, "You: take 1 #1");
    app_driver_tap(BTN_UP);
    assert_int_equal(take_on_screen(), 2); /* a press: one more */
    hold(BTN_UP, 1000); /* a press and 3 repeats of 1, then tenfold: 10 */
    assert_int_equal(take_on_screen(), 16);
    hold(BTN_UP, 3000); /* a press, 18 repeats: 3 each of 1 to 100000 */
    assert_int_equal(take_on_screen(), 333350);
    /* 4 s: 24 repeats: the step of a million outgrows what is left, so the amount lands on
     * the pile, exactly, and stays there */
    hold(BTN_UP, 4000);
    assert_int_equal(take_on_screen(), 1000000);
    play_driver_assert_row(1, "You: -1000000 #1"); /* "take 1000000 #1" is too long for the row */
    hold(BTN_DOWN, 4000);
    assert_int_equal(take_on_screen(), 1);
}

/* The menu's "Play hint": the winning move played at once; in a lost position (no winning
 * move) back to the move, nothing played. */
static void test_game_nim_play_hint_plays_the_winning_move_or_nothing(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    edit_1_2_4();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 1 #3");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, ">Play hint");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 1 2 3");
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(700 + 1200); /* it stalls: 1 from a largest pile, 1 2 2 */
    play_driver_assert_row(0, " 1 2>2");
    app_driver_tap(BTN_SELECT); /* take 1 of pile 3: 1 2 1, the computer wins (1 0 1) */
    play_driver_past_tip();
    play_driver_assert_row(0, ">1 2 2"); /* the hint was not seen on this turn */
    play_driver_assert_row(1, "Best: take 1 #1"); /* 0 2 2: nim-sum 0 */
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(1, "You: take 1"));
    play_driver_long_select(); /* the same position: still no winning move */
    play_driver_assert_row(0, "No winning move");
}

/* The Why's numbers: the sizes (1, 2, 4, 8 ...) the piles leave unpaired, smallest first,
 * worked out by hand from the piles in binary; ".." for those past the row, no size cut. */
static void test_game_nim_why_names_the_unpaired_sizes(void **state)
{
    (void)state;
    char l0[TEXT_LINE_SIZE];
    char l1[TEXT_LINE_SIZE];
    const uint32_t a[3] = {3, 5, 7}; /* 2+1, 4+1, 4+2+1: the 1s are three, so one unpaired */
    why(a, 3, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired 1      ");
    assert_string_equal(l1, "You win         ");
    const uint32_t b[2] = {9, 3}; /* 8+1, 2+1: 8 and 2 unpaired */
    why(b, 2, PLAY_MISERE, l0, l1); /* misere, a pile above 1: as in Nim (the words say the twist) */
    assert_string_equal(l0, "Unpaired 2 8    ");
    assert_string_equal(l1, "You win         ");
    const uint32_t g[3] = {2, 2, 1}; /* take the 1 (leaving 2 2) */
    why(g, 3, PLAY_MISERE, l0, l1);
    assert_string_equal(l0, "Unpaired 1      ");
    assert_string_equal(l1, "You win         ");
    const uint32_t h[2] = {2, 2};
    why(h, 2, PLAY_MISERE, l0, l1);
    assert_string_equal(l0, "All sizes paired");
    assert_string_equal(l1, "You lose        ");
    const uint32_t c[2] = {1000, 1}; /* 1 and 8+32+64+128+256+512: after 8 no room */
    why(c, 2, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired 1 8..  ");
    const uint32_t m[3] = {1, 2, 4};
    why(m, 3, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired 1 2 4  ");
    const uint32_t f[2] = {65536, 0};
    why(f, 2, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired 65536  ");
    assert_string_equal(l1, "You win         ");
    const uint32_t k[2] = {2147483648u, 0}; /* 10 digits: no room beside the word */
    why(k, 2, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired..      ");
    const uint32_t d[3] = {1, 1, 0};
    why(d, 3, PLAY_MISERE, l0, l1);
    assert_string_equal(l0, "All piles 0 or 1");
    assert_string_equal(l1, "Even 1s: you win");
    const uint32_t e[3] = {1, 1, 1};
    why(e, 3, PLAY_MISERE, l0, l1);
    assert_string_equal(l1, "Odd 1s: you lose");
    why(e, 3, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Unpaired 1      ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_nim_editor_shows_the_digit_being_edited, play_driver_setup),
        cmocka_unit_test_setup(test_game_nim_piles_amounts_refusal_hint_and_undo, play_driver_setup),
        cmocka_unit_test_setup(test_game_nim_perfect_computer_wins_a_whole_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_nim_why_names_the_unpaired_sizes, play_driver_setup),
        cmocka_unit_test_setup(test_game_nim_play_hint_plays_the_winning_move_or_nothing, play_driver_setup),
        cmocka_unit_test_setup(test_game_nim_held_up_speeds_up_and_lands_on_a_pile_of_a_million,
                               play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
