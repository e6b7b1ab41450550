/* view_lcd_why.c - the LCD's Why screen: a reason (reason.h) in two rows, the argument on row 0
 * and on row 1 the verdict about the player to move in words, its condition first ("Not 0:
 * you win", "3 left: P2 loses"). A number is never cut: when numbers do not fit beside their
 * words the row names them instead (n for Bash's pile, a_k alone for Wythoff's pair, no
 * "forced" beside a long quotient, the nim-sum's bits only up to 16). */
#include "attributes.h"
#include "hal_flash.h"
#include "view_lcd.h"

/* The condition before the verdict on row 1, by reason kind: when the player to move loses,
 * when he wins; LCD_NONE: the verdict alone (Bash's remainder writes its own, the pirates have
 * none). A coin ring whose lines pair up loses by the mirror (LCD_COND_MIRROR). */
static const struct {
    uint8_t lose, win;
} view_lcd_conds[REASON_COUNT] HAL_FLASH = {
    [REASON_NIM_SUM] = {LCD_COND_NIM_SUM_0, LCD_COND_NIM_SUM_NOT_0},
    [REASON_NIM_ONES] = {LCD_COND_ODD_ONES, LCD_COND_EVEN_ONES},
    [REASON_WYTHOFF] = {LCD_COND_PAIR, LCD_COND_NO_PAIR},
    [REASON_EUCLID] = {LCD_COND_ODD, LCD_COND_EVEN},
    [REASON_PAIRS] = {LCD_COND_TWINS, LCD_COND_PAIR_UP},
    [REASON_LINES] = {LCD_COND_GRUNDY, LCD_NONE},
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

/* Bash and Powers of 2: "n mod m+1" in numbers, or with the letter n when both numbers do not
 * fit ("2^32" for a divisor past 32 bits); row 1 the remainder and the verdict, "3 left: you
 * win" (the remainder that loses is 0, 1 in misere play), or "=<r> win" when that does not
 * fit. */
static void view_lcd_mod(const reason_t *r, uint8_t who, char *line1)
{
    uint32_t m1 = r->num[1];
    uint8_t m1_digits = m1 == 0 ? 4u : decimal_digits(m1);
    if (decimal_digits(r->num[0]) + 5u + m1_digits <= TEXT_COLS) {
        text_num(r->num[0]);
    } else {
        text_char('n');
    }
    text_put(LCD_MOD);
    if (m1 == 0) {
        text_put(LCD_TWO_TO_32);
    } else {
        text_num(m1);
    }
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

/* The nim-sum in binary: after "Nim-sum " up to 8 bits, alone on the row up to 16, beyond
 * that only a bound. */
static void view_lcd_nim_sum(uint32_t x, char *line0)
{
    uint8_t bits = 0; /* x's length in binary, 1 for 0 */
    uint32_t t = x;
    do {
        bits++;
        t >>= 1;
    } while (t != 0);
    if (bits <= 8u) {
        text_put(LCD_NIM_SUM);
    } else if (bits > 16u) {
        text_put(LCD_NIM_SUM_BIG);
        bits = 0;
    }
    uint8_t col = (uint8_t)(text_col + bits);
    while (bits-- > 0) { /* from the last bit back */
        line0[--col] = (char)('0' + (x & 1u));
        x >>= 1;
    }
}

NOINLINE void view_lcd_reason(const screen_t *s, char *line0, char *line1)
{
    const reason_t *r = &s->reason;
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
    case REASON_NIM_SUM:
        if (r->detail != 0) { /* misere, a pile above 1: the nim-sum decides, with the twist */
            text_put(LCD_NIM_TWIST);
            break;
        }
        view_lcd_nim_sum(r->num[0], line0);
        break;
    case REASON_NIM_ONES:
        text_put(LCD_NIM_ONES);
        break;
    case REASON_WYTHOFF:
        /* "k=3: 4,7"; when the pair does not fit beside k, a_k alone ("a_k=4") */
        text_put_num(LCD_WYTHOFF_K, r->num[0]);
        if (r->detail == 0) {
            break;
        }
        if (text_col + 3u + decimal_digits(r->num[1]) + decimal_digits(r->num[2]) <= TEXT_COLS) {
            text_put_num(LCD_COLON, r->num[1]);
            text_char(',');
            text_num(r->num[2]);
        } else {
            text_line_clear(line0);
            text_at(line0, 0);
            text_put_num(LCD_A_K, r->num[1]);
        }
        break;
    case REASON_EUCLID:
        /* a quotient of 6 digits or more is >= 2, a free choice: its "forced 0" does not fit */
        text_put_num(LCD_EUCLID_Q, r->num[0]);
        if (text_col <= 7u) {
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
