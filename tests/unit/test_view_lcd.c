/* test_view_lcd.c - the 16x2 LCD's view (firmware/view/lcd/) on its own: the rules wrapped at
 * 15 columns as the toy always showed them, with the scroll arrows, as flowing text of short
 * words; words for every message within 16 columns; the games' names and the settings' labels;
 * the editor's zero padding and digit mark; a list's wrap-around. Screens are described here
 * by hand (screen.h) and shown on the fake display. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "game_id.h"
#include "hal_ftext.h"
#include "hal_display.h"
#include "hal_fake.h"
#include "settings.h"
#include "view.h"
#include "view_lcd.h"

static int setup(void **state)
{
    (void)state;
    fake_reset();
    hal_display_init();
    view_init();
    return 0;
}

static void assert_row(uint8_t row, const char *text)
{
    char want[40];
    snprintf(want, sizeof want, "%-16s", text);
    assert_string_equal(fake_display_line(row), want);
}

/* Text id of the catalog, read back through the packing. */
static const char *lcd_text(uint8_t id)
{
    static char text[512];
    hal_ftext_t t;
    size_t n = 0;
    char c;
    hal_ftext_open_nth(&t, lcd_texts, id);
    while ((c = hal_ftext_next(&t)) != '\0' && n + 1 < sizeof text) {
        text[n++] = c;
    }
    text[n] = '\0';
    return text;
}

/* A game's rules (GAME_COUNT: the help's), as the build wrapped them. */
static const char *rules_of(uint8_t game)
{
    return lcd_text(view_lcd_game_rules(game));
}

/* The games' names as the menu always showed them. */
static const char *const names[GAME_COUNT] = {
    "Bash", "Nim", "Wythoff", "Euclid", "Powers of 2", "New Stone", "Coin circle", "Board walk",
    "Pirates",
};

/* The rules as the game table held them, a line of at most 15 columns each, before the view
 * wrapped them: the view's wrapping must give exactly these lines. */
static const char *const old_rules[GAME_COUNT] = {
    "Bash game\nOne pile of N\nstones. Take 1\nto M a turn.\nTaking the last\nstone wins, in\n"
    "misere loses.",
    "Nim\nSeveral piles.\nTake any number\nfrom one pile.\nTaking the last\nstone wins, in\n"
    "misere loses.",
    "Wythoff's game\nTwo piles. Take\nany number from\none pile, or\nthe same number\n"
    "from both.\nLast take wins.",
    "Euclid's game\nTwo numbers.\nSubtract a\nmultiple of the\nsmaller from\nthe larger,\n"
    "staying >= 0.\nWho makes a 0\nwins.",
    "Powers of 2\nOne pile. Take\n1, 2, 4, 8 ...\nstones a turn.\nTaking the last\nstone wins.",
    "New Stone game\nTake 1 or more\nfrom one pile,\nthen you may\nmove some of\nits rest onto\n"
    "other piles.\nLast take wins.",
    "Coin circle\nN coins in a\nring. Take 1..K\ncoins side by\nside. A gap\nbreaks a run.\n"
    "Last take wins.",
    "Board walk\nA token in a\ncorner of an\nNxN board. Move\nit up, down,\nleft or right\n"
    "to a square not\nyet visited.\nWho cannot move\nloses.",
    "Pirates\nN pirates share\nM gold. The\nfiercest offers\na split; all\nvote. Half or\n"
    "more yes: done.\nElse he walks\nthe plank.",
};

/* Line k of an old rules text (NULL past the last). */
static const char *old_line(const char *text, uint8_t k, char *out)
{
    while (k-- > 0) {
        text = strchr(text, '\n');
        if (!text) {
            return NULL;
        }
        text++;
    }
    size_t n = strcspn(text, "\n");
    memcpy(out, text, n);
    out[n] = '\0';
    return out;
}

