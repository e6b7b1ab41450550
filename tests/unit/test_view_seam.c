/* test_view_seam.c - the seam between the app and its display, shown by a second view: a
 * throw-away one-row, eight-character view (as a small 7-segment or LED display would be),
 * written here in the test against screen.h and view.h alone. Its view_* functions replace
 * the LCD's at link time (the library's LCD view is then not linked), with no change to the
 * app, the engine or the games. It writes each screen as one line of text in its own short
 * words (the games' names, rules and the settings too: the app has no word of a display's)
 * and shows eight characters of it, scrolling a longer one every SEAM_STEP_MS on
 * view_tick; a scripted tour through the buttons (a Nim game against the computer, its hint,
 * Why, undo and end, Settings, New Stone's spread, the pirates' puzzle, a power cut and the
 * resume question) shows every screen the app has on it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "games.h"
#include "hal_fake.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "view.h"

#define SEAM_COLS 8u
#define SEAM_STEP_MS 300u
#define SEAM_TEXT 160u
#define SEAM_LOG 64u

/* The view's words for the app's messages (a short display's own, not the LCD's). */
static const char *const seam_words[MSG_COUNT] = {
    [MSG_NONE] = "",
    [MSG_HELP] = "HELP",
    [MSG_STATS] = "SCORE",
    [MSG_SETTINGS] = "SETUP",
    [MSG_PLAY] = "PLAY",
    [MSG_FIRST] = "1ST",
    [MSG_VS] = "VS",
    [MSG_RANDOM] = "RAND",
    [MSG_EDIT] = "EDIT",
    [MSG_COUNT_TO] = "TO",
    [MSG_HUMAN] = "2P",
    [MSG_PLAY_HINT] = "TAKE IT",
    [MSG_MISERE] = "MISERE",
    [MSG_NO_MISERE] = "NORMAL",
    [MSG_NO_MOVE] = "NO MOVE",
    [MSG_YOU] = "YOU",
    [MSG_CPU] = "CPU",
    [MSG_P1] = "P1",
    [MSG_P2] = "P2",
    [MSG_WHY] = "WHY",
    [MSG_UNDO] = "UNDO",
    [MSG_QUIT] = "QUIT",
    [MSG_BACK] = "BACK",
    [MSG_PILES] = "PILES",
    [MSG_PILE] = "PILE",
    [MSG_NUMBER] = "NUMBER",
    [MSG_STONES] = "N",
    [MSG_COINS] = "COINS",
    [MSG_SIZE] = "SIZE",
    [MSG_MAX] = "MAX",
    [MSG_PIRATES_N] = "N",
    [MSG_PIRATES_M] = "M",
    [MSG_PIRATES_P] = "P",
    [MSG_PILE_EMPTY] = "EMPTY",
    [MSG_NO_COIN] = "NO COIN",
    [MSG_NOT_FREE] = "TAKEN",
    [MSG_NOT_ALLOWED] = "NO",
    [MSG_NOT_THIS_PILE] = "NOT HERE",
    [MSG_MAX_TAKE] = "MAX",
    [MSG_NOT_POW2] = "NOT 2^N",
    [MSG_NOTHING_TO_UNDO] = "NO UNDO",
    [MSG_THROWN] = "THROWN",
    [MSG_RESET_STATS] = "CLEAR?",
    [MSG_AGAIN] = "AGAIN?",
    [MSG_COACH_FOUND] = "FOUND",
    [MSG_COACH_KEPT] = "KEPT",
    [MSG_COACH_THREW] = "OOPS",
};

