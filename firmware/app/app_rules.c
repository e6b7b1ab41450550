/* app_rules.c - the text screens: a game's rules and the help (the controls), scrolled with
 * UP/DOWN as far as the view shows more (view_more). SELECT on the rules starts a playable
 * game; the help goes back to the menu, or, shown before a first game, on into it. */
#include "app_internal.h"
#include "games.h"

/* UP/DOWN scroll the text on show; true when the event was one of them. */
static bool app_text_scroll(btn_event_t ev)
{
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return ev.button == BTN_UP || ev.button == BTN_DOWN;
    }
    if (ev.button == BTN_DOWN) {
        if (app_more()) {
            app_st.top++;
            app_st.dirty = true;
        }
    } else if (ev.button == BTN_UP) {
        if (app_st.top > 0) {
            app_st.top--;
            app_st.dirty = true;
        }
    } else {
        return false;
    }
    return true;
}

void app_rules_input(btn_event_t ev)
{
    if (app_text_scroll(ev)) {
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU);
    } else if (app_is_open(ev)) {
        if (app_st.menu_index == GAME_PIRATES) {
            app_pirates_enter();
        } else {
            app_start_enter();
        }
    }
}

void app_rules_describe(screen_t *s)
{
    s->id = SCREEN_RULES;
    s->game = app_st.menu_index;
    s->cursor = app_st.top;
}

void app_help_input(btn_event_t ev)
{
    if (app_text_scroll(ev) || ev.kind != BTN_EV_PRESS) {
    } else if (app_st.help_then_play) {
        app_play_begin();
    } else {
        app_show(APP_SCREEN_MENU);
    }
}

void app_help_describe(screen_t *s)
{
    s->id = SCREEN_HELP;
    s->cursor = app_st.top;
}
