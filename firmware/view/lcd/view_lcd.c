/* view_lcd.c - the 16x2 LCD's view (view.h): fills two 16-column lines for each screen
 * description and writes them; the lists, the texts (rules and help, wrapped at 15 columns,
 * column 15 keeps the scroll arrows), the editor, the statistics and the short screens are
 * here, the game screens in view_lcd_play.c, the reasons in view_lcd_why.c. It owns the
 * display's custom glyphs: the usual ones (arrows, coins) from view_init, the board walk's
 * picture while a board shows. */
#include "attributes.h"
#include "view.h"

#include "games.h"
#include "settings.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "hal_ftext.h"
#include "version.h"
#include "view_lcd.h"

#define VIEW_LCD_TEXT_COLS 15u /* the texts leave column 15 to the arrows */

bool view_lcd_board_shown;

#define VIEW_LCD_GLYPHS 4u
static const uint8_t view_lcd_glyphs[VIEW_LCD_GLYPHS][8] = { /* in RAM: 32 bytes, less code */
    {0x04, 0x0E, 0x1F, 0x04, 0x04, 0x04, 0x00, 0x00}, /* 1: more above; a winning streak */
    {0x00, 0x00, 0x04, 0x04, 0x04, 0x1F, 0x0E, 0x04}, /* 2: more below; a losing streak */
    {0x00, 0x0E, 0x1F, 0x1F, 0x1F, 0x0E, 0x00, 0x00}, /* 3: a coin */
    {0x00, 0x0E, 0x11, 0x11, 0x11, 0x0E, 0x00, 0x1F}, /* 4: a coin the move takes */
};

/* The controls on this board's five keys, the hint and the menu first (their first two
 * wrapped lines are the screen before a first game). */
static const char view_lcd_help[] HAL_FLASH = HAL_FTEXT(
    "Hold SELECT for hint and menu: Why, Play it, Undo, Quit.\n"
    "LEFT/RIGHT: pile. UP/DOWN: how many; DOWN at 1 takes all. SELECT: play. LEFT: back; "
    "hold it to leave a number.\n"
    "Easy CPU errs half the time, Medium a quarter.\n"
    "Stats: \x01" "3 won the last 3.");

/* How the rules go on (the last line under them). */
static const char view_lcd_rules_end[] HAL_FLASH = HAL_FTEXT("SELECT: start");

/* Loads the glyphs every screen but the board walk's uses. */
static void view_lcd_load_glyphs(void)
{
    for (uint8_t i = 0; i < VIEW_LCD_GLYPHS; i++) {
        hal_display_define_glyph((uint8_t)(i + 1), view_lcd_glyphs[i]);
    }
}

void view_init(void)
{
    /* Glyphs before any text: simavr 1.6 stores CGRAM over row 1 (see hal_display.h). */
    view_lcd_load_glyphs();
    view_lcd_board_shown = false;
}

void view_light(bool on)
{
    hal_display_backlight(on);
}

void view_tick(uint32_t now_ms)
{
    (void)now_ms; /* nothing moves on this display */
}

/* A text screen's text read on: its flash text, then (the rules) how to go on on a line of
 * its own. */
typedef struct {
    hal_ftext_t t;
    const char *next; /* read after the text, NULL: none */
} view_lcd_reader_t;

static void view_lcd_open(view_lcd_reader_t *r, const screen_t *s)
{
    bool help = s->id == SCREEN_HELP;
    hal_ftext_open(&r->t, help ? view_lcd_help : games_rules(s->game));
    r->next = help ? NULL : view_lcd_rules_end;
}

/* The next character: '\n' between the two texts, '\0' at the end. */
static char view_lcd_next(view_lcd_reader_t *r)
{
    char c = hal_ftext_next(&r->t);
    if (c == '\0' && r->next) {
        hal_ftext_open(&r->t, r->next);
        r->next = NULL;
        c = '\n';
    }
    return c;
}

