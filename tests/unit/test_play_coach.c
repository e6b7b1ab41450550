/* test_play_coach.c - the coach's verdict (firmware/engine/play.c: play_coach) against brute
 * force, for every game, normal and misere play where it applies. From small starting
 * positions, every position reachable by legal moves is visited, and every legal move from it
 * played (play_apply); each verdict is checked against a game-tree search written here: the
 * position before the move is won exactly when the verdict is not PLAY_COACH_LOST; the move
 * kept the win exactly when the position after it is lost for the player to move (or the game
 * is the mover's); the hint (the winning move the coach shows) is legal and leaves the opponent lost.
 * The search knows only the rules as the engine plays them (play_check, play_apply: legal
 * moves and their effect) and who wins a finished game (normal play: the last mover; misere:
 * the other one), never a solver. Also play_moves: the moves of the game as it stands. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"
#include "play.h"
#include "play_mode.h"

/* ---- the legal moves of a position, listed from the engine's move check ---- */

#define MOVES_MAX 4096u

typedef struct {
    play_move_t m[MOVES_MAX];
    uint16_t n;
} moves_t;

/* Every spread of `left` stones of pile `from`'s rest onto piles j.. (New Stone). */
static void list_spreads(const play_t *p, play_move_t *m, uint8_t j, uint32_t left, moves_t *out)
{
    if (j == p->pos.piles) {
        if (play_check(p, m) == PLAY_OK) {
            assert_true(out->n < MOVES_MAX);
            out->m[out->n++] = *m;
        }
        return;
    }
    for (uint32_t a = 0; a <= (j == m->pile ? 0u : left); a++) {
        m->add[j] = a;
        list_spreads(p, m, (uint8_t)(j + 1u), left - a, out);
    }
    m->add[j] = 0;
}

static void list_moves(const play_t *p, moves_t *out)
{
    out->n = 0;
    for (uint8_t i = 0; i < play_choices(p); i++) {
        uint32_t size = play_size(p, i);
        for (uint32_t t = 1; t <= size; t++) {
            play_move_t m = {.pile = i, .take = t};
            if (p->game.flags & PLAY_F_SPREAD) {
                list_spreads(p, &m, 0, size - t, out);
            } else if (play_check(p, &m) == PLAY_OK) {
                assert_true(out->n < MOVES_MAX);
                out->m[out->n++] = m;
            }
        }
    }
}

/* ---- brute force: does the player to move win? memoized by the position's bytes ---- */

#define MEMO_SIZE (1u << 18)
typedef struct {
    play_pos_t pos;
    uint8_t used;
    uint8_t wins;
} memo_t;
static memo_t memo[MEMO_SIZE];

static uint32_t pos_hash(const play_pos_t *pos)
{
    const uint8_t *b = (const uint8_t *)pos;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < sizeof *pos; i++) {
        h = (h ^ b[i]) * 16777619u;
    }
    return h & (MEMO_SIZE - 1u);
}

static memo_t *memo_find(const play_pos_t *pos)
{
    uint32_t h = pos_hash(pos);
    while (memo[h].used && memcmp(&memo[h].pos, pos, sizeof *pos) != 0) {
        h = (h + 1u) & (MEMO_SIZE - 1u);
    }
    return &memo[h];
}

static void memo_clear(void)
{
    memset(memo, 0, sizeof memo);
}

/* The rules' end: the player to move has no legal move. */
static bool bf_over(const play_t *p)
{
    moves_t *ms = malloc(sizeof *ms);
    list_moves(p, ms);
    bool over = ms->n == 0;
    free(ms);
    return over;
}

static bool bf_wins(const play_t *p)
{
    memo_t *e = memo_find(&p->pos);
    if (e->used) {
        return e->wins;
    }
    moves_t *ms = malloc(sizeof *ms);
    list_moves(p, ms);
    /* no move: the game is over; the player to move made no last move, so he wins only in
     * misere play */
    bool wins = ms->n == 0 && p->mode == PLAY_MISERE;
    for (uint16_t k = 0; k < ms->n && !wins; k++) {
        play_t q = *p;
        play_apply(&q, &ms->m[k]);
        wins = !bf_wins(&q);
    }
    free(ms);
    e = memo_find(&p->pos); /* the table may have moved on meanwhile: find the slot again */
    e->pos = p->pos;
    e->used = 1;
    e->wins = wins;
    return wins;
}

/* ---- the verdicts of every move of every position reachable from a start ---- */