/* Its words for the games, their rules (GAME_COUNT: the help), the settings and values. */
static const char *const seam_names[GAME_COUNT] = {
    "BASH", "NIM", "WYTHOFF", "EUCLID", "POW2", "NEWSTONE", "CIRCLE", "BOARD", "PIRATES",
};
static const char *const seam_rules[GAME_COUNT + 1] = {
    "BASH: TAKE 1 TO MAX. LAST TAKE WINS.",
    "NIM: TAKE ANY NUMBER FROM ONE PILE. LAST TAKE WINS.",
    "WYTHOFF: TAKE FROM ONE PILE OR THE SAME FROM BOTH. LAST TAKE WINS.",
    "EUCLID: SUBTRACT A MULTIPLE OF THE SMALLER. MAKE A 0.",
    "POW2: TAKE 1 2 4 8 ... LAST TAKE WINS.",
    "NEWSTONE: TAKE, THEN SPREAD THE REST. LAST TAKE WINS.",
    "CIRCLE: TAKE 1 TO K COINS IN A RUN. LAST TAKE WINS.",
    "BOARD: STEP TO A FREE SQUARE. STUCK LOSES.",
    "PIRATES: N PIRATES SPLIT M GOLD. HALF YES: DONE.",
    "HELP: HOLD SELECT FOR THE HINT.",
};
static const char *const seam_settings[SETTING_COUNT][5] = {
    {"SOUND", "OFF", "ON"},
    {"LEVEL", "EASY", "MED", "BEST"},
    {"MODE", "NORMAL", "MISERE"},
    {"LIGHT", "ON", "10S", "30S", "60S"},
};

/* The display (view_init starts it afresh at every boot). */
static struct {
    char text[SEAM_TEXT]; /* the screen as one line */
    uint8_t len;
    uint8_t scroll;       /* the first character in the window */
    uint32_t now;
    uint32_t next;        /* when the window moves on */
    bool light;
} seam;

/* What the test saw, across boots. */
static struct {
    bool shown[SCREEN_COUNT];
    char text[SEAM_LOG][SEAM_TEXT]; /* the screens shown (the last SEAM_LOG) */
    uint8_t ids[SEAM_LOG];
    uint16_t shows;
} seam_log;

static void seam_char(char c)
{
    if (seam.len + 1u < SEAM_TEXT) {
        seam.text[seam.len++] = c;
        seam.text[seam.len] = '\0';
    }
}

static void seam_str(const char *s)
{
    while (*s) {
        seam_char(*s++);
    }
}

static void seam_num(uint32_t v)
{
    char num[12];
    snprintf(num, sizeof num, "%lu", (unsigned long)v);
    seam_str(num);
}

static void seam_word(uint8_t msg)
{
    assert_true(msg < MSG_COUNT);
    seam_str(seam_words[msg]);
}

/* The position: the piles ('>' before the chosen one), a ring's coins ('o', 'x' taken by the
 * move, '.' gone), a board's size and the token's square. */
static void seam_position(const play_t *p, const play_move_t *m)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.kind == PLAY_KIND_BOARD) {
        seam_str("B");
        seam_num(pos->board.n);
        seam_char('@');
        seam_num(pos->board.at);
        return;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        for (uint8_t i = 0; i < pos->ring.n; i++) {
            uint8_t from = m ? (uint8_t)((i + pos->ring.n - m->pile) % pos->ring.n) : 0xFFu;
            seam_char(!((pos->ring.coins >> i) & 1u) ? '.' : m && from < m->take ? 'x' : 'o');
        }
        return;
    }
    for (uint8_t i = 0; i < pos->piles; i++) {
        if (m && (m->pile == i || m->pile == pos->piles)) {
            seam_char('>');
        } else if (i > 0) {
            seam_char(' ');
        }
        seam_num(pos->pile[i]);
    }
}

/* A move: "-3#2" (take 3 from pile 2), "-3==" (from both), "-2@5" (two coins from coin 5),
 * a direction, New Stone's "#1-3#2+1". */
