/* test_new_stone.c - A New Stone Game (POJ 1740) solver against a brute-force game-tree search
 * written here from the rules alone: every move (remove >= 1 from a pile, then optionally move
 * some of that pile's remaining stones onto other piles that still have stones) is enumerated,
 * empty piles included, and results are memoized per position. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "new_stone.h"
#include "support/solvers_b_support.h"

#define BF_MAX_PILES 4
#define BF_BASE 21 /* piles start at <= 5, so no pile ever exceeds 4 * 5 = 20 stones */
#define BF_CODES (BF_BASE * BF_BASE * BF_BASE * BF_BASE)

/* Memo per pile count: 0 unknown, 1 mover wins, 2 mover loses. */
static uint8_t bf_memo[BF_MAX_PILES + 1][BF_CODES];

static uint32_t bf_code(const uint8_t *p, int count)
{
    uint32_t code = 0;
    for (int i = count - 1; i >= 0; i--) {
        code = code * BF_BASE + p[i];
    }
    return code;
}

/* Called for every move; returns true to stop the enumeration. */
typedef bool (*bf_visit_fn)(const uint8_t *after, int count, int from, void *ctx);

/* Spreads some of the `left` stones still on pile `from` over piles i.. that had stones. */
static bool bf_spread(uint8_t *q, const uint8_t *before, int count, int from, int i, int left,
                      bf_visit_fn fn, void *ctx)
{
    if (i == count) {
        return fn(q, count, from, ctx);
    }
    if (i == from || before[i] == 0) {
        return bf_spread(q, before, count, from, i + 1, left, fn, ctx);
    }
    for (int t = 0; t <= left; t++) {
        q[i] = (uint8_t)(before[i] + t);
        q[from] = (uint8_t)(q[from] - t);
        bool stop = bf_spread(q, before, count, from, i + 1, left - t, fn, ctx);
        q[from] = (uint8_t)(q[from] + t);
        q[i] = before[i];
        if (stop) {
            return true;
        }
    }
    return false;
}

/* Every legal move from p, each exactly once. */
static bool bf_for_each_move(const uint8_t *p, int count, bf_visit_fn fn, void *ctx)
{
    for (int from = 0; from < count; from++) {
        for (int removed = 1; removed <= p[from]; removed++) {
            uint8_t q[BF_MAX_PILES];
            memcpy(q, p, (size_t)count);
            q[from] = (uint8_t)(p[from] - removed);
            if (bf_spread(q, p, count, from, 0, q[from], fn, ctx)) {
                return true;
            }
        }
    }
    return false;
}

static bool bf_mover_wins(const uint8_t *p, int count);

static bool bf_visit_find_loss(const uint8_t *after, int count, int from, void *ctx)
{
    (void)from;
    (void)ctx;
    return !bf_mover_wins(after, count);
}

static bool bf_mover_wins(const uint8_t *p, int count)
{
    uint8_t *slot = &bf_memo[count][bf_code(p, count)];
    if (*slot == 0) {
        *slot = bf_for_each_move(p, count, bf_visit_find_loss, NULL) ? 1 : 2;
    }
    return *slot == 1;
}

/* Looks for one given (after, from) among the enumerated moves. */
typedef struct {
    uint32_t after[BF_MAX_PILES];
    int from;
} bf_target_t;

static bool bf_visit_match(const uint8_t *after, int count, int from, void *ctx)
{
    const bf_target_t *t = ctx;
    if (from != t->from) {
        return false;
    }
    for (int i = 0; i < count; i++) {
        if (after[i] != t->after[i]) {
            return false;
        }
    }
    return true;
}

static bool bf_move_exists(const uint8_t *p, int count, const uint32_t *after, int from)
{
    bf_target_t t;
    t.from = from;
    for (int i = 0; i < count; i++) {
        t.after[i] = after[i];
    }
    return bf_for_each_move(p, count, bf_visit_match, &t);
}

