/* persist.c - the box record (persist.h) in RAM and its background writer. The record's first
 * PERSIST_STATE_OFFSET payload bytes are persist_ram as it lies in RAM on the MCU (and on the
 * little-endian hosts the tests run on), so it is saved and loaded in place, with no packing
 * code; the engine state that follows is read straight from the game being played. */
#include "persist.h"

#include <stddef.h>
#include <string.h>

#include "record.h"
#include "save_game.h"

static struct {
    persist_system_t sys;
    uint16_t stats[PERSIST_STATS_GAMES][2]; /* won, lost per game */
    int8_t streak[PERSIST_STATS_GAMES - 1]; /* won (> 0) or lost (< 0) in a row */
    uint8_t tip_shown; /* the last game's streak byte, the pirates' (never played against the
                        * computer): the first-time tip was shown on this box (persist_tip_due) */
    uint8_t game;      /* the saved game's menu index, SAVE_GAME_NONE: none */
    uint8_t state_len; /* length of its engine state */
} persist_ram;

static record_writer_t persist_writer;

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the payload is a RAM image (LE)");
_Static_assert(offsetof(__typeof__(persist_ram), state_len) + 1u == PERSIST_STATE_OFFSET &&
                   offsetof(persist_system_t, settings.sound) == 0 &&
                   offsetof(persist_system_t, settings.level) == 1 &&
                   offsetof(persist_system_t, settings.mode) == 2 &&
                   offsetof(persist_system_t, settings.light) == 3 &&
                   offsetof(persist_system_t, boot_count) == 4 &&
                   offsetof(__typeof__(persist_ram), stats) == PERSIST_STATS_OFFSET &&
                   offsetof(__typeof__(persist_ram), streak) == PERSIST_STREAK_OFFSET &&
                   offsetof(__typeof__(persist_ram), tip_shown) == PERSIST_TIP_OFFSET &&
                   offsetof(__typeof__(persist_ram), game) == PERSIST_GAME_OFFSET,
               "persist_ram is the box record's payload v3 up to the engine state");
_Static_assert(PERSIST_FREE_BASE <= 1024u, "the box record fits the EEPROM");

bool persist_load(void)
{
    memset(&persist_ram, 0, sizeof persist_ram);
    /* the settings unset: out of every range, the defaults once sanitized (below) */
    memset(&persist_ram.sys.settings, 0xFF, sizeof persist_ram.sys.settings);
    persist_ram.game = SAVE_GAME_NONE;
    persist_writer.a = (const uint8_t *)&persist_ram;
    persist_writer.split = PERSIST_STATE_OFFSET;
    persist_writer.b = NULL;
    record_writer_begin(&persist_writer, PERSIST_KEY, PERSIST_PAYLOAD);
    uint8_t *ram = (uint8_t *)&persist_ram;
    bool ok = persist_read(0, ram, PERSIST_STREAK_OFFSET); /* v2 and v3 alike */
    persist_read(PERSIST_STREAK_OFFSET, ram + PERSIST_STREAK_OFFSET,
                 PERSIST_STATE_OFFSET - PERSIST_STREAK_OFFSET);
    settings_sanitize(&persist_ram.sys.settings);
    return ok;
}

persist_system_t *persist_system(void)
{
    return &persist_ram.sys;
}

void persist_save_system(void)
{
    record_writer_request(&persist_writer);
}

int8_t persist_load_result(uint8_t game, uint16_t *wl)
{
    const uint16_t *g = persist_ram.stats[game];
    wl[0] = g[0];
    wl[1] = g[1];
    return persist_ram.streak[game];
}

void persist_count_result(uint8_t game, bool won)
{
    uint16_t *c = &persist_ram.stats[game][!won]; /* a game played on the engine: below GAME_COUNT */
    int8_t *s = &persist_ram.streak[game];
    if (*c != 0xFFFFu) {
        (*c)++;
    }
    if ((*s < 0) == won) { /* a streak of the other kind ends */
        *s = 0;
    }
    if (won ? *s < 127 : *s > -127) {
        *s = (int8_t)(*s + (won ? 1 : -1));
    }
    record_writer_request(&persist_writer);
}

void persist_reset_results(void)
{
    memset(persist_ram.stats, 0, sizeof persist_ram.stats + sizeof persist_ram.streak);
    record_writer_request(&persist_writer);
}

bool persist_tip_due(void)
{
    if (persist_ram.tip_shown) {
        return false;
    }
    persist_ram.tip_shown = 1;
    record_writer_request(&persist_writer);
    return true;
}

void persist_set_game(uint8_t game, const void *state, uint8_t n)
{
    persist_ram.game = game;
    persist_writer.b = NULL; /* no game: the state bytes (and their length) go on as they are */
    if (game != SAVE_GAME_NONE) {
        persist_ram.state_len = n;
        persist_writer.b = (const uint8_t *)state;
        persist_writer.b_len = n;
    }
    record_writer_request(&persist_writer);
}

bool persist_stored_system(persist_system_t *p)
{
    settings_defaults(&p->settings);
    p->boot_count = 0;
    return persist_read(0, (uint8_t *)p, sizeof *p);
}

bool persist_read(uint8_t off, uint8_t *dest, uint8_t n)
{
    if (persist_writer.old && off + n > PERSIST_STREAK_OFFSET) {
        return false; /* a v2 record: its layout is v3's up to the statistics */
    }
    return record_writer_read(&persist_writer, PERSIST_KEY, off, dest, n);
}

bool persist_step(void)
{
    return record_writer_step(&persist_writer, PERSIST_KEY, PERSIST_PAYLOAD);
}
