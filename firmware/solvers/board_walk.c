/* board_walk.c - the board walk (HDU 1564): the closed-form verdict, and exact play on boards
 * up to 8 x 8 from any state by maximum matching.
 *
 * Undirected vertex geography (Fraenkel, Scheinerman, Ullman 1993): with G the unvisited
 * squares plus the token's square v, the mover wins iff every maximum matching of G covers v,
 * i.e. mm(G - v) < mm(G); the winning moves are the unvisited neighbours u of v with
 * mm(G - v - u) == mm(G - v). The grid is bipartite by colour ((row + col) & 1), so Kuhn's
 * augmenting paths find mm.
 *
 * Sized for the AVR, where 64-bit arithmetic is costly: the uint64_t `visited` of the API is
 * unpacked once (bw_run) into one state byte per square, and all the rest works on bytes. A
 * square's byte holds its flags and, as directions (0 up, 1 left, 2 right, 3 down: increasing
 * square order, and 3 - d is the way back), its matching partner and its predecessor on the
 * search path. The searches are iterative: sweeps over the squares expand those flagged
 * BW_TODO until none is left, so the stack holds just those 64 bytes and a few locals
 * (about 135 bytes in all; board_best_move on a fresh 8 x 8 board takes about 0.2 M cycles,
 * 12 ms at 16 MHz). */
#include "board_walk.h"

#include <stddef.h>

#define BW_NONE 0xFFu
#define BW_SQUARES 64u

/* The state byte of a square. */
#define BW_PREV_DIR 0x03u  /* direction back along the current search path */
#define BW_OPEN 0x04u      /* in the graph being searched; after loading: not visited */
#define BW_MATED 0x08u     /* covered by the current matching */
#define BW_MATE_SHIFT 4u   /* direction of the matching partner, valid with BW_MATED */
#define BW_MATE_DIR 0x30u
#define BW_MARK 0x40u      /* reached by the current search */
#define BW_TODO 0x80u      /* reached, not yet expanded */

/* What bw_run computes. */
#define BW_MODE_WINS 0u    /* does the mover win: 1 or 0 */
#define BW_MODE_MOVES 1u   /* the winning moves into out[], and how many */
#define BW_MODE_FROM 2u    /* the move to play into *out, for the given start corner:
                            * returns 2 when winning, 1 when losing, 0 when none */
#define BW_MODE_GUESS 3u   /* as BW_MODE_FROM, guessing the start corner */

bool board_walk_first_wins(uint32_t n)
{
    return n != 0 && (n & 1u) == 0;
}

/* Left and right move along the row (the column must stay in 0..n-1), up and down across
 * the rows (the row must); any d above 3 is down. */
uint8_t board_step(uint8_t n, uint8_t x, uint8_t d)
{
    uint8_t k = x / n; /* the coordinate that changes: the row, or the column */
    uint8_t step = n;
    if (d == 1 || d == 2) {
        k = x % n;
        step = 1;
    }
    if (d < 2) {
        return k != 0 ? (uint8_t)(x - step) : BW_NONE;
    }
    return k < (uint8_t)(n - 1u) ? (uint8_t)(x + step) : BW_NONE;
}

static uint8_t bw_mate_dir(uint8_t s)
{
    return (uint8_t)(s >> BW_MATE_SHIFT) & 3u;
}

/* Square x's partner in the matching is the square in direction d. */
static void bw_set_mate(uint8_t *st, uint8_t x, uint8_t d)
{
    st[x] = (uint8_t)((st[x] & (uint8_t)~BW_MATE_DIR) | BW_MATED | (uint8_t)(d << BW_MATE_SHIFT));
}

static void bw_clear(uint8_t *st, uint8_t flags)
{
    for (uint8_t x = 0; x < BW_SQUARES; x++) {
        st[x] &= (uint8_t)~flags;
    }
}

/* Search from src over the BW_OPEN squares. With augment false: a flood fill, returning how
 * many squares are connected to src (src included). With augment true, src being unmatched:
 * looks for an augmenting path (src's colour is expanded, the other colour is reached and
 * left through its partner), flips it into the matching and returns 1; 0 when there is none. */
