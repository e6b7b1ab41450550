/* app_internal.h - state and screen functions shared by app.c and its screens
 * (app_menu.c, app_rules.c, app_settings.c). Not for use outside firmware/app/app*.c. */
#ifndef APP_INTERNAL_H
#define APP_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "app.h"
#include "buttons.h"
#include "persist.h"
#include "rng.h"

#define APP_MENU_ITEMS (GAME_COUNT + 1u) /* the games, then Settings */
#define APP_MENU_SETTINGS GAME_COUNT

typedef struct {
    persist_system_t sys;
    rng_t rng;
    uint32_t boot_at;
    uint32_t last_input;
    uint8_t screen;           /* app_screen_t */
    uint8_t menu_index;       /* selected menu item */
    uint8_t rules_top;        /* first rules line shown */
    uint8_t settings_index;   /* selected setting */
    bool dirty;               /* the screen must be redrawn */
    bool light_on;
    bool swallow;             /* ignore events up to the next release */
    bool settings_changed;    /* unsaved edits */
} app_state_t;

extern app_state_t app_st;

/* True for events that step a list: a press, or auto-repeat of a held UP/DOWN. */
bool app_is_step(btn_event_t ev, btn_t button);

/* True for a press of button. */
bool app_is_press(btn_event_t ev, btn_t button);

/* Key click, when sound is on. */
void app_click(void);

/* Switches screen and marks it for redrawing. */
void app_show(app_screen_t screen);

void app_menu_input(btn_event_t ev);
void app_menu_draw(void);
void app_rules_input(btn_event_t ev);
void app_rules_draw(void);
void app_settings_input(btn_event_t ev);
void app_settings_draw(void);

#endif
