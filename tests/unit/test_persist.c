/* test_persist.c - the box record: defaults on blank or bad EEPROM, settings and boot counter
 * round trip, out-of-range stored values replaced by defaults (as the app loads them),
 * statistics per game, watchdog resets counted; saves go out in the background and a power cut
 * at any millisecond of them leaves the old or the new state; the end of a game (counted, saved
 * game forgotten) is one commit. */
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
#include "settings.h"
#include "slots.h"
#include "support/old_record.h"
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

/* The default settings (the boot counter whatever it is). */
static void assert_defaults_but_boot(const persist_system_t *p)
{
    persist_system_t d = *p;
    d.boot_count = 0;
    assert_defaults(&d);
}

/* A boot as the app's: the record loaded, its settings sanitized (settings.h); returns what
 * persist_load did. */
static bool load(void)
{
    bool ok = persist_load();
    settings_sanitize(&persist_system()->settings);
    return ok;
}

/* A power cut and a new boot: returns what persist_load did (persist_system() then holds
 * what it loaded, not what RAM held before: that is scribbled over). */
static bool reboot(void)
{
    fake_eeprom_power_cut();
    memset(persist_system(), 0xA5, sizeof(persist_system_t));
    return load();
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
    assert_false(load());
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
    img[SLOTS_BASE] = SLOTS_MAGIC; /* even with the old slots' marks in place */
    img[SLOTS_BASE + SLOTS_SIZE] = SLOTS_MAGIC;
    img[SLOTS_BASE + 1] = 3;
    for (unsigned a = 0; a < 1024; a += 64) { /* and commit codes, generation 0, in each half */
        img[a] = 0xF0;
        img[a + 2] = 0xF4;
    }
    assert_false(load());
    assert_defaults(p);
}

