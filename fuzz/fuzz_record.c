/* fuzz_record.c - libFuzzer harness: the box record's loader and writer (firmware/store/:
 * persist.c, journal.c, slots.c; app/save_game.c) on the host's EEPROM fake, from any EEPROM
 * image, with a reader of the layout of its own as the oracle; its sources: fuzz_record.mk.
 *
 * Input: byte 0 says how the image is made: bit 0 the halves' bytes from the input (else
 * erased), bit 1 then a journal of valid saves written into half 0 and bit 2 into half 1 (each
 * a generation byte, then saves: a pair count, the pairs, a commit whose CRC is the harness's
 * own, so the loader's paths past the CRC are reached), bit 3 then one byte of those flipped,
 * bit 4 old slots (slots.h) from the input with valid CRCs (a version, a sequence number, the
 * payload each). The rest of the input after the image: changes for the saves below.
 *
 * Findings (abort):
 *   - what the loader reads is not the record the image holds as journal.h and slots.h
 *     describe it (read here by a reader of the harness's own, from the layout): the newer
 *     half with a commit, its pairs up to its last commit that checks; else the old slots'
 *     newest valid one; else none;
 *   - a setting out of its range once sanitized (as the app loads them); a saved game loaded
 *     that the record does not hold, or out of its bounds; undo on it out of bounds (ASan);
 *   - a save that never ends (more than 3 s of 4 ms bytes), or that reads back (after a
 *     power cut and a new boot) as anything else than what RAM held; three saves in a row.
 *     Not checked on an image that holds a damaged commit (both codes, a CRC that does not
 *     check: a byte flipped, or crafted): the writer goes on after such a commit in its half,
 *     but a crafted damaged journal of the generation it moves on to in the other half can
 *     check again once its start is rewritten the same (journal.h); the loader is checked
 *     against the layout at every boot all the same;
 *   - every crash, leak, out-of-bounds access and undefined behaviour (ASan, UBSan).
 *
 * `make fuzz` builds it (fuzz/fuzz.mk); tests/fuzz/run_fuzz.sh runs it on fuzz/corpus/record/. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "games.h"
#include "hal_eeprom.h"
#include "hal_fake.h"
#include "journal.h"
#include "persist.h"
#include "play.h"
#include "save_game.h"
#include "settings.h"
#include "slots.h"

#define CHECK FUZZ_CHECK

#define HALF 512u
#define PAYLOAD PERSIST_PAYLOAD

typedef struct {
    const uint8_t *p;
    size_t left;
} input_t;

static uint8_t take(input_t *in, uint8_t none)
{
    if (in->left == 0) {
        return none;
    }
    in->left--;
    return *in->p++;
}

static uint16_t crc_ccitt(uint16_t crc, const uint8_t *p, size_t n)
{
    while (n--) {
        crc ^= (uint16_t)(*p++ << 8);
        for (int b = 0; b < 8; b++) {
            crc = crc & 0x8000 ? (uint16_t)(crc << 1 ^ 0x1021) : (uint16_t)(crc << 1);
        }
    }
    return crc;
}

/* ---- the layout's reader (journal.h, slots.h) ---- */

/* One half: the address after its last commit that checks (start: none), its commits'
 * generation in *gen, its record in rec. */
static bool ref_damaged; /* a commit with both codes whose CRC did not check was met */

static unsigned ref_half(const uint8_t *ee, unsigned start, unsigned *gen, uint8_t *rec)
{
    unsigned end = start, g = 4;
    uint8_t cur[PAYLOAD];
    memset(rec, 0, PAYLOAD);
    memset(cur, 0, PAYLOAD);
    for (unsigned a = start; a + 4 <= start + HALF; a += 2) {
        unsigned c = (uint8_t)(ee[a] - 0xF0u);
        bool codes = c < 4 && ee[a + 2] == 0xF4u + c;
        if (codes && (g == 4 || c == g) &&
            crc_ccitt(0xFFFF, ee + end, a - end) == (uint16_t)(ee[a + 1] | ee[a + 3] << 8)) {
            g = c;
            end = a + 4;
            a += 2;
            memcpy(rec, cur, PAYLOAD);
        } else if (codes && (g == 4 || c == g)) {
            ref_damaged = true; /* (not the commits of another generation after this one's) */
        } else if (ee[a] < PAYLOAD) {
            cur[ee[a]] = ee[a + 1];
        }
    }
    *gen = g & 3u;
    return end;
}

