/* coin_circle.c - the coin circle (POJ 2484, HDU 3951): the closed-form verdict, and exact play
 * from any state of up to 32 coins by Sprague-Grundy values of the remaining lines.
 *
 * A broken circle is a sum of lines (maximal runs of present coins, wrapping from coin n-1 to
 * coin 0); a move takes 1..k consecutive coins from one line and leaves at most two lines. The
 * Grundy values g[0..n] of a line for "take 1..k consecutive" fit on the stack; g(L) <= L
 * because every option is g(a) ^ g(b) <= g(a) + g(b) <= a + b < L. A whole circle is its own
 * case: any move leaves one line of n - len coins.
 *
 * Moves are listed by start coin, then length; a move taking the whole circle (all coins
 * present, len == n) is the same whatever its start and is listed once, with start 0.
 *
 * Sized for the AVR, which shifts a 32-bit word one bit at a time: the mask of the API is
 * unpacked once into one byte per coin (cc_load) and the rest works on bytes. Whether a
 * position is symmetric (its line lengths pair up) is kept as a parity bit per length and the
 * number of lengths with odd parity. No recursion; about 90 bytes of stack. */
#include "coin_circle.h"

#include <stddef.h>

typedef struct {
    uint8_t n;
    bool whole;                                 /* every coin there: a ring, not lines */
    uint8_t nim;                                /* XOR of the lines' Grundy values */
    uint8_t odd;                                /* lengths seen an odd number of times */
    uint8_t lines;                              /* how many lines */
    uint8_t coin[COIN_CIRCLE_MAX_COINS];        /* 1 while coin i is there */
    uint8_t g[COIN_CIRCLE_MAX_COINS + 1];       /* Grundy value of a line of 0..n coins */
    uint8_t par[COIN_CIRCLE_MAX_COINS / 8 + 1]; /* parity bit per line length */
    uint8_t len[COIN_CIRCLE_MAX_COINS / 2];     /* the lines' lengths by first coin */
} cc_state_t;

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

static uint8_t cc_next(uint8_t n, uint8_t i)
{
    return (uint8_t)(i + 1u == n ? 0u : i + 1u);
}

static uint8_t cc_prev(uint8_t n, uint8_t i)
{
    return (uint8_t)(i == 0 ? n - 1u : i - 1u);
}

/* Number of coins there from coin i on, clockwise, up to a gap (at most n). */
static uint8_t cc_run(const cc_state_t *s, uint8_t i)
{
    uint8_t len = 0;
    while (len < s->n && s->coin[i]) {
        len++;
        i = cc_next(s->n, i);
    }
    return len;
}

/* Number of coins there going anticlockwise from coin i - 1, up to a gap. */
static uint8_t cc_run_behind(const cc_state_t *s, uint8_t i)
{
    uint8_t len = 0;
    while (len < s->n) {
        i = cc_prev(s->n, i);
        if (!s->coin[i]) {
            break;
        }
        len++;
    }
    return len;
}

/* A line of len coins comes or goes: flips its length's parity (nothing for len 0). */
static void cc_flip(cc_state_t *s, uint8_t len)
{
    if (len == 0) {
        return;
    }
    uint8_t bit = (uint8_t)(1u << (len & 7u));
    s->par[len >> 3] ^= bit;
    s->odd = (uint8_t)(s->odd + ((s->par[len >> 3] & bit) ? 1u : 0xFFu));
}

/* Grundy values of a line of 0..n coins, take 1..k consecutive (values < 64: each option is
 * the XOR of two values <= 32). */
static void cc_line_grundy(cc_state_t *s, uint8_t k)
{
    uint8_t *g = s->g;
    g[0] = 0;
    for (uint8_t len = 1; len <= s->n; len++) {
        uint8_t seen[64] = {0};
        for (uint8_t take = 1; take <= k && take <= len; take++) {
            uint8_t rest = (uint8_t)(len - take);
            for (uint8_t a = 0; a <= rest / 2u; a++) {
                seen[(g[a] ^ g[rest - a]) & 63u] = 1;
            }
        }
        uint8_t v = 0;
        while (v < 63u && seen[v]) {
            v++;
        }
        g[len] = v;
    }
}

/* Unpacks the state (n must be 1..COIN_CIRCLE_MAX_COINS), its lines and, for k >= 1, the
 * Grundy table for take 1..k and the lines' nim-sum (k = 0: the coins and lines only).
 * Returns the number of coins there. */
static uint8_t cc_load(cc_state_t *s, uint32_t present, uint8_t n, uint8_t k)
{
    uint8_t count = 0;
    *s = (cc_state_t){0};
    s->n = n;
    for (uint8_t i = 0; i < n; i++) {
        s->coin[i] = (uint8_t)(present & 1u);
        count += s->coin[i];
        present >>= 1;
    }
    if (k != 0) {
        cc_line_grundy(s, k);
    }
    s->whole = count == n;
    for (uint8_t i = 0; i < n && !s->whole; i++) {
        if (s->coin[i] && !s->coin[cc_prev(n, i)]) {
            uint8_t len = cc_run(s, i);
            s->nim ^= s->g[len];
            cc_flip(s, len);
            s->len[s->lines++] = len;
        }
    }
    return count;
}

