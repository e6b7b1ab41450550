/* view_lcd.c - the 16x2 LCD's view (view.h): fills two 16-column lines for each screen
 * description and writes them; the lists, the rules (wrapped at 15 columns by the build,
 * column 15 keeps the scroll arrows), the editor and the short screens are here, the game
 * screens in
 * view_lcd_play.c, the reasons in view_lcd_why.c. It owns the display's custom glyphs: the
 * usual ones (arrows, coins) from view_init, the board walk's picture while a board shows. */
#include "attributes.h"
#include "view.h"

#include "game_id.h"
#include "hal_lcd.h"
#include "version.h"
#include "view_lcd.h"

bool view_lcd_board_shown;

#define VIEW_LCD_GLYPHS 4u
static const uint8_t view_lcd_glyphs[VIEW_LCD_GLYPHS][8] = { /* in RAM: 32 bytes, less code */
    {0x04, 0x0E, 0x1F, 0x04, 0x04, 0x04, 0x00, 0x00}, /* 1: more above */
    {0x00, 0x00, 0x04, 0x04, 0x04, 0x1F, 0x0E, 0x04}, /* 2: more below */
    {0x00, 0x0E, 0x1F, 0x1F, 0x1F, 0x0E, 0x00, 0x00}, /* 3: a coin */
    {0x00, 0x0E, 0x11, 0x11, 0x11, 0x0E, 0x00, 0x1F}, /* 4: a coin the move takes */
};

/* Loads the glyphs every screen but the board walk's uses. */
static void view_lcd_load_glyphs(void)
{
    for (uint8_t i = 0; i < VIEW_LCD_GLYPHS; i++) {
        hal_lcd_define_glyph((uint8_t)(i + 1), view_lcd_glyphs[i]);
    }
}

void view_init(void)
{
    /* Glyphs before any text: simavr 1.6 stores CGRAM over row 1 (see hal_lcd.h). */
    view_lcd_load_glyphs();
    view_lcd_board_shown = false;
}

void view_light(bool on)
{
    hal_lcd_backlight(on);
}

void view_tick(uint32_t now_ms)
{
    (void)now_ms; /* nothing moves on this display */
}

/* The LCD's text stands still: its longer texts are pages turned by UP/DOWN, keys that light
 * the display again. */
bool view_reading(void)
{
    return false;
}

/* Whether a game's rules (wrapped by the build, lcd_texts.def) have lines beyond the two
 * from `top`. */
/* The Why on two pages: the words, then the numbers (view_lcd_why.c). */
bool view_why_more(uint8_t page)
{
    return page == 0;
}

bool view_rules_more(uint8_t game, uint8_t top)
{
    return text_has_line(view_lcd_game_rules(game), (uint8_t)(top + 2u));
}

void view_lcd_lines(uint8_t id, uint8_t top)
{
    for (uint8_t row = 0; row < 2u; row++) {
        text_row(row, 0);
        text_put_line(id, (uint8_t)(top + row));
    }
}

/* A list's entry on a row: its name from column 1 (a message's words, a game's name, a
 * setting's name), a setting's value ending at column 15. Returns the entry. */
static screen_item_t view_lcd_entry(uint8_t row, const screen_t *s, uint8_t i)
{
    screen_item_t it = {0};
    s->item(i, &it);
    text_row(row, 1);
    if (it.msg != MSG_NONE) {
        view_lcd_word(it.msg);
    } else if (s->id == SCREEN_MENU) {
        text_put(view_lcd_game_name(it.id));
    } else {
        text_put(view_lcd_setting_name(it.id));
        text_right(view_lcd_setting_label(it.id, it.value_id));
    }
    return it;
}

/* The editor: row 0 the field's name and, right-aligned, the value zero-padded up to the
 * digit being changed; row 1 "SEL ok" and '^' under that digit. A name the number would touch
 * gives way: "Pile <n>" becomes "#<n>", a word is cut ("Stone 4294967295"); the number is
 * never cut. (The pen at row 0's start.) */
static void view_lcd_edit(const screen_t *s)
{
    char *line0 = text_rows[0];
    uint8_t d = s->cursor;
    char num[DECIMAL_SIZE];
    uint8_t digits = decimal_u32(num, s->value[0]);
    uint8_t width = digits > d ? digits : (uint8_t)(d + 1u); /* the value, zeros included */
    uint8_t room = (uint8_t)(TEXT_COLS - 1u - width);        /* the name's, a blank after it */
    view_lcd_word(s->msg);
    if (screen_msg_indexed(s->msg)) { /* "Pile 2", else "#2" (one digit: view_lcd_pile) */
        text_char(' ');
        text_char((char)('1' + s->index));
        if (text_col > room) {
            text_from(line0, 0);
            view_lcd_pile(s->index);
        }
    }
    line0[room] = ' ';
    for (uint8_t i = 0; i <= d; i++) { /* zeros up to the edited digit, then the value */
        line0[TEXT_COLS - 1u - i] = '0';
    }
    text_row(0, (uint8_t)(TEXT_COLS - digits));
    text_str(num);
    text_row(1, 0);
    text_put(LCD_SEL_OK);
    text_rows[1][TEXT_COLS - 1u - d] = '^';
}

