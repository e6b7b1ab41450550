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
 * A move wins when the lines it leaves have Grundy values that XOR to 0: each legal move is
 * tried on the coins and the lines it leaves are found again (cc_lines): a ring has few
 * moves (k from each coin), so no bookkeeping of the lines a move splits.
 *
 * Sized for the AVR, which shifts a 32-bit word one bit at a time: the mask of the API is
 * unpacked into one byte per coin, which also holds, for a line of that many coins, its
 * Grundy value and whether the position has an odd number of such lines (it is symmetric,
 * its line lengths pair up, when no length has), and the rest works on bytes. No recursion;
 * the deepest stack is the Grundy table's 64-byte list of seen values beside the 36-byte
 * state. */
#include "coin_circle.h"

#include <stddef.h>

#include "attributes.h"

#define CC_COIN 0x80u   /* in cc_state_t.c[i]: coin i is there */
#define CC_ODD 0x40u    /* in cc_state_t.c[len]: the lines of len coins are an odd number */
#define CC_GRUNDY 0x3Fu /* in cc_state_t.c[len]: the Grundy value of a line of len coins (< 64) */

typedef struct {
    uint8_t n;
    uint8_t nim;                          /* XOR of the lines' Grundy values */
    uint8_t lines;                        /* how many lines */
    uint8_t c[COIN_CIRCLE_MAX_COINS + 1]; /* CC_COIN, CC_ODD and CC_GRUNDY, see above */
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

static bool cc_coin(const cc_state_t *s, uint8_t i)
{
    return (s->c[i] & CC_COIN) != 0;
}

static uint8_t cc_grundy(const cc_state_t *s, uint8_t len)
{
    return s->c[len] & CC_GRUNDY;
}

/* Number of coins there from coin i on, clockwise, up to a gap (at most n). */
static uint8_t cc_run(const cc_state_t *s, uint8_t i)
{
    uint8_t len = 0;
    while (len < s->n && cc_coin(s, i)) {
        len++;
        if (++i == s->n) {
            i = 0;
        }
    }
    return len;
}

/* A line of len coins comes or goes: flips its length's parity. */
static void cc_flip(cc_state_t *s, uint8_t len)
{
    s->c[len] ^= CC_ODD;
}

/* True when every line length is there an even number of times. */
static bool cc_paired(const cc_state_t *s)
{
    uint8_t odd = 0;
    for (uint8_t len = 1; len <= s->n; len++) {
        odd |= s->c[len];
    }
    return !(odd & CC_ODD);
}

/* Grundy values of a line of 0..n coins, take 1..k consecutive (values < 64: each option is
 * the XOR of two values <= 32). */
static void cc_line_grundy(cc_state_t *s, uint8_t k)
{
    uint8_t *g = s->c;
    for (uint8_t len = 1; len <= s->n; len++) {
        uint8_t seen[64] = {0};
        for (uint8_t take = 1; take <= k && take <= len; take++) {
            /* the rest, len - take coins, as lines of a and rest - a coins, a <= rest - a */
            const uint8_t *a = g;
            const uint8_t *b = g + (len - take);
            while (a <= b) {
                seen[(*a++ ^ *b--) & 63u] = 1;
            }
        }
        uint8_t v = 0;
        while (v < 63u && seen[v]) {
            v++;
        }
        g[len] = v;
    }
}

/* Puts the coins of `present` into the state (its Grundy table kept). */
static NOINLINE void cc_unpack(cc_state_t *s, uint32_t present)
{
    for (uint8_t i = 0; i < s->n; i++) {
        s->c[i] &= (uint8_t)~CC_COIN;
        if (present & 1u) {
            s->c[i] |= CC_COIN;
        }
        present >>= 1;
    }
}

/* Finds the lines of the coins there: their count, nim-sum and length parities, and their
 * lengths into lens unless it is NULL. */
static void cc_lines(cc_state_t *s, uint8_t *lens)
{
    uint8_t n = s->n;
    s->nim = 0;
    s->lines = 0;
    for (uint8_t len = 1; len <= n; len++) {
        s->c[len] &= (uint8_t)~CC_ODD;
    }
    /* A line starts at a coin whose anticlockwise neighbour is gone: coin i - 1, or n - 1 for
     * coin 0 (there is no line in a whole ring). */
    uint8_t before = s->c[n - 1u];
    for (uint8_t i = 0; i < n; i++) {
        uint8_t here = s->c[i];
        if ((here & ~before) & CC_COIN) {
            uint8_t len = cc_run(s, i);
            s->nim ^= cc_grundy(s, len);
            cc_flip(s, len);
            if (lens != NULL) {
                lens[s->lines] = len;
            }
            s->lines++;
        }
        before = here;
    }
}

/* Unpacks the state (n must be 1..COIN_CIRCLE_MAX_COINS): its coins and, for k >= 1, the
 * Grundy table for take 1..k (k = 0: the coins only). Out of line: LTO copies it into each of
 * its four callers otherwise. */
static NOINLINE void cc_load(cc_state_t *s, uint32_t present, uint8_t n, uint8_t k)
{
    *s = (cc_state_t){0};
    s->n = n;
    if (k != 0) {
        cc_line_grundy(s, k);
    }
    cc_unpack(s, present);
}

static bool cc_valid(uint8_t n, uint8_t k)
{
    return n != 0 && n <= COIN_CIRCLE_MAX_COINS && k != 0;
}

/* Tries every legal move of state `present` (loaded into s with its Grundy table) in listing
 * order and returns how many of them win: those that leave lines whose nim-sum is 0. A move
 * from `start` takes the coins from there one more at a time, and they are put back before
 * the next start. Writes the first max winning moves into out. When best is not NULL, writes
 * there the winning move to play: the first one leaving the lines paired (the mirror move:
 * the scan stops there, having counted the winning moves up to it), else the first one
 * (nothing in a lost position). */
static uint16_t cc_scan(cc_state_t *s, uint32_t present, uint8_t k, coin_move_t *out,
                        uint16_t max, coin_move_t *best)
{
    uint16_t wins = 0;
    uint8_t n = s->n;
    for (uint8_t start = 0; start < n; start++) {
        uint8_t ahead = cc_run(s, start); /* a move from start takes at most these */
        uint8_t coin = start;             /* the next coin the move takes */
        for (uint8_t len = 1; len <= k && len <= ahead; len++) {
            coin_move_t m = {start, len};
            s->c[coin] &= (uint8_t)~CC_COIN;
            if (++coin == n) {
                coin = 0;
            }
            if (len == n && start != 0) {
                continue; /* the whole ring, listed once */
            }
            cc_lines(s, NULL);
            if (s->nim != 0) {
                continue;
            }
            if (wins < max) {
                out[wins] = m;
            }
            wins++;
            if (best != NULL) {
                bool mirror = cc_paired(s);
                if (wins == 1 || mirror) {
                    *best = m;
                }
                if (mirror) {
                    return wins; /* the move to play: no need to look further */
                }
            }
        }
        cc_unpack(s, present);
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
    cc_lines(&s, lens);
    *paired = cc_paired(&s);
    return s.lines;
}

uint16_t coin_winning_moves(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, uint16_t max)
{
    cc_state_t s;
    if (!cc_valid(n, k)) {
        return 0;
    }
    cc_load(&s, present, n, k); /* no coin: no move */
    return cc_scan(&s, present, k, out, max, NULL);
}

bool coin_winning_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out)
{
    cc_state_t s;
    if (!cc_valid(n, k)) {
        return false;
    }
    cc_load(&s, present, n, k); /* no coin: no move */
    return cc_scan(&s, present, k, NULL, 0, out) != 0;
}

/* A lost position's move: one coin from the coin with the most coins ahead of it up to a gap,
 * the first such coin (the start of the first longest line: it splits nothing; coin 0 of a
 * whole ring). */
bool coin_best_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, bool *is_winning)
{
    *is_winning = coin_winning_move(present, n, k, out);
    if (*is_winning || !cc_valid(n, k)) {
        return *is_winning;
    }
    uint8_t longest = 0;
    for (uint8_t i = 0; i < n; i++) {
        uint8_t ahead = coin_run_length(present, n, i);
        if (ahead > longest) {
            longest = ahead;
            out->start = i;
            out->len = 1;
        }
    }
    return longest != 0;
}
