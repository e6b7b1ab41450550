/* app_rules.c - the rules viewer: a game's rules, scrolled with UP/DOWN as far as the view
 * shows more (view_rules_more). SELECT starts a playable game. The menu's Help shows here too,
 * as the rules of "game" GAME_COUNT (the controls); any other key leaves it. */
#include "app_internal.h"
#include "games.h"
#include "view.h"

void app_rules_input(btn_event_t ev)
{
    /* UP/DOWN step on a press or a repeat, the others act on a press only */
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return;
    }
    if (ev.button == BTN_DOWN) {
        if (view_rules_more(app_st.menu_index, app_st.rules_top)) {
            app_st.rules_top++;
            app_redraw();
        }
    } else if (ev.button == BTN_UP) {
        if (app_st.rules_top > 0) {
            app_st.rules_top--;
            app_redraw();
        }
    } else if (ev.kind != BTN_EV_PRESS) {
        return;
    } else if (app_is_back(ev) || app_st.menu_index == APP_MENU_HELP) {
        app_show(APP_SCREEN_MENU); /* the help: any other key goes back too */
    } else if (ev.button == BTN_SELECT) {
        if (app_st.menu_index == GAME_PIRATES) {
            app_pirates_enter(); /* the one game without a play table: its own screen */
        } else {
            app_start_enter();
        }
    }
}

void app_rules_describe(screen_t *s)
{
    s->id = SCREEN_RULES;
    s->game = app_st.menu_index;
    s->cursor = app_st.rules_top;
}
