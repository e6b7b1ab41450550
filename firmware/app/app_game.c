/* app_game.c - a game's start screen (position, who moves first, against whom, random /
 * edited / preset position) and the position editor, field by field with editor.c. */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "hal_flash.h"

app_game_t app_game;

enum { START_PLAY = 0, START_FIRST, START_VS, START_RANDOM, START_EDIT, START_PRESET, START_COUNT };

/* The start screen's items, by START_*. */
static const uint8_t app_start_msgs[START_COUNT] HAL_FLASH = {
    [START_PLAY] = MSG_PLAY,     [START_FIRST] = MSG_FIRST, [START_VS] = MSG_VS,
    [START_RANDOM] = MSG_RANDOM, [START_EDIT] = MSG_EDIT,   [START_PRESET] = MSG_COUNT_TO,
};

enum { FIELD_COUNT = 0, FIELD_PILE, FIELD_LIMIT, FIELD_END };

uint8_t app_player(uint8_t who)
{
    if (app_game.play.vs_cpu) {
        return who == PLAY_P1 ? MSG_YOU : MSG_CPU;
    }
    return who == PLAY_P1 ? MSG_P1 : MSG_P2;
}

static uint8_t app_start_items(void)
{
    return app_game.play.game.preset_n != 0 ? START_PRESET + 1u : START_PRESET;
}

void app_start_preset(void)
{
    play_t *p = &app_game.play;
    p->count_up = 1; /* until another position is dealt or edited */
    p->pos.piles = 1;
    p->pos.pile[0] = p->game.preset_n;
    p->pos.limit = p->game.preset_limit;
}

void app_game_deal(uint8_t game)
{
    games_play_init(game, &app_game.play);
    const settings_t *set = &persist_system()->settings;
    app_game.play.mode = set->mode;
    app_game.play.level = set->level;
    play_random(&app_game.play, &app_st.rng);
}

void app_start_enter(void)
{
    app_game_deal(app_st.menu_index); /* a playable game (app_rules.c) */
    app_game.item = START_PLAY;
    app_show(APP_SCREEN_START);
}

/* What editor field f is: FIELD_* in the low bits, the pile index from bit 4; FIELD_END past
 * the last field. */
static uint8_t app_edit_field(uint8_t f)
{
    const play_t *p = &app_game.play;
    if (p->game.min_piles != p->game.max_piles) {
        if (f == 0) {
            return FIELD_COUNT;
        }
        f--;
    }
    if (f < p->pos.piles) {
        return (uint8_t)(FIELD_PILE | (f << 4));
    }
    return f == p->pos.piles && p->game.limit_min != 0 ? FIELD_LIMIT : FIELD_END;
}

/* Loads field app_game.field into the editor: its value and range, what it is and its name
 * (app_game.edit_at, edit_msg): the pile count, a pile (a coin circle's coins, a board's size,
 * the one pile's stones), the take limit. */
static void app_edit_load(void)
{
    play_pos_t *pos = &app_game.play.pos;
    uint8_t f = app_edit_field(app_game.field);
    uint8_t kind = app_game.play.game.kind;
    uint32_t v;
    uint32_t lo = 1;
    uint32_t hi = 4294967295u;
    uint8_t size_max = app_game.play.game.size_max;
    uint8_t msg = MSG_PILE;
    if (f == FIELD_COUNT) {
        v = pos->piles;
        lo = app_game.play.game.min_piles;
        hi = app_game.play.game.max_piles;
        msg = MSG_PILES;
    } else if (f == FIELD_LIMIT) {
        v = pos->limit;
        if (size_max != 0) {
            hi = pos->pile[0]; /* a ring: at most every coin */
        }
        msg = MSG_MAX;
    } else {
        v = pos->pile[f >> 4];
        lo = pos->piles == 1 || (app_game.play.game.flags & PLAY_F_POSITIVE);
        if (size_max != 0) {
            hi = size_max;
        }
        if (kind == PLAY_KIND_RING) {
            msg = MSG_COINS;
        } else if (kind == PLAY_KIND_BOARD) {
            msg = MSG_SIZE;
        } else if (pos->piles == 1) {
            msg = MSG_STONES;
        } else if (app_game.play.game.flags & PLAY_F_NUMBERS) {
            msg = MSG_NUMBER;
        }
    }
    app_game.edit_at = f;
    app_game.edit_msg = msg;
    editor_start(&app_game.ed, v, lo, hi);
}

