/* console_internal.h - what the console's own .c files share: the reader's flags and token
 * states, the typed print helpers and error lines, the fixed texts by id, the judge engine,
 * the verdict of every game, and the solve command with its explainers. Not for callers of
 * console.h.
 *
 * Printing is typed: a number (con_num), a text by id (con_say: the console's catalog,
 * console_texts.def), a RAM string (con_str), a character, a line end (con_nl) and a pair
 * line (con_pair); each message is a sequence of those calls, so the compiler checks every
 * argument. A table that names a text for an enum (a command's, a
 * game's, a problem's name) is a map of text ids indexed by that enum (designated
 * initializers, sizes checked with _Static_assert). */
#ifndef CONSOLE_INTERNAL_H
#define CONSOLE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "console.h"
#include "console_texts.h"
#include "game_id.h"
#include "hal_flash.h"
#include "play_mode.h"

/* The firmware's build (Makefile AVR_CONFIG: CONSOLE_SOLVE_PLAY): `solve` answered by the toy's
 * engine, the carry-on policy, a fixed pile store of at most 255 piles; code only the host
 * needs (the stop policy, a store that grows, long POJ 1740 lists) is left out by
 * `if (CON_BOARD ...)` rather than #ifdef. */
#ifdef CONSOLE_SOLVE_PLAY
#define CON_BOARD 1
#else
#define CON_BOARD 0
#endif

/* console_t.flags */
#define CON_F_STOP 0x01u    /* policy: the first error ends the run (the host) */
#define CON_F_STOPPED 0x02u /* an error ended the run: all further input is ignored */
/* c->flags & CON_F_STOP / CON_F_STOPPED (never on the board) */
#define CON_STOP(c) (!CON_BOARD && ((c)->flags & CON_F_STOP))
#define CON_STOPPED(c) (!CON_BOARD && ((c)->flags & CON_F_STOPPED))
#define CON_F_CR 0x04u      /* the last byte was CR: an LF right after it ends no line */
#define CON_F_CRLF 0x08u    /* answers end their lines with "\r\n" (the last line end was CR) */
#define CON_F_MIDLINE 0x10u /* bytes have come since the last line end */
#define CON_F_JUDGE 0x20u   /* a judge run is in progress */
/* judge: input of the run went unread after an error (a bad count, a token skipped with the
 * rest of its line, bytes lost) since its count was read: an end of input that finds the count
 * or cases missing says nothing more (con_judge_eof): one error, one line */
#define CON_F_PASSED 0x40u

/* console_t.num: what the token is so far, as a number */
#define CON_N_DIGIT 0x01u /* a digit came */
#define CON_N_SIGN 0x02u  /* a leading '+' or '-' came */
#define CON_N_NEG 0x04u   /* ... and it was '-' */
#define CON_N_BIG 0x08u   /* over 4294967295 */
#define CON_N_JUNK 0x10u  /* a byte that is no digit (or a sign not in front) */

/* How a token reads as a number (an error line says which: con_err_number). */
typedef enum { CON_NUM_OK = 0, CON_NUM_NOT_NUMBER, CON_NUM_NEGATIVE, CON_NUM_TOO_BIG } con_num_t;

/* Of a token longer than CONSOLE_TOKEN_SHOWN, the characters kept from its start; the rest of
 * console_t.tok holds its last characters. */
#define CON_TOKEN_HEAD 12u

/* console_t.arg before a command line names its game or problem (set at its command word) */
#define CON_ARG_NONE 0xffu

/* console_t.mode */
enum { CON_MODE_COMMAND = 0, CON_MODE_SKIP = 1, CON_MODE_JUDGE = 2 };

/* console_t.cmd: the commands, in the order of their names (console.c) */
typedef enum { CON_CMD_HELP = 0, CON_CMD_SOLVE, CON_CMD_JUDGE, CON_CMD_COUNT } con_command_t;

/* ---- console.c: the reader ---- */

/* The commands' names: a text id for each con_command_t. */
extern const uint8_t con_command_names[CON_CMD_COUNT] HAL_FLASH;

