/* persist.c - the box record (persist.h) in RAM and its background writer: a save goes into
 * the journal (journal.h) as the pairs of the bytes that differ from the record the journal's
 * half holds (all zeros in a half just begun), then its commit. The record's first
 * PERSIST_STATE_OFFSET payload bytes are persist_ram as it lies in RAM on the MCU (and on the
 * little-endian hosts the tests run on), so it is saved and loaded in place, with no packing
 * code; the engine state that follows is read straight from the game being played. */
#include "persist.h"

#include <stddef.h>
#include <string.h>

#include "attributes.h"
#include "hal_eeprom.h"
#include "journal.h"
#include "slots.h"

static struct {
    persist_system_t sys;
    uint16_t stats[PERSIST_STATS_GAMES][2]; /* won, lost per game */
    uint16_t watchdog; /* watchdog resets */
    uint8_t coach;     /* the Coach setting (the pirates' "lost" of the records before: 0) */
    uint8_t unused;    /* 0 */
    int8_t streak[PERSIST_STATS_GAMES]; /* won (> 0) or lost (< 0) in a row */
    uint8_t tip_shown; /* the last game's streak byte, the pirates' (never played against the
                        * computer): the first-time tip was shown on this box (persist_tip_due) */
    uint8_t game;      /* the saved game's menu index, PERSIST_NO_GAME: none */
    uint8_t state_len; /* length of its engine state */
} persist_ram;

static struct {
    journal_t journal;    /* the writer's place in the EEPROM */
    const uint8_t *state; /* the saved game's engine state (persist_ram.state_len bytes), NULL:
                           * no game saved */
    uint8_t saving;       /* a save was asked for, or is under way */
} persist_w;

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the payload is a RAM image (LE)");
_Static_assert(offsetof(__typeof__(persist_ram), state_len) + 1u == PERSIST_STATE_OFFSET &&
                   offsetof(persist_system_t, settings.sound) == 0 &&
                   offsetof(persist_system_t, settings.level) == 1 &&
                   offsetof(persist_system_t, settings.mode) == 2 &&
                   offsetof(persist_system_t, settings.light) == 3 &&
                   offsetof(persist_system_t, boot_count) == 4 &&
                   offsetof(__typeof__(persist_ram), stats) == PERSIST_STATS_OFFSET &&
                   offsetof(__typeof__(persist_ram), watchdog) == PERSIST_WATCHDOG_OFFSET &&
                   offsetof(__typeof__(persist_ram), coach) == PERSIST_COACH_OFFSET &&
                   offsetof(__typeof__(persist_ram), streak) == PERSIST_STREAK_OFFSET &&
                   offsetof(__typeof__(persist_ram), tip_shown) == PERSIST_TIP_OFFSET &&
                   offsetof(__typeof__(persist_ram), game) == PERSIST_GAME_OFFSET,
               "persist_ram is the box record's payload v3 up to the engine state");
_Static_assert(PERSIST_PAYLOAD < JOURNAL_LO && SLOTS_V2_KEPT == PERSIST_STREAK_OFFSET,
               "a payload offset is no commit code; v2 kept the system and statistics");
/* A half's first save (every byte not zero, and its commit) fits it with room to spare, and
 * half 0's fits below the slots: a box updated from them keeps them till it commits. */
_Static_assert((PERSIST_PAYLOAD + 2u) * 2u <= SLOTS_BASE && SLOTS_BASE <= JOURNAL_HALF,
               "a snapshot fits half 0 below the slots");

/* The record's payload bytes [off, off + n) into dest, from the journal as j looks at it
 * (journal_begin: the writer's place after the look), else from the old slots; false, dest
 * untouched, when neither holds a record. */
static bool persist_read_with(journal_t *j, uint8_t off, uint8_t *dest, uint8_t n)
{
    const uint16_t end = journal_begin(j);
    if (end != j->start) {
        journal_apply(j->start, end, dest, off, n); /* its commits all check */
        return true;
    }
    return slots_read(off, dest, n);
}

