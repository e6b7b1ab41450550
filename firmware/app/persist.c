/* persist.c - the system record (settings + boot counter) and the statistics record (games
 * won and lost) on top of record.c. */
#include "persist.h"

#include "record.h"

/* Built on the stack: a static const struct would be copied to RAM on the AVR. */
#define PERSIST_SYSTEM_DESC {PERSIST_SYSTEM_BASE, PERSIST_SYSTEM_SLOT, PERSIST_SYSTEM_VERSION}
#define PERSIST_STATS_DESC {PERSIST_STATS_BASE, PERSIST_STATS_SLOT, PERSIST_STATS_VERSION}

bool persist_load_system(persist_system_t *p)
{
    const record_desc_t d = PERSIST_SYSTEM_DESC;
    uint8_t b[PERSIST_SYSTEM_PAYLOAD];
    settings_defaults(&p->settings);
    p->boot_count = 0;
    if (!record_load(&d, b, sizeof b)) {
        return false;
    }
    p->settings.sound = b[0];
    p->settings.level = b[1];
    p->settings.mode = b[2];
    p->settings.light = b[3];
    settings_sanitize(&p->settings);
    p->boot_count = (uint32_t)b[4] | ((uint32_t)b[5] << 8) | ((uint32_t)b[6] << 16) |
                    ((uint32_t)b[7] << 24);
    return true;
}

void persist_save_system(const persist_system_t *p)
{
    const record_desc_t d = PERSIST_SYSTEM_DESC;
    uint8_t b[PERSIST_SYSTEM_PAYLOAD] = {
        p->settings.sound,
        p->settings.level,
        p->settings.mode,
        p->settings.light,
        (uint8_t)p->boot_count,
        (uint8_t)(p->boot_count >> 8),
        (uint8_t)(p->boot_count >> 16),
        (uint8_t)(p->boot_count >> 24),
    };
    record_save(&d, b, sizeof b);
}

/* Loads the statistics payload (zeros when there is none) and returns game's two counters. */
static uint8_t *persist_stats(uint8_t *b, uint8_t game, uint16_t *wl)
{
    const record_desc_t d = PERSIST_STATS_DESC;
    if (!record_load(&d, b, PERSIST_STATS_PAYLOAD)) {
        for (uint8_t i = 0; i < PERSIST_STATS_PAYLOAD; i++) {
            b[i] = 0;
        }
    }
    uint8_t *g = b + 4u * (game < PERSIST_STATS_GAMES ? game : 0u);
    wl[0] = (uint16_t)(g[0] | (g[1] << 8));
    wl[1] = (uint16_t)(g[2] | (g[3] << 8));
    return g;
}

void persist_load_result(uint8_t game, uint16_t *wl)
{
    uint8_t b[PERSIST_STATS_PAYLOAD];
    persist_stats(b, game, wl);
}

void persist_count_result(uint8_t game, bool won, uint16_t *wl)
{
    const record_desc_t d = PERSIST_STATS_DESC;
    uint8_t b[PERSIST_STATS_PAYLOAD];
    uint8_t *g = persist_stats(b, game, wl);
    uint16_t *c = &wl[won ? 0 : 1];
    if (*c != 0xFFFFu) {
        (*c)++;
    }
    g[0] = (uint8_t)wl[0];
    g[1] = (uint8_t)(wl[0] >> 8);
    g[2] = (uint8_t)wl[1];
    g[3] = (uint8_t)(wl[1] >> 8);
    record_save(&d, b, PERSIST_STATS_PAYLOAD);
}