static uint8_t bw_search(uint8_t n, uint8_t *st, uint8_t src, bool augment)
{
    uint8_t count = 0;
    bool more;
    bw_clear(st, BW_MARK | BW_TODO);
    st[src] |= BW_MARK | BW_TODO;
    do {
        more = false;
        for (uint8_t x = 0; x < BW_SQUARES; x++) {
            if (!(st[x] & BW_TODO)) {
                continue;
            }
            st[x] &= (uint8_t)~BW_TODO;
            more = true;
            count++;
            for (uint8_t d = 0; d < 4; d++) {
                uint8_t y = board_step(n, x, d);
                if (y == BW_NONE || (st[y] & (BW_OPEN | BW_MARK)) != BW_OPEN) {
                    continue;
                }
                if (!augment) {
                    st[y] |= BW_MARK | BW_TODO;
                    continue;
                }
                st[y] = (uint8_t)((st[y] & (uint8_t)~BW_PREV_DIR) | BW_MARK | (3u - d));
                if (!(st[y] & BW_MATED)) {
                    /* Flip the path back to src: each square on it takes its predecessor. */
                    for (;;) {
                        uint8_t back = st[y] & BW_PREV_DIR;
                        uint8_t px = board_step(n, y, back);
                        uint8_t old = board_step(n, px, bw_mate_dir(st[px]));
                        bw_set_mate(st, y, back);
                        bw_set_mate(st, px, (uint8_t)(3u - back));
                        if (px == src) {
                            return 1;
                        }
                        y = old;
                    }
                }
                uint8_t w = board_step(n, y, bw_mate_dir(st[y]));
                if (!(st[w] & BW_MARK)) {
                    st[w] |= BW_MARK | BW_TODO;
                }
            }
        }
    } while (more);
    return augment ? 0 : count;
}

/* Size of a maximum matching of the BW_OPEN squares (Kuhn from the even-coloured squares). */
static uint8_t bw_max_matching(uint8_t n, uint8_t *st)
{
    uint8_t size = 0;
    bw_clear(st, BW_MATED);
    for (uint8_t x = 0; x < BW_SQUARES; x++) {
        if ((st[x] & BW_OPEN) && ((x / n + x % n) & 1u) == 0) {
            size += bw_search(n, st, x, true);
        }
    }
    return size;
}

static bool bw_visited(const uint8_t *st, uint8_t x)
{
    return !(st[x] & BW_OPEN);
}

/* True when, under the tiling for start corner `start`, the visited squares other than the
 * start and the token's square form whole dominoes and the token's partner is still free:
 * exactly what the tiling strategy leaves behind on the computer's turn. */
static bool bw_tiling_fits(uint8_t n, uint8_t start, const uint8_t *st, uint8_t pos)
{
    if (bw_visited(st, board_domino_partner(n, start, pos))) {
        return false;
    }
    for (uint8_t x = 0; x < n * n; x++) {
        if (!bw_visited(st, x) || x == start || x == pos) {
            continue;
        }
        uint8_t p = board_domino_partner(n, start, x);
        if (p == x || p == pos || !bw_visited(st, p)) {
            return false;
        }
    }
    return true;
}

/* The corner the game presumably started from: a visited corner whose tiling fits the
 * visited squares (one with a single visited neighbour, like a path's first square, before
 * others), else the first visited corner, else square 0. Only odd n needs it; a guess, since
 * the state does not say where the walk began. `fit` is false when bits beyond the board
 * are set (no tiling explains those). */
static uint8_t bw_start_corner(uint8_t n, const uint8_t *st, bool fit, uint8_t pos)
{
    uint8_t last = (uint8_t)(n - 1u);
    uint8_t first = BW_NONE;
    uint8_t fits = BW_NONE;
    for (uint8_t i = 0; i < 4; i++) {
        uint8_t c = (uint8_t)(((i & 1u) ? last : 0u) + ((i & 2u) ? last * n : 0u));
        if (!bw_visited(st, c) || c == pos) {
            continue;
        }
        if (fit && bw_tiling_fits(n, c, st, pos)) {
            uint8_t next_to = 0;
            for (uint8_t d = 0; d < 4; d++) {
                uint8_t y = board_step(n, c, d);
                if (y != BW_NONE && bw_visited(st, y)) {
                    next_to++;
                }
            }
            if (next_to == 1) {
                return c;
            }
            if (fits == BW_NONE) {
                fits = c;
            }
        }
        if (first == BW_NONE) {
            first = c;
        }
    }
    if (fits != BW_NONE) {
        return fits;
    }
    return first == BW_NONE ? 0 : first;
}

/* Every query: checks the state, unpacks `visited` (BW_OPEN on the unvisited squares of the
 * board) and answers as `mode` says; 0 for an invalid state. */
