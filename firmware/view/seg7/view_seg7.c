/* view_seg7.c - the 7-segment view (view.h): the line of cells and its pen, its layout on the
 * eight digits (still, with the right part at the right end, or scrolling), blinking, the
 * brightness, and the screens that are not a game's: boot, the lists, rules, the editor,
 * the pirates' answer, the resume question (see view_seg7.h). */
#include "view.h"

#include <stddef.h>
#include <string.h>

#include "attributes.h"
#include "decimal.h"
#include "game_id.h"
#include "hal_flash.h"
#include "hal_ftext.h"
#include "view_seg7.h"

#define SEG7_STEP_MS 300u  /* then moves a cell this often */
#define SEG7_GAP 3u        /* blank cells between its end and its start again */
#define SEG7_BLINK_SHIFT 8 /* blinking segments: 256 ms on, 256 ms off; phase bit 0 */
#define SEG7_PAGE_PHASE 4u /* phase bit 2 (the clock's 1024 ms): a line's second page */

seg7_line_t seg7;

/* The readable characters '-' .. 'z' (TM1638 note): segments gfedcba. The letters with no
 * readable form (K M V W X Z) and the signs (but '.' and ',', the points, and the blank) show
 * as three bars (0x49), so that a slip in a word shows (the host test reads every word). */
#define SEG7_FONT_FIRST '-'
#define SEG7_FONT_LAST 'z'
static const uint8_t seg7_font[SEG7_FONT_LAST - SEG7_FONT_FIRST + 1] HAL_FLASH = {
    0x40, 0x49, 0x49, 0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, /* - .. 8 */
    0x6F, 0x49, 0x49, 0x49, 0x49, 0x49, 0x49, 0x49, 0x77, 0x7C, 0x39, 0x5E, /* 9 .. D */
    0x79, 0x71, 0x3D, 0x76, 0x30, 0x1E, 0x49, 0x38, 0x49, 0x54, 0x3F, 0x73, /* E .. P */
    0x67, 0x50, 0x6D, 0x78, 0x3E, 0x49, 0x49, 0x49, 0x6E, 0x49, 0x49, 0x49, /* Q .. backslash */
    0x49, 0x49, 0x08, 0x49, 0x77, 0x7C, 0x58, 0x5E, 0x79, 0x71, 0x3D, 0x74, /* ] .. h */
    0x30, 0x1E, 0x49, 0x38, 0x49, 0x54, 0x5C, 0x73, 0x67, 0x50, 0x6D, 0x78, /* i .. t */
    0x1C, 0x49, 0x49, 0x49, 0x6E, 0x49,                                     /* u .. z */
};

NOINLINE void seg7_char(char c)
{
    uint8_t p = 0;
    uint8_t n = seg7.len;
    if (c == '.' || c == ',') {
        if (n != 0 && !(seg7.cell[n - 1u] & HAL_SEG7_DP)) {
            seg7.cell[n - 1u] |= HAL_SEG7_DP;
            return;
        }
        p = HAL_SEG7_DP;
    } else if ((uint8_t)(c - SEG7_FONT_FIRST) <= (uint8_t)(SEG7_FONT_LAST - SEG7_FONT_FIRST)) {
        p = hal_flash_byte(&seg7_font[c - SEG7_FONT_FIRST]);
    } else if (c != ' ') {
        p = 0x49u;
    }
    if (n < SEG7_CELLS) {
        seg7.cell[n] = p;
        seg7.len = (uint8_t)(n + 1u);
    }
}

NOINLINE void seg7_text(uint8_t id)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open_nth(&t, seg7_texts, id);
    while ((c = hal_ftext_next(&t)) != '\0') {
        seg7_char(c);
    }
}

NOINLINE void seg7_num(uint32_t v)
{
    char num[DECIMAL_SIZE];
    decimal_u32(num, v);
    for (const char *p = num; *p; p++) {
        seg7_char(*p);
    }
    seg7.num_end = seg7.len;
}

NOINLINE void seg7_right(void)
{
    seg7.squeeze = seg7.num_end != seg7.len; /* "12.GEtS" would read as a fraction */
    seg7_char(' ');
    seg7.split = seg7.len;
}

/* Still or scrolling: a line of up to 8 cells stands still, the right part moved to end at
 * the 8th cell; so does a line of 9 whose blank before the right part can become the point
 * of the letter before it; a longer one scrolls. */
