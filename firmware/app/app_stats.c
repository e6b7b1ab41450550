/* app_stats.c - the Stats screen: each game's wins and losses against the computer and its
 * streak (persist.h keeps them), UP/DOWN through the games that are played against it;
 * SELECT asks whether to reset them all (SELECT yes, another key no); LEFT (MENU) back. */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"

_Static_assert(GAME_PIRATES == GAME_COUNT - 1u, "the pirates, no game against the computer, last");

void app_stats_input(btn_event_t ev)
{
    if (ev.kind != BTN_EV_PRESS) {
        return;
    }
    app_redraw();
    if (app_st.stats_ask) {
        if (ev.button == BTN_SELECT) {
            persist_reset_results();
        }
        app_st.stats_ask = false;
    } else if (app_list_step(ev, &app_st.stats_game, GAME_PIRATES)) {
    } else if (ev.button == BTN_SELECT) {
        app_st.stats_ask = true;
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU);
    }
}

NOINLINE int8_t app_results(uint8_t game, screen_t *s)
{
    uint16_t wl[2];
    int8_t streak = persist_load_result(game, wl);
    s->value[0] = wl[0];
    s->value[1] = wl[1];
    return streak;
}

void app_stats_describe(screen_t *s)
{
    s->id = SCREEN_STATS;
    s->game = app_st.stats_game;
    s->index = (uint8_t)app_results(s->game, s);
    if (app_st.stats_ask) {
        s->msg = MSG_RESET_STATS;
    }
}
