/* test_console_solve_play.c - the firmware's `solve` (the console built with
 * CONSOLE_SOLVE_PLAY, answered by the toy's play engine), on the host: the answer lines of each
 * game (the verdict and the move; the why-line is the host tool's), the toy's pile limit,
 * and over every small position of each game that the move it
 * names is legal and, when the verdict line says the mover wins, leaves a lost position (a
 * brute-force search written here decides, independent of the solvers and the engine). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console.h"
#include "play.h"

#define CAP_MAX 4096

static char out[CAP_MAX];
static char err[CAP_MAX];
static console_t con;

static uint32_t piles[CONSOLE_SOLVE_PILES]; /* the firmware's `solve` needs no more */

static void cap_put(void *ctx, uint8_t stream, char ch)
{
    char *buf = stream ? err : out;
    size_t n = strlen(buf);
    (void)ctx;
    assert_true(n + 1 < CAP_MAX);
    buf[n] = ch;
    buf[n + 1] = '\0';
}

/* Runs one command on the device's policy; the answer in out, errors in err. */
static void run(const char *line)
{
    console_io_t io = {cap_put, NULL, NULL, NULL, NULL};
    out[0] = err[0] = '\0';
    console_init(&con, &io, CONSOLE_CARRY_ON, piles, CONSOLE_SOLVE_PILES);
    console_run_line(&con, line);
}

static void check(const char *line, const char *want)
{
    run(line);
    assert_string_equal(err, "");
    assert_string_equal(out, want);
}

/* The verdict and the move, no `why:` line: the reason is the toy's Why screen's and the host
 * tool's (console_solve_play.c). */
static void test_solve_play_answers_each_pile_game_as_the_toy_plays_it(void **state)
{
    (void)state;
    check("solve nim 3 4 5", "first player wins\nwinning move: take 2 from pile 1; leaves 1 4 5\n");
    check("solve nim --misere 1 1 1", "second player wins\nstalling move: take 1 from pile 1; "
                                      "leaves 0 1 1\n");
    check("solve wythoff 7 10", "first player wins\nwinning move: take 3 from both piles; "
                                "leaves 4 7\n");
    check("solve wythoff 3 5", "second player wins\nstalling move: take 1 from pile 2; leaves 3 4"
                               "\n");
    check("solve euclid 25 7", "first player wins\nwinning move: take 14 from pile 1; leaves 11 7"
                               "\n");
    check("solve newstone 2 3 5", "first player wins\nwinning move: take 4 from pile 3, 1 onto "
                                  "pile 1; leaves 3 3 0\n");
    check("solve pow2 9", "second player wins\nstalling move: take 1; leaves 8\n");
}

static void test_solve_play_answers_the_other_games_with_the_hosts_move_lines(void **state)
{
    (void)state;
    /* the move (pirates: the share) as on the host */
    check("solve board 4", "first player wins\nwinning move: step right\n");
    check("solve pirates 5 100 5", "pirate 5 gets 98 gold\n");
    check("solve coins 3 2", "second player wins\nstalling move: take one coin\n");
    check("solve xor 1 5", "first player wins\nwinning move: take 1 from the pile of 1 (1 -> 0)\n");
}

static void test_solve_play_takes_the_toys_six_piles_at_most(void **state)
{
    (void)state;
    run("solve nim 1 2 3 4 5 6 7");
    assert_string_equal(out, "");
    assert_string_equal(err, "error: solve nim: expected A B ... (1 to 6 piles), got 7 numbers\n");
    run("solve newstone 1 2 3 4 5 6 7");
    assert_string_equal(err,
                        "error: solve newstone: expected A B ... (1 to 6 piles), got 7 numbers\n");
    check("solve nim 1 2 3 4 5 6", "first player wins\nwinning move: take 1 from pile 4; leaves "
                                   "1 2 3 3 5 6\n");
}

/* ---- every small position: the move is legal and wins when the verdict says so ---- */

enum { G_BASH, G_NIM, G_WYTHOFF, G_EUCLID, G_POW2, G_NEWSTONE };
#define SMALL 8 /* positions with numbers below this */

/* The game's moves from (v, n, limit) by its rules, as the positions they leave. */
static int moves(int game, const int *v, int n, int limit, int to[][PLAY_MAX_PILES], bool misere)
{
    int count = 0;
    (void)misere;
    for (int i = 0; i < n; i++) {
        for (int t = 1; t <= v[i]; t++) {
            bool ok = true;
            if (game == G_BASH) {
                ok = t <= limit;
            } else if (game == G_POW2) {
                ok = (t & (t - 1)) == 0;
            } else if (game == G_EUCLID) {
                int other = v[1 - i];
                ok = v[i] >= other && other > 0 && t % other == 0;
            }
            if (!ok) {
                continue;
            }
            if (game == G_NEWSTONE) {
                /* then any of the rest onto other non-empty piles: all splits, up to 3 piles */
                int rest = v[i] - t;
                int others[PLAY_MAX_PILES];
                int k = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i && v[j] > 0) {
                        others[k++] = j;
                    }
                }
                int combos = 1;
                for (int j = 0; j < k; j++) {
                    combos *= rest + 1;
                }
                for (int c = 0; c < combos; c++) {
                    int w[PLAY_MAX_PILES];
                    int x = c;
                    int moved = 0;
                    memcpy(w, v, sizeof w);
                    w[i] = rest;
                    for (int j = 0; j < k; j++) {
                        int a = x % (rest + 1);
                        x /= rest + 1;
                        w[others[j]] += a;
                        moved += a;
                    }
                    if (moved <= rest) {
                        w[i] = rest - moved;
                        memcpy(to[count++], w, sizeof w);
                    }
                }
                continue;
            }
            memcpy(to[count], v, sizeof(int) * PLAY_MAX_PILES);
            to[count++][i] -= t;
        }
    }
    if (game == G_WYTHOFF) {
        for (int t = 1; t <= v[0] && t <= v[1]; t++) {
            memcpy(to[count], v, sizeof(int) * PLAY_MAX_PILES);
            to[count][0] -= t;
            to[count++][1] -= t;
        }
    }
    return count;
}

