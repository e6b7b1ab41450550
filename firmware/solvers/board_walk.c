/* board_walk.c - the board walk (HDU 1564): the closed-form verdict, and exact play on boards
 * up to 8 x 8 from any state by maximum matching.
 *
 * Undirected vertex geography (Fraenkel, Scheinerman, Ullman 1993): with G the unvisited
 * squares plus the token's square v, the mover wins iff every maximum matching of G covers v,
 * i.e. mm(G - v) < mm(G); the winning moves are the unvisited neighbours u of v with
 * mm(G - v - u) == mm(G - v). The grid is bipartite by colour ((row + col) & 1), so Kuhn's
 * augmenting paths find mm. Sets of squares are uint64_t bitmasks; the path search is
 * iterative (a bitmask of squares still to expand instead of recursion), so the stack holds
 * just two 64-byte arrays (mate and prev). */
#include "board_walk.h"

#define BW_NONE 0xFFu

bool board_walk_first_wins(uint32_t n)
{
    return n != 0 && (n & 1u) == 0;
}

/* Not inlined: a 64-bit shift is large code on the AVR. */
__attribute__((noinline)) static uint64_t bw_bit(uint8_t sq)
{
    return (uint64_t)1u << sq;
}

static uint64_t bw_board_mask(uint8_t n)
{
    uint8_t cells = (uint8_t)(n * n);
    return cells >= 64 ? ~(uint64_t)0u : bw_bit(cells) - 1u;
}

static bool bw_valid(uint8_t n, uint8_t pos)
{
    return n >= 1 && n <= BOARD_WALK_MAX_N && pos < n * n;
}

/* Index of the lowest set bit; m != 0. Skips whole bytes first (cheap on the AVR). */
static uint8_t bw_lowest(uint64_t m)
{
    uint8_t i = 0;
    while ((m & 0xFFu) == 0) {
        m >>= 8;
        i += 8;
    }
    while ((m & 1u) == 0) {
        m >>= 1;
        i++;
    }
    return i;
}

static uint8_t bw_count(uint64_t m)
{
    uint8_t c = 0;
    while (m) {
        m &= m - 1u;
        c++;
    }
    return c;
}

/* The orthogonal neighbours of sq on an n x n board. */
static uint64_t bw_neighbours(uint8_t n, uint8_t sq)
{
    uint8_t r = sq / n;
    uint8_t c = sq % n;
    uint64_t m = 0;
    if (c > 0) {
        m |= bw_bit((uint8_t)(sq - 1u));
    }
    if (c + 1u < n) {
        m |= bw_bit((uint8_t)(sq + 1u));
    }
    if (r > 0) {
        m |= bw_bit((uint8_t)(sq - n));
    }
    if (r + 1u < n) {
        m |= bw_bit((uint8_t)(sq + n));
    }
    return m;
}

/* Looks for an augmenting path from the unmatched square src inside `nodes` and flips it
 * into mate. Squares on src's colour are expanded in any order, each once. */
static bool bw_augment(uint8_t n, uint64_t nodes, uint8_t *mate, uint8_t src)
{
    uint8_t prev[64];
    uint64_t todo = bw_bit(src);
    uint64_t queued = todo;
    uint64_t seen = 0;
    while (todo) {
        uint8_t x = bw_lowest(todo);
        todo &= todo - 1u;
        uint64_t next = bw_neighbours(n, x) & nodes & ~seen;
        while (next) {
            uint8_t y = bw_lowest(next);
            next &= next - 1u;
            seen |= bw_bit(y);
            prev[y] = x;
            if (mate[y] == BW_NONE) {
                for (;;) {
                    uint8_t px = prev[y];
                    uint8_t old = mate[px];
                    mate[y] = px;
                    mate[px] = y;
                    if (px == src) {
                        return true;
                    }
                    y = old;
                }
            }
            uint8_t w = mate[y];
            if (!(queued & bw_bit(w))) {
                queued |= bw_bit(w);
                todo |= bw_bit(w);
            }
        }
    }
    return false;
}

/* Maximum matching of the squares in `nodes` (Kuhn from the even-coloured squares). */
static uint8_t bw_max_matching(uint8_t n, uint64_t nodes, uint8_t *mate)
{
    uint8_t size = 0;
    for (uint8_t i = 0; i < 64; i++) {
        mate[i] = BW_NONE;
    }
    for (uint64_t left = nodes; left;) {
        uint8_t x = bw_lowest(left);
        left &= left - 1u;
        if (((x / n + x % n) & 1u) == 0 && bw_augment(n, nodes, mate, x)) {
            size++;
        }
    }
    return size;
}

/* G: the unvisited squares plus the token's square. */
static uint64_t bw_graph(uint8_t n, uint64_t visited, uint8_t pos)
{
    return (~visited & bw_board_mask(n)) | bw_bit(pos);
}

bool board_state_mover_wins(uint8_t n, uint64_t visited, uint8_t pos)
{
    uint8_t mate[64];
    if (!bw_valid(n, pos)) {
        return false;
    }
    uint64_t g = bw_graph(n, visited, pos);
    bw_max_matching(n, g & ~bw_bit(pos), mate);
    /* That matching is maximum in G unless an augmenting path starts at pos. */
    return bw_augment(n, g, mate, pos);
}

uint8_t board_winning_moves(uint8_t n, uint64_t visited, uint8_t pos, uint8_t out[4])
{
    uint8_t mate[64];
    uint8_t count = 0;
    if (!bw_valid(n, pos)) {
        return 0;
    }
    uint64_t rest = bw_graph(n, visited, pos) & ~bw_bit(pos);
    uint64_t moves = bw_neighbours(n, pos) & rest;
    if (moves == 0) {
        return 0;
    }
    uint8_t base = bw_max_matching(n, rest, mate);
    while (moves) {
        uint8_t u = bw_lowest(moves);
        moves &= moves - 1u;
        if (bw_max_matching(n, rest & ~bw_bit(u), mate) == base) {
            out[count++] = u;
        }
    }
    return count;
}

