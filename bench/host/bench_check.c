/* bench_check.c - the host's side of every bench case: the input tables of bench_cases.h, the
 * exact answer for each input (bench_ref.h), and the comparison with the words the bench
 * firmware sent. A baseline's check says whether the write-up's method got the answer right. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "bench_cases.h"
#include "bench_check.h"
#include "bench_ref.h"

#define WHY(...) (snprintf(why, len, __VA_ARGS__), false)

static bool check_words(uint8_t count, uint8_t want, char *why, size_t len)
{
    if (count != want)
        return WHY("%u result words, expected %u", count, want);
    return true;
}

/* ---- marker ---- */

static bool check_marker(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    (void)i;
    if (!check_words(n, 1, why, len))
        return false;
    return w[0] == 0 ? true : WHY("marker sent %" PRIu32, w[0]);
}

static void describe_marker(uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "start mark, end mark (%u)", i + 1);
}

/* ---- Wythoff ---- */

static void describe_pair(const uint32_t (*rows)[2], uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "(%" PRIu32 ", %" PRIu32 ")", rows[i][0], rows[i][1]);
}

static void describe_wythoff_p(uint8_t i, char *buf, size_t len)
{
    describe_pair(bench_wythoff_p_in, i, buf, len);
}

static bool check_wythoff_p(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    if (!check_words(n, 1, why, len))
        return false;
    bool want = ref_wythoff_is_p(bench_wythoff_p_in[i][0], bench_wythoff_p_in[i][1]);
    if (w[0] != want)
        return WHY("said %s, exact answer %s", w[0] ? "P" : "not P", want ? "P" : "not P");
    return true;
}

static bool check_moves_of(const uint32_t (*rows)[2], uint8_t i, const uint32_t *w, uint8_t n,
                           bool with_kind, char *why, size_t len)
{
    uint64_t want[3][3];
    uint8_t wn = ref_wythoff_moves(rows[i][0], rows[i][1], want);
    uint8_t per = with_kind ? 3 : 2;
    if (n < 1)
        return WHY("no result");
    if (w[0] != wn)
        return WHY("%" PRIu32 " moves, exact answer has %u", w[0], wn);
    if (!check_words(n, (uint8_t)(1 + wn * per), why, len))
        return false;
    for (uint8_t j = 0; j < wn; j++) {
        const uint32_t *m = &w[1 + j * per];
        if (m[0] != want[j][0] || m[1] != want[j][1] || (with_kind && m[2] != want[j][2]))
            return WHY("move %u is (%" PRIu32 ", %" PRIu32 "), exact (%" PRIu64 ", %" PRIu64
                       ") kind %" PRIu64,
                       j + 1, m[0], m[1], want[j][0], want[j][1], want[j][2]);
    }
    return true;
}

static bool check_wythoff_moves(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    return check_moves_of(bench_wythoff_moves_in, i, w, n, true, why, len);
}

static void describe_wythoff_moves(uint8_t i, char *buf, size_t len)
{
    describe_pair(bench_wythoff_moves_in, i, buf, len);
}

static bool check_wythoff_small(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    return check_moves_of(bench_wythoff_small_in, i, w, n, true, why, len);
}

static bool check_hdu2177(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    return check_moves_of(bench_wythoff_small_in, i, w, n, false, why, len);
}

static void describe_wythoff_small(uint8_t i, char *buf, size_t len)
{
    describe_pair(bench_wythoff_small_in, i, buf, len);
}

uint64_t bench_hdu2177_iterations(uint8_t index)
{
    return (uint64_t)bench_wythoff_small_in[index][0] + bench_wythoff_small_in[index][1];
}

/* ---- Euclid ---- */

static void describe_euclid(uint8_t i, char *buf, size_t len)
{
    describe_pair(bench_euclid_in, i, buf, len);
}

static bool check_euclid_verdict(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    if (n < 1)
        return WHY("no result");
    bool want = ref_euclid_wins(bench_euclid_in[i][0], bench_euclid_in[i][1]);
    if (w[0] != want)
        return WHY("said %s, exact answer %s", w[0] ? "Stan wins" : "Ollie wins",
                   want ? "Stan wins" : "Ollie wins");
    return true;
}

/* The move must be legal (a positive multiple of the smaller taken from the larger, leaving
 * >= 0) and winning (it reaches 0 or leaves a lost position): there is exactly one such. */
