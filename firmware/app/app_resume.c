/* app_resume.c - a game in progress survives power-off: app_resume_sync keeps the EEPROM's
 * saved game (save_game.h) equal to the game on the play screen and forgets it once the game
 * is over or left; after the boot screen "Resume Nim?" offers it back. The question screen
 * (SELECT yes, LEFT no) also asks before the statistics are reset. */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "save_game.h"

NOINLINE void app_resume_offer(void)
{
    uint8_t game;
    if (save_game_load(&app_game.saved, &game)) {
        app_st.menu_index = game;
        app_ask(MSG_RESUME);
    } else {
        app_show(APP_SCREEN_MENU);
    }
}

void app_ask(uint8_t msg)
{
    app_st.ask = msg;
    app_show(APP_SCREEN_ASK);
}

/* Goes on with the saved game (its undo history and start position came with it). */
static void app_resume(void)
{
    app_game.sel.pile = 0;
    app_game.msg = MSG_NONE;
    app_show(APP_SCREEN_PLAY);
    app_play_next();
}

void app_ask_input(btn_event_t ev)
{
    bool resume = app_st.ask == MSG_RESUME;
    if (app_is_press(ev, BTN_SELECT)) {
        if (resume) {
            app_resume();
        } else {
            persist_reset_stats();
            app_show(APP_SCREEN_STATS);
        }
    } else if (app_is_back(ev)) {
        app_show(resume ? APP_SCREEN_MENU : APP_SCREEN_STATS); /* the next sync forgets a game */
    }
}

void app_ask_describe(screen_t *s)
{
    s->id = SCREEN_ASK;
    s->msg = app_st.ask;
    s->game = app_st.menu_index;
}

NOINLINE void app_resume_sync(void)
{
    uint8_t s = app_st.screen;
    if (s != APP_SCREEN_BOOT && (s != APP_SCREEN_ASK || app_st.ask != MSG_RESUME)) {
        bool playing = s == APP_SCREEN_PLAY && app_game.play.winner == PLAY_NOBODY;
        save_game_store(playing ? app_st.menu_index : SAVE_GAME_NONE, &app_game.saved);
    }
}
