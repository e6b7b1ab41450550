/* app_menu.c - the main menu: the games, Help (the controls, on the rules screen), Stats,
 * Settings. */
#include "app_internal.h"
#include "games.h"
#include "hal_flash.h"

/* The menu's entries after the games. */
static const uint8_t app_menu_msgs[] HAL_FLASH = {MSG_HELP, MSG_STATS, MSG_SETTINGS};
_Static_assert(APP_MENU_HELP == GAME_COUNT && APP_MENU_STATS == GAME_COUNT + 1u &&
                   APP_MENU_SETTINGS == GAME_COUNT + 2u, "app_menu_msgs' order");

/* Menu entry i: a game, Help, Stats or Settings. */
static void app_menu_item(uint8_t i, screen_item_t *out)
{
    out->id = i;
    if (i >= GAME_COUNT) {
        out->msg = hal_flash_byte(&app_menu_msgs[i - GAME_COUNT]);
    }
}

void app_menu_input(btn_event_t ev)
{
    uint8_t key = app_list_input(ev, &app_st.menu_index, APP_MENU_ITEMS);
    if (key == APP_LIST_MOVED) {
        app_redraw();
    } else if (key == APP_LIST_OPEN) {
        if (app_st.menu_index == APP_MENU_SETTINGS) {
            app_st.settings_index = 0;
            app_show(APP_SCREEN_SETTINGS);
        } else if (app_st.menu_index == APP_MENU_STATS) {
            app_st.stats_ask = false;
            app_show(APP_SCREEN_STATS);
        } else {
            app_st.rules_top = 0;
            app_show(APP_SCREEN_RULES);
        }
    } else if ((uint16_t)(app_st.now - app_st.last_input) >= APP_DEMO_IDLE_MS) {
        /* untouched long enough (any key sets last_input): the demo. 16 bits: at the menu
         * the time since the last key never passes the 30 s this waits for */
        app_demo_deal();
    }
}

void app_menu_describe(screen_t *s)
{
    s->id = SCREEN_MENU;
    s->count = APP_MENU_ITEMS;
    s->cursor = app_st.menu_index;
    s->item = app_menu_item;
}