static void seam_move(const play_t *p, const play_move_t *m)
{
    static const char dirs[] = "ULRD"; /* PLAY_DIR_* */
    if (p->game.kind == PLAY_KIND_BOARD) {
        seam_char(dirs[m->pile & 3u]);
        return;
    }
    bool spread = false;
    for (uint8_t j = 0; j < PLAY_MAX_PILES; j++) {
        spread |= m->add[j] != 0;
    }
    if (spread) {
        for (uint8_t j = 0; j < p->pos.piles; j++) {
            if (j == m->pile || m->add[j] != 0) {
                seam_char('#');
                seam_num(j + 1u);
                seam_char(j == m->pile ? '-' : '+');
                seam_num(j == m->pile ? m->take : m->add[j]);
            }
        }
        return;
    }
    seam_char('-');
    seam_num(m->take);
    if (p->game.kind == PLAY_KIND_RING) {
        seam_char('@');
        seam_num(m->pile + 1u);
    } else if (m->pile == p->pos.piles) {
        seam_str("==");
    } else if (p->pos.piles > 1) {
        seam_char('#');
        seam_num(m->pile + 1u);
    }
}

/* A message, with the number of those that take one. */
static void seam_msg(uint8_t msg, const play_t *p)
{
    seam_word(msg);
    if (msg == MSG_MAX_TAKE) {
        seam_char(' ');
        seam_num(p->pos.limit);
    } else if (msg == MSG_COUNT_TO) {
        seam_char(' ');
        seam_num(p->game.preset_n);
    }
}

static void seam_reason(const reason_t *r)
{
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        seam_num(r->num[0]);
        seam_char('%');
        seam_num(r->num[1]);
        seam_char('=');
        seam_num(r->num[2]);
        break;
    case REASON_NIM_SUM:
        seam_str("X=");
        seam_num(r->num[0]);
        break;
    case REASON_NIM_ONES:
        seam_str("ONES");
        break;
    case REASON_WYTHOFF:
        seam_str("K=");
        seam_num(r->num[0]);
        break;
    case REASON_EUCLID:
        seam_str("Q=");
        seam_num(r->num[0]);
        break;
    case REASON_PAIRS:
        seam_str("PAIRS");
        break;
    case REASON_LINES:
        seam_str("LINES ");
        seam_num(r->count);
        break;
    case REASON_DOMINO:
        seam_str("DOMINO");
        break;
    case REASON_PIRATES: /* the case of the closed form, no verdict */
        seam_str("CASE ");
        seam_num(r->detail);
        return;
    default:
        fail_msg("reason kind %u", r->kind);
    }
    seam_str(r->wins ? " WIN" : " LOSE");
}

void view_init(void)
{
    memset(&seam, 0, sizeof seam);
}

void view_light(bool on)
{
    seam.light = on;
}

void view_tick(uint32_t now_ms)
{
    seam.now = now_ms;
    if (seam.len > SEAM_COLS && (int32_t)(now_ms - seam.next) >= 0) {
        seam.scroll = (uint8_t)((seam.scroll + 1u) % (seam.len + 2u)); /* two blanks, then again */
        seam.next = now_ms + SEAM_STEP_MS;
    }
}

/* The Why on one line, as the scrolling views show it. */
bool view_why_more(uint8_t page)
{
    (void)page;
    return false;
}

bool view_reading(void)
{
    return seam.len > SEAM_COLS && seam.scroll != 0;
}

/* The rules scroll a word at a time: more while words follow word `top`. */
bool view_rules_more(uint8_t game, uint8_t top)
{
    uint8_t words = 1;
    assert_true(game <= GAME_COUNT);
    for (const char *p = seam_rules[game]; *p; p++) {
        words = (uint8_t)(words + (*p == ' '));
    }
    return top + 1u < words;
}