/* Calls fn for every position of `count` piles of 0..top stones; p is the scratch position. */
static void for_each_position(int count, int top, void (*fn)(const uint8_t *p, int count))
{
    uint8_t p[BF_MAX_PILES] = {0};
    for (;;) {
        fn(p, count);
        int i = 0;
        while (i < count && p[i] == top) {
            p[i] = 0;
            i++;
        }
        if (i == count) {
            return;
        }
        p[i]++;
    }
}

static void widen(const uint8_t *p, int count, uint32_t *out)
{
    for (int i = 0; i < count; i++) {
        out[i] = p[i];
    }
}

static bool after_fits_brute_force(const uint32_t *after, int count)
{
    for (int i = 0; i < count; i++) {
        if (after[i] >= BF_BASE) {
            return false;
        }
    }
    return true;
}

static void narrow(const uint32_t *in, int count, uint8_t *out)
{
    for (int i = 0; i < count; i++) {
        out[i] = (uint8_t)in[i];
    }
}

static void check_small_position(const uint8_t *p, int count)
{
    uint32_t piles[BF_MAX_PILES];
    uint32_t after[BF_MAX_PILES];
    uint8_t small[BF_MAX_PILES];
    uint8_t from = 0xFF;
    widen(p, count, piles);
    bool wins = bf_mover_wins(p, count);
    assert_int_equal(new_stone_first_wins(piles, (uint8_t)count), wins);
    if (wins) {
        assert_true(new_stone_winning_move(piles, (uint8_t)count, after, &from));
        assert_true(from < count);
        assert_true(after_fits_brute_force(after, count));
        assert_true(bf_move_exists(p, count, after, from));
        assert_true(new_stone_move_is_legal(piles, after, (uint8_t)count, from));
        narrow(after, count, small);
        assert_false(bf_mover_wins(small, count));
    } else {
        assert_false(new_stone_winning_move(piles, (uint8_t)count, after, &from));
    }
    bool any = false;
    for (int i = 0; i < count; i++) {
        any = any || p[i] != 0;
    }
    bool stalls = new_stone_stalling_move(piles, (uint8_t)count, after, &from);
    assert_int_equal(stalls, any);
    if (stalls) {
        assert_true(from < count);
        assert_true(bf_move_exists(p, count, after, from));
        assert_true(new_stone_move_is_legal(piles, after, (uint8_t)count, from));
    }
}

static void test_new_stone_matches_brute_force_on_every_position_of_up_to_four_piles_of_five(
    void **state)
{
    (void)state;
    for (int count = 1; count <= BF_MAX_PILES; count++) {
        for_each_position(count, 5, check_small_position);
    }
}

/* Marks every (from, after) the brute force allows, after coded in base LEGAL_BASE. */
#define LEGAL_BASE 11
static bool legal_seen[BF_MAX_PILES][LEGAL_BASE * LEGAL_BASE * LEGAL_BASE * LEGAL_BASE];

static uint32_t legal_code(const uint32_t *after, int count)
{
    uint32_t code = 0;
    for (int i = count - 1; i >= 0; i--) {
        code = code * LEGAL_BASE + after[i];
    }
    return code;
}

static bool legal_mark(const uint8_t *after, int count, int from, void *ctx)
{
    uint32_t wide[BF_MAX_PILES];
    (void)ctx;
    widen(after, count, wide);
    legal_seen[from][legal_code(wide, count)] = true;
    return false;
}

static void check_legality_of_every_candidate(const uint8_t *p, int count)
{
    uint32_t before[BF_MAX_PILES];
    uint32_t after[BF_MAX_PILES] = {0};
    uint32_t codes = 1;
    widen(p, count, before);
    for (int i = 0; i < count; i++) {
        codes *= LEGAL_BASE;
    }
    memset(legal_seen, 0, sizeof legal_seen);
    bf_for_each_move(p, count, legal_mark, NULL);
    for (uint32_t code = 0; code < codes; code++) {
        uint32_t c = code;
        for (int i = 0; i < count; i++) {
            after[i] = c % LEGAL_BASE;
            c /= LEGAL_BASE;
        }
        for (int from = 0; from < count; from++) {
            assert_int_equal(new_stone_move_is_legal(before, after, (uint8_t)count, (uint8_t)from),
                             legal_seen[from][code]);
        }
    }
}

