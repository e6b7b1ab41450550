/* app_resume.c - a game in progress survives power-off: app_resume_sync keeps the EEPROM's
 * saved game (save_game.h) equal to the game on the play screen and forgets it once the game
 * is over or left; at boot app_resume_keep takes it into the play screen's game (the box
 * record is saved from RAM: the saved game with it), and after the boot screen "Resume Nim?"
 * offers it back (SELECT yes, LEFT no). */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "save_game.h"

void app_resume_keep(void)
{
    uint8_t game;
    if (save_game_load(&app_game.play, &game)) {
        app_st.menu_index = game;
    } else {
        game = SAVE_GAME_NONE;
    }
    save_game_store(game, &app_game.play);
}

NOINLINE void app_resume_offer(void)
{
    app_show(persist_saved_game() != SAVE_GAME_NONE ? APP_SCREEN_RESUME : APP_SCREEN_MENU);
}

void app_resume_input(btn_event_t ev)
{
    if (ev.kind != BTN_EV_PRESS) {
        return;
    }
    if (ev.button == BTN_SELECT) {
        app_play_enter(); /* the saved turn, undo log and all: its moves count as before */
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU); /* the next sync forgets the game */
    }
}

void app_resume_describe(screen_t *s)
{
    s->id = SCREEN_RESUME;
    s->game = app_st.menu_index;
}

NOINLINE void app_resume_sync(void)
{
    uint8_t s = app_st.screen;
    if (s != APP_SCREEN_BOOT && s != APP_SCREEN_RESUME) {
        bool playing = s == APP_SCREEN_PLAY && app_game.play.winner == PLAY_NOBODY &&
                       !app_st.demo; /* the demo's game is not kept */
        save_game_store(playing ? app_st.menu_index : SAVE_GAME_NONE, &app_game.play);
    }
}
