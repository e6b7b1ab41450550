/* view_seg7_play.c - the 7-segment view's game screens. The LEDs say whose turn it is (LED 1
 * you / player 1, LED 8 the computer / player 2) and which pile a move takes from (LEDs 2..7
 * for piles 1..6); the digits show the piles and the move ("3 5 7 -1"; when that does not
 * fit, the chosen pile and the move, "4009  -12"). The coin circle and the board walk are
 * drawn: the ring's coins round the outline of the first digits, clockwise from the top
 * left, with K beside them; the board as the token's row and the rows above and below it,
 * one digit a column. The coins a move takes, the square it goes to, blink. */

#include "hal_flash.h"
#include "attributes.h"
#include "decimal.h"
#include "view_seg7.h"

NOINLINE uint8_t view_seg7_pile_leds(uint8_t pile, uint8_t piles)
{
    uint8_t leds = 0;
    uint8_t led = SEG7_LED_P1 << 1;
    for (uint8_t j = 0; j < piles; j++, led = (uint8_t)(led << 1)) {
        if (j == pile || pile == piles) {
            leds |= led;
        }
    }
    return leds;
}

/* The piles: "3 5 7". */
static void seg7_piles(const play_pos_t *pos)
{
    for (uint8_t i = 0; i < pos->piles; i++) {
        if (i != 0) {
            seg7_char(' ');
        }
        seg7_num(pos->pile[i]);
    }
}

/* The piles, or count to 100's running total ("37": the preset less the pile). */
static void seg7_count(const play_t *p)
{
    if (p->count_up) {
        seg7_num((uint8_t)(p->game.preset_n - (uint8_t)p->pos.pile[0])); /* both below 256 */
    } else {
        seg7_piles(&p->pos);
    }
}

/* The position in numbers (the start screen): the piles "3 5 7" (a ring's coins, a board's
 * side: its size; count to 100's total), and " uP to 3" with a take limit. */
static void seg7_position(const play_t *p)
{
    const play_pos_t *pos = &p->pos;
    seg7_count(p);
    if (pos->limit != 0) {
        seg7_char(' ');
        view_seg7_msg(MSG_MAX_TAKE, p);
    }
}

/* The ring, drawn round the first w digits as a loop of 2w + 4 segments, clockwise from
 * the top left: the top segments (a) left to right, the last digit's right side (b, c), the
 * bottom segments (d) right to left, the first digit's left side (e, f); w is the fewest
 * digits with room for n coins (1 for up to 6: a digit's outline, 6 for 16). The coins move m
 * takes (`take` from coin `pile` on, clockwise) blink. K, the most a move may take, at the
 * right end: " uP3" where it fits, else " 3", else "16" (the loop's right side parts it). */
static void seg7_ring(const play_pos_t *pos, const play_move_t *m)
{
    seg7_line_t *l = &seg7;
    uint8_t n = (uint8_t)pos->ring.n;
    uint8_t w = n < 5u ? 1u : (uint8_t)((n - 3u) / 2u);
    uint16_t there = (uint16_t)pos->ring.coins; /* at most 16 coins (GAME_COIN_MAX) */
    for (uint8_t d = 0; d < w; d++) {
        l->cell[d] = 0;
    }
    l->len = w;
    uint8_t d = 0; /* coin i's place: digit d, segment seg (a to f: one bit each, clockwise) */
    uint8_t seg = HAL_SEG7_A;
    for (uint8_t i = 0; i < n; i++, there >>= 1) {
        uint8_t from = (uint8_t)(i + n - (m ? m->pile : 0u)); /* coins from the move's first */
        if (there & 1u) {
            l->cell[d] |= seg;
        }
        if (from >= n) {
            from = (uint8_t)(from - n);
        }
        if (m && from < m->take) {
            l->blink[d] |= seg;
        }
        /* on along the top to the last digit, back along the bottom to the first, else round
         * a side to the next segment */
        if (seg == HAL_SEG7_A && d + 1u < w) {
            d++;
        } else if (seg == HAL_SEG7_D && d != 0) {
            d--;
        } else {
            seg = (uint8_t)(seg << 1);
        }
    }
    uint8_t k = (uint8_t)pos->limit; /* at most n */
    uint8_t room = (uint8_t)(SEG7_DIGITS - w - decimal_digits(k)); /* digits beside K */
    if (room != 0) {
        seg7_right();
        if (room >= 3u) {
            seg7_text(SEG7_UP);
        }
    }
    seg7_num(k);
}