void view_show(const screen_t *s)
{
    const play_t *p = s->play;
    screen_item_t it;
    seam.len = 0;
    seam.text[0] = '\0';
    seam.scroll = 0;
    seam.next = seam.now + SEAM_STEP_MS;
    switch ((screen_id_t)s->id) {
    case SCREEN_BOOT:
        seam_str("BOOT");
        break;
    case SCREEN_MENU:
    case SCREEN_SETTINGS:
        memset(&it, 0, sizeof it);
        assert_true(s->cursor < s->count);
        s->item(s->cursor, &it);
        if (it.msg != MSG_NONE) {
            seam_word(it.msg);
        } else if (s->id == SCREEN_MENU) {
            assert_true(it.id < GAME_COUNT);
            seam_str(seam_names[it.id]);
        } else {
            assert_true(it.id < SETTING_COUNT && it.value_id + 1u < 5u);
            seam_str(seam_settings[it.id][0]);
            seam_char(' ');
            seam_str(seam_settings[it.id][it.value_id + 1u]);
        }
        break;
    case SCREEN_RULES: {
        /* from word `cursor` on */
        uint8_t word = 0;
        assert_true(s->game <= GAME_COUNT);
        for (const char *p = seam_rules[s->game]; *p; p++) {
            word = (uint8_t)(word + (*p == ' '));
            if (word >= s->cursor && (word > s->cursor || *p != ' ')) {
                seam_char(*p);
            }
        }
        break;
    }
    case SCREEN_START:
        seam_position(p, 0);
        seam_char(' ');
        seam_msg(s->msg, p);
        if (s->msg_value != MSG_NONE) {
            seam_char(' ');
            seam_word(s->msg_value);
        }
        break;
    case SCREEN_EDIT:
        seam_word(s->msg);
        if (screen_msg_indexed(s->msg)) {
            seam_num(s->index + 1u);
        }
        seam_char('=');
        seam_num(s->value[0]);
        break;
    case SCREEN_TURN:
        seam_position(p, s->move);
        seam_char(' ');
        if (s->msg != MSG_NONE) {
            seam_msg(s->msg, p);
            break;
        }
        seam_word(s->msg_value);
        seam_char(':');
        if (s->move) {
            seam_move(p, s->move);
        } else {
            seam_str("...");
        }
        break;
    case SCREEN_SPREAD:
        seam_char('+');
        seam_num(s->move->add[s->index]);
        seam_char('>');
        seam_num(s->index + 1u);
        seam_str(" L");
        seam_num(s->value[0]);
        break;
    case SCREEN_HINT:
        seam_str("HINT ");
        if (s->move) {
            seam_move(p, s->move);
        } else {
            seam_str("NONE");
        }
        seam_char(' ');
        seam_word(s->msg);
        break;
    case SCREEN_WHY:
        seam_reason(&s->reason);
        break;
    case SCREEN_OVER:
        if (s->msg != MSG_NONE) { /* the keys, in turn with the result */
            seam_word(s->msg);
            break;
        }
        seam_word(s->msg_value);
        seam_str(" WON");
        if (s->index) {
            seam_char(' ');
            seam_num(s->value[0]);
            seam_char('-');
            seam_num(s->value[1]);
        }
        break;
    case SCREEN_PIRATES:
        seam_char('P');
        seam_num(s->value[0]);
        seam_char(' ');
        if (s->msg != MSG_NONE) {
            seam_word(s->msg);
        } else {
            seam_num(s->value[1]);
        }
        break;
    case SCREEN_RESUME:
        seam_str(seam_names[s->game]);
        seam_char('?');
        break;
    case SCREEN_STATS:
        if (s->msg != MSG_NONE) {
            seam_word(s->msg);
            break;
        }
        seam_str(seam_names[s->game]);
        seam_char(' ');
        seam_num(s->value[0]);
        seam_char('-');
        seam_num(s->value[1]);
        break;
    case SCREEN_TIP:
        seam_str("TIP");
        break;
    default:
        fail_msg("screen id %u", s->id);
    }
    seam_log.shown[s->id] = true;
    memcpy(seam_log.text[seam_log.shows % SEAM_LOG], seam.text, SEAM_TEXT);
    seam_log.ids[seam_log.shows % SEAM_LOG] = s->id;
    seam_log.shows++;
}

/* The eight characters on the display now. */
static const char *seam_window(void)
{
    static char w[SEAM_COLS + 1];
    for (uint8_t i = 0; i < SEAM_COLS; i++) {
        uint8_t at = (uint8_t)((seam.scroll + i) % (seam.len > SEAM_COLS ? seam.len + 2u : SEAM_COLS));
        w[i] = at < seam.len ? seam.text[at] : ' ';
    }
    w[SEAM_COLS] = '\0';
    return w;
}

