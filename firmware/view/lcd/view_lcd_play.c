/* view_lcd_play.c - the LCD's game screens: the position (the piles on row 0 with '>' before
 * the chosen one and "max <limit>", whole piles only; a count up to 100 as its total; the coin
 * circle's coins in glyphs round two rows, its limit beside them; the board walk's picture,
 * 4 x 2 custom glyphs on the left of both rows), the move in words ("take 3 #2", "-<n>" when
 * that does not fit, New Stone's "#4-4 #3+2": what each pile loses and gains, a direction),
 * whose turn, the start screen's items, New Stone's spread step, the hint and the end. */
#include "attributes.h"
#include "coin_circle.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "view_lcd.h"

#define VIEW_LCD_BESIDE_BOARD 5u /* the text beside the board walk's picture */
#define VIEW_LCD_BESIDE_RING 9u  /* the text beside the coin circle's two rows */

static const char view_lcd_dirs[] HAL_FLASH = HAL_FTEXT("up\nleft\nright\ndown");

void view_lcd_dir(uint8_t d)
{
    text_flash_line(view_lcd_dirs, d & 3u);
}

/* Row 0 of piles: ">" before pile `mark` (before every pile when mark = piles, none when it
 * is out of range), whole piles only: when they do not all fit, the row starts at a pile from
 * which the marked one fits (".." before it) and ".." ends it; then "max <limit>" when there
 * is a limit and it fits. */
static void view_lcd_piles(char *line, const play_pos_t *pos, uint8_t mark)
{
    uint8_t n = pos->piles;
    uint8_t must = mark < n ? mark : 0u; /* the pile that must show */
    for (uint8_t first = 0; first <= must; first++) {
        uint8_t i = first;
        text_try(line, 0);
        if (first != 0) {
            text_flash(HAL_FSTR(".."));
        }
        for (; i < n; i++) {
            uint8_t at = text_col;
            text_char(i == mark || mark == n ? '>' : ' ');
            text_num(pos->pile[i]);
            if (text_cut) {
                text_try(line, at);
                break;
            }
        }
        if (i > must) {
            if (i < n && text_col <= TEXT_COLS - 2u) {
                text_flash(HAL_FSTR(".."));
            }
            break;
        }
    }
    if (pos->limit != 0) { /* "  max <limit>", or nothing when it does not fit */
        text_fit(line, text_col, HAL_FSTR("  max %0\n"), &pos->limit);
    }
}

/* A board square as drawn: 0 off the board, 1 free, 2 visited, 3 the token. */
static NOINLINE uint8_t view_lcd_square(const play_pos_t *p, uint8_t r, uint8_t c)
{
    uint8_t n = (uint8_t)p->board.n;
    uint8_t at = (uint8_t)(r * n + c);
    if (r >= n || c >= n) {
        return 0;
    }
    return at == (uint8_t)p->board.at ? 3u
                                      : (uint8_t)(1u + ((p->board.visited[at >> 5] >> (at & 31u)) & 1u));
}

/* Pixel pairs of a square's top and bottom pixel row, by view_lcd_square: nothing, a dot, a
 * block, a diagonal pair. */
static const uint8_t view_lcd_pixels[4][2] = {{0, 0}, {2, 0}, {3, 3}, {2, 1}};

/* The board as 8 glyphs in columns 0..3 of both rows: glyph g shows square rows 4*(g/4) ..
 * +3 and columns 2*(g%4), +1, 2 x 2 pixels a square (the left one at pixel bits 4-3, the
 * right one at 1-0). */
static void view_lcd_board(const play_pos_t *p, char *line0, char *line1)
{
    for (uint8_t g = 0; g < 8u; g++) {
        uint8_t rows[8];
        uint8_t c = (uint8_t)((g & 3u) * 2u);
        for (uint8_t y = 0; y < 8u; y++) {
            uint8_t r = (uint8_t)((g >> 2) * 4u + (y >> 1));
            rows[y] = (uint8_t)(view_lcd_pixels[view_lcd_square(p, r, c)][y & 1u] << 3 |
                                view_lcd_pixels[view_lcd_square(p, r, (uint8_t)(c + 1u))][y & 1u]);
        }
        hal_display_define_glyph(g, rows);
        (g < 4u ? line0 : line1)[g & 3u] = (char)(VIEW_LCD_GLYPH_BOARD + g);
    }
    view_lcd_board_shown = true;
}

/* The coin circle round columns 0..7 of both rows, clockwise: the first half of the coins on
 * row 0 from the left, the rest on row 1 from the right (a coin, a coin the move sel takes,
 * '.' a gap). */
