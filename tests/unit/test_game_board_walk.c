/* test_game_board_walk.c - the board walk on the LCD, driven by buttons on the fake clock: the
 * editor (the board size), the board drawn as 8 custom glyphs in columns 0..3 of both rows
 * (decoded back into squares here: free, visited, the token, off the board), picking a
 * direction with LEFT/RIGHT, the refusal of a visited or off-board square, hint, Why, undo,
 * and a whole game the Perfect computer wins by the domino strategy. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "games.h"
#include "hal_fake.h"
#include "view_lcd.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"


/* The board as the glyphs draw it, 8 rows of 8 squares: ' ' off the board, '.' free, '#'
 * visited, 'T' the token. Also checks that columns 0..3 of both rows show glyphs 8..15. */
static void board_on_screen(char board[8][9])
{
    for (uint8_t g = 0; g < 8u; g++) {
        assert_int_equal((uint8_t)fake_display_line(g >> 2)[g & 3u], VIEW_LCD_GLYPH_BOARD + g);
        assert_true((fake_display_glyphs_defined() >> g) & 1u);
        const uint8_t *rows = fake_display_glyph(g);
        for (uint8_t rr = 0; rr < 4u; rr++) {
            for (uint8_t half = 0; half < 2u; half++) {
                uint8_t shift = half == 0 ? 3u : 0u;
                uint8_t top = (rows[2u * rr] >> shift) & 3u;
                uint8_t bottom = (rows[2u * rr + 1u] >> shift) & 3u;
                char c = top == 0 && bottom == 0   ? ' '
                         : top == 2 && bottom == 0 ? '.'
                         : top == 3 && bottom == 3 ? '#'
                         : top == 2 && bottom == 1 ? 'T'
                                                   : '?';
                board[(g >> 2) * 4u + rr][(g & 3u) * 2u + half] = c;
            }
        }
    }
    for (uint8_t r = 0; r < 8u; r++) {
        board[r][8] = '\0';
    }
}

/* Asserts the board's first n rows (the others must be off the board). */
static void assert_board(uint8_t n, const char *const *want)
{
    char board[8][9];
    board_on_screen(board);
    for (uint8_t r = 0; r < 8u; r++) {
        char row[9];
        snprintf(row, sizeof row, "%-8s", r < n ? want[r] : "");
        assert_string_equal(board[r], row);
    }
}

/* From the start screen: an n x n board; back on ">Play". */
static void edit_size(uint32_t n)
{
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    assert_true(play_driver_row_starts(0, "Size"));
    play_driver_set(n, 1);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
}

/* The text beside the board: "You: right" is "You:" on row 0 and "right" on row 1, both
 * from column 5; a refusal ("Not free") takes the whole of row 1; anything else is row 1
 * from column 5. */
static void assert_text(const char *text)
{
    char want[17];
    if (strncmp(text, "You: ", 5) == 0 || strncmp(text, "CPU: ", 5) == 0) {
        snprintf(want, sizeof want, "%-11.4s", text);
        assert_string_equal(fake_display_line(0) + 5, want);
        text += 5;
    } else if (strcmp(text, "Not free") == 0) {
        play_driver_assert_row(1, text);
        return;
    }
    snprintf(want, sizeof want, "%-11s", text);
    assert_string_equal(fake_display_line(1) + 5, want);
    assert_int_equal(fake_display_line(1)[4], ' ');
}

/* True when the text beside the board reads "<who>: <move...>" (see assert_text). */
static int turn_is(const char *who, const char *move)
{
    return strncmp(fake_display_line(0) + 5, who, strlen(who)) == 0 &&
           strncmp(fake_display_line(1) + 5, move, strlen(move)) == 0;
}

static void test_game_board_walk_editor_sets_the_size_and_the_board_is_drawn(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(4);
    assert_text(">Play");
    const char *const b4[] = {"T...", "....", "....", "...."};
    assert_board(4, b4);
    edit_size(8);
    const char *const b8[] = {"T.......", "........", "........", "........",
                              "........", "........", "........", "........"};
    assert_board(8, b8);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_UP); /* 8 at most: round to 0, below the least: 1 */
    play_driver_assert_row(0, "Size           1");
}

