/* app_play.c - the play screen: a person sets up and plays moves, the computer pauses,
 * shows its move and plays it, long SELECT gives the hint and the Why / Play hint / Undo / Quit /
 * Back menu, and the end screen names the winner. The rules are play.c's. */
#include "app_internal.h"
#include "attributes.h"
#include "games.h"
#include "hal_flash.h"
#include "hal_tick.h"
#include "view.h"

#define APP_THINK_MS 700u  /* the computer's "thinking" pause */
#define APP_SHOW_MS 1200u  /* its move on screen before it is played */
#define APP_MSG_MS 1500u   /* a message under the move ("Nothing to undo") */
#define APP_OVER_MS 4000u  /* the end screen's result, then its keys for APP_MSG_MS, in turn */
#define APP_COACH_MS 1500u /* the coach's word on a win found or kept ... */
#define APP_COACH_THREW_MS 3000u /* ... and on a win thrown away, with the move that won */
#define APP_DEMO_WHY_MS 4000u /* the demo: the Why of the position before each move (the
                               * Nano's scrolling one to the end of its loop) */
/* The in-game menu's items (app_game.item), and their messages. */
enum {
    PLAY_MENU_WHY = 0,
    PLAY_MENU_PLAY_HINT, /* play the hint's move (none: back to the move) */
    PLAY_MENU_UNDO,
    PLAY_MENU_QUIT,
    PLAY_MENU_BACK,
    PLAY_MENU_ITEMS
};
static const uint8_t app_play_menu_msgs[PLAY_MENU_ITEMS] HAL_FLASH = {
    [PLAY_MENU_WHY] = MSG_WHY, [PLAY_MENU_PLAY_HINT] = MSG_PLAY_HINT, [PLAY_MENU_UNDO] = MSG_UNDO,
    [PLAY_MENU_QUIT] = MSG_QUIT, [PLAY_MENU_BACK] = MSG_BACK,
};

/* The refusals of an illegal move, by play_check_t (an empty choice and a rule the game words
 * itself: app_play_refusal). The play screen never needs one: its chooser sets up legal moves
 * only (app_play_input_move). */
static const uint8_t app_refusals[] HAL_FLASH = {
    [PLAY_BAD_EMPTY] = MSG_PILE_EMPTY,  [PLAY_BAD_ZERO] = MSG_NOT_ALLOWED,
    [PLAY_BAD_MORE] = MSG_NOT_ALLOWED,  [PLAY_BAD_LIMIT] = MSG_MAX_TAKE,
    [PLAY_BAD_PILE] = MSG_NOT_THIS_PILE, [PLAY_BAD_RULE] = MSG_NOT_ALLOWED,
    [PLAY_BAD_SPREAD] = MSG_NOT_ALLOWED,
};
#define APP_FAST_REPEATS 3u    /* held UP / DOWN: the step grows tenfold every 3 repeats (0.45 s) */

/* A board's direction by the arrow pressed: each arrow goes its own way (issue 29, finding 5);
 * APP_NO_DIR for the other buttons. */
#define APP_NO_DIR 0xFFu
static const uint8_t app_board_dirs[BTN_COUNT] HAL_FLASH = {
    [BTN_NONE] = APP_NO_DIR,      [BTN_RIGHT] = PLAY_DIR_RIGHT, [BTN_UP] = PLAY_DIR_UP,
    [BTN_DOWN] = PLAY_DIR_DOWN,   [BTN_LEFT] = PLAY_DIR_LEFT,   [BTN_SELECT] = APP_NO_DIR,
    [BTN_HINT] = APP_NO_DIR,      [BTN_UNDO] = APP_NO_DIR,      [BTN_MENU] = APP_NO_DIR,
};

_Static_assert(PERSIST_STATS_GAMES == GAME_PIRATES && GAME_PIRATES == GAME_COUNT - 1u,
               "one statistics entry per game played against the computer: all but the last");

/* A game against the computer counts in the totals once each side has made a move in it, as
 * it stands after any undo (docs/manual.md, "Stats"; issue 29, finding 9): a position over
 * before the player's first move or won by it (a free win, or a free loss), or a game taken
 * back to its start, was no contest. */
#define APP_COUNTED_MOVES 2u

