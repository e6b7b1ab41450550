/* view_lcd_why.c - the LCD's Why screen: a reason (reason.h) in two rows, the argument on row 0
 * and on row 1 the verdict about the player to move, its condition first ("Not 0: you win",
 * "0 left: P2 loses"). A number is never cut: when numbers do not fit beside their words a
 * shorter form is taken (n for Bash's pile, a_k alone for Wythoff's pair, no "forced" beside a
 * long quotient, the nim-sum's bits only up to 16). Misere Nim takes a second page for its
 * twist. */
#include "attributes.h"
#include "hal_flash.h"
#include "view_lcd.h"

/* The condition before the verdict on row 1 by reason kind: when the player to move loses
 * (line `kind` of the first text), when he wins (of the second); an empty line: the verdict
 * alone, or a row of its own (Bash's remainder, the pirates). */
#define VIEW_LCD_VERDICTS(X)                 \
    X(REASON_MOD, "", "")                    \
    X(REASON_NIM_SUM, "0", "Not 0")          \
    X(REASON_NIM_ONES, "Odd 1s", "Even 1s")  \
    X(REASON_WYTHOFF, "Pair", "No pair")     \
    X(REASON_EUCLID, "Odd", "Even")          \
    X(REASON_PAIRS, "Twins", "Pair up")      \
    X(REASON_LINES, "Grundy", "")            \
    X(REASON_DOMINO, "", "")                 \
    X(REASON_PIRATES, "", "")
#define VIEW_LCD_LOSE(kind, lose, win) lose "\n"
#define VIEW_LCD_WIN(kind, lose, win) win "\n"
static const char view_lcd_lose_conds[] HAL_FLASH = HAL_FTEXT(VIEW_LCD_VERDICTS(VIEW_LCD_LOSE));
static const char view_lcd_win_conds[] HAL_FLASH = HAL_FTEXT(VIEW_LCD_VERDICTS(VIEW_LCD_WIN));
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

/* The verdict at the pen: "You win", "P2 loses" ("you" after a condition). */
static void view_lcd_verdict(uint8_t who, bool wins)
{
    uint8_t col = text_col;
    view_lcd_word(who);
    if (col != 0 && text_line[col] == 'Y') {
        text_line[col] = 'y';
    }
    text_flash(wins ? HAL_FSTR(" win") : HAL_FSTR(" lose"));
    if (who != MSG_YOU) {
        text_char('s');
    }
}

/* Bash and Powers of 2: "n mod m+1" on row 0 (the letter n when both numbers do not fit; the
 * count to go when counting up), the remainder and the verdict on row 1: "3 left: you win",
 * or "=<r> win" when that does not fit. */
static void view_lcd_mod(const screen_t *s, char *line0, char *line1)
{
    const reason_t *r = &s->reason;
    text_fit(line0, 0,
             r->num[1] == 0                 ? HAL_FSTR("%0 mod 2^32\nn mod 2^32")
             : s->play && s->play->count_up ? HAL_FSTR("%0 to go mod %1")
                                            : HAL_FSTR("%0 mod %1\nn mod %1"),
             r->num);
    text_try(line1, 0);
    text_fmt(HAL_FSTR("%2 left: "), 0, r->num);
    view_lcd_verdict(s->msg_value, r->wins);
    if (text_cut) {
        text_try(line1, 0);
        text_fmt(r->wins ? HAL_FSTR("=%2 win") : HAL_FSTR("=%2 lose"), 0, r->num);
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

bool view_lcd_reason_more(const screen_t *s)
{
    const reason_t *r = &s->reason;
    return r->kind == REASON_NIM_SUM && (r->detail & REASON_NIM_MISERE) && s->cursor == 0;
}

NOINLINE void view_lcd_reason(const screen_t *s, char *line0, char *line1)
{
    const reason_t *r = &s->reason;
    bool wins = r->wins;
    if (s->cursor != 0) { /* misere Nim's second page */
        text_flash(HAL_FSTR("Misere: as Nim,"));
        text_at(line1, 0);
        text_flash(HAL_FSTR("but leave odd 1s"));
        return;
    }
    /* row 1: the condition and the verdict (the kinds with a row 1 of their own redo it) */
    text_at(line1, 0);
    if (r->kind == REASON_LINES && !wins && (r->detail & REASON_LINES_MIRROR)) {
        text_flash(HAL_FSTR("Mirror"));
    } else {
        text_flash_line(wins ? view_lcd_win_conds : view_lcd_lose_conds, r->kind);
    }
    if (text_col != 0) {
        text_char(':');
        text_char(' ');
    }
    view_lcd_verdict(s->msg_value, wins);
    text_try(line0, 0);
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        view_lcd_mod(s, line0, line1);
        break;
    case REASON_NIM_SUM:
        view_lcd_nim_sum(r->num[0], line0);
        break;
    case REASON_NIM_ONES:
        text_flash(HAL_FSTR("Misere, all <=1"));
        break;
    case REASON_WYTHOFF:
        /* "k=3: 4,7"; when the pair does not fit beside k, a_k alone ("a_k=4") */
        text_fit(line0, 0, r->detail ? HAL_FSTR("k=%0: %1,%2\na_k=%1") : HAL_FSTR("k=%0"),
                 r->num);
        break;
    case REASON_EUCLID:
        /* a quotient of 6 digits or more is >= 2, a free choice: its "forced 0" does not fit */
        text_fit(line0, 0, HAL_FSTR("q=%0 forced %1\nq=%0"), r->num);
        break;
    case REASON_PAIRS:
        text_flash_line(view_lcd_pairs_rows, wins);
        break;
    case REASON_LINES:
        /* "Lines 4 4", or "Ring of 11" while the ring is whole; "8 lines" when they do not fit */
        if (r->detail & REASON_LINES_RING) {
            text_fmt(HAL_FSTR("Ring of %0"), 0, r->num);
            break;
        }
        text_flash(HAL_FSTR("Lines"));
        for (uint8_t i = 0; i < r->count; i++) {
            text_char(' ');
            text_num(r->len[i]);
        }
        if (text_cut) {
            text_try(line0, 0);
            text_num(r->count);
            text_flash(HAL_FSTR(" lines"));
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
    default: /* REASON_PIRATES */
        text_flash_line(view_lcd_pirates_row0, r->detail);
        text_try(line1, 0);
        text_flash_line(view_lcd_pirates_row1, r->detail);
        break;
    }
}