static void test_game_board_walk_directions_refusal_hint_why_and_undo(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(3); /* odd: lost for the player to move */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_text("You: right"); /* the first free direction */
    app_driver_tap(BTN_DOWN); /* each arrow goes its own way (issue 29, finding 5) */
    assert_text("You: down");
    app_driver_tap(BTN_LEFT); /* off the board: said, the choice stays */
    assert_text("Not free");
    app_driver_run(1600);
    assert_text("You: down");
    app_driver_tap(BTN_UP);
    assert_text("Not free");
    app_driver_tap(BTN_RIGHT);
    assert_text("You: right");
    app_driver_tap(BTN_DOWN);
    assert_text("You: down");
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "Dominoes: go to"); /* the words, then the numbers */
    play_driver_assert_row(1, "the other half.\x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "No domino here"); /* the corner: the tiling leaves it out */
    play_driver_assert_row(1, "You lose");
    app_driver_tap(BTN_SELECT);
    assert_text("You: down");
    app_driver_tap(BTN_SELECT);
    const char *const b1[] = {"#..", "T..", "..."};
    assert_board(3, b1);
    app_driver_run(700);
    assert_true(turn_is("CPU:", "right") || turn_is("CPU:", "down"));
    app_driver_run(1200);
    char board[8][9];
    board_on_screen(board);
    /* the computer stepped on from the token's square: right or down */
    assert_true((board[1][1] == 'T' && board[2][0] == '.') || (board[2][0] == 'T' && board[1][1] == '.'));
    assert_int_equal(board[1][0], '#');
    /* the visited square is never offered: its arrow says so */
    app_driver_tap(board[1][1] == 'T' ? BTN_LEFT : BTN_UP);
    assert_text("Not free");
    assert_false(turn_is("You:", board[1][1] == 'T' ? "left" : "up"));
    /* undo: the token back in the corner */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT);
    const char *const b0[] = {"T..", "...", "..."};
    assert_board(3, b0);
}

static void test_game_board_walk_hint_and_why_on_an_even_board(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(2); /* even: won for the player to move */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    char hint[17];
    strcpy(hint, fake_display_line(0));
    assert_true(strcmp(hint, "Hint: right     ") == 0 || strcmp(hint, "Hint: down      ") == 0);
    app_driver_tap(BTN_SELECT);
    /* the other half of the token's domino is the hint's square, its direction in full */
    const char *dir = strcmp(hint, "Hint: down      ") == 0 ? "down" : "right";
    char want[17];
    app_driver_tap(BTN_DOWN); /* past the words */
    snprintf(want, sizeof want, "Other half %s", dir);
    play_driver_assert_row(0, want);
    play_driver_assert_row(1, "You win");
}

static void test_game_board_walk_the_computer_thinking_fits_beside_the_board(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* right */
    assert_text("CPU: thinking");
}

/* a refusal takes the whole of row 1, over the board's lower half, for its 1.5 s */
static void test_game_board_walk_nothing_to_undo_fits_beside_the_board(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2); /* Undo */
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, "Nothing to undo");
}

static void test_game_board_walk_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_BOARD_WALK);
    edit_size(4); /* even: won for the computer, moving first */
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_text(">First"); /* beside the board, the item's value at row 0's end */
    assert_string_equal(fake_display_line(0) + 13, "CPU");
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    int moves = 0;
    while (app_screen() == APP_SCREEN_PLAY && !play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        if (turn_is("You:", "")) {
            app_driver_tap(BTN_SELECT); /* the first free direction */
            moves++;
        } else {
            app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        }
    }
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1");
    assert_in_range(moves, 1, 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_board_walk_editor_sets_the_size_and_the_board_is_drawn,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_board_walk_directions_refusal_hint_why_and_undo, play_driver_setup),
        cmocka_unit_test_setup(test_game_board_walk_hint_and_why_on_an_even_board, play_driver_setup),
        cmocka_unit_test_setup(test_game_board_walk_the_computer_thinking_fits_beside_the_board,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_board_walk_nothing_to_undo_fits_beside_the_board, play_driver_setup),
        cmocka_unit_test_setup(test_game_board_walk_perfect_computer_wins_a_whole_game, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