static bool app_play_counts(void)
{
    play_t *p = &app_game.play;
    return p->vs_cpu && play_moves(p) >= APP_COUNTED_MOVES;
}

static bool app_play_due(void)
{
    return hal_tick_reached16((uint16_t)app_st.now, app_game.until);
}

static void app_play_wait(uint8_t phase, uint16_t ms)
{
    app_game.phase = phase;
    app_game.until = (uint16_t)(app_st.now + ms);
}

/* The amount chooser's step on the selected pile: the rule's least amount (0: no move). */
static uint32_t app_play_unit(void)
{
    return play_next_take(&app_game.play, app_game.sel.pile, 0);
}

/* Nothing of the move spread (New Stone): a spread starts again. */
static void app_play_unspread(void)
{
    uint8_t *b = (uint8_t *)app_game.sel.add;
    for (uint8_t k = 0; k < sizeof app_game.sel.add; k++) {
        b[k] = 0;
    }
}

/* The least amount of the selected pile (1 where there is no move). (Nothing is spread while
 * a person chooses a pile: a spread starts again whenever the input does.) */
static void app_play_least(void)
{
    uint32_t u = app_play_unit();
    app_game.sel.take = u ? u : 1u;
}

/* Moves the chosen pile `step` choices on (1, or n - 1 to go back; n choices) to the next
 * choice with a move (an empty pile, a gone coin are passed), n steps at most. */
static void app_play_pile_step(uint8_t step, uint8_t n)
{
    play_move_t *sel = &app_game.sel;
    for (uint8_t i = 0; i < n; i++) {
        /* (pile + step) % n for pile and step below n, without passing 255 */
        uint8_t rest = (uint8_t)(n - sel->pile);
        sel->pile = (uint8_t)(step >= rest ? step - rest : sel->pile + step);
        if (app_play_unit() != 0) {
            break;
        }
    }
}

/* Back to a person's input from the in-game menu or the Why, the position unchanged: the
 * pile and amount the player had chosen stay (the chooser only ever picks a pile with a
 * move); a spread starts again. */
static void app_play_back_to_input(void)
{
    app_play_unspread();
    app_game.phase = APP_PLAY_INPUT;
    app_game.armed = 0;
}

/* Back to a person's input after a move: on a pile (or "both") with a move, taking the least
 * amount. */
static NOINLINE void app_play_to_input(void)
{
    app_play_back_to_input();
    if (app_play_unit() == 0) {
        app_play_pile_step(1u, play_choices(&app_game.play));
    }
    app_play_least();
}

/* After a move (or at the start): the end, a person's turn or the computer's. */
static void app_play_next(void)
{
    const play_t *p = &app_game.play;
    app_redraw();
    if (p->winner != PLAY_NOBODY) {
        app_play_wait(APP_PLAY_OVER, APP_OVER_MS);
        app_game.item = 0; /* the result first, then the keys page */
        bool cheer = !p->vs_cpu || p->winner == PLAY_P1;
        if (!app_st.demo) { /* the demo: silent, and no person's game to count */
            app_tune(cheer);
        }
        if (app_play_counts()) {
            persist_count_result(app_st.menu_index, cheer);
        }
    } else if (app_st.demo) { /* the Why on show while the computer "thinks" */
        app_game.why_page = 0; /* its words (no key turns its pages) */
        app_play_wait(APP_PLAY_WHY, APP_DEMO_WHY_MS);
    } else if (play_human_turn(p)) {
        app_play_to_input();
    } else {
        app_play_wait(APP_PLAY_THINK, APP_THINK_MS);
    }
}

/* The coach's word on the person's move set up (app_game.sel), its verdict v (play_coach): in
 * a won position MSG_COACH_FOUND (the first winning move since the win came), MSG_COACH_KEPT
 * (a winning move again) or MSG_COACH_THREW (another move: the screen shows the hint's move
 * instead); MSG_NONE in a lost one. */
static uint8_t app_play_coach_word(play_coach_t v)
{
    uint8_t mover = (uint8_t)(1u << app_game.play.turn);
    uint8_t held = app_game.held;
    app_game.held = (uint8_t)(held & ~mover);
    if (v == PLAY_COACH_LOST) {
        return MSG_NONE;
    }
    if (v == PLAY_COACH_THREW) {
        return MSG_COACH_THREW;
    }
    app_game.held = (uint8_t)(held | mover);
    return held & mover ? MSG_COACH_KEPT : MSG_COACH_FOUND;
}

