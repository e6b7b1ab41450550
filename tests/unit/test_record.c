/* test_record.c - the two-slot EEPROM record and its background writer, on the fake EEPROM
 * (4 ms a byte): blank, corrupt and torn images, slot alternation, sequence wrap, a power cut
 * at every millisecond of a save, a source that changes while it is being saved, bytes the
 * source leaves alone, reads during a save, and that the writer never waits for the EEPROM and
 * never rewrites a byte that is already right. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "hal_eeprom.h"
#include "hal_fake.h"
#include "record.h"
#include "support/save_driver.h"

#define LEN 10
#define BASE 0x100u
#define SLOT 24u
#define KEY RECORD_DESC(BASE, SLOT, 3u)
#define LIMIT_MS 1000u

static record_writer_t w;
static uint8_t src[LEN];

static void fill(uint8_t *p, uint8_t seed)
{
    for (int i = 0; i < LEN; i++) {
        p[i] = (uint8_t)(seed * 31 + i * 7);
    }
}

/* A boot: the writer starts on what the EEPROM holds, its source the whole of src. */
static void boot(void)
{
    w.a = src;
    w.split = LEN;
    w.b = NULL;
    w.b_len = 0;
    record_writer_begin(&w, KEY, LEN);
}

/* Saves p and waits until it is committed; returns the milliseconds it took. */
static uint32_t save(const uint8_t *p)
{
    memcpy(src, p, LEN);
    record_writer_request(&w);
    return save_driver_record(&w, KEY, LEN, LIMIT_MS);
}

/* Saves old_p, then asks for a save of new_p (not begun yet). */
static void save_then_ask(const uint8_t *old_p, const uint8_t *new_p)
{
    save(old_p);
    memcpy(src, new_p, LEN);
    record_writer_request(&w);
}

/* Steps the writer for ms milliseconds of the fake clock. */
static void run(uint32_t ms)
{
    while (ms-- > 0) {
        record_writer_step(&w, KEY, LEN);
        fake_tick_advance(1);
    }
}

static bool load(uint8_t *out)
{
    return record_read(KEY, LEN, 0, out, LEN);
}

static int8_t newest(void)
{
    uint16_t seq;
    uint8_t old;
    return record_newest(KEY, LEN, &seq, &old);
}

static int setup(void **state)
{
    (void)state;
    fake_reset();
    boot();
    return 0;
}

static void test_record_blank_eeprom_loads_nothing_and_leaves_the_buffer(void **state)
{
    (void)state;
    uint8_t p[LEN];
    memset(p, 0x5A, sizeof p);
    assert_false(load(p));
    for (int i = 0; i < LEN; i++) {
        assert_int_equal(p[i], 0x5A);
    }
    assert_int_equal(newest(), -1);
}

static void test_record_saved_payload_loads_back(void **state)
{
    (void)state;
    uint8_t in[LEN], out[LEN];
    fill(in, 1);
    save(in);
    assert_true(load(out));
    assert_memory_equal(in, out, LEN);
    assert_true(record_read(KEY, LEN, 3, out, 4)); /* a part of it */
    assert_memory_equal(in + 3, out, 4);
}

static void test_record_a_save_goes_out_a_byte_at_a_time_in_the_background(void **state)
{
    (void)state;
    uint8_t in[LEN], out[LEN];
    fill(in, 1);
    memcpy(src, in, LEN);
    record_writer_request(&w);
    assert_true(record_writer_step(&w, KEY, LEN)); /* the newest compared: nothing written */
    assert_int_equal(fake_eeprom_writes(), 0);
    assert_true(record_writer_step(&w, KEY, LEN)); /* one byte started, returned at once */
    assert_true(hal_eeprom_busy());
    assert_int_equal(fake_eeprom_writes(), 1);
    assert_true(record_writer_step(&w, KEY, LEN)); /* busy: nothing more yet */
    assert_int_equal(fake_eeprom_writes(), 1);
    fake_tick_advance(3);
    assert_true(hal_eeprom_busy()); /* 3.4 ms a byte */
    fake_tick_advance(1);
    assert_false(hal_eeprom_busy());
    uint32_t ms = save_driver_record(&w, KEY, LEN, LIMIT_MS) + 4u;
    /* mark, version, sequence, payload, CRC and mark again (bytes already right skipped) */
    assert_true(fake_eeprom_writes() <= 2u + 3u + LEN + 2u);
    assert_true(ms >= 4u * fake_eeprom_writes() - 4u && ms <= 4u * fake_eeprom_writes() + 1u);
    assert_int_equal(fake_eeprom_waits(), 0); /* the writer never waited for the EEPROM */
    assert_true(load(out));
    assert_memory_equal(in, out, LEN);
}

