/* view_lcd_play.c - the LCD's game screens: the position (the piles on row 0 with '>' before
 * the chosen one and "max <limit>"; the coin circle's coins in glyphs and "max <K>"
 * beside them where it fits; the board walk's
 * picture, 4 x 2 custom glyphs on the left of both rows), the move in words ("take 3 #2",
 * "-<n>" when that does not fit, a spread "#1-4 #2+1" (each pile's change), a direction), whose turn, the start
 * screen's items, New Stone's spread step, the hint and the end. */

#include "attributes.h"
#include "games.h"
#include "hal_flash.h"
#include "hal_lcd.h"
#include "view_lcd.h"

/* "max <limit>" at the pen: the most a move may take. */
static NOINLINE void view_lcd_max(uint32_t limit)
{
    text_put_num(LCD_MAX_LIMIT, limit);
}

/* A ring's row 0 has room for " max <K>" after its coins: up to 10 coins, K below 10 (K is
 * at most n). A longer ring fills the row, and row 1 gives K after the move instead
 * (view_lcd_ring_move); the start screen gives every ring's K. */
static bool view_lcd_ring_room(const play_pos_t *pos)
{
    return (uint8_t)((uint8_t)pos->ring.n + ((uint8_t)pos->limit >= 10u)) <= 10u;
}

_Static_assert(PLAY_MAX_PILES <= 9u, "a pile's number is one digit");

void view_lcd_pile(uint8_t j)
{
    text_char('#');
    text_char((char)('1' + j));
}

/* Row 0 of piles: ">" before pile `mark` (before every pile when mark = piles, none when it
 * is out of range) and "  max <limit>" when there is a limit (a ring's size and limit, as the
 * start screen gives them, too); a row too long for 16 columns shows whole numbers only:
 * where the marked pile would pass column 15 the row starts over with it, named ("#3>4294967295
 * ..": which pile it is, issue 29, finding 13), and a pile whose number does not fit is left
 * out with those after it (" ..": more piles; the pen notes what it drops past column 15,
 * text_over). */
static NOINLINE void view_lcd_piles(const play_pos_t *pos, uint8_t mark)
{
    text_row(0, 0);
    for (uint8_t i = 0; i < pos->piles; i++) {
        uint8_t col = text_col;
        text_char(i == mark || mark == pos->piles ? '>' : ' ');
        text_num(pos->pile[i]);
        if (text_over && i <= mark && mark < pos->piles) {
            /* the marked pile passes column 15 (named from column 2 it never does) */
            text_from(text_rows[0], 0);
            view_lcd_pile(mark);
            i = (uint8_t)(mark - 1u); /* on from the marked pile */
        } else if (text_over) { /* its number does not fit: ".." after its separator, and no more */
            text_from(text_rows[0], (uint8_t)(col + 1u));
            text_char('.');
            text_char('.');
            return;
        }
    }
    if (pos->limit != 0) {
        text_put(LCD_TWO_BLANKS);
        view_lcd_max(pos->limit);
        if (text_over) {
            /* a limit's row has one pile (Bash; a ring's size): the closer form where the
             * first cuts the limit, "4294967295 max 6" (issue 29, finding 2) */
            text_from(text_rows[0], 0);
            text_num(pos->pile[0]);
            text_char(' ');
            view_lcd_max(pos->limit);
        }
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
                                      : (uint8_t)(1u + play_board_visited(p, at));
}

/* Pixel pairs of a square's top and bottom pixel row, by view_lcd_square: nothing, a dot, a
 * block, a diagonal pair. */
static const uint8_t view_lcd_pixels[4][2] = {{0, 0}, {2, 0}, {3, 3}, {2, 1}};

/* The board as 8 glyphs in columns 0..3 of both rows: glyph g shows square rows 4*(g/4) ..
 * +3 and columns 2*(g%4), +1, 2 x 2 pixels a square (the left one at pixel bits 4-3, the
 * right one at 1-0). */
static void view_lcd_board(const play_pos_t *p)
{
    for (uint8_t g = 0; g < 8u; g++) {
        uint8_t rows[8];
        uint8_t c = (uint8_t)((g & 3u) * 2u);
        for (uint8_t y = 0; y < 8u; y++) {
            uint8_t r = (uint8_t)((g >> 2) * 4u + (y >> 1));
            rows[y] = (uint8_t)(view_lcd_pixels[view_lcd_square(p, r, c)][y & 1u] << 3 |
                                view_lcd_pixels[view_lcd_square(p, r, (uint8_t)(c + 1u))][y & 1u]);
        }
        hal_lcd_define_glyph(g, rows);
        text_rows[g >> 2][g & 3u] = (char)(VIEW_LCD_GLYPH_BOARD + g);
    }
    view_lcd_board_shown = true;
}

/* The position (start and play screens), with the move sel when it takes something: the piles
 * on row 0 (">" before sel's pile when there are several), a ring's coins (sel's picked), or
 * a board's picture on the left of both rows. Returns the first column free on row 1. */
static uint8_t view_lcd_position(const play_t *p, const play_move_t *sel)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_lcd_board(pos);
        return 5;
    }
    if (p->game.kind == PLAY_KIND_RING) {
        /* a coin, a coin the move takes, '.' for a gap (a ring has at most 16 coins,
         * game_coin_circle.c's GAME_COIN_MAX: one row, their bits in 16) */
        uint8_t n = (uint8_t)pos->ring.n;
        uint16_t there = (uint16_t)pos->ring.coins;
        uint16_t after = there;
        if (sel) {
            after = (uint16_t)game_ring_after(pos, sel);
        }
        for (uint8_t i = 0; i < n; i++) {
            text_rows[0][i] = !(there & 1u) ? '.' : !(after & 1u) ? VIEW_LCD_GLYPH_PICKED : VIEW_LCD_GLYPH_STONE;
            there >>= 1;
            after >>= 1;
        }
        if (view_lcd_ring_room(pos)) {
            text_row(0, (uint8_t)(n + 1u));
            view_lcd_max(pos->limit);
        }
        return 0;
    }
    if (p->count_up) {
        /* count to 100: the running total, "Total 37  max 10" */
        text_row(0, 0);
        text_put_num(LCD_TOTAL, (uint8_t)(p->game.preset_n - (uint8_t)pos->pile[0])); /* both below 256 */
        text_put(LCD_TWO_BLANKS);
        view_lcd_max(pos->limit);
        return 0;
    }
    view_lcd_piles(pos, sel && pos->piles > 1 ? sel->pile : 0xFFu);
    return 0;
}

