/* test_journal_layout.c - the EEPROM bytes of the box record (persist.h) checked against the
 * layout journal.h documents, with a reader written here from that text alone (halves of
 * pairs, commits with codes and CRC-16, the newer half by generation): what the firmware loads
 * is what the layout says the bytes hold; the first save writes every byte that is not zero,
 * in order, then its commit; a later one only its changes; a full half goes on in the other as
 * the next generation; a box updated from the slots keeps them until its first commit. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "crc16.h"
#include "games.h"
#include "hal_fake.h"
#include "persist.h"
#include "play.h"
#include "save_game.h"
#include "slots.h"
#include "support/old_record.h"
#include "support/save_driver.h"

#define HALF 512u

static int setup(void **state)
{
    (void)state;
    fake_reset();
    return 0;
}

/* The layout's reading of one half: the address after its last commit (the half's start:
 * none), the generation of its commits in *gen, the record its pairs make in rec. */
static unsigned layout_half(const uint8_t *ee, unsigned start, unsigned *gen, uint8_t *rec)
{
    unsigned end = start, g = 4;
    uint8_t cur[SLOTS_PAYLOAD]; /* with the pairs since the last commit */
    memset(rec, 0, SLOTS_PAYLOAD);
    memcpy(cur, rec, sizeof cur);
    for (unsigned a = start; a + 4 <= start + HALF; a += 2) {
        unsigned c = (uint8_t)(ee[a] - 0xF0u);
        uint16_t crc = crc16(ee + end, (uint16_t)(a - end));
        if (c < 4 && (g == 4 || c == g) && ee[a + 2] == 0xF4u + c &&
            crc == (uint16_t)(ee[a + 1] | ee[a + 3] << 8)) {
            g = c;
            end = a + 4;
            a += 2;
            memcpy(rec, cur, sizeof cur);
        } else if (ee[a] < SLOTS_PAYLOAD) {
            cur[ee[a]] = ee[a + 1];
        }
    }
    *gen = g & 3u;
    return end;
}

/* The layout's record: the newer half that holds one (half 1 when it is one generation after
 * half 0 or half 0 holds none); false when neither does. */
static bool layout_record(uint8_t *rec, unsigned *half, unsigned *gen)
{
    const uint8_t *ee = fake_eeprom_image();
    uint8_t rec1[SLOTS_PAYLOAD];
    unsigned g0, g1;
    unsigned e0 = layout_half(ee, 0, &g0, rec);
    unsigned e1 = layout_half(ee, HALF, &g1, rec1);
    if (e1 != HALF && (e0 == 0 || g1 == ((g0 + 1u) & 3u))) {
        memcpy(rec, rec1, sizeof rec1);
        *half = 1;
        *gen = g1;
        return true;
    }
    *half = 0;
    *gen = g0;
    return e0 != 0;
}

/* The record as the firmware reads it after a power cut (persist_read of a fresh boot). */
static void firmware_record(uint8_t *rec)
{
    fake_eeprom_power_cut();
    persist_load();
    assert_true(persist_read(0, rec, SLOTS_PAYLOAD));
}

static play_t game_now;

static void test_journal_layout_first_save_writes_every_byte_not_zero_then_its_commit(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_load();
    *p = (persist_system_t){{0, 1, 1, 3}, 0x01020304u};
    persist_save_system();
    persist_count_result(2, true);
    persist_count_result(2, false);
    persist_count_result(7, true);
    play_init(&game_now, &game_nim_play);
    uint8_t *state_bytes = (uint8_t *)&game_now.pos;
    const uint8_t state_len = (uint8_t)(sizeof game_now - offsetof(play_t, pos));
    for (uint8_t i = 0; i < state_len; i++) {
        state_bytes[i] = (uint8_t)(i * 3u + 1u);
    }
    save_game_store(GAME_WYTHOFF, &game_now);
    save_driver_finish();

    /* the payload as persist.h lays it out */
    uint8_t want[SLOTS_PAYLOAD] = {0, 1, 1, 3, 0x04, 0x03, 0x02, 0x01};
    want[8 + 4 * 2] = 1;     /* Wythoff won 1 */
    want[8 + 4 * 2 + 2] = 1; /* lost 1 */
    want[8 + 4 * 7] = 1;     /* board walk won 1 */
    want[44 + 2] = 0xFF;     /* Wythoff's streak: the last 1 lost */
    want[44 + 7] = 1;        /* the board walk's: 1 won */
    want[53] = GAME_WYTHOFF;
    want[54] = state_len;
    memcpy(want + 55, state_bytes, state_len);

    /* half 0 from address 0: a pair for each byte not zero, in order, then the commit */
    const uint8_t *ee = fake_eeprom_image();
    unsigned a = 0;
    for (unsigned i = 0; i < SLOTS_PAYLOAD; i++) {
        if (want[i] != 0) {
            assert_int_equal(ee[a], i);
            assert_int_equal(ee[a + 1], want[i]);
            a += 2;
        }
    }
    uint16_t crc = crc16(ee, (uint16_t)a);
    assert_int_equal(ee[a], 0xF0); /* generation 0 */
    assert_int_equal(ee[a + 1], (uint8_t)crc);
    assert_int_equal(ee[a + 2], 0xF4);
    assert_int_equal(ee[a + 3], (uint8_t)(crc >> 8));
    for (unsigned b = a + 4; b < 1024; b++) {
        assert_int_equal(ee[b], 0xFF); /* nothing else written */
    }

    uint8_t rec[SLOTS_PAYLOAD], fw[SLOTS_PAYLOAD];
    unsigned half, gen;
    assert_true(layout_record(rec, &half, &gen));
    assert_int_equal(half, 0);
    assert_memory_equal(rec, want, sizeof want);
    firmware_record(fw);
    assert_memory_equal(fw, want, sizeof want);
}