static bool cc_valid(uint8_t n, uint8_t k)
{
    return n != 0 && n <= COIN_CIRCLE_MAX_COINS && k != 0;
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

/* Walks every legal move of the loaded state in listing order and classifies it. Writes up to
 * max winning moves into out, the first winning move leaving a symmetric position into *mirror
 * (when *has_mirror), and returns how many winning moves there are. */
static uint16_t cc_scan(cc_state_t *s, uint8_t k, coin_move_t *out, uint16_t max,
                        coin_move_t *mirror, bool *has_mirror)
{
    uint16_t wins = 0;
    uint8_t n = s->n;
    *has_mirror = false;
    for (uint8_t start = 0; start < n; start++) {
        if (!s->coin[start]) {
            continue;
        }
        /* The move splits the line through start (before + ahead coins; the whole ring is
         * no line) into `before` and `after` coins. */
        uint8_t ahead = cc_run(s, start);
        uint8_t before = s->whole ? 0 : cc_run_behind(s, start);
        uint8_t line = s->whole ? 0 : (uint8_t)(before + ahead);
        uint8_t rest_nim = s->nim ^ s->g[line] ^ s->g[before];
        cc_flip(s, line);
        cc_flip(s, before);
        for (uint8_t len = 1; len <= k && len <= ahead; len++) {
            uint8_t after = (uint8_t)(ahead - len);
            if ((len == n && start != 0) || (rest_nim ^ s->g[after]) != 0) {
                continue;
            }
            cc_flip(s, after);
            cc_note_win(start, len, s->odd == 0, out, max, &wins, mirror, has_mirror);
            cc_flip(s, after);
        }
        cc_flip(s, before);
        cc_flip(s, line);
    }
    return wins;
}

uint8_t coin_run_length(uint32_t present, uint8_t n, uint8_t i)
{
    cc_state_t s;
    if (n > COIN_CIRCLE_MAX_COINS || i >= n) {
        return 0;
    }
    cc_load(&s, present, n, 0);
    return cc_run(&s, i);
}

bool coin_state_mover_wins(uint32_t present, uint8_t n, uint8_t k)
{
    return coin_winning_moves(present, n, k, NULL, 0) != 0;
}

bool coin_move_is_legal(uint32_t present, uint8_t n, uint8_t k, coin_move_t move)
{
    if (move.len == 0 || move.len > k || move.len > n) {
        return false;
    }
    return coin_run_length(present, n, move.start) >= move.len;
}

/* Straight on the mask, one bit at a time through all 32 bits (each comes out of present at
 * the bottom and goes into after at the top): coin i stays when it is there, i < n and it is
 * d = i - start (mod n) >= len steps from the start. */
uint32_t coin_take(uint32_t present, uint8_t n, coin_move_t m)
{
    uint32_t after = 0;
    if (!cc_valid(n, 1) || m.start >= n) {
        return present;
    }
    for (uint8_t i = 0; i < COIN_CIRCLE_MAX_COINS; i++) {
        uint8_t d = (uint8_t)(i - m.start);
        if (i < m.start) {
            d = (uint8_t)(d + n);
        }
        bool keep = ((uint8_t)present & 1u) && i < n && d >= m.len;
        present >>= 1;
        after >>= 1;
        if (keep) {
            after |= 0x80000000u;
        }
    }
    return after;
}

uint8_t coin_lines(uint32_t present, uint8_t n, uint8_t *lens, bool *paired)
{
    cc_state_t s;
    *paired = true;
    if (!cc_valid(n, 1)) {
        return 0;
    }
    cc_load(&s, present, n, 0);
    for (uint8_t i = 0; i < s.lines; i++) {
        lens[i] = s.len[i];
    }
    *paired = s.odd == 0;
    return s.lines;
}

uint16_t coin_winning_moves(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, uint16_t max)
{
    cc_state_t s;
    coin_move_t mirror;
    bool has_mirror;
    if (!cc_valid(n, k) || cc_load(&s, present, n, k) == 0) {
        return 0;
    }
    return cc_scan(&s, k, out, max, &mirror, &has_mirror);
}

bool coin_best_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, bool *is_winning)
{
    cc_state_t s;
    coin_move_t first;
    coin_move_t mirror;
    bool has_mirror;
    *is_winning = false;
    if (!cc_valid(n, k) || cc_load(&s, present, n, k) == 0) {
        return false;
    }
    if (cc_scan(&s, k, &first, 1, &mirror, &has_mirror) != 0) {
        *out = has_mirror ? mirror : first;
        *is_winning = true;
        return true;
    }
    /* Lost: take one end coin of a longest line, which splits nothing. */
    uint8_t best_start = 0;
    uint8_t best_len = 0;
    for (uint8_t i = 0; i < n; i++) {
        if (s.coin[i] && (!s.coin[cc_prev(n, i)] || s.whole)) {
            uint8_t len = cc_run(&s, i);
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
