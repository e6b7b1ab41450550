/* test_save_game.c - the game in progress in the box record's saved-game part: blank, corrupt
 * and torn images, the round trip of the engine state, writes only when the state changed,
 * forgetting the game (also cut by a power failure), records that are no game to resume, and
 * a move made while the previous one is still being saved. Saves go out in the background:
 * save_driver_finish runs the writer on the fake clock until they are committed. The games
 * saved are statics: the writer reads the game it was given until its save is committed. */
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
#include "play_mode.h"
#include "save_game.h"
#include "settings.h"
#include "slots.h"
#include "support/save_driver.h"

#define STATE_LEN (sizeof(play_t) - offsetof(play_t, pos))
#define PAYLOAD_LEN (1u + STATE_LEN)

static play_t saved_a, saved_b, saved_c;

/* A power cut (the byte being written torn) and a new boot. */
static void reboot(void)
{
    fake_eeprom_power_cut();
    persist_load();
}

static void store(uint8_t game, const play_t *p)
{
    save_game_store(game, p);
    save_driver_finish();
}

static int setup(void **state)
{
    (void)state;
    fake_reset();
    reboot();
    return 0;
}

/* A Nim game in progress whose every saved field differs from play_init's defaults. */
static void nim_game(play_t *p, uint32_t seed)
{
    memset(p, 0, sizeof *p);
    play_init(p, &game_nim_play);
    p->pos.piles = 4;
    for (uint8_t i = 0; i < 4; i++) {
        p->pos.pile[i] = seed * 1000003u + i * 77u + 1u;
    }
    p->mode = PLAY_MISERE;
    p->level = LEVEL_EASY;
    p->vs_cpu = 0;
    p->first = PLAY_P2;
    p->turn = PLAY_P2;
    for (uint8_t i = 0; i < PLAY_LOG_BYTES; i++) {
        p->log[i] = (uint8_t)(seed + i + 1u); /* bytes past log_len are saved too */
    }
    p->log_len = 4;
    p->log[0] = PLAY_LOG_FIRST | 8u; /* pile 2's low byte */
    p->log[1] = 5;
    p->log[2] = PLAY_LOG_FIRST | 0u;
    p->log[3] = (uint8_t)seed;
    p->winner = PLAY_NOBODY;
}

static void assert_same_game(const play_t *a, const play_t *b)
{
    assert_memory_equal(&a->pos, &b->pos, STATE_LEN);
    assert_ptr_equal(a->game.solve, b->game.solve);
    assert_int_equal(a->game.min_piles, b->game.min_piles);
}

static void test_save_game_blank_eeprom_loads_nothing_and_leaves_the_game(void **state)
{
    (void)state;
    play_t p, before;
    uint8_t game = 77;
    nim_game(&p, 1);
    before = p;
    assert_false(save_game_load(&p, &game));
    assert_memory_equal(&p, &before, sizeof p);
    assert_int_equal(game, 77);
}

static void test_save_game_stored_game_loads_back_with_every_field(void **state)
{
    (void)state;
    play_t q;
    uint8_t game = 0;
    nim_game(&saved_a, 3);
    store(GAME_NIM, &saved_a);
    reboot();
    memset(&q, 0xA5, sizeof q);
    assert_true(save_game_load(&q, &game));
    assert_int_equal(game, GAME_NIM);
    assert_same_game(&q, &saved_a);
    assert_int_equal(q.mode, PLAY_MISERE);
    assert_int_equal(q.level, LEVEL_EASY);
    assert_int_equal(q.vs_cpu, 0);
    assert_int_equal(q.turn, PLAY_P2);
    assert_int_equal(q.log_len, 4);
}

static void test_save_game_is_stored_in_the_background(void **state)
{
    (void)state;
    play_t q;
    uint8_t game;
    nim_game(&saved_a, 3);
    save_game_store(GAME_NIM, &saved_a);
    assert_false(save_game_load(&q, &game)); /* not committed yet */
    assert_true(persist_step());
    assert_true(save_driver_finish() > 4u * STATE_LEN / 2u); /* most bytes, 4 ms each */
    assert_true(save_game_load(&q, &game));
    assert_same_game(&q, &saved_a);
    assert_int_equal(fake_eeprom_waits(), 0);
}

/* A game saved by the firmware before the undo log's ring: its state one byte shorter (no
 * log_start) loads whole, the ring starting at 0, and undo works on it. */