/* The record the image holds into rec; false when none. */
static bool ref_record(const uint8_t *ee, uint8_t *rec)
{
    uint8_t rec1[PAYLOAD];
    unsigned g0, g1;
    unsigned e0 = ref_half(ee, 0, &g0, rec);
    unsigned e1 = ref_half(ee, HALF, &g1, rec1);
    if (e1 != HALF && (e0 == 0 || g1 == ((g0 + 1u) & 3u))) {
        memcpy(rec, rec1, PAYLOAD);
        return true;
    }
    if (e0 != 0) {
        return true;
    }
    int best = -1;
    uint16_t best_seq = 0;
    for (int slot = 0; slot < 2; slot++) {
        const uint8_t *s = ee + SLOTS_BASE + slot * SLOTS_SIZE;
        uint16_t seq = (uint16_t)(s[2] | s[3] << 8);
        if (s[0] == 'N' && (s[1] == 2 || s[1] == 3) &&
            crc_ccitt(0xFFFF, s + 1, SLOTS_SIZE - 3) ==
                (uint16_t)(s[SLOTS_SIZE - 2] | s[SLOTS_SIZE - 1] << 8) &&
            (best < 0 || (int16_t)(uint16_t)(seq - best_seq) > 0)) {
            best = slot;
            best_seq = seq;
        }
    }
    if (best < 0) {
        return false;
    }
    const uint8_t *s = ee + SLOTS_BASE + best * SLOTS_SIZE;
    for (unsigned i = 0; i < PAYLOAD; i++) {
        rec[i] = i < (s[1] == 3 ? PAYLOAD : SLOTS_V2_KEPT) ? (uint8_t)~s[4 + i] : 0;
    }
    return true;
}

/* ---- the image ---- */

/* Valid saves into the half at start, from the input: its generation, then per save a pair
 * count, the pairs (offsets taken below the payload or a code now and then), its commit. */
static void put_journal(uint8_t *ee, unsigned start, input_t *in)
{
    unsigned g = take(in, 0) & 3u, a = start, from = start;
    unsigned saves = take(in, 0) % 12u;
    while (saves-- > 0) {
        unsigned pairs = take(in, 0) % 40u;
        while (pairs-- > 0 && a + 6 <= start + HALF) {
            uint8_t o = take(in, 0);
            ee[a] = o % 8u == 7u ? o : (uint8_t)(o % PAYLOAD);
            ee[a + 1] = take(in, 0);
            a += 2;
        }
        if (a + 4 > start + HALF) {
            break;
        }
        uint16_t crc = crc_ccitt(0xFFFF, ee + from, a - from);
        ee[a] = (uint8_t)(0xF0u + g);
        ee[a + 1] = (uint8_t)crc;
        ee[a + 2] = (uint8_t)(0xF4u + g);
        ee[a + 3] = (uint8_t)(crc >> 8);
        a += 4;
        from = a;
    }
}

static void put_slots(uint8_t *ee, input_t *in)
{
    for (int slot = 0; slot < 2; slot++) {
        uint8_t *s = ee + SLOTS_BASE + slot * SLOTS_SIZE;
        uint8_t how = take(in, 0);
        if (how % 4u == 0) {
            continue; /* left as the halves made it */
        }
        s[0] = 'N';
        s[1] = how % 4u == 1 ? 2 : 3;
        s[2] = take(in, 0);
        s[3] = take(in, 0);
        for (unsigned i = 0; i < SLOTS_PAYLOAD; i++) {
            s[4 + i] = (uint8_t)~take(in, 0);
        }
        uint16_t crc = crc_ccitt(0xFFFF, s + 1, SLOTS_SIZE - 3);
        s[SLOTS_SIZE - 2] = (uint8_t)crc;
        s[SLOTS_SIZE - 1] = (uint8_t)(crc >> 8);
    }
}

/* ---- the checks ---- */

static play_t game;   /* the app's game: the writer reads the saved game's state from it */
static bool image_damaged; /* the image as built holds a damaged commit */
static uint8_t saved_game;

/* A boot as the app's (persist_load, the settings sanitized, the saved game taken into RAM),
 * checked against the layout's reader. */