static void seg7_layout(void)
{
    seg7_line_t *l = &seg7;
    uint8_t len = l->len;
    uint8_t split = l->split;
    l->scroll = 0;
    l->marquee = 0;
    if (split != 0 && len - 1u <= SEG7_DIGITS) {
        uint8_t right = (uint8_t)(len - split);
        uint8_t to = (uint8_t)(SEG7_DIGITS - right);
        if (len > SEG7_DIGITS && split > 1u) {
            uint8_t *before = &l->cell[split - 2u];
            if (!l->squeeze || (*before & HAL_SEG7_DP)) {
                goto scroll;
            }
            *before |= HAL_SEG7_DP;
        }
        /* the right part to cells to..7 (one to the left when squeezed, else to the
         * right), blanks before it */
        memmove(&l->cell[to], &l->cell[split], right);
        if (to >= split) {
            memset(&l->cell[split - 1u], 0, (uint8_t)(to - split + 1u));
        }
        l->len = SEG7_DIGITS;
        return;
    }
    if (len <= SEG7_DIGITS) {
        return;
    }
scroll:
    l->marquee = 1;
    l->next = (uint16_t)(l->now + SEG7_HOLD_MS);
}

/* Sends the digits as they look now (cells scroll + 0..7, round and round when scrolling;
 * a second page: cells 8..15 in its phase; the blinking segments off in the off phase, the
 * first page's) and the LEDs. */
static NOINLINE void seg7_output(void)
{
    seg7_line_t *l = &seg7;
    uint8_t d[SEG7_DIGITS];
    uint8_t period = (uint8_t)(l->len + SEG7_GAP);
    uint8_t from = l->phase & SEG7_PAGE_PHASE ? SEG7_DIGITS : l->scroll;
    uint8_t off = l->phase == 1u ? 0xFFu : 0u;
    for (uint8_t k = 0; k < SEG7_DIGITS; k++) {
        uint8_t i = (uint8_t)(k + from);
        if (l->marquee && i >= period) {
            i = (uint8_t)(i - period);
        }
        d[k] = (uint8_t)((i < l->len ? l->cell[i] : 0u) & ~(l->blink[k] & off));
    }
    hal_seg7_show(d, l->leds);
}

void view_init(void)
{
    memset(&seg7, 0, sizeof seg7);
}

void view_light(bool on)
{
    hal_seg7_light(on);
}

void view_tick(uint32_t now_ms)
{
    seg7_line_t *l = &seg7;
    uint16_t now = (uint16_t)now_ms;
    uint8_t phase = (uint8_t)((now >> SEG7_BLINK_SHIFT) & (l->page ? 1u | SEG7_PAGE_PHASE : 1u));
    bool redraw = phase != l->phase;
    l->now = now;
    l->phase = phase;
    if (l->marquee && (int16_t)(now - l->next) >= 0) {
        uint8_t at = (uint8_t)(l->scroll + 1u);
        if (at == l->len + SEG7_GAP) {
            at = 0;
        }
        l->scroll = at;
        l->next = (uint16_t)(now + (at == 0 ? SEG7_HOLD_MS : SEG7_STEP_MS));
        redraw = true;
    }
    if (redraw) {
        seg7_output();
    }
}

NOINLINE bool view_reading(void)
{
    return seg7.marquee && seg7.scroll != 0;
}

/* The rules scroll by themselves, round and round: no steps to take. */
/* The Why on one line that scrolls: the words, then the numbers (view_seg7_why.c). */
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

/* The editor: "<field> <value>" with the value zero-padded up to the digit being changed,
 * which blinks; the value alone when both do not fit ("PILE" and a pile of 5 digits); a
 * value of 9 or 10 digits shows the 8 around the blinking one. The pile edited lights its
 * LED (no number after "PILE": "PILE5" would read as "PILES", the pile count's field). */
static void seg7_edit(const screen_t *s)
{
    uint32_t value = s->value[0];
    uint8_t digits = decimal_digits(value);
    for (uint8_t label = 1;; label = 0) {
        seg7.len = 0;
        if (label) {
            view_seg7_word(s->msg);
        }
        seg7_right();
        for (uint8_t i = digits; i <= s->cursor; i++) {
            seg7_char('0');
        }
        seg7_num(value);
        if (seg7.len <= SEG7_DIGITS || !label) {
            break;
        }
    }
    if (screen_msg_indexed(s->msg)) {
        seg7.leds = view_seg7_pile_leds(s->index, PLAY_MAX_PILES);
    }
}

