/* app_menu.c - the main menu: the games, Help (the controls, on the rules screen), Settings. */
#include "app_internal.h"
#include "games.h"

/* Menu entry i: a game, Help or Settings. */
static void app_menu_item(uint8_t i, screen_item_t *out)
{
    out->id = i;
    if (i >= GAME_COUNT) {
        out->msg = i == APP_MENU_HELP ? MSG_HELP : MSG_SETTINGS;
    }
}

void app_menu_input(btn_event_t ev)
{
    if (app_list_step(ev, &app_st.menu_index, APP_MENU_ITEMS)) {
        app_st.dirty = true;
    } else if (app_is_open(ev)) {
        if (app_st.menu_index == APP_MENU_SETTINGS) {
            app_st.settings_index = 0;
            app_show(APP_SCREEN_SETTINGS);
        } else {
            app_st.rules_top = 0;
            app_show(APP_SCREEN_RULES);
        }
    }
}

void app_menu_describe(screen_t *s)
{
    s->id = SCREEN_MENU;
    s->count = APP_MENU_ITEMS;
    s->cursor = app_st.menu_index;
    s->item = app_menu_item;
}