/* The whole line of the screen shown last, and the window. */
static void assert_screen(screen_id_t id, const char *text)
{
    uint8_t last = (uint8_t)((seam_log.shows - 1u) % SEAM_LOG);
    if (seam_log.ids[last] != id || strcmp(seam.text, text) != 0) {
        fail_msg("screen %u \"%s\", wanted %u \"%s\"", seam_log.ids[last], seam.text, id, text);
    }
}

/* True when a screen shown since the log began reads text. */
static bool seam_logged(const char *text)
{
    for (uint16_t i = 0; i < seam_log.shows && i < SEAM_LOG; i++) {
        if (strcmp(seam_log.text[i], text) == 0) {
            return true;
        }
    }
    return false;
}

static void test_view_seam_has_words_for_every_message(void **state)
{
    (void)state;
    for (uint8_t m = 0; m < MSG_COUNT; m++) {
        assert_non_null(seam_words[m]);
        assert_true(strlen(seam_words[m]) <= SEAM_COLS);
    }
}

/* Nim 1 2 4 edited on the start screen, the person first; ends on ">Play". */
static void seam_start_nim_1_2_4(void)
{
    const uint32_t v[3] = {1, 2, 4};
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(strncmp(seam.text, "PILES=", 6), 0); /* a random count */
    play_driver_set(3, 2);
    assert_screen(SCREEN_EDIT, "PILES=3");
    app_driver_tap(BTN_SELECT);
    for (uint8_t i = 0; i < 3; i++) {
        play_driver_set(v[i], 0);
        app_driver_tap(BTN_SELECT);
    }
    assert_screen(SCREEN_START, "1 2 4 PLAY");
}

