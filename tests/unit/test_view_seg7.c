/* test_view_seg7.c - the 7-segment view (firmware/view/seg7/) on the fake display (hal_seg7.h):
 * every word it has is readable on seven segments (no K M V W X Z) and fits its line; lines of
 * 8 cells stand still with their right part at the right end, a 9th squeezed into a point
 * after a letter, longer ones scroll (held, stepped, round and round); the editor's blinking
 * digit and its window on 10-digit values; the LEDs (whose turn, the pile, the winner); the
 * coin circle's and the board's pictures; and, driven through the real app by its buttons, a
 * tour of every screen: settings, a whole game of Nim against the computer with the hint,
 * the Why, undo and the end, two players, and the resume question after a power cut. Views
 * are linked before the library (Makefile): this view's view_* replace the LCD's. */
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
#include "view_seg7.h"

/* Reading segments back, as the TM1638 note's letters (digits first where two share a
 * pattern), '?' for any other pattern; 0x49 is the view's mark of a letter it cannot show. */
static const struct {
    char c;
    uint8_t p;
} readable[] = {
    {'0', 0x3F}, {'1', 0x06}, {'2', 0x5B}, {'3', 0x4F}, {'4', 0x66}, {'5', 0x6D}, {'6', 0x7D},
    {'7', 0x07}, {'8', 0x7F}, {'9', 0x6F}, {' ', 0x00}, {'-', 0x40}, {'_', 0x08}, {'A', 0x77},
    {'b', 0x7C}, {'C', 0x39}, {'c', 0x58}, {'d', 0x5E}, {'E', 0x79}, {'F', 0x71}, {'G', 0x3D},
    {'H', 0x76}, {'h', 0x74}, {'I', 0x30}, {'J', 0x1E}, {'L', 0x38}, {'n', 0x54}, {'o', 0x5C},
    {'P', 0x73}, {'q', 0x67}, {'r', 0x50}, {'t', 0x78}, {'U', 0x3E}, {'u', 0x1C}, {'y', 0x6E},
};

static char read_pattern(uint8_t p)
{
    for (size_t i = 0; i < sizeof readable / sizeof readable[0]; i++) {
        if (readable[i].p == (p & 0x7Fu)) {
            return readable[i].c;
        }
    }
    return '?';
}

/* n segment bytes as text, a '.' after each lit point. */
static const char *read_cells(const uint8_t *cells, size_t n)
{
    static char text[2 * SEG7_CELLS + 1];
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        text[k++] = read_pattern(cells[i]);
        if (cells[i] & HAL_SEG7_DP) {
            text[k++] = '.';
        }
    }
    text[k] = '\0';
    return text;
}

/* What the eight digits show now, and the whole line the view wrote. */
static const char *digits(void)
{
    return read_cells(fake_seg7_digits(), SEG7_DIGITS);
}

static const char *line(void)
{
    return read_cells(seg7.cell, seg7.len);
}

/* The text as the letters read back (a letter in another case reads as its form: S as 5). */
static const char *as_read(const char *text)
{
    static char out[2 * SEG7_CELLS + 1];
    size_t k = 0;
    for (; *text; text++) {
        char c = *text;
        static const char from[] = "SOaBDefgijlNpQRTYs";
        static const char to[] = "50AbdEFGIJLnPqrty5";
        const char *at = strchr(from, c);
        out[k++] = at ? to[at - from] : c;
    }
    out[k] = '\0';
    return out;
}

#define assert_digits(text) assert_string_equal(digits(), as_read(text))
#define assert_line(text) assert_string_equal(line(), as_read(text))

static uint8_t leds(const char *bits)
{
    uint8_t v = 0;
    for (uint8_t i = 0; i < 8u; i++) {
        v |= (uint8_t)((bits[i] == '1') << i);
    }
    return v;
}

#define assert_leds(bits) assert_int_equal(fake_seg7_leds(), leds(bits))

static uint32_t now_ms;

static int setup(void **state)
{
    (void)state;
    fake_reset();
    now_ms = 0;
    view_init();
    view_tick(now_ms);
    return 0;
}