/* Line `index` of text screen s's text wrapped at VIEW_LCD_TEXT_COLS columns: words go on a
 * line while they fit, a '\n' ends the line. Copies it into line (no NUL added) and returns
 * its length; 0 past the last line. One pass finds where the line starts and how long it is, a
 * second copies it. (Texts under 256 characters; a word longer than a line is cut: the texts
 * have none.) */
static uint8_t view_lcd_wrapped(char *line, const screen_t *s, uint8_t index)
{
    view_lcd_reader_t r;
    uint8_t start = 0; /* where the line being found starts */
    uint8_t len = 0;   /* its length up to the last word that fitted */
    uint8_t word = 0;  /* where the word being read starts */
    view_lcd_open(&r, s);
    for (uint8_t at = 0;; at++) {
        char c = view_lcd_next(&r);
        if (c != ' ' && c != '\n' && c != '\0') {
            continue;
        }
        /* a word ended at `at`: the line ends before it when it does not fit */
        if ((uint8_t)(at - start) > VIEW_LCD_TEXT_COLS && len != 0) {
            if (index-- == 0) {
                break;
            }
            start = word;
        }
        len = (uint8_t)(at - start);
        if (c != ' ') { /* and at a '\n' or the end */
            if (index-- == 0) {
                break;
            }
            if (c == '\0') {
                return 0;
            }
            start = (uint8_t)(at + 1u);
            len = 0;
        }
        word = (uint8_t)(at + 1u);
    }
    view_lcd_open(&r, s);
    while (start-- > 0) {
        view_lcd_next(&r);
    }
    for (uint8_t i = 0; i < len && i < VIEW_LCD_TEXT_COLS; i++) {
        line[i] = view_lcd_next(&r);
    }
    return len;
}

bool view_more(const screen_t *s)
{
    char scratch[TEXT_LINE_SIZE];
    if (s->id == SCREEN_WHY) {
        return view_lcd_reason_more(s);
    }
    return (s->id == SCREEN_RULES || s->id == SCREEN_HELP) &&
           view_lcd_wrapped(scratch, s, (uint8_t)(s->cursor + 2u)) != 0;
}

/* A text screen: two wrapped lines from the cursor on, the arrows in column 15. */
static void view_lcd_text(const screen_t *s, char *line0, char *line1)
{
    view_lcd_wrapped(line0, s, s->cursor);
    if (s->cursor > 0) {
        line0[TEXT_COLS - 1] = VIEW_LCD_GLYPH_UP;
    }
    view_lcd_wrapped(line1, s, (uint8_t)(s->cursor + 1u));
    if (view_more(s)) {
        line1[TEXT_COLS - 1] = VIEW_LCD_GLYPH_DOWN;
    }
}

/* A list's entry on a row: its name from column 1 (a message's words, a game's name, a
 * setting's name), a setting's value ending at column 15 (the app's words, games.h and
 * settings.h). */
static void view_lcd_entry(char *line, const screen_t *s, uint8_t i)
{
    screen_item_t it = {0};
    s->item(i, &it);
    text_at(line, 1);
    if (it.msg != MSG_NONE) {
        view_lcd_word(it.msg);
    } else if (s->id == SCREEN_MENU) {
        text_flash(games_name(it.id));
    } else {
        uint8_t from;
        text_flash(settings_name((setting_id_t)it.id));
        from = text_col;
        text_flash(settings_label((setting_id_t)it.id, it.value_id));
        text_align_right(from);
    }
}

/* The editor: row 0 the field's name and, right-aligned, its value; row 1 how to go on. A
 * name that does not fit beside the number goes on row 1 instead. */
static void view_lcd_edit(const screen_t *s, char *line0, char *line1)
{
    uint8_t col;
    text_at(line1, 0);
    text_flash(HAL_FSTR("SEL ok LEFT back"));
    text_try(line0, 0);
    view_lcd_word(s->msg);
    if (s->msg == MSG_PILE) {
        text_char(' ');
        text_char((char)('1' + s->index)); /* "Pile <n>" */
    }
    col = text_col;
    text_char(' ');
    text_num(s->editor->value);
    if (text_cut) {
        text_try(line1, 0);
        for (uint8_t i = 0; i < col; i++) {
            line1[i] = line0[i];
        }
        text_try(line0, 0);
        col = 0;
        text_num(s->editor->value);
    }
    text_align_right(col);
}

