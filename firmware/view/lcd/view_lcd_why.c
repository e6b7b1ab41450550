/* view_lcd_why.c - the LCD's Why: a reason (reason.h) on two screens that UP/DOWN page
 * (screen_t's cursor). The first says in words what a winning move leaves and why that is
 * safe ("Leave a multiple" / "of 7."), chosen from the reason's kind by a map; the second
 * the numbers, the argument on row 0 and on row 1 the verdict about the player to move in
 * words, its condition first ("On it: you lose", "3 left: P2 loses"). A number is never
 * cut: when numbers do not fit beside their words the row names them instead (n for Bash's
 * pile, the safe pair's smaller alone for Wythoff, no "forced" beside a long quotient, ".."
 * for Nim's unpaired sizes past the row). */
#include "attributes.h"
#include "hal_flash.h"
#include "view_lcd.h"

/* The condition before the verdict on row 1, by reason kind: when the player to move loses,
 * when he wins; LCD_NONE: the verdict alone (Bash's remainder writes its own, the pirates have
 * none). A coin ring whose lines pair up loses by the mirror (LCD_COND_MIRROR). */
static const struct {
    uint8_t lose, win;
} view_lcd_conds[REASON_COUNT] HAL_FLASH = {
    [REASON_NIM_ONES] = {LCD_COND_ODD_ONES, LCD_COND_EVEN_ONES},
    [REASON_WYTHOFF] = {LCD_COND_PAIR, LCD_COND_NO_PAIR},
    [REASON_EUCLID] = {LCD_COND_ODD, LCD_COND_EVEN},
    [REASON_LINES] = {LCD_COND_STUCK, LCD_NONE},
};

/* The first screen's words by reason kind: in normal play, and in misere play (detail 1;
 * LCD_NONE: the same words). */
static const struct {
    uint8_t normal, misere;
} view_lcd_why_words[REASON_COUNT] HAL_FLASH = {
    [REASON_MOD] = {LCD_WHY_MOD, LCD_WHY_MOD_MISERE},
    [REASON_NIM_SUM] = {LCD_WHY_NIM, LCD_WHY_NIM_MISERE},
    [REASON_NIM_ONES] = {LCD_WHY_NIM_ONES, LCD_NONE},
    [REASON_WYTHOFF] = {LCD_WHY_WYTHOFF, LCD_NONE},
    [REASON_EUCLID] = {LCD_WHY_EUCLID, LCD_NONE},
    [REASON_PAIRS] = {LCD_WHY_PAIRS, LCD_NONE},
    [REASON_LINES] = {LCD_WHY_LINES, LCD_NONE},
    [REASON_DOMINO] = {LCD_WHY_DOMINO, LCD_NONE},
    [REASON_PIRATES] = {LCD_WHY_PIRATES, LCD_NONE},
};

/* The pirates' cases (REASON_PIRATES_*): two lines, as the first screen's words. */
static const uint8_t view_lcd_pirates[REASON_PIRATES_CASES] HAL_FLASH = {
    [REASON_PIRATES_LE] = LCD_PIRATES_LE,
    [REASON_PIRATES_EQ] = LCD_PIRATES_EQ,
    [REASON_PIRATES_GT] = LCD_PIRATES_GT,
};

/* " win" or " lose": a verdict's verb after "You" or a remainder ("=3 win"). */
static void view_lcd_win_lose(bool wins)
{
    text_put(wins ? LCD_WIN : LCD_LOSE);
}

void view_lcd_verdict(uint8_t who, bool wins)
{
    if (who != MSG_YOU) {
        view_lcd_word(who);
        text_put(wins ? LCD_WINS : LCD_LOSES);
        return;
    }
    text_put(text_col != 0 ? LCD_YOU_AFTER : LCD_YOU); /* after a condition: "0: you lose" */
    view_lcd_win_lose(wins);
}

/* Bash's divisor m + 1 at the pen ("2^32" past 32 bits: num[1] 0). */
static NOINLINE void view_lcd_divisor(uint32_t m1)
{
    if (m1 == 0) {
        text_put(LCD_TWO_TO_32);
    } else {
        text_num(m1);
    }
}

/* Bash and Powers of 2, row 0 at the pen: "n in m+1s", in numbers or, when both do not fit,
 * with the letter n. */
static void view_lcd_mod(const reason_t *r)
{
    for (uint8_t form = 0; form < 2u; form++) { /* (the letter's form always fits) */
        text_from(text_rows[0], 0);
        if (form == 0) {
            text_num(r->num[0]);
        } else {
            text_char('n');
        }
        text_put(LCD_IN);
        view_lcd_divisor(r->num[1]);
        text_char('s');
        if (!text_over) {
            return;
        }
    }
}

/* Row 1, the condition and the verdict about the player to move, in the first of its forms
 * that fits: "Odd 1s: you win", the verdict alone after no condition ("You lose"); Bash's
 * remainder as the condition, "3 left: you win", or "=3: you win", or "=3 win" (the last
 * always fits; the other kinds' conditions are words, whose first form fits). */
static void view_lcd_verdict_row(const reason_t *r, uint8_t cond, uint8_t who)
{
    for (uint8_t form = 0; form < 3u; form++) {
        text_from(text_rows[1], 0);
        if (r->kind == REASON_MOD) {
            if (form != 0) {
                text_char('=');
            }
            text_num(r->num[2]);
            if (form == 0) {
                text_put(LCD_LEFT);
            }
        } else {
            text_put(cond);
        }
        if (form == 2u) {
            view_lcd_win_lose(r->wins);
            return;
        }
        if (text_col != 0) {
            text_put(LCD_COLON);
        }
        if (who != MSG_NONE) {
            view_lcd_verdict(who, r->wins);
        }
        if (!text_over) {
            return;
        }
    }
}