static bool check_euclid(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint64_t a = bench_euclid_in[i][0], b = bench_euclid_in[i][1];
    if (!check_words(n, 5, why, len) || !check_euclid_verdict(i, w, n, why, len))
        return false;
    if (!w[0])
        return w[1] == 0 ? true : WHY("a lost position reported a winning move");
    if (!w[1])
        return WHY("no winning move for a won position");
    uint64_t ma = w[2], mb = w[3], t = w[4];
    bool legal = t >= 1 && ((a >= b && mb == b && t * b <= a && ma == a - t * b) ||
                            (b >= a && ma == a && t * a <= b && mb == b - t * a));
    if (!legal)
        return WHY("move to (%" PRIu64 ", %" PRIu64 ") times %" PRIu64 " is not legal", ma, mb, t);
    if (ma != 0 && mb != 0 && ref_euclid_wins(ma, mb))
        return WHY("move to (%" PRIu64 ", %" PRIu64 ") leaves a won position", ma, mb);
    return true;
}

/* ---- Nim ---- */

static void describe_nim(uint8_t i, char *buf, size_t len)
{
    const bench_nim_in_t *in = &bench_nim_in[i];
    size_t used = 0;
    for (uint8_t j = 0; j < BENCH_NIM_PILES && used < len; j++)
        used += (size_t)snprintf(buf + used, len - used, "%s%" PRIu32, j ? " " : "", in->piles[j]);
    if (used < len)
        snprintf(buf + used, len - used, "%s", in->mode ? " misere" : "");
}

/* Winning moves from the theory (nim.h's contract), pile order; returns the count. */
static uint8_t ref_nim_moves(const bench_nim_in_t *in, bool *wins, uint32_t out[][2])
{
    const uint32_t *p = in->piles;
    uint32_t x = 0;
    uint8_t big = 0, ones = 0, n = 0, big_at = 0;
    for (uint8_t j = 0; j < BENCH_NIM_PILES; j++) {
        x ^= p[j];
        if (p[j] >= 2) {
            big++;
            big_at = j;
        }
        ones += p[j] == 1;
    }
    if (in->mode && big == 0) { /* misere ending: win iff the 1-piles are even in number */
        *wins = ones % 2 == 0;
        for (uint8_t j = 0; *wins && j < BENCH_NIM_PILES; j++)
            if (p[j] == 1) {
                out[n][0] = j;
                out[n++][1] = 0;
            }
        return n;
    }
    *wins = x != 0;
    if (in->mode && big == 1) { /* leave an odd number of 1-piles and nothing bigger */
        out[0][0] = big_at;
        out[0][1] = ones % 2 == 0 ? 1 : 0;
        return 1;
    }
    for (uint8_t j = 0; j < BENCH_NIM_PILES; j++)
        if ((p[j] ^ x) < p[j]) {
            out[n][0] = j;
            out[n++][1] = p[j] ^ x;
        }
    return n;
}

static bool check_nim(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint32_t want[BENCH_NIM_PILES][2];
    bool wins;
    uint8_t wn = ref_nim_moves(&bench_nim_in[i], &wins, want);
    if (n < 2)
        return WHY("no result");
    if (w[0] != wins)
        return WHY("verdict %" PRIu32 ", exact %u", w[0], wins);
    if (w[1] != wn)
        return WHY("%" PRIu32 " winning moves, exact %u", w[1], wn);
    if (!check_words(n, (uint8_t)(2 + 2 * wn), why, len))
        return false;
    for (uint8_t j = 0; j < wn; j++)
        if (w[2 + 2 * j] != want[j][0] || w[3 + 2 * j] != want[j][1])
            return WHY("move %u: pile %" PRIu32 " to %" PRIu32 ", exact pile %" PRIu32
                       " to %" PRIu32,
                       j + 1, w[2 + 2 * j], w[3 + 2 * j], want[j][0], want[j][1]);
    return true;
}

/* ---- Bash, powers of two ---- */

static void describe_bash(uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "n %" PRIu32 ", m %" PRIu32 "%s", bench_bash_in[i][0], bench_bash_in[i][1],
             bench_bash_in[i][2] ? " misere" : "");
}

static bool check_bash(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint64_t pn = bench_bash_in[i][0], mod = (uint64_t)bench_bash_in[i][1] + 1;
    bool wins;
    uint64_t take;
    if (!bench_bash_in[i][2]) {
        wins = pn % mod != 0;
        take = pn % mod;
    } else if (pn == 0) {
        wins = true; /* the previous player took the last object */
        take = 0;
    } else {
        wins = pn % mod != 1;
        take = wins ? (pn - 1) % mod : 0;
    }
    if (!check_words(n, 2, why, len))
        return false;
    if (w[0] != wins || w[1] != take)
        return WHY("verdict %" PRIu32 " take %" PRIu32 ", exact %u take %" PRIu64, w[0], w[1], wins,
                   take);
    return true;
}