/* Runs the view's clock on by ms, a tick every 4 ms as the app's steps. */
static void run(uint32_t ms)
{
    for (uint32_t end = now_ms + ms; now_ms < end;) {
        now_ms += 4;
        view_tick(now_ms);
    }
}

/* Runs on to the start of a blink's on phase (256 ms on, then 256 off). */
static void run_to_blink_on(void)
{
    run((512u - now_ms % 512u) % 512u);
}

/* A message on a turn's screen (a refusal's place), on an empty game. */
static void show_msg(uint8_t msg)
{
    static play_t empty;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_TURN;
    s.play = &empty;
    s.msg = msg;
    view_show(&s);
}

/* Every cell of the line written is a readable letter, a digit, a blank or a sign. */
static void assert_line_readable(const char *what, unsigned i)
{
    for (uint8_t k = 0; k < seg7.len; k++) {
        if (read_pattern(seg7.cell[k]) == '?') {
            fail_msg("%s %u: cell %u unreadable in \"%s\"", what, i, k, line());
        }
    }
    assert_true(seg7.len < SEG7_CELLS); /* not cut at the buffer's end */
}

static void test_view_seg7_every_word_is_readable(void **state)
{
    (void)state;
    screen_t s;
    for (uint8_t m = MSG_NONE + 1u; m < MSG_COUNT; m++) {
        show_msg(m);
        assert_true(seg7.len > 0);
        assert_line_readable("message", m);
    }
    for (uint8_t g = 0; g < GAME_COUNT; g++) {
        memset(&s, 0, sizeof s);
        s.id = SCREEN_RULES;
        s.game = g;
        view_show(&s);
        assert_line_readable("rules of game", g);
        assert_true(seg7.len > SEG7_DIGITS);
        s.id = SCREEN_RESUME;
        view_show(&s);
        assert_line_readable("name of game", g);
    }
    for (uint8_t d = 0; d < 4u; d++) {
        seg7.len = 0;
        view_seg7_dir(d);
        assert_line_readable("direction", d);
        assert_true(seg7.len > 0 && seg7.len <= 5u);
    }
}

/* Each setting and each of its values, and a line of 8 cells or 9 with a squeeze. */
static void test_view_seg7_settings_have_words_for_every_value(void **state)
{
    (void)state;
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        for (uint8_t v = 0; v < settings_value_count((setting_id_t)id); v++) {
            seg7.len = 0;
            view_seg7_setting(id);
            uint8_t name = seg7.len;
            view_seg7_setting_label(id, v);
            assert_line_readable("setting", id);
            assert_true(name > 0 && seg7.len > name);
            assert_true(seg7.len <= SEG7_DIGITS); /* name and value, and a blank or a point */
        }
    }
}

/* A list entry: setting Sound (0) with value On (1). */
static void sound_on(uint8_t i, screen_item_t *out)
{
    out->id = i;
    out->value_id = 1;
}

static void sound_off(uint8_t i, screen_item_t *out)
{
    out->id = i;
    out->value_id = 0;
}

static void test_view_seg7_short_lines_stand_still_with_their_right_part_at_the_end(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_BOOT;
    view_show(&s);
    assert_digits("HELLO   "); /* a greeting, no boot count */
    assert_leds("11111111");
    s.id = SCREEN_SETTINGS;
    s.count = SETTING_COUNT;
    s.item = sound_on;
    view_show(&s);
    assert_digits("Sound On");
    /* "Sound OFF" is 9: the blank becomes the point of the d */
    s.item = sound_off;
    view_show(&s);
    assert_digits("Sound.OFF");
    run(3000);
    assert_digits("Sound.OFF"); /* still */
    /* a number never takes a point: "12 GEtS 8" scrolls */
    memset(&s, 0, sizeof s);
    s.id = SCREEN_PIRATES;
    s.value[0] = 5;
    s.value[1] = 8;
    view_show(&s);
    assert_digits("5 GEtS 8");
    s.value[0] = 12;
    view_show(&s);
    assert_digits("12 GEtS ");
    assert_line("12 GEtS 8");
}