/* A move on a ring too long for K beside its coins, at the pen right after the player's
 * name and colon: "You:-2 @12 max 3", the most a move may take at the end. The first coin's
 * number goes where the row has no room for it ("You:-12 max 16"): row 0 marks the coins
 * the move takes. */
static void view_lcd_ring_move(const play_t *p, const play_move_t *m)
{
    uint8_t k = (uint8_t)p->pos.limit; /* at most the ring's 16 coins */
    /* " @<coin> max K": the coin's number and K one digit each, or two from 10 on */
    uint8_t width = (uint8_t)(2u + 1u + 5u + 1u + (m->pile + 1u >= 10u) + (k >= 10u));
    text_char('-');
    text_num(m->take);
    if (text_col + width <= TEXT_COLS) {
        text_put_num(LCD_AT_COIN, m->pile + 1u);
    }
    text_char(' ');
    view_lcd_max(k);
}

/* Puts one entry of a spreading move at the pen, a blank before it unless it starts the
 * move: "#<pile>-<n>" (the pile taken from: all it loses) or "#<pile>+<n>". */
static NOINLINE void view_lcd_spread_entry(uint8_t j, const play_move_t *m, bool first)
{
    if (!first) {
        text_char(' ');
    }
    view_lcd_pile(j);
    if (j == m->pile) {
        text_char('-');
        text_num(play_move_loss(m));
    } else {
        text_char('+');
        text_num(m->add[j]);
    }
}

/* A spreading move (New Stone), each pile's change in one sense: the pile taken from loses
 * what is taken and what moves on ("#4-4" for take 2, 2 to #3), the others gain ("#3+2").
 * Whole, in the piles' order; or cut short: the pile taken from first, then the entries
 * that leave room for " .." after them, and ".." (more than the row holds). */
