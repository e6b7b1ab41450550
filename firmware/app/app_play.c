/* app_play.c - the play screen: a person sets up and plays moves, the computer pauses,
 * shows its move and plays it, long SELECT gives the hint and the Why / Undo / Quit / Back
 * menu, and the end screen names the winner. The rules are play.c's. */
#include <string.h>

#include "app_internal.h"
#include "games.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "hal_tick.h"
#include "text.h"

#define APP_THINK_MS 700u  /* the computer's "thinking" pause */
#define APP_SHOW_MS 1200u  /* its move on screen before it is played */
#define APP_MSG_MS 1500u   /* a refusal under the move */
#define APP_MSG_NO_UNDO 8u /* app_game.msg beyond the play_check_t codes */
#define APP_PLAY_MENU_ITEMS 4u /* Why, Undo, Quit, Back */
#define APP_FAST_REPEATS 8u    /* held UP / DOWN: the step grows tenfold every 8 repeats (1.2 s) */

_Static_assert(PERSIST_STATS_GAMES == GAME_COUNT, "one statistics entry per game");

static bool app_play_due(void)
{
    return hal_tick_reached(app_st.now, app_game.until);
}

static __attribute__((noinline)) void app_play_wait(uint8_t phase, uint16_t ms)
{
    app_game.phase = phase;
    app_game.until = app_st.now + ms;
}

/* The amount chooser's step on the selected pile: the rule's least amount (0: no move). */
static uint32_t app_play_unit(void)
{
    return play_next_take(&app_game.play, app_game.sel.pile, 0);
}

/* The least amount of the selected pile (1 where there is no move). */
static void app_play_least(void)
{
    uint32_t u = app_play_unit();
    play_move_t *sel = &app_game.sel;
    uint8_t *b = (uint8_t *)sel->add; /* nothing spread */
    sel->take = u ? u : 1u;
    for (uint8_t k = 0; k < sizeof sel->add; k++) {
        b[k] = 0;
    }
}

/* Back to a person's input: on a pile (or "both") with a move, taking the least amount. */
static void app_play_to_input(void)
{
    uint8_t n = play_choices(&app_game.play);
    app_game.phase = APP_PLAY_INPUT;
    app_game.armed = 0;
    for (uint8_t i = 0; i < n && app_play_unit() == 0; i++) {
        uint8_t next = (uint8_t)(app_game.sel.pile + 1u); /* below n before: one wrap at most */
        app_game.sel.pile = next == n ? 0u : next;
    }
    app_play_least();
}

/* After a move (or at the start): the end, a person's turn or the computer's. */
static void app_play_next(void)
{
    const play_t *p = &app_game.play;
    app_st.dirty = true;
    if (p->winner != PLAY_NOBODY) {
        app_game.phase = APP_PLAY_OVER;
        bool cheer = !p->vs_cpu || p->winner == PLAY_P1;
        app_tune(cheer);
        if (p->vs_cpu) {
            persist_count_result(app_st.menu_index, cheer, app_game.wl);
        }
    } else if (play_human_turn(p)) {
        app_play_to_input();
    } else {
        app_play_wait(APP_PLAY_THINK, APP_THINK_MS);
    }
}

void app_play_begin(void)
{
    play_start(&app_game.play);
    app_game.sel.pile = 0;
    app_game.msg = 0;
    app_show(APP_SCREEN_PLAY);
    app_play_next();
}

/* The hint over the in-game menu (a long SELECT; HINT or MENU on an eight-key board). */
static void app_play_menu_open(void)
{
    app_game.phase = APP_PLAY_MENU;
    app_game.item = 0;
    app_st.dirty = true;
}

/* Takes back the last move (the menu's Undo; UNDO on an eight-key board), or says there is
 * nothing to undo; back to a person's input either way. */
static void app_play_undo(void)
{
    app_play_to_input();
    if (!play_undo(&app_game.play)) {
        app_game.msg = APP_MSG_NO_UNDO;
        app_play_wait(APP_PLAY_INPUT, APP_MSG_MS);
    }
}

/* SELECT while a move is set up: a press arms, a long press opens the in-game menu; true on
 * the release of an armed press (play the move). */