/* How the token just read parses as a number (its value in c->value when CON_NUM_OK). */
con_num_t con_token_num(const console_t *c);
/* Which of n lowercase names (a flash map of text ids) the token is, ignoring ASCII case: its
 * index in the map; n when it is none. */
uint8_t con_find(const console_t *c, const uint8_t *names, uint8_t n);
/* Prints the input lost since the last report, if any, as one error line:
 * `input lost (N bytes)`, after `line L: ` (the first line it hit) for judge input. */
void con_lost_report(console_t *c);
/* Back to command mode for the rest of the line (a judge run ended, a command failed). */
void con_skip_line(console_t *c);

/* ---- console_out.c: the typed print helpers, texts by id, error lines ---- */

/* One character. */
void con_put(console_t *c, char ch);
/* A RAM string. */
void con_str(console_t *c, const char *s);
/* Text id of the console's catalog ('\n' in it is a line end: con_nl). */
void con_say(console_t *c, con_text_t id);
/* A number in decimal. */
void con_num(console_t *c, uint32_t v);
/* Text id, then a number in decimal. */
void con_say_num(console_t *c, con_text_t id, uint32_t v);
/* A number in binary. */
void con_bin(console_t *c, uint32_t v);
/* A line end: '\n', or "\r\n" when the input's last line ended with CR (the board). */
void con_nl(console_t *c);
/* `a b` and a line end. */
void con_pair(console_t *c, uint32_t a, uint32_t b);
/* Text id (at most CON_LINE_MAX characters: a judge's answer word) and a line end. */
#define CON_LINE_MAX 15u
void con_line(console_t *c, con_text_t word);
/* Text id (its first CON_LINE_MAX characters) into out, unpacked; its length. */
uint8_t con_unpack(con_text_t id, char *out);
/* Starts an error line: the policy's prefix (`nimbox: ` / `error: `), then `line N: ` unless
 * line is 0. */
void con_err_line(console_t *c, uint32_t line);
/* Starts an error line: the policy's prefix (`nimbox: ` / `error: `), then `line N: ` in judge
 * mode or the command's context in command mode (c->cmd, c->arg by c->ctx). */
void con_err_begin(console_t *c);
/* Ends it: counts it, and stops the run under CONSOLE_STOP_ON_ERROR. */
void con_err_end(console_t *c);
/* A whole error line of one text. */
void con_fail(console_t *c, con_text_t id);
/* The error line "unknown <what> `TOKEN` (help lists them)" (or, for a command, the commands)
 * for a name that is none of a list's (what: CON_T_UNKNOWN_COMMAND, _PROBLEM or _GAME), the
 * token quoted as con_err_number quotes it; the line's rest is skipped. */
void con_err_unknown(console_t *c, con_text_t what);
/* A whole error line: `TOKEN` is not a number / is negative / is over 4294967295 (the token
 * just read quoted as typed: bytes outside printable ASCII as `?`; one longer than
 * CONSOLE_TOKEN_SHOWN characters by its first CON_TOKEN_HEAD, `...` and its last ones, so an
 * overflow after leading zeros shows its digits and junk at a token's end shows). */
void con_err_number(console_t *c, con_num_t r);

/* ---- console_num.c: argument checks ---- */


#define CON_CHECK_FIRST 0x01u  /* con_check: field 1 must be at least 1 */
#define CON_CHECK_SECOND 0x02u /* field 2 must be at least 1 */
#define CON_CHECK_PIRATE 0x80u /* field 3 must be from 1 to field 1 */
/* The first field of v[0..2] out of its range by mask (0..2: its index), CON_CHECK_OK when
 * none is (the check alone, printing nothing). */
#define CON_CHECK_OK 0xffu
uint8_t con_check_field(const uint32_t *v, uint8_t mask);
/* Checks c->piles[0..2] against mask, the fields named by the argument form `form`
 * (CON_T_FORM_*: a letter, a blank, a letter...; lower case in judge mode). False after an
 * error. */
bool con_check(console_t *c, uint8_t form, uint8_t mask);
/* True when c->piles[0..n-1] are all 0. */
bool con_all_zero(const console_t *c, uint8_t n);

