/* test_app_stats.c - the Stats screen through the buttons (issue 17): each game's wins,
 * losses and streak as real games against the computer leave them (won, lost by Quit after a
 * move), UP/DOWN through the games, the reset asked first, all kept across a power cycle; the
 * end screen's totals are the game's as the box keeps them (a game not counted too);
 * and a box record of the firmware before the streaks (version 2) still loads its settings,
 * boot counter and statistics, while its slot stays untouched until the new record commits
 * (a power cut meanwhile reads the old record again). */
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
#include "persist.h"
#include "slots.h"
#include "support/old_record.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

/* From the menu on Bash: its start screen set to n stones, take at most m (">Play"). */
static void bash_edit(uint32_t n, uint32_t m)
{
    const uint32_t v[2] = {n, m};
    play_driver_open(GAME_BASH);
    play_driver_edit_piles(v, 2, 1); /* Stones, Max; back on ">Play" */
}

/* From the menu on Bash: a Bash game of n stones, take at most m, the person to move. */
static void bash(uint32_t n, uint32_t m)
{
    bash_edit(n, m);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
}

/* A Bash game won, one that counts (each side has moved): 5 stones, take at most 3; take 1
 * (the computer, lost on 4, takes 1), take 3: the end screen. */
static void bash_win(void)
{
    bash(5, 3);
    app_driver_tap(BTN_SELECT);
    app_driver_run(4000); /* the coach's word, then the computer's answer: 3 left */
    play_driver_assert_row(0, " 3  max 3");
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(1, "You: take 3");
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "You win!");
}

/* A Bash game won (bash_win), then LEFT to the menu. */
static void bash_won(void)
{
    bash_win();
    app_driver_tap(BTN_LEFT);
}

/* A Bash game lost: 4 stones, take 1 at a time; take 1, and after the computer's answer
 * Quit from the in-game menu (a real game given up). */
static void bash_quit(void)
{
    bash(4, 1);
    app_driver_tap(BTN_SELECT);
    app_driver_run(3000); /* the computer's answer: 2 left */
    play_driver_assert_row(0, " 2  max 1");
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 3); /* Why, Play hint, Undo, Quit */
    play_driver_assert_row(1, ">Quit");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_LEFT);
}

/* From the menu on its first entry: the Stats screen (UP twice: Settings, Stats). */
static void open_stats(void)
{
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(0, ">Stats");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_STATS);
}

static void test_app_stats_show_wins_losses_and_the_streak_per_game(void **state)
{
    (void)state;
    bash_won();
    bash_won();
    open_stats();
    play_driver_assert_row(0, "Bash W2");
    play_driver_assert_row(1, "Won 2 lost 0");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Nim");
    play_driver_assert_row(1, "Won 0 lost 0");
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_UP); /* the list wraps, past the pirates (no games against the CPU) */
    play_driver_assert_row(0, "Board walk");
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_power_cycle();
    bash_quit();
    app_driver_power_cycle(); /* kept */
    open_stats();
    play_driver_assert_row(0, "Bash L1");
    play_driver_assert_row(1, "Won 2 lost 1");
    app_driver_tap(BTN_LEFT);
    bash_won();
    open_stats();
    play_driver_assert_row(0, "Bash W1");
    play_driver_assert_row(1, "Won 3 lost 1");
}

/* The end screen of a game that counts shows the game's totals as the box keeps them (here
 * with one from before a power cycle); a game the computer wins before a person's move is not
 * counted (issue 29, finding 9), and its end screen shows no totals: the keys that go on. */
static void test_app_stats_the_end_screen_shows_the_games_totals(void **state)
{
    (void)state;
    bash_won();
    app_driver_settle();
    app_driver_power_cycle();
    bash_win();
    play_driver_assert_row(1, "Won 2 lost 0");
    app_driver_tap(BTN_LEFT);
    bash_edit(3, 3);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT);
    app_driver_run(3000); /* the computer takes all 3 */
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "SEL: new game");
    app_driver_tap(BTN_LEFT);
    open_stats();
    play_driver_assert_row(1, "Won 2 lost 0"); /* not counted */
}

static void test_app_stats_reset_asks_first(void **state)
{
    (void)state;
    bash_won();
    open_stats();
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "Reset all stats?");
    play_driver_assert_row(1, "SEL yes  LEFT no");
    app_driver_tap(BTN_LEFT); /* no */
    play_driver_assert_row(0, "Bash W1");
    play_driver_assert_row(1, "Won 1 lost 0");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT); /* yes */
    play_driver_assert_row(0, "Bash");
    play_driver_assert_row(1, "Won 0 lost 0");
    app_driver_settle();
    app_driver_power_cycle();
    open_stats();
    play_driver_assert_row(1, "Won 0 lost 0");
}

/* A version 2 box record (before the streaks) as that firmware wrote it: the system part
 * (sound off, Medium, misere, light 60 s, 41 boots), Nim 7 won 5 lost, a saved game byte. */
static void write_v2_record(void)
{
    static uint8_t payload[SLOTS_PAYLOAD];
    memset(payload, 0, sizeof payload);
    payload[0] = 0;
    payload[1] = LEVEL_MEDIUM;
    payload[2] = 1;
    payload[3] = 3;
    payload[4] = 41;
    payload[PERSIST_STATS_OFFSET + 4 * GAME_NIM] = 7;
    payload[PERSIST_STATS_OFFSET + 4 * GAME_NIM + 2] = 5;
    payload[44] = GAME_NIM; /* v2's saved game: Nim, its state to follow */
    payload[45] = 66;
    old_record_write(0, 2, 17, payload);
}

static void test_app_stats_a_version_2_record_still_loads(void **state)
{
    (void)state;
    fake_eeprom_erase();
    write_v2_record();
    uint8_t v2_slot[SLOTS_SIZE];
    memcpy(v2_slot, fake_eeprom_image() + SLOTS_BASE, sizeof v2_slot);
    app_driver_boot_to_menu(); /* no "Resume Nim?": the v2 saved game is dropped */
    assert_int_equal(app_boot_count(), 42);
    assert_int_equal(app_settings()->level, LEVEL_MEDIUM);
    assert_int_equal(app_settings()->light, 3);
    /* the first save goes to the journal, below the slots: the v2 record stays as it was */
    assert_memory_equal(fake_eeprom_image() + SLOTS_BASE, v2_slot, sizeof v2_slot);
    app_driver_settle();
    assert_memory_equal(fake_eeprom_image() + SLOTS_BASE, v2_slot, sizeof v2_slot);
    open_stats();
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Nim");
    play_driver_assert_row(1, "Won 7 lost 5");
    app_driver_power_cycle(); /* now from the journal */
    assert_int_equal(app_boot_count(), 43);
    open_stats();
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "Won 7 lost 5");
}

/* A power cut while the first v3 record goes out: the next boot reads the v2 one again. */
static void test_app_stats_a_cut_before_the_first_new_save_keeps_the_old_record(void **state)
{
    (void)state;
    fake_eeprom_erase();
    write_v2_record();
    app_driver_boot();
    app_driver_run(40); /* a few bytes of the first v3 save, not committed */
    app_driver_power_cycle();
    assert_int_equal(app_boot_count(), 42);
    open_stats();
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "Won 7 lost 5");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_stats_show_wins_losses_and_the_streak_per_game,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_stats_the_end_screen_shows_the_games_totals,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_stats_reset_asks_first, play_driver_setup),
        cmocka_unit_test_setup(test_app_stats_a_version_2_record_still_loads, play_driver_setup),
        cmocka_unit_test_setup(test_app_stats_a_cut_before_the_first_new_save_keeps_the_old_record,
                               play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
