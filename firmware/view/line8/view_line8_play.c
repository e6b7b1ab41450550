/* view_line8_play.c - the line8 view's game screens, in one row of eight characters.
 *
 * The player's move is shown on the position: the piles with '>' before the pile it takes from
 * (before each pile for a move from both), then what it takes: "3>5 7 -2". When that does not
 * fit, the chosen pile alone with its number: "#2:5 -2"; between two players "1:" or "2:" says
 * whose turn it is. The computer's move is its own words, "CPU #2-1" ("CPU ..." while it
 * thinks). A ring of coins is a row of 'o' (a coin), '.' (a gap) and 'x' (a coin the move
 * takes) after the move ("-2@5 ooxxo.o"); the board walk the move and the token's row ('@'
 * the token, '#' a square visited, '.' a free one): "up .#@..". A line longer than eight
 * characters scrolls, its start (the move) shown first. */
#include "attributes.h"
#include "view_line8.h"

/* The piles, '>' before the pile `mark` (== piles: before each), a blank between the others:
 * "3>5 7"; mark > piles: no mark. */
static void line8_piles(const play_pos_t *pos, uint8_t mark)
{
    for (uint8_t i = 0; i < pos->piles; i++) {
        if (i == mark || mark == pos->piles) {
            line8_char('>');
        } else if (i != 0) {
            line8_char(' ');
        }
        line8_num(pos->pile[i]);
    }
}

/* The piles without a mark, or count to 100's running total ("37": the preset less the pile),
 * or a board's size ("5x5"). */
static void line8_count(const play_t *p)
{
    if (p->count_up) {
        line8_num((uint8_t)(p->game.preset_n - (uint8_t)p->pos.pile[0])); /* both below 256 */
    } else if (p->game.kind == PLAY_KIND_BOARD) {
        line8_num(p->pos.board.n);
        line8_char('x');
        line8_num(p->pos.board.n);
    } else {
        line8_piles(&p->pos, 0xFFu);
    }
}

/* The position in numbers (the start screen): "3 5 7", and " Cap 3" with a take limit. */
static void line8_position(const play_t *p)
{
    line8_count(p);
    if (p->pos.limit != 0) {
        line8_char(' ');
        view_line8_msg(MSG_MAX_TAKE, p);
    }
}

/* What a move takes, without its pile: "-3"; count to 100's "+3". */
static void line8_amount(const play_t *p, const play_move_t *m)
{
    line8_char(p->count_up ? '+' : '-');
    line8_num(play_move_loss(m));
}

/* A move in its own words: "-3" (one pile), "#2-3", "both-2", New Stone's "#3-5 +1#1" (all the
 * pile loses, then the stones of the rest each pile gets), a ring's "-2@5", a board's
 * direction, count to 100's "+3". */
static NOINLINE void line8_move(const play_t *p, const play_move_t *m)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.kind == PLAY_KIND_BOARD) {
        view_line8_dir(m->pile);
        return;
    }
    if (p->game.kind == PLAY_KIND_PILES && pos->piles > 1) {
        if (m->pile == pos->piles) {
            line8_text(LINE8_BOTH);
        } else {
            line8_char('#');
            line8_num(m->pile + 1u);
        }
    }
    line8_amount(p, m);
    if (p->game.kind == PLAY_KIND_RING) {
        line8_text(LINE8_AT);
        line8_num(m->pile + 1u);
        return;
    }
    for (uint8_t j = 0; j < pos->piles; j++) {
        if (m->add[j] != 0) {
            line8_char(' ');
            line8_char('+');
            line8_num(m->add[j]);
            line8_char('#');
            line8_num(j + 1u);
        }
    }
}

/* The ring: 'o' a coin, '.' a gap, 'x' a coin move m takes (`take` coins from coin `pile`
 * on, clockwise; NULL: none). */
static void line8_ring(const play_pos_t *pos, const play_move_t *m)
{
    uint8_t n = (uint8_t)pos->ring.n;
    uint16_t there = (uint16_t)pos->ring.coins; /* at most 16 coins (GAME_COIN_MAX) */
    for (uint8_t i = 0; i < n; i++, there >>= 1) {
        uint8_t from = (uint8_t)(i + n - (m ? m->pile : 0u)); /* coins from the move's first */
        if (from >= n) {
            from = (uint8_t)(from - n);
        }
        line8_char(!(there & 1u) ? '.' : m && from < m->take ? 'x' : 'o');
    }
}

/* The token's row of the board: '@' the token, '#' a square visited, '.' a free one. */
static void line8_board(const play_pos_t *pos)
{
    uint8_t n = (uint8_t)pos->board.n;
    uint8_t at = (uint8_t)pos->board.at;
    uint8_t sq = (uint8_t)(at - at % n);
    for (uint8_t j = 0; j < n; j++, sq++) {
        line8_char(sq == at ? '@' : play_board_visited(pos, sq) ? '#' : '.');
    }
}