static void test_view_seam_shows_every_screen_of_a_scripted_tour(void **state)
{
    (void)state;
    app_driver_boot();
    assert_screen(SCREEN_BOOT, "BOOT");
    assert_true(seam.light);
    app_driver_run(APP_BOOT_SCREEN_MS + 10u);
    assert_screen(SCREEN_MENU, "BASH");
    assert_string_equal(seam_window(), "BASH    ");

    /* Nim's rules scroll through the eight columns, and a word at a time with DOWN */
    app_driver_tap(BTN_DOWN);
    assert_screen(SCREEN_MENU, "NIM");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_RULES, "NIM: TAKE ANY NUMBER FROM ONE PILE. LAST TAKE WINS.");
    assert_string_equal(seam_window(), "NIM: TAK");
    app_driver_run(SEAM_STEP_MS + 10u);
    assert_string_equal(seam_window(), "IM: TAKE");
    app_driver_tap(BTN_DOWN);
    assert_screen(SCREEN_RULES, "TAKE ANY NUMBER FROM ONE PILE. LAST TAKE WINS.");

    /* a game: the editor, the move, a refusal, the hint, the Why, the computer, the end */
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    seam_start_nim_1_2_4();
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_TIP, "TIP"); /* the box's first game: a key ends the tip */
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_TURN, ">1 2 4 YOU:-1#1");
    assert_string_equal(seam_window(), ">1 2 4 Y");
    app_driver_tap(BTN_SELECT); /* -1#1 (0 2 4) throws the win away: the coach says what won,
                                 * on the position before, in place of the mover's name */
    assert_screen(SCREEN_TURN, "1 2>4 OOPS:-1#3");
    app_driver_run(3000 + PLAY_DRIVER_CPU_TURN_MS); /* the move, the computer's answer: 0 2 2 */
    app_driver_tap(BTN_UNDO);
    assert_screen(SCREEN_TURN, "1 2>4 YOU:-1#3"); /* on the pile of the computer's move */
    app_driver_tap(BTN_RIGHT);
    app_driver_tap(BTN_UNDO);
    assert_screen(SCREEN_TURN, ">1 2 4 NO UNDO");
    app_driver_run(1600);
    app_driver_tap(BTN_HINT);
    assert_screen(SCREEN_HINT, "HINT -1#3 WHY");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_WHY, "X=7 WIN");
    app_driver_tap(BTN_LEFT);
    play_driver_taps(BTN_RIGHT, 2);
    assert_screen(SCREEN_TURN, "1 2>4 YOU:-1#3");
    app_driver_tap(BTN_SELECT); /* 1 2 3: lost for the computer */
    assert_screen(SCREEN_TURN, "1 2 3 CPU:...");
    for (int i = 0; i < 40 && app_screen() == APP_SCREEN_PLAY; i++) {
        app_driver_run(PLAY_DRIVER_CPU_TURN_MS); /* the coach or the computer thinking, its move */
        if (strstr(seam.text, "YOU:") != 0) {
            app_driver_tap(BTN_SELECT); /* the least from the pile offered */
        }
        if (strstr(seam.text, " WON") != 0) {
            break;
        }
    }
    assert_true(seam_logged("1 2 3 CPU:...") && seam_log.shown[SCREEN_OVER]);
    assert_non_null(strstr(seam.text, " WON "));
    app_driver_tap(BTN_LEFT);
    assert_screen(SCREEN_MENU, "NIM");

    /* Settings */
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_SETTINGS, "SOUND ON");
    app_driver_tap(BTN_DOWN);
    assert_screen(SCREEN_SETTINGS, "LEVEL BEST");
    app_driver_tap(BTN_MENU);
    assert_screen(SCREEN_MENU, "SETUP");

    /* the statistics, and their reset's question (answered no) */
    app_driver_tap(BTN_UP);
    assert_screen(SCREEN_MENU, "SCORE");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_STATS, "BASH 0-0");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_STATS, "CLEAR?");
    app_driver_tap(BTN_LEFT);
    app_driver_tap(BTN_LEFT);
    assert_screen(SCREEN_MENU, "SCORE");

    /* New Stone 3 3: taking 1 from the first pile leaves two to spread */
    play_driver_taps(BTN_UP, 5); /* past Help, Pirates, Board walk, Coin circle */
    assert_screen(SCREEN_MENU, "NEWSTONE");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(strncmp(seam.text, "PILES=", 6), 0);
    play_driver_set(2, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 0);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 0);
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_START, "3 3 PLAY");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_TURN, ">3 3 YOU:-1#1");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_SPREAD, "+0>2 L2");
    app_driver_tap(BTN_UP);
    assert_screen(SCREEN_SPREAD, "+1>2 L1");

    /* a power cut in the game: the resume question, then no (the menu stays on the game) */
    app_driver_power_cycle();
    assert_screen(SCREEN_RESUME, "NEWSTONE?");
    app_driver_tap(BTN_LEFT);
    assert_screen(SCREEN_MENU, "NEWSTONE");

    /* the pirates' puzzle: the editor (from the sample 5 pirates), the answer, its Why */
    play_driver_taps(BTN_DOWN, 3);
    assert_screen(SCREEN_MENU, "PIRATES");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_EDIT, "N=5");
    play_driver_set(5, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(10, 0);
    app_driver_tap(BTN_SELECT);
    play_driver_set(5, 1);
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_PIRATES, "P5 8");
    app_driver_tap(BTN_SELECT);
    assert_screen(SCREEN_WHY, "CASE 0");
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_DOWN); /* edit again: P stays within 1..N */
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_UP);
    assert_screen(SCREEN_EDIT, "P=1"); /* past N: round to 0, below the least: 1 */

    for (uint8_t id = 0; id < SCREEN_COUNT; id++) {
        if (!seam_log.shown[id]) {
            fail_msg("screen %u never shown", id);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_seam_has_words_for_every_message),
        cmocka_unit_test_setup(test_view_seam_shows_every_screen_of_a_scripted_tour,
                               play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
