/* fuzz_record.c - libFuzzer harness: the EEPROM record loader as it is today (firmware/app/
 * record.c, persist.c, save_game.c on the host's EEPROM fake) on crafted EEPROM images. Helper
 * f26eeprom is rewriting the record: its harness replaces this one (fuzz/README.md).
 *
 * Input: byte 0 says how each slot of the box record (persist.h: two of 160 bytes at 0x180) is
 * made, two bits a slot: 0 raw bytes from the input, 1 a valid v3 record, 2 a valid v2 record,
 * 3 a v3 record with a byte broken after its CRC; bit 4: the rest of the EEPROM from the input
 * too (else erased). Then per slot its sequence number and payload (or its raw bytes), then
 * the rest. A valid record is written with a CRC-16/CCITT-FALSE of this harness's own, so that
 * the loader's paths past the CRC are reached. Findings (abort):
 *   - what the loader reads (settings, boot counter, statistics, streaks, the saved game) is
 *     not what the newest valid record holds, as record.h describes the slots (each setting
 *     out of its range read as its default; none valid: the defaults and zeros); a setting
 *     out of its range; a saved game outside its bounds (save_game.h);
 *   - a save of what was loaded that never ends (more than 2000 steps), that leaves no valid
 *     v3 record, or that reads back as anything else than what was saved;
 *   - every crash, leak, out-of-bounds access and undefined behaviour (ASan, UBSan). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "games.h"
#include "hal_eeprom.h"
#include "hal_fake.h"
#include "persist.h"
#include "play.h"
#include "save_game.h"
#include "settings.h"

#define SLOT_STATE (sizeof(play_t) - offsetof(play_t, pos)) /* save_game.c's state */

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

static uint16_t crc_ccitt(const uint8_t *p, size_t n)
{
    uint16_t crc = 0xFFFF;
    while (n--) {
        crc ^= (uint16_t)(*p++ << 8);
        for (int b = 0; b < 8; b++) {
            crc = crc & 0x8000 ? (uint16_t)(crc << 1 ^ 0x1021) : (uint16_t)(crc << 1);
        }
    }
    return crc;
}

/* What the loader must read, from the image alone (record.h, persist.h). */
typedef struct {
    int newest;                 /* slot, -1: none valid */
    uint8_t version;            /* 3 or 2 */
    uint8_t payload[PERSIST_PAYLOAD];
} model_t;

static void model_read(model_t *m, const uint8_t *image)
{
    int32_t best = -1;
    m->newest = -1;
    for (int slot = 0; slot < 2; slot++) {
        const uint8_t *s = image + PERSIST_BASE + slot * PERSIST_SLOT;
        uint16_t crc = crc_ccitt(s + 1, 3 + PERSIST_PAYLOAD);
        uint16_t seq = (uint16_t)(s[2] | s[3] << 8);
        if (s[0] != 'N' || (s[1] != 3 && s[1] != 2) ||
            (s[4 + PERSIST_PAYLOAD] | s[5 + PERSIST_PAYLOAD] << 8) != crc) {
            continue;
        }
        /* the newer by serial number arithmetic; slot 0 on a tie */
        if (best < 0 || (int16_t)(uint16_t)(seq - (uint16_t)best) > 0) {
            best = seq;
            m->newest = slot;
            m->version = s[1];
            for (size_t i = 0; i < PERSIST_PAYLOAD; i++) {
                m->payload[i] = (uint8_t)~s[4 + i];
            }
        }
    }
}

static void write_slot(uint8_t *image, int slot, uint8_t form, input_t *in)
{
    uint8_t *s = image + PERSIST_BASE + slot * PERSIST_SLOT;
    if (form == 0) {
        for (size_t i = 0; i < PERSIST_SLOT; i++) {
            s[i] = take(in, 0xFF);
        }
        return;
    }
    s[0] = 'N';
    s[1] = form == 2 ? 2 : 3;
    s[2] = take(in, 0);
    s[3] = take(in, 0);
    for (size_t i = 0; i < PERSIST_PAYLOAD; i++) {
        s[4 + i] = (uint8_t)~take(in, 0);
    }
    uint16_t crc = crc_ccitt(s + 1, 3 + PERSIST_PAYLOAD);
    s[4 + PERSIST_PAYLOAD] = (uint8_t)crc;
    s[5 + PERSIST_PAYLOAD] = (uint8_t)(crc >> 8);
    if (form == 3) {
        s[1 + take(in, 0) % (3 + PERSIST_PAYLOAD + 2)] ^= (uint8_t)(1u << (take(in, 0) & 7));
    }
}