static bool app_play_select(btn_event_t ev)
{
    if (ev.kind == BTN_EV_PRESS) {
        app_game.armed = 1;
    } else if (ev.kind == BTN_EV_LONG) {
        app_play_menu_open();
    } else if (ev.kind == BTN_EV_RELEASE && app_game.armed) {
        app_game.armed = 0;
        return true;
    }
    return false;
}

/* The amount UP / DOWN moves by: `unit` at a press, ten times more every APP_FAST_REPEATS
 * auto-repeats while the button is held, as long as that fits in `room`; 0 when even `unit`
 * does not fit. Counts the repeats. */
static uint32_t app_play_step(btn_event_t ev, uint32_t unit, uint32_t room)
{
    uint32_t step = unit;
    uint8_t level = (uint8_t)(app_game.repeats / APP_FAST_REPEATS);
    if (ev.kind == BTN_EV_PRESS) {
        app_game.repeats = 0;
        level = 0;
    } else if (app_game.repeats < 255u) {
        app_game.repeats++;
    }
    while (level-- > 0 && step <= room / 10u) {
        step *= 10u;
    }
    return step <= room ? step : 0;
}

/* New Stone's spread: stones of the chosen pile's rest not yet moved. */
static uint32_t app_spread_left(void)
{
    const play_move_t *sel = &app_game.sel;
    uint32_t left = app_game.play.pos.pile[sel->pile] - sel->take;
    for (uint8_t j = 0; j < PLAY_MAX_PILES; j++) {
        left -= sel->add[j];
    }
    return left;
}

/* Moves the spread's target pile (app_game.field) `step` piles on (1, or piles - 1 to go
 * back) to the next pile that may receive stones; false, target unchanged, when the game does
 * not spread, nothing is left to move or no pile may receive. */
static bool app_spread_target(uint8_t step)
{
    const play_t *p = &app_game.play;
    uint8_t t = app_game.phase == APP_PLAY_SPREAD ? app_game.field : app_game.sel.pile;
    if (!(p->game.flags & PLAY_F_SPREAD) || app_spread_left() == 0) {
        return false;
    }
    for (uint8_t i = 0; i < p->pos.piles; i++) {
        t = (uint8_t)(t + step); /* t and step are below piles (6 at most): one wrap at most */
        if (t >= p->pos.piles) {
            t = (uint8_t)(t - p->pos.piles);
        }
        if (t != app_game.sel.pile && p->pos.pile[t] != 0) {
            app_game.field = t;
            return true;
        }
    }
    return false;
}

/* A person's input: LEFT / RIGHT pick the pile (New Stone's spread: the pile receiving
 * stones), UP / DOWN change the amount taken (the spread: one stone more or less onto that
 * pile), SELECT plays the move (New Stone: first the spread when the rest may move), a long
 * SELECT opens the in-game menu. */
static void app_play_input_move(btn_event_t ev)
{
    play_t *p = &app_game.play;
    play_move_t *sel = &app_game.sel;
    bool spread = app_game.phase == APP_PLAY_SPREAD;
    uint32_t *v = &sel->take;
    uint32_t unit = app_play_unit(); /* the chooser offers multiples of it */
    uint32_t lo = unit;
    uint32_t hi = play_size(p, sel->pile);
    uint8_t n = play_choices(p);
    if (spread) {
        v = &sel->add[app_game.field];
        unit = 1u;
        lo = 0;
        hi = *v + app_spread_left();
        if (hi > ~p->pos.pile[app_game.field]) {
            hi = ~p->pos.pile[app_game.field]; /* never past 2^32-1 */
        }
        n = p->pos.piles;
    }
    if (app_game.msg != 0 && (app_play_due() || ev.kind == BTN_EV_PRESS)) {
        app_game.msg = 0;
        app_st.dirty = true;
    }
    if (app_is_step(ev, BTN_RIGHT) || app_is_step(ev, BTN_LEFT)) {
        uint8_t step = ev.button == BTN_RIGHT ? 1u : (uint8_t)(n - 1u);
        if (spread) {
            app_spread_target(step);
        } else {
            /* (pile + step) % n for pile and step below n, without passing 255 */
            uint8_t rest = (uint8_t)(n - sel->pile);
            sel->pile = (uint8_t)(step >= rest ? step - rest : sel->pile + step);
            app_play_least();
        }
    } else if (app_is_step(ev, BTN_UP) || app_is_step(ev, BTN_DOWN)) {
        bool up = ev.button == BTN_UP;
        uint32_t top = up ? hi : *v; /* UP: room up to hi; DOWN: down to lo */
        uint32_t bottom = up ? *v : lo;
        uint32_t step = app_play_step(ev, unit, top > bottom ? top - bottom : 0u);
        if (!up) {
            step = -step; /* mod 2^32: DOWN subtracts */
        }
        *v += step;
    } else if (app_is_press(ev, BTN_HINT) || app_is_press(ev, BTN_MENU)) {
        app_play_menu_open();
    } else if (app_is_press(ev, BTN_UNDO)) {
        app_play_undo();
    } else if (ev.button == BTN_SELECT) {
        if (!app_play_select(ev)) {
            return;
        }
        play_check_t c = spread ? PLAY_OK : play_check(p, sel);
        if (c == PLAY_OK && !spread && app_spread_target(1u)) {
            app_game.phase = APP_PLAY_SPREAD; /* New Stone: the rest may move first */
        } else if (c == PLAY_OK) {
            play_apply(p, sel);
            app_play_next();
        } else {
            app_game.msg = (uint8_t)c;
            app_play_wait(APP_PLAY_INPUT, APP_MSG_MS);
            app_tone(220u, 120u);
        }
    } else {
        return;
    }
    app_st.dirty = true;
}

