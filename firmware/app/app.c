/* app.c - application core: start-up, the boot screen, event routing to the screens and
 * their descriptions to the view (view.h), backlight timeout and the power-down decision. */
#include "app.h"

#include <string.h>

#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "hal_buzzer.h"
#include "hal_flash.h"
#include "hal_tick.h"
#include "hal_watchdog.h"
#include "view.h"

app_state_t app_st;

#define APP_HELLO_TONE HAL_TONE(880, 60) /* at boot, and for a key that only lights the display */

NOINLINE bool app_is_press(btn_event_t ev, btn_t button)
{
    return ev.button == button && ev.kind == BTN_EV_PRESS;
}

bool app_is_back(btn_event_t ev)
{
    return ev.kind == BTN_EV_PRESS && (ev.button == BTN_LEFT || ev.button == BTN_MENU);
}

NOINLINE bool app_is_open(btn_event_t ev)
{
    return ev.kind == BTN_EV_PRESS && (ev.button == BTN_SELECT || ev.button == BTN_RIGHT);
}

bool app_list_step(btn_event_t ev, uint8_t *index, uint8_t n)
{
    uint8_t i = *index;
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return false;
    }
    if (ev.button == BTN_DOWN) {
        if (++i == n) {
            i = 0;
        }
    } else if (ev.button == BTN_UP) {
        if (i == 0) {
            i = n;
        }
        i--;
    } else {
        return false;
    }
    *index = i;
    return true;
}

bool app_why_page(btn_event_t ev)
{
    uint8_t page = app_game.why_page;
    if (!view_why_more(0)) {
        return false; /* a view that shows the Why on one page: every key leaves it */
    }
    if (ev.button == BTN_DOWN && view_why_more(page)) {
        page++;
    } else if (ev.button == BTN_UP && page > 0) {
        page--;
    } else {
        return false;
    }
    app_game.why_page = page;
    app_redraw();
    return true;
}

NOINLINE uint8_t app_list_input(btn_event_t ev, uint8_t *index, uint8_t n)
{
    return app_list_step(ev, index, n) ? APP_LIST_MOVED
           : app_is_open(ev)           ? APP_LIST_OPEN
           : app_is_back(ev)           ? APP_LIST_BACK
                                       : APP_LIST_NONE;
}

void app_click(void)
{
    app_tone(HAL_TONE(2000, 8));
}

void app_tone(hal_tone_t tone)
{
    if (persist_system()->settings.sound) {
        hal_buzzer_tone(tone);
    }
}

/* The end-of-game tunes: notes of (a tone, the time to the next note / 10 ms, 0 after the
 * last). A note of f Hz every d ms sounds for d - APP_TUNE_GAP_MS, so that notes of a tune
 * sound apart. */
#define APP_TUNE_GAP_MS 30u
typedef struct {
    hal_tone_t tone;
    uint8_t next; /* 10 ms; 0: the last note */
} app_note_t;
#define APP_NOTE(hz, ms) {HAL_TONE(hz, (ms) - APP_TUNE_GAP_MS), (ms) / 10u}
#define APP_LAST_NOTE(hz, ms) {HAL_TONE(hz, (ms) - APP_TUNE_GAP_MS), 0}
static const app_note_t app_tune_won[] HAL_FLASH = {
    APP_NOTE(784, 120), APP_NOTE(1048, 120), APP_NOTE(1320, 120), APP_LAST_NOTE(1568, 300),
}; /* G5 C6 E6 G6 */
static const app_note_t app_tune_lost[] HAL_FLASH = {
    APP_NOTE(392, 180), APP_NOTE(328, 180), APP_NOTE(264, 180), APP_LAST_NOTE(200, 450),
}; /* G4 E4 C4 G3 */

void app_tune(bool won)
{
    app_st.tune = !persist_system()->settings.sound ? 0 : won ? app_tune_won : app_tune_lost;
    app_st.tune_at = (uint16_t)app_st.now;
}

/* Starts the tune's next note when it is due. */
static void app_tune_step(void)
{
    const app_note_t *note = app_st.tune;
    if (note == 0 || !hal_tick_reached16((uint16_t)app_st.now, app_st.tune_at)) {
        return;
    }
    uint8_t next = hal_flash_byte(&note->next);
    app_st.tune = next != 0 ? note + 1 : 0;
    app_st.tune_at += next * 10u;
    hal_buzzer_tone(hal_flash_u32(&note->tone));
}

NOINLINE void app_light_set(bool on)
{
    app_st.light_on = on;
    view_light(on);
}

NOINLINE void app_redraw(void)
{
    app_st.dirty = true;
}

NOINLINE void app_show(app_screen_t screen)
{
    app_st.screen = (uint8_t)screen;
    app_redraw();
}

/* The boot screen says nothing but that it is on (a zeroed screen_t is SCREEN_BOOT): the
 * boot counter stays in the EEPROM, for the random starts. */
static void app_boot_describe(screen_t *s)
{
    (void)s;
}

/* The boot screen: its time, or a key, ends it. */
static void app_boot_input(btn_event_t ev)
{
    if (ev.kind == BTN_EV_PRESS || (uint16_t)((uint16_t)app_st.now - app_st.boot_at) >= APP_BOOT_SCREEN_MS) {
        app_resume_offer();
    }
}

/* Each screen's input and description functions, by app_screen_t. */
typedef struct {
    void (*input)(btn_event_t ev);
    void (*describe)(screen_t *s);
} app_screen_ops_t;