bool persist_load(void)
{
    memset(&persist_ram, 0, sizeof persist_ram);
    /* the settings unset: out of every range, the defaults once sanitized (settings.h) */
    memset(&persist_ram.sys.settings, 0xFF, sizeof persist_ram.sys.settings);
    persist_ram.game = PERSIST_NO_GAME;
    persist_w.state = NULL;
    persist_w.saving = 0;
    return persist_read_with(&persist_w.journal, 0, (uint8_t *)&persist_ram, PERSIST_STATE_OFFSET);
}

persist_system_t *persist_system(void)
{
    return &persist_ram.sys;
}

uint8_t *persist_coach(void)
{
    return &persist_ram.coach;
}

void persist_save_system(void)
{
    persist_w.saving = 1;
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
    uint16_t *c = &persist_ram.stats[game][!won]; /* a game played on the engine: below GAME_PIRATES */
    int8_t s = persist_ram.streak[game];
    if (*c != 0xFFFFu) {
        (*c)++;
    }
    if ((s < 0) == won) { /* a streak of the other kind ends */
        s = 0;
    }
    if (won && s < 127) {
        s++;
    } else if (!won && s > -127) {
        s--;
    }
    persist_ram.streak[game] = s;
    persist_w.saving = 1;
}

void persist_reset_results(void)
{
    memset(persist_ram.stats, 0, sizeof persist_ram.stats);
    memset(persist_ram.streak, 0, sizeof persist_ram.streak);
    persist_w.saving = 1;
}

void persist_count_watchdog(void)
{
    if (persist_ram.watchdog != 0xFFFFu) {
        persist_ram.watchdog++;
    }
    persist_w.saving = 1;
}

uint16_t persist_watchdog_resets(void)
{
    return persist_ram.watchdog;
}

bool persist_tip_due(void)
{
    if (persist_ram.tip_shown) {
        return false;
    }
    persist_ram.tip_shown = 1;
    persist_w.saving = 1;
    return true;
}

void persist_set_game(uint8_t game, const void *state, uint8_t n)
{
    persist_ram.game = game;
    persist_w.state = NULL; /* no game: no state (its length goes on as it is) */
    if (game != PERSIST_NO_GAME) {
        persist_ram.state_len = n;
        persist_w.state = (const uint8_t *)state;
    }
    persist_w.saving = 1;
}

uint8_t persist_saved_game(void)
{
    return persist_ram.game;
}

bool persist_stored_system(persist_system_t *p)
{
    return persist_read(0, (uint8_t *)p, sizeof *p);
}

bool persist_read(uint8_t off, uint8_t *dest, uint8_t n)
{
    journal_t j;
    return persist_read_with(&j, off, dest, n);
}

NOINLINE bool persist_step(void)
{
    if (hal_eeprom_busy()) {
        return true;
    }
    if (!persist_w.saving) {
        return false;
    }
    /* the first byte RAM holds otherwise than the half's record with this save's pairs (its
     * pairs applied: no CRC, a few hundred microseconds late in a full half): bytes
     * 0..54 from persist_ram, then the saved game's state (the bytes after it are left as the
     * record has them: zero in a half's first save) */
    uint8_t held[PERSIST_PAYLOAD];
    journal_apply(persist_w.journal.start, persist_w.journal.at, held, 0, sizeof held);
    const uint8_t n = (uint8_t)(PERSIST_STATE_OFFSET + (persist_w.state ? persist_ram.state_len : 0u));
    uint8_t off, v = 0;
    for (off = 0; off < n; off++) {
        v = off < PERSIST_STATE_OFFSET ? ((const uint8_t *)&persist_ram)[off]
                                       : persist_w.state[off - PERSIST_STATE_OFFSET];
        if (v != held[off]) {
            break;
        }
    }
    if (off == n) { /* nothing (more) differs */
        if (persist_w.journal.at == persist_w.journal.end) {
            persist_w.saving = 0;
            return false; /* nothing to commit */
        }
        off = JOURNAL_LO;
    }
    if (journal_write(&persist_w.journal, off, v)) {
        persist_w.saving = 0; /* committed */
    }
    return true;
}