static void test_view_seg7_long_lines_scroll_round_and_round(void **state)
{
    (void)state;
    show_msg(MSG_NOT_POW2); /* "OnLy 1 2 4 8.." */
    assert_line("OnLy 1 2 4 8. ."); /* the second point on a blank */
    assert_digits("OnLy 1 2");
    run(996);
    assert_digits("OnLy 1 2"); /* held a second */
    run(8);
    assert_digits("nLy 1 2 ");
    run(300);
    assert_digits("Ly 1 2 4");
    /* to the end, three blanks, and the start again, held again */
    run(300 * 11);
    assert_digits("   OnLy ");
    run(300);
    assert_digits("  OnLy 1");
    run(600);
    assert_digits("OnLy 1 2");
    run(900);
    assert_digits("OnLy 1 2");
    /* a number up to 4294967295 is read whole, scrolling */
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_PIRATES;
    s.value[0] = 4294967295u;
    s.msg = MSG_THROWN;
    view_show(&s);
    assert_line("4294967295 SPLASH");
    run(1004 + 300 * 2);
    assert_digits("4967295 ");
}

static void test_view_seg7_editor_blinks_the_digit_and_windows_long_values(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_EDIT;
    s.msg = MSG_PILE;
    s.index = 2;
    s.value[0] = 42; /* the value, s.cursor the digit being changed */
    run_to_blink_on();
    view_show(&s);
    assert_digits("PILE  42");
    assert_leds("00010000"); /* pile 3 */
    run(256);
    assert_digits("PILE  4 "); /* the units blink */
    run(256);
    s.cursor = 3;
    view_show(&s);
    assert_digits("    0042"); /* "PILE 0042" is 9: the value alone */
    run(256);
    assert_digits("     042");
    run(256);
    /* the value alone when the field's name does not fit */
    s.value[0] = 123456;
    s.cursor = 0;
    view_show(&s);
    assert_digits("  123456");
    /* 10 digits: the 8 around the digit changed */
    s.value[0] = 4294967295u;
    s.msg = MSG_PIRATES_N;
    view_show(&s);
    assert_digits("94967295");
    s.cursor = 9;
    view_show(&s);
    assert_digits("42949672");
    run(256);
    assert_digits(" 2949672");
}

/* A game of `kind` with its position, for the game screens. */
static play_t game;

static void game_piles(uint8_t piles, const uint32_t *pile)
{
    memset(&game, 0, sizeof game);
    game.game.kind = PLAY_KIND_PILES;
    game.pos.piles = piles;
    for (uint8_t i = 0; i < piles; i++) {
        game.pos.pile[i] = pile[i];
    }
    game.vs_cpu = 1;
}

static void show_turn(const play_move_t *m, uint8_t turn)
{
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_TURN;
    game.turn = turn;
    s.play = &game;
    s.move = m;
    s.msg_value = turn == PLAY_P1 ? MSG_YOU : MSG_CPU;
    view_show(&s);
}

/* The coach's words on a person's move about to be played (SCREEN_TURN, the word in place of
 * the mover): short, to stand still; the LED of who moves, and for a win thrown away the move
 * that won with its pile's LED. */
static void test_view_seg7_coach_says_found_good_or_uh_oh_and_the_move(void **state)
{
    (void)state;
    const uint32_t p3[3] = {1, 2, 3};
    play_move_t m;
    screen_t s;
    memset(&m, 0, sizeof m);
    memset(&s, 0, sizeof s);
    game_piles(3, p3);
    game.turn = PLAY_P1; /* the mover: his move is not played yet */
    s.id = SCREEN_TURN;
    s.play = &game;
    s.move = &m;
    s.msg_value = MSG_COACH_FOUND;
    m.pile = 2;
    m.take = 1;
    view_show(&s);
    assert_digits("Found It");
    assert_leds("10010000"); /* who moves (you), the pile of the move */
    s.msg_value = MSG_COACH_KEPT;
    view_show(&s);
    assert_digits("Good    ");
    s.msg_value = MSG_COACH_THREW;
    m.pile = 0;
    m.take = 3;
    view_show(&s);
    assert_digits("uh-oh -3");
    assert_leds("11000000");
    game.vs_cpu = 0; /* between two players: player 2's LED when P2 moves */
    game.turn = PLAY_P2;
    view_show(&s);
    assert_leds("01000001");
}