/* Plays the move set up or shown (app_game.sel), then on to the next turn or the end. A
 * person's own move (not the hint's, not seen on this turn) is judged by the coach when the
 * Coach setting is On (Off: no verdict taken): it first stands on the screen with the coach's
 * word in place of the mover's name, as the computer's move is shown before it is played (APP_PLAY_SHOW), when the
 * coach has one and the move does not win the game (the end says so); this is called again
 * when its time is up. The demo's moves are the computer's: no word. */
static void app_play_apply(void)
{
    play_t *p = &app_game.play;
    if (app_game.word == MSG_NONE && !app_game.hinted && !app_st.demo && play_human_turn(p) &&
        settings_get(app_settings(), SETTING_COACH) == SETTINGS_COACH_ON) {
        play_coach_t v = play_coach(p, &app_game.sel);
        uint8_t word = app_play_coach_word(v);
        if (word != MSG_NONE && v != PLAY_COACH_WON) {
            app_game.word = word;
            app_play_wait(APP_PLAY_SHOW, word == MSG_COACH_THREW ? APP_COACH_THREW_MS : APP_COACH_MS);
            return;
        }
    }
    app_game.word = MSG_NONE;
    app_game.hinted = 0; /* a new turn */
    play_apply(p, &app_game.sel);
    app_play_next();
}

void app_play_begin(void)
{
    play_start(&app_game.play);
    app_play_enter();
}

void app_play_enter(void)
{
    app_game.sel.pile = 0;
    app_game.msg = MSG_NONE;
    app_game.hinted = 0;
    app_game.held = 0;
    app_show(APP_SCREEN_PLAY);
    if (!app_st.demo && persist_tip_due()) { /* the first game on this box: the tip first */
        app_game.phase = APP_PLAY_TIP;
    } else {
        app_play_next();
    }
}

/* The hint over the in-game menu (a long SELECT; HINT or MENU on an eight-key board). */
static NOINLINE void app_play_menu_open(void)
{
    app_game.hinted = 1; /* the move played after it is not the coach's to judge */
    app_game.phase = APP_PLAY_MENU;
    app_game.item = 0;
    app_redraw();
}

/* Takes back the last move (the menu's Undo; UNDO on an eight-key board), or says there is
 * nothing to undo; back to a person's input either way. */