/* Squares reachable from u through unvisited squares (u included). */
static uint8_t bw_region_size(uint8_t n, uint64_t unvisited, uint8_t u)
{
    uint64_t region = bw_bit(u);
    uint64_t todo = region;
    while (todo) {
        uint8_t x = bw_lowest(todo);
        todo &= todo - 1u;
        uint64_t next = bw_neighbours(n, x) & unvisited & ~region;
        region |= next;
        todo |= next;
    }
    return bw_count(region);
}

/* True when, under the tiling for start corner `start`, the visited squares other than the
 * start and the token's square form whole dominoes and the token's partner is still free:
 * exactly what the tiling strategy leaves behind on the computer's turn. */
static bool bw_tiling_fits(uint8_t n, uint8_t start, uint64_t visited, uint8_t pos)
{
    uint64_t rest = visited & ~bw_bit(start) & ~bw_bit(pos);
    if (visited & bw_bit(board_domino_partner(n, start, pos))) {
        return false;
    }
    while (rest) {
        uint8_t x = bw_lowest(rest);
        rest &= rest - 1u;
        uint8_t p = board_domino_partner(n, start, x);
        if (p == x || p == pos || !(visited & bw_bit(p))) {
            return false;
        }
    }
    return true;
}

/* The corner the game presumably started from: a visited corner whose tiling fits the
 * visited squares (one with a single visited neighbour, like a path's first square, before
 * others), else the first visited corner, else square 0. Only odd n needs it; a guess, since
 * the state does not say where the walk began. */
static uint8_t bw_start_corner(uint8_t n, uint64_t visited, uint8_t pos)
{
    uint8_t last = (uint8_t)(n - 1u);
    uint8_t corners[4] = {0, last, (uint8_t)(last * n), (uint8_t)(last * n + last)};
    uint8_t first = 0xFFu;
    uint8_t fits = 0xFFu;
    for (uint8_t i = 0; i < 4; i++) {
        uint8_t c = corners[i];
        if (!(visited & bw_bit(c)) || c == pos) {
            continue;
        }
        if (bw_tiling_fits(n, c, visited, pos)) {
            if (bw_count(bw_neighbours(n, c) & visited) == 1) {
                return c;
            }
            if (fits == 0xFFu) {
                fits = c;
            }
        }
        if (first == 0xFFu) {
            first = c;
        }
    }
    if (fits != 0xFFu) {
        return fits;
    }
    return first == 0xFFu ? 0 : first;
}

bool board_best_move(uint8_t n, uint64_t visited, uint8_t pos, uint8_t *to, bool *is_winning)
{
    uint8_t start = bw_valid(n, pos) ? bw_start_corner(n, visited, pos) : 0;
    return board_best_move_from(n, start, visited, pos, to, is_winning);
}

bool board_best_move_from(uint8_t n, uint8_t start, uint64_t visited, uint8_t pos, uint8_t *to,
                          bool *is_winning)
{
    uint8_t wins[4];
    *is_winning = false;
    if (!bw_valid(n, pos)) {
        return false;
    }
    uint8_t count = board_winning_moves(n, visited, pos, wins);
    if (count > 0) {
        uint8_t partner = board_domino_partner(n, start, pos);
        *to = wins[0];
        for (uint8_t i = 0; i < count; i++) {
            if (wins[i] == partner) {
                *to = partner;
            }
        }
        *is_winning = true;
        return true;
    }
    /* Lost: head for the largest region still open, so the game lasts. */
    uint64_t unvisited = ~visited & bw_board_mask(n) & ~bw_bit(pos);
    uint64_t moves = bw_neighbours(n, pos) & unvisited;
    uint8_t best_size = 0;
    while (moves) {
        uint8_t u = bw_lowest(moves);
        moves &= moves - 1u;
        uint8_t size = bw_region_size(n, unvisited, u);
        if (size > best_size) {
            best_size = size;
            *to = u;
        }
    }
    return best_size > 0;
}

/* Even n: horizontal dominoes row by row, columns (0,1), (2,3), ... Odd n, with the board
 * turned so that the start corner is row 0, column 0: row 0 holds horizontal dominoes on
 * columns (1,2), (3,4), ...; below it every column holds vertical dominoes on rows (1,2),
 * (3,4), ... A start square that is not a corner is treated as its nearest corner. */
uint8_t board_domino_partner(uint8_t n, uint8_t start, uint8_t cell)
{
    if (n == 0 || n > BOARD_WALK_MAX_N || cell >= n * n) {
        return cell;
    }
    uint8_t r = cell / n;
    uint8_t c = cell % n;
    if ((n & 1u) == 0) {
        return (uint8_t)(r * n + (c ^ 1u));
    }
    uint8_t last = (uint8_t)(n - 1u);
    bool flip_r = start < n * n && start / n > last / 2u;
    bool flip_c = start < n * n && start % n > last / 2u;
    if (flip_r) {
        r = (uint8_t)(last - r);
    }
    if (flip_c) {
        c = (uint8_t)(last - c);
    }
    if (r == 0) {
        if (c == 0) {
            return cell;
        }
        c = (uint8_t)((c & 1u) ? c + 1u : c - 1u);
    } else {
        r = (uint8_t)((r & 1u) ? r + 1u : r - 1u);
    }
    if (flip_r) {
        r = (uint8_t)(last - r);
    }
    if (flip_c) {
        c = (uint8_t)(last - c);
    }
    return (uint8_t)(r * n + c);
}