typedef struct {
    uint32_t lost, kept, threw; /* verdicts checked, by kind */
} tally_t;

#define SEEN_SIZE (1u << 18)
static play_pos_t *seen;
static uint8_t *seen_used;

static bool seen_add(const play_pos_t *pos)
{
    uint32_t h = pos_hash(pos);
    while (seen_used[h]) {
        if (memcmp(&seen[h], pos, sizeof *pos) == 0) {
            return false;
        }
        h = (h + 1u) & (SEEN_SIZE - 1u);
    }
    seen_used[h] = 1;
    seen[h] = *pos;
    return true;
}

/* The undo log's byte i (0: the oldest) in its ring (play.h). */
static uint8_t log_byte(const play_t *p, uint8_t i)
{
    return p->log[(p->log_start + i) % PLAY_LOG_BYTES];
}

static void check_position(const play_t *p, tally_t *t)
{
    if (!seen_add(&p->pos)) {
        return;
    }
    moves_t *ms = malloc(sizeof *ms);
    list_moves(p, ms);
    bool won = bf_wins(p);
    for (uint16_t k = 0; k < ms->n; k++) {
        play_t q = *p;
        play_move_t win;
        q.vs_cpu = 0; /* either player a person (the coach speaks to people only) */
        play_coach_t v = play_coach(&q, &ms->m[k]);
        q.vs_cpu = p->vs_cpu;
        /* the game as it was: the move taken back; its undo log too, unless the move needed
         * the room of its oldest moves (the bytes past its end are no part of the game) */
        assert_memory_equal(&q.pos, &p->pos, sizeof q.pos);
        assert_int_equal(q.turn, p->turn);
        assert_int_equal(q.winner, p->winner);
        assert_true(q.log_len <= p->log_len);
        for (uint8_t i = 0; i < q.log_len; i++) { /* the ring's bytes, oldest first */
            assert_int_equal(log_byte(&q, i), log_byte(p, (uint8_t)(p->log_len - q.log_len + i)));
        }
        play_apply(&q, &ms->m[k]);
        assert_int_equal(play_hint(p, &win), v != PLAY_COACH_LOST); /* the move that won */
        assert_int_equal(v != PLAY_COACH_LOST, won);
        assert_int_equal(v == PLAY_COACH_WON, q.winner == p->turn); /* the game won by it */
        if (v == PLAY_COACH_WON) {
            v = PLAY_COACH_KEPT;
        }
        if (v == PLAY_COACH_LOST) {
            t->lost++;
        } else {
            /* kept: the opponent, to move after it, is lost; a game over is the mover's */
            bool opponent_lost = q.winner != PLAY_NOBODY ? q.winner == p->turn : !bf_wins(&q);
            assert_int_equal(v == PLAY_COACH_KEPT, opponent_lost);
            if (v == PLAY_COACH_KEPT) {
                t->kept++;
            } else {
                t->threw++;
            }
            /* the winning move given: legal, and it leaves the opponent lost */
            play_t w = *p;
            assert_int_equal(play_check(&w, &win), PLAY_OK);
            play_apply(&w, &win);
            assert_true(w.winner != PLAY_NOBODY ? w.winner == p->turn : !bf_wins(&w));
        }
        if (q.winner == PLAY_NOBODY) {
            assert_false(bf_over(&q)); /* the engine's end is the rules' end */
            check_position(&q, t);
        }
    }
    free(ms);
}

/* Checks every move of every position reachable from the start given (n piles, the limit),
 * played in `mode`; returns the verdicts' tally. */
static tally_t check_from(const play_game_t *g, uint8_t mode, uint8_t n, const uint32_t *piles,
                          uint32_t limit)
{
    play_t p;
    tally_t t = {0};
    memset(&p, 0, sizeof p);
    play_init(&p, g);
    p.mode = mode;
    memset(&p.pos, 0, sizeof p.pos);
    p.pos.piles = n;
    memcpy(p.pos.pile, piles, n * sizeof *piles);
    p.pos.limit = limit;
    play_setup(&p);
    play_start(&p);
    memset(seen_used, 0, SEEN_SIZE);
    if (p.winner == PLAY_NOBODY) {
        check_position(&p, &t);
    }
    return t;
}

/* Adds the tally of one start to the whole. */
static void tally_add(tally_t *all, tally_t t)
{
    all->lost += t.lost;
    all->kept += t.kept;
    all->threw += t.threw;
}