static void test_persist_saved_settings_and_boot_count_load_back(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    load();
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

/* The Coach setting: payload byte 42 (persist.h), 0 On on a blank box; Off saved with the
 * system part and loaded back after a power cut; the other settings and the boot counter
 * beside it unchanged. */
static void test_persist_coach_setting_saves_and_loads_back(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    uint8_t b;
    load();
    assert_int_equal(*persist_coach(), SETTINGS_COACH_ON);
    p->boot_count = 7;
    persist_save_system();
    save_driver_finish();
    assert_true(persist_read(PERSIST_COACH_OFFSET, &b, 1));
    assert_int_equal(b, SETTINGS_COACH_ON);
    settings_next(&p->settings, SETTING_COACH);
    persist_save_system();
    save_driver_finish();
    assert_true(persist_read(PERSIST_COACH_OFFSET, &b, 1));
    assert_int_equal(b, SETTINGS_COACH_OFF);
    *persist_coach() = 0xA5;
    assert_true(reboot());
    assert_int_equal(*persist_coach(), SETTINGS_COACH_OFF);
    assert_int_equal(settings_get(&p->settings, SETTING_COACH), SETTINGS_COACH_OFF);
    assert_int_equal(p->boot_count, 7);
    assert_defaults_but_boot(p);
}

static void test_persist_a_save_is_stored_only_once_it_is_committed(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_system_t stored;
    load();
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
    load();
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

/* A game's moves saved one after another for a long time: the writes go round the whole
 * EEPROM, no cell written much more than the others: at most one write per cell per half's
 * round (the pairs of a move: the pile, the turn, two log bytes and the commit). */
static void test_persist_saves_spread_over_the_whole_eeprom(void **state)
{
    (void)state;
    static play_t game;
    persist_system_t *p = persist_system();
    load();
    play_init(&game, &game_bash_play);
    game.pos.piles = 1;
    game.pos.limit = 10;
    const uint32_t moves = 3000;
    for (uint32_t k = 0; k < moves; k++) {
        if (k % 50 == 0) { /* a new game now and then: its start and end, a boot */
            game.pos.pile[0] = 100;
            game.log_len = 0;
            p->boot_count++;
            persist_save_system();
        }
        game.pos.pile[0] -= 1;
        game.turn ^= 1u;
        game.log[game.log_len % PLAY_LOG_BYTES] = (uint8_t)(PLAY_LOG_FIRST | k);
        game.log_len = (uint8_t)((game.log_len + 2u) % PLAY_LOG_BYTES);
        save_game_store(GAME_BASH, &game);
        save_driver_finish();
    }
    uint32_t most = 0, writes = 0;
    unsigned unused = 0;
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        uint32_t n = fake_eeprom_cell_writes(a);
        most = n > most ? n : most;
        writes += n;
        unused += n == 0;
    }
    assert_int_equal(unused, 0); /* every cell in use */
    /* every cell written about as often: the most-written at most twice the mean */
    assert_true(most * HAL_EEPROM_SIZE <= 2u * writes);
    /* and far below a write per move: about one per half's round of about 40 moves */
    assert_true(most * 20u < moves);
}

static void test_persist_results_count_per_game_and_load_back(void **state)
{
    (void)state;
    uint16_t wl[2];
    persist_system_t *p = persist_system();
    load();
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
    persist_load_result(7, wl);
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
    load();
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

/* A game's streak (persist.h): the games won (> 0) or lost (< 0) in a row, the last first; a
 * game of the other kind starts it over at 1 or -1; it stops at 127 and -127. */
static void test_persist_streaks_count_in_a_row_and_stop_at_127(void **state)
{
    (void)state;
    uint16_t wl[2];
    load();
    assert_int_equal(persist_load_result(4, wl), 0);
    count_result(4, true, wl);
    count_result(4, true, wl);
    assert_int_equal(persist_load_result(4, wl), 2);
    count_result(4, false, wl);
    assert_int_equal(persist_load_result(4, wl), -1);
    count_result(4, false, wl);
    assert_int_equal(persist_load_result(4, wl), -2);
    count_result(4, true, wl);
    assert_int_equal(persist_load_result(4, wl), 1);
    for (int k = 0; k < 130; k++) {
        count_result(4, true, wl);
    }
    assert_int_equal(persist_load_result(4, wl), 127);
    count_result(4, false, wl);
    assert_int_equal(persist_load_result(4, wl), -1);
    for (int k = 0; k < 130; k++) {
        count_result(4, false, wl);
    }
    assert_int_equal(persist_load_result(4, wl), -127);
    assert_int_equal(persist_load_result(3, wl), 0); /* another game's: untouched */
    save_driver_finish();
    reboot();
    assert_int_equal(persist_load_result(4, wl), -127);
    assert_int_equal(wl[0], 133);
    assert_int_equal(wl[1], 133);
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
        load();
        count_result(GAME_NIM, false, wl); /* one earlier loss */
        save_driver_finish();
        p->boot_count = 2; /* a few saves before, as after a few boots */
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
        load();
        p->boot_count = 40;
        persist_save_system();
        save_driver_finish();
        p->boot_count = 41; /* a save before */
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
    load();
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

static void test_persist_watchdog_resets_are_counted_and_kept(void **state)
{
    (void)state;
    uint16_t wl[2];
    load();
    assert_int_equal(persist_watchdog_resets(), 0);
    persist_count_watchdog();
    persist_count_watchdog();
    count_result(GAME_NIM, true, wl);
    save_driver_finish();
    reboot();
    assert_int_equal(persist_watchdog_resets(), 2);
    persist_reset_results(); /* the statistics' reset leaves it */
    save_driver_finish();
    reboot();
    persist_load_result(GAME_NIM, wl);
    assert_int_equal(wl[0], 0);
    assert_int_equal(persist_watchdog_resets(), 2);
    for (uint32_t k = 2; k < 70000u; k++) {
        persist_count_watchdog();
    }
    assert_int_equal(persist_watchdog_resets(), 65535u); /* stops there */
    save_driver_finish();
    reboot();
    assert_int_equal(persist_watchdog_resets(), 65535u);
}

/* A box updated from the firmware before the journal boots with its record in the slots (v3:
 * everything; v2: the system and statistics), and after its first save from the journal. */
static void test_persist_an_updated_box_keeps_its_record(void **state)
{
    (void)state;
    for (uint8_t version = 2; version <= 3; version++) {
        uint8_t old[SLOTS_PAYLOAD] = {0, 1, 1, 2, 0x34, 0x12, 0, 0};
        old[8 + 4 * GAME_EUCLID] = 5;   /* Euclid won 5 */
        old[8 + 4 * GAME_EUCLID + 3] = 1; /* lost 256 */
        old[44 + GAME_EUCLID] = 3;       /* won 3 in a row (v3) */
        old[52] = 1;                     /* the tip shown (v3) */
        persist_system_t *p = persist_system();
        uint16_t wl[2];
        fake_reset();
        old_record_write(1, version, 9, old);
        for (int boot = 0; boot < 2; boot++) {
            assert_true(boot ? reboot() : load());
            assert_int_equal(p->settings.sound, 0);
            assert_int_equal(p->settings.mode, PLAY_MISERE);
            assert_int_equal(p->boot_count, 0x1234u + (uint32_t)boot);
            assert_int_equal(persist_load_result(GAME_EUCLID, wl), version == 3 ? 3 : 0);
            assert_int_equal(wl[0], 5);
            assert_int_equal(wl[1], 256);
            assert_int_equal(persist_tip_due(), version == 2 && boot == 0); /* shown once */
            assert_int_equal(*persist_coach(), SETTINGS_COACH_ON); /* not in the old record */
            p->boot_count++;
            persist_save_system();
            save_driver_finish();
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_persist_blank_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_garbage_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_saved_settings_and_boot_count_load_back, setup),
        cmocka_unit_test_setup(test_persist_coach_setting_saves_and_loads_back, setup),
        cmocka_unit_test_setup(test_persist_a_save_is_stored_only_once_it_is_committed, setup),
        cmocka_unit_test_setup(test_persist_out_of_range_values_are_replaced_by_defaults, setup),
        cmocka_unit_test_setup(test_persist_saves_spread_over_the_whole_eeprom, setup),
        cmocka_unit_test_setup(test_persist_results_count_per_game_and_load_back, setup),
        cmocka_unit_test_setup(test_persist_results_stop_at_65535, setup),
        cmocka_unit_test_setup(test_persist_streaks_count_in_a_row_and_stop_at_127, setup),
        cmocka_unit_test_setup(test_persist_end_of_a_game_is_one_commit, setup),
        cmocka_unit_test_setup(test_persist_settings_save_cut_anywhere_is_old_or_new, setup),
        cmocka_unit_test_setup(test_persist_asking_to_save_an_unchanged_state_writes_nothing, setup),
        cmocka_unit_test_setup(test_persist_watchdog_resets_are_counted_and_kept, setup),
        cmocka_unit_test_setup(test_persist_an_updated_box_keeps_its_record, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