static void test_save_game_a_game_saved_before_the_ring_loads_with_its_ring_at_0(void **state)
{
    (void)state;
    play_t q;
    uint8_t game;
    const uint8_t old_len = (uint8_t)(offsetof(play_t, log_start) - offsetof(play_t, pos));
    nim_game(&saved_a, 2);
    saved_a.vs_cpu = 0;
    saved_a.log_start = 0x77; /* not saved: the old state ends before it */
    persist_set_game(GAME_NIM, &saved_a.pos, old_len);
    save_driver_finish();
    reboot();
    memset(&q, 0xA5, sizeof q);
    assert_true(save_game_load(&q, &game));
    assert_memory_equal(&q.pos, &saved_a.pos, old_len);
    assert_int_equal(q.log_start, 0);
    assert_true(play_undo(&q)); /* the last move of nim_game's log: pile 0's low byte */
    assert_int_equal(q.pos.pile[0], saved_a.pos.pile[0] ^ 2u); /* nim_game(, 2) logged 2 */
}

static void test_save_game_unchanged_game_writes_nothing(void **state)
{
    (void)state;
    nim_game(&saved_a, 4);
    store(GAME_NIM, &saved_a);
    uint32_t before = fake_eeprom_writes();
    store(GAME_NIM, &saved_a);
    store(GAME_NIM, &saved_a);
    assert_int_equal(fake_eeprom_writes(), before);
}

static void test_save_game_a_move_rewrites_only_a_few_bytes(void **state)
{
    (void)state;
    nim_game(&saved_a, 5);
    store(GAME_NIM, &saved_a);
    saved_a.pos.pile[1] -= 1;
    saved_a.turn ^= 1u;
    store(GAME_NIM, &saved_a);
    saved_a.pos.pile[3] -= 1;
    saved_a.turn ^= 1u;
    uint32_t before = fake_eeprom_writes();
    store(GAME_NIM, &saved_a);
    uint32_t cost = fake_eeprom_writes() - before;
    /* a pair for the pile's low byte and one for the turn, the commit's two: far below the
     * 85+ byte state */
    assert_true(cost >= 4 && cost <= 8);
}

static void test_save_game_no_game_forgets_it_once_and_then_writes_nothing(void **state)
{
    (void)state;
    uint8_t game;
    play_t q;
    nim_game(&saved_a, 6);
    store(GAME_NIM, &saved_a);
    saved_a.turn ^= 1u;
    store(GAME_NIM, &saved_a);
    uint32_t before = fake_eeprom_writes();
    store(SAVE_GAME_NONE, &saved_a);
    assert_true(fake_eeprom_writes() - before <= 6u); /* the game byte's pair, the commit */
    assert_false(save_game_load(&q, &game));
    before = fake_eeprom_writes();
    saved_a.pos.pile[0]++; /* whatever the engine holds, "no game" stays "no game" */
    store(SAVE_GAME_NONE, &saved_a);
    assert_int_equal(fake_eeprom_writes(), before);
    store(GAME_NIM, &saved_a); /* and a new game is saved again */
    assert_true(save_game_load(&q, &game));
}

static void test_save_game_no_game_when_none_is_saved_writes_nothing(void **state)
{
    (void)state;
    persist_system_t *sys = persist_system(); /* a first boot saves the record */
    *sys = (persist_system_t){{1, 2, 0, 2}, 1};
    persist_save_system();
    save_driver_finish();
    uint32_t before = fake_eeprom_writes();
    nim_game(&saved_a, 7);
    store(SAVE_GAME_NONE, &saved_a);
    assert_int_equal(fake_eeprom_writes(), before);
}

static void test_save_game_garbage_area_loads_nothing(void **state)
{
    (void)state;
    play_t p;
    uint8_t game;
    uint8_t *img = fake_eeprom_image();
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        img[a] = (uint8_t)(a * 91u + 7u);
    }
    img[SLOTS_BASE] = SLOTS_MAGIC; /* even with the old slots' marks and versions in place */
    img[SLOTS_BASE + SLOTS_SIZE] = SLOTS_MAGIC;
    img[SLOTS_BASE + 1] = 3;
    img[SLOTS_BASE + SLOTS_SIZE + 1] = 3;
    reboot();
    assert_false(save_game_load(&p, &game));
}

/* The journal's bytes of the last save (its pairs and commit) flipped one at a time: the
 * save before it loads; the first save's flipped: nothing does. */
