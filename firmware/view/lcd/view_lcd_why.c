/* view_lcd_why.c - the LCD's Why screen: a reason (reason.h) in two rows, the argument on row 0
 * and the verdict on row 1, in the LCD's words. A number is never cut: when numbers do not
 * fit beside their words the row names them instead (n for Bash's pile, a_k alone for
 * Wythoff's pair, no "forced" beside a long quotient, the nim-sum's bits only up to 16). */
#include "attributes.h"
#include "hal_flash.h"
#include "view_lcd.h"

/* Row 1 by reason kind: the verdict when the player to move loses (line `kind` of the
 * first text), when he wins (of the second); an empty line: the row is written below. */
#define VIEW_LCD_VERDICTS(X)                          \
    X(REASON_MOD, "", "")                             \
    X(REASON_NIM_SUM, "0: you lose", "Not 0: you win") \
    X(REASON_NIM_ONES, "Odd 1s: you lose", "Even 1s: you win") \
    X(REASON_WYTHOFF, "Pair: you lose", "No pair: you win") \
    X(REASON_EUCLID, "Odd: you lose", "Even: you win") \
    X(REASON_PAIRS, "Twins: you lose", "Pair up: you win") \
    X(REASON_LINES, "Grundy: you lose", "You win")    \
    X(REASON_DOMINO, "You lose", "You win")           \
    X(REASON_PIRATES, "", "")