/* The board's row `row` as a bit a column (bit j: square visited); every bit set off the
 * board. (The visited squares' bits read a byte at a time: bit s of the 64 is bit s % 8 of
 * byte s / 8, the words being little-endian.) */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the visited words' bytes in bit order");
static uint8_t seg7_row(const play_pos_t *pos, uint8_t row)
{
    uint8_t n = (uint8_t)pos->board.n;
    uint8_t bits = 0;
    if (row >= n) {
        return 0xFFu;
    }
    for (uint8_t j = n, sq = (uint8_t)(row * n + n); j-- > 0;) {
        sq--;
        bits = (uint8_t)(bits << 1 | play_board_visited(pos, sq));
    }
    return bits;
}

/* The board, one digit a column: the token's row on segment g (lit: visited), the row above
 * on a and the row below on d (lit: visited or off the board), the token as the digit's
 * sides (b c e f). The square move m goes to is lit and blinks. */
static void seg7_board(const play_pos_t *pos, const play_move_t *m)
{
    /* a move's target by PLAY_DIR_*: the segment, the column beside the token (+1 of it) */
    static const uint8_t segs[4] HAL_FLASH = {HAL_SEG7_A, HAL_SEG7_G, HAL_SEG7_G, HAL_SEG7_D};
    static const uint8_t cols[4] HAL_FLASH = {1, 0, 2, 1};
    seg7_line_t *l = &seg7;
    uint8_t n = (uint8_t)pos->board.n;
    uint8_t c = (uint8_t)pos->board.at; /* the token's column and row */
    uint8_t r = 0;
    while (c >= n) {
        c = (uint8_t)(c - n);
        r++;
    }
    uint8_t above = seg7_row(pos, (uint8_t)(r - 1u));
    uint8_t here = seg7_row(pos, r);
    uint8_t below = seg7_row(pos, (uint8_t)(r + 1u));
    for (uint8_t j = 0; j < n; j++, above >>= 1, here >>= 1, below >>= 1) {
        uint8_t seg = j == c ? (uint8_t)(HAL_SEG7_B | HAL_SEG7_C | HAL_SEG7_E | HAL_SEG7_F)
                             : (uint8_t)((here & 1u) * HAL_SEG7_G);
        l->cell[j] = (uint8_t)(seg | (above & 1u) * HAL_SEG7_A | (below & 1u) * HAL_SEG7_D);
    }
    l->len = n;
    if (m) {
        uint8_t d = m->pile & 3u;
        uint8_t j = (uint8_t)(c + hal_flash_byte(&cols[d]) - 1u);
        if (j < n) {
            uint8_t seg = hal_flash_byte(&segs[d]);
            l->cell[j] |= seg;
            l->blink[j] = seg;
        }
    }
}

/* A move in words: "-3" (the pile on the LEDs), New Stone's "-4 1 to P2" (all the pile loses, then the stones
 * of the rest each pile gets), "-2 At 5" on a ring (two coins from coin 5), a board's
 * direction. */
static void seg7_move(const play_t *p, const play_move_t *m)
{
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_seg7_dir(m->pile);
        return;
    }
    /* what the pile loses: taken, and moved on (New Stone: "-4 2 to P3", 2 of the 4 go to
     * pile 3) */
    if (p->count_up) { /* count to 100: "Add 5" to the total ('+' has no 7-segment form) */
        seg7_text(SEG7_ADD);
    } else {
        seg7_char('-');
    }
    seg7_num(play_move_loss(m));
    if (p->game.kind == PLAY_KIND_RING) {
        seg7_text(SEG7_AT);
        seg7_num(m->pile + 1u);
        return;
    }
    for (uint8_t j = 0; j < p->pos.piles; j++) {
        if (m->add[j] != 0) {
            seg7_char(' ');
            seg7_num(m->add[j]);
            seg7_text(SEG7_TO_PILE);
            seg7_num(j + 1u);
        }
    }
}

void view_seg7_page(const screen_t *s)
{
    seg7_line_t *l = &seg7;
    if (l->marquee) {
        l->page = 0; /* the position scrolls (a pile of many digits): no page */
        return;
    }
    for (; l->len < SEG7_DIGITS; l->len++) {
        l->cell[l->len] = 0;
    }
    if (s->play->game.kind == PLAY_KIND_BOARD) {
        view_seg7_dir(s->move->pile); /* "dn" */
    } else {
        view_seg7_msg(MSG_MAX_TAKE, s->play); /* "uP to 3" */
    }
    if (l->len > 2u * SEG7_DIGITS) { /* no room on a page ("uP to 4294967295"): none */
        l->len = SEG7_DIGITS;
        l->page = 0;
    }
}

