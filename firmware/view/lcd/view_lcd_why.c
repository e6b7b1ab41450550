/* view_lcd_why.c - the LCD's Why screen: a reason (reason.h) in two rows, the argument on row 0
 * and on row 1 the verdict about the player to move in words, its condition first ("Not 0:
 * you win", "3 left: P2 loses"). A number is never cut: when numbers do not fit beside their
 * words the row names them instead (n for Bash's pile, a_k alone for Wythoff's pair, no
 * "forced" beside a long quotient, the nim-sum's bits only up to 16). */
#include "attributes.h"
#include "hal_flash.h"
#include "view_lcd.h"

/* The condition before the verdict on row 1 by reason kind: when the player to move loses
 * (line 2 * kind of the text), when he wins (line 2 * kind + 1); an empty line: the verdict
 * alone (Bash's remainder writes its own, the pirates have none). The lines of a coin ring
 * that pair up lose by the mirror (Mirror: you lose): a pair after the kinds'. */
#define VIEW_LCD_VERDICTS(X)                \
    X(REASON_MOD, "", "")                   \
    X(REASON_NIM_SUM, "0", "Not 0")         \
    X(REASON_NIM_ONES, "Odd 1s", "Even 1s") \
    X(REASON_WYTHOFF, "Pair", "No pair")    \
    X(REASON_EUCLID, "Odd", "Even")         \
    X(REASON_PAIRS, "Twins", "Pair up")     \
    X(REASON_LINES, "Grundy", "")           \
    X(REASON_DOMINO, "", "")                \
    X(REASON_PIRATES, "", "")
#define VIEW_LCD_CONDS(kind, lose, win) lose "\n" win "\n"
#define VIEW_LCD_COND_MIRROR REASON_COUNT
static const char view_lcd_conds[] HAL_FLASH =
    HAL_FTEXT(VIEW_LCD_VERDICTS(VIEW_LCD_CONDS) "Mirror");