/* After the layout: the window of a long value (its last 8 digits, or its first 8 past the
 * blank cell 0 while one of the two highest changes), and the blinking digit. */
static void seg7_edit_mark(uint8_t digit)
{
    seg7_line_t *l = &seg7;
    if (l->marquee) {
        l->marquee = 0;
        l->scroll = digit < SEG7_DIGITS ? (uint8_t)(l->len - SEG7_DIGITS) : 1u;
    }
    l->blink[l->len - 1u - digit - l->scroll] = 0xFFu;
}

NOINLINE void view_show(const screen_t *s)
{
    screen_item_t it;
    memset(&seg7, 0, offsetof(seg7_line_t, scroll)); /* an empty line, no page, nothing lit */
    seg7.phase &= 1u; /* the first page first (view_tick: the second in its phase) */
    switch ((screen_id_t)s->id) {
    case SCREEN_BOOT:
        /* "HELLO", every LED lit (a lamp test) */
        seg7_text(SEG7_HELLO);
        seg7.leds = 0xFFu;
        break;
    case SCREEN_MENU:
    case SCREEN_SETTINGS:
        /* the entry selected: a game's name, or a setting and its value ("Sound  On") */
        memset(&it, 0, sizeof it);
        s->item(s->cursor, &it);
        if (it.msg != MSG_NONE) {
            view_seg7_word(it.msg);
        } else if (s->id == SCREEN_MENU) {
            view_seg7_name(it.id);
        } else {
            view_seg7_setting(it.id);
            seg7_right();
            view_seg7_setting_label(it.id, it.value_id);
            if (it.id == SETTING_LEVEL) { /* what it means: "CPU EASy ErrS 1 In 2", scrolling */
                seg7_char(' ');
                view_seg7_level_meaning(it.value_id);
            }
        }
        break;
    case SCREEN_RULES:
        /* the rules (how to go on: the help) */
        view_seg7_rules(s->game);
        break;
    case SCREEN_EDIT:
        seg7_edit(s);
        break;
    case SCREEN_WHY:
        view_seg7_reason(&s->reason, s->msg_value);
        break;
    case SCREEN_PIRATES:
        /* "5 GEtS 8", "5 SPLASH" */
        seg7_num(s->value[0]);
        seg7_right();
        if (s->msg != MSG_NONE) {
            view_seg7_word(s->msg);
        } else {
            seg7_text(SEG7_GETS);
            seg7_num(s->value[1]);
        }
        break;
    case SCREEN_RESUME:
        /* the LEDs over the keys that answer: S1 (LEFT) no, S5 (OK) yes */
        seg7_text(SEG7_CONTINUE);
        view_seg7_name(s->game);
        seg7.leds = 0x11u;
        break;
    case SCREEN_STATS:
        /* "bASH 12-3 GOOd 3" (wins and losses, then the last 3 won; "bAd 2": the last 2
         * lost), scrolling; the question "CLEAr ALL" with the LEDs over S1 (no) and S5 (yes) */
        if (s->msg != MSG_NONE) {
            view_seg7_word(s->msg);
            seg7.leds = 0x11u;
            break;
        }
        view_seg7_name(s->game);
        seg7_char(' ');
        view_seg7_score(s);
        if (s->index != 0) {
            int8_t streak = (int8_t)s->index;
            seg7_text(streak < 0 ? SEG7_STREAK_BAD : SEG7_STREAK_GOOD);
            seg7_num((uint8_t)(streak < 0 ? -streak : streak));
        }
        break;
    case SCREEN_TIP:
        /* the first game on the box: the keys of the hint, undo and the in-game menu, with
         * the LEDs over them (S6, S7, S8) */
        seg7_text(SEG7_TIP);
        seg7.leds = 0xE0u;
        break;
    default: /* the game screens */
        view_seg7_game(s);
        break;
    }
    seg7_layout();
    if (seg7.page) {
        view_seg7_page(s);
    }
    if (s->id == SCREEN_EDIT) {
        seg7_edit_mark(s->cursor);
    }
    seg7_output();
}
