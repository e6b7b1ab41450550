/* new_stone.c - A New Stone Game (POJ 1740): verdict by pairing the non-empty piles (counting
 * each size's parity), a constructed winning move, an exact legality check and a stalling move.
 * No recursion, one 64-byte index array on the stack, 32-bit arithmetic that cannot overflow. */
#include "new_stone.h"

#include "nim.h"

/* Indices of the non-empty piles sorted by size (insertion sort); returns how many. */
static uint8_t ns_sort_nonempty(const uint32_t *piles, uint8_t count, uint8_t *idx)
{
    uint8_t n = 0;
    for (uint8_t i = 0; i < count; i++) {
        if (piles[i] == 0) {
            continue;
        }
        uint8_t j = n;
        while (j > 0 && piles[idx[j - 1]] > piles[i]) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = i;
        n++;
    }
    return n;
}

bool new_stone_first_wins(const uint32_t *piles, uint8_t count)
{
    /* lost iff every non-empty size occurs an even number of times */
    for (uint8_t i = 0; i < count; i++) {
        uint8_t same = 0;
        for (uint8_t j = 0; j < count; j++) {
            same ^= piles[j] == piles[i];
        }
        if (same && piles[i] != 0) {
            return true;
        }
    }
    return false;
}

bool new_stone_first_wins_sorting(uint32_t *piles, uint32_t count)
{
    /* Shell sort (gaps halving): small code, and far below count^2 steps on a judge's lists */
    for (uint32_t gap = count / 2u; gap != 0; gap /= 2u) {
        for (uint32_t i = gap; i < count; i++) {
            uint32_t v = piles[i];
            uint32_t j = i;
            for (; j >= gap && piles[j - gap] > v; j -= gap) {
                piles[j] = piles[j - gap];
            }
            piles[j] = v;
        }
    }
    /* sorted: the sizes pair up iff each run of equal non-empty sizes has an even length */
    bool odd = false;
    for (uint32_t i = 0; i < count; i++) {
        odd = (i != 0 && piles[i] == piles[i - 1u]) ? !odd : true;
        if (odd && piles[i] != 0 && (i + 1u == count || piles[i + 1u] != piles[i])) {
            return true;
        }
    }
    return false;
}

/* Construction, with the non-empty piles sorted x1 <= ... <= xn (all >= 1):
 * - n odd: empty xn; raise x1 to x2, x3 to x4, ..., x(n-2) to x(n-1). The stones given are
 *   disjoint gaps inside [x1, x(n-1)], so they total <= x(n-1) - x1 <= xn - 1: at least one
 *   stone is really removed. Result: pairs (x2,x2), (x4,x4), ...
 * - n even: top pairs x(m-1) == xm are already matched and are left alone (m -= 2; the
 *   smallest change, not needed for correctness). Then lower xm to x1 and raise x2 to x3,
 *   x4 to x5, ..., x(m-2) to x(m-1): taken from xm is xm - x1 = the sum of all gaps, given
 *   are the gaps (x3-x2) + (x5-x4) + ..., so removed = (x2-x1) + (x4-x3) + ... + (xm-x(m-1)),
 *   which is >= 1 exactly because these piles do not pair up.
 * Every receiving pile is non-empty, every value stays within the original ones (no
 * overflow). */
bool new_stone_winning_spread(const uint32_t *piles, uint8_t count, uint8_t *from, uint32_t *add,
                              uint32_t *take)
{
    uint8_t idx[NEW_STONE_MAX_PILES];
    if (count > NEW_STONE_MAX_PILES) {
        return false;
    }
    uint8_t n = ns_sort_nonempty(piles, count, idx);
    uint8_t m = n;      /* the piles that take part: all, or (n even) all but matched top pairs */
    uint8_t j = 0;      /* the first pile raised to its upper neighbour */
    uint32_t low = 0;   /* what the top pile is left with */
    if (!(n & 1u)) {
        while (m != 0 && piles[idx[m - 2]] == piles[idx[m - 1]]) {
            m -= 2;
        }
        if (m == 0) {
            return false; /* every size pairs up (or no pile): lost */
        }
        j = 1;
        low = piles[idx[0]];
    }
    for (uint8_t i = 0; i < count; i++) {
        add[i] = 0;
    }
    *from = idx[m - 1];
    uint32_t removed = piles[*from] - low; /* what leaves the top pile, less what is given */
    for (; j + 2 < m; j += 2) {
        uint32_t gap = piles[idx[j + 1]] - piles[idx[j]];
        add[idx[j]] = gap;
        removed -= gap;
    }
    *take = removed;
    return true;
}

/* The spread as the position it leaves; after == piles works too (a pile only grows by its
 * own add, and the pile moved from has none). */
bool new_stone_winning_move(const uint32_t *piles, uint8_t count, uint32_t *after, uint8_t *from)
{
    uint32_t add[NEW_STONE_MAX_PILES];
    uint32_t take;
    if (!new_stone_winning_spread(piles, count, from, add, &take)) {
        return false;
    }
    uint32_t left = piles[*from] - take; /* before the stones given go */
    for (uint8_t i = 0; i < count; i++) {
        left -= add[i];
        after[i] = piles[i] + add[i];
    }
    after[*from] = left;
    return true;
}

/* The stones leaving pile `from` are: at least one removed, the rest of the difference spread
 * onto piles that had stones. The budget shrinks pile by pile, so no sum can overflow. */
bool new_stone_move_is_legal(const uint32_t *before, const uint32_t *after, uint8_t count,
                             uint8_t from)
{
    if (from >= count || after[from] >= before[from]) {
        return false;
    }
    uint32_t budget = before[from] - after[from] - 1u;
    for (uint8_t i = 0; i < count; i++) {
        if (i == from || after[i] == before[i]) {
            continue;
        }
        if (before[i] == 0 || after[i] < before[i]) {
            return false;
        }
        uint32_t gain = after[i] - before[i];
        if (gain > budget) {
            return false;
        }
        budget -= gain;
    }
    return true;
}

bool new_stone_stalling_move(const uint32_t *piles, uint8_t count, uint32_t *after, uint8_t *from)
{
    /* The same move as Nim's: one stone off a largest pile, nothing redistributed. */
    nim_move_t take;
    if (!nim_stalling_move(piles, count, &take)) {
        return false;
    }
    for (uint8_t i = 0; i < count; i++) {
        after[i] = piles[i];
    }
    after[take.pile] = take.to;
    *from = take.pile;
    return true;
}
