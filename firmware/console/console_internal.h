/* console_internal.h - what the console's own .c files share: the template printer and error
 * lines, the tokenizer and number parser, the judge engine and its answers, and the solve
 * command with its explainers. Not for callers of console.h.
 *
 * Every text is ONE flash template printed by con_print() with an array of uint32_t arguments,
 * so an answer costs one call instead of one call per piece. In a template a code byte is
 * followed by a letter naming an argument ('a' = args[0], 'b' = args[1] ...; capitals name
 * the numbers of the command or case: 'A' = c->piles[0] ...; digits '0'..'7' are the bits
 * of args[0] for CON_SEL, the cheap way to pass yes/no choices, and the digit itself for the
 * other codes, e.g. CON_TOK(1) the second token):
 *   CON_D(x)    the argument in decimal          CON_B(x)  in binary
 *   CON_HEX(x)  two hex digits                   CON_CH(x) as one character
 *   CON_TOK(x)  token number x of the current line (RAM text)
 *   CON_SEL(x) A CON_OR B CON_OR C CON_END   alternative number x (0 = A); may nest
 *   CON_INC(x)  a shared piece, by letter (not an argument): CON_VERDICT, CON_LABEL ...,
 *               which use bit 0 of args[0] (0: the player to move wins, 1: loses)
 * Codes are octal escapes kept in their own literals, so a following digit cannot join them. */
#ifndef CONSOLE_INTERNAL_H
#define CONSOLE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "console.h"
#include "hal_flash.h"
#include "play_mode.h"

/* console_t.flags */
#define CON_F_STOP 0x01u       /* policy: the first error ends the run */
#define CON_F_STOPPED 0x02u    /* an error ended the run: all further input is ignored */
#define CON_F_LONG 0x04u       /* the current line overflowed: discard up to '\n' */
#define CON_F_BAD 0x08u        /* the current line holds a byte that is not allowed */
#define CON_F_JUDGE 0x10u      /* a judge run is in progress */
#define CON_F_JUDGE_ONLY 0x20u /* host: no commands after the judge run */
#define CON_F_DONE 0x40u       /* judge-only run over: only blank lines or `.` may follow */

/* ---- template codes (see above) ---- */
#define CON_C_DEC 1u
#define CON_C_BIN 2u
#define CON_C_TOK 3u
#define CON_C_SEL 4u
#define CON_C_OR 5u
#define CON_C_END 6u
#define CON_C_HEX 7u
#define CON_C_CH 8u
#define CON_C_INC 9u /* the last code: '\n' (10) and up are plain text */

#define CON_D(x) "\001" #x
#define CON_B(x) "\002" #x
#define CON_TOK(x) "\003" #x
#define CON_SEL(x) "\004" #x
#define CON_OR "\005"
#define CON_END "\006"
#define CON_HEX(x) "\007" #x
#define CON_CH(x) "\010" #x
#define CON_INC(x) "\011" #x

/* Shared pieces for CON_INC, in the order of con_pieces[] (console_out.c). */
#define CON_VERDICT CON_INC(a) /* `first player wins` / `second player wins` and '\n' */
#define CON_LABEL CON_INC(b)   /* `winning move: ` / `stalling move: ` */
#define CON_NO_MOVE CON_INC(c) /* `no move left: ` */
/* `the other player took the last object and won` (bit 0 set) or `lost`, '\n' */
#define CON_LAST_OBJECT CON_INC(d)
#define CON_HELP_LISTS CON_INC(e) /* ` (help lists them)` */

/* The argument array of one template: CON_ARGS(x, y) is a uint32_t array on the stack. */
#define CON_ARGS(...) ((const uint32_t[]){__VA_ARGS__})

/* ---- console_out.c: the template printer, error lines ---- */

/* Prints a flash template with its arguments to io.out (stream 0) or io.err (stream 1). */
void con_print(console_t *c, const char *tmpl, const uint32_t *args, uint8_t stream);
/* Prints a flash template to io.out. */
void con_out(console_t *c, const char *tmpl, const uint32_t *args);
/* One whole error line: the policy's prefix (`nimbox: ` / `error: `), then `line N: ` in judge
 * mode or the command's leading tokens (ctx_tokens) in command mode, the template with the
 * arguments {a, b} (small numbers: counts, token indexes, letters, choices), '\n'; counts it
 * and stops the run under CONSOLE_STOP_ON_ERROR. (Errors that need more or bigger numbers put
 * them in c->piles, free once the line is rejected.) */
void con_error(console_t *c, const char *tmpl, uint8_t a, uint8_t b);
/* con_error for a template that takes no argument. */
void con_fail(console_t *c, const char *tmpl);
/* Starts an error line as con_error does, for a message printed in several pieces. */
void con_err_begin(console_t *c);
/* Ends an error line begun with con_err_begin. */
void con_err_end(console_t *c);

/* ---- console_num.c: tokens, numbers and argument checks ---- */

typedef enum {
    CON_NUM_OK = 0,
    CON_NUM_NOT_NUMBER,
    CON_NUM_NEGATIVE,
    CON_NUM_TOO_BIG
} con_num_t;

/* Parses a decimal number 0..4294967295 (digits only; leading zeros allowed). */
con_num_t con_parse_u32(const char *s, uint8_t len, uint32_t *out);
/* Packs the complete line's blank-separated tokens to its start, each ended by a NUL, and
 * counts them (c->ntok). */
