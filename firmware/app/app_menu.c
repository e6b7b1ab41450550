/* app_menu.c - the main menu: the games, then Stats, Help, Settings. */
#include "app_internal.h"
#include "games.h"

/* The entries after the games, by their index past the games. */
static const uint8_t app_menu_msgs[] = {MSG_STATS, MSG_HELP, MSG_SETTINGS};
_Static_assert(sizeof app_menu_msgs == APP_MENU_ITEMS - GAME_COUNT, "a word for each entry");

/* Menu entry i: a game, or a message. */
static void app_menu_item(uint8_t i, screen_item_t *out)
{
    out->id = i;
    if (i >= GAME_COUNT) {
        out->msg = app_menu_msgs[i - GAME_COUNT];
    }
}

void app_menu_input(btn_event_t ev)
{
    uint8_t i = app_st.menu_index;
    if (app_list_step(ev, &app_st.menu_index, APP_MENU_ITEMS)) {
        app_st.dirty = true;
    } else if (app_is_open(ev)) {
        app_st.top = 0;
        app_st.sub = 0;
        app_st.help_then_play = false;
        app_show(i == APP_MENU_SETTINGS ? APP_SCREEN_SETTINGS
                 : i == APP_MENU_STATS  ? APP_SCREEN_STATS
                 : i == APP_MENU_HELP   ? APP_SCREEN_HELP
                                        : APP_SCREEN_RULES);
    }
}

void app_menu_describe(screen_t *s)
{
    s->id = SCREEN_MENU;
    s->count = APP_MENU_ITEMS;
    s->cursor = app_st.menu_index;
    s->item = app_menu_item;
}