static void test_view_seg7_turns_show_the_piles_the_move_and_leds(void **state)
{
    (void)state;
    const uint32_t p3[3] = {3, 5, 7};
    play_move_t m;
    memset(&m, 0, sizeof m);
    game_piles(3, p3);
    m.pile = 2;
    m.take = 1;
    show_turn(&m, PLAY_P1);
    assert_digits("3 5 7 -1");
    assert_leds("10010000"); /* you to move; LEDs 2..7 piles 1..6: pile 3 */
    show_turn(0, PLAY_P2); /* the computer thinks */
    assert_digits("3 5 7   ");
    assert_leds("00000001");
    /* too long for the digits: the chosen pile alone */
    const uint32_t big[3] = {4009, 12, 60000};
    game_piles(3, big);
    m.pile = 0;
    m.take = 12;
    show_turn(&m, PLAY_P1);
    assert_digits("4009 -12");
    assert_leds("11000000");
    /* the same from both piles (Wythoff): both piles' LEDs */
    const uint32_t p2[2] = {4, 7};
    game_piles(2, p2);
    m.pile = 2;
    m.take = 3;
    show_turn(&m, PLAY_P2);
    assert_digits("4 7   -3");
    assert_leds("01100001");
    /* a refusal with its number */
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_TURN;
    game.pos.limit = 3;
    s.play = &game;
    s.msg = MSG_MAX_TAKE;
    view_show(&s);
    assert_digits("uP to 3 ");
}

static void test_view_seg7_the_end_lights_the_winners_half(void **state)
{
    (void)state;
    const uint32_t p1[1] = {0};
    game_piles(1, p1);
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_OVER;
    s.play = &game;
    s.msg_value = MSG_YOU;
    s.index = 1; /* a game that counted: the totals */
    s.value[0] = 3;
    s.value[1] = 2;
    view_show(&s);
    assert_digits("you rULE"); /* a game that did not count: no score */
    s.index = 1;
    view_show(&s);
    assert_line("you rULE 3-2");
    assert_leds("11110000");
    s.index = 0; /* a free win (issue 29, finding 9): no totals */
    view_show(&s);
    assert_line("you rULE");
    assert_leds("11110000");
    game.vs_cpu = 0;
    s.msg_value = MSG_P2;
    view_show(&s);
    assert_digits("P2 rULES");
    assert_leds("00001111");
}

/* The Stats: the totals and the streak on the one scrolling line. */
static void test_view_seg7_stats_scroll_the_totals_and_the_streak(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_STATS;
    s.game = GAME_BASH;
    s.value[0] = 12;
    s.value[1] = 3;
    s.index = 3; /* the last 3 won */
    view_show(&s);
    assert_line("bASH 12-3 GOOd 3");
    s.index = (uint8_t)-2; /* the last 2 lost */
    view_show(&s);
    assert_line("bASH 12-3 bAd 2");
}

