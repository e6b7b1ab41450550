/* test_save_game.c - the game in progress in the EEPROM's saved-game record: blank, corrupt
 * and torn images, the round trip of the engine state, writes only when the state changed,
 * forgetting the game (also cut by a power failure) and records that are no game to resume. */
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
#include "record.h"
#include "save_game.h"
#include "settings.h"

#define STATE_LEN (sizeof(play_t) - offsetof(play_t, pos))
#define PAYLOAD_LEN (1u + STATE_LEN)

static const record_desc_t desc = {PERSIST_GAME_BASE, PERSIST_GAME_SLOT, (uint8_t)PAYLOAD_LEN};

static int setup(void **state)
{
    (void)state;
    fake_reset();
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
    p->undo = p->pos;
    p->undo.pile[2] += 5;
    p->mode = PLAY_MISERE;
    p->level = LEVEL_EASY;
    p->vs_cpu = 0;
    p->first = PLAY_P2;
    p->turn = PLAY_P2;
    p->undo_turn = PLAY_P1;
    p->can_undo = 1;
    p->winner = PLAY_NOBODY;
}

static void assert_same_game(const play_t *a, const play_t *b)
{
    assert_memory_equal(&a->pos, &b->pos, STATE_LEN);
    assert_ptr_equal(a->game.winning_move, b->game.winning_move);
    assert_ptr_equal(a->game.why, b->game.why);
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
    play_t p, q;
    uint8_t game = 0;
    nim_game(&p, 3);
    save_game_store(GAME_NIM, &p);
    memset(&q, 0xA5, sizeof q);
    assert_true(save_game_load(&q, &game));
    assert_int_equal(game, GAME_NIM);
    assert_same_game(&q, &p);
    assert_int_equal(q.mode, PLAY_MISERE);
    assert_int_equal(q.level, LEVEL_EASY);
    assert_int_equal(q.vs_cpu, 0);
    assert_int_equal(q.turn, PLAY_P2);
    assert_int_equal(q.can_undo, 1);
}

static void test_save_game_stays_in_its_reserved_area(void **state)
{
    (void)state;
    play_t p;
    uint8_t before[HAL_EEPROM_SIZE];
    memcpy(before, fake_eeprom_image(), sizeof before);
    for (uint32_t k = 0; k < 3; k++) {
        nim_game(&p, k);
        save_game_store(GAME_NIM, &p);
    }
    save_game_store(SAVE_GAME_NONE, &p);
    const uint8_t *img = fake_eeprom_image();
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        if (a < PERSIST_GAME_BASE || a >= PERSIST_FREE_BASE) {
            assert_int_equal(img[a], before[a]);
        }
    }
    assert_true(PERSIST_GAME_BASE + 2u * PERSIST_GAME_SLOT <= PERSIST_FREE_BASE);
}

static void test_save_game_unchanged_game_writes_nothing(void **state)
{
    (void)state;
    play_t p;
    nim_game(&p, 4);
    save_game_store(GAME_NIM, &p);
    uint32_t before = fake_eeprom_writes();
    save_game_store(GAME_NIM, &p);
    save_game_store(GAME_NIM, &p);
    assert_int_equal(fake_eeprom_writes(), before);
}

static void test_save_game_a_move_rewrites_only_a_few_bytes(void **state)
{
    (void)state;
    play_t p;
    nim_game(&p, 5);
    save_game_store(GAME_NIM, &p);
    p.pos.pile[1] -= 1;
    p.turn ^= 1u;
    save_game_store(GAME_NIM, &p); /* the other slot: everything new there */
    p.pos.pile[3] -= 1;
    p.turn ^= 1u;
    uint32_t before = fake_eeprom_writes();
    save_game_store(GAME_NIM, &p); /* back on slot 0: differs from it in two piles' low bytes */
    uint32_t cost = fake_eeprom_writes() - before;
    /* mark twice, sequence low byte, two pile bytes, CRC: far below the 66+ byte payload */
    assert_true(cost >= 4 && cost <= 8);
}

