/* app_game.c - a game's start screen (position, who moves first, against whom, random /
 * edited / preset position) and the position editor, field by field with editor.c. */
#include "app_internal.h"
#include "games.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "text.h"

app_game_t app_game;

enum { START_PLAY = 0, START_FIRST, START_VS, START_RANDOM, START_EDIT, START_PRESET };

enum { FIELD_COUNT = 0, FIELD_PILE, FIELD_LIMIT, FIELD_END };

void app_pos_line(char *line, const play_pos_t *pos, uint8_t mark)
{
    char buf[PLAY_MAX_PILES * 11u + TEXT_LINE_SIZE];
    uint8_t n = 0;
    uint8_t start = 0;
    for (uint8_t i = 0; i < pos->piles; i++) {
        buf[n++] = i == mark || mark == pos->piles ? '>' : ' '; /* mark = piles: every pile */
        n = (uint8_t)(n + text_u32(buf + n, pos->pile[i]));
        if (i == mark && n > TEXT_COLS) {
            start = (uint8_t)(n - TEXT_COLS);
        }
    }
    if (pos->limit != 0) {
        /* "  max <limit>" (16 columns at most), then blanks: the line is blank there too */
        text_line_clear(buf + n);
        text_put_flash_u32(buf + n, 2, HAL_FSTR("max "), pos->limit);
    }
    text_put(line, 0, buf + start);
}

/* The name of player `who`: You / CPU against the computer, P1 / P2 between two people. */
const char *app_who(uint8_t who)
{
    if (app_game.play.vs_cpu) {
        return who == PLAY_P1 ? HAL_FSTR("You") : HAL_FSTR("CPU");
    }
    return who == PLAY_P1 ? HAL_FSTR("P1") : HAL_FSTR("P2");
}

static uint8_t app_start_items(void)
{
    return app_game.play.game.preset_n != 0 ? START_PRESET + 1u : START_PRESET;
}

void app_start_enter(void)
{
    game_info_t g;
    games_info(app_st.menu_index, &g);
    play_init(&app_game.play, g.ops);
    app_game.play.mode = app_st.sys.settings.mode;
    app_game.play.level = app_st.sys.settings.level;
    play_random(&app_game.play, &app_st.rng);
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

/* Loads field app_game.field into the editor. */
static void app_edit_load(void)
{
    play_pos_t *pos = &app_game.play.pos;
    uint8_t f = app_edit_field(app_game.field);
    uint32_t v;
    uint32_t lo = 1;
    uint32_t hi = 4294967295u;
    uint8_t size_max = app_game.play.game.size_max;
    if (f == FIELD_COUNT) {
        v = pos->piles;
        lo = app_game.play.game.min_piles;
        hi = app_game.play.game.max_piles;
    } else if (f == FIELD_LIMIT) {
        v = pos->limit;
        if (size_max != 0) {
            hi = pos->pile[0]; /* a ring: at most every coin */
        }
    } else {
        v = pos->pile[f >> 4];
        lo = pos->piles == 1 || (app_game.play.game.flags & PLAY_F_POSITIVE);
        if (size_max != 0) {
            hi = size_max;
        }
    }
    editor_start(&app_game.ed, v, lo, hi);
}

void app_start_input(btn_event_t ev)
{
    play_t *p = &app_game.play;
    if (app_list_step(ev, &app_game.item, app_start_items())) {
    } else if (app_is_back(ev)) {
        app_show(APP_SCREEN_MENU);
        return;
    } else if (app_is_open(ev)) {
        switch (app_game.item) {
        case START_PLAY:
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
            break;
        case START_EDIT:
            app_game.field = 0;
            app_edit_load();
            app_show(APP_SCREEN_EDIT);
            return;
        default:
            p->pos.piles = 1;
            p->pos.pile[0] = p->game.preset_n;
            p->pos.limit = p->game.preset_limit;
            break;
        }
    } else {
        return;
    }
    app_st.dirty = true;
}

void app_start_draw(char *line0, char *line)
{
    const play_t *p = &app_game.play;
    const char *label;
    uint8_t col = app_view(line0, line, p, 0);
    line[col] = '>';
    switch (app_game.item) {
    case START_PLAY:
        label = HAL_FSTR("Play");
        break;
    case START_FIRST:
        label = HAL_FSTR("First");
        text_put_right_flash(line, app_who(p->first));
        break;
    case START_VS:
        label = HAL_FSTR("Vs");
        text_put_right_flash(line, p->vs_cpu ? HAL_FSTR("CPU") : HAL_FSTR("Human"));
        break;
    case START_RANDOM:
        label = HAL_FSTR("Random");
        break;
    case START_EDIT:
        label = HAL_FSTR("Edit");
        break;
    default:
        label = HAL_FSTR("Count to");
        text_put_u32(line, 10, p->game.preset_n);
        break;
    }
    text_put_flash(line, (uint8_t)(col + 1u), label);
}

void app_edit_input(btn_event_t ev)
{
    play_pos_t *pos = &app_game.play.pos;
    bool done = editor_input(&app_game.ed, ev);
    uint8_t f = app_edit_field(app_game.field);
    uint32_t v = app_game.ed.value;
    if (f == FIELD_COUNT) {
        pos->piles = (uint8_t)v;
    } else if (f == FIELD_LIMIT) {
        pos->limit = v;
    } else {
        pos->pile[f >> 4] = v;
    }
    play_setup(&app_game.play);
    if (done) {
        if (app_edit_field(++app_game.field) == FIELD_END) {
            app_game.item = START_PLAY;
            app_show(APP_SCREEN_START);
            return;
        }
        app_edit_load();
    }
    if (ev.kind != BTN_EV_NONE) {
        app_st.dirty = true;
    }
}

void app_edit_draw(char *line0, char *line1)
{
    uint8_t f = app_edit_field(app_game.field);
    uint8_t kind = app_game.play.game.kind;
    const char *label = HAL_FSTR("Pile");
    if (f == FIELD_COUNT) {
        label = HAL_FSTR("Piles");
    } else if (f == FIELD_LIMIT) {
        label = HAL_FSTR("Max");
    } else if (kind == PLAY_KIND_RING) {
        label = HAL_FSTR("Coins");
    } else if (kind == PLAY_KIND_BOARD) {
        label = HAL_FSTR("Size");
    } else if (app_game.play.pos.piles == 1) {
        label = HAL_FSTR("Stones");
    } else {
        line0[5] = (char)('1' + (f >> 4)); /* "Pile <n>" */
    }
    text_put_flash(line0, 0, label);
    text_put_flash(line1, 0, HAL_FSTR("SEL ok"));
    editor_draw(&app_game.ed, line0, line1);
}