/* ---- console_judge.c: the judge engine ---- */

typedef enum {
    CON_P_HDU1846 = 0,
    CON_P_HDU2176,
    CON_P_MATCH,
    CON_P_HDU1849,
    CON_P_HDU1527,
    CON_P_NYOJ161,
    CON_P_HDU2177,
    CON_P_POJ2348,
    CON_P_HDU1847,
    CON_P_POJ1740,
    CON_P_POJ2484,
    CON_P_HDU3951,
    CON_P_HDU1564,
    CON_P_HDU1538,
    CON_P_COUNT
} con_problem_id_t;

/* What the judge needs to know of each problem, in con_problem_id_t order (con_problem_t in
 * console_state.h; console_judge_case.c). */
extern const con_problem_t con_problems[CON_P_COUNT] HAL_FLASH;

/* con_problem_t.end: how a problem's input ends */
enum {
    CON_END_COUNT = 0, /* after T cases, T first */
    CON_END_ONE,       /* after one case (match) */
    CON_END_ZERO,      /* at the all-zero terminator */
    CON_END_EOF        /* at end of input */
};

/* console_t.phase: what the next number of judge input is */
enum {
    CON_PH_HEADER = 0,  /* the number of cases T */
    CON_PH_CASE,        /* the first number of a case (a list's count) */
    CON_PH_NUMBERS,     /* the case's next number (c->left to come) */
    CON_PH_SKIP_N,      /* a pile of a list too long to hold: passed over (c->left to come) */
    CON_PH_SKIP_LINE,   /* the rest of a bad line, then a case */
    CON_PH_SKIP_HEADER  /* the rest of a bad line, then the number of cases */
};

/* The problems' names: a text id for each con_problem_id_t (console_judge.c). */
extern const uint8_t con_problem_names[CON_P_COUNT] HAL_FLASH;

/* Enters judge mode for the problem named, c->arg (con_problem_id_t: the run's problem). */
void con_judge_start(console_t *c);
/* A token of judge input, or (dot) a `.` token. */
void con_judge_token(console_t *c);
/* A number of judge input (a token that is one, or the host's fast reader's), in the phases
 * that read numbers: T, a case's numbers (con_judge_token's part after the token's checks). */
void con_judge_number(console_t *c, uint32_t v);
/* Keeps one number of the case in the store (the ring); false (after an error) when the store
 * cannot grow. */
bool con_judge_keep(console_t *c, uint32_t v);
/* A line end in judge mode. */
void con_judge_line(console_t *c);
/* End of input in judge mode. */
void con_judge_eof(console_t *c);
/* A bad number: the case in progress is dropped. */
void con_judge_drop(console_t *c);
/* Input was lost: the case in progress is dropped; lost in the number of cases, the cases run
 * from the next line until the end of input. */
void con_judge_lost(console_t *c);
/* Prints the long answer (HDU 2176's moves, c->job_left of them) on as far as io.room
 * allows (block: all of it). */
void con_judge_job(console_t *c, bool block);

/* ---- console_judge_case.c ---- */

/* A complete case of the run's problem (c->arg): count numbers, with their nim-sum in c->x, kept in
 * the store (c->first on) unless the problem keeps none (HDU 1849). Validates first (false
 * after an error, nothing printed), then prints the problem's exact answer (HDU 2176's moves
 * as a job, console_judge.c). A tuple and a list with no answer before it start at c->piles. */
bool con_judge_case(console_t *c, uint32_t count);

/* A tuple's numbers v as its game takes them (POJ 2484: the coin circle with K = 2). */
void con_case_numbers(const console_t *c, uint32_t *v);

/* The whole answer line of a case of the run's problem, without its line end, when that is
 * one word: the problem's word for the verdict, unpacked into out (CON_LINE_MAX bytes); its
 * length, 0 when the answer is more than that (HDU 3951's case number, HDU 1538's gold, HDU
 * 2177's moves, a pile list's). */
uint8_t con_case_word(const console_t *c, bool wins, char *out);