static void test_record_saves_alternate_between_the_two_slots(void **state)
{
    (void)state;
    uint8_t in[LEN], out[LEN];
    for (uint8_t k = 0; k < 6; k++) {
        fill(in, k);
        save(in);
        assert_int_equal(newest(), k % 2);
        assert_true(load(out));
        assert_memory_equal(in, out, LEN);
    }
}

static void test_record_stays_outside_its_two_slots(void **state)
{
    (void)state;
    uint8_t in[LEN];
    fill(in, 9);
    save(in);
    in[0]++;
    save(in);
    const uint8_t *img = fake_eeprom_image();
    for (unsigned a = 0; a < HAL_EEPROM_SIZE; a++) {
        if (a < BASE || a >= BASE + 2u * SLOT) {
            assert_int_equal(img[a], 0xFF);
        }
    }
}

static void test_record_corrupt_newest_slot_falls_back_to_the_older(void **state)
{
    (void)state;
    uint8_t a[LEN], b[LEN], out[LEN];
    fill(a, 1);
    fill(b, 2);
    save(a);
    save(b); /* slot 1, newest */
    for (unsigned i = 1; i < 4u + LEN + 2u; i++) { /* every byte after the mark */
        uint8_t *img = fake_eeprom_image() + BASE + SLOT + i;
        *img ^= 0x10;
        assert_true(load(out));
        assert_memory_equal(out, a, LEN);
        *img ^= 0x10;
    }
    assert_true(load(out));
    assert_memory_equal(out, b, LEN);
}

static void test_record_both_slots_corrupt_loads_nothing(void **state)
{
    (void)state;
    uint8_t a[LEN], out[LEN];
    fill(a, 1);
    save(a);
    a[0]++;
    save(a);
    fake_eeprom_image()[BASE + 6] ^= 1;
    fake_eeprom_image()[BASE + SLOT + 6] ^= 1;
    assert_false(load(out));
}

static void test_record_other_version_reads_as_invalid(void **state)
{
    (void)state;
    uint8_t a[LEN], out[LEN];
    fill(a, 1);
    save(a);
    assert_false(record_read(RECORD_DESC(BASE, SLOT, 5u), LEN, 0, out, LEN));
    assert_false(record_read(RECORD_DESC(BASE, SLOT, 2u), LEN, 0, out, LEN));
}

/* Saves old_p `before` times, then new_p with the power cut after cut_ms of it; after the next
 * boot the record must read old_p or new_p. Returns true when it read new_p. */
static bool save_cut_at(const uint8_t *old_p, const uint8_t *new_p, int before, uint32_t cut_ms)
{
    uint8_t out[LEN];
    fake_reset();
    boot();
    for (int k = 0; k < before; k++) {
        uint8_t p[LEN];
        memcpy(p, old_p, LEN);
        p[0] = (uint8_t)(p[0] + before - 1 - k); /* the last one is old_p */
        save(p);
    }
    memcpy(src, new_p, LEN);
    record_writer_request(&w);
    run(cut_ms);
    fake_eeprom_power_cut();
    memset(src, 0, LEN); /* RAM is gone */
    boot();
    assert_true(load(out));
    bool is_old = memcmp(out, old_p, LEN) == 0;
    bool is_new = memcmp(out, new_p, LEN) == 0;
    assert_true(is_old || is_new);
    return is_new;
}

static void test_record_power_cut_at_any_millisecond_leaves_old_or_new_never_mixed(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN];
    fill(old_p, 3);
    fill(new_p, 4);
    for (int before = 1; before <= 2; before++) {
        uint32_t cuts = 0, news = 0;
        for (uint32_t cut = 0; cut < 200u; cut++) {
            bool is_new = save_cut_at(old_p, new_p, before, cut);
            cuts++;
            news += is_new;
            if (cut > 100u) {
                assert_true(is_new); /* long done */
            }
        }
        assert_true(news > 0 && news < cuts); /* both sides of the commit were cut */
    }
}

