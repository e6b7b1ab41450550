/* persist.c - the system record (settings + boot counter) on top of record.c. */
#include "persist.h"

#include "record.h"

/* Built on the stack: a static const struct would be copied to RAM on the AVR. */
#define PERSIST_SYSTEM_DESC {PERSIST_SYSTEM_BASE, PERSIST_SYSTEM_SLOT, PERSIST_SYSTEM_VERSION}

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