static void app_play_input_menu(btn_event_t ev)
{
    if (app_list_step(ev, &app_game.item, APP_PLAY_MENU_ITEMS)) {
    } else if (app_is_press(ev, BTN_SELECT)) {
        switch (app_game.item) {
        case 0:
            app_game.phase = APP_PLAY_WHY;
            break;
        case 1:
            app_play_undo();
            break;
        case 2:
            app_start_enter();
            return;
        default:
            app_play_to_input();
            break;
        }
    } else if (app_is_press(ev, BTN_UNDO)) {
        app_play_undo();
    } else if (app_is_back(ev)) {
        app_play_to_input();
    } else {
        return;
    }
    app_st.dirty = true;
}

void app_play_input(btn_event_t ev)
{
    play_t *p = &app_game.play;
    switch (app_game.phase) {
    case APP_PLAY_INPUT:
    case APP_PLAY_SPREAD:
        app_play_input_move(ev);
        break;
    case APP_PLAY_THINK:
        if (app_play_due()) {
            play_computer_move(p, &app_st.rng, &app_game.sel);
            app_play_wait(APP_PLAY_SHOW, APP_SHOW_MS);
            app_st.dirty = true;
        }
        break;
    case APP_PLAY_SHOW:
        if (app_play_due()) {
            play_apply(p, &app_game.sel);
            app_play_next();
        }
        break;
    case APP_PLAY_MENU:
        app_play_input_menu(ev);
        break;
    case APP_PLAY_WHY:
        if (ev.kind == BTN_EV_PRESS) {
            app_play_to_input();
            app_st.dirty = true;
        }
        break;
    default: /* APP_PLAY_OVER */
        if (app_is_press(ev, BTN_SELECT)) {
            uint8_t vs = p->vs_cpu;
            uint8_t first = p->first;
            app_start_enter();
            p->vs_cpu = vs;
            p->first = first;
        } else if (app_is_back(ev)) {
            app_show(APP_SCREEN_MENU);
        }
        break;
    }
}

static const char app_dir_names[4][6] HAL_FLASH = {"up", "left", "right", "down"};

const char *game_board_dir_name(uint8_t d)
{
    return app_dir_names[d & 3u];
}

/* Writes one entry of a spreading move, "#<pile>-<n>" (the pile taken from) or "#<pile>+<n>",
 * and a blank; returns the next column. */
static uint8_t app_spread_entry(char *line, uint8_t col, uint8_t j, bool from, const char *num)
{
    line[col] = '#';
    line[col + 1u] = (char)('1' + j);
    line[col + 2u] = from ? '-' : '+';
    return (uint8_t)(text_put(line, (uint8_t)(col + 3u), num) + 1u);
}