static void test_save_game_corrupt_newest_save_falls_back_to_the_one_before(void **state)
{
    (void)state;
    play_t out;
    uint8_t game;
    nim_game(&saved_a, 7);
    store(GAME_NIM, &saved_a);
    uint32_t w0 = fake_eeprom_writes();
    uint16_t from = 0;
    while (fake_eeprom_image()[from] != 0xF0) { /* after the first save's commit */
        from = (uint16_t)(from + 2u);
    }
    from = (uint16_t)(from + 4u);
    nim_game(&saved_b, 8);
    saved_b.pos.pile[2] = saved_a.pos.pile[2]; /* a few bytes differ */
    store(GAME_NIM, &saved_b);
    assert_true(fake_eeprom_writes() > w0);
    uint8_t *img = fake_eeprom_image();
    uint16_t to = from;
    while (img[to] != 0xF4) { /* the second save's commit */
        to = (uint16_t)(to + 2u);
    }
    for (uint16_t i = from; i < to + 2u; i++) {
        img[i] ^= 0x21; /* while the power is off: the next boot reads the journal again */
        reboot();
        assert_true(save_game_load(&out, &game));
        assert_same_game(&out, &saved_a);
        img[i] ^= 0x21;
    }
    reboot();
    assert_true(save_game_load(&out, &game));
    assert_same_game(&out, &saved_b);
    img[4] ^= 0x40; /* now the first save too */
    reboot();
    assert_false(save_game_load(&out, &game));
}

/* Saves one or two older games, then a new one with the power cut during each byte written
 * in turn (that byte torn): the game restored is the last old one or the new one, never a mix. */
static void test_save_game_power_cut_at_any_byte_restores_old_or_new_never_a_mix(void **state)
{
    (void)state;
    play_t out;
    uint8_t game;
    for (int saves_before = 1; saves_before <= 2; saves_before++) {
        uint32_t n;
        bool cut = true;
        for (n = 1; cut; n++) {
            fake_reset();
            reboot();
            nim_game(&saved_a, 9);
            nim_game(&saved_b, 10);
            nim_game(&saved_c, 11);
            saved_c.turn = PLAY_P1;
            saved_c.level = LEVEL_MEDIUM;
            if (saves_before == 2) {
                store(GAME_NIM, &saved_a);
            }
            store(GAME_NIM, &saved_b);
            play_t old_last = saved_b, new_g = saved_c;
            save_game_store(GAME_NIM, &saved_c);
            cut = save_driver_finish_cut_at_write(n);
            reboot();
            assert_true(save_game_load(&out, &game));
            bool is_old = memcmp(&out.pos, &old_last.pos, STATE_LEN) == 0;
            bool is_new = memcmp(&out.pos, &new_g.pos, STATE_LEN) == 0;
            assert_true(is_old || is_new);
            assert_true(is_new || cut);
        }
        assert_true(n > 8); /* the save was cut during each of its bytes */
    }
}

static void test_save_game_power_cut_while_forgetting_never_restores_an_older_save(void **state)
{
    (void)state;
    play_t out;
    uint8_t game;
    bool cut = true;
    for (uint32_t n = 1; cut; n++) {
        fake_reset();
        reboot();
        nim_game(&saved_a, 11);
        nim_game(&saved_b, 12);
        store(GAME_NIM, &saved_a);
        store(GAME_NIM, &saved_b); /* the newest; `a` before it in the journal */
        save_game_store(SAVE_GAME_NONE, &saved_b);
        cut = save_driver_finish_cut_at_write(n);
        reboot();
        if (save_game_load(&out, &game)) {
            assert_true(cut);
            assert_same_game(&out, &saved_b);
        }
    }
}

/* The next move comes while the previous one is still being saved (each move 8 ms after the one
 * before): the record catches up with the newest move, and a power cut at any millisecond
 * restores one of the moves made, whole. */
static void test_save_game_moves_faster_than_the_saves_restore_a_whole_move(void **state)
{
    (void)state;
    play_t out;
    uint8_t game;
    for (uint32_t cut_ms = 1; cut_ms < 220u; cut_ms += 3u) {
        fake_reset();
        reboot();
        nim_game(&saved_a, 20);
        store(GAME_NIM, &saved_a);
        uint32_t first = saved_a.pos.pile[0], first1 = saved_a.pos.pile[1];
        for (uint32_t ms = 0; ms < cut_ms; ms++) {
            if (ms % 8u == 0 && ms < 200u) {
                saved_a.pos.pile[0]--; /* a move */
                saved_a.pos.pile[1] = saved_a.pos.pile[0] * 3u; /* bytes far apart change */
                saved_a.turn ^= 1u;
                save_game_store(GAME_NIM, &saved_a);
            }
            persist_step();
            fake_tick_advance(1);
        }
        uint32_t last = saved_a.pos.pile[0];
        reboot();
        assert_true(save_game_load(&out, &game));
        assert_true(out.pos.pile[0] <= first && out.pos.pile[0] >= last);
        assert_int_equal(out.pos.pile[1], out.pos.pile[0] == first ? first1 : out.pos.pile[0] * 3u);
        assert_int_equal(out.turn, (first - out.pos.pile[0]) & 1u ? PLAY_P1 : PLAY_P2);
    }
}