static void view_lcd_spread(const play_move_t *m, uint8_t piles, bool whole)
{
    bool first = true;
    if (!whole) {
        view_lcd_spread_entry(m->pile, m, first);
        first = false;
    }
    for (uint8_t j = 0; j < piles; j++) {
        if (j == m->pile ? !whole : m->add[j] == 0) {
            continue;
        }
        uint8_t col = text_col;
        view_lcd_spread_entry(j, m, first);
        first = false;
        if (!whole && text_col > TEXT_COLS - 3u) { /* no room for " ..": take it back */
            text_from(text_line, col);
            text_char(' ');
            text_put(LCD_MORE);
            return;
        }
    }
}

/* Puts what a move takes from, after its amount: " @<coin>" on a ring, " both" from every
 * pile, " #<pile>" when there are several piles (nothing with one). */
static void view_lcd_move_from(const play_t *p, const play_move_t *m)
{
    if (p->game.kind == PLAY_KIND_RING) {
        text_put_num(LCD_AT_COIN, m->pile + 1u);
    } else if (m->pile == p->pos.piles) {
        text_put(LCD_BOTH);
    } else if (p->pos.piles > 1) {
        text_char(' ');
        view_lcd_pile(m->pile);
    }
}

/* The forms of a move a row tries, longest first, until one fits: where it starts (after
 * the row's prefix, or from column 0 over it) and how it is worded. */
#define VIEW_LCD_FROM_0 1u  /* from column 0: the prefix gives way */
#define VIEW_LCD_SHORT 2u   /* "-3 #2" rather than "take 3 #2"; a spread cut short */
#define VIEW_LCD_NO_PILE 4u /* "-3": the pile left out (row 0 marks it) */
#define VIEW_LCD_HINT 8u    /* a hint's form only */
#define VIEW_LCD_PLAYER 16u /* a player's form only */
static const uint8_t view_lcd_move_forms[] HAL_FLASH = {
    0, VIEW_LCD_SHORT, VIEW_LCD_HINT | VIEW_LCD_SHORT | VIEW_LCD_FROM_0,
    VIEW_LCD_PLAYER | VIEW_LCD_SHORT | VIEW_LCD_NO_PILE,
    /* a coach's word longer than a name ("Great: "), with ten digits: the word gives way */
    VIEW_LCD_PLAYER | VIEW_LCD_SHORT | VIEW_LCD_NO_PILE | VIEW_LCD_FROM_0,
};
static const uint8_t view_lcd_spread_forms[] HAL_FLASH = {
    0, VIEW_LCD_HINT | VIEW_LCD_FROM_0, VIEW_LCD_SHORT, VIEW_LCD_FROM_0,
    VIEW_LCD_SHORT | VIEW_LCD_FROM_0,
};

/* A move after the row's prefix (a player's "P2: " before col; a hint's "Hint: ", which the
 * move writes: col 0), in the first of its forms that fits: "take <n>" and " #<pile>"
 * (" both": from every pile; " @<coin>" on a ring), or "-<n>" and the pile; a hint (its row
 * names nothing else) then from column 0 without its prefix, a player's row (row 0 marks the
 * pile) keeps its prefix and leaves the pile out: a number is never cut short. A spreading
 * move whole after the prefix, a hint's whole from column 0, cut short after the prefix,
 * whole from column 0, cut short from column 0. A board's direction. */
