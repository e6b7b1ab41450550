/* coin_circle.c - the coin circle (POJ 2484, HDU 3951): the closed-form verdict, and exact play
 * from any state of up to 32 coins by Sprague-Grundy values of the remaining lines.
 *
 * A broken circle is a sum of lines (maximal runs of present coins, wrapping from coin n-1 to
 * coin 0); a move takes 1..k consecutive coins from one line and leaves at most two lines. The
 * Grundy values g[0..n] of a line for "take 1..k consecutive" fit on the stack; g(L) <= L
 * because every option is g(a) ^ g(b) <= g(a) + g(b) <= a + b < L. A full circle is its own
 * case: any move leaves one line of n - len coins.
 *
 * Moves are listed by start coin, then length; a move taking the whole circle (all coins
 * present, len == n) is the same whatever its start and is listed once, with start 0. No
 * recursion, no arrays but the 33-byte Grundy table. */
#include "coin_circle.h"

bool coin_circle_first_wins(uint32_t n, uint32_t k)
{
    if (n == 0) {
        return false;
    }
    if (k == 1) {
        return (n & 1u) != 0;
    }
    return n <= k;
}

static uint32_t cc_full_mask(uint8_t n)
{
    return n >= 32 ? 0xFFFFFFFFu : (uint32_t)((1UL << n) - 1u);
}

static bool cc_has(uint32_t present, uint8_t i)
{
    return (present >> i) & 1u;
}

/* One bit per line length 1..32 (none for 0): XOR-ing them over the lines gives zero exactly
 * when the line lengths pair up, i.e. the position is symmetric. */
static uint32_t cc_len_bit(uint8_t len)
{
    return len == 0 ? 0u : (uint32_t)1u << (len - 1u);
}

/* Grundy values of a line of 0..n coins, take 1..k consecutive (values < 64). */
static void cc_line_grundy(uint8_t n, uint8_t k, uint8_t *g)
{
    g[0] = 0;
    for (uint8_t len = 1; len <= n; len++) {
        uint8_t seen[8] = {0};
        uint8_t top = k < len ? k : len;
        for (uint8_t take = 1; take <= top; take++) {
            uint8_t rest = (uint8_t)(len - take);
            for (uint8_t a = 0; a <= rest / 2u; a++) {
                uint8_t v = (uint8_t)((g[a] ^ g[rest - a]) & 63u);
                seen[v >> 3] |= (uint8_t)(1u << (v & 7u));
            }
        }
        uint8_t v = 0;
        while (v < 63u && (seen[v >> 3] & (1u << (v & 7u)))) {
            v++;
        }
        g[len] = v;
    }
}

uint8_t coin_run_length(uint32_t present, uint8_t n, uint8_t i)
{
    uint8_t len = 0;
    while (i < n && len < n && cc_has(present, i)) {
        len++;
        i = (uint8_t)(i + 1u == n ? 0u : i + 1u);
    }
    return len;
}

/* Number of present coins going anticlockwise from i - 1, stopping at a gap. */
static uint8_t cc_run_behind(uint32_t present, uint8_t n, uint8_t i)
{
    uint8_t len = 0;
    do {
        i = (uint8_t)(i == 0 ? n - 1u : i - 1u);
        if (!cc_has(present, i)) {
            break;
        }
        len++;
    } while (len < n);
    return len;
}

/* Records one winning move: into out while there is room, and as *mirror when it is the first
 * one that leaves a symmetric position. */
static void cc_note_win(uint8_t start, uint8_t len, bool symmetric, coin_move_t *out, uint16_t max,
                        uint16_t *wins, coin_move_t *mirror, bool *has_mirror)
{
    if (symmetric && !*has_mirror) {
        *has_mirror = true;
        mirror->start = start;
        mirror->len = len;
    }
    if (*wins < max) {
        out[*wins].start = start;
        out[*wins].len = len;
    }
    (*wins)++;
}

/* Walks every legal move in listing order and classifies it. Writes up to max winning moves
 * into out, the first winning move leaving a symmetric position into *mirror (when
 * *has_mirror), and returns how many winning moves there are. */