static void test_save_game_no_game_forgets_it_once_and_then_writes_nothing(void **state)
{
    (void)state;
    play_t p;
    uint8_t game;
    nim_game(&p, 6);
    save_game_store(GAME_NIM, &p);
    p.turn ^= 1u;
    save_game_store(GAME_NIM, &p);
    uint32_t before = fake_eeprom_writes();
    save_game_store(SAVE_GAME_NONE, &p);
    assert_true(fake_eeprom_writes() - before <= 8u); /* marks, sequence, game byte, CRC */
    assert_false(save_game_load(&p, &game));
    before = fake_eeprom_writes();
    p.pos.pile[0]++; /* whatever the engine holds, "no game" stays "no game" */
    save_game_store(SAVE_GAME_NONE, &p);
    assert_int_equal(fake_eeprom_writes(), before);
    save_game_store(GAME_NIM, &p); /* and a new game is saved again */
    assert_true(save_game_load(&p, &game));
}
static void test_save_game_no_game_on_a_blank_eeprom_writes_nothing(void **state)
{
    (void)state;
    play_t p;
    nim_game(&p, 7);
    save_game_store(SAVE_GAME_NONE, &p);
    assert_int_equal(fake_eeprom_writes(), 0);
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
    img[PERSIST_GAME_BASE] = RECORD_MAGIC; /* even with both commit marks in place */
    img[PERSIST_GAME_BASE + PERSIST_GAME_SLOT] = RECORD_MAGIC;
    img[PERSIST_GAME_BASE + 1] = (uint8_t)PAYLOAD_LEN;
    img[PERSIST_GAME_BASE + PERSIST_GAME_SLOT + 1] = (uint8_t)PAYLOAD_LEN;
    assert_false(save_game_load(&p, &game));
}

static void test_save_game_corrupt_newest_save_falls_back_to_the_one_before(void **state)
{
    (void)state;
    play_t a, b, out;
    uint8_t game;
    nim_game(&a, 7);
    nim_game(&b, 8);
    save_game_store(GAME_NIM, &a);
    save_game_store(GAME_NIM, &b); /* slot 1 */
    uint8_t *img = fake_eeprom_image() + PERSIST_GAME_BASE + PERSIST_GAME_SLOT;
    for (uint16_t i = 1; i < 4u + PAYLOAD_LEN + 2u; i++) {
        img[i] ^= 0x21;
        assert_true(save_game_load(&out, &game));
        assert_same_game(&out, &a);
        img[i] ^= 0x21;
    }
    fake_eeprom_image()[PERSIST_GAME_BASE + 9] ^= 0x40; /* now the older one too */
    img[9] ^= 0x40;
    assert_false(save_game_load(&out, &game));
}

static void test_save_game_power_cut_at_any_byte_restores_old_or_new_never_a_mix(void **state)
{
    (void)state;
    play_t old_g[2], new_g, out;
    uint8_t game;
    nim_game(&old_g[0], 9);
    nim_game(&old_g[1], 10);
    nim_game(&new_g, 11);
    new_g.turn = PLAY_P1;
    new_g.level = LEVEL_MEDIUM;
    for (int saves_before = 1; saves_before <= 2; saves_before++) {
        const play_t *old_last = &old_g[saves_before - 1];
        int32_t cut = 0;
        for (bool done = false; !done; cut++) {
            fake_reset();
            for (int k = 0; k < saves_before; k++) {
                save_game_store(GAME_NIM, &old_g[k]);
            }
            uint32_t before = fake_eeprom_writes();
            fake_eeprom_cut_after(cut);
            save_game_store(GAME_NIM, &new_g);
            fake_eeprom_cut_after(-1);
            done = fake_eeprom_writes() - before < (uint32_t)cut; /* the save was complete */
            assert_true(save_game_load(&out, &game));
            bool is_old = memcmp(&out.pos, &old_last->pos, STATE_LEN) == 0;
            bool is_new = memcmp(&out.pos, &new_g.pos, STATE_LEN) == 0;
            assert_true(is_old || is_new);
            assert_true(is_new || !done);
        }
        assert_true(cut > 8); /* the save was cut after each of its bytes */
    }
}