static void test_record_power_cut_during_any_byte_leaves_old_or_new_never_mixed(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN], out[LEN];
    fill(old_p, 3);
    fill(new_p, 4);
    for (int before = 1; before <= 2; before++) {
        bool cut = true;
        uint32_t n;
        for (n = 1; cut; n++) {
            fake_reset();
            boot();
            if (before == 2) { /* the other slot holds an older save */
                uint8_t v[LEN];
                memcpy(v, old_p, LEN);
                v[1] ^= 0x80;
                save(v);
            }
            save_then_ask(old_p, new_p);
            cut = save_driver_cut_at_write(&w, KEY, LEN, n); /* byte n torn */
            boot();
            assert_true(load(out));
            bool is_new = memcmp(out, new_p, LEN) == 0;
            assert_true(memcmp(out, old_p, LEN) == 0 || is_new);
            assert_true(is_new || cut); /* a save not cut is complete */
        }
        assert_true(n > 14u); /* every byte of the save was torn in turn */
    }
}

static void test_record_power_cut_can_be_completed_by_the_next_save(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN], out[LEN];
    fill(old_p, 3);
    fill(new_p, 4);
    save_then_ask(old_p, new_p);
    run(21); /* a few bytes of it */
    fake_eeprom_power_cut();
    boot();
    assert_true(load(out));
    assert_memory_equal(out, old_p, LEN);
    save(new_p);
    assert_true(load(out));
    assert_memory_equal(out, new_p, LEN);
}

static void test_record_unchanged_payload_writes_nothing(void **state)
{
    (void)state;
    uint8_t p[LEN];
    fill(p, 7);
    save(p);
    uint32_t before = fake_eeprom_writes();
    assert_int_equal(save(p), 0);
    boot(); /* and after a boot too */
    assert_int_equal(save(p), 0);
    assert_int_equal(fake_eeprom_writes(), before);
}

static void test_record_changed_payload_costs_only_the_changed_bytes(void **state)
{
    (void)state;
    uint8_t p[LEN];
    fill(p, 7);
    save(p);
    p[4] ^= 1;
    save(p);
    p[4] ^= 1;
    p[6] ^= 1;
    uint32_t before = fake_eeprom_writes();
    save(p); /* slot 0 again: differs from it in p[6] only */
    uint32_t cost = fake_eeprom_writes() - before;
    /* mark cleared and set, the sequence low byte, p[6], and at most the two CRC bytes */
    assert_true(cost >= 4 && cost <= 6);
}

static void test_record_sequence_wraps_without_losing_the_newest(void **state)
{
    (void)state;
    uint8_t p[LEN], out[LEN];
    fill(p, 1);
    save(p); /* slot 0, sequence 0 */
    /* 65538 more saves: the 16-bit sequence wraps past 0xFFFF -> 0 */
    for (uint32_t k = 1; k <= 0x10002u; k++) {
        p[0] = (uint8_t)k;
        p[1] = (uint8_t)(k >> 8);
        save(p);
    }
    boot();
    assert_true(load(out));
    assert_int_equal(out[0], (uint8_t)0x10002u);
    assert_int_equal(out[1], (uint8_t)(0x10002u >> 8));
}

/* The source changes (no new request) after `change_ms` of a save; the power is cut at cut_ms
 * (or never, cut_ms 0): the record reads old, a or b, never a mix; complete, it reads b if the
 * change came while a was being saved, else a (nothing asked for b). */
static void test_record_source_changed_during_a_save_is_committed_whole(void **state)
{
    (void)state;
    uint8_t old_p[LEN], a[LEN], b[LEN], out[LEN];
    uint32_t during = 0;
    fill(old_p, 1);
    fill(a, 2);
    fill(b, 3);
    for (uint32_t change_ms = 0; change_ms < 90u; change_ms += 3u) {
        for (uint32_t cut_ms = 0; cut_ms < 130u; cut_ms += 5u) {
            fake_reset();
            boot();
            save(old_p);
            memcpy(src, a, LEN);
            record_writer_request(&w);
            run(change_ms);
            bool saving = w.saving || w.pending;
            memcpy(src, b, LEN);
            if (cut_ms == 0) {
                save_driver_record(&w, KEY, LEN, LIMIT_MS);
                assert_true(load(out));
                assert_memory_equal(out, saving ? b : a, LEN);
                during += saving;
                continue;
            }
            run(cut_ms);
            fake_eeprom_power_cut();
            boot();
            assert_true(load(out));
            assert_true(memcmp(out, old_p, LEN) == 0 || memcmp(out, a, LEN) == 0 ||
                        memcmp(out, b, LEN) == 0);
        }
    }
    assert_true(during > 5u && during < 30u);
}

static void test_record_second_request_during_a_save_is_saved_after_it(void **state)
{
    (void)state;
    uint8_t a[LEN], b[LEN], out[LEN];
    fill(a, 2);
    fill(b, 3);
    memcpy(src, a, LEN);
    record_writer_request(&w);
    run(10);
    memcpy(src, b, LEN);
    record_writer_request(&w);
    save_driver_record(&w, KEY, LEN, LIMIT_MS);
    assert_true(load(out));
    assert_memory_equal(out, b, LEN);
    assert_int_equal(fake_eeprom_waits(), 0);
}

