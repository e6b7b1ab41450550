/* console.h - the NimBox command console, shared by the host tool `nimbox` and the device's
 * serial port. It takes one byte at a time (microrl's shape) and answers through callbacks,
 * so the same code serves stdin/stdout on the host and the UART on the board.
 *
 * Commands (one per line): `help`, `solve GAME ARGS...`, `judge PROBLEM`. In judge mode the
 * following lines are the original problem's input and the console prints exactly the
 * problem's output lines; it returns to command mode when the problem's own terminator is
 * read (`0 0`, `0`, the T-th case) or, for problems that end at end-of-file, at a line holding
 * only `.` or Ctrl-D (0x04), or at console_eof().
 *
 * Output contract: only whole lines ending in '\n'; no prompt, no echo. Answers go to
 * io.out, error messages (one line each, naming the line number in judge mode) to io.err.
 * With CONSOLE_STOP_ON_ERROR (host) the first error ends the run; otherwise (device) the bad
 * line is reported and skipped and the console carries on. */
#ifndef CONSOLE_H
#define CONSOLE_H

#include <stdbool.h>
#include <stdint.h>

#define CONSOLE_LINE_MAX 96   /* longest accepted input line, without the '\n' */
#define CONSOLE_MAX_PILES 64  /* most piles a judge case or a solve command may hold */

typedef struct {
    void (*out)(void *ctx, const char *text); /* answer text, may be part of a line */
    void (*err)(void *ctx, const char *text); /* error text, may be part of a line */
    void *ctx;
} console_io_t;

typedef enum {
    CONSOLE_CARRY_ON = 0,      /* device: report the bad line, skip it, go on */
    CONSOLE_STOP_ON_ERROR = 1  /* host: the first error ends the run */
} console_error_policy_t;

#include "console_state.h" /* defines console_t (opaque to callers) */

/* Starts in command mode. */
void console_init(console_t *c, const console_io_t *io, console_error_policy_t policy);

/* Enters judge mode for a problem id (hdu1846 ... hdu1538) as `judge PROBLEM` would.
 * Returns false, after an error message, for an unknown id. */
bool console_start_judge(console_t *c, const char *problem);

/* Host tool: once the judge run has ended, any further input other than blank lines, `.`
 * or 0x04 is an error (`extra input after the end of the problem's input`), not a command. */
void console_set_judge_only(console_t *c);

/* Feeds one input byte ('\r' is ignored, '\n' ends a line). */
void console_feed(console_t *c, char byte);

/* Runs one whole command line (without '\n'), as if fed byte by byte. */
void console_run_line(console_t *c, const char *line);

/* End of input: finishes a partial last line and an end-of-file-terminated judge run;
 * reports a truncated case as an error. */
void console_eof(console_t *c);

/* Number of errors reported since console_init. */
uint16_t console_error_count(const console_t *c);

/* True while a judge run is in progress. */
bool console_in_judge(const console_t *c);

#endif