static void test_view_seg7_draws_the_coin_circle(void **state)
{
    (void)state;
    memset(&game, 0, sizeof game);
    game.game.kind = PLAY_KIND_RING;
    game.pos.piles = 1;
    game.pos.ring.n = 7;
    game.pos.ring.coins = 0x7Fu & ~(1u << 5); /* coin 6 gone */
    game.pos.limit = 2;
    play_move_t m;
    memset(&m, 0, sizeof m);
    m.pile = 2; /* coins 3 and 4 */
    m.take = 2;
    run_to_blink_on();
    show_turn(&m, PLAY_P1);
    /* 7 coins round two digits (8 places), clockwise from the top left: coins 1 and 2 on
     * segment a of digits 1 and 2, 3 and 4 on digit 2's right side (b, c), 5 and 6 on d right
     * to left (coin 6 under digit 1: gone), 7 on digit 1's left side (e); f is no place. K at
     * the right end: " uP2" */
    const uint8_t on[8] = {0x11, 0x0F, 0, 0, 0, 0x1C, 0x73, 0x5B};
    assert_memory_equal(fake_seg7_digits(), on, 8);
    run(256); /* coins 3 and 4 blink */
    const uint8_t off[8] = {0x11, 0x09, 0, 0, 0, 0x1C, 0x73, 0x5B};
    assert_memory_equal(fake_seg7_digits(), off, 8);
    assert_leds("10000000");

    /* 16 coins round six digits, coin 13 gone: K beside them as far as it fits, " 3", then
     * "12" without the blank (the loop's right side parts them) */
    game.pos.ring.n = 16;
    game.pos.ring.coins = 0xFFFFu & ~(1u << 12);
    game.pos.limit = 3;
    m.pile = 15; /* coins 16 and 1 */
    run_to_blink_on();
    show_turn(&m, PLAY_P1);
    /* a: coins 1..6; b, c: 7, 8; d right to left: 9 under digit 6 .. 14 under digit 1
     * (coin 13 under digit 2: gone); e, f: 15, 16. K: " 3" */
    const uint8_t ring16[8] = {0x39, 0x01, 0x09, 0x09, 0x09, 0x0F, 0, 0x4F};
    assert_memory_equal(fake_seg7_digits(), ring16, 8);
    run(256); /* coins 16 (f of digit 1) and 1 (a of digit 1) blink */
    const uint8_t ring16_off[8] = {0x18, 0x01, 0x09, 0x09, 0x09, 0x0F, 0, 0x4F};
    assert_memory_equal(fake_seg7_digits(), ring16_off, 8);
    game.pos.limit = 12;
    show_turn(&m, PLAY_P1);
    assert_int_equal(fake_seg7_digits()[6], 0x06); /* "12" */
    assert_int_equal(fake_seg7_digits()[7], 0x5B);
}

static void test_view_seg7_draws_the_board_round_the_token(void **state)
{
    (void)state;
    memset(&game, 0, sizeof game);
    game.game.kind = PLAY_KIND_BOARD;
    game.pos.piles = 1;
    game.pos.board.n = 4;
    /* the token on row 1, column 1 (square 5), come from 0, 1; 0 1 2 3 / 4 5 6 7 / 8 .. */
    game.pos.board.at = 5;
    game.pos.board.visited[0] = (1u << 0) | (1u << 1) | (1u << 5);
    play_move_t m;
    memset(&m, 0, sizeof m);
    m.pile = PLAY_DIR_RIGHT;
    m.take = 1;
    run_to_blink_on();
    show_turn(&m, PLAY_P2);
    /* above: 0 1 visited (a), here: the token's sides in column 1, the square right of it
     * lit and blinking (g), below nothing visited */
    const uint8_t on[4] = {0x01, 0x01 | 0x36, 0x40, 0x00};
    assert_memory_equal(fake_seg7_digits(), on, 4);
    run(256);
    const uint8_t off[4] = {0x01, 0x01 | 0x36, 0x00, 0x00};
    assert_memory_equal(fake_seg7_digits(), off, 4);
    /* the bottom row: below it, off the board, a wall all along */
    game.pos.board.at = 13;
    game.pos.board.visited[0] |= 1u << 13;
    m.pile = PLAY_DIR_UP;
    run_to_blink_on();
    show_turn(&m, PLAY_P2);
    const uint8_t bottom[4] = {0x08, 0x08 | 0x36 | 0x01, 0x08, 0x08};
    assert_memory_equal(fake_seg7_digits(), bottom, 4);
}

/* Runs on to the start of the first page's phase (0) or the second's (1): the clock's 1024 ms. */
static void run_to_page(uint32_t page)
{
    run((2048u + page * 1024u - now_ms % 2048u) % 2048u);
}

/* A word with no room beside the position is a second page, in turn with it (issue 29:
 * Bash's cap, finding 11; the board walk's direction, finding 5), where both fit the digits. */