/* Every kind of verdict came up (the test saw what it claims to check). */
static void assert_all_kinds(tally_t t)
{
    assert_true(t.lost > 0);
    assert_true(t.kept > 0);
    assert_true(t.threw > 0);
}

static int setup(void **state)
{
    (void)state;
    memo_clear();
    seen = calloc(SEEN_SIZE, sizeof *seen);
    seen_used = calloc(SEEN_SIZE, 1);
    return seen == NULL || seen_used == NULL;
}

static int teardown(void **state)
{
    (void)state;
    free(seen);
    free(seen_used);
    return 0;
}

static void test_coach_bash_normal_and_misere(void **state)
{
    for (uint8_t mode = PLAY_NORMAL; mode <= PLAY_MISERE; mode++) {
        tally_t all = {0};
        memo_clear();
        for (uint32_t limit = 1; limit <= 5; limit++) {
            for (uint32_t n = 1; n <= 16; n++) {
                memo_clear(); /* the limit is part of the position: one table per start is safe */
                tally_add(&all, check_from(&game_bash_play, mode, 1, &n, limit));
            }
        }
        assert_all_kinds(all);
    }
    (void)state;
}

static void test_coach_count_to_100(void **state)
{
    uint32_t n = 100; /* count to 100: Bash's preset, 100 to go, add 1..10 */
    memo_clear();
    assert_all_kinds(check_from(&game_bash_play, PLAY_NORMAL, 1, &n, 10));
    (void)state;
}

static void test_coach_nim_normal_and_misere(void **state)
{
    static const uint32_t starts[][4] = {{2, 3, 4, 0}, {4, 4, 1, 0}, {1, 1, 1, 2}, {3, 5, 0, 0}};
    static const uint8_t counts[] = {3, 3, 4, 2};
    for (uint8_t mode = PLAY_NORMAL; mode <= PLAY_MISERE; mode++) {
        tally_t all = {0};
        for (uint8_t s = 0; s < sizeof counts; s++) {
            memo_clear();
            tally_add(&all, check_from(&game_nim_play, mode, counts[s], starts[s], 0));
        }
        assert_all_kinds(all);
    }
    (void)state;
}

