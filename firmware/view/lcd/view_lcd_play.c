/* view_lcd_play.c - the LCD's game screens: the position (the piles on row 0 with '>' before
 * the chosen one and "max <limit>"; the coin circle's coins in glyphs; the board walk's
 * picture, 4 x 2 custom glyphs on the left of both rows), the move in words ("take 3 #2",
 * "-<n>" when that does not fit, a spread "#1-3 #2+1", a direction), whose turn, the start
 * screen's items, New Stone's spread step, the hint and the end. */
#include <string.h>

#include "coin_circle.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "view_lcd.h"

static const char view_lcd_dirs[] HAL_FLASH = HAL_FTEXT("up\nleft\nright\ndown");

uint8_t view_lcd_put_dir(char *line, uint8_t col, uint8_t d)
{
    return text_put_flash_line(line, col, view_lcd_dirs, d & 3u);
}

/* Row 0 of piles: ">" before pile `mark` (before every pile when mark = piles, none when it
 * is out of range) and "max <limit>" when there is a limit; a row too long for 16 columns
 * starts so that the marked pile's number ends it. */
static void view_lcd_piles(char *line, const play_pos_t *pos, uint8_t mark)
{
    char buf[PLAY_MAX_PILES * 11u + TEXT_LINE_SIZE];
    uint8_t n = 0;
    uint8_t start = 0;
    for (uint8_t i = 0; i < pos->piles; i++) {
        buf[n++] = i == mark || mark == pos->piles ? '>' : ' ';
        n = (uint8_t)(n + text_u32(buf + n, pos->pile[i]));
        if (i == mark && n > TEXT_COLS) {
            start = (uint8_t)(n - TEXT_COLS);
        }
    }
    if (pos->limit != 0) {
        /* "  max <limit>" (16 columns at most), then blanks: the line is blank there too */
        text_line_clear(buf + n);
        text_put_flash_u32(buf + n, 2, HAL_FSTR("max "), pos->limit);
    }
    text_put(line, 0, buf + start);
}

/* A board square as drawn: 0 off the board, 1 free, 2 visited, 3 the token. */
static uint8_t view_lcd_square(const play_pos_t *p, uint8_t r, uint8_t c)
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

/* The position (start and play screens), with the move sel when it takes something: the piles
 * on row 0 (">" before sel's pile when there are several), a ring's coins (sel's picked), or
 * a board's picture on the left of both rows. Returns the first column free on row 1. */
static uint8_t view_lcd_position(char *line0, char *line1, const play_t *p, const play_move_t *sel)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_lcd_board(pos, line0, line1);
        return 5;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        /* a coin, a coin the move takes, '.' for a gap */
        uint8_t n = (uint8_t)pos->ring.n;
        uint32_t there = pos->ring.coins;
        uint32_t after = there;
        if (sel) {
            coin_move_t m = {sel->pile, (uint8_t)sel->take};
            after = coin_take(there, n, m);
        }
        for (uint8_t i = 0; i < n; i++) {
            line0[i] = !(there & 1u) ? '.' : !(after & 1u) ? VIEW_LCD_GLYPH_PICKED : VIEW_LCD_GLYPH_STONE;
            there >>= 1;
            after >>= 1;
        }
        return 0;
    }
    view_lcd_piles(line0, pos, sel && pos->piles > 1 ? sel->pile : 0xFFu);
    return 0;
}

/* Writes one entry of a spreading move, "#<pile>-<n>" (the pile taken from) or "#<pile>+<n>",
 * and a blank; returns the next column. */
static uint8_t view_lcd_spread_entry(char *line, uint8_t col, uint8_t j, bool from, const char *num)
{
    line[col] = '#';
    line[col + 1u] = (char)('1' + j);
    line[col + 2u] = from ? '-' : '+';
    return (uint8_t)(text_put(line, (uint8_t)(col + 3u), num) + 1u);
}

/* A move after the row's prefix (col > 0): "take <n>" and " #<pile>" (" both": from every
 * pile; " @<coin>" on a ring) when there are several piles; "-<n>" when that does not fit.
 * A number is never cut short: when even "-<n>" and the pile do not fit, a hint (its row names
 * nothing else) starts from column 0 over the prefix, and a player's row (row 0 marks the pile)
 * keeps its prefix and leaves the pile out. A spreading move, "#<pile>-<removed>" and
 * "#<j>+<added>" for each pile it adds to, from column 0 when a hint does not fit after its
 * prefix; when it does not fit at all, the pile taken from first, then the whole entries that
 * fit and ".." (from column 0 only when the first entry does not fit after the prefix). A
 * board's direction. */