static void test_record_reading_during_a_save_gives_the_old_record(void **state)
{
    (void)state;
    uint8_t old_p[LEN], new_p[LEN], out[LEN];
    fill(old_p, 5);
    fill(new_p, 6);
    save_then_ask(old_p, new_p);
    uint32_t reads = 0;
    for (;;) {
        record_writer_step(&w, KEY, LEN);
        if (!w.saving) {
            break; /* the commit mark is being written */
        }
        assert_true(load(out)); /* waits for the byte being written (a stall on the chip) */
        assert_memory_equal(out, old_p, LEN);
        reads++;
        fake_tick_advance(1);
    }
    assert_true(reads > 5u);
    save_driver_record(&w, KEY, LEN, LIMIT_MS);
    assert_true(load(out));
    assert_memory_equal(out, new_p, LEN);
}

/* Payload bytes the source does not give (b NULL) keep the newest record's value: copied into
 * the other slot when it differs there, not written again once both slots have it. */
static void test_record_bytes_the_source_leaves_keep_the_newest_value(void **state)
{
    (void)state;
    uint8_t head[4] = {1, 2, 3, 4}, tail[LEN - 4], out[LEN];
    memset(tail, 0x77, sizeof tail);
    w.split = 4;
    w.a = head;
    w.b = tail;
    w.b_len = LEN - 4;
    record_writer_request(&w);
    save_driver_record(&w, KEY, LEN, LIMIT_MS); /* slot 0 */
    w.b = NULL;
    memset(tail, 0, sizeof tail); /* not the source any more */
    head[0] = 9;
    record_writer_request(&w);
    save_driver_record(&w, KEY, LEN, LIMIT_MS); /* slot 1, blank before */
    assert_true(load(out));
    assert_int_equal(out[0], 9);
    for (int i = 4; i < LEN; i++) {
        assert_int_equal(out[i], 0x77);
    }
    boot(); /* and after a boot */
    w.split = 4;
    w.a = head;
    head[0] = 10;
    uint32_t before = fake_eeprom_writes();
    record_writer_request(&w);
    save_driver_record(&w, KEY, LEN, LIMIT_MS); /* slot 0, which has the tail already */
    assert_true(fake_eeprom_writes() - before <= 6u); /* marks, sequence, head[0], CRC */
    assert_true(load(out));
    assert_int_equal(out[0], 10);
    for (int i = 4; i < LEN; i++) {
        assert_int_equal(out[i], 0x77);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_record_blank_eeprom_loads_nothing_and_leaves_the_buffer, setup),
        cmocka_unit_test_setup(test_record_saved_payload_loads_back, setup),
        cmocka_unit_test_setup(test_record_a_save_goes_out_a_byte_at_a_time_in_the_background, setup),
        cmocka_unit_test_setup(test_record_saves_alternate_between_the_two_slots, setup),
        cmocka_unit_test_setup(test_record_stays_outside_its_two_slots, setup),
        cmocka_unit_test_setup(test_record_corrupt_newest_slot_falls_back_to_the_older, setup),
        cmocka_unit_test_setup(test_record_both_slots_corrupt_loads_nothing, setup),
        cmocka_unit_test_setup(test_record_other_version_reads_as_invalid, setup),
        cmocka_unit_test_setup(test_record_power_cut_at_any_millisecond_leaves_old_or_new_never_mixed, setup),
        cmocka_unit_test_setup(test_record_power_cut_during_any_byte_leaves_old_or_new_never_mixed, setup),
        cmocka_unit_test_setup(test_record_power_cut_can_be_completed_by_the_next_save, setup),
        cmocka_unit_test_setup(test_record_unchanged_payload_writes_nothing, setup),
        cmocka_unit_test_setup(test_record_changed_payload_costs_only_the_changed_bytes, setup),
        cmocka_unit_test_setup(test_record_sequence_wraps_without_losing_the_newest, setup),
        cmocka_unit_test_setup(test_record_source_changed_during_a_save_is_committed_whole, setup),
        cmocka_unit_test_setup(test_record_second_request_during_a_save_is_saved_after_it, setup),
        cmocka_unit_test_setup(test_record_reading_during_a_save_gives_the_old_record, setup),
        cmocka_unit_test_setup(test_record_bytes_the_source_leaves_keep_the_newest_value, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