static void test_view_lcd_wraps_the_rules_as_the_toy_always_showed_them(void **state)
{
    (void)state;
    for (uint8_t g = 0; g < GAME_COUNT; g++) {
        screen_t s;
        memset(&s, 0, sizeof s);
        s.id = SCREEN_RULES;
        s.game = g;
        /* the old lines, then how to go on, wrapped the same way */
        char rules[400];
        snprintf(rules, sizeof rules, "%s\n%s", old_rules[g],
                 g == GAME_PIRATES ? "SELECT: ask."
                                   : "SELECT: play.\nIn a game hold\nSELECT for the\nhint and menu.");
        for (uint8_t top = 0;; top++) {
            char l0[17];
            char l1[17];
            char want[40];
            s.cursor = top;
            view_show(&s);
            assert_non_null(old_line(rules, top, l0));
            /* the arrows in column 15: more above from the second step, more below while
             * a line follows the two shown */
            snprintf(want, sizeof want, "%-15s%c", l0, top > 0 ? VIEW_LCD_GLYPH_UP : ' ');
            assert_string_equal(fake_display_line(0), want);
            bool more = old_line(rules, (uint8_t)(top + 2u), l1) != NULL;
            snprintf(want, sizeof want, "%-15s%c", old_line(rules, top + 1u, l1),
                     more ? VIEW_LCD_GLYPH_DOWN : ' ');
            assert_string_equal(fake_display_line(1), want);
            assert_int_equal(view_rules_more(g, top), more);
            if (!more) {
                break;
            }
        }
    }
}

/* The resume question names the whole game: "Resume Nim?", or the name alone with its '?'
 * when both do not fit ("Powers of 2?", never "Resume Powers of"). */
static void test_view_lcd_resume_question_never_cuts_the_name(void **state)
{
    (void)state;
    for (uint8_t g = 0; g < GAME_COUNT; g++) {
        screen_t s;
        char want[40];
        memset(&s, 0, sizeof s);
        s.id = SCREEN_RESUME;
        s.game = g;
        view_show(&s);
        snprintf(want, sizeof want, "Resume %s?", names[g]);
        if (strlen(want) > 16) {
            snprintf(want, sizeof want, "%s?", names[g]);
        }
        assert_row(0, want);
        assert_row(1, "SEL yes  LEFT no");
    }
}

static void test_view_lcd_rules_fit_its_line_counter(void **state)
{
    (void)state;
    for (uint8_t g = 0; g <= GAME_COUNT; g++) {
        /* the lines are counted in a byte */
        assert_true(strlen(rules_of(g)) < 256u);
    }
}

/* The rules as the build wrapped them: lines of 1 to 15 columns (column 15 keeps the scroll
 * arrows) of printable ASCII, no blank at either end of a line; the last paragraph says how
 * to go on. */
static void test_view_lcd_rules_are_lines_of_fifteen_columns(void **state)
{
    (void)state;
    for (uint8_t g = 0; g <= GAME_COUNT; g++) { /* the games, then the help */
        const char *p = rules_of(g);
        assert_non_null(strstr(p, "\nSELECT: "));
        while (*p) {
            size_t n = strcspn(p, "\n");
            if (n == 0 || n > 15u || p[0] == ' ' || p[n - 1] == ' ') {
                fail_msg("game %u: the line '%.*s'", g, (int)n, p);
            }
            for (size_t i = 0; i < n; i++) {
                assert_true(p[i] >= 32 && p[i] < 127);
            }
            p += n + (p[n] == '\n');
        }
    }
}

/* Each game's name, as the menu shows it (at most 15 columns after the '>'). */
static void test_view_lcd_names_the_games_in_menu_order(void **state)
{
    (void)state;
    for (uint8_t g = 0; g < GAME_COUNT; g++) {
        assert_string_equal(lcd_text(view_lcd_game_name(g)), names[g]);
        assert_true(strlen(names[g]) <= 15u);
    }
}