#define VIEW_LCD_VERDICT_ORDER(kind, lose, win) VIEW_LCD_ORDER_##kind,
enum { VIEW_LCD_VERDICTS(VIEW_LCD_VERDICT_ORDER) VIEW_LCD_VERDICT_COUNT };
#define VIEW_LCD_VERDICT_CHECK(kind, lose, win) \
    _Static_assert((int)VIEW_LCD_ORDER_##kind == (int)kind, #kind " in its place");
VIEW_LCD_VERDICTS(VIEW_LCD_VERDICT_CHECK)
_Static_assert((int)VIEW_LCD_VERDICT_COUNT == (int)REASON_COUNT, "a row for every reason");

/* A verdict's verb by whether the player wins (without the 's' of the third person). */
static const char view_lcd_win_lose[] HAL_FLASH = HAL_FTEXT(" lose\n win");

/* The fixed rows 0, one line each: misere Nim's twist (a pile above 1) and its ending (all
 * piles <= 1), New Stone (lost, won), the board's tile partner when there is none
 * (REASON_DOMINO_CORNER, REASON_DOMINO_GONE) and the pirates' cases (pirates_case_t), whose
 * rows 1 follow in a text of their own. */
#define VIEW_LCD_ROW0_NIM_TWIST 0u
#define VIEW_LCD_ROW0_NIM_ONES 1u
#define VIEW_LCD_ROW0_PAIRS 2u   /* + wins */
#define VIEW_LCD_ROW0_DOMINO 4u  /* + detail - REASON_DOMINO_CORNER */
#define VIEW_LCD_ROW0_PIRATES 6u /* + the case */
#define VIEW_LCD_ROW0_NONE 0xFFu /* a row 0 with numbers, written by its case */
static const char view_lcd_rows0[] HAL_FLASH = HAL_FTEXT("Nim,leave odd 1s\n"
                                                         "Misere, all <=1\n"
                                                         "Piles in pairs\n"
                                                         "Not all paired\n"
                                                         "Corner: no twin\n"
                                                         "Domino twin gone\n"
                                                         "N <= 2M: 1 gold\n"
                                                         "N = 2M+1: odd\n"
                                                         "N > 2M+1: top");
_Static_assert(REASON_DOMINO_GONE == REASON_DOMINO_CORNER + 1, "view_lcd_rows0's order");
static const char view_lcd_pirates_row1[] HAL_FLASH = HAL_FTEXT("buys each vote\n"
                                                                "ones below get 1\n"
                                                                "ones are thrown");

void view_lcd_verdict(uint8_t who, bool wins)
{
    uint8_t col = text_col;
    view_lcd_word(who);
    if (col != 0 && text_line[col] == 'Y') {
        text_line[col] = 'y';
    }
    text_flash_line(view_lcd_win_lose, wins);
    if (who != MSG_YOU) {
        text_char('s');
    }
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
    text_flash(HAL_FSTR(" mod "));
    if (m1 == 0) {
        text_flash(HAL_FSTR("2^32"));
    } else {
        text_num(m1);
    }
    text_at(line1, 0);
    /* "<r> left: <verdict>", or "=<r>: <verdict>", or "=<r> win" (a verdict is 7 or 8
     * columns: "you win", "P2 loses") */
    uint8_t w = (uint8_t)(decimal_digits(r->num[2]) + 7u + !r->wins);
    if (w + 7u <= TEXT_COLS) {
        text_num(r->num[2]);
        text_flash(HAL_FSTR(" left"));
    } else {
        text_char('=');
        text_num(r->num[2]);
    }
    if (w + 3u <= TEXT_COLS) {
        text_flash(HAL_FSTR(": "));
        view_lcd_verdict(who, r->wins);
    } else {
        text_flash_line(view_lcd_win_lose, r->wins);
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

NOINLINE void view_lcd_reason(const screen_t *s, char *line0, char *line1)
{
    const reason_t *r = &s->reason;
    /* row 1: the condition and the verdict about the player to move (Bash's remainder and
     * the pirates write their own) */
    uint8_t cond = r->kind;
    if (cond == REASON_LINES && !r->wins && (r->detail & REASON_LINES_MIRROR)) {
        cond = VIEW_LCD_COND_MIRROR;
    }
    text_at(line1, 0);
    text_flash_line(view_lcd_conds, (uint8_t)(2u * cond + r->wins));
    if (text_col != 0) {
        text_flash(HAL_FSTR(": "));
    }
    if (s->msg_value != MSG_NONE) {
        view_lcd_verdict(s->msg_value, r->wins);
    }
    text_at(line0, 0);
    uint8_t row0 = VIEW_LCD_ROW0_NONE;
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        text_line_clear(line1);
        view_lcd_mod(r, s->msg_value, line1);
        break;
    case REASON_NIM_SUM:
        if (r->detail != 0) { /* misere, a pile above 1: the nim-sum decides, with the twist */
            row0 = VIEW_LCD_ROW0_NIM_TWIST;
            break;
        }
        view_lcd_nim_sum(r->num[0], line0);
        break;
    case REASON_NIM_ONES:
        row0 = VIEW_LCD_ROW0_NIM_ONES;
        break;
    case REASON_WYTHOFF:
        /* "k=3: 4,7"; when the pair does not fit beside k, a_k alone ("a_k=4") */
        text_flash_num(HAL_FSTR("k="), r->num[0]);
        if (r->detail == 0) {
            break;
        }
        if (text_col + 3u + decimal_digits(r->num[1]) + decimal_digits(r->num[2]) <= TEXT_COLS) {
            text_flash_num(HAL_FSTR(": "), r->num[1]);
            text_char(',');
            text_num(r->num[2]);
        } else {
            text_line_clear(line0);
            text_at(line0, 0);
            text_flash_num(HAL_FSTR("a_k="), r->num[1]);
        }
        break;
    case REASON_EUCLID:
        /* a quotient of 6 digits or more is >= 2, a free choice: its "forced 0" does not fit */
        text_flash_num(HAL_FSTR("q="), r->num[0]);
        if (text_col <= 7u) {
            text_flash_num(HAL_FSTR(" forced "), r->num[1]);
        }
        break;
    case REASON_PAIRS:
        row0 = (uint8_t)(VIEW_LCD_ROW0_PAIRS + r->wins);
        break;
    case REASON_LINES:
        /* "Lines 4 4", or "Ring of 11" while the ring is whole */
        if (r->detail & REASON_LINES_RING) {
            text_flash_num(HAL_FSTR("Ring of "), r->num[0]);
        } else {
            text_flash(HAL_FSTR("Lines"));
        }
        for (uint8_t i = 0; i < r->count; i++) {
            text_char(' ');
            text_num(r->len[i]);
        }
        break;
    case REASON_DOMINO:
        if (r->detail >= REASON_DOMINO_CORNER) {
            row0 = (uint8_t)(VIEW_LCD_ROW0_DOMINO + r->detail - REASON_DOMINO_CORNER);
        } else {
            text_flash(HAL_FSTR("Domino: "));
            view_lcd_dir(r->detail);
        }
        break;
    case REASON_PIRATES:
        row0 = (uint8_t)(VIEW_LCD_ROW0_PIRATES + r->detail);
        text_at(line1, 0);
        text_flash_line(view_lcd_pirates_row1, r->detail);
        text_at(line0, 0);
        break;
    default:
        break;
    }
    text_flash_line(view_lcd_rows0, row0); /* nothing for VIEW_LCD_ROW0_NONE */
}
