/* view_line8.c - the line8 view (view.h): the line of characters and its pen, its layout on
 * the eight columns (still, with the right part at the right end, or scrolling), the editor's
 * blinking digit, the brightness, and the screens that are not a game's: boot, the lists,
 * rules, the editor, the pirates' answer, the resume question, the stats, the first tip (see
 * view_line8.h). */
#include "view.h"

#include <string.h>

#include "attributes.h"
#include "decimal.h"
#include "game_id.h"
#include "hal_flash.h"
#include "hal_ftext.h"
#include "view_line8.h"

#define LINE8_HOLD_MS 1000u /* a scrolling line stands still this long at its start */
#define LINE8_STEP_MS 250u  /* then moves a character this often */
#define LINE8_GAP 3u        /* blanks between its end and its start again */
#define LINE8_BLINK_SHIFT 8 /* the editor's digit: 256 ms shown, 256 ms '_' */

line8_line_t line8;

NOINLINE void line8_char(char c)
{
    uint8_t n = line8.len;
    if (n < LINE8_CELLS) {
        line8.cell[n] = c;
        line8.len = (uint8_t)(n + 1u);
    }
}

NOINLINE void line8_text(uint8_t id)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open_nth(&t, line8_texts, id);
    while ((c = hal_ftext_next(&t)) != '\0') {
        line8_char(c);
    }
}

NOINLINE void line8_num(uint32_t v)
{
    char num[DECIMAL_SIZE];
    decimal_u32(num, v);
    for (const char *p = num; *p; p++) {
        line8_char(*p);
    }
}

NOINLINE void line8_right(void)
{
    line8_char(' ');
    line8.split = line8.len;
}

/* Still or scrolling: a line of up to 8 characters stands still, its right part moved to end
 * at the 8th (blanks before it); a longer one scrolls. */
static void line8_layout(void)
{
    line8_line_t *l = &line8;
    uint8_t len = l->len;
    uint8_t split = l->split;
    l->scroll = 0;
    l->marquee = 0;
    if (len > LINE8_COLS) {
        l->marquee = 1;
        l->next = (uint16_t)(l->now + LINE8_HOLD_MS);
        return;
    }
    if (split != 0) {
        /* the right part to the columns before the end, blanks before it */
        uint8_t right = (uint8_t)(len - split);
        uint8_t to = (uint8_t)(LINE8_COLS - right);
        memmove(&l->cell[to], &l->cell[split], right);
        memset(&l->cell[split - 1u], ' ', (uint8_t)(to - split + 1u));
        l->len = LINE8_COLS;
    }
}

/* Sends the row as it looks now (cells scroll + 0..7, round and round when scrolling; the
 * blinking column as '_' in the off phase). */
static NOINLINE void line8_output(void)
{
    line8_line_t *l = &line8;
    char row[LINE8_COLS];
    uint8_t period = (uint8_t)(l->len + LINE8_GAP);
    for (uint8_t k = 0; k < LINE8_COLS; k++) {
        uint8_t i = (uint8_t)(k + l->scroll);
        if (l->marquee && i >= period) {
            i = (uint8_t)(i - period);
        }
        row[k] = i < l->len ? l->cell[i] : ' ';
    }
    if (l->blink != 0 && l->phase) {
        row[l->blink - 1u] = '_';
    }
    hal_txt8_show(row);
}

void view_init(void)
{
    memset(&line8, 0, sizeof line8);
}

void view_light(bool on)
{
    hal_txt8_light(on);
}

void view_tick(uint32_t now_ms)
{
    line8_line_t *l = &line8;
    uint16_t now = (uint16_t)now_ms;
    uint8_t phase = (uint8_t)((now >> LINE8_BLINK_SHIFT) & 1u);
    bool redraw = l->blink != 0 && phase != l->phase;
    l->now = now;
    l->phase = phase;
    if (l->marquee && (int16_t)(now - l->next) >= 0) {
        uint8_t at = (uint8_t)(l->scroll + 1u);
        if (at == l->len + LINE8_GAP) {
            at = 0;
        }
        l->scroll = at;
        l->next = (uint16_t)(now + (at == 0 ? LINE8_HOLD_MS : LINE8_STEP_MS));
        redraw = true;
    }
    if (redraw) {
        line8_output();
    }
}

NOINLINE bool view_reading(void)
{
    return line8.marquee && line8.scroll != 0;
}

