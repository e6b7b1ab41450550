/* app_pirates.c - the pirates' gold puzzle (HDU 1538, pirates.h): N pirates, M gold and
 * pirate P entered with the number editor, then P's gold (or that he is thrown), and a Why
 * screen naming the case of the closed form. P outside 1..N is refused. */
#include "app_internal.h"
#include "hal_flash.h"
#include "pirates.h"

/* app_game.field: 0..2 edit N, M, P; then these */
enum { PIRATES_ANSWER = 3, PIRATES_WHY, PIRATES_BAD };

/* The fields' names (app_game.field 0..2). */
static const uint8_t app_pirates_fields[PIRATES_ANSWER] HAL_FLASH = {MSG_PIRATES_N, MSG_PIRATES_M,
                                                                     MSG_PIRATES_P};

static uint32_t app_pirates_v[3]; /* N, M, P, kept between visits */

static void app_pirates_edit(uint8_t f)
{
    app_game.field = f;
    editor_start(&app_game.ed, app_pirates_v[f], 0, 4294967295u);
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
        bool done = editor_input(&app_game.ed, ev);
        app_pirates_v[f] = app_game.ed.value;
        /* after P: the answer, or the refusal when P is not 1..N */
        if (done && ++f == PIRATES_ANSWER && app_pirates_v[2] - 1u >= app_pirates_v[0]) {
            f = PIRATES_BAD;
        }
    } else if (ev.kind == BTN_EV_PRESS) {
        if (f != PIRATES_ANSWER) {
            f = f == PIRATES_WHY ? PIRATES_ANSWER : 2u; /* the refusal: back to P */
        } else if (ev.button == BTN_SELECT) {
            f = PIRATES_WHY;
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
        app_st.dirty = true;
    }
}

void app_pirates_describe(screen_t *s)
{
    const uint32_t *v = app_pirates_v; /* N, M, P */
    uint8_t f = app_game.field;
    if (f < PIRATES_ANSWER) {
        s->id = SCREEN_EDIT;
        s->msg = hal_flash_byte(&app_pirates_fields[f]);
        s->editor = &app_game.ed;
    } else if (f == PIRATES_BAD) {
        s->id = SCREEN_NOTICE;
        s->msg = MSG_P_RANGE;
    } else if (f == PIRATES_WHY) {
        s->id = SCREEN_WHY;
        s->reason.kind = REASON_PIRATES;
        s->reason.detail = pirates_case(v[0], v[1]);
    } else {
        s->id = SCREEN_PIRATES;
        s->value[0] = v[2];
        if (!pirates_share(v[0], v[1], v[2], &s->value[1])) {
            s->msg = MSG_THROWN;
        }
    }
}