void view_seg7_score(const screen_t *s)
{
    seg7_num(s->value[0]);
    seg7_char('-');
    seg7_num(s->value[1]);
}

void view_seg7_msg(uint8_t msg, const play_t *p)
{
    view_seg7_word(msg);
    if (msg == MSG_MAX_TAKE || msg == MSG_COUNT_TO) {
        seg7_char(' ');
        seg7_num(msg == MSG_MAX_TAKE ? p->pos.limit : p->game.preset_n);
    }
}

void view_seg7_game(const screen_t *s)
{
    seg7_line_t *l = &seg7;
    const play_t *p = s->play;
    const play_pos_t *pos = &p->pos;
    const play_move_t *m = s->move;
    uint8_t kind = p->game.kind;
    /* whose turn, and the piles the move takes from */
    l->leds = p->turn == PLAY_P1 ? SEG7_LED_P1 : SEG7_LED_P2;
    if (m && kind == PLAY_KIND_PILES) {
        l->leds |= view_seg7_pile_leds(m->pile, pos->piles);
    }
    switch ((screen_id_t)s->id) {
    case SCREEN_START:
        /* "Go 3 5 7", "1St  you", "FoE  CPU", "rAnd 3 5 7", "EdIt", "to 100"; with the
         * Misere setting "Go 3 5 7 LASt bAd" (or "LASt GOOd": it does not apply) */
        l->leds = 0;
        view_seg7_msg(s->msg, p);
        if (s->msg == MSG_PLAY || s->msg == MSG_RANDOM) {
            seg7_right();
            seg7_position(p);
        }
        if (s->msg_value != MSG_NONE) {
            seg7_right();
            view_seg7_word(s->msg_value);
        }
        break;
    case SCREEN_HINT:
        /* "-1 PrOOF": the winning move (its pile on the LEDs), or "LOSt"; the menu's item */
        if (m) {
            seg7_move(p, m);
        } else {
            seg7_text(SEG7_LOST);
        }
        seg7_right();
        view_seg7_word(s->msg);
        break;
    case SCREEN_OVER:
        /* "you rULE 3-2" (this game's wins and losses against the computer), "P2 rULES";
         * the winner's half of the LEDs */
        if (s->msg != MSG_NONE) { /* "Go AGAIn", in turn with the result: the LEDs over S1
                                   * (the menu) and S5 (again) */
            l->leds = 0x11u;
            view_seg7_word(s->msg);
            break;
        }
        l->leds = s->msg_value == MSG_YOU || s->msg_value == MSG_P1 ? 0x0Fu : 0xF0u;
        view_seg7_word(s->msg_value);
        seg7_text(s->msg_value == MSG_YOU ? SEG7_RULE : SEG7_RULES);
        if (s->index) { /* a game that counted: the totals */
            seg7_right();
            view_seg7_score(s);
        }
        break;
    case SCREEN_SPREAD:
        /* New Stone: the piles as the move leaves them so far, its rest (value[0]) moving as
         * UP / DOWN put stones on the pile whose LED is lit ("3 3 0" from 2 3 5, taking 4 of
         * the 5 and putting 1 on the first) */
        l->leds = (uint8_t)((l->leds & (SEG7_LED_P1 | SEG7_LED_P2)) |
                            view_seg7_pile_leds(s->index, pos->piles));
        seg7_piles(&s->after);
        break;
    default: /* SCREEN_TURN: a refusal for a moment; the coach's word; the position, the move
              * (none while the computer thinks) */
        if (s->msg != MSG_NONE) {
            view_seg7_msg(s->msg, p);
        } else if (view_coach_word(s->msg_value)) {
            /* the coach's word on the person's move about to be played: "Found It", "Good",
             * "uh-oh -3" (the move that won, its pile's LED lit) */
            view_seg7_word(s->msg_value);
            if (s->msg_value == MSG_COACH_THREW) {
                seg7_right();
                seg7_move(p, m);
            }
        } else if (kind == PLAY_KIND_RING) {
            seg7_ring(pos, m);
        } else if (kind == PLAY_KIND_BOARD) {
            seg7_board(pos, m);
            l->page = m != 0; /* the direction in a word (finding 5) */
        } else {
            seg7_count(p);
            if (m) {
                for (uint8_t all = 1;; all = 0) {
                    seg7_right();
                    seg7_move(p, m);
                    if (l->len <= SEG7_DIGITS || !all || m->pile == pos->piles) {
                        break;
                    }
                    l->len = 0; /* the chosen pile alone */
                    seg7_num(pos->pile[m->pile]);
                }
            }
            l->page = pos->limit != 0; /* Bash's cap (finding 11) */
        }
        break;
    }
}