void con_split(console_t *c);
/* Token `index` of the split line ("" when there are fewer tokens). */
const char *con_token(const console_t *c, uint8_t index);
/* The place of token `index` in a flash list of lowercase names ("a\0b\0", plain or packed
 * with HAL_FTEXT: packing keeps the NULs; an empty name ends it: write the last NUL), ignoring
 * ASCII case; the number of names when it is none of them. */
uint8_t con_find(const console_t *c, uint8_t index, const char *list);
/* True when c->piles[0..n-1] are all 0. */
bool con_all_zero(const console_t *c, uint8_t n);
/* Parses n tokens from `first` into dst; reports the first bad one as an error. */
bool con_parse_tokens(console_t *c, uint8_t first, uint8_t n, uint32_t *dst);
/* Judge: reports `expected <n> number[s] / pile[s], got <got>` (what: 0 number, 1 pile). */
void con_err_count(console_t *c, uint8_t expected, uint8_t what, uint8_t got);

#define CON_CHECK_PIRATE 0x80u /* con_check: field 3 must be from 1 to field 1 */
/* Checks c->piles[0..2] against mask (bit i < 2: field i must be at least 1; CON_CHECK_PIRATE);
 * names_fstr names the fields, one letter every 2 bytes (`n m p`). False after an error. */
bool con_check(console_t *c, const char *names_fstr, uint8_t mask);

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

/* Per problem: numbers per tuple line (bits 0-1, 0: a pile list), how its input ends (bits
 * 2-3, console_judge.c), the game it is (bits 4-7, con_game_id_t). */
extern const uint8_t con_problems[CON_P_COUNT] HAL_FLASH;

/* Enters judge mode for the problem named by token `index` of the line. False after an error
 * for an unknown id. */
bool con_judge_start(console_t *c, uint8_t index);
/* Handles one complete, non-blank judge line (eof 0), or the end of input: ends the run, an
 * error if mid-way, naming the line of the `.` (CON_EOF_DOT, the line just read) or the one
 * after the last line read (CON_EOF_AFTER: EOF, 0x04 at the start of a line). */
#define CON_EOF_DOT 1u
#define CON_EOF_AFTER 2u
void con_judge_line(console_t *c, uint8_t eof);

/* ---- console_judge_case.c ---- */

/* One case of problem c->problem, its numbers in c->piles. Validates first (false after an
 * error, nothing printed), then prints the problem's exact answer. */
bool con_judge_case(console_t *c, uint8_t count);

/* The games, in the order of the solve table; the judge's problems name one each. */
typedef enum {
    CON_G_BASH = 0,
    CON_G_NIM,
    CON_G_XOR,
    CON_G_WYTHOFF,
    CON_G_EUCLID,
    CON_G_POW2,
    CON_G_NEWSTONE,
    CON_G_COINS,
    CON_G_BOARD,
    CON_G_PIRATES,
    CON_G_COUNT
} con_game_id_t;

#define CON_G_MISERE 0x80u /* con_first_wins: the game's misere variant */

/* The solver's verdict for game (con_game_id_t | CON_G_MISERE) on the count numbers of
 * c->piles: true when the player to move wins. Pirates: false when pirate P is thrown
 * overboard, his gold in *gold (left alone for the other games). The one place both the judge
 * and solve ask a solver who wins. */
bool con_first_wins(const console_t *c, uint8_t game, uint8_t count, uint32_t *gold);

/* ---- console_solve*.c: the solve command ---- */

/* Runs `solve GAME [--misere] ARGS...` from the current line. */
void con_solve(console_t *c);

#define CON_SOLVE_ARGS 8 /* room in the explainers' argument array (they use `a` to `f`) */

/* The explainer of one game family: answers from c->piles (count numbers, already counted and
 * checked; a position with a move: con_solve answers `no move left` itself and has printed the
 * verdict line, pirates aside) and the verdict in bit 0 of arg[0] (set: the player to move
 * loses; pirates: thrown, arg[1] the gold), prints its move lines, fills arg and returns the
 * template that ends the answer (con_solve prints it with arg). */
typedef const char *con_explain_t(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode);

con_explain_t con_solve_nim, con_solve_xor, con_solve_newstone;        /* console_solve_nim.c */
con_explain_t con_solve_bash, con_solve_pow2, con_solve_wythoff, con_solve_euclid; /* _take.c */
con_explain_t con_solve_coins, con_solve_board, con_solve_pirates;     /* console_solve_misc.c */

/* The answer of the toy's play engine for game (CON_G_BASH .. CON_G_NEWSTONE but CON_G_XOR,
 * at most PLAY_MAX_PILES piles), as an explainer: the move the computer plays at the Perfect
 * level, the position it leaves, and the toy's Why (console_solve_play.c). */
const char *con_solve_play(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode,
                           uint8_t game);

/* Prints one move line, labelled by bit 0 of arg[0]: `take T (F -> to)`; where 1 adds
 * ` from pile P`, where 2 ` from the pile of F`. Uses arg[1..5]. */
void con_solve_take(console_t *c, uint32_t *arg, uint8_t where, uint8_t pile, uint32_t from,
                    uint32_t to);
/* Prints one move of a two-pile game (c->piles[0..1]) by the piles it leaves:
 * `take T from pile 1 (A B -> na nb)` (or pile 2, or both piles). Uses arg[1..4]. */
void con_solve_take2(console_t *c, uint32_t *arg, uint32_t na, uint32_t nb);

/* ---- console_help.c ---- */

/* Prints the help text: commands, games with their arguments, problems with their input. */
void con_help(console_t *c);

#endif