static void view_lcd_ring(char *line0, char *line1, const play_pos_t *pos, const play_move_t *sel)
{
    uint8_t n = (uint8_t)pos->ring.n;
    uint8_t half = (uint8_t)((n + 1u) / 2u);
    uint32_t there = pos->ring.coins;
    uint32_t after = there;
    if (sel) {
        coin_move_t m = {sel->pile, (uint8_t)sel->take};
        after = coin_take(there, n, m);
    }
    for (uint8_t i = 0; i < n; i++) {
        char c = !(there & 1u) ? '.' : !(after & 1u) ? VIEW_LCD_GLYPH_PICKED : VIEW_LCD_GLYPH_STONE;
        if (i < half) {
            line0[i] = c;
        } else {
            line1[2u * half - 1u - i] = c;
        }
        there >>= 1;
        after >>= 1;
    }
}

/* The position, with the move sel when it takes something: the piles on row 0 (">" before
 * sel's pile when there are several); a count up: "34 of 100 max 10"; a ring: on the start
 * screen in words ("12 coins max 3"), else its coins round two rows (sel's picked) and "max
 * K" beside them; a board: its picture on the left of both rows, its size beside it on the
 * start screen. Returns the first column free beside a picture (0: none). */
static uint8_t view_lcd_position(char *line0, char *line1, const play_t *p, const play_move_t *sel,
                                 bool start)
{
    const play_pos_t *pos = &p->pos;
    uint32_t num[3] = {pos->pile[0], pos->limit, p->game.preset_n};
    text_try(line0, 0);
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_lcd_board(pos, line0, line1);
        if (start) {
            text_fmt(HAL_FSTR("     %0x%0 board"), 0, num);
        }
        return VIEW_LCD_BESIDE_BOARD;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        if (start) {
            text_fmt(HAL_FSTR("%0 coins max %1"), 0, num);
            return 0;
        }
        view_lcd_ring(line0, line1, pos, sel);
        text_at(line0, VIEW_LCD_BESIDE_RING);
        text_fmt(HAL_FSTR("max %1"), 0, num);
        return VIEW_LCD_BESIDE_RING;
    }
    if (p->count_up) { /* "34 of 100 max 10": the total counted so far */
        num[0] = num[2] - num[0];
        text_fmt(HAL_FSTR("%0 of %2 max %1"), 0, num);
        return 0;
    }
    view_lcd_piles(line0, pos, sel && pos->piles > 1 ? sel->pile : 0xFFu);
    return 0;
}

/* True when move m moves stones onto other piles (New Stone). */
static bool view_lcd_spreads(const play_move_t *m)
{
    const uint8_t *b = (const uint8_t *)m->add;
    uint8_t any = 0;
    for (uint8_t k = 0; k < sizeof m->add; k++) {
        any |= b[k];
    }
    return any != 0;
}

/* A spreading move at the pen: "#<pile>-<n>" what the pile taken from loses in all, then
 * "#<j>+<n>" for each pile that gains; the entries that fit, then "..". */
static void view_lcd_spread(const play_t *p, const play_move_t *m)
{
    uint8_t piles = p->pos.piles;
    uint32_t num[2] = {0, m->take};
    for (uint8_t j = 0; j < piles; j++) {
        num[1] += m->add[j];
    }
    for (uint8_t k = 0; k <= piles; k++) { /* 0: the pile taken from, j + 1: pile j */
        uint8_t j = k ? (uint8_t)(k - 1u) : m->pile;
        uint8_t at = text_col;
        if (k != 0) {
            num[1] = m->add[j];
            if (num[1] == 0) {
                continue;
            }
        }
        num[0] = j + 1u;
        text_fmt(k ? HAL_FSTR(" #%0+%1") : HAL_FSTR("#%0-%1"), 0, num);
        if (text_cut) {
            text_try(text_line, at);
            text_flash(HAL_FSTR(" .."));
            return;
        }
    }
}

/* A move after the row's prefix at column col: its longest form that fits; a hint that does
 * not fit after "Hint: " starts at column 0 (a number is never cut short); a board's
 * direction. */
