/* test_persist.c - the box record: defaults on blank or bad EEPROM, settings and boot counter
 * round trip, out-of-range stored values replaced by defaults, statistics per game; saves go
 * out in the background and a power cut at any millisecond of them leaves the old or the new
 * state; the end of a game (counted, saved game forgotten) is one commit. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"
#include "hal_eeprom.h"
#include "hal_fake.h"
#include "persist.h"
#include "play.h"
#include "save_game.h"
#include "support/save_driver.h"

static int setup(void **state)
{
    (void)state;
    fake_reset();
    return 0;
}

static void assert_defaults(const persist_system_t *p)
{
    settings_t d;
    settings_defaults(&d);
    assert_int_equal(p->settings.sound, d.sound);
    assert_int_equal(p->settings.level, d.level);
    assert_int_equal(p->settings.mode, d.mode);
    assert_int_equal(p->settings.light, d.light);
    assert_int_equal(p->boot_count, 0);
}

/* A power cut and a new boot: returns what persist_load did (persist_system() then holds
 * what it loaded, not what RAM held before: that is scribbled over). */
static bool reboot(void)
{
    fake_eeprom_power_cut();
    memset(persist_system(), 0xA5, sizeof(persist_system_t));
    return persist_load();
}

/* Counts a game (persist_count_result) and reads its totals back, as the end screen does. */
static void count_result(uint8_t game, bool won, uint16_t *wl)
{
    persist_count_result(game, won);
    persist_load_result(game, wl);
}

static void test_persist_blank_eeprom_gives_defaults(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    assert_false(persist_load());
    assert_defaults(p);
    assert_false(persist_step()); /* nothing to save */
    assert_int_equal(fake_eeprom_writes(), 0);
}

static void test_persist_garbage_eeprom_gives_defaults(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    uint8_t *img = fake_eeprom_image();
    for (int i = 0; i < 1024; i++) {
        img[i] = (uint8_t)(i * 37 + 11);
    }
    img[PERSIST_BASE] = RECORD_MAGIC; /* even with the commit marks in place */
    img[PERSIST_BASE + PERSIST_SLOT] = RECORD_MAGIC;
    img[PERSIST_BASE + 1] = PERSIST_VERSION;
    img[0] = RECORD_MAGIC;
    assert_false(persist_load());
    assert_defaults(p);
}

static void test_persist_saved_settings_and_boot_count_load_back(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_load();
    p->settings.sound = 0;
    p->settings.level = LEVEL_EASY;
    p->settings.mode = PLAY_MISERE;
    p->settings.light = 3;
    p->boot_count = 0x01020304u;
    persist_save_system();
    save_driver_finish();
    assert_true(reboot());
    assert_int_equal(p->settings.sound, 0);
    assert_int_equal(p->settings.level, LEVEL_EASY);
    assert_int_equal(p->settings.mode, PLAY_MISERE);
    assert_int_equal(p->settings.light, 3);
    assert_int_equal(p->boot_count, 0x01020304u);
}

static void test_persist_a_save_is_stored_only_once_it_is_committed(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_system_t stored;
    persist_load();
    p->boot_count = 7;
    persist_save_system();
    assert_true(persist_step());
    assert_false(persist_stored_system(&stored)); /* nothing committed yet */
    uint32_t ms = save_driver_finish();
    assert_true(ms > 20u); /* in the background, 4 ms a byte */
    assert_true(persist_stored_system(&stored));
    assert_int_equal(stored.boot_count, 7);
    assert_false(persist_step());
}

static void test_persist_out_of_range_values_are_replaced_by_defaults(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    settings_t d;
    settings_defaults(&d);
    persist_load();
    p->settings.sound = 7;
    p->settings.level = 3;
    p->settings.mode = 2;
    p->settings.light = 4;
    p->boot_count = 5;
    persist_save_system();
    save_driver_finish();
    assert_true(reboot());
    assert_int_equal(p->settings.sound, d.sound);
    assert_int_equal(p->settings.level, d.level);
    assert_int_equal(p->settings.mode, d.mode);
    assert_int_equal(p->settings.light, d.light);
    assert_int_equal(p->boot_count, 5);
}

static void test_persist_box_record_stays_in_its_area(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    uint16_t wl[2];
    persist_load();
    for (uint8_t k = 0; k < 4; k++) {
        p->boot_count = k;
        persist_save_system();
        count_result(k, k & 1u, wl);
        save_driver_finish();
    }
    const uint8_t *img = fake_eeprom_image();
    for (unsigned a = 0; a < HAL_EEPROM_SIZE; a++) {
        if (a < PERSIST_BASE || a >= PERSIST_FREE_BASE) {
            assert_int_equal(img[a], 0xFF);
        }
    }
    assert_true(PERSIST_FREE_BASE <= HAL_EEPROM_SIZE);
}

static void test_persist_results_count_per_game_and_load_back(void **state)
{
    (void)state;
    uint16_t wl[2];
    persist_system_t *p = persist_system();
    persist_load();
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 0);
    assert_int_equal(wl[1], 0);
    count_result(1, true, wl);
    count_result(1, false, wl);
    count_result(1, false, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 2);
    count_result(0, true, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 0);
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 2);
    save_driver_finish();
    reboot();
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 2);
    persist_load_result(8, wl);
    assert_int_equal(wl[0] + wl[1], 0);
    /* the counts survive a save of the system part */
    p->boot_count = 3;
    persist_save_system();
    save_driver_finish();
    reboot();
    persist_load_result(1, wl);
    assert_int_equal(wl[1], 2);
    assert_int_equal(p->boot_count, 3);
}

