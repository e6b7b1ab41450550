/* app_stats.c - the Stats screen: for each playable game its wins and losses against the
 * computer and its current streak (persist.h), then an entry that resets them all (after a
 * question). UP/DOWN move, LEFT back. */
#include "app_internal.h"
#include "games.h"

#define APP_STATS_ENTRIES (PERSIST_STATS_GAMES + 1u) /* the games, then the reset */

void app_stats_input(btn_event_t ev)
{
    if (app_list_step(ev, &app_st.sub, APP_STATS_ENTRIES)) {
        app_st.dirty = true;
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU);
    } else if (app_is_open(ev) && app_st.sub == PERSIST_STATS_GAMES) {
        app_ask(MSG_RESET_STATS);
    }
}

void app_stats_describe(screen_t *s)
{
    uint8_t i = app_st.sub;
    s->id = SCREEN_STATS;
    s->count = APP_STATS_ENTRIES;
    s->cursor = i;
    s->game = i < PERSIST_STATS_GAMES ? i : GAME_COUNT;
    if (i < PERSIST_STATS_GAMES) {
        s->streak = persist_load_result(i, s->value);
    }
}