static void test_new_stone_move_is_legal_accepts_exactly_the_moves_of_the_rules(void **state)
{
    (void)state;
    /* Totals stay <= 10, so every reachable pile fits in 0..10. */
    for_each_position(1, 10, check_legality_of_every_candidate);
    for_each_position(2, 5, check_legality_of_every_candidate);
    for_each_position(3, 3, check_legality_of_every_candidate);
    for_each_position(4, 2, check_legality_of_every_candidate);
}

/* --- large positions: an independent legality check and pairing test in 64-bit --- */

static bool own_is_legal(const uint32_t *before, const uint32_t *after, int count, int from)
{
    if (from < 0 || from >= count || after[from] >= before[from]) {
        return false;
    }
    uint64_t moved = 0;
    for (int i = 0; i < count; i++) {
        if (i == from) {
            continue;
        }
        if (after[i] < before[i] || (before[i] == 0 && after[i] != 0)) {
            return false;
        }
        moved += (uint64_t)after[i] - before[i];
    }
    /* removed = before - after - moved must be >= 1 */
    return moved + 1u <= (uint64_t)before[from] - after[from];
}

static bool own_is_paired(const uint32_t *piles, int count)
{
    for (int i = 0; i < count; i++) {
        if (piles[i] == 0) {
            continue;
        }
        int same = 0;
        for (int j = 0; j < count; j++) {
            same += piles[j] == piles[i];
        }
        if (same % 2 != 0) {
            return false;
        }
    }
    return true;
}

static uint32_t random_pile(sb_rng_t *rng, const uint32_t *earlier, int i)
{
    switch (sb_rng_below(rng, 8)) {
    case 0:
        return 0;
    case 1:
        return 4294967295u - sb_rng_below(rng, 3);
    case 2:
        return 1u + sb_rng_below(rng, 4);
    case 3:
    case 4:
        return i > 0 ? earlier[sb_rng_below(rng, (uint32_t)i)] : 7u;
    default:
        return sb_rng_u32(rng);
    }
}

static void test_new_stone_constructs_a_legal_pairing_move_on_large_random_positions(void **state)
{
    (void)state;
    sb_rng_t rng;
    sb_rng_seed(&rng, 1740);
    int winning = 0;
    int losing = 0;
    for (int round = 0; round < 200000; round++) {
        uint32_t piles[6];
        uint32_t after[6];
        uint8_t from = 0xFF;
        int count = 1 + (int)sb_rng_below(&rng, 6);
        for (int i = 0; i < count; i++) {
            piles[i] = random_pile(&rng, piles, i);
        }
        /* Every few rounds, make the position paired on purpose (in shuffled order). */
        if (round % 4 == 0 && count >= 2) {
            count &= ~1;
            for (int i = 0; i + 1 < count; i += 2) {
                piles[i + 1] = piles[i];
            }
            for (int i = count - 1; i > 0; i--) {
                int j = (int)sb_rng_below(&rng, (uint32_t)i + 1u);
                uint32_t t = piles[i];
                piles[i] = piles[j];
                piles[j] = t;
            }
        }
        bool paired = own_is_paired(piles, count);
        assert_int_equal(new_stone_first_wins(piles, (uint8_t)count), !paired);
        if (paired) {
            losing++;
            assert_false(new_stone_winning_move(piles, (uint8_t)count, after, &from));
            continue;
        }
        winning++;
        assert_true(new_stone_winning_move(piles, (uint8_t)count, after, &from));
        assert_true(own_is_legal(piles, after, count, from));
        assert_true(new_stone_move_is_legal(piles, after, (uint8_t)count, from));
        assert_true(own_is_paired(after, count));
        /* Moving one more stone onto a pile that had none, or one stone more than the pile
         * can give, must be refused. */
        for (int i = 0; i < count; i++) {
            if (i == from || after[i] == 4294967295u) {
                continue;
            }
            after[i]++;
            assert_int_equal(new_stone_move_is_legal(piles, after, (uint8_t)count, from),
                             own_is_legal(piles, after, count, from));
            after[i]--;
        }
    }
    assert_true(winning > 1000);
    assert_true(losing > 1000);
}