static void test_save_game_power_cut_while_forgetting_never_restores_an_older_save(void **state)
{
    (void)state;
    play_t a, b, out;
    uint8_t game;
    nim_game(&a, 11);
    nim_game(&b, 12);
    bool done = false;
    for (int32_t cut = 0; !done; cut++) {
        fake_reset();
        save_game_store(GAME_NIM, &a);
        save_game_store(GAME_NIM, &b); /* the newest; `a` is still in the other slot */
        uint32_t before = fake_eeprom_writes();
        fake_eeprom_cut_after(cut);
        save_game_store(SAVE_GAME_NONE, &b);
        fake_eeprom_cut_after(-1);
        done = fake_eeprom_writes() - before < (uint32_t)cut;
        if (save_game_load(&out, &game)) {
            assert_false(done);
            assert_same_game(&out, &b);
        } else {
            assert_true(cut > 0);
        }
    }
}
static void test_save_game_other_length_record_reads_as_none(void **state)
{
    (void)state;
    play_t p;
    uint8_t game;
    uint8_t b[PAYLOAD_LEN] = {GAME_NIM};
    const record_desc_t shorter = {PERSIST_GAME_BASE, PERSIST_GAME_SLOT, (uint8_t)(PAYLOAD_LEN - 1u)};
    nim_game(&p, 13);
    memcpy(b + 1, &p.pos, STATE_LEN);
    record_save(&shorter, b, (uint8_t)(PAYLOAD_LEN - 1u));
    assert_false(save_game_load(&p, &game));
}

/* A CRC-valid record that is not a playable game in progress is refused. */
static void test_save_game_refuses_records_that_are_no_game_in_progress(void **state)
{
    (void)state;
    play_t p, q;
    uint8_t game;
    uint8_t b[PAYLOAD_LEN];
    for (int k = 0; k < 4; k++) {
        fake_reset();
        nim_game(&p, 14);
        uint8_t id = GAME_NIM;
        switch (k) {
        case 0: id = GAME_PIRATES; break;     /* not played on the engine */
        case 1: id = GAME_COUNT; break;       /* no such game */
        case 2: p.pos.piles = 0; break;
        default: p.pos.piles = PLAY_MAX_PILES + 1u; break;
        }
        b[0] = id;
        memcpy(b + 1, &p.pos, STATE_LEN);
        record_save(&desc, b, PAYLOAD_LEN);
        assert_false(save_game_load(&q, &game));
    }
}

static void test_save_game_keeps_bash_and_its_limit(void **state)
{
    (void)state;
    play_t p, q;
    uint8_t game;
    memset(&p, 0, sizeof p);
    play_init(&p, &game_bash_play);
    p.pos.piles = 1;
    p.pos.pile[0] = 4294967295u;
    p.pos.limit = 4000000000u;
    save_game_store(GAME_BASH, &p);
    assert_true(save_game_load(&q, &game));
    assert_int_equal(game, GAME_BASH);
    assert_same_game(&q, &p);
    assert_int_equal(q.pos.limit, 4000000000u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_save_game_blank_eeprom_loads_nothing_and_leaves_the_game, setup),
        cmocka_unit_test_setup(test_save_game_stored_game_loads_back_with_every_field, setup),
        cmocka_unit_test_setup(test_save_game_stays_in_its_reserved_area, setup),
        cmocka_unit_test_setup(test_save_game_unchanged_game_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_a_move_rewrites_only_a_few_bytes, setup),
        cmocka_unit_test_setup(test_save_game_no_game_forgets_it_once_and_then_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_no_game_on_a_blank_eeprom_writes_nothing, setup),
        cmocka_unit_test_setup(test_save_game_garbage_area_loads_nothing, setup),
        cmocka_unit_test_setup(test_save_game_corrupt_newest_save_falls_back_to_the_one_before, setup),
        cmocka_unit_test_setup(test_save_game_power_cut_at_any_byte_restores_old_or_new_never_a_mix, setup),
        cmocka_unit_test_setup(test_save_game_power_cut_while_forgetting_never_restores_an_older_save, setup),
        cmocka_unit_test_setup(test_save_game_other_length_record_reads_as_none, setup),
        cmocka_unit_test_setup(test_save_game_refuses_records_that_are_no_game_in_progress, setup),
        cmocka_unit_test_setup(test_save_game_keeps_bash_and_its_limit, setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