/* Each setting's name and the label of each of its values, on one row after the '>'. */
static void test_view_lcd_words_every_setting_and_value(void **state)
{
    (void)state;
    const char *const name[SETTING_COUNT] = {"Sound", "Level", "Play", "Light", "Coach"};
    const char *const label[SETTING_COUNT][4] = {
        {"Off", "On"},
        {"Easy", "Medium", "Perfect"},
        {"Normal", "Misere"},
        {"Always", "10 s", "30 s", "60 s"},
        {"On", "Off"},
    };
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        assert_string_equal(lcd_text(view_lcd_setting_name(id)), name[id]);
        for (uint8_t v = 0; v < settings_value_count((setting_id_t)id); v++) {
            assert_string_equal(lcd_text(view_lcd_setting_label(id, v)), label[id][v]);
            assert_true(1u + strlen(name[id]) + 1u + strlen(label[id][v]) <= 16u);
        }
    }
    assert_string_equal(lcd_text(view_lcd_level_meaning(LEVEL_EASY)), "CPU errs 1 in 2");
    assert_string_equal(lcd_text(view_lcd_level_meaning(LEVEL_MEDIUM)), "CPU errs 1 in 4");
    assert_string_equal(lcd_text(view_lcd_level_meaning(LEVEL_PERFECT)), "CPU never errs");
}

static void test_view_lcd_words_fit_sixteen_columns(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    for (uint8_t m = MSG_NONE + 1u; m < MSG_COUNT; m++) {
        text_line_clear(line);
        text_at(line, 0);
        view_lcd_word(m);
        assert_true(text_col > 0);        /* every message has words */
        assert_true(text_col <= TEXT_COLS); /* and they fit (text_col stops at 16) */
        assert_true(line[TEXT_COLS - 1u] == ' ' || text_col == TEXT_COLS);
    }
}

static void test_view_lcd_editor_pads_with_zeros_up_to_the_edited_digit(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_EDIT;
    s.msg = MSG_PILE;
    s.index = 2;
    s.value[0] = 42; /* the value, s.cursor the digit being changed */
    view_show(&s);
    assert_row(0, "Pile 3        42");
    assert_row(1, "SEL ok         ^");
    s.cursor = 3;
    view_show(&s);
    assert_row(0, "Pile 3      0042");
    assert_row(1, "SEL ok      ^");
    s.value[0] = 4294967295u;
    s.cursor = 0;
    s.msg = MSG_PIRATES_N;
    view_show(&s);
    assert_row(0, "N     4294967295");
    /* a name the number would touch gives way, the number is never cut */
    s.msg = MSG_PILE;
    view_show(&s);
    assert_row(0, "#3    4294967295");
    s.msg = MSG_STONES;
    view_show(&s);
    assert_row(0, "Stone 4294967295");
    s.value[0] = 123456789u; /* "Pile 3", a blank and 9 digits: 16 columns */
    s.msg = MSG_PILE;
    view_show(&s);
    assert_row(0, "Pile 3 123456789");
    s.cursor = 9; /* zeros up to the 10th digit: the name gives way */
    view_show(&s);
    assert_row(0, "#3    0123456789");
}

/* Three settings with values 1, 2, 0 (On, Perfect, Normal); the games, then Settings. */
static void settings_item(uint8_t i, screen_item_t *out)
{
    static const uint8_t values[3] = {1, 2, 0};
    out->id = i;
    out->value_id = values[i];
}

static void menu_item(uint8_t i, screen_item_t *out)
{
    out->id = i;
    out->msg = i == GAME_COUNT ? MSG_SETTINGS : MSG_NONE;
}

/* The LCD words the entries, games and settings, in its own words; the entry after the selected
 * one below it, the list wrapping. */
static void test_view_lcd_list_shows_the_next_entry_and_wraps(void **state)
{
    (void)state;
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_SETTINGS;
    s.count = 3;
    s.item = settings_item;
    view_show(&s);
    assert_row(0, ">Sound        On");
    assert_row(1, " Level   Perfect");
    s.cursor = 2;
    view_show(&s);
    assert_row(0, ">Play     Normal");
    assert_row(1, " Sound        On");
    s.id = SCREEN_MENU;
    s.count = GAME_COUNT + 1u;
    s.item = menu_item;
    s.cursor = GAME_POW2;
    view_show(&s);
    assert_row(0, ">Powers of 2");
    assert_row(1, " New Stone");
    s.cursor = GAME_COUNT;
    view_show(&s);
    assert_row(0, ">Settings");
    assert_row(1, " Bash");
}