static void describe_pow2(uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "n %" PRIu32, bench_pow2_in[i]);
}

static bool check_pow2(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint32_t pn = bench_pow2_in[i], takes = 0;
    bool wins = pn % 3 != 0;
    for (unsigned b = 0; wins && b < 32 && ((uint64_t)1 << b) <= pn; b++)
        if (((uint64_t)1 << b) % 3 == pn % 3)
            takes |= (uint32_t)1 << b;
    if (!check_words(n, 2, why, len))
        return false;
    if (w[0] != wins || w[1] != takes)
        return WHY("verdict %" PRIu32 " takes 0x%08" PRIx32 ", exact %u 0x%08" PRIx32, w[0], w[1],
                   wins, takes);
    return true;
}

/* ---- A New Stone Game ---- */

static void describe_stone(uint8_t i, char *buf, size_t len)
{
    const uint32_t *p = bench_stone_in[i];
    snprintf(buf, len, "%" PRIu32 " %" PRIu32 " %" PRIu32 " %" PRIu32 " %" PRIu32 " %" PRIu32, p[0],
             p[1], p[2], p[3], p[4], p[5]);
}

/* Legal: pile `from` shrinks by r + s (r >= 1 removed, s moved), the others only grow, and only
 * those that had stones; the growth adds up to s. Winning: the result pairs up. */
static bool check_stone(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    const uint32_t *before = bench_stone_in[i];
    bool wins = ref_new_stone_wins(before, BENCH_STONE_PILES);
    if (!check_words(n, 3 + BENCH_STONE_PILES, why, len))
        return false;
    if (w[0] != wins)
        return WHY("verdict %" PRIu32 ", exact %u", w[0], wins);
    if (!wins)
        return w[1] == 0 ? true : WHY("a lost position reported a winning move");
    if (!w[1] || w[2] >= BENCH_STONE_PILES)
        return WHY("no winning move (ok %" PRIu32 ", from %" PRIu32 ")", w[1], w[2]);
    const uint32_t *after = &w[3];
    uint32_t from = w[2];
    uint64_t added = 0;
    if (after[from] >= before[from])
        return WHY("pile %" PRIu32 " does not shrink", from + 1);
    for (uint8_t j = 0; j < BENCH_STONE_PILES; j++) {
        if (j == from)
            continue;
        if (after[j] < before[j] || (before[j] == 0 && after[j] != 0))
            return WHY("pile %u changes illegally", j + 1);
        added += after[j] - before[j];
    }
    if (added + 1 > (uint64_t)before[from] - after[from])
        return WHY("moves more stones than it takes from pile %" PRIu32, from + 1);
    if (ref_new_stone_wins(after, BENCH_STONE_PILES))
        return WHY("the position left does not pair up");
    return true;
}

/* ---- pirates, XOR ---- */

static void describe_pirates(uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "n %" PRIu32 ", m %" PRIu32 ", p %" PRIu32, bench_pirates_in[i][0],
             bench_pirates_in[i][1], bench_pirates_in[i][2]);
}

static bool check_pirates(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint64_t gold;
    bool lives = ref_pirates(bench_pirates_in[i][0], bench_pirates_in[i][1], bench_pirates_in[i][2],
                             &gold);
    if (!check_words(n, 2, why, len))
        return false;
    if (w[0] != lives || w[1] != gold)
        return WHY("lives %" PRIu32 " gold %" PRIu32 ", exact %u gold %" PRIu64, w[0], w[1], lives,
                   gold);
    return true;
}

static void describe_xor(uint8_t i, char *buf, size_t len)
{
    describe_pair(bench_xor_in, i, buf, len);
}

static bool check_xor(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint32_t want = ref_xor_range(bench_xor_in[i][0], bench_xor_in[i][1]);
    if (!check_words(n, 1, why, len))
        return false;
    return w[0] == want ? true : WHY("%" PRIu32 ", exact %" PRIu32, w[0], want);
}

/* ---- cost anatomy ---- */

static void describe_mul(uint8_t i, char *buf, size_t len)
{
    snprintf(buf, len, "%" PRIu32 " * %" PRIu32, bench_mul_in[i][0], bench_mul_in[i][1]);
}

static bool check_mul(uint8_t i, const uint32_t *w, uint8_t n, char *why, size_t len)
{
    uint64_t want = (uint64_t)bench_mul_in[i][0] * bench_mul_in[i][1];
    if (!check_words(n, 2, why, len))
        return false;
    uint64_t got = (uint64_t)w[1] << 32 | w[0];
    return got == want ? true : WHY("%" PRIu64 ", exact %" PRIu64, got, want);
}