void app_start_input(btn_event_t ev)
{
    play_t *p = &app_game.play;
    uint8_t key = app_list_input(ev, &app_game.item, app_start_items());
    if (key == APP_LIST_BACK) {
        app_show(APP_SCREEN_MENU);
        return;
    } else if (key == APP_LIST_OPEN) {
        switch (app_game.item) {
        case START_PLAY:
            if (!play_can_move(p)) {
                break; /* nothing to play: the item says so (app_start_describe) */
            }
            app_play_begin();
            return;
        case START_FIRST:
            p->first ^= 1u;
            break;
        case START_VS:
            p->vs_cpu ^= 1u;
            break;
        case START_RANDOM:
            play_random(p, &app_st.rng);
            p->count_up = 0;
            break;
        case START_EDIT:
            p->count_up = 0;
            app_game.field = 0;
            app_edit_load();
            app_show(APP_SCREEN_EDIT);
            return;
        default:
            /* count to 100: one press starts it (issue 29, finding 4) */
            app_start_preset();
            app_play_begin();
            return;
        }
    } else if (key == APP_LIST_NONE) {
        return;
    }
    app_redraw();
}

void app_start_describe(screen_t *s)
{
    const play_t *p = &app_game.play;
    uint8_t item = app_game.item;
    s->id = SCREEN_START;
    s->play = p;
    s->msg = hal_flash_byte(&app_start_msgs[item]);
    if (item == START_FIRST) {
        s->msg_value = app_player(p->first);
    } else if (item == START_VS) {
        s->msg_value = p->vs_cpu ? MSG_CPU : MSG_HUMAN;
    } else if (item == START_PLAY) {
        if (!play_can_move(p)) {
            /* an edited position with no move (Wythoff 0 0, Nim all 0, a board of 1): no
             * game to start, not a win nobody played (issue 29, finding 15) */
            s->msg_value = MSG_NO_MOVE;
        } else if (p->mode == PLAY_MISERE) {
            /* misere said where it applies, and where the setting is ignored (count to 100:
             * whoever says 100 wins, its name) */
            s->msg_value =
                p->game.flags & PLAY_F_NORMAL || p->count_up ? MSG_NO_MISERE : MSG_MISERE;
        }
    }
}

void app_edit_input(btn_event_t ev)
{
    play_pos_t *pos = &app_game.play.pos;
    uint8_t done = editor_input(&app_game.ed, ev);
    uint8_t f = app_game.edit_at;
    uint32_t v = app_game.ed.value;
    if (f == FIELD_COUNT) {
        pos->piles = (uint8_t)v;
    } else if (f == FIELD_LIMIT) {
        pos->limit = v;
    } else {
        pos->pile[f >> 4] = v;
    }
    play_setup(&app_game.play);
    if (done != EDITOR_EDITING) {
        /* leaving keeps the fields entered so far (each is a legal position) */
        if (done == EDITOR_LEAVE || app_edit_field(++app_game.field) == FIELD_END) {
            app_game.item = START_PLAY;
            app_show(APP_SCREEN_START);
            return;
        }
        app_edit_load();
    }
    if (ev.kind != BTN_EV_NONE) {
        app_redraw();
    }
}

/* The field being edited, named as app_edit_load named it. */
void app_edit_describe(screen_t *s)
{
    s->index = (uint8_t)(app_game.edit_at >> 4);
    app_edit_show(s, app_game.edit_msg);
}

NOINLINE void app_edit_show(screen_t *s, uint8_t msg)
{
    s->id = SCREEN_EDIT;
    s->msg = msg;
    s->value[0] = app_game.ed.value;
    s->cursor = app_game.ed.digit;
}