/* The Why's first page, its words, for every kind of reason (issue 29): what a winning move
 * leaves and why that is safe, written from the games' rules; row 1 ends before column 15,
 * where the arrow says the numbers follow (view_why_more). Bash's divisor is a number of the
 * reason, never cut: past the row, misere's ", plus 1." gives way to "+1". */
static void test_view_lcd_why_words_first_for_every_kind(void **state)
{
    (void)state;
    static const struct {
        uint8_t kind, detail;
        uint32_t m1;
        const char *row0, *row1;
    } cases[] = {
        {REASON_MOD, 0, 7, "Leave a multiple", "of 7.          \x02"},
        {REASON_MOD, 0, 0, "Leave a multiple", "of 2^32.       \x02"},
        {REASON_MOD, 0, 4294967295u, "Leave a multiple", "of 4294967295. \x02"},
        {REASON_MOD, 1, 7, "Leave a multiple", "of 7, plus 1.  \x02"},
        {REASON_MOD, 1, 999, "Leave a multiple", "of 999, plus 1.\x02"},
        {REASON_MOD, 1, 1000, "Leave a multiple", "of 1000+1      \x02"},
        {REASON_MOD, 1, 0, "Leave a multiple", "of 2^32+1      \x02"},
        {REASON_NIM_SUM, 0, 0, "Piles as 1,2,4,8", "Pair each size.\x02"},
        {REASON_NIM_SUM, 1, 0, "As Nim, but end ", "on odd 1-piles.\x02"},
        {REASON_NIM_ONES, 1, 0, "Last one loses: ", "leave odd 1s.  \x02"},
        {REASON_WYTHOFF, 1, 0, "Leave safe pairs", "1 2, 3 5, 4 7..\x02"},
        {REASON_EUCLID, 0, 0, "Be first to see ", "small fit twice\x02"},
        {REASON_PAIRS, 0, 0, "Leave the piles ", "in equal pairs.\x02"},
        {REASON_LINES, REASON_LINES_RING, 0, "Leave coin lines", "in equal pairs.\x02"},
        {REASON_DOMINO, REASON_DOMINO_CORNER, 0, "Dominoes: go to ", "the other half.\x02"},
        {REASON_PIRATES, REASON_PIRATES_GT, 0, "Top pirate needs", "half the votes.\x02"},
    };
    for (uint8_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        screen_t s;
        memset(&s, 0, sizeof s);
        s.id = SCREEN_WHY;
        s.msg_value = MSG_YOU;
        s.reason.kind = cases[i].kind;
        s.reason.detail = cases[i].detail;
        s.reason.num[1] = cases[i].m1;
        view_show(&s);
        assert_row(0, cases[i].row0);
        assert_row(1, cases[i].row1);
    }
    assert_true(view_why_more(0));
    assert_false(view_why_more(1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_view_lcd_wraps_the_rules_as_the_toy_always_showed_them, setup),
        cmocka_unit_test(test_view_lcd_rules_fit_its_line_counter),
        cmocka_unit_test(test_view_lcd_rules_are_lines_of_fifteen_columns),
        cmocka_unit_test_setup(test_view_lcd_resume_question_never_cuts_the_name, setup),
        cmocka_unit_test(test_view_lcd_names_the_games_in_menu_order),
        cmocka_unit_test(test_view_lcd_words_every_setting_and_value),
        cmocka_unit_test_setup(test_view_lcd_words_fit_sixteen_columns, setup),
        cmocka_unit_test_setup(test_view_lcd_editor_pads_with_zeros_up_to_the_edited_digit, setup),
        cmocka_unit_test_setup(test_view_lcd_list_shows_the_next_entry_and_wraps, setup),
        cmocka_unit_test_setup(test_view_lcd_why_words_first_for_every_kind, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