/* A move after the row's prefix (col > 0): "take <n>" and " #<pile>" (" both": from every
 * pile; " @<coin>" on a ring) when there are several piles; "-<n>" when that does not fit.
 * A number is never cut short: when even "-<n>" and the pile do not fit, a hint (its row names
 * nothing else) starts from column 0 over the prefix, and a player's row (row 0 marks the pile)
 * keeps its prefix and leaves the pile out. A spreading move, "#<pile>-<removed>" and
 * "#<j>+<added>" for each pile it adds to, from column 0 when a hint does not fit after its
 * prefix; when it does not fit at all, the pile taken from first, then the whole entries that
 * fit and ".." (from column 0 only when the first entry does not fit after the prefix). A
 * board's direction. */
static void app_move_text(char *line, uint8_t col, const play_move_t *m, bool hint)
{
    const play_t *p = &app_game.play;
    uint8_t piles = p->pos.piles;
    char num[11];
    if (p->game.kind == PLAY_KIND_BOARD) {
        text_put_flash(line, col, game_board_dir_name(m->pile));
        return;
    }
    const uint8_t *b = (const uint8_t *)m->add; /* any stone moved: a byte of add[] not 0 */
    uint8_t spread = 0;
    for (uint8_t k = 0; k < sizeof m->add; k++) {
        spread |= b[k];
    }
    uint8_t len = text_u32(num, m->take);
    if (spread) {
        uint8_t total = (uint8_t)(3u + len); /* columns of the whole move */
        for (uint8_t j = 0; j < piles; j++) {
            if (m->add[j] != 0) {
                total = (uint8_t)(total + 4u + text_u32(num, m->add[j]));
            }
        }
        bool fits = col + total <= TEXT_COLS;
        if ((!fits && hint && total <= TEXT_COLS) || (!fits && col + 3u + len > TEXT_COLS - 3u)) {
            memset(line, ' ', col);
            col = 0;
            fits = total <= TEXT_COLS;
        }
        if (!fits) { /* the pile taken from first */
            text_u32(num, m->take);
            col = app_spread_entry(line, col, m->pile, true, num);
        }
        for (uint8_t j = 0; j < piles; j++) {
            if (j == m->pile ? !fits : m->add[j] == 0) {
                continue;
            }
            uint8_t n = text_u32(num, j == m->pile ? m->take : m->add[j]);
            if (!fits && col + 3u + n > TEXT_COLS - 3u) {
                text_put_flash(line, col, HAL_FSTR(".."));
                break;
            }
            col = app_spread_entry(line, col, j, j == m->pile, num);
        }
        return;
    }
    uint8_t suffix = p->game.kind == PLAY_KIND_RING ? (m->pile >= 9u ? 4u : 3u)
                     : m->pile == piles             ? 5u
                     : piles > 1                    ? 3u
                                                    : 0u;
    if (col + 5u + len + suffix <= TEXT_COLS) {
        col = text_put_flash(line, col, HAL_FSTR("take "));
    } else {
        if (col + 1u + len + suffix > TEXT_COLS) {
            if (hint) {
                memset(line, ' ', col);
                col = 0;
            } else {
                suffix = 0;
            }
        }
        line[col++] = '-';
    }
    col = text_put(line, col, num);
    if (suffix == 0) {
        return;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        text_put_u32(line, text_put_flash(line, col, HAL_FSTR(" @")), m->pile + 1u);
    } else if (m->pile == piles) {
        text_put_flash(line, col, HAL_FSTR(" both"));
    } else {
        line[col + 1u] = '#';
        line[col + 2u] = (char)('1' + m->pile);
    }
}

/* "<who>: " for the player to move on line1 from column col (beside a board, col > 0: on
 * line0, the move below it); returns the next column of line1. */
static uint8_t app_play_who(char *line0, char *line1, uint8_t col)
{
    char *line = col ? line0 : line1;
    uint8_t end = text_put_flash(line, col, app_who(app_game.play.turn));
    line[end] = ':';
    return col ? col : (uint8_t)(end + 2u);
}

/* The refusals by app_game.msg (a play_check_t, or APP_MSG_NO_UNDO; PLAY_BAD_LIMIT is shown
 * with the limit), then PLAY_BAD_EMPTY's for a ring and a board (APP_MSG_NO_UNDO + kind). */
