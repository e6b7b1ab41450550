/* console_internal.h - what the console's own .c files share: output and error helpers,
 * the tokenizer and number parser, the judge engine with its per-family answer modules, and
 * the solve command with its per-family explainers. Not for callers of console.h. */
#ifndef CONSOLE_INTERNAL_H
#define CONSOLE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "console.h"
#include "play_mode.h"

/* console_t.flags */
#define CON_F_STOP 0x01u       /* policy: the first error ends the run */
#define CON_F_STOPPED 0x02u    /* an error ended the run: all further input is ignored */
#define CON_F_LONG 0x04u       /* the current line overflowed: discard up to '\n' */
#define CON_F_BAD 0x08u        /* the current line holds a byte that is not allowed */
#define CON_F_JUDGE 0x10u      /* a judge run is in progress */
#define CON_F_JUDGE_ONLY 0x20u /* host: no commands after the judge run */
#define CON_F_DONE 0x40u       /* judge-only run over: only blank lines or `.` may follow */

/* Where text goes. */
typedef enum {
    CON_OUT = 0,
    CON_ERR = 1
} con_stream_t;

/* ---- console_out.c: output through io.out / io.err, texts read from flash ---- */

/* Writes a string kept in flash (HAL_FSTR or a HAL_FLASH array). */
void con_put_f(console_t *c, con_stream_t s, const char *fstr);
/* Writes len bytes of RAM text. */
void con_put_mem(console_t *c, con_stream_t s, const char *ram, uint8_t len);
/* Writes one character. */
void con_put_ch(console_t *c, con_stream_t s, char ch);
/* Writes v in decimal. */
void con_put_u32(console_t *c, con_stream_t s, uint32_t v);
/* Writes v in binary, without leading zeros ("0" for 0). */
void con_put_bin(console_t *c, con_stream_t s, uint32_t v);

/* Answer-side shorthands. */
void con_out_f(console_t *c, const char *fstr);
void con_out_u32(console_t *c, uint32_t v);
void con_out_ch(console_t *c, char ch);
/* Writes a flash string and ends the line. */
void con_out_line(console_t *c, const char *fstr);

/* Starts an error line: the policy's prefix, then `line N: ` in judge mode or the command's
 * leading tokens (ctx_tokens) in command mode. */
void con_err_begin(console_t *c);
/* Ends an error line, counts it, and stops the run under CONSOLE_STOP_ON_ERROR. */
void con_err_end(console_t *c);
/* A whole error line whose message is one flash string. */
void con_err_line(console_t *c, const char *fstr);
/* Error-side shorthands. */
void con_err_f(console_t *c, const char *fstr);
void con_err_u32(console_t *c, uint32_t v);
/* Writes token `index` of the line between backquotes. */
void con_err_token(console_t *c, uint8_t index);

/* ---- console_num.c: tokens and numbers ---- */

typedef enum {
    CON_NUM_OK = 0,
    CON_NUM_NOT_NUMBER,
    CON_NUM_NEGATIVE,
    CON_NUM_TOO_BIG
} con_num_t;

/* Parses a decimal number 0..4294967295 (digits only; leading zeros allowed). */
con_num_t con_parse_u32(const char *s, uint8_t len, uint32_t *out);
/* Number of blank-separated tokens in the current line. */
uint8_t con_token_count(const console_t *c);
/* Finds token `index` of the current line; false when there are fewer tokens. */
bool con_token(const console_t *c, uint8_t index, uint8_t *start, uint8_t *len);
/* True when token `index` equals the flash string, ignoring ASCII case. */
bool con_token_is(const console_t *c, uint8_t index, const char *fstr);
/* Parses n tokens from `first` into dst; reports the first bad one as an error. */
bool con_parse_tokens(console_t *c, uint8_t first, uint8_t n, uint32_t *dst);
/* Reports `expected <n> <what>[s], got <got>` (what is singular, an s is added for n != 1). */
void con_err_count(console_t *c, uint8_t expected, const char *what_fstr, uint8_t got);

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

/* Enters judge mode for the problem named by token `index` of the line, or by `name`
 * (RAM, NUL-terminated) when name is not NULL. False after an error for an unknown id. */
bool con_judge_start(console_t *c, const char *name, uint8_t index);
/* Handles one complete, non-blank judge line. */
void con_judge_line(console_t *c);
/* End of input (EOF, `.`, 0x04) at line `line_no`: ends the run, an error if mid-way. */
void con_judge_end_of_input(console_t *c, uint32_t line_no);

/* Family answer modules: the case's numbers are in c->piles. Each validates first
 * (false after an error, nothing printed) and then prints the whole answer. */
bool con_judge_nim_case(console_t *c, uint8_t problem, uint8_t count);
bool con_judge_pair_case(console_t *c, uint8_t problem);
bool con_judge_one_case(console_t *c, uint8_t problem);

/* ---- console_solve*.c: the solve command ---- */

/* Runs `solve GAME [--misere] ARGS...` from the current line. */
void con_solve(console_t *c);
/* Prints `first player wins` / `second player wins`. */
void con_solve_verdict(console_t *c, bool first_wins);
/* Starts a move line: `winning move: ` or `stalling move (no winning move exists): `. */
void con_solve_move_label(console_t *c, bool winning);
/* Prints `no move left: ` and the flash reason, ending the line. */
void con_solve_no_move(console_t *c, const char *why_fstr);
/* Writes `a -> b`. */
void con_solve_arrow(console_t *c, uint32_t from, uint32_t to);

/* Per family; args in c->piles, already checked for count. Each validates its own ranges. */
void con_solve_nim(console_t *c, uint8_t count, play_mode_t mode);
void con_solve_xor(console_t *c);
void con_solve_newstone(console_t *c, uint8_t count);
void con_solve_bash(console_t *c, play_mode_t mode);
void con_solve_pow2(console_t *c);
void con_solve_wythoff(console_t *c);
void con_solve_euclid(console_t *c);
void con_solve_coins(console_t *c);
void con_solve_board(console_t *c);
void con_solve_pirates(console_t *c);

/* ---- console_help.c ---- */

/* Prints the help text: commands, games with their arguments, problems with their input. */
void con_help(console_t *c);

#endif
