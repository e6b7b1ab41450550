/* app_pirates.c - the pirates' gold puzzle (HDU 1538, pirates.h): N pirates (1 or more), M
 * gold and pirate P (1..N) entered with the number editor, starting from the sample 5 pirates,
 * 100 gold, pirate 5; then P's gold (or that he is thrown), and a Why screen naming the case of
 * the closed form. LEFT held in the editor goes back to the menu. */
#include "app_internal.h"
#include "games.h"
#include "hal_flash.h"

/* app_game.field: 0..2 edit N, M, P; then these */
enum { PIRATES_ANSWER = 3, PIRATES_WHY };

/* The fields' names (app_game.field 0..2). */
static const uint8_t app_pirates_fields[PIRATES_ANSWER] HAL_FLASH = {MSG_PIRATES_N, MSG_PIRATES_M,
                                                                     MSG_PIRATES_P};

static uint32_t app_pirates_v[3] = {5, 100, 5}; /* N, M, P, kept between visits */

/* Field f in the editor: N 1 or more, M any, P 1..N. */
static void app_pirates_edit(uint8_t f)
{
    app_game.field = f;
    editor_start(&app_game.ed, app_pirates_v[f], f != 1, f == 2 ? app_pirates_v[0] : 4294967295u);
}

void app_pirates_enter(void)
{
    app_pirates_edit(0);
    app_show(APP_SCREEN_PIRATES);
}

void app_pirates_input(btn_event_t ev)
{
    uint8_t f = app_game.field;
    if (f < PIRATES_ANSWER) {
        uint8_t done = editor_input(&app_game.ed, ev);
        app_pirates_v[f] = app_game.ed.value;
        if (done == EDITOR_LEAVE) {
            app_show(APP_SCREEN_MENU);
            return;
        }
        if (done == EDITOR_DONE) {
            f++; /* after P: the answer */
        }
    } else if (ev.kind == BTN_EV_PRESS) {
        if (f == PIRATES_WHY) {
            if (!app_why_page(ev)) { /* UP / DOWN page it, past its ends or another key: back */
                f = PIRATES_ANSWER;
            }
        } else if (ev.button == BTN_SELECT) {
            f = PIRATES_WHY;
            app_game.why_page = 0;
        } else if (app_is_back(ev)) {
            app_show(APP_SCREEN_MENU);
        } else {
            f = 0;
        }
    }
    if (f != app_game.field && f < PIRATES_ANSWER) {
        app_pirates_edit(f);
    }
    app_game.field = f;
    if (ev.kind != BTN_EV_NONE) {
        app_redraw();
    }
}

void app_pirates_describe(screen_t *s)
{
    const uint32_t *v = app_pirates_v; /* N, M, P */
    uint8_t f = app_game.field;
    if (f < PIRATES_ANSWER) {
        app_edit_show(s, hal_flash_byte(&app_pirates_fields[f]));
    } else if (f == PIRATES_WHY) {
        s->id = SCREEN_WHY;
        s->cursor = app_game.why_page;
        game_pirates_why(v[0], v[1], &s->reason);
    } else {
        s->id = SCREEN_PIRATES;
        s->value[0] = v[2];
        if (!game_pirates_share(v[0], v[1], v[2], &s->value[1])) {
            s->msg = MSG_THROWN;
        }
    }
}
