/* app_menu.c - the main menu: the games, then Settings; the selected item on row 0. */
#include "app_internal.h"
#include "games.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "text.h"

/* Flash name of menu item i. */
static const char *app_menu_name(uint8_t i)
{
    game_info_t g;
    if (i == APP_MENU_SETTINGS) {
        return HAL_FSTR("Settings");
    }
    games_info(i, &g);
    return g.name;
}

void app_menu_input(btn_event_t ev)
{
    if (app_list_step(ev, &app_st.menu_index, APP_MENU_ITEMS)) {
        app_st.dirty = true;
    } else if (app_is_open(ev)) {
        if (app_st.menu_index == APP_MENU_SETTINGS) {
            app_st.settings_index = 0;
            app_st.settings_changed = false;
            app_show(APP_SCREEN_SETTINGS);
        } else {
            app_st.rules_top = 0;
            app_show(APP_SCREEN_RULES);
        }
    }
}

void app_menu_draw(char *line0, char *line1)
{
    uint8_t i = app_st.menu_index;
    line0[0] = '>';
    text_put_flash(line0, 1, app_menu_name(i));
    text_put_flash(line1, 1, app_menu_name((uint8_t)(i + 1u == APP_MENU_ITEMS ? 0u : i + 1u)));
}