static void view_lcd_move(const play_t *p, char *line, uint8_t col, const play_move_t *m, bool hint)
{
    uint8_t piles = p->pos.piles;
    char num[11];
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_lcd_put_dir(line, col, m->pile);
        return;
    }
    const uint8_t *b = (const uint8_t *)m->add; /* any stone moved: a byte of add[] not 0 */
    uint8_t spread = 0;
    for (uint8_t k = 0; k < sizeof m->add; k++) {
        spread |= b[k];
    }
    uint8_t len = text_u32(num, m->take);
    if (spread) {
        uint8_t total = (uint8_t)(3u + len); /* columns of the whole move */
        for (uint8_t j = 0; j < piles; j++) {
            if (m->add[j] != 0) {
                total = (uint8_t)(total + 4u + text_u32(num, m->add[j]));
            }
        }
        bool fits = col + total <= TEXT_COLS;
        if ((!fits && hint && total <= TEXT_COLS) || (!fits && col + 3u + len > TEXT_COLS - 3u)) {
            memset(line, ' ', col);
            col = 0;
            fits = total <= TEXT_COLS;
        }
        if (!fits) { /* the pile taken from first */
            text_u32(num, m->take);
            col = view_lcd_spread_entry(line, col, m->pile, true, num);
        }
        for (uint8_t j = 0; j < piles; j++) {
            if (j == m->pile ? !fits : m->add[j] == 0) {
                continue;
            }
            uint8_t n = text_u32(num, j == m->pile ? m->take : m->add[j]);
            if (!fits && col + 3u + n > TEXT_COLS - 3u) {
                text_put_flash(line, col, HAL_FSTR(".."));
                break;
            }
            col = view_lcd_spread_entry(line, col, j, j == m->pile, num);
        }
        return;
    }
    uint8_t suffix = p->game.kind == PLAY_KIND_RING ? (m->pile >= 9u ? 4u : 3u)
                     : m->pile == piles             ? 5u
                     : piles > 1                    ? 3u
                                                    : 0u;
    if (col + 5u + len + suffix <= TEXT_COLS) {
        col = text_put_flash(line, col, HAL_FSTR("take "));
    } else {
        if (col + 1u + len + suffix > TEXT_COLS) {
            if (hint) {
                memset(line, ' ', col);
                col = 0;
            } else {
                suffix = 0;
            }
        }
        line[col++] = '-';
    }
    col = text_put(line, col, num);
    if (suffix == 0) {
        return;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        text_put_u32(line, text_put_flash(line, col, HAL_FSTR(" @")), m->pile + 1u);
    } else if (m->pile == piles) {
        text_put_flash(line, col, HAL_FSTR(" both"));
    } else {
        line[col + 1u] = '#';
        line[col + 2u] = (char)('1' + m->pile);
    }
}

/* A message and, for those that take one, its number from the game after a blank ("Max take
 * is 3", "Count to 100"). */
static void view_lcd_put_msg(char *line, uint8_t col, uint8_t msg, const play_t *p)
{
    col = view_lcd_put_word(line, col, msg);
    if (msg == MSG_MAX_TAKE) {
        text_put_u32(line, (uint8_t)(col + 1u), p->pos.limit);
    } else if (msg == MSG_COUNT_TO) {
        text_put_u32(line, (uint8_t)(col + 1u), p->game.preset_n);
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
        col = view_lcd_position(line0, line1, p, m);
        line1[col] = '>';
        if (s->msg_value != MSG_NONE) {
            view_lcd_put_word_right(line1, s->msg_value);
        }
        view_lcd_put_msg(line1, (uint8_t)(col + 1u), s->msg, p);
        break;
    case SCREEN_HINT:
        if (m) {
            view_lcd_move(p, line0, text_put_flash(line0, 0, HAL_FSTR("Hint: ")), m, true);
        } else {
            text_put_flash(line0, 0, HAL_FSTR("No winning move"));
        }
        line1[0] = '>';
        view_lcd_put_word(line1, 1, s->msg);
        break;
    case SCREEN_OVER:
        col = view_lcd_put_word(line0, 0, s->msg_value);
        text_put_flash(line0, col, s->msg_value == MSG_YOU ? HAL_FSTR(" win!") : HAL_FSTR(" wins!"));
        if (p->vs_cpu) {
            col = text_put_flash_u32(line1, 0, HAL_FSTR("Won "), s->value[0]);
            text_put_flash_u32(line1, col, HAL_FSTR(" lost "), s->value[1]);
        } else {
            text_put_flash(line1, 0, HAL_FSTR("SEL: new game"));
        }
        break;
    case SCREEN_SPREAD:
        view_lcd_piles(line0, &p->pos, s->index);
        /* "+1 to #2 left 3"; long numbers: "to" and then "left <n>" go when they do not fit
         * (row 0 marks the pile) */
        col = text_put_flash_u32(line1, 0, HAL_FSTR("+"), m->add[s->index]);
        col = text_put_flash(line1, col, col <= 10u ? HAL_FSTR(" to #") : HAL_FSTR(" #"));
        if (col < TEXT_COLS) {
            line1[col++] = (char)('1' + s->index);
        }
        {
            char num[11];
            if (col + 6u + text_u32(num, s->value[0]) <= TEXT_COLS) {
                text_put_flash_u32(line1, (uint8_t)(col + 1u), HAL_FSTR("left "), s->value[0]);
            }
        }
        break;
    default: /* SCREEN_TURN */
        col = view_lcd_position(line0, line1, p, m);
        /* a refusal takes the whole row, beside a board too */
        if (s->msg != MSG_NONE) {
            view_lcd_put_msg(line1, 0, s->msg, p);
            break;
        }
        /* "<who>: " then the move (beside a board: the name on row 0, the move below it) */
        {
            char *line = col ? line0 : line1;
            uint8_t end = view_lcd_put_word(line, col, s->msg_value);
            line[end] = ':';
            if (col == 0) {
                col = (uint8_t)(end + 2u);
            }
        }
        if (!m) {
            text_put_flash(line1, col, HAL_FSTR("thinking"));
        } else {
            view_lcd_move(p, line1, col, m, false);
        }
        break;
    }
}