static const app_screen_ops_t app_screens[] HAL_FLASH = {
    [APP_SCREEN_BOOT] = {app_boot_input, app_boot_describe},
    [APP_SCREEN_MENU] = {app_menu_input, app_menu_describe},
    [APP_SCREEN_RULES] = {app_rules_input, app_rules_describe},
    [APP_SCREEN_SETTINGS] = {app_settings_input, app_settings_describe},
    [APP_SCREEN_START] = {app_start_input, app_start_describe},
    [APP_SCREEN_EDIT] = {app_edit_input, app_edit_describe},
    [APP_SCREEN_PLAY] = {app_play_input, app_play_describe},
    [APP_SCREEN_PIRATES] = {app_pirates_input, app_pirates_describe},
    [APP_SCREEN_RESUME] = {app_resume_input, app_resume_describe},
    [APP_SCREEN_STATS] = {app_stats_input, app_stats_describe},
};
_Static_assert(sizeof app_screens / sizeof app_screens[0] == APP_SCREEN_STATS + 1u,
               "input and description functions for every screen");

/* Describes the current screen and has the view show it. */
static void app_draw(void)
{
    screen_t s;
    void (*describe)(screen_t *) =
        (void (*)(screen_t *))hal_flash_ptr(&app_screens[app_st.screen].describe);
    memset(&s, 0, sizeof s);
    describe(&s);
    view_show(&s);
}

_Static_assert(APP_SCREEN_BOOT == 0, "app_init's zeroed state is on the boot screen");

void app_init(uint32_t now_ms, uint32_t seed)
{
    memset(&app_st, 0, sizeof app_st); /* the first menu item, rules line, setting ...; no tune */
    persist_system_t *sys = persist_system();
    persist_load();
    settings_sanitize(&sys->settings);
    sys->boot_count++;
    persist_save_system();
    if (hal_watchdog_caused_reset()) {
        persist_count_watchdog();
    }
    app_resume_keep();
    rng_seed(&app_st.rng, seed ^ sys->boot_count);
    app_st.boot_at = (uint16_t)now_ms;
    app_st.last_input = now_ms;

    view_init();
    app_light_set(true);
    app_draw(); /* the boot screen (APP_SCREEN_BOOT: zeroed), drawn: nothing dirty */
    app_tone(APP_HELLO_TONE);
}

/* Backlight timeout; returns true when the event was used up by lighting the display. The
 * light is off only after a timeout, and the setting changes only on a key press, which lights
 * it first: with "Always" (timeout 0) it is never off. A text still scrolling by (the Nano's
 * rules, about 20 s a loop) keeps it on to the end of its loop: it is being read (issue 29,
 * finding 8). The key that only lights the display says so: the hello note, not the click.
 * The demo in the window lights it (app_demo_deal), whatever the timeout, and keeps it lit:
 * it is to be seen in a shop window; the power-down still ends it after APP_POWER_DOWN_MS. */
static bool app_light(uint32_t now_ms, btn_event_t ev)
{
    uint32_t timeout = settings_light_timeout_ms(&persist_system()->settings);
    if (ev.kind != BTN_EV_NONE) {
        app_st.last_input = now_ms;
        if (!app_st.light_on) {
            app_light_set(true);
            app_st.swallow = ev.kind != BTN_EV_RELEASE;
            app_tone(APP_HELLO_TONE);
            return true;
        }
    } else if (app_st.light_on && timeout != 0 && now_ms - app_st.last_input >= timeout &&
               !view_reading() && !app_st.demo) {
        app_light_set(false);
    }
    return false;
}

void app_step(uint32_t now_ms, btn_event_t ev)
{
    app_st.now = now_ms;
    if (app_light(now_ms, ev)) {
        return;
    }
    if (app_st.swallow) {
        if (ev.kind == BTN_EV_RELEASE) {
            app_st.swallow = false;
        }
        ev.kind = BTN_EV_NONE;
    }
    if (ev.kind == BTN_EV_PRESS) {
        app_click();
        /* a person's timing, to the millisecond, stirs the generator: random starts differ
         * from boot to boot even where the seed's noise does not */
        rng_seed(&app_st.rng, app_st.rng.s + now_ms);
    }
    void (*input)(btn_event_t) =
        (void (*)(btn_event_t))hal_flash_ptr(&app_screens[app_st.screen].input);
    input(ev);
    app_tune_step();
    view_tick(now_ms);
    if (app_st.dirty) {
        app_st.dirty = false;
        app_resume_sync(); /* moves, Quit and the end all redraw: keep the save in step */
        app_draw();
    }
}

void app_note_activity(uint32_t now_ms)
{
    app_st.last_input = now_ms;
}

bool app_wants_power_down(uint32_t now_ms)
{
    return now_ms - app_st.last_input >= APP_POWER_DOWN_MS;
}

void app_power_down(void)
{
    if (app_st.demo) {
        app_demo_end(); /* a woken box shows the menu */
    }
    app_light_set(false);
}

void app_woke(uint32_t now_ms, bool button_held)
{
    app_st.last_input = now_ms;
    app_game.until = (uint16_t)now_ms; /* a pause running at the power-down is over (16 bits) */
    app_light_set(true);
    app_st.swallow = button_held;
    app_redraw();
}

app_screen_t app_screen(void)
{
    return (app_screen_t)app_st.screen;
}

const settings_t *app_settings(void)
{
    return &persist_system()->settings;
}

uint32_t app_boot_count(void)
{
    return persist_system()->boot_count;
}

uint16_t app_watchdog_resets(void)
{
    return hal_watchdog_caused_reset() ? persist_watchdog_resets() : 0u;
}