static void test_journal_layout_a_later_save_appends_only_its_changes(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_load();
    p->boot_count = 0x0105;
    persist_save_system();
    save_driver_finish();
    const uint8_t *ee = fake_eeprom_image();
    unsigned a = 0;
    while (ee[a] != 0xF0) {
        a += 2;
    }
    a += 4; /* after the first commit */
    uint32_t w0 = fake_eeprom_writes();
    p->boot_count = 0x0106;
    persist_save_system();
    save_driver_finish();
    assert_int_equal(ee[a], 4); /* the boot counter's low byte */
    assert_int_equal(ee[a + 1], 6);
    uint16_t crc = crc16(ee + a, 2);
    assert_int_equal(ee[a + 2], 0xF0);
    assert_int_equal(ee[a + 3], (uint8_t)crc);
    assert_int_equal(ee[a + 4], 0xF4);
    assert_int_equal(ee[a + 5], (uint8_t)(crc >> 8));
    assert_true(fake_eeprom_writes() - w0 <= 6u); /* one pair and the commit, no more */
    persist_save_system(); /* nothing changed: nothing written */
    assert_int_equal(save_driver_finish(), 0);
    assert_int_equal(ee[a + 6], 0xFF);
}

/* Saves until the journal has gone round both halves twice: after every save the layout's
 * record is the source's, the firmware reads the same, and the half and generation move on
 * as the layout says (half 1 is generation 1, half 0 then 2, ...). */
static void test_journal_layout_full_halves_go_on_in_turn_as_the_next_generation(void **state)
{
    (void)state;
    persist_system_t *p = persist_system();
    persist_load();
    unsigned switches = 0, last_half = 0, last_gen = 0;
    for (uint32_t k = 1; switches < 4; k++) {
        p->boot_count = k * 0x01010101u; /* four bytes change each time */
        persist_save_system();
        save_driver_finish();
        uint8_t rec[SLOTS_PAYLOAD], fw[SLOTS_PAYLOAD];
        unsigned half, gen;
        assert_true(layout_record(rec, &half, &gen));
        assert_memory_equal(rec + 4, &p->boot_count, 4);
        if (half != last_half) {
            assert_int_equal(gen, (last_gen + 1u) & 3u);
            switches++;
            /* a new half starts with the whole record: the settings' pairs at its start */
            assert_int_equal(fake_eeprom_image()[half * HALF], 0); /* offset 0: sound */
        } else {
            assert_int_equal(gen, last_gen);
        }
        last_half = half;
        last_gen = gen;
        uint32_t count = p->boot_count;
        firmware_record(fw);
        assert_memory_equal(fw, rec, sizeof rec);
        assert_int_equal(p->boot_count, count);
    }
}

/* A box updated from the firmware before the journal: its record (v3, in the slots) is what
 * boots; the first save writes it whole into half 0, below the slots, which stay as they were
 * until that save commits. */
static void test_journal_layout_the_first_save_of_an_updated_box_leaves_the_slots_till_it_commits(void **state)
{
    (void)state;
    uint8_t old[SLOTS_PAYLOAD] = {1, 0, 1, 2, 9, 0, 0, 0};
    old[8 + 4 * 1] = 3; /* Nim won 3 */
    old[53] = PERSIST_NO_GAME;
    old_record_write(0, 3, 41, old);
    old[4] = 10;
    old_record_write(1, 3, 42, old); /* the newer: 10 boots */
    uint8_t slots_before[2 * SLOTS_SIZE];
    memcpy(slots_before, fake_eeprom_image() + SLOTS_BASE, sizeof slots_before);
    persist_system_t *p = persist_system();
    uint16_t wl[2];
    assert_true(persist_load());
    assert_int_equal(p->boot_count, 10);
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 3);
    p->boot_count++;
    persist_save_system();
    uint32_t writes = 0;
    while (persist_step()) {
        fake_tick_advance(1);
        assert_memory_equal(fake_eeprom_image() + SLOTS_BASE, slots_before, sizeof slots_before);
        writes = fake_eeprom_writes();
    }
    for (unsigned a = 0; a < 1024; a++) { /* all of it below the slots */
        if (fake_eeprom_cell_writes((uint16_t)a) != 0) {
            assert_true(a < SLOTS_BASE);
        }
    }
    assert_true(writes > 0);
    uint8_t rec[SLOTS_PAYLOAD];
    unsigned half, gen;
    assert_true(layout_record(rec, &half, &gen));
    old[4] = 11;
    assert_memory_equal(rec, old, SLOTS_PAYLOAD);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_journal_layout_first_save_writes_every_byte_not_zero_then_its_commit, setup),
        cmocka_unit_test_setup(test_journal_layout_a_later_save_appends_only_its_changes, setup),
        cmocka_unit_test_setup(test_journal_layout_full_halves_go_on_in_turn_as_the_next_generation, setup),
        cmocka_unit_test_setup(test_journal_layout_the_first_save_of_an_updated_box_leaves_the_slots_till_it_commits, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