static void test_persist_results_stop_at_65535(void **state)
{
    (void)state;
    uint16_t wl[2];
    persist_load();
    for (uint32_t k = 0; k < 65535u; k++) {
        count_result(2, true, wl);
    }
    assert_int_equal(wl[0], 65535u);
    count_result(2, true, wl);
    assert_int_equal(wl[0], 65535u);
    save_driver_finish();
    reboot();
    persist_load_result(2, wl);
    assert_int_equal(wl[0], 65535u);
    assert_int_equal(wl[1], 0);
}

/* A game in progress for the tests below: Nim 3 5 7 (any state works: it is saved as bytes). */
static play_t game_now;

static void saved_nim_game(void)
{
    memset(&game_now, 0, sizeof game_now);
    play_init(&game_now, &game_nim_play);
    game_now.pos.piles = 3;
    game_now.pos.pile[0] = 3;
    game_now.pos.pile[1] = 5;
    game_now.pos.pile[2] = 7;
    game_now.winner = PLAY_NOBODY;
    save_game_store(GAME_NIM, &game_now);
}

/* The end of a won game as the app does it in one step: counted, and the saved game forgotten
 * (save_game_store(SAVE_GAME_NONE)). The power is cut at every millisecond until the save is
 * done and well after: each boot shows the game still to finish with the statistics unchanged,
 * or no game and the win counted once. */
static void test_persist_end_of_a_game_is_one_commit(void **state)
{
    (void)state;
    uint32_t resumable = 0, counted = 0, done = 0;
    for (uint32_t cut_ms = 0; done < 8u; cut_ms++) {
        persist_system_t *p = persist_system();
        uint16_t wl[2];
        play_t resumed;
        uint8_t game;
        fake_reset();
        persist_load();
        count_result(GAME_NIM, false, wl); /* one earlier loss */
        save_driver_finish();
        p->boot_count = 2; /* both slots in use, as after a few boots */
        persist_save_system();
        save_driver_finish();
        saved_nim_game();
        save_driver_finish();
        /* the winning move: the app's step counts it, then its sync forgets the game */
        count_result(GAME_NIM, true, wl);
        save_game_store(SAVE_GAME_NONE, &game_now);
        bool busy = true;
        for (uint32_t ms = 0; ms < cut_ms && busy; ms++) {
            busy = persist_step();
            fake_tick_advance(1);
        }
        done += !busy;
        memset(&game_now, 0, sizeof game_now); /* RAM is gone */
        reboot();
        persist_load_result(GAME_NIM, wl);
        assert_int_equal(wl[1], 1);
        bool has_game = save_game_load(&resumed, &game);
        if (has_game) {
            assert_int_equal(game, GAME_NIM);
            assert_int_equal(resumed.pos.pile[2], 7);
            assert_int_equal(wl[0], 0); /* not counted yet */
            resumable++;
        } else {
            assert_int_equal(wl[0], 1); /* counted, once */
            counted++;
        }
    }
    assert_true(resumable > 8u && counted > 8u); /* the cuts fell on both sides of the commit */
}

/* A settings change saved with the power cut at every millisecond: old or new, whole. */
static void test_persist_settings_save_cut_anywhere_is_old_or_new(void **state)
{
    (void)state;
    uint32_t olds = 0, news = 0, done = 0;
    for (uint32_t cut_ms = 0; done < 8u; cut_ms++) {
        persist_system_t *p = persist_system();
        fake_reset();
        persist_load();
        p->boot_count = 40;
        persist_save_system();
        save_driver_finish();
        p->boot_count = 41; /* both slots in use */
        persist_save_system();
        save_driver_finish();
        p->settings.sound = 0;
        p->settings.mode = PLAY_MISERE;
        p->boot_count = 0x1234567u;
        persist_save_system();
        bool busy = true;
        for (uint32_t ms = 0; ms < cut_ms && busy; ms++) {
            busy = persist_step();
            fake_tick_advance(1);
        }
        done += !busy;
        assert_true(reboot());
        if (p->boot_count == 41) {
            assert_int_equal(p->settings.sound, 1);
            assert_int_equal(p->settings.mode, PLAY_NORMAL);
            olds++;
        } else {
            assert_int_equal(p->boot_count, 0x1234567u);
            assert_int_equal(p->settings.sound, 0);
            assert_int_equal(p->settings.mode, PLAY_MISERE);
            news++;
        }
    }
    assert_true(olds > 8u && news > 8u);
}

static void test_persist_asking_to_save_an_unchanged_state_writes_nothing(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_load();
    p->boot_count = 1;
    persist_save_system();
    save_driver_finish();
    uint32_t before = fake_eeprom_writes();
    persist_save_system();
    assert_int_equal(save_driver_finish(), 0);
    reboot();
    persist_save_system();
    assert_int_equal(save_driver_finish(), 0);
    assert_int_equal(fake_eeprom_writes(), before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_persist_blank_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_garbage_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_saved_settings_and_boot_count_load_back, setup),
        cmocka_unit_test_setup(test_persist_a_save_is_stored_only_once_it_is_committed, setup),
        cmocka_unit_test_setup(test_persist_out_of_range_values_are_replaced_by_defaults, setup),
        cmocka_unit_test_setup(test_persist_box_record_stays_in_its_area, setup),
        cmocka_unit_test_setup(test_persist_results_count_per_game_and_load_back, setup),
        cmocka_unit_test_setup(test_persist_results_stop_at_65535, setup),
        cmocka_unit_test_setup(test_persist_end_of_a_game_is_one_commit, setup),
        cmocka_unit_test_setup(test_persist_settings_save_cut_anywhere_is_old_or_new, setup),
        cmocka_unit_test_setup(test_persist_asking_to_save_an_unchanged_state_writes_nothing, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