static const char app_refusals[] HAL_FLASH = HAL_FTEXT("\n"
                                                       "Pile is empty\n"
                                                       "Not allowed\n"
                                                       "Not allowed\n"
                                                       "\n"
                                                       "Not this pile\n"
                                                       "Not allowed\n"
                                                       "Not allowed\n"
                                                       "Nothing to undo\n"
                                                       "No coin there\n"
                                                       "Not free");
_Static_assert(PLAY_BAD_EMPTY == 1 && PLAY_BAD_PILE == 5 && PLAY_BAD_SPREAD == 7 &&
                   APP_MSG_NO_UNDO == 8u && PLAY_KIND_RING == 1u && PLAY_KIND_BOARD == 2u,
               "app_refusals' lines follow these numbers");

/* The refusal shown for app_game.msg, by game kind, on a cleared row. */
static void app_play_refusal(const play_t *p, char *line)
{
    uint8_t msg = app_game.msg;
    uint8_t kind = p->game.kind;
    const char *text = app_refusals;
    if (msg == PLAY_BAD_RULE && p->game.bad_take) {
        text = p->game.bad_take; /* one line */
        msg = 0;
    } else if (msg == PLAY_BAD_EMPTY && kind != PLAY_KIND_PILES) {
        msg = (uint8_t)(APP_MSG_NO_UNDO + kind);
    }
    text_line_get(line, text, msg);
}

void app_play_draw(char *line0, char *line1)
{
    const play_t *p = &app_game.play;
    play_move_t m;
    uint8_t phase = app_game.phase;
    uint8_t col;
    switch (phase) {
    case APP_PLAY_MENU:
        if (play_hint(p, &m)) {
            app_move_text(line0, text_put_flash(line0, 0, HAL_FSTR("Hint: ")), &m, true);
        } else {
            text_put_flash(line0, 0, HAL_FSTR("No winning move"));
        }
        text_line_get(line1, HAL_FSTR(">Why\n>Undo\n>Quit\n>Back"), app_game.item);
        break;
    case APP_PLAY_WHY:
        p->game.why(&p->pos, p->mode, line0, line1);
        break;
    case APP_PLAY_OVER:
        col = text_put_flash(line0, 0, app_who(p->winner));
        text_put_flash(line0, col, p->vs_cpu && p->winner == PLAY_P1 ? HAL_FSTR(" win!")
                                                                     : HAL_FSTR(" wins!"));
        if (p->vs_cpu) {
            col = text_put_flash_u32(line1, 0, HAL_FSTR("Won "), app_game.wl[0]);
            text_put_flash_u32(line1, col, HAL_FSTR(" lost "), app_game.wl[1]);
        } else {
            text_put_flash(line1, 0, HAL_FSTR("SEL: new game"));
        }
        break;
    case APP_PLAY_SPREAD:
        app_pos_line(line0, &p->pos, app_game.field);
        /* "+1 to #2 left 3"; long numbers: "to" and then "left <n>" go when they do not fit
         * (row 0 marks the pile) */
        col = text_put_flash_u32(line1, 0, HAL_FSTR("+"), app_game.sel.add[app_game.field]);
        col = text_put_flash(line1, col, col <= 10u ? HAL_FSTR(" to #") : HAL_FSTR(" #"));
        if (col < TEXT_COLS) {
            line1[col++] = (char)('1' + app_game.field);
        }
        {
            char num[11];
            uint32_t left = app_spread_left();
            if (col + 6u + text_u32(num, left) <= TEXT_COLS) {
                text_put_flash_u32(line1, (uint8_t)(col + 1u), HAL_FSTR("left "), left);
            }
        }
        break;
    default:
        col = app_view(line0, line1, p, phase != APP_PLAY_THINK ? &app_game.sel : 0);
        /* a refusal takes the whole row, beside a board too, for its 1.5 s */
        if (app_game.msg == PLAY_BAD_LIMIT) {
            text_put_flash_u32(line1, 0, HAL_FSTR("Max take is "), p->pos.limit);
        } else if (app_game.msg != 0) {
            app_play_refusal(p, line1);
        } else {
            col = app_play_who(line0, line1, col);
            if (phase == APP_PLAY_THINK) {
                text_put_flash(line1, col, HAL_FSTR("thinking"));
            } else {
                app_move_text(line1, col, &app_game.sel, false);
            }
        }
        break;
    }
}