static void test_view_seg7_a_word_with_no_room_is_a_second_page(void **state)
{
    (void)state;
    const uint32_t bash[1] = {21};
    play_move_t m;
    memset(&m, 0, sizeof m);
    game_piles(1, bash);
    game.pos.limit = 3;
    m.take = 1;
    run_to_page(0);
    show_turn(&m, PLAY_P1);
    assert_digits("21    -1");
    run(1000);
    assert_digits("21    -1");
    run_to_page(1);
    assert_digits("uP to 3 ");
    assert_leds("11000000");
    run(1000);
    assert_digits("uP to 3 ");
    run_to_page(0);
    assert_digits("21    -1");
    /* no page where either has no room (a pile of ten digits scrolls; "uP to 100" is 9
     * cells): the position as before, never a word cut */
    const uint32_t big[1] = {4294967295u};
    game_piles(1, big);
    game.pos.limit = 3;
    show_turn(&m, PLAY_P1);
    assert_line("4294967295 -1");
    game_piles(1, bash);
    game.pos.limit = 100;
    run_to_page(0);
    show_turn(&m, PLAY_P1);
    run_to_page(1);
    assert_digits("21    -1");
    assert_line("21    -1");
    /* the board: the picture, then the direction's word */
    memset(&game, 0, sizeof game);
    game.game.kind = PLAY_KIND_BOARD;
    game.pos.piles = 1;
    game.pos.board.n = 8;
    game.pos.board.visited[0] = 1u;
    m.pile = PLAY_DIR_DOWN;
    run_to_page(0);
    show_turn(&m, PLAY_P1);
    assert_int_equal(fake_seg7_digits()[0], 0x36 | 0x01 | 0x08); /* the token, the target */
    run_to_page(1);
    assert_digits("dn      ");
    m.pile = PLAY_DIR_RIGHT;
    show_turn(&m, PLAY_P1); /* a new screen: its first page first */
    assert_int_equal(fake_seg7_digits()[0], 0x36 | 0x01);
    run_to_page(0);
    run_to_page(1);
    assert_digits("rIGht   ");
    /* no move (the computer thinking): the picture alone */
    show_turn(0, PLAY_P2);
    run_to_page(1);
    assert_int_equal(fake_seg7_digits()[0], 0x36 | 0x01);
}

static void test_view_seg7_reasons_in_short_lines(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_WHY;
    s.msg_value = MSG_YOU;
    reason_t *r = &s.reason;
    r->kind = REASON_MOD;
    r->num[0] = 40;
    r->num[1] = 4;
    view_show(&s);
    assert_line("Put thE PILE on thE 4 tAbLE. you LOSE. 40 by 4 rESt 0. 0 LOSES.");
    r->num[1] = 0; /* a limit of 4294967295: by 2^32 */
    r->num[2] = 40;
    r->wins = 1;
    view_show(&s);
    assert_line("Put thE PILE on thE 4294967296 tAbLE. you LEAd. 40 by 4294967296 rESt 40. 0 LOSES.");
    memset(r, 0, sizeof *r);
    r->kind = REASON_NIM_SUM;
    r->num[0] = 5;
    r->wins = 1;
    view_show(&s);
    assert_line("SPLIt PILES In 1 2 4 8 - PAIr thE PArtS. you LEAd. unPAIrEd bItS 101.");
    r->num[0] = 0;
    r->wins = 0;
    view_show(&s);
    assert_line("SPLIt PILES In 1 2 4 8 - PAIr thE PArtS. you LOSE. unPAIrEd bItS 0.");
    r->num[0] = 0x80000001u;
    view_show(&s);
    assert_line("SPLIt PILES In 1 2 4 8 - PAIr thE PArtS. you LOSE. unPAIrEd bItS 10000000000000000000000000000001.");
    memset(r, 0, sizeof *r);
    r->kind = REASON_WYTHOFF;
    r->detail = 1;
    r->num[0] = 3;
    r->num[1] = 4;
    r->num[2] = 7;
    view_show(&s);
    assert_line("GEt to A SAFE PAIr - 1 2 - 3 5 - 4 7. you LOSE. GAP 3. SAFE PAIr 4 7.");
    memset(r, 0, sizeof *r);
    r->kind = REASON_LINES;
    r->count = 2;
    r->len[0] = 4;
    r->len[1] = 4;
    r->detail = REASON_LINES_MIRROR;
    view_show(&s);
    assert_line("PAIr uP thE LInES - thEn CoPy EACh PLAy. you LOSE. LInES 4 4. PAIrEd.");
    memset(r, 0, sizeof *r);
    r->kind = REASON_DOMINO;
    r->detail = PLAY_DIR_DOWN;
    r->wins = 1;
    view_show(&s);
    assert_line("SEE tILES oF 2. StEP to thE othEr HALF. you LEAd. ItS othEr HALF dn.");
    /* between two people the verdict names the player to move */
    s.msg_value = MSG_P2;
    r->wins = 0;
    view_show(&s);
    assert_line("SEE tILES oF 2. StEP to thE othEr HALF. P2 LOSES. ItS othEr HALF dn.");
    for (uint8_t k = 0; k < REASON_COUNT; k++) {
        for (uint8_t d = 0; d < 6u; d++) {
            memset(r, 0, sizeof *r);
            r->kind = k;
            r->detail = k == REASON_PIRATES ? d % 3u : d;
            r->count = 2;
            r->num[0] = 4294967295u;
            r->num[1] = 4294967295u;
            r->num[2] = 4294967295u;
            view_show(&s);
            assert_line_readable("reason", k);
        }
    }
}