NOINLINE void view_show(const screen_t *s)
{
    char *line0 = text_rows[0];
    char *line1 = text_rows[1];
    screen_item_t it;
    bool board = view_lcd_board_shown; /* a screen showing a board sets it again */
    view_lcd_board_shown = false;
    text_line_clear(line1);
    text_line_clear(line0); /* the pen at row 0's start */
    switch ((screen_id_t)s->id) {
    case SCREEN_BOOT:
        /* the toy's name and version (the boot counter stays in the EEPROM) */
        text_put(LCD_NIMBOX);
        text_str(NIMBOX_VERSION);
        break;
    case SCREEN_MENU:
    case SCREEN_SETTINGS:
        /* the entry selected after '>', the next one below (the list wraps) */
        line0[0] = '>';
        it = view_lcd_entry(0, s, s->cursor);
        if (s->id == SCREEN_SETTINGS && it.id == SETTING_LEVEL) {
            /* the level chosen: what it means (play.h's PLAY_*_MISTAKES: a random move 4,
             * 2 or 0 times in 8), instead of the next entry */
            text_row(1, 0);
            text_put(view_lcd_level_meaning(it.value_id));
        } else {
            uint8_t next = (uint8_t)(s->cursor + 1u);
            view_lcd_entry(1, s, next == s->count ? 0u : next);
        }
        break;
    case SCREEN_RULES:
        /* the rules in words, two of their lines (wrapped by the build at 15 columns), an
         * arrow in column 15 where they go on above or below */
        view_lcd_lines(view_lcd_game_rules(s->game), s->cursor);
        if (s->cursor > 0) {
            line0[TEXT_COLS - 1] = VIEW_LCD_GLYPH_UP;
        }
        if (view_rules_more(s->game, s->cursor)) {
            line1[TEXT_COLS - 1] = VIEW_LCD_GLYPH_DOWN;
        }
        break;
    case SCREEN_EDIT:
        view_lcd_edit(s);
        break;
    case SCREEN_WHY: /* the words, then the numbers */
        view_lcd_reason(s);
        break;
    case SCREEN_PIRATES:
        /* "Pirate P gets" ("P gets" when P is long) / "<gold> gold" or "Thrown" */
        if (decimal_digits(s->value[0]) <= 4u) {
            text_put(LCD_PIRATE);
        }
        text_num(s->value[0]);
        text_put(LCD_GETS);
        text_row(1, 0);
        if (s->msg != MSG_NONE) {
            view_lcd_word(s->msg);
        } else {
            text_num(s->value[1]);
            text_put(LCD_GOLD);
        }
        break;
    case SCREEN_RESUME:
        /* "Resume Nim?"; a name too long to follow "Resume " stands alone, "Powers of 2?"
         * (never cut) */
        if (text_width(view_lcd_game_name(s->game)) <= TEXT_COLS - 8u) {
            text_put(LCD_RESUME);
        }
        text_put(view_lcd_game_name(s->game));
        text_char('?');
        goto yes_no;
    case SCREEN_STATS:
        /* "Bash W3" (the last 3 games won; L2: the last 2 lost) over "Won 12 lost 3"; the
         * question "Reset all stats?" over "SEL yes  LEFT no" */
        if (s->msg != MSG_NONE) {
            view_lcd_word(s->msg);
            goto yes_no;
        }
        text_put(view_lcd_game_name(s->game));
        if (s->index != 0) {
            int8_t streak = (int8_t)s->index;
            text_put(streak < 0 ? LCD_STREAK_LOST : LCD_STREAK_WON);
            text_num((uint8_t)(streak < 0 ? -streak : streak));
        }
        text_row(1, 0);
        view_lcd_won_lost(s);
        break;
    case SCREEN_TIP:
        /* the first game on the box: the long SELECT opens the hint over Why / Play hint /
         * Undo / Quit / Back */
        view_lcd_lines(LCD_TIP, 0);
        break;
    yes_no:
        text_row(1, 0);
        text_put(LCD_SEL_YES_LEFT_NO);
        break;
    default: /* the game screens */
        view_lcd_game(s);
        break;
    }
    if (board && !view_lcd_board_shown) {
        view_lcd_load_glyphs();
    }
    hal_lcd_line(0, line0);
    hal_lcd_line(1, line1);
}