/* The statistics: row 0 the game and its streak at the right (an up arrow and 3: the last 3
 * won; a down arrow: lost), row 1 "Won 12 lost 3" ("W12 L3" when that does not fit); the
 * reset entry. */
static void view_lcd_stats(const screen_t *s, char *line0, char *line1)
{
    int8_t k = s->streak;
    if (s->game == GAME_COUNT) {
        text_flash(HAL_FSTR("Reset all stats"));
        text_at(line1, 0);
        text_flash(HAL_FSTR("SEL: reset"));
        return;
    }
    text_flash(games_name(s->game));
    if (k != 0) {
        text_at(line0, 13);
        text_char(k > 0 ? VIEW_LCD_GLYPH_UP : VIEW_LCD_GLYPH_DOWN);
        text_num((uint32_t)(k > 0 ? k : -k));
        text_align_right(13);
    }
    text_fit(line1, 0, HAL_FSTR("Won %0 lost %1\nW%0 L%1"), s->value);
}

NOINLINE void view_show(const screen_t *s)
{
    char line[2][TEXT_LINE_SIZE];
    char *line0 = line[0];
    char *line1 = line[1];
    bool board = view_lcd_board_shown; /* a screen showing a board sets it again */
    view_lcd_board_shown = false;
    text_line_clear(line0);
    text_line_clear(line1);
    text_at(line0, 0);
    switch ((screen_id_t)s->id) {
    case SCREEN_BOOT:
        text_flash(HAL_FSTR("NimBox " NIMBOX_VERSION));
        text_at(line1, 0);
        text_flash(HAL_FSTR("Take-away games"));
        break;
    case SCREEN_MENU:
    case SCREEN_SETTINGS:
        /* the entry selected after '>', the next one below (the list wraps) */
        line0[0] = '>';
        view_lcd_entry(line0, s, s->cursor);
        view_lcd_entry(line1, s, (uint8_t)(s->cursor + 1u == s->count ? 0u : s->cursor + 1u));
        break;
    case SCREEN_RULES:
    case SCREEN_HELP:
        view_lcd_text(s, line0, line1);
        break;
    case SCREEN_STATS:
        view_lcd_stats(s, line0, line1);
        break;
    case SCREEN_EDIT:
        view_lcd_edit(s, line0, line1);
        break;
    case SCREEN_WHY:
        view_lcd_reason(s, line0, line1);
        break;
    case SCREEN_PIRATES:
        /* "Pirate P gets" ("P gets" when P is long) / "<gold> gold" or "Thrown" */
        text_fit(line0, 0, HAL_FSTR("Pirate %0 gets\n%0 gets"), s->value);
        text_at(line1, 0);
        if (s->msg != MSG_NONE) {
            view_lcd_word(s->msg);
        } else {
            text_fmt(HAL_FSTR("%1 gold"), 0, s->value);
        }
        break;
    case SCREEN_NOTICE:
        view_lcd_word(s->msg);
        break;
    case SCREEN_ASK:
        /* "Resume Powers of 2?" does not fit: the name and '?' alone */
        text_try(line0, 0);
        view_lcd_word(s->msg);
        if (s->msg == MSG_RESUME) {
            text_char(' ');
            text_flash(games_name(s->game));
            text_char('?');
            if (text_cut) {
                text_try(line0, 0);
                text_flash(games_name(s->game));
                text_char('?');
            }
        }
        text_at(line1, 0);
        text_flash(HAL_FSTR("SEL yes  LEFT no"));
        break;
    default: /* the game screens */
        view_lcd_game(s, line0, line1);
        break;
    }
    if (board && !view_lcd_board_shown) {
        view_lcd_load_glyphs();
    }
    hal_display_line(0, line0);
    hal_display_line(1, line1);
}