static void test_new_stone_ignores_empty_piles(void **state)
{
    (void)state;
    const uint32_t paired_with_zeros[] = {0, 3, 3};
    const uint32_t only_zeros[] = {0, 0, 0};
    const uint32_t zero_between[] = {5, 0, 0, 5, 0};
    const uint32_t odd_with_zero[] = {0, 4};
    const uint32_t three_with_zero[] = {2, 0, 3};
    uint32_t after[5];
    uint8_t from = 0xFF;
    assert_false(new_stone_first_wins(paired_with_zeros, 3));
    assert_false(new_stone_first_wins(only_zeros, 3));
    assert_false(new_stone_first_wins(zero_between, 5));
    assert_false(new_stone_first_wins(only_zeros, 0));
    assert_true(new_stone_first_wins(odd_with_zero, 2));
    assert_true(new_stone_first_wins(three_with_zero, 3));
    assert_false(new_stone_stalling_move(only_zeros, 3, after, &from));

    /* {2, 0, 3}: lower the 3 to 2; nothing may land on the empty pile. */
    assert_true(new_stone_winning_move(three_with_zero, 3, after, &from));
    assert_int_equal(from, 2);
    assert_int_equal(after[0], 2);
    assert_int_equal(after[1], 0);
    assert_int_equal(after[2], 2);
    assert_true(new_stone_winning_move(odd_with_zero, 2, after, &from));
    assert_int_equal(from, 1);
    assert_int_equal(after[0], 0);
    assert_int_equal(after[1], 0);
}

static void test_new_stone_move_is_legal_refuses_what_would_overflow_32_bits(void **state)
{
    (void)state;
    const uint32_t before[] = {4294967295u, 1, 1, 1};
    const uint32_t wrapped[] = {0, 4294967295u, 4294967295u, 2};
    const uint32_t onto_empty[] = {5, 0, 1};
    const uint32_t from_empty[] = {5, 0, 1};
    const uint32_t everything[] = {0, 4294967294u, 1, 1};
    const uint32_t nothing_removed[] = {0, 4294967295u, 2, 1};
    const uint32_t one_removed[] = {0, 4294967295u, 1, 1};
    const uint32_t to_empty[] = {5, 1, 1};
    const uint32_t to_nothing[] = {5, 0, 0};
    assert_false(new_stone_move_is_legal(before, wrapped, 4, 0));
    assert_true(new_stone_move_is_legal(before, everything, 4, 0));
    assert_false(new_stone_move_is_legal(before, nothing_removed, 4, 0));
    assert_true(new_stone_move_is_legal(before, one_removed, 4, 0));
    assert_false(new_stone_move_is_legal(onto_empty, to_empty, 3, 2));
    assert_true(new_stone_move_is_legal(onto_empty, to_nothing, 3, 2));
    assert_false(new_stone_move_is_legal(from_empty, from_empty, 3, 1));
    assert_false(new_stone_move_is_legal(before, everything, 4, 4));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_stone_matches_brute_force_on_every_position_of_up_to_four_piles_of_five),
        cmocka_unit_test(test_new_stone_move_is_legal_accepts_exactly_the_moves_of_the_rules),
        cmocka_unit_test(test_new_stone_constructs_a_legal_pairing_move_on_large_random_positions),
        cmocka_unit_test(test_new_stone_ignores_empty_piles),
        cmocka_unit_test(test_new_stone_move_is_legal_refuses_what_would_overflow_32_bits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