static uint16_t cc_scan(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, uint16_t max,
                        coin_move_t *mirror, bool *has_mirror)
{
    uint8_t g[COIN_CIRCLE_MAX_COINS + 1];
    uint16_t wins = 0;
    *has_mirror = false;
    if (n == 0 || n > COIN_CIRCLE_MAX_COINS || k == 0) {
        return 0;
    }
    uint32_t full = cc_full_mask(n);
    present &= full;
    if (present == 0) {
        return 0;
    }
    uint8_t top = k < n ? k : n;
    cc_line_grundy(n, top, g);

    if (present == full) {
        for (uint8_t start = 0; start < n; start++) {
            for (uint8_t len = 1; len <= top; len++) {
                if ((len == n && start != 0) || g[n - len] != 0) {
                    continue;
                }
                cc_note_win(start, len, len == n, out, max, &wins, mirror, has_mirror);
            }
        }
        return wins;
    }

    uint8_t nim = 0;
    uint32_t parity = 0;
    for (uint8_t i = 0; i < n; i++) {
        uint8_t prev = (uint8_t)(i == 0 ? n - 1u : i - 1u);
        if (cc_has(present, i) && !cc_has(present, prev)) {
            uint8_t len = coin_run_length(present, n, i);
            nim ^= g[len];
            parity ^= cc_len_bit(len);
        }
    }
    for (uint8_t start = 0; start < n; start++) {
        if (!cc_has(present, start)) {
            continue;
        }
        uint8_t before = cc_run_behind(present, n, start);
        uint8_t ahead = coin_run_length(present, n, start);
        uint8_t line = (uint8_t)(before + ahead);
        uint8_t rest_nim = nim ^ g[line] ^ g[before];
        uint32_t rest_parity = parity ^ cc_len_bit(line) ^ cc_len_bit(before);
        for (uint8_t len = 1; len <= top && len <= ahead; len++) {
            uint8_t after = (uint8_t)(ahead - len);
            if ((rest_nim ^ g[after]) != 0) {
                continue;
            }
            cc_note_win(start, len, (rest_parity ^ cc_len_bit(after)) == 0, out, max, &wins, mirror,
                        has_mirror);
        }
    }
    return wins;
}

bool coin_state_mover_wins(uint32_t present, uint8_t n, uint8_t k)
{
    coin_move_t mirror;
    bool has_mirror;
    return cc_scan(present, n, k, 0, 0, &mirror, &has_mirror) != 0;
}

bool coin_move_is_legal(uint32_t present, uint8_t n, uint8_t k, coin_move_t move)
{
    if (n == 0 || n > COIN_CIRCLE_MAX_COINS || move.start >= n || move.len == 0 ||
        move.len > k || move.len > n) {
        return false;
    }
    return coin_run_length(present & cc_full_mask(n), n, move.start) >= move.len;
}

uint16_t coin_winning_moves(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, uint16_t max)
{
    coin_move_t mirror;
    bool has_mirror;
    return cc_scan(present, n, k, out, max, &mirror, &has_mirror);
}

bool coin_best_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, bool *is_winning)
{
    coin_move_t first;
    coin_move_t mirror;
    bool has_mirror;
    *is_winning = false;
    if (n == 0 || n > COIN_CIRCLE_MAX_COINS || k == 0) {
        return false;
    }
    present &= cc_full_mask(n);
    if (present == 0) {
        return false;
    }
    if (cc_scan(present, n, k, &first, 1, &mirror, &has_mirror) != 0) {
        *out = has_mirror ? mirror : first;
        *is_winning = true;
        return true;
    }
    /* Lost: take one end coin of a longest line, which splits nothing. */
    uint8_t best_start = 0;
    uint8_t best_len = 0;
    for (uint8_t i = 0; i < n; i++) {
        uint8_t prev = (uint8_t)(i == 0 ? n - 1u : i - 1u);
        if (cc_has(present, i) && (!cc_has(present, prev) || present == cc_full_mask(n))) {
            uint8_t len = coin_run_length(present, n, i);
            if (len > best_len) {
                best_len = len;
                best_start = i;
            }
        }
    }
    out->start = best_start;
    out->len = 1;
    return true;
}
