/* console_state.h - the console's state, console_t. Included by console.h after console_io_t
 * and the limits are defined; callers treat the fields as private. Sized for the ATmega328P's
 * 2 KB of RAM: the pile array is the big part, the line buffer the next; the rest is counters.
 * (The solve command reuses the upper half of `piles` as scratch for New Stone moves, and the
 * firmware's solve, console_solve_play.c, the part past its piles for the toy's Why lines.) */
#ifndef CONSOLE_STATE_H
#define CONSOLE_STATE_H

#include <stdint.h>

typedef struct {
    /* small fields first: on the AVR a field within 63 bytes of the start is one instruction */
    console_io_t io;
    uint8_t flags;                     /* CON_F_* in console_internal.h */
    uint8_t len;                       /* bytes in line */
    uint8_t ntok;                      /* tokens in line, once con_split has run */
    uint8_t bad_byte;                  /* first byte of the line that is not allowed */
    uint8_t problem;                   /* judge: index in the problem table */
    uint8_t phase;                     /* judge: what the next line must hold */
    uint8_t list_count;                /* judge: piles announced by a count line */
    uint8_t ctx_tokens;                /* command mode: leading tokens echoed in errors */
    uint16_t errors;                   /* errors reported since console_init */
    uint32_t line_no;                  /* lines read since the judge run (or start) began */
    uint32_t cases_left;               /* judge, problems with a case count: cases to come */
    uint32_t case_no;                  /* judge: cases answered so far */
    uint32_t piles[CONSOLE_MAX_PILES]; /* the numbers of the case or command being handled */
    char line[CONSOLE_LINE_MAX + 1];   /* the line being read; once complete, its tokens
                                        * packed together, each ended by a NUL (con_split) */
} console_t;

#endif