static void app_play_undo(void)
{
    bool undone = play_undo(&app_game.play);
    app_play_to_input(); /* a choice with a move in the position the undo left */
    if (undone) { /* an earlier turn: the hint not seen there, a win found again is found */
        app_game.hinted = 0;
        app_game.held = 0;
    } else {
        app_game.msg = MSG_NOTHING_TO_UNDO;
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
 * auto-repeats while the button is held; once that outgrows `room` (a multiple of `unit`),
 * the whole room: the amount lands on the end of its range (4294967295 is 5 s of UP away,
 * not 20 s of ever smaller steps). 0 when even `unit` does not fit. Counts the repeats. */
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
    while (level-- > 0) {
        if (step > room / 10u) {
            return room;
        }
        step *= 10u;
    }
    return step <= room ? step : 0;
}

/* The largest amount up to t (t within the selected pile) the rule allows from the selected
 * pile, 0 for none: Powers of 2's highest power of two up to t, else a multiple of the
 * chooser's unit (Euclid: of the smaller number; 1 elsewhere). */
static NOINLINE uint32_t app_play_allowed_below(uint32_t t)
{
    if (app_game.play.game.rule == PLAY_RULE_POW2) {
        while (t & (t - 1u)) { /* more than one bit set: the lowest goes */
            t &= t - 1u;
        }
        return t;
    }
    uint32_t u = app_play_unit();
    return u != 0 ? t - t % u : t;
}

/* The amount UP / DOWN (ev) make of v, from lo to hi (both allowed), in steps of `unit`, to
 * the amounts the rule allows (a spread: any). A press at an end goes round to the other
 * end: DOWN from the least to the most (the whole pile where a move may take it all), UP
 * from the most to the least; a held key stops at the end. */
static NOINLINE uint32_t app_play_amount(btn_event_t ev, uint32_t v, uint32_t lo, uint32_t hi,
                                         uint32_t unit)
{
    bool up = ev.button == BTN_UP;
    uint32_t step = app_play_step(ev, unit, up ? hi - v : v - lo);
    if (step == 0) {
        return ev.kind != BTN_EV_PRESS ? v : up ? lo : hi;
    }
    if (lo != 0) { /* not a spread: UP to the next allowed amount, DOWN to the one below */
        return up ? play_next_take(&app_game.play, app_game.sel.pile, v + step - 1u)
                  : app_play_allowed_below(v - step);
    }
    return up ? v + step : v - step;
}

/* New Stone's spread: stones of the chosen pile's rest not yet moved. */
static uint32_t app_spread_left(void)
{
    const play_move_t *sel = &app_game.sel;
    return app_game.play.pos.pile[sel->pile] - play_move_loss(sel);
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

uint8_t app_play_refusal(play_check_t c)
{
    const play_game_t *g = &app_game.play.game;
    if (c == PLAY_BAD_RULE && g->rule == PLAY_RULE_POW2) {
        return MSG_NOT_POW2;
    }
    if (c == PLAY_BAD_EMPTY && g->kind != PLAY_KIND_PILES) {
        return g->kind == PLAY_KIND_RING ? MSG_NO_COIN : MSG_NOT_FREE;
    }
    return hal_flash_byte(&app_refusals[c]);
}

/* On a board, an arrow picks its own direction: true when ev is one. A visited square or the
 * edge: "Not free" at a press, the choice stays. */
static NOINLINE bool app_board_arrow(btn_event_t ev)
{
    uint8_t d = hal_flash_byte(&app_board_dirs[ev.button]);
    if (d == APP_NO_DIR) {
        return false;
    }
    if (play_size(&app_game.play, d) != 0) {
        app_game.sel.pile = d;
    } else if (ev.kind == BTN_EV_PRESS) {
        app_game.msg = MSG_NOT_FREE;
        app_play_wait(APP_PLAY_INPUT, APP_MSG_MS);
    }
    return true;
}

/* A person's input: LEFT / RIGHT pick the pile (New Stone's spread: the pile receiving
 * stones), UP / DOWN change the amount taken (the spread: one stone more or less onto that
 * pile), on a board each arrow picks its own direction (a visited square or the edge: "Not
 * free", the choice stays), SELECT plays the move (New Stone: first the spread when the rest may move), a long
 * SELECT opens the in-game menu, a long LEFT takes back the last move as the UNDO key does
 * (Undo in one gesture: issue 29, finding 14; LEFT's repeats do nothing). The chooser is the move's check: it offers only a choice
 * with a move (app_play_pile_step), amounts the rule allows up to the most a move may take
 * (app_play_amount), and a spread of the pile's rest onto piles that may receive it
 * (app_spread_target, never past 4294967295), and set up again after every move, undo and
 * resume (app_play_to_input): the engine's play_check has nothing to refuse. Any change here
 * must keep tests/unit/test_app_chooser.c (every offer of every game checked by play_check)
 * and tests/sim/refused_moves.script passing. */
static void app_play_input_move(btn_event_t ev)
{
    play_t *p = &app_game.play;
    play_move_t *sel = &app_game.sel;
    bool spread = app_game.phase == APP_PLAY_SPREAD;
    uint32_t *v = &sel->take;
    uint32_t unit = app_play_unit(); /* the chooser offers multiples of it */
    uint32_t lo = unit;
    uint32_t hi = app_play_allowed_below(play_most(p, sel->pile)); /* the most allowed */
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
    if (app_game.msg != MSG_NONE && (app_play_due() || ev.kind == BTN_EV_PRESS)) {
        app_game.msg = MSG_NONE;
        app_redraw();
    }
    bool stepped = ev.kind == BTN_EV_PRESS || ev.kind == BTN_EV_REPEAT; /* held: repeats */
    if (ev.kind == BTN_EV_LONG && ev.button == BTN_LEFT) {
        ev.button = BTN_UNDO; /* a long LEFT is Undo */
        ev.kind = BTN_EV_PRESS;
    }
    if (ev.kind == BTN_EV_REPEAT && ev.button == BTN_LEFT) {
        return; /* held LEFT is Undo: it does not walk the piles first */
    }
    if (stepped && p->game.kind == PLAY_KIND_BOARD && app_board_arrow(ev)) {
    } else if (stepped && (ev.button == BTN_RIGHT || ev.button == BTN_LEFT)) {
        uint8_t step = ev.button == BTN_RIGHT ? 1u : (uint8_t)(n - 1u);
        if (spread) {
            app_spread_target(step);
        } else {
            app_play_pile_step(step, n);
            app_play_least();
        }
    } else if (stepped && (ev.button == BTN_UP || ev.button == BTN_DOWN)) {
        *v = app_play_amount(ev, *v, lo, hi, unit);
    } else if (ev.kind == BTN_EV_PRESS && (ev.button == BTN_HINT || ev.button == BTN_MENU)) {
        app_play_menu_open();
        if (ev.button == BTN_MENU) {
            app_game.item = PLAY_MENU_QUIT; /* the hint and quit: its item ready (finding 11) */
        }
    } else if (app_is_press(ev, BTN_UNDO)) {
        app_play_undo();
    } else if (ev.button == BTN_SELECT) {
        if (!app_play_select(ev)) {
            return;
        }
        if (!spread && app_spread_target(1u)) {
            app_game.phase = APP_PLAY_SPREAD; /* New Stone: the rest may move first */
        } else {
            app_play_apply();
        }
    } else {
        return;
    }
    app_redraw();
}

static void app_play_input_menu(btn_event_t ev)
{
    if (app_list_step(ev, &app_game.item, PLAY_MENU_ITEMS)) {
    } else if (app_is_press(ev, BTN_SELECT)) {
        switch (app_game.item) {
        case PLAY_MENU_WHY:
            app_game.phase = APP_PLAY_WHY;
            app_game.why_page = 0;
            break;
        case PLAY_MENU_PLAY_HINT: {
            play_move_t hint;
            if (play_hint(&app_game.play, &hint)) {
                app_game.sel = hint; /* shown as the player's move, played at once */
                app_play_apply();
                return;
            }
            app_play_back_to_input(); /* no winning move: back to the move */
            break;
        }
        case PLAY_MENU_UNDO:
            app_play_undo();
            break;
        case PLAY_MENU_QUIT:
            /* giving up a game that counts is a loss */
            if (app_play_counts()) {
                persist_count_result(app_st.menu_index, false);
            }
            app_start_enter();
            return;
        default:
            app_play_back_to_input();
            break;
        }
    } else if (app_is_press(ev, BTN_UNDO)) {
        app_play_undo();
    } else if (app_is_back(ev)) {
        app_play_back_to_input();
    } else {
        return;
    }
    app_redraw();
}

/* The demo in the window (app.h): a played game of the table (all but the pirates') and its
 * position, dealt by the generator as the start screen deals them, the computer on both
 * sides at Perfect (P1 and P2: vs_cpu 0, so nothing is counted); app_play_next goes on to
 * the computer's move every turn, the Why on show while it "thinks". */
void app_demo_deal(void)
{
    play_t *p = &app_game.play;
    app_st.demo = true;
    app_light_set(true); /* a shop window's demo is to be seen: lit till the power-down */
    app_game_deal((uint8_t)rng_below(&app_st.rng, GAME_PIRATES));
    p->vs_cpu = 0;
    p->level = LEVEL_PERFECT;
    app_play_begin();
}

void app_demo_end(void)
{
    app_st.demo = false;
    app_show(APP_SCREEN_MENU);
}

void app_play_input(btn_event_t ev)
{
    play_t *p = &app_game.play;
    if (app_st.demo && ev.kind == BTN_EV_PRESS) { /* the key only ends it, up to its release */
        app_st.swallow = true;
        app_demo_end();
        return;
    }
    switch (app_game.phase) {
    case APP_PLAY_INPUT:
    case APP_PLAY_SPREAD:
        app_play_input_move(ev);
        break;
    case APP_PLAY_WHY: /* UP / DOWN page it, past its ends or another key: back */
        if (!app_st.demo) {
            if (ev.kind == BTN_EV_PRESS && !app_why_page(ev)) {
                app_play_back_to_input();
                app_redraw();
            }
            break;
        }
        /* the demo's Why is its computer's pause */
        /* fall through */
    case APP_PLAY_THINK:
    case APP_PLAY_SHOW:
        /* the pause's end (a person's move under the coach's word: or a key, which then does
         * nothing else); in the demo a text that scrolls (the Why, a long move on an
         * eight-digit display) is read to the end of its loop first */
        if (app_game.word != MSG_NONE && ev.kind == BTN_EV_PRESS) {
            app_st.swallow = true;
        } else if (!app_play_due() || (app_st.demo && view_reading())) {
            break; /* still pausing */
        }
        if (app_game.phase == APP_PLAY_SHOW) {
            app_play_apply();
        } else {
            play_computer_move(p, &app_st.rng, &app_game.sel);
            app_play_wait(APP_PLAY_SHOW, APP_SHOW_MS);
            app_redraw();
        }
        break;
    case APP_PLAY_MENU:
        app_play_input_menu(ev);
        break;
    case APP_PLAY_TIP:
        if (ev.kind == BTN_EV_PRESS) { /* the key only ends the tip, up to its release */
            app_st.swallow = true;
            app_play_next();
        }
        break;
    default: /* APP_PLAY_OVER: the result and the keys that go on, in turn */
        if (app_play_due()) {
            if (app_st.demo) { /* the demo: the result only, then the next game */
                app_demo_deal();
                break;
            }
            app_game.item ^= 1u;
            app_play_wait(APP_PLAY_OVER, app_game.item ? APP_MSG_MS : APP_OVER_MS);
            app_redraw();
        }
        if (app_is_press(ev, BTN_SELECT)) {
            uint8_t vs = p->vs_cpu;
            uint8_t first = p->first;
            uint8_t preset = p->count_up;
            app_start_enter();
            p->vs_cpu = vs;
            p->first = first;
            if (preset) { /* count to 100 again, not a random pile */
                app_start_preset();
            }
        } else if (app_is_back(ev)) {
            app_show(APP_SCREEN_MENU);
        }
        break;
    }
}

void app_play_describe(screen_t *s)
{
    const play_t *p = &app_game.play;
    uint8_t phase = app_game.phase;
    s->play = p;
    switch (phase) {
    case APP_PLAY_MENU:
        s->id = SCREEN_HINT;
        if (play_hint(p, &s->hint)) {
            s->move = &s->hint;
        }
        s->msg = hal_flash_byte(&app_play_menu_msgs[app_game.item]);
        break;
    case APP_PLAY_TIP:
        s->id = SCREEN_TIP;
        break;
    case APP_PLAY_WHY:
        s->id = SCREEN_WHY;
        s->msg_value = app_player(p->turn); /* whom the verdict is about */
        s->cursor = app_game.why_page;
        play_why(p, &s->reason);
        break;
    case APP_PLAY_OVER:
        s->id = SCREEN_OVER;
        s->msg = app_game.item ? MSG_AGAIN : MSG_NONE;
        s->msg_value = app_player(p->winner);
        s->cursor = app_st.demo; /* no keys to offer */
        s->index = app_play_counts();
        app_results(app_st.menu_index, s);
        break;
    case APP_PLAY_SPREAD:
        s->id = SCREEN_SPREAD;
        s->move = &app_game.sel;
        s->index = app_game.field;
        s->value[0] = app_spread_left();
        s->after = p->pos; /* the piles as the move leaves them so far */
        play_pos_move(&s->after, &app_game.sel);
        break;
    default: /* a person's input, the computer thinking (no move yet) or showing its move */
        s->id = SCREEN_TURN;
        s->msg = app_game.msg;
        s->msg_value = app_player(p->turn);
        if (phase != APP_PLAY_THINK) {
            s->move = &app_game.sel;
        }
        if (app_game.word != MSG_NONE) { /* the coach's word on the move about to be played */
            s->msg_value = app_game.word;
            if (app_game.word == MSG_COACH_THREW && play_hint(p, &s->hint)) {
                s->move = &s->hint; /* what would have won */
            }
        }
        break;
    }
}
