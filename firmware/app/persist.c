/* persist.c - the system record (settings + boot counter) and the statistics record (games
 * won and lost) on top of record.c. Both payloads are the records' little-endian byte
 * layouts (persist.h), which on the MCU (and the little-endian hosts the tests run on) are
 * exactly how persist_system_t and an array of uint16_t lie in RAM: they are saved and
 * loaded in place, with no packing code. */
#include "persist.h"

#include <stddef.h>
#include <string.h>

#include "record.h"

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "payloads are RAM images (LE)");
_Static_assert(sizeof(persist_system_t) == PERSIST_SYSTEM_PAYLOAD &&
                   offsetof(persist_system_t, settings.sound) == 0 &&
                   offsetof(persist_system_t, settings.level) == 1 &&
                   offsetof(persist_system_t, settings.mode) == 2 &&
                   offsetof(persist_system_t, settings.light) == 3 &&
                   offsetof(persist_system_t, boot_count) == 4,
               "persist_system_t is the system payload v1");

/* Packed descriptors (record.h): the AVR gets them in registers. */
#define PERSIST_SYSTEM_DESC \
    RECORD_DESC(PERSIST_SYSTEM_BASE, PERSIST_SYSTEM_SLOT, PERSIST_SYSTEM_VERSION)
#define PERSIST_STATS_DESC \
    RECORD_DESC(PERSIST_STATS_BASE, PERSIST_STATS_SLOT, PERSIST_STATS_VERSION)

/* The statistics payload: won, lost per game. */
typedef uint16_t persist_stats_t[PERSIST_STATS_GAMES][2];

bool persist_load_system(persist_system_t *p)
{
    settings_defaults(&p->settings);
    p->boot_count = 0;
    if (!record_read(PERSIST_SYSTEM_DESC, (uint8_t *)p, PERSIST_SYSTEM_PAYLOAD)) {
        return false;
    }
    settings_sanitize(&p->settings);
    return true;
}

void persist_save_system(const persist_system_t *p)
{
    record_write(PERSIST_SYSTEM_DESC, (const uint8_t *)p, PERSIST_SYSTEM_PAYLOAD);
}

/* Loads the statistics payload (zeros when there is none) and returns game's two counters. */
static uint16_t *persist_stats(persist_stats_t s, uint8_t game, uint16_t *wl)
{
    memset(s, 0, sizeof(persist_stats_t));
    record_read(PERSIST_STATS_DESC, (uint8_t *)s, PERSIST_STATS_PAYLOAD);
    uint16_t *g = s[game < PERSIST_STATS_GAMES ? game : 0u];
    wl[0] = g[0];
    wl[1] = g[1];
    return g;
}

void persist_load_result(uint8_t game, uint16_t *wl)
{
    persist_stats_t s;
    persist_stats(s, game, wl);
}

void persist_count_result(uint8_t game, bool won, uint16_t *wl)
{
    persist_stats_t s;
    uint16_t *g = persist_stats(s, game, wl);
    uint16_t *c = &g[won ? 0 : 1];
    if (*c != 0xFFFFu) {
        (*c)++;
    }
    wl[0] = g[0];
    wl[1] = g[1];
    record_write(PERSIST_STATS_DESC, (const uint8_t *)s, PERSIST_STATS_PAYLOAD);
}