static void test_save_game_other_length_record_reads_as_none(void **state)
{
    (void)state;
    play_t p;
    uint8_t game;
    nim_game(&saved_a, 13);
    persist_set_game(GAME_NIM, &saved_a.pos, (uint8_t)(STATE_LEN - 1u));
    save_driver_finish();
    assert_false(save_game_load(&p, &game));
}

/* A CRC-valid record that is not a playable game in progress is refused. */
static void test_save_game_refuses_records_that_are_no_game_in_progress(void **state)
{
    (void)state;
    play_t q;
    uint8_t game;
    for (int k = 0; k < 4; k++) {
        fake_reset();
        reboot();
        nim_game(&saved_a, 14);
        uint8_t id = GAME_NIM;
        switch (k) {
        case 0: id = GAME_PIRATES; break;     /* not played on the engine */
        case 1: id = GAME_COUNT; break;       /* no such game */
        case 2: saved_a.pos.piles = 0; break;
        default: saved_a.pos.piles = PLAY_MAX_PILES + 1u; break;
        }
        store(id, &saved_a);
        assert_false(save_game_load(&q, &game));
    }
}

/* A CRC-valid record whose undo log the engine could not have written (crafted, or written by
 * a bug) is refused: undo on it would reach out of the log or the position. */
static void test_save_game_refuses_an_undo_log_out_of_bounds(void **state)
{
    (void)state;
    play_t q;
    uint8_t game;
    for (int k = 0; k < 6; k++) {
        fake_reset();
        reboot();
        nim_game(&saved_a, 15); /* its log: two moves, each a first pair */
        switch (k) {
        case 0: saved_a.log_len = 3; break;                         /* half a pair */
        case 1: saved_a.log_len = PLAY_LOG_BYTES + 2u; break;       /* past the log */
        case 2: saved_a.log_start = PLAY_LOG_BYTES; break;          /* past the ring */
        case 3: saved_a.log[0] &= (uint8_t)~PLAY_LOG_FIRST; break;  /* the oldest no move's first */
        case 4: saved_a.log[2] = PLAY_LOG_FIRST | 100u; break;      /* a byte past the position */
        default: break;                                             /* as written: loads */
        }
        store(GAME_NIM, &saved_a);
        assert_int_equal(save_game_load(&q, &game), k == 5);
    }
}

static void test_save_game_keeps_bash_and_its_limit(void **state)
{
    (void)state;
    play_t q;
    uint8_t game;
    memset(&saved_a, 0, sizeof saved_a);
    play_init(&saved_a, &game_bash_play);
    saved_a.pos.piles = 1;
    saved_a.pos.pile[0] = 4294967295u;
    saved_a.pos.limit = 4000000000u;
    store(GAME_BASH, &saved_a);
    assert_true(save_game_load(&q, &game));
    assert_int_equal(game, GAME_BASH);
    assert_same_game(&q, &saved_a);
    assert_int_equal(q.pos.limit, 4000000000u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_save_game_blank_eeprom_loads_nothing_and_leaves_the_game, setup),
        cmocka_unit_test_setup(test_save_game_stored_game_loads_back_with_every_field, setup),
        cmocka_unit_test_setup(test_save_game_is_stored_in_the_background, setup),
        cmocka_unit_test_setup(test_save_game_a_game_saved_before_the_ring_loads_with_its_ring_at_0, setup),
        cmocka_unit_test_setup(test_save_game_unchanged_game_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_a_move_rewrites_only_a_few_bytes, setup),
        cmocka_unit_test_setup(test_save_game_no_game_forgets_it_once_and_then_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_no_game_when_none_is_saved_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_garbage_area_loads_nothing, setup),
        cmocka_unit_test_setup(test_save_game_corrupt_newest_save_falls_back_to_the_one_before, setup),
        cmocka_unit_test_setup(test_save_game_power_cut_at_any_byte_restores_old_or_new_never_a_mix, setup),
        cmocka_unit_test_setup(test_save_game_power_cut_while_forgetting_never_restores_an_older_save, setup),
        cmocka_unit_test_setup(test_save_game_moves_faster_than_the_saves_restore_a_whole_move, setup),
        cmocka_unit_test_setup(test_save_game_other_length_record_reads_as_none, setup),
        cmocka_unit_test_setup(test_save_game_refuses_records_that_are_no_game_in_progress, setup),
        cmocka_unit_test_setup(test_save_game_refuses_an_undo_log_out_of_bounds, setup),
        cmocka_unit_test_setup(test_save_game_keeps_bash_and_its_limit, setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