/* Nim: the sizes (1, 2, 4, 8 ...) the nim-sum x says are left unpaired, smallest first (the
 * lowest 1 bit of x, then the next), "Unpaired 1 4"; a size that does not fit, or leaves no
 * room for ".." before a larger one, is taken back and ".." says there are more (no size is
 * cut); "All sizes paired" for 0. */
static void view_lcd_unpaired(uint32_t x)
{
    text_put(x ? LCD_UNPAIRED : LCD_ALL_PAIRED);
    while (x != 0) {
        uint32_t size = x & (0u - x); /* the lowest 1 bit */
        x ^= size;
        uint8_t col = text_col;
        text_char(' ');
        text_num(size);
        if (text_over || (x != 0 && text_col > TEXT_COLS - 2u)) {
            text_from(text_line, col);
            text_put(LCD_MORE);
            return;
        }
    }
}

/* The first screen: the words of the reason's kind on rows 0 and 1, Bash's divisor after
 * row 1 and then its third line (", plus 1." in misere play, "+1" when that does not fit). */
static void view_lcd_why_words_screen(const reason_t *r)
{
    uint8_t id = hal_flash_byte(&view_lcd_why_words[r->kind].misere);
    if (r->detail == 0 || id == LCD_NONE) {
        id = hal_flash_byte(&view_lcd_why_words[r->kind].normal);
    }
    view_lcd_lines(id, 0);
    if (text_has_line(id, 2)) {
        view_lcd_divisor(r->num[1]);
        uint8_t col = text_col;
        text_put_line(id, 2);
        if (text_col >= TEXT_COLS) { /* into column 15 (the arrow's) or past it */
            text_from(text_rows[1], col);
            text_put(LCD_PLUS_1);
        }
    }
    text_rows[1][TEXT_COLS - 1] = VIEW_LCD_GLYPH_DOWN; /* the numbers follow */
}

NOINLINE void view_lcd_reason(const screen_t *s)
{
    const reason_t *r = &s->reason;
    if (s->cursor == 0) {
        view_lcd_why_words_screen(r);
        return;
    }
    /* row 1: the condition and the verdict about the player to move (the pirates write
     * their own) */
    uint8_t cond = r->wins ? hal_flash_byte(&view_lcd_conds[r->kind].win)
                           : hal_flash_byte(&view_lcd_conds[r->kind].lose);
    if (r->kind == REASON_LINES && !r->wins && (r->detail & REASON_LINES_MIRROR)) {
        cond = LCD_COND_MIRROR;
    }
    view_lcd_verdict_row(r, cond, s->msg_value);
    uint8_t col;
    text_row(0, 0);
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        view_lcd_mod(r);
        break;
    case REASON_NIM_SUM: /* misere too (a pile above 1): the first screen says the twist */
        view_lcd_unpaired(r->num[0]);
        break;
    case REASON_NIM_ONES:
        text_put(LCD_NIM_ONES);
        break;
    case REASON_WYTHOFF:
        /* "Gap 3: safe 4 7", the piles' difference and the safe pair of that gap; when the
         * pair does not fit beside the gap, its smaller alone ("Safe: 4") */
        text_put_num(LCD_GAP, r->num[0]);
        if (r->detail == 0) {
            break;
        }
        text_put_num(LCD_SAFE, r->num[1]);
        text_char(' ');
        text_num(r->num[2]);
        if (text_over) {
            text_from(text_rows[0], 0);
            text_put_num(LCD_SAFE_ALONE, r->num[1]);
        }
        break;
    case REASON_EUCLID:
        /* "Fits 1, forced 2": the smaller fits once in the larger, 2 moves forced ahead; a
         * long quotient (>= 2, a free choice) or forced count without its "forced" */
        text_put_num(LCD_EUCLID_FITS, r->num[0]);
        col = text_col;
        text_put_num(LCD_FORCED, r->num[1]);
        if (text_over) {
            text_from(text_rows[0], col); /* taken back */
        }
        break;
    case REASON_PAIRS:
        text_put(r->wins ? LCD_NOT_ALL_PAIRED : LCD_PILES_PAIRED);
        break;
    case REASON_LINES:
        /* "Lines 4 4", or "Ring of 11" while the ring is whole */
        if (r->detail & REASON_LINES_RING) {
            text_put_num(LCD_RING_OF, r->num[0]);
        } else {
            text_put(LCD_LINES);
        }
        for (uint8_t i = 0; i < r->count; i++) {
            text_char(' ');
            text_num(r->len[i]);
        }
        break;
    case REASON_DOMINO:
        /* the other half of the token's domino: its way, or none */
        if (r->detail == REASON_DOMINO_CORNER) {
            text_put(LCD_DOMINO_CORNER);
        } else if (r->detail == REASON_DOMINO_GONE) {
            text_put(LCD_DOMINO_GONE);
        } else {
            text_put(LCD_DOMINO);
            view_lcd_dir(r->detail);
        }
        break;
    case REASON_PIRATES:
        view_lcd_lines(hal_flash_byte(&view_lcd_pirates[r->detail]), 0);
        break;
    default:
        break;
    }
}
