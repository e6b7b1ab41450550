/* test_app_long_numbers.c - moves with 10-digit amounts on the play screen: no number is
 * ever cut short at column 16. The hint row drops "Hint: " for the short form ("-<n> #<pile>",
 * "-<n> both") when they do not fit together; a player's row keeps "You: " and leaves out the
 * pile (row 0 marks it); a New Stone spread too long for its row shows the pile taken from
 * first, then whole entries and ".."; the spread step drops " to", then "left <n>". The
 * position is set in the running game (app_internal.h), then the screen is asked for with the
 * buttons, as a player would. */
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
    play_driver_past_tip();
    assert_true(play_driver_row_starts(1, "You:"));
    for (uint8_t i = 0; i < n; i++) {
        app_game.play.pos.pile[i] = piles[i];
    }
    app_game.play.pos.piles = n;
    play_driver_long_select();
}

/* One hint each, from a fresh game: the position and the hint row it must show. New Stone's
 * winning moves here (new_stone.h): take all but one from pile 1 and put it on pile 2. */
static const struct {
    uint8_t game, piles;
    uint32_t pile[3];
    const char *row0;
} hints[] = {
    {GAME_NIM, 3, {4294967295u, 1u, 0u}, "-4294967294 #1"},
    {GAME_NIM, 3, {100u, 1u, 0u}, "Hint: take 99 #1"}, /* 16 characters */
    {GAME_NIM, 3, {1u, 1000u, 0u}, "Hint: -999 #2"},    /* "Hint: take 999 #2" is 17 */
    /* (a_k + t, b_k + t) with k = 10^9: take t = 1000000000 from both */
    {GAME_WYTHOFF, 2, {2618033988u, 3618033988u, 0u}, "-1000000000 both"},
    {GAME_NEW_STONE, 3, {10u, 1u, 2u}, "Hint: #1-10 #2+1"}, /* pile 1 loses 10: 9 taken, 1 moved */
    {GAME_NEW_STONE, 3, {100000u, 1u, 2u}, "#1-100000 #2+1"}, /* 14 + 6 for "Hint: ": too long */
};

static void test_hint(void **state)
{
    uint8_t i = *(const uint8_t *)*state;
    hint_for(hints[i].game, hints[i].pile, hints[i].piles);
    play_driver_assert_row(0, hints[i].row0);
}

static const uint8_t hint_index[] = {0, 1, 2, 3, 4, 5};
_Static_assert(sizeof hint_index == sizeof hints / sizeof hints[0], "one index per hint");

#define HINT_TEST(label, i)                                                            \
    {.name = "test_hint_" label, .test_func = test_hint, .setup_func = play_driver_setup, \
     .initial_state = (void *)&hint_index[i]}

static void test_hint_new_stone_spread_too_long_keeps_whole_entries(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 2u};
    hint_for(GAME_NEW_STONE, piles, 3);
    play_driver_assert_row(0, "#1-4294967295 .."); /* all pile 1 loses; "#2+1" left out, not cut */
    app_driver_tap(BTN_LEFT);
    const uint32_t more[3] = {4294967295u, 4294967290u, 5u};
    for (uint8_t i = 0; i < 3u; i++) {
        app_game.play.pos.pile[i] = more[i];
    }
    play_driver_long_select();
    /* take 10 and move 4294967285 onto pile 3: pile 1 loses all of it, 0 4294967290 4294967290 */
    play_driver_assert_row(0, "#1-4294967295 ..");
}

/* From a fresh game with these piles: back from the hint, the person's move set up to take
 * `take` from pile 1 and `button` tapped. */
static void move_from_pile_1(uint8_t game, const uint32_t *piles, uint32_t take, btn_t button)
{
    hint_for(game, piles, 3);
    app_driver_tap(BTN_LEFT); /* back from the hint */
    app_game.sel.pile = 0;
    app_game.sel.take = take;
    app_driver_tap(button);
}

/* A player's row keeps "You: " (or "P1: "): the pile, marked on row 0, is left out instead. */
static void test_move_row_keeps_its_prefix(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 0u};
    move_from_pile_1(GAME_NIM, piles, 4294967294u, BTN_UP); /* UP: all of pile 1 */
    play_driver_assert_row(1, "You: -4294967295");
}

/* The computer's spreading move on its row: the pile taken from first, then "..". */
static void test_cpu_spread_row_keeps_whole_entries(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT); /* Play: the computer thinks */
    play_driver_past_tip();
    app_game.play.pos.pile[0] = 4294967295u;
    app_game.play.pos.pile[1] = 1u;
    app_game.play.pos.pile[2] = 2u;
    app_game.play.pos.piles = 3;
    app_driver_run(800);
    play_driver_assert_row(1, "#1-4294967295 .."); /* 5 + 13 + 3: over the prefix */
}

/* New Stone's spread step with 10-digit amounts: "to", then "left <n>", go when they do not
 * fit; the row never runs past column 16. */
static void test_spread_step_with_long_amounts(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 2u};
    move_from_pile_1(GAME_NEW_STONE, piles, 1u, BTN_SELECT); /* take 1: the spread step */
    play_driver_assert_row(1, "+0 to #2");       /* "left 4294967294" has no room */
    app_game.sel.add[1] = 4294967000u;
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "+4294967001 #2"); /* no room for " to" */
}

static void test_spread_step_after_a_long_take(void **state)
{
    (void)state;
    const uint32_t piles[3] = {4294967295u, 1u, 2u};
    move_from_pile_1(GAME_NEW_STONE, piles, 4294967292u, BTN_SELECT); /* 3 stay: spread */
    play_driver_assert_row(1, "+0 to #2 left 3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        HINT_TEST("nim_long_take", 0),
        HINT_TEST("nim_short_take_keeps_its_words", 1),
        HINT_TEST("nim_names_the_pile_before_the_word_take", 2),
        HINT_TEST("wythoff_long_take_from_both", 3),
        HINT_TEST("new_stone_spread_fits_after_the_word", 4),
        HINT_TEST("new_stone_spread_from_column_0", 5),
        cmocka_unit_test_setup(test_hint_new_stone_spread_too_long_keeps_whole_entries, play_driver_setup),
        cmocka_unit_test_setup(test_move_row_keeps_its_prefix, play_driver_setup),
        cmocka_unit_test_setup(test_cpu_spread_row_keeps_whole_entries, play_driver_setup),
        cmocka_unit_test_setup(test_spread_step_with_long_amounts, play_driver_setup),
        cmocka_unit_test_setup(test_spread_step_after_a_long_take, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
