/* app_pirates.c - the pirates' gold puzzle (HDU 1538, pirates.h): N pirates, M gold and
 * pirate P entered with the number editor, then "Pirate P gets" / "<gold> gold" or "Thrown",
 * and a Why screen naming the case of the closed form. P outside 1..N is refused. */
#include "app_internal.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "pirates.h"
#include "text.h"

/* app_game.field: 0..2 edit N, M, P; then these */
enum { PIRATES_ANSWER = 3, PIRATES_WHY, PIRATES_BAD };

/* The screen's fixed lines, by number (text_line_get); Why: the case, then what it means. */
enum { T_N = 0, T_BAD = 3, T_SEL, T_THROWN, T_LE, T_EQ, T_GT };
static const char app_pirates_text[] HAL_FLASH = HAL_FTEXT(
    "N\nM\nP\n"
    "P must be 1..N\n"
    "SEL ok\n"
    "Thrown\n"
    "N <= 2M: 1 gold\n"
    "N = 2M+1: odd\n"
    "N > 2M+1: top\n"
    "buys each vote\n"
    "ones below get 1\n"
    "ones are thrown");

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

/* noinline (also app_pirates_draw): LTO would copy them into app_step, which costs flash */
__attribute__((noinline)) void app_pirates_input(btn_event_t ev)
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

__attribute__((noinline)) void app_pirates_draw(char *line0, char *line1)
{
    char num[11];
    const uint32_t *v = app_pirates_v; /* N, M, P */
    uint8_t f = app_game.field;
    uint32_t x; /* the gold: pirates_share sets it */
    uint8_t t0 = f; /* the editor's field name, T_N.. */
    uint8_t t1 = T_SEL;
    if (f == PIRATES_BAD) {
        t0 = T_BAD;
        t1 = 0xFFu;
    } else if (f == PIRATES_WHY) {
        /* the closed form's cases (pirates.c); 2m may not fit 32 bits: compare n/2 with m */
        uint32_t n = v[0];
        uint32_t m = v[1];
        t0 = (n >> 1) > m ? T_GT : (n & 1u) && (n >> 1) == m ? T_EQ : T_LE;
        t1 = (uint8_t)(t0 + 3u);
    } else if (f == PIRATES_ANSWER) {
        t0 = 0xFFu;
        t1 = pirates_share(v[0], v[1], v[2], &x) ? 0xFFu : T_THROWN;
    }
    text_line_get(line0, app_pirates_text, t0);
    text_line_get(line1, app_pirates_text, t1);
    if (f < PIRATES_ANSWER) {
        editor_draw(&app_game.ed, line0, line1);
    } else if (t0 == 0xFFu) {
        /* "Pirate P gets" ("P gets" when P is long) / "<gold> gold" */
        uint8_t col = text_u32(num, v[2]) > 4u ? 0 : text_put_flash(line0, 0, HAL_FSTR("Pirate "));
        text_put_flash(line0, text_put(line0, col, num), HAL_FSTR(" gets"));
        if (t1 != T_THROWN) {
            text_put_flash(line1, text_put_u32(line1, 0, x), HAL_FSTR(" gold"));
        }
    }
}
