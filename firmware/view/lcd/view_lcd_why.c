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

/* The pirates' cases (REASON_PIRATES_*): row 0 and row 1. */
static const struct {
    uint8_t row0, row1;
} view_lcd_pirates[REASON_PIRATES_CASES] HAL_FLASH = {
    [REASON_PIRATES_LE] = {LCD_PIRATES_LE, LCD_PIRATES_LE_HOW},
    [REASON_PIRATES_EQ] = {LCD_PIRATES_EQ, LCD_PIRATES_EQ_HOW},
    [REASON_PIRATES_GT] = {LCD_PIRATES_GT, LCD_PIRATES_GT_HOW},
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
static void view_lcd_divisor(uint32_t m1)
{
    if (m1 == 0) {
        text_put(LCD_TWO_TO_32);
    } else {
        text_num(m1);
    }
}

/* Bash and Powers of 2: "n in m+1s" in numbers, or with the letter n when both numbers do not
 * fit; row 1 the remainder and the verdict, "3 left: you win" (the remainder that loses is 0,
 * 1 in misere play), or "=<r> win" when that does not fit. */
static void view_lcd_mod(const reason_t *r, uint8_t who, char *line1)
{
    uint32_t m1 = r->num[1];
    uint8_t m1_digits = m1 == 0 ? 4u : decimal_digits(m1);
    if (decimal_digits(r->num[0]) + 5u + m1_digits <= TEXT_COLS) {
        text_num(r->num[0]);
    } else {
        text_char('n');
    }
    text_put(LCD_IN);
    view_lcd_divisor(m1);
    text_char('s');
    text_at(line1, 0);
    /* "<r> left: <verdict>", or "=<r>: <verdict>", or "=<r> win" (a verdict is 7 or 8
     * columns: "you win", "P2 loses") */
    uint8_t w = (uint8_t)(decimal_digits(r->num[2]) + 7u + !r->wins);
    if (w + 7u <= TEXT_COLS) {
        text_num(r->num[2]);
        text_put(LCD_LEFT);
    } else {
        text_char('=');
        text_num(r->num[2]);
    }
    if (w + 3u <= TEXT_COLS) {
        text_put(LCD_COLON);
        view_lcd_verdict(who, r->wins);
    } else {
        view_lcd_win_lose(r->wins);
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
static void view_lcd_why_words_screen(const reason_t *r, char *line0, char *line1)
{
    uint8_t id = hal_flash_byte(&view_lcd_why_words[r->kind].misere);
    if (r->detail == 0 || id == LCD_NONE) {
        id = hal_flash_byte(&view_lcd_why_words[r->kind].normal);
    }
    text_at(line0, 0);
    text_put_line(id, 0);
    text_at(line1, 0);
    text_put_line(id, 1);
    if (text_has_line(id, 2)) {
        view_lcd_divisor(r->num[1]);
        uint8_t col = text_col;
        text_put_line(id, 2);
        if (text_col >= TEXT_COLS) { /* into column 15 (the arrow's) or past it */
            text_from(line1, col);
            text_put(LCD_PLUS_1);
        }
    }
    line1[TEXT_COLS - 1] = VIEW_LCD_GLYPH_DOWN; /* the numbers follow */
}

NOINLINE void view_lcd_reason(const screen_t *s, char *line0, char *line1)
{
    const reason_t *r = &s->reason;
    if (s->cursor == 0) {
        view_lcd_why_words_screen(r, line0, line1);
        return;
    }
    /* row 1: the condition and the verdict about the player to move (Bash's remainder and
     * the pirates write their own) */
    uint8_t cond = r->wins ? hal_flash_byte(&view_lcd_conds[r->kind].win)
                           : hal_flash_byte(&view_lcd_conds[r->kind].lose);
    if (r->kind == REASON_LINES && !r->wins && (r->detail & REASON_LINES_MIRROR)) {
        cond = LCD_COND_MIRROR;
    }
    text_at(line1, 0);
    text_put(cond);
    if (text_col != 0) {
        text_put(LCD_COLON);
    }
    if (s->msg_value != MSG_NONE) {
        view_lcd_verdict(s->msg_value, r->wins);
    }
    text_at(line0, 0);
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        text_line_clear(line1);
        view_lcd_mod(r, s->msg_value, line1);
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
        if (text_col + 8u + decimal_digits(r->num[1]) + decimal_digits(r->num[2]) <= TEXT_COLS) {
            text_put_num(LCD_SAFE, r->num[1]);
            text_char(' ');
            text_num(r->num[2]);
        } else {
            text_from(line0, 0);
            text_put_num(LCD_SAFE_ALONE, r->num[1]);
        }
        break;
    case REASON_EUCLID:
        /* "Fits 1, forced 2": the smaller fits once in the larger, 2 moves forced ahead; a
         * long quotient (>= 2, a free choice) or forced count without its "forced" */
        text_put_num(LCD_EUCLID_FITS, r->num[0]);
        if (text_col + 9u + decimal_digits(r->num[1]) <= TEXT_COLS) {
            text_put_num(LCD_FORCED, r->num[1]);
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
        text_put(hal_flash_byte(&view_lcd_pirates[r->detail].row0));
        text_at(line1, 0);
        text_put(hal_flash_byte(&view_lcd_pirates[r->detail].row1));
        break;
    default:
        break;
    }
}
