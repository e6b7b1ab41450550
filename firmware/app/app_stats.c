/* app_stats.c - the Stats screen: each game's wins and losses against the computer and its
 * streak, and how often the person found the winning move where there was one (persist.h
 * keeps them; in turn with the totals, APP_STATS_PAGE_SHIFT, where the view shows them so:
 * view_stats_turns), UP/DOWN through the games that are played against it;
 * SELECT asks whether to reset them all (SELECT yes, another key no); LEFT (MENU) back. */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "view.h"

_Static_assert(GAME_PIRATES == GAME_COUNT - 1u, "the pirates, no game against the computer, last");

/* The totals and the finds each stand 2^13 ms (8.2 s: a Nano's scrolling line of totals goes
 * round once), in turn, once the game has finds, on the light's clock: the time since the
 * last key (app_st.last_input), so the totals come first after every key. */
#define APP_STATS_PAGE_SHIFT 13u

static uint8_t app_stats_page(void)
{
    uint16_t since = (uint16_t)((uint16_t)app_st.now - (uint16_t)app_st.last_input);
    return (uint8_t)(since >> APP_STATS_PAGE_SHIFT & 1u);
}

/* app_st.stats_page: the turn drawn; 0 whenever the screen is left, as only a key leaves it
 * (and a key's time starts the totals' turn), so the screen opens on the totals. */
void app_stats_input(btn_event_t ev)
{
    if (view_stats_turns() && app_stats_page() != app_st.stats_page) { /* the other's turn */
        app_st.stats_page = app_stats_page();
        app_redraw();
    }
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
    persist_load_finds(s->game, s->finds);
    s->cursor = view_stats_turns() && s->finds[0] != 0 && app_st.stats_page; /* the finds' turn */
    if (app_st.stats_ask) {
        s->msg = MSG_RESET_STATS;
    }
}