static void view_lcd_move(const play_t *p, char *line, uint8_t col, const play_move_t *m, bool hint)
{
    uint8_t piles = p->pos.piles;
    uint8_t kind = p->game.kind;
    uint32_t num[2] = {m->take, m->pile + 1u};
    text_at(line, col);
    if (kind == PLAY_KIND_BOARD) {
        view_lcd_dir(m->pile);
        return;
    }
    for (uint8_t c = col;; c = 0) {
        text_try(line, c);
        if (view_lcd_spreads(m)) {
            view_lcd_spread(p, m);
        } else {
            /* "take <n>" and where from (" #<pile>" of several piles, " both" from every
             * pile, " @<coin>" on a ring), "-<n>" and where from, "-<n>" alone (row 0 marks
             * the pile); counting up: "add <n>" */
            text_fit(line, c,
                     p->count_up              ? HAL_FSTR("add %0")
                     : kind == PLAY_KIND_RING ? HAL_FSTR("take %0 @%1\n-%0 @%1\n-%0")
                     : m->pile == piles       ? HAL_FSTR("take %0 both\n-%0 both\n-%0")
                     : piles > 1              ? HAL_FSTR("take %0 #%1\n-%0 #%1\n-%0")
                                              : HAL_FSTR("take %0\n-%0"),
                     num);
        }
        if (!text_cut || !hint || c == 0) {
            return;
        }
    }
}

/* A message at the pen and, for those that take one, its number from the game after a blank
 * ("Max take is 3", "Count to 100"). */
static void view_lcd_msg(uint8_t msg, const play_t *p)
{
    view_lcd_word(msg);
    if (msg == MSG_MAX_TAKE || msg == MSG_COUNT_TO) {
        text_char(' ');
        text_num(msg == MSG_MAX_TAKE ? p->pos.limit : p->game.preset_n);
    }
}

void view_lcd_game(const screen_t *s, char *line0, char *line1)
{
    const play_t *p = s->play;
    const play_move_t *m = s->move;
    uint8_t col;
    switch ((screen_id_t)s->id) {
    case SCREEN_START:
        /* the position; ">Play", ">First  You|CPU" (the value at the right end) ... */
        col = view_lcd_position(line0, line1, p, m, true);
        col = col ? (uint8_t)(col - 1u) : 0u; /* beside a board: from the gap on */
        line1[col] = '>';
        text_at(line1, 0);
        view_lcd_word_right(s->msg_value);
        text_at(line1, (uint8_t)(col + 1u));
        view_lcd_msg(s->msg, p);
        break;
    case SCREEN_HINT:
        text_at(line0, 0);
        if (m) {
            text_flash(HAL_FSTR("Hint: "));
            view_lcd_move(p, line0, text_col, m, true);
        } else {
            text_flash(HAL_FSTR("No winning move"));
        }
        line1[0] = '>';
        text_at(line1, 1);
        view_lcd_word(s->msg);
        break;
    case SCREEN_OVER:
        /* "You win!" / "CPU wins!", how to go on */
        view_lcd_word(s->msg_value);
        text_flash(s->msg_value == MSG_YOU ? HAL_FSTR(" win!") : HAL_FSTR(" wins!"));
        text_at(line1, 0);
        text_flash(HAL_FSTR("SEL: play again"));
        break;
    case SCREEN_SPREAD: {
        /* "+1 to #2 left 3"; long numbers: "to" and then "left <n>" go when they do not fit
         * (row 0 marks the pile) */
        uint32_t num[3] = {m->add[s->index], s->index + 1u, s->value[0]};
        view_lcd_piles(line0, &s->after, s->index);
        text_fit(line1, 0, HAL_FSTR("+%0 to #%1 left %2\n+%0 #%1 left %2\n+%0 #%1"), num);
        break;
    }
    default: /* SCREEN_TURN */
        col = view_lcd_position(line0, line1, p, m, false);
        /* a refusal takes the whole row, beside a picture too */
        if (s->msg != MSG_NONE) {
            text_try(line1, 0);
            view_lcd_msg(s->msg, p);
            break;
        }
        if (col == VIEW_LCD_BESIDE_RING) { /* "You: 2" beside the coins */
            text_at(line1, col);
            view_lcd_word(s->msg_value);
            text_char(':');
            if (m) {
                text_char(' ');
                text_num(m->take);
            }
            break;
        }
        /* "<who>: " then the move (beside a board: the name on row 0, the move below it) */
        text_at(col ? line0 : line1, col);
        view_lcd_word(s->msg_value);
        text_char(':');
        if (col == 0) {
            col = (uint8_t)(text_col + 1u);
        }
        if (!m) {
            text_at(line1, col);
            text_flash(HAL_FSTR("thinking"));
        } else {
            view_lcd_move(p, line1, col, m, false);
        }
        break;
    }
}