/* The verdict for game (game_id_t) in play mode `mode` on the count numbers of c->piles:
 * first their ranges (con_check_game: CON_BAD after its error line), then the solver's answer,
 * 1 when the player to move wins, else 0; what the verdict found for the answer in *found (the
 * pirates' gold, xor's nim-sum: con_verdict). The one place both the judge and solve check
 * a position and ask a solver who wins. */
uint8_t con_first_wins(console_t *c, uint8_t game, play_mode_t mode, uint8_t count,
                       uint32_t *found);
#define CON_BAD 2u /* con_first_wins: a number out of its range */
/* (its verdict alone, on numbers already checked: con_verdict, console_verdict.h) */

/* ---- console_judge_fast.c: the host tool's fast path ---- */

/* Reads judge input from p on (at no token in progress) as far as it is ordinary, where the
 * host tool's setting allows (its policy, answers written whole, an output that never waits);
 * returns where the byte reader goes on. */
const char *con_judge_fast(console_t *c, const char *p, const char *end);
/* Prints the long answer (con_judge_job's) whole, its lines collected and written by one
 * io.write per block, where nothing waits for room (the host tool); else leaves it. */
void con_fast_job(console_t *c);

/* ---- console_solve*.c: the solve command ---- */

/* The games' names: a text id for each game_id_t (console_solve.c). */
extern const uint8_t con_game_names[GAME_ALL] HAL_FLASH;

/* Prints the argument form of game g (game_id_t), as help and the wrong-count error show it. */
void con_game_form(console_t *c, uint8_t g);
/* Checks the numbers of game g (game_id_t) in c->piles against its ranges (con_check, the
 * fields named by its argument form): `solve`'s arguments and a judge case alike. False after
 * an error. */
bool con_check_game(console_t *c, uint8_t g);
/* Game g's range checks (CON_CHECK_* bits, for con_check_field). */
uint8_t con_game_checks(uint8_t g);
/* A token of a `solve` line after the command (c->ntok counts it). */
void con_solve_token(console_t *c);
/* Runs `solve GAME [--misere] ARGS...` at the end of its line. */
void con_solve(console_t *c);

/* The explainer of one game family: c->piles holds its count numbers (already counted and
 * checked; a position with a move: con_solve has printed the verdict line and answers `no
 * move left` itself, pirates aside); `loses` is the verdict (pirates: thrown), `found` what it
 * found for the answer (the pirates' gold, xor's nim-sum: con_verdict). It prints its move
 * lines and its `why: ` line. */
typedef void con_explain_t(console_t *c, bool loses, uint32_t found, uint8_t count,
                           play_mode_t mode);

/* The host tool's (not in the firmware's build): console_solve_nim.c and console_solve_take.c */
con_explain_t con_solve_nim, con_solve_newstone;
con_explain_t con_solve_bash, con_solve_pow2, con_solve_wythoff, con_solve_euclid;
/* Both builds: console_solve_misc.c */
con_explain_t con_solve_xor, con_solve_coins, con_solve_board, con_solve_pirates;

/* The answer of the toy's play engine for game (GAME_BASH .. GAME_NEW_STONE but GAME_XOR,
 * at most PLAY_MAX_PILES piles), as an explainer: the move the computer plays at the Perfect
 * level, the position it leaves, and the toy's Why (console_solve_play.c). */
void con_solve_play(console_t *c, bool loses, uint8_t count, play_mode_t mode, uint8_t game);

/* The label of a move line: `winning move: ` or `stalling move: `. */
void con_solve_label(console_t *c, bool loses);
/* Prints one move line: `take T (F -> to)`; where 1 adds ` from pile P`, where 2 ` from the
 * pile of F`. */
void con_solve_take(console_t *c, bool loses, uint8_t where, uint8_t pile, uint32_t from,
                    uint32_t to);
/* Prints one move of a two-pile game (c->piles[0..1]) by the piles it leaves:
 * `take T from pile 1 (A B -> na nb)` (or pile 2, or both piles) (console_solve_take.c). */
void con_solve_take2(console_t *c, bool loses, uint32_t na, uint32_t nb);

/* ---- console_help.c ---- */

/* Prints the help text: commands, games with their arguments, problems with their input. */
void con_help(console_t *c);

#endif
