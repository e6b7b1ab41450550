/* app_rules.c - the rules viewer: two lines of a game's rules at a time, scrolled with
 * UP/DOWN; arrows in column 15 show there is more. SELECT starts a playable game. */
#include "app_internal.h"
#include "games.h"
#include "hal_display.h"
#include "text.h"

static const char *app_rules_text(void)
{
    game_info_t g;
    games_info(app_st.menu_index, &g);
    return g.rules;
}

/* Whether the rules go on below the two lines shown (their lines are never empty, games.h). */
static bool app_rules_more(const char *rules)
{
    return text_line_length(rules, (uint8_t)(app_st.rules_top + 2u)) != 0;
}

void app_rules_input(btn_event_t ev)
{
    /* UP/DOWN step on a press or a repeat, the others act on a press only */
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return;
    }
    if (ev.button == BTN_DOWN) {
        if (app_rules_more(app_rules_text())) {
            app_st.rules_top++;
            app_st.dirty = true;
        }
    } else if (ev.button == BTN_UP) {
        if (app_st.rules_top > 0) {
            app_st.rules_top--;
            app_st.dirty = true;
        }
    } else if (ev.kind != BTN_EV_PRESS) {
        return;
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU);
    } else if (ev.button == BTN_SELECT) {
        game_info_t g;
        games_info(app_st.menu_index, &g);
        if (app_st.menu_index == GAME_PIRATES) {
            app_pirates_enter();
        } else if (g.ops != 0) {
            app_start_enter();
        }
    }
}

void app_rules_draw(char *line0, char *line1)
{
    const char *rules = app_rules_text();
    text_line_get(line0, rules, app_st.rules_top);
    if (app_st.rules_top > 0) {
        line0[TEXT_COLS - 1] = APP_GLYPH_UP;
    }
    text_line_get(line1, rules, (uint8_t)(app_st.rules_top + 1u));
    if (app_rules_more(rules)) {
        line1[TEXT_COLS - 1] = APP_GLYPH_DOWN;
    }
}