/* Whether the player to move wins (normal play; misere Nim: who takes the last loses), by a
 * memoized search over the game tree (piles below 32: a move never makes a pile bigger than
 * the stones of three small piles). */
static signed char memo[6][2][5][32][32][32];

static bool wins(int game, const int *v, int n, int limit, bool misere)
{
    signed char *m = &memo[game][misere][limit][v[0]][n > 1 ? v[1] : 0][n > 2 ? v[2] : 0];
    if (*m != 0) {
        return *m > 0;
    }
    int (*to)[PLAY_MAX_PILES] = malloc(sizeof(int) * PLAY_MAX_PILES * 4096);
    bool any_zero = false;
    assert_non_null(to);
    for (int i = 0; i < n; i++) {
        any_zero |= game == G_EUCLID && v[i] == 0;
    }
    int count = any_zero ? 0 : moves(game, v, n, limit, to, misere);
    bool result = count == 0 && misere; /* no move: in misere the last taker lost */
    for (int k = 0; k < count && !result; k++) {
        result = !wins(game, to[k], n, limit, misere);
    }
    free(to);
    *m = result ? 1 : -1;
    return result;
}

/* The numbers after "leaves" in out. */
static int leaves(int *w)
{
    const char *p = strstr(out, "; leaves ");
    int n = 0;
    assert_non_null(p);
    p += 9;
    while (*p >= '0' && *p <= '9') {
        w[n++] = (int)strtol(p, (char **)&p, 10);
        if (*p == ' ') {
            p++;
        }
    }
    return n;
}

static void check_position(int game, const char *name, const int *v, int n, int limit,
                           bool misere)
{
    char line[96];
    int len = snprintf(line, sizeof line, "solve %s%s", name, misere ? " --misere" : "");
    for (int i = 0; i < n; i++) {
        len += snprintf(line + len, sizeof line - (size_t)len, " %d", v[i]);
    }
    if (game == G_BASH) {
        snprintf(line + len, sizeof line - (size_t)len, " %d", limit);
    }
    run(line);
    assert_string_equal(err, "");
    bool any = false;
    for (int i = 0; i < n; i++) {
        any |= v[i] != 0;
    }
    if (!any || strstr(out, "no move left")) {
        return;
    }
    bool first = wins(game, v, n, limit, misere);
    if (strncmp(out, first ? "first player wins\n" : "second player wins\n",
                first ? 18 : 19) != 0) {
        fail_msg("%s: verdict `%s`", line, out);
    }
    if (!strstr(out, first ? "\nwinning move: " : "\nstalling move: ")) {
        fail_msg("%s: label in `%s`", line, out);
    }
    int w[PLAY_MAX_PILES] = {0};
    static int legal[4096][PLAY_MAX_PILES];
    assert_int_equal(leaves(w), n);
    int count = moves(game, v, n, limit, legal, misere);
    bool found = false;
    for (int m = 0; m < count && !found; m++) {
        found = memcmp(legal[m], w, sizeof(int) * (size_t)n) == 0;
    }
    if (!found) {
        fail_msg("%s: the move in `%s` is not legal", line, out);
    }
    if (first && wins(game, w, n, limit, misere)) {
        fail_msg("%s: the winning move in `%s` leaves a won position", line, out);
    }
}

static void test_solve_play_moves_are_legal_and_win_over_every_small_position(void **state)
{
    (void)state;
    int v[PLAY_MAX_PILES] = {0};
    for (int a = 0; a < SMALL * 2; a++) {
        for (int m = 1; m <= 4; m++) {
            v[0] = a;
            check_position(G_BASH, "bash", v, 1, m, false);
            check_position(G_BASH, "bash", v, 1, m, true);
        }
        check_position(G_POW2, "pow2", v, 1, 0, false);
    }
    for (int a = 0; a < SMALL; a++) {
        for (int b = 0; b < SMALL; b++) {
            v[0] = a;
            v[1] = b;
            check_position(G_WYTHOFF, "wythoff", v, 2, 0, false);
            if (a > 0 && b > 0) {
                check_position(G_EUCLID, "euclid", v, 2, 0, false);
            }
            for (int c = 0; c < 5; c++) {
                v[2] = c;
                check_position(G_NIM, "nim", v, 3, 0, false);
                check_position(G_NIM, "nim", v, 3, 0, true);
                if (a < 5 && b < 5) {
                    check_position(G_NEWSTONE, "newstone", v, 3, 0, false);
                }
            }
            v[2] = 0;
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solve_play_answers_each_pile_game_as_the_toy_plays_it),
        cmocka_unit_test(test_solve_play_answers_the_other_games_with_the_hosts_move_lines),
        cmocka_unit_test(test_solve_play_takes_the_toys_six_piles_at_most),
        cmocka_unit_test(test_solve_play_moves_are_legal_and_win_over_every_small_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