/* Between two players, whose turn or move it is: "1:" or "2:" (against the computer nothing). */
static void line8_who(uint8_t msg_value)
{
    line8_text(msg_value == MSG_P1   ? LINE8_PLAYER1
               : msg_value == MSG_P2 ? LINE8_PLAYER2
                                     : LINE8_NONE);
}

/* The player's turn with move m: the position with the move on it (see the top). */
static void line8_choice(const screen_t *s, const play_move_t *m)
{
    const play_t *p = s->play;
    const play_pos_t *pos = &p->pos;
    line8_who(s->msg_value);
    if (p->game.kind != PLAY_KIND_PILES) { /* the move, then the ring or the board's row */
        line8_move(p, m);
        line8_char(' ');
        if (p->game.kind == PLAY_KIND_RING) {
            line8_ring(pos, m);
        } else {
            line8_board(pos);
        }
        return;
    }
    uint8_t start = line8.len;
    if (p->count_up) {
        line8_count(p);
    } else {
        line8_piles(pos, pos->piles > 1 ? m->pile : 0xFFu);
    }
    line8_char(' ');
    line8_amount(p, m);
    if (line8.len <= LINE8_COLS || pos->piles == 1 || p->count_up) {
        return;
    }
    line8.len = start; /* the chosen pile alone: "#2:5 -2", "both -2" */
    if (m->pile == pos->piles) {
        line8_text(LINE8_BOTH);
    } else {
        line8_char('#');
        line8_num(m->pile + 1u);
        line8_char(':');
        line8_num(pos->pile[m->pile]);
    }
    line8_char(' ');
    line8_amount(p, m);
}

void view_line8_msg(uint8_t msg, const play_t *p)
{
    view_line8_word(msg);
    if (msg == MSG_MAX_TAKE || msg == MSG_COUNT_TO) {
        line8_char(' ');
        line8_num(msg == MSG_MAX_TAKE ? p->pos.limit : p->game.preset_n);
    }
}

void view_line8_game(const screen_t *s)
{
    const play_t *p = s->play;
    const play_move_t *m = s->move;
    switch ((screen_id_t)s->id) {
    case SCREEN_START:
        /* "Play 3 5 7", "1st  You", "vs   CPU", "Random 3 5 7", "Edit", "To 100"; with the
         * Misere setting "Play 10 Cap 3 last loses" (or "last wins": it does not apply) */
        view_line8_msg(s->msg, p);
        if (s->msg == MSG_PLAY || s->msg == MSG_RANDOM) {
            line8_right();
            line8_position(p);
        }
        if (s->msg_value != MSG_NONE) {
            line8_right();
            view_line8_word(s->msg_value);
        }
        break;
    case SCREEN_HINT:
        /* the in-game menu's item; beside Why and Do it the winning move, or "lost" when
         * there is none: "Why   -1", "Why #2-1", "Why lost", "Do it -1", "Undo" */
        view_line8_word(s->msg);
        if (s->msg == MSG_WHY || s->msg == MSG_PLAY_HINT) {
            line8_right();
            if (m) {
                line8_move(p, m);
            } else {
                line8_text(LINE8_LOST);
            }
        }
        break;
    case SCREEN_OVER:
        /* "Won! 3-2" / "Lost 2-3" (this game's wins and losses against the computer), "P2
         * wins"; in turn with them "OK again, hold v menu" */
        if (s->msg != MSG_NONE) {
            view_line8_word(s->msg);
        } else if (p->vs_cpu) {
            line8_text(s->msg_value == MSG_YOU ? LINE8_GAME_WON : LINE8_GAME_LOST);
            if (s->index) { /* a game that counted: the totals */
                line8_right();
                line8_num(s->value[0]);
                line8_char('-');
                line8_num(s->value[1]);
            }
        } else {
            view_line8_word(s->msg_value);
            line8_text(LINE8_WINS);
        }
        break;
    case SCREEN_SPREAD:
        /* New Stone: the piles as the move leaves them so far, '>' before the pile getting
         * stones, and the stones still to place (value[0]): "3>3 0 (1)" */
        line8_piles(&s->after, s->index);
        line8_right();
        line8_char('(');
        line8_num(s->value[0]);
        line8_char(')');
        break;
    default: /* SCREEN_TURN: a refusal for a moment; the computer's move (or "CPU ..."); the
              * player's choice on the position */
        if (s->msg != MSG_NONE) {
            view_line8_msg(s->msg, p);
        } else if (s->msg_value == MSG_CPU || view_coach_word(s->msg_value)) {
            /* "CPU -2"; the coach's word on the person's move about to be played: "Yes -3",
             * "Good -3", "Best -2" (the move that won) */
            view_line8_word(s->msg_value);
            line8_char(' ');
            if (m) {
                line8_move(p, m);
            } else {
                line8_text(LINE8_THINKING);
            }
        } else if (m) {
            line8_choice(s, m);
        } else {
            line8_count(p);
        }
        break;
    }
}