/* ---- the table ---- */

const bench_case_t bench_case_table[] = {
    {BENCH_ID_MARKER, "marker", "start mark + end mark (subtracted from every run)",
     BENCH_MARKER_RUNS, 0, 0, check_marker, describe_marker},
    {BENCH_ID_WYTHOFF_P, "wythoff_p", "Wythoff P-test, 32-bit extremes",
     BENCH_COUNT(bench_wythoff_p_in), 300, 0, check_wythoff_p, describe_wythoff_p},
    {BENCH_ID_WYTHOFF_P_FLOAT, "wythoff_p_float", "write-ups: floor(k*(1+sqrt(5))/2), float",
     BENCH_COUNT(bench_wythoff_p_in), 0, BENCH_ID_WYTHOFF_P, check_wythoff_p, describe_wythoff_p},
    {BENCH_ID_WYTHOFF_MOVES, "wythoff_moves", "Wythoff full winning-move list",
     BENCH_COUNT(bench_wythoff_moves_in), 1500, 0, check_wythoff_moves, describe_wythoff_moves},
    {BENCH_ID_WYTHOFF_MOVES_SMALL, "wythoff_moves_small", "Wythoff move list, HDU 2177 loop's inputs",
     BENCH_COUNT(bench_wythoff_small_in), 1500, 0, check_wythoff_small, describe_wythoff_small},
    {BENCH_ID_WYTHOFF_HDU2177, "wythoff_hdu2177", "write-up: HDU 2177 loop over pile sizes, float",
     BENCH_COUNT(bench_wythoff_small_in), 0, BENCH_ID_WYTHOFF_MOVES_SMALL, check_hdu2177,
     describe_wythoff_small},
    {BENCH_ID_EUCLID, "euclid", "Euclid verdict + winning move", BENCH_COUNT(bench_euclid_in), 2000,
     0, check_euclid, describe_euclid},
    {BENCH_ID_EUCLID_VERDICT, "euclid_verdict", "Euclid verdict only",
     BENCH_COUNT(bench_euclid_in), 0, 0, check_euclid_verdict, describe_euclid},
    {BENCH_ID_EUCLID_SEED64, "euclid_seed64", "write-up: gcd + recursion, long long",
     BENCH_COUNT(bench_euclid_in), 0, BENCH_ID_EUCLID_VERDICT, check_euclid_verdict,
     describe_euclid},
    {BENCH_ID_EUCLID_SEED32, "euclid_seed32", "write-up: gcd + recursion, ported to uint32_t",
     BENCH_COUNT(bench_euclid_in), 0, BENCH_ID_EUCLID_VERDICT, check_euclid_verdict,
     describe_euclid},
    {BENCH_ID_NIM8, "nim8", "Nim verdict + all winning moves, 8 piles", BENCH_COUNT(bench_nim_in),
     400, 0, check_nim, describe_nim},
    {BENCH_ID_BASH, "bash", "Bash verdict + winning take", BENCH_COUNT(bench_bash_in), 0, 0,
     check_bash, describe_bash},
    {BENCH_ID_POW2, "pow2", "powers of two: verdict + winning takes", BENCH_COUNT(bench_pow2_in), 0,
     0, check_pow2, describe_pow2},
    {BENCH_ID_NEW_STONE6, "new_stone6", "New Stone Game verdict + winning move, 6 piles",
     BENCH_COUNT(bench_stone_in), 0, 0, check_stone, describe_stone},
    {BENCH_ID_PIRATES, "pirates", "pirates' share at n = 4294967295", BENCH_COUNT(bench_pirates_in),
     0, 0, check_pirates, describe_pirates},
    {BENCH_ID_XOR_RANGE, "xor_range", "XOR of x..y", BENCH_COUNT(bench_xor_in), 0, 0, check_xor,
     describe_xor},
    {BENCH_ID_MUL64, "mul32x32", "anatomy: one 32x32->64 multiply (libgcc __umulsidi3)",
     BENCH_COUNT(bench_mul_in), 0, 0, check_mul, describe_mul},
};

const uint8_t bench_case_count = sizeof bench_case_table / sizeof bench_case_table[0];

const bench_case_t *bench_case_by_id(uint8_t id)
{
    for (uint8_t i = 0; i < bench_case_count; i++)
        if (bench_case_table[i].id == id)
            return &bench_case_table[i];
    return NULL;
}