/* The rules scroll by themselves, round and round: no steps to take. */
/* The Why on one line that scrolls: the words, then the numbers (view_line8_why.c). */
bool view_why_more(uint8_t page)
{
    (void)page;
    return false;
}

bool view_rules_more(uint8_t game, uint8_t top)
{
    (void)game;
    (void)top;
    return false;
}

/* The editor: "<field> <value>" (a pile's field with its number, "Pile2"), the value
 * zero-padded up to the digit being changed, which blinks; the value alone when both do not
 * fit; a value of 9 or 10 digits shows the 8 around the blinking one. */
static void line8_edit(const screen_t *s)
{
    uint32_t value = s->value[0];
    uint8_t digits = decimal_digits(value);
    for (uint8_t label = 1;; label = 0) {
        line8.len = 0;
        line8.split = 0;
        if (label) {
            view_line8_word(s->msg);
            if (screen_msg_indexed(s->msg)) {
                line8_num(s->index + 1u);
            }
            line8_right();
        }
        for (uint8_t i = digits; i <= s->cursor; i++) {
            line8_char('0');
        }
        line8_num(value);
        if (line8.len <= LINE8_COLS || !label) {
            break;
        }
    }
}

/* After the layout: the window of a long value (its last 8 digits, or its first 8 while one
 * of the two highest changes), and the blinking digit. */
static void line8_edit_mark(uint8_t digit)
{
    line8_line_t *l = &line8;
    if (l->marquee) {
        l->marquee = 0;
        l->scroll = digit < LINE8_COLS ? (uint8_t)(l->len - LINE8_COLS) : 0u;
    }
    l->blink = (uint8_t)(l->len - digit - l->scroll);
}

NOINLINE void view_show(const screen_t *s)
{
    screen_item_t it;
    line8.len = 0;
    line8.split = 0;
    line8.blink = 0;
    switch ((screen_id_t)s->id) {
    case SCREEN_BOOT:
        line8_text(LINE8_HELLO);
        break;
    case SCREEN_MENU:
    case SCREEN_SETTINGS:
        /* the entry selected: a game's name, or a setting and its value ("Sound  on") */
        memset(&it, 0, sizeof it);
        s->item(s->cursor, &it);
        if (it.msg != MSG_NONE) {
            view_line8_word(it.msg);
        } else if (s->id == SCREEN_MENU) {
            view_line8_name(it.id);
        } else {
            view_line8_setting(it.id);
            line8_right();
            view_line8_setting_label(it.id, it.value_id);
            if (it.id == SETTING_LEVEL) { /* what it means: "CPU easy errs 1 in 2", scrolling */
                line8_char(' ');
                view_line8_level_meaning(it.value_id);
            }
        }
        break;
    case SCREEN_RULES:
        view_line8_rules(s->game);
        break;
    case SCREEN_EDIT:
        line8_edit(s);
        break;
    case SCREEN_WHY:
        view_line8_reason(&s->reason, s->msg_value);
        break;
    case SCREEN_PIRATES:
        /* "#5 gets 98", "#3 overboard" */
        line8_char('#');
        line8_num(s->value[0]);
        line8_right();
        if (s->msg != MSG_NONE) {
            view_line8_word(s->msg);
        } else {
            line8_text(LINE8_GETS);
            line8_num(s->value[1]);
        }
        break;
    case SCREEN_RESUME:
        /* "Resume Nim? OK yes, v no" */
        line8_text(LINE8_RESUME);
        view_line8_name(s->game);
        line8_text(LINE8_RESUME_KEYS);
        break;
    case SCREEN_STATS:
        /* "Bash 12-3 won 3" (wins and losses, then the last 3 won; "lost 2": the last 2
         * lost); the question "Clear all? OK yes, v no" */
        if (s->msg != MSG_NONE) {
            view_line8_word(s->msg);
            break;
        }
        view_line8_name(s->game);
        line8_char(' ');
        line8_num(s->value[0]);
        line8_char('-');
        line8_num(s->value[1]);
        if (s->index != 0) {
            int8_t streak = (int8_t)s->index;
            line8_text(streak < 0 ? LINE8_STREAK_LOST : LINE8_STREAK_WON);
            line8_num((uint8_t)(streak < 0 ? -streak : streak));
        }
        break;
    case SCREEN_TIP:
        line8_text(LINE8_TIP);
        break;
    default: /* the game screens */
        view_line8_game(s);
        break;
    }
    line8_layout();
    if (s->id == SCREEN_EDIT) {
        line8_edit_mark(s->cursor);
    }
    line8_output();
}