/* ---- the tour: the real app by its buttons ---- */

/* On the editor: the value to v (the field's least is min), digit by digit. */
static void edit_to(uint32_t v, uint32_t min)
{
    play_driver_set(v, min);
}

/* The digits read text now, or within ms of running the app. */
static void expect_digits(const char *text, uint32_t ms)
{
    for (uint32_t t = 0; strstr(digits(), as_read(text)) == 0; t += 4) {
        if (t >= ms) {
            fail_msg("digits \"%s\", wanted \"%s\" (line \"%s\")", digits(), text, line());
        }
        app_driver_run(4);
    }
}

static void test_view_seg7_tour_of_the_app_by_its_buttons(void **state)
{
    (void)state;
    app_driver_boot();
    assert_digits("HELLO   ");
    app_driver_run(APP_BOOT_SCREEN_MS + 10u);
    assert_digits("bASH    ");
    assert_leds("00000000");

    /* Settings: the light off after 10 s dims the display */
    app_driver_tap(BTN_UP);
    assert_digits("SEttInGS");
    app_driver_tap(BTN_SELECT);
    assert_digits("Sound On");
    play_driver_taps(BTN_DOWN, 3);
    assert_digits("LIGht 30");
    play_driver_taps(BTN_SELECT, 3);
    assert_digits("LIGht 10");
    app_driver_tap(BTN_MENU);
    assert_digits("SEttInGS");
    assert_true(fake_seg7_light());
    app_driver_run(10100);
    assert_false(fake_seg7_light());
    app_driver_tap(BTN_DOWN); /* only lights it */
    assert_true(fake_seg7_light());
    assert_digits("SEttInGS");

    /* Nim 1 2 4, the person first: the rules, the editor, the start screen */
    play_driver_taps(BTN_DOWN, 2);
    assert_digits("nIn     ");
    app_driver_tap(BTN_SELECT);
    assert_line("GrAb ALL or PArt oF 1 PILE. GEt thE LASt StonE. IF LASt bAd. It LOSES. 5th Go.");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    assert_int_equal(strncmp(line(), "Go", 2), 0); /* then the random position ("Go.8 8 11") */
    play_driver_taps(BTN_DOWN, 4);
    assert_digits("EdIt    ");
    app_driver_tap(BTN_SELECT);
    edit_to(3, 2);
    expect_digits("PILES  3", 600);
    app_driver_tap(BTN_SELECT);
    const uint32_t piles[3] = {1, 2, 4};
    for (uint8_t i = 0; i < 3; i++) {
        edit_to(piles[i], 0);
        assert_int_equal(fake_seg7_leds(), 2u << i); /* the pile edited */
        app_driver_tap(BTN_SELECT);
    }
    assert_digits("Go 1 2 4");
    app_driver_tap(BTN_DOWN);
    assert_digits("1St  you");

    /* the game: undo with nothing to undo, the hint, the Why, the move, the computer */
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    /* a box's first game: the tip first, the LEDs over S6 S7 S8; a key ends it */
    assert_digits("6th HInt."); /* the keys by their place (an S reads 5): issue 29, finding 6 */
    assert_leds("00000111");
    app_driver_tap(BTN_SELECT);
    assert_digits("1 2 4 -1");
    assert_leds("11000000"); /* you to move, pile 1 */
    app_driver_tap(BTN_UNDO);
    assert_digits("no UndO ");
    app_driver_run(1600);
    app_driver_tap(BTN_HINT);
    assert_digits("-1 PrOOF");
    assert_leds("10010000"); /* the hint's pile: 3 */
    app_driver_tap(BTN_SELECT);
    assert_line("SPLIt PILES In 1 2 4 8 - PAIr thE PArtS. you LEAd. unPAIrEd bItS 111."); /* 1 2 4: none paired */
    app_driver_tap(BTN_LEFT);
    play_driver_taps(BTN_RIGHT, 2);
    assert_digits("1 2 4 -1");
    assert_leds("10010000");
    app_driver_tap(BTN_SELECT); /* 1 2 3: lost for the computer */
    assert_digits("1 2 3   ");
    assert_leds("00000001");
    app_driver_run(700 + 100); /* it thinks, then shows its stalling move: 1 from the 3 */
    assert_digits("1 2 3 -1");
    assert_leds("00010001");
    expect_digits("1 2 2 -1", 2000); /* played; my turn */
    app_driver_tap(BTN_UNDO);        /* takes back the computer's move and mine */
    assert_digits("1 2 4 -1");
    assert_leds("10010000");
    /* play it out, the least from the pile offered each time, the computer answering */
    for (int i = 0; i < 40 && app_screen() == APP_SCREEN_PLAY && !strstr(line(), "rULE"); i++) {
        app_driver_run(700 + 1200 + 100);
        if (fake_seg7_leds() & SEG7_LED_P1) {
            app_driver_tap(BTN_SELECT);
        }
    }
    assert_true(strstr(line(), "rULE") != 0);
    assert_true(fake_seg7_leds() == 0x0Fu || fake_seg7_leds() == 0xF0u);

    /* two players: the turn's LED changes sides */
    app_driver_tap(BTN_SELECT); /* a new game of the same */
    play_driver_taps(BTN_DOWN, 2);
    assert_digits("FoE  CPU");
    app_driver_tap(BTN_SELECT);
    assert_digits("FoE  PAL");
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT);
    assert_true((fake_seg7_leds() & 0x81u) == SEG7_LED_P1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_coach(); /* (a move in a won position: the coach's word first) */
    app_driver_run(100);
    assert_true((fake_seg7_leds() & 0x81u) == SEG7_LED_P2);

    /* a power cut in the game: the resume question, LEDs over LEFT (no) and OK (yes) */
    app_driver_settle();
    app_driver_power_cycle();
    assert_line("ContInUE nIn");
    assert_leds("10001000"); /* over S1 (LEFT: no) and S5 (OK: yes) */
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_true((fake_seg7_leds() & 0x81u) == SEG7_LED_P2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_view_seg7_every_word_is_readable, setup),
        cmocka_unit_test_setup(test_view_seg7_settings_have_words_for_every_value, setup),
        cmocka_unit_test_setup(test_view_seg7_short_lines_stand_still_with_their_right_part_at_the_end,
                               setup),
        cmocka_unit_test_setup(test_view_seg7_long_lines_scroll_round_and_round, setup),
        cmocka_unit_test_setup(test_view_seg7_editor_blinks_the_digit_and_windows_long_values, setup),
        cmocka_unit_test_setup(test_view_seg7_turns_show_the_piles_the_move_and_leds, setup),
        cmocka_unit_test_setup(test_view_seg7_the_end_lights_the_winners_half, setup),
        cmocka_unit_test_setup(test_view_seg7_coach_says_found_good_or_uh_oh_and_the_move, setup),
        cmocka_unit_test_setup(test_view_seg7_stats_scroll_the_totals_and_the_streak, setup),
        cmocka_unit_test_setup(test_view_seg7_draws_the_coin_circle, setup),
        cmocka_unit_test_setup(test_view_seg7_draws_the_board_round_the_token, setup),
        cmocka_unit_test_setup(test_view_seg7_a_word_with_no_room_is_a_second_page, setup),
        cmocka_unit_test_setup(test_view_seg7_reasons_in_short_lines, setup),
        cmocka_unit_test_setup(test_view_seg7_tour_of_the_app_by_its_buttons, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
