/* test_journal.c - the box record's journal (journal.h) over a long life: thousands of saves of
 * random changes, small and large, with the power cut at a random byte write of many of them,
 * across many rounds of both halves (their switches, fillers and torn commits at every place);
 * after every boot the record is the last one committed or the new one, whole, never a mix,
 * and never older than the last commit. Also: an EEPROM full of garbage (the halves' first use
 * over foreign bytes) and one whose newest half is damaged. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "hal_eeprom.h"
#include "hal_fake.h"
#include "journal.h"
#include "persist.h"
#include "support/save_driver.h"

#define STATE 90u /* a saved game's state: the record's bytes 55..144 */

/* What the test saves: the boot counter and a game's state (bytes the test sets at random). */
typedef struct {
    uint32_t boot_count;
    uint8_t state[STATE];
} model_t;

static model_t source; /* the RAM the record is saved from (persist_set_game points here) */
static uint32_t rng_state;

static uint32_t rnd(uint32_t n)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return (rng_state >> 8) % n;
}

static int setup(void **state)
{
    (void)state;
    fake_reset();
    rng_state = 1527;
    return 0;
}

/* A boot: the record into the model (false: none). */
static bool boot(model_t *m)
{
    fake_eeprom_power_cut();
    memset(m, 0, sizeof *m);
    bool ok = persist_load();
    m->boot_count = persist_system()->boot_count;
    uint8_t h[2];
    if (persist_read(PERSIST_GAME_OFFSET, h, 2) && h[0] == 1 && h[1] == STATE) {
        persist_read(PERSIST_STATE_OFFSET, m->state, STATE);
    }
    return ok;
}

/* Takes the model as the source to save from. */
static void take(const model_t *m)
{
    source = *m;
    persist_system()->boot_count = source.boot_count;
    persist_save_system();
    persist_set_game(1, source.state, STATE);
}

/* Changes k random bytes of m (k = 0: none). */
static void change(model_t *m, uint32_t k)
{
    while (k-- > 0) {
        uint32_t i = rnd(STATE + 4u);
        uint8_t v = (uint8_t)rnd(4) == 0 ? 0 : (uint8_t)rnd(256); /* zeros too */
        if (i < 4) {
            m->boot_count = (m->boot_count & ~(0xFFu << (8 * i))) | (uint32_t)v << (8 * i);
        } else {
            m->state[i - 4] = v;
        }
    }
}

static void test_journal_thousands_of_saves_cut_anywhere_leave_old_or_new(void **state)
{
    (void)state;
    model_t committed, now, got;
    boot(&committed);
    take(&committed);
    save_driver_finish(); /* the first save: the whole record */
    boot(&committed);
    uint32_t cuts = 0, olds = 0, news = 0;
    for (uint32_t k = 0; k < 4000u; k++) {
        now = committed;
        uint32_t r = rnd(100);
        change(&now, r < 70 ? 1 + rnd(6) : r < 95 ? rnd(30) : rnd(120)); /* a move, more, all */
        take(&now);
        if (rnd(3) == 0) { /* cut at one of the save's writes (most have under 20) */
            cuts += save_driver_finish_cut_at_write(1 + rnd(r < 70 ? 20 : 300));
        } else {
            save_driver_finish();
        }
        boot(&got);
        bool is_old = memcmp(&got, &committed, sizeof got) == 0;
        bool is_new = memcmp(&got, &now, sizeof got) == 0;
        assert_true(is_old || is_new);
        olds += is_old && !is_new;
        news += is_new;
        committed = got;
    }
    assert_true(cuts > 500u && olds > 300u && news > 2000u); /* (the fake tears a byte to 0xFF:
                                                              * a cut save is never in) */
    /* the halves went round many times: no cell written much more than the mean (a few never:
     * their byte was always right already, as the settings' 0xFF here) */
    uint32_t most = 0, writes = 0;
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        uint32_t n = fake_eeprom_cell_writes(a);
        most = n > most ? n : most;
        writes += n;
    }
    assert_true(most * HAL_EEPROM_SIZE < 2u * writes);
    assert_true(writes > 40u * HAL_EEPROM_SIZE); /* about 40 rounds of each half */
}

/* An EEPROM full of garbage: no record; the saves then go over it (each half's first use over
 * foreign bytes) and every one loads back, across several switches. */
static void test_journal_over_garbage_every_save_loads_back(void **state)
{
    (void)state;
    model_t m, got;
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        fake_eeprom_image()[a] = (uint8_t)rnd(256);
    }
    assert_false(boot(&m));
    for (uint32_t k = 0; k < 600u; k++) {
        change(&m, 1 + rnd(8));
        take(&m);
        save_driver_finish();
        assert_true(boot(&got));
        assert_memory_equal(&got, &m, sizeof m);
    }
}

/* The newer half's commits damaged one byte at a time (bit rot, or a crafted image): the
 * record read is the state of an earlier commit of that half, or the other half's, never a
 * mix and never stale pairs of an older generation. */
static void test_journal_damaged_commits_give_an_earlier_whole_record(void **state)
{
    (void)state;
    model_t m, got;
    enum { SAVES = 70 };
    static model_t history[SAVES];
    boot(&m);
    for (uint32_t k = 0; k < SAVES; k++) {
        change(&m, 1 + rnd(5));
        take(&m);
        save_driver_finish();
        history[k] = m;
    }
    uint8_t *ee = fake_eeprom_image();
    for (uint16_t a = 0; a < HAL_EEPROM_SIZE; a++) {
        ee[a] ^= 0x08;
        boot(&got);
        bool seen = false;
        for (uint32_t k = 0; k < SAVES && !seen; k++) {
            seen = memcmp(&got, &history[k], sizeof got) == 0;
        }
        model_t none;
        memset(&none, 0, sizeof none);
        assert_true(seen || memcmp(&got, &none, sizeof got) == 0);
        ee[a] ^= 0x08;
    }
    boot(&got);
    assert_memory_equal(&got, &history[SAVES - 1], sizeof got);
}

/* The first save's bytes damaged: no record, the saves after it not read. A box that then
 * saves exactly what that first save held (a fresh box does: its defaults again) gets that
 * record, and not the damaged saves' successors back, at any power cut (they would check
 * again if the new save went where the damaged one was). */
static void test_journal_saves_after_a_damaged_one_never_come_back(void **state)
{
    (void)state;
    model_t first, m, got;
    boot(&m);
    change(&m, 20);
    first = m;
    take(&m);
    save_driver_finish();
    for (int k = 0; k < 5; k++) {
        change(&m, 3);
        take(&m);
        save_driver_finish();
    }
    fake_eeprom_image()[3] ^= 0x01; /* the first save's second pair */
    assert_false(boot(&got));
    for (uint32_t n = 1;; n++) { /* the first save again, cut at each of its writes */
        take(&first);
        bool cut = save_driver_finish_cut_at_write(n);
        bool ok = boot(&got);
        if (ok) {
            assert_memory_equal(&got, &first, sizeof got);
        }
        if (!cut) {
            assert_true(ok);
            break;
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_journal_thousands_of_saves_cut_anywhere_leave_old_or_new, setup),
        cmocka_unit_test_setup(test_journal_over_garbage_every_save_loads_back, setup),
        cmocka_unit_test_setup(test_journal_damaged_commits_give_an_earlier_whole_record, setup),
        cmocka_unit_test_setup(test_journal_saves_after_a_damaged_one_never_come_back, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
