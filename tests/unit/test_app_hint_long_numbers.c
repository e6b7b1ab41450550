/* test_app_hint_long_numbers.c - the hint screen with 10-digit amounts: the move is never cut
 * short at column 16. When "Hint: " and the move do not fit together the move starts at column
 * 0 in its short form ("-<n> #<pile>", "-<n> both", "#1-<n> #2+<n>"); a New Stone spread too
 * long for the row keeps whole entries and ends "..". The position is set in the running game (app_internal.h), then the hint
 * is asked for with a long SELECT, as a player would. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

/* Starts `game` against the computer, the person first, then sets the piles. */
static void hint_for(uint8_t game, const uint32_t *piles, uint8_t n)
{
    play_driver_open(game);
    app_driver_tap(BTN_SELECT); /* Play: the person first */
    assert_true(play_driver_row_starts(1, "You:"));
    for (uint8_t i = 0; i < n; i++) {
        app_game.play.pos.pile[i] = piles[i];
    }
    app_game.play.pos.piles = n;
    play_driver_long_select();
}

static void test_hint_nim_long_take(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 0u};
    hint_for(GAME_NIM, piles, 3);
    play_driver_assert_row(0, "-4294967294 #1");
}

static void test_hint_nim_short_take_keeps_its_words(void **state)
{
    (void)state;
    const uint32_t piles[3] = {100u, 1u, 0u};
    hint_for(GAME_NIM, piles, 3);
    play_driver_assert_row(0, "Hint: take 99 #1"); /* 16 characters */
}

static void test_hint_nim_names_the_pile_before_the_word_take(void **state)
{
    (void)state;
    const uint32_t piles[3] = {1u, 1000u, 0u};
    hint_for(GAME_NIM, piles, 3);
    play_driver_assert_row(0, "Hint: -999 #2"); /* "Hint: take 999 #2" is 17 */
}

static void test_hint_wythoff_long_take_from_both(void **state)
{
    (void)state;
    /* (a_k + t, b_k + t) with k = 10^9: take t = 1000000000 from both */
    const uint32_t piles[2] = {2618033988u, 3618033988u};
    hint_for(GAME_WYTHOFF, piles, 2);
    play_driver_assert_row(0, "-1000000000 both");
}

/* New Stone's winning moves below (new_stone.h): take all but one from pile 1 and put it
 * on pile 2, leaving 0 2 2; or take 10 and spread the rest onto pile 3. */
static void test_hint_new_stone_spread_fits_after_the_word(void **state)
{
    (void)state;
    const uint32_t piles[3] = {10u, 1u, 2u};
    hint_for(GAME_NEW_STONE, piles, 3);
    play_driver_assert_row(0, "Hint: #1-9 #2+1");
}

static void test_hint_new_stone_spread_from_column_0(void **state)
{
    (void)state;
    const uint32_t piles[3] = {100000u, 1u, 2u};
    hint_for(GAME_NEW_STONE, piles, 3);
    play_driver_assert_row(0, "#1-99999 #2+1"); /* 13 + 6 for "Hint: " is too long */
}

static void test_hint_new_stone_spread_too_long_keeps_whole_entries(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 2u};
    hint_for(GAME_NEW_STONE, piles, 3);
    play_driver_assert_row(0, "#1-4294967294 .."); /* "#2+1" left out, not cut */
    app_driver_tap(BTN_LEFT);
    const uint32_t more[3] = {4294967295u, 4294967290u, 5u};
    for (uint8_t i = 0; i < 3u; i++) {
        app_game.play.pos.pile[i] = more[i];
    }
    play_driver_long_select();
    play_driver_assert_row(0, "#1-10 ..");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_hint_nim_long_take, play_driver_setup),
        cmocka_unit_test_setup(test_hint_nim_short_take_keeps_its_words, play_driver_setup),
        cmocka_unit_test_setup(test_hint_wythoff_long_take_from_both, play_driver_setup),
        cmocka_unit_test_setup(test_hint_nim_names_the_pile_before_the_word_take, play_driver_setup),
        cmocka_unit_test_setup(test_hint_new_stone_spread_fits_after_the_word, play_driver_setup),
        cmocka_unit_test_setup(test_hint_new_stone_spread_from_column_0, play_driver_setup),
        cmocka_unit_test_setup(test_hint_new_stone_spread_too_long_keeps_whole_entries, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