static uint8_t bw_run(uint8_t n, uint32_t lo, uint32_t hi, uint8_t pos, uint8_t *out, uint8_t mode,
                      uint8_t start)
{
    uint8_t st[BW_SQUARES];
    uint8_t nn = (uint8_t)(n * n);
    uint32_t word = lo; /* squares 0..31, then hi: 32..63 (no 64-bit shifts on the AVR) */
    bool fit = true;
    if (n < 1 || n > BOARD_WALK_MAX_N || pos >= nn) {
        return 0;
    }
    for (uint8_t x = 0; x < BW_SQUARES; x++) {
        if (x == 32u) {
            word = hi;
        }
        uint8_t v = (uint8_t)(word & 1u);
        word >>= 1;
        uint8_t s = 0;
        if (x >= nn) {
            if (v) {
                fit = false;
            }
        } else if (!v) {
            s = BW_OPEN;
        }
        st[x] = s;
    }
    if (mode == BW_MODE_GUESS) {
        start = bw_start_corner(n, st, fit, pos);
    }
    /* G - pos: its maximum matching is one of G unless an augmenting path starts at pos. */
    st[pos] &= (uint8_t)~BW_OPEN;
    uint8_t base = bw_max_matching(n, st);
    if (mode == BW_MODE_WINS) {
        st[pos] |= BW_OPEN;
        return bw_search(n, st, pos, true);
    }
    /* One pass over the moves: a move u wins when G - pos - u keeps G - pos's matching size.
     * The move to play is the first winning one, or the domino partner when that wins too;
     * until a winning move turns up, the one towards the largest open region (so that a lost
     * game lasts). */
    uint8_t partner = board_domino_partner(n, start, pos);
    uint8_t count = 0;
    uint8_t best_size = 0;
    for (uint8_t d = 0; d < 4; d++) {
        uint8_t u = board_step(n, pos, d);
        if (u == BW_NONE || !(st[u] & BW_OPEN)) {
            continue;
        }
        st[u] &= (uint8_t)~BW_OPEN;
        bool win = bw_max_matching(n, st) == base;
        st[u] |= BW_OPEN;
        if (win) {
            if (mode == BW_MODE_MOVES) {
                out[count] = u;
            } else if (count == 0 || u == partner) {
                *out = u;
            }
            count++;
        } else if (count == 0 && mode != BW_MODE_MOVES) {
            uint8_t size = bw_search(n, st, u, false);
            if (size > best_size) {
                best_size = size;
                *out = u;
            }
        }
    }
    if (mode == BW_MODE_MOVES) {
        return count;
    }
    if (count > 0) {
        return 2;
    }
    return best_size > 0;
}

bool board_state_mover_wins(uint8_t n, uint64_t visited, uint8_t pos)
{
    return bw_run(n, (uint32_t)visited, (uint32_t)(visited >> 32), pos, NULL, BW_MODE_WINS, 0) != 0;
}

uint8_t board_winning_moves(uint8_t n, uint64_t visited, uint8_t pos, uint8_t out[4])
{
    return bw_run(n, (uint32_t)visited, (uint32_t)(visited >> 32), pos, out, BW_MODE_MOVES, 0);
}

bool board_best_move(uint8_t n, uint64_t visited, uint8_t pos, uint8_t *to, bool *is_winning)
{
    uint8_t result = bw_run(n, (uint32_t)visited, (uint32_t)(visited >> 32), pos, to, BW_MODE_GUESS, 0);
    *is_winning = result == 2;
    return result != 0;
}

bool board_best_move_from(uint8_t n, uint8_t start, const uint32_t visited[2], uint8_t pos,
                          uint8_t *to, bool *is_winning)
{
    uint8_t result = bw_run(n, visited[0], visited[1], pos, to, BW_MODE_FROM, start);
    *is_winning = result == 2;
    return result != 0;
}

/* Even n: horizontal dominoes row by row, columns (0,1), (2,3), ... Odd n, with the board
 * turned so that the start corner is row 0, column 0: row 0 holds horizontal dominoes on
 * columns (1,2), (3,4), ...; below it every column holds vertical dominoes on rows (1,2),
 * (3,4), ... A start square that is not a corner is treated as its nearest corner. */
uint8_t board_domino_partner(uint8_t n, uint8_t start, uint8_t cell)
{
    uint8_t nn = (uint8_t)(n * n); /* n <= 8 below: no wrap */
    if (n == 0 || n > BOARD_WALK_MAX_N || cell >= nn) {
        return cell;
    }
    if ((n & 1u) == 0) {
        return cell ^ 1u; /* n even: cell's column has cell's parity */
    }
    /* The start corner's row and column: 0 or n - 1 (even, as n is odd). */
    uint8_t half = (uint8_t)(n >> 1);
    uint8_t sr = 0;
    uint8_t sc = 0;
    if (start < nn) {
        if (start / n > half) {
            sr = (uint8_t)(n - 1u);
        }
        if (start % n > half) {
            sc = (uint8_t)(n - 1u);
        }
    }
    /* Along the coordinate k that leaves the start's row (its column in that row), the partner
     * is one further from the start when k is odd: n - 1 - k has k's parity. */
    uint8_t step = n;
    uint8_t k = cell / n;
    uint8_t s = sr;
    if (k == sr) {
        k = cell % n;
        if (k == sc) {
            return cell;
        }
        step = 1;
        s = sc;
    }
    return ((k & 1u) != 0) != (s != 0) ? (uint8_t)(cell + step) : (uint8_t)(cell - step);
}