static void view_lcd_move(const play_t *p, uint8_t row, uint8_t col, const play_move_t *m, bool hint)
{
    if (p->game.kind == PLAY_KIND_BOARD) {
        text_row(row, col);
        if (hint) {
            text_put(LCD_HINT);
        }
        view_lcd_dir(m->pile);
        return;
    }
    const uint8_t *b = (const uint8_t *)m->add; /* any stone moved: a byte of add[] not 0 */
    uint8_t spread = 0;
    for (uint8_t k = 0; k < sizeof m->add; k++) {
        spread |= b[k];
    }
    const uint8_t *forms = spread ? view_lcd_spread_forms : view_lcd_move_forms;
    uint8_t count = spread ? sizeof view_lcd_spread_forms : sizeof view_lcd_move_forms;
    uint8_t skip = hint ? VIEW_LCD_PLAYER : VIEW_LCD_HINT;
    for (uint8_t i = 0; i < count; i++) { /* (the last form of each always fits) */
        uint8_t form = hal_flash_byte(&forms[i]);
        if (form & skip) {
            continue;
        }
        text_from(text_rows[row], hint || (form & VIEW_LCD_FROM_0) ? 0u : col);
        if (hint && !(form & VIEW_LCD_FROM_0)) {
            text_put(LCD_HINT);
        }
        if (spread) {
            view_lcd_spread(m, p->pos.piles, !(form & VIEW_LCD_SHORT));
        } else {
            if (form & VIEW_LCD_SHORT) {
                text_char('-');
            } else {
                text_put(p->count_up ? LCD_ADD : LCD_TAKE); /* count to 100: adds */
            }
            text_num(m->take);
            if (!(form & VIEW_LCD_NO_PILE)) {
                view_lcd_move_from(p, m);
            }
        }
        if (!text_over) {
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

void view_lcd_won_lost(const screen_t *s)
{
    text_put_num(LCD_WON, s->value[0]);
    text_put_num(LCD_LOST, s->value[1]);
}

void view_lcd_game(const screen_t *s)
{
    const play_t *p = s->play;
    const play_move_t *m = s->move;
    uint8_t col;
    switch ((screen_id_t)s->id) {
    case SCREEN_START:
    case SCREEN_HINT:
        /* row 0: the start screen's position (a ring's size and limit in numbers, " 11  max
         * 3", as a Bash pile), or the hint; row 1 the item after '>' (">Play", ">Why"), its
         * value at the right end (">First  You|CPU") */
        col = 0;
        if (s->id == SCREEN_HINT) {
            if (m) {
                view_lcd_move(p, 0, 0, m, true);
            } else {
                text_put(LCD_NO_WINNING_MOVE);
            }
        } else if (p->game.kind == PLAY_KIND_RING) {
            view_lcd_piles(&p->pos, 0xFFu);
        } else {
            col = view_lcd_position(p, m);
        }
        /* the item's value at row 1's end, at row 0's beside a board's picture (the item from
         * column 5: ">Play" and "No misere" do not fit one row, issue 29, finding 1) */
        text_rows[1][col] = '>';
        text_row(col == 0 ? 1u : 0u, 0);
        view_lcd_word_right(s->msg_value);
        text_row(1, (uint8_t)(col + 1u));
        view_lcd_msg(s->msg, p);
        break;
    case SCREEN_OVER:
        if (s->msg != MSG_NONE) { /* the keys, in turn with the result */
            view_lcd_word(s->msg);
            text_row(1, 0);
            text_put(LCD_LEFT_MENU);
            break;
        }
        view_lcd_verdict(s->msg_value, true); /* "You win!", "CPU wins!" */
        text_char('!');
        text_row(1, 0);
        if (s->index) { /* a game that counted: the totals */
            view_lcd_won_lost(s);
        } else if (!s->cursor) { /* (the demo's row 1: blank) */
            view_lcd_word(MSG_AGAIN);
        }
        break;
    case SCREEN_SPREAD:
        /* row 0: the piles as the move leaves them so far, '>' on the pile receiving */
        view_lcd_piles(&s->after, s->index);
        /* "+1 to #2 left 3"; long numbers: "to" and then "left <n>" go when they do not fit
         * (row 0 marks the pile) */
        text_row(1, 0);
        text_char('+');
        text_num(m->add[s->index]);
        text_put(text_col > 10u ? LCD_BLANK : LCD_SPREAD_TO);
        view_lcd_pile(s->index);
        col = text_col;
        text_put_num(LCD_LEFT_N, s->value[0]);
        if (text_over) {
            text_from(text_rows[1], col); /* taken back */
        }
        break;
    default: /* SCREEN_TURN */
        col = view_lcd_position(p, m);
        /* a refusal takes the whole row, beside a board too */
        if (s->msg != MSG_NONE) {
            text_row(1, 0);
            view_lcd_msg(s->msg, p);
            break;
        }
        /* "<who>: " then the move (beside a board: the name on row 0, the move below it) */
        text_row(col ? 0u : 1u, col);
        view_lcd_word(s->msg_value);
        text_char(':');
        if (col == 0) {
            col = (uint8_t)(text_col + 1u);
        }
        if (!m) {
            text_row(1, col);
            text_put(LCD_THINKING);
        } else if (p->game.kind == PLAY_KIND_RING && !view_lcd_ring_room(&p->pos)) {
            view_lcd_ring_move(p, m); /* no blank after the colon: "You:-2 @12 max 3" */
        } else {
            view_lcd_move(p, 1, col, m, false);
        }
        break;
    }
}