static void test_coach_wythoff(void **state)
{
    tally_t all = {0};
    memo_clear();
    for (uint32_t a = 1; a <= 7; a++) {
        uint32_t piles[2] = {a, 8};
        tally_add(&all, check_from(&game_wythoff_play, PLAY_NORMAL, 2, piles, 0));
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_euclid(void **state)
{
    tally_t all = {0};
    memo_clear();
    for (uint32_t a = 1; a <= 12; a++) {
        for (uint32_t b = 1; b <= 12; b++) {
            uint32_t piles[2] = {a, b};
            tally_add(&all, check_from(&game_euclid_play, PLAY_NORMAL, 2, piles, 0));
        }
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_powers_of_2(void **state)
{
    tally_t all = {0};
    memo_clear();
    for (uint32_t n = 1; n <= 40; n++) {
        tally_add(&all, check_from(&game_pow2_play, PLAY_NORMAL, 1, &n, 0));
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_new_stone_with_spreads(void **state)
{
    static const uint32_t starts[][3] = {{1, 2, 3}, {2, 2, 1}, {3, 1, 0}, {2, 3, 0}};
    static const uint8_t counts[] = {3, 3, 2, 2};
    tally_t all = {0};
    memo_clear();
    for (uint8_t s = 0; s < sizeof counts; s++) {
        tally_add(&all, check_from(&game_new_stone_play, PLAY_NORMAL, counts[s], starts[s], 0));
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_coin_circle(void **state)
{
    tally_t all = {0};
    for (uint32_t n = 1; n <= 10; n++) {
        for (uint32_t k = 1; k <= 3 && k <= n; k++) {
            memo_clear(); /* the ring's size and limit are part of the position */
            tally_add(&all, check_from(&game_coin_circle_play, PLAY_NORMAL, 1, &n, k));
        }
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_board_walk(void **state)
{
    tally_t all = {0};
    for (uint32_t n = 2; n <= 4; n++) {
        memo_clear();
        tally_add(&all, check_from(&game_board_walk_play, PLAY_NORMAL, 1, &n, 0));
    }
    assert_all_kinds(all);
    (void)state;
}

static void test_coach_misere_setting_ignored_by_normal_only_games(void **state)
{
    /* Wythoff is normal play only: the Misere setting does not apply, nor to its verdicts */
    uint32_t piles[2] = {1, 2}; /* a losing pair: every move lets the opponent win */
    play_t p;
    play_init(&p, &game_wythoff_play);
    p.mode = PLAY_MISERE;
    p.pos.piles = 2;
    memcpy(p.pos.pile, piles, sizeof piles);
    p.pos.limit = 0;
    play_start(&p);
    play_move_t m = {.pile = 1, .take = 2}; /* takes the last of pile 2: 1 0 */
    assert_int_equal(play_coach(&p, &m), PLAY_COACH_LOST);
    assert_int_equal(p.pos.pile[1], 2); /* not played */
    (void)state;
}

static void test_play_moves_counts_the_game_as_it_stands(void **state)
{
    play_t p;
    uint32_t n = 21;
    play_move_t m = {.pile = 0, .take = 1};
    play_init(&p, &game_bash_play);
    p.vs_cpu = 0; /* two people: one move a turn, undo takes back one */
    p.pos.piles = 1;
    p.pos.pile[0] = n;
    p.pos.limit = 3;
    play_start(&p);
    assert_int_equal(play_moves(&p), 0);
    play_apply(&p, &m);
    play_apply(&p, &m);
    play_apply(&p, &m);
    assert_int_equal(play_moves(&p), 3);
    assert_true(play_undo(&p));
    assert_int_equal(play_moves(&p), 2);
    assert_true(play_undo(&p));
    assert_true(play_undo(&p));
    assert_int_equal(play_moves(&p), 0);
    /* a long game: the log keeps the last 24 moves of 2 bytes, and says so */
    for (uint8_t k = 0; k < 20; k++) {
        play_apply(&p, &m);
    }
    assert_int_equal(play_moves(&p), 20);
    play_start(&p);
    p.pos.pile[0] = 100;
    for (uint8_t k = 0; k < 30; k++) {
        play_apply(&p, &m);
    }
    assert_int_equal(play_moves(&p), PLAY_LOG_BYTES / 2u);
    (void)state;
}

/* The log is a ring: once it has wrapped, the moves are counted from its oldest byte on, not
 * from the array's first. Wythoff from 200 200 between two people: 11 times "both -1" (4
 * bytes: a pair for each pile's low byte), then 3 times "#1 -1" (2 bytes): 50 bytes, so the
 * oldest move is forgotten: 13 moves in 46 bytes, the oldest at byte 4 of the ring (the
 * array's first 46 bytes hold 12 first pairs). */
static void test_play_moves_counts_a_wrapped_ring(void **state)
{
    play_t p;
    play_move_t both = {.take = 1};
    play_move_t one = {.pile = 0, .take = 1};
    play_init(&p, &game_wythoff_play);
    p.vs_cpu = 0;
    p.pos.piles = 2;
    p.pos.pile[0] = 200;
    p.pos.pile[1] = 200;
    play_start(&p);
    both.pile = p.pos.piles; /* both piles */
    for (uint8_t k = 0; k < 11; k++) {
        assert_int_equal(play_check(&p, &both), PLAY_OK);
        play_apply(&p, &both);
    }
    assert_int_equal(play_moves(&p), 11);
    for (uint8_t k = 0; k < 3; k++) {
        assert_int_equal(play_check(&p, &one), PLAY_OK);
        play_apply(&p, &one);
    }
    assert_int_equal(p.log_len, 46);
    assert_int_equal(p.log_start, 4);
    assert_int_equal(play_moves(&p), 13);
    assert_true(play_undo(&p)); /* two people: one move back */
    assert_int_equal(play_moves(&p), 12);
    (void)state;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coach_bash_normal_and_misere),
        cmocka_unit_test(test_coach_count_to_100),
        cmocka_unit_test(test_coach_nim_normal_and_misere),
        cmocka_unit_test(test_coach_wythoff),
        cmocka_unit_test(test_coach_euclid),
        cmocka_unit_test(test_coach_powers_of_2),
        cmocka_unit_test(test_coach_new_stone_with_spreads),
        cmocka_unit_test(test_coach_coin_circle),
        cmocka_unit_test(test_coach_board_walk),
        cmocka_unit_test(test_coach_misere_setting_ignored_by_normal_only_games),
        cmocka_unit_test(test_play_moves_counts_the_game_as_it_stands),
        cmocka_unit_test(test_play_moves_counts_a_wrapped_ring),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