/* What the loader holds in RAM, as the app sees it. */
typedef struct {
    settings_t settings;
    uint32_t boot;
    uint16_t wl[PERSIST_STATS_GAMES][2];
    int8_t streak[PERSIST_STATS_GAMES];
} loaded_t;

static void loaded(loaded_t *l)
{
    memset(l, 0, sizeof *l);
    l->settings = persist_system()->settings;
    l->boot = persist_system()->boot_count;
    for (uint8_t g = 0; g + 1u < PERSIST_STATS_GAMES; g++) { /* (not the pirates': persist.h) */
        l->streak[g] = persist_load_result(g, l->wl[g]);
    }
}

static void check_against_model(const loaded_t *l, const model_t *m)
{
    settings_t want;
    settings_defaults(&want);
    uint8_t *w = (uint8_t *)&want;
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        FUZZ_CHECK(settings_get(&l->settings, (setting_id_t)id) <
                       settings_value_count((setting_id_t)id),
                   "a setting out of its range");
        if (m->newest >= 0 && m->payload[id] < settings_value_count((setting_id_t)id)) {
            w[id] = m->payload[id]; /* (settings_t is the payload's first bytes, persist.h) */
        }
    }
    FUZZ_CHECK(memcmp(&want, &l->settings, sizeof want) == 0, "the settings are not the record's");
    const uint8_t *p = m->payload;
    bool any = m->newest >= 0;
    FUZZ_CHECK(l->boot == (any ? (uint32_t)(p[4] | p[5] << 8 | p[6] << 16 | (uint32_t)p[7] << 24)
                               : 0u),
               "the boot counter is not the record's");
    for (unsigned g = 0; g + 1 < PERSIST_STATS_GAMES; g++) {
        const uint8_t *st = p + PERSIST_STATS_OFFSET + 4 * g;
        FUZZ_CHECK(l->wl[g][0] == (any ? (uint16_t)(st[0] | st[1] << 8) : 0) &&
                       l->wl[g][1] == (any ? (uint16_t)(st[2] | st[3] << 8) : 0),
                   "the statistics are not the record's");
        int8_t want_streak = any && m->version == 3 ? (int8_t)p[PERSIST_STREAK_OFFSET + g] : 0;
        FUZZ_CHECK(l->streak[g] == want_streak, "a streak is not the record's");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static model_t m;
    loaded_t first, again;
    input_t in = {data, size};
    uint8_t how = take(&in, 0);
    fake_reset();
    uint8_t *image = fake_eeprom_image();
    write_slot(image, 0, how & 3u, &in);
    write_slot(image, 1, (how >> 2) & 3u, &in);
    if (how & 0x10u) {
        for (size_t a = 0; a < HAL_EEPROM_SIZE; a++) {
            if (a < PERSIST_BASE || a >= PERSIST_FREE_BASE) {
                image[a] = take(&in, 0xFF);
            }
        }
    }
    model_read(&m, image);
    bool ok = persist_load();
    FUZZ_CHECK(ok == (m.newest >= 0), "a record found where none is valid, or none found");
    loaded(&first);
    check_against_model(&first, &m);

    play_t p;
    uint8_t game = SAVE_GAME_NONE;
    if (save_game_load(&p, &game)) {
        FUZZ_CHECK(m.newest >= 0 && m.version == 3 && game < GAME_COUNT &&
                       game == m.payload[PERSIST_GAME_OFFSET] &&
                       m.payload[PERSIST_GAME_OFFSET + 1] == SLOT_STATE,
                   "a saved game loaded that the record does not hold");
        FUZZ_CHECK(p.pos.piles >= 1 && p.pos.piles <= PLAY_MAX_PILES &&
                       p.log_len <= PLAY_LOG_BYTES,
                   "a saved game out of its bounds");
    }

    /* save what was loaded; it must read back the same */
    persist_save_system();
    unsigned steps = 0;
    while (persist_step()) {
        fake_tick_advance(4);
        FUZZ_CHECK(++steps <= 2000, "a save that never ends");
    }
    model_read(&m, fake_eeprom_image());
    FUZZ_CHECK(m.newest >= 0 && m.version == 3, "no valid v3 record after a save");
    FUZZ_CHECK(persist_load(), "the record saved does not load");
    loaded(&again);
    check_against_model(&again, &m);
    FUZZ_CHECK(memcmp(&first, &again, sizeof first) == 0, "what was saved reads back otherwise");
    return 0;
}