static void boot_and_check(void)
{
    uint8_t want[PAYLOAD], got[PAYLOAD];
    const bool has = ref_record(fake_eeprom_image(), want);
    const bool ok = persist_load();
    CHECK(ok == has, "a record loaded where the layout has none, or none where it has one");
    memset(got, 0xA5, sizeof got);
    CHECK(persist_read(0, got, PAYLOAD) == has, "persist_read disagrees with persist_load");
    if (has) {
        CHECK(memcmp(got, want, PAYLOAD) == 0, "the record read is not the layout's");
        CHECK(persist_system()->boot_count ==
                  (uint32_t)(want[4] | want[5] << 8 | want[6] << 16 | (uint32_t)want[7] << 24),
              "the boot counter is not the record's");
    }
    settings_t *set = &persist_system()->settings;
    settings_sanitize(set);
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        CHECK(settings_get(set, (setting_id_t)id) < settings_value_count((setting_id_t)id),
              "a setting out of its range");
    }
    saved_game = SAVE_GAME_NONE;
    memset(&game, 0, sizeof game);
    if (save_game_load(&game, &saved_game)) {
        CHECK(has && saved_game == want[PERSIST_GAME_OFFSET] && saved_game < GAME_COUNT,
              "a saved game loaded that the record does not hold");
        CHECK(game.pos.piles >= 1 && game.pos.piles <= PLAY_MAX_PILES &&
                  game.log_len <= PLAY_LOG_BYTES && game.log_start < PLAY_LOG_BYTES,
              "a saved game out of its bounds");
        play_t undone = game;
        while (play_undo(&undone)) { /* the undo log, whatever it holds: in bounds */
        }
    } else {
        saved_game = SAVE_GAME_NONE;
    }
    save_game_store(saved_game, &game);
}

/* What RAM holds of the box record, as the app reads it. */
typedef struct {
    persist_system_t sys;
    uint16_t wl[PERSIST_STATS_GAMES][2];
    int8_t streak[PERSIST_STATS_GAMES];
    uint16_t watchdog;
    uint8_t game;
} ram_t;

static void ram_now(ram_t *r)
{
    memset(r, 0, sizeof *r);
    r->sys = *persist_system();
    for (uint8_t g = 0; g < PERSIST_STATS_GAMES; g++) {
        r->streak[g] = persist_load_result(g, r->wl[g]);
    }
    r->watchdog = persist_watchdog_resets();
    r->game = saved_game;
}

/* Saves whatever RAM holds now; after a power cut and a boot it must read back. */
static void save_and_check(void)
{
    unsigned ms = 0;
    while (persist_step()) {
        fake_tick_advance(1);
        CHECK(++ms < 3000u, "a save that never ends");
    }
    ram_t before, after;
    ram_now(&before);
    play_t keep = game;
    fake_eeprom_power_cut();
    boot_and_check();
    ram_now(&after);
    if (image_damaged) {
        return;
    }
    CHECK(memcmp(&before, &after, sizeof before) == 0, "what RAM held did not read back");
    if (before.game != SAVE_GAME_NONE) {
        CHECK(memcmp(&game.pos, &keep.pos, sizeof game - offsetof(play_t, pos)) == 0,
              "the saved game's state did not read back");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    input_t in = {data, size};
    uint8_t how = take(&in, 0);
    fake_reset();
    uint8_t *ee = fake_eeprom_image();
    if (how & 1u) {
        for (unsigned a = 0; a < HAL_EEPROM_SIZE; a++) {
            ee[a] = take(&in, 0xFF);
        }
    }
    if (how & 2u) {
        put_journal(ee, 0, &in);
    }
    if (how & 4u) {
        put_journal(ee, HALF, &in);
    }
    if (how & 8u) {
        unsigned a = ((unsigned)take(&in, 0) << 8 | take(&in, 0)) % HAL_EEPROM_SIZE;
        ee[a] ^= (uint8_t)(1u << (take(&in, 0) & 7u));
    }
    if (how & 16u) {
        put_slots(ee, &in);
    }
    uint8_t scratch[PAYLOAD];
    ref_damaged = false;
    ref_record(ee, scratch);
    image_damaged = ref_damaged;
    boot_and_check();
    for (int k = 0; k < 3; k++) { /* changes from the input, saved, read back */
        persist_system()->boot_count += take(&in, 1);
        if (take(&in, 0) & 1u) {
            persist_count_result((uint8_t)(take(&in, 0) % PERSIST_STATS_GAMES), take(&in, 0) & 1u);
        }
        if (saved_game != SAVE_GAME_NONE) {
            game.pos.pile[0] ^= take(&in, 0);
            game.turn ^= 1u;
            save_game_store(saved_game, &game);
        }
        persist_save_system();
        save_and_check();
    }
    return 0;
}
