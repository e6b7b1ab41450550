/* console_state.h - the console's state, console_t. Included by console.h after console_io_t
 * is defined; callers treat the fields as private. No line buffer: the reader keeps only the
 * token being read (its value as it comes, and its first characters for error lines); the
 * numbers of a case go to the caller's pile store, used as a ring while a long answer is still
 * being printed from the front of it (console_judge.c). */
#ifndef CONSOLE_STATE_H
#define CONSOLE_STATE_H

#include <stddef.h>
#include <stdint.h>

/* What the judge needs to know of a problem (a copy of its row of con_problems for the run). */
typedef struct {
    uint8_t arity; /* numbers per case; 0: a count, then that many piles */
    uint8_t end;   /* how the input ends: CON_END_* */
    uint8_t keep;  /* 1: the case's numbers are kept in the store (its answer needs them all) */
    uint8_t game;  /* game_id_t of the case (a list: Nim, or New Stone for POJ 1740) */
    uint8_t wins;  /* the answer word (a text id, CON_NO_WORD: none) when the player to move
                    * wins (console_judge_case.c) */
    uint8_t loses; /* ... and when he loses */
} con_problem_t; /* (a case's ranges are its game's, con_check_game) */

typedef struct {
    /* small and busy fields first: on the AVR a field within 63 bytes of the start is one
     * instruction away */
    uint8_t flags;    /* CON_F_* in console_internal.h */
    uint8_t num;      /* the token as a number so far: CON_N_* */
    uint8_t tok_len;  /* bytes of the token so far (stops at 255) */
    uint8_t stream;   /* where the print helpers write: 0 answers, 1 an error line */
    uint8_t mode;     /* CON_MODE_*: what the next token is */
    uint8_t ntok;     /* command mode: tokens of the line so far (stops at 255) */
    uint8_t cmd;      /* command mode: the command (con_command_t) */
    uint8_t arg;      /* command mode: the game or problem this line named, CON_ARG_NONE
                       * until it names one (judge: the run's problem) */
    uint8_t ctx;      /* command mode: words of the line an error names (0..3, con_err_begin) */
    uint8_t phase;    /* judge: what the next number is (CON_PH_*) */
    con_problem_t prob; /* judge: the problem's traits */
    uint32_t value;   /* the token's value so far */
    uint32_t *piles;  /* the pile store (console_init, io.grow) ... */
    uint32_t *end;    /* ... and its end; used as a ring: */
    uint32_t *first;  /* ... the oldest number held (the long answer's, else the case's) */
    uint32_t *mark;   /* ... where the case's numbers begin */
    uint32_t *next;   /* ... where the case's next number goes */
    uint32_t count;   /* judge: numbers of the case (a tuple's arity, a list's length) */
    uint32_t left;    /* judge: ... still to come */
    uint32_t x;       /* judge: the running nim-sum of the list */
    size_t job_left;  /* the long answer's piles still to print (HDU 2176's moves): held in
                       * the store, so a count of memory */
    uint32_t job_x;   /* ... its nim-sum */
    uint32_t line_no; /* judge: the line being read, from 1 (its error lines name it) */
    uint32_t cases;   /* judge: the number of cases T (problems that count them; match 1) */
    uint32_t case_no; /* judge: cases done */
    uint32_t lost;      /* input bytes lost since the last report (console_input_lost) */
    uint32_t lost_line; /* ... the judge line of the first loss (0: not judge input) */
    console_io_t io;
    uint16_t errors;  /* errors reported since console_init (the host's: the board counts none) */
    char tok[CONSOLE_TOKEN_SHOWN]; /* the token's first characters (tok_len, at most all) */
} console_t;

#endif