#define VIEW_LCD_LOSE(kind, lose, win) lose "\n"
#define VIEW_LCD_WIN(kind, lose, win) win "\n"
static const char view_lcd_lose_rows[] HAL_FLASH = HAL_FTEXT(VIEW_LCD_VERDICTS(VIEW_LCD_LOSE));
static const char view_lcd_win_rows[] HAL_FLASH = HAL_FTEXT(VIEW_LCD_VERDICTS(VIEW_LCD_WIN));
#define VIEW_LCD_VERDICT_ORDER(kind, lose, win) VIEW_LCD_ORDER_##kind,
enum { VIEW_LCD_VERDICTS(VIEW_LCD_VERDICT_ORDER) VIEW_LCD_VERDICT_COUNT };
#define VIEW_LCD_VERDICT_CHECK(kind, lose, win) \
    _Static_assert((int)VIEW_LCD_ORDER_##kind == (int)kind, #kind " in its place");
VIEW_LCD_VERDICTS(VIEW_LCD_VERDICT_CHECK)
_Static_assert((int)VIEW_LCD_VERDICT_COUNT == (int)REASON_COUNT, "a row for every reason");

/* Row 0 of New Stone (lost, won); the pirates' cases (pirates_case_t) on rows 0 and 1. */
static const char view_lcd_pairs_rows[] HAL_FLASH = HAL_FTEXT("Piles in pairs\n"
                                                               "Not all paired");
static const char view_lcd_pirates_row0[] HAL_FLASH = HAL_FTEXT("N <= 2M: 1 gold\n"
                                                                "N = 2M+1: odd\n"
                                                                "N > 2M+1: top");
static const char view_lcd_pirates_row1[] HAL_FLASH = HAL_FTEXT("buys each vote\n"
                                                                "ones below get 1\n"
                                                                "ones are thrown");

/* "n mod m+1" in numbers, or with the letter n when both numbers do not fit ("2^32" for a
 * divisor past 32 bits); row 1 "=r", then the remainder that loses ("0: you lose"), or "win"
 * beside a remainder of 4 digits or more (no room; it is not the losing 0 or 1). */
static void view_lcd_mod(const reason_t *r, char *line1)
{
    uint32_t m1 = r->num[1];
    uint8_t m1_digits = m1 == 0 ? 4u : decimal_digits(m1);
    if (decimal_digits(r->num[0]) + 5u + m1_digits <= TEXT_COLS) {
        text_num(r->num[0]);
    } else {
        text_char('n');
    }
    text_flash(HAL_FSTR(" mod "));
    if (m1 == 0) {
        text_flash(HAL_FSTR("2^32"));
    } else {
        text_num(m1);
    }
    text_at(line1, 0);
    text_char('=');
    text_num(r->num[2]);
    if (text_col <= 4u) {
        text_col = 5u;
        text_char((char)('0' + r->detail));
        text_flash(HAL_FSTR(": you lose"));
    } else {
        text_flash(HAL_FSTR(" win"));
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
        text_flash(HAL_FSTR("Nim-sum "));
    } else if (bits > 16u) {
        text_flash(HAL_FSTR("Nim-sum >65535"));
        bits = 0;
    }
    uint8_t col = (uint8_t)(text_col + bits);
    while (bits-- > 0) { /* from the last bit back */
        line0[--col] = (char)('0' + (x & 1u));
        x >>= 1;
    }
}

NOINLINE void view_lcd_reason(const reason_t *r, char *line0, char *line1)
{
    text_at(line1, 0);
    text_flash_line(r->wins ? view_lcd_win_rows : view_lcd_lose_rows, r->kind);
    text_at(line0, 0);
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        view_lcd_mod(r, line1);
        break;
    case REASON_NIM_SUM:
        view_lcd_nim_sum(r->num[0], line0);
        break;
    case REASON_NIM_ONES:
        text_flash(HAL_FSTR("Misere, all <=1"));
        break;
    case REASON_WYTHOFF:
        /* "k=3: 4,7"; when the pair does not fit beside k, a_k alone ("a_k=4") */
        text_flash(HAL_FSTR("k="));
        text_num(r->num[0]);
        if (r->detail == 0) {
            break;
        }
        if (text_col + 3u + decimal_digits(r->num[1]) + decimal_digits(r->num[2]) <= TEXT_COLS) {
            text_flash(HAL_FSTR(": "));
            text_num(r->num[1]);
            text_char(',');
            text_num(r->num[2]);
        } else {
            text_line_clear(line0);
            text_at(line0, 0);
            text_flash(HAL_FSTR("a_k="));
            text_num(r->num[1]);
        }
        break;
    case REASON_EUCLID:
        /* a quotient of 6 digits or more is >= 2, a free choice: its "forced 0" does not fit */
        text_flash(HAL_FSTR("q="));
        text_num(r->num[0]);
        if (text_col <= 7u) {
            text_flash(HAL_FSTR(" forced "));
            text_num(r->num[1]);
        }
        break;
    case REASON_PAIRS:
        text_flash_line(view_lcd_pairs_rows, r->wins);
        break;
    case REASON_LINES:
        /* "Lines 4 4", or "Ring of 11" while the ring is whole */
        text_flash(HAL_FSTR("Lines"));
        if (r->detail & REASON_LINES_RING) {
            text_at(line0, 0);
            text_flash(HAL_FSTR("Ring of "));
            text_num(r->num[0]);
        }
        for (uint8_t i = 0; i < r->count; i++) {
            text_char(' ');
            text_num(r->len[i]);
        }
        if (!r->wins && (r->detail & REASON_LINES_MIRROR)) {
            text_at(line1, 0);
            text_flash(HAL_FSTR("Mirror: you lose"));
        }
        break;
    case REASON_DOMINO:
        if (r->detail == REASON_DOMINO_CORNER) {
            text_flash(HAL_FSTR("Corner: no twin"));
        } else if (r->detail == REASON_DOMINO_GONE) {
            text_flash(HAL_FSTR("Domino twin gone"));
        } else {
            text_flash(HAL_FSTR("Domino: "));
            view_lcd_dir(r->detail);
        }
        break;
    case REASON_PIRATES:
        text_flash_line(view_lcd_pirates_row0, r->detail);
        text_at(line1, 0);
        text_flash_line(view_lcd_pirates_row1, r->detail);
        break;
    default:
        break;
    }
}
