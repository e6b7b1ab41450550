/* console.h - the NimBox command console, shared by the host tool `nimbox` and the device's
 * serial port. It takes one byte at a time (microrl's shape) and answers through a callback,
 * so the same code serves stdin/stdout on the host and the UART on the board.
 *
 * Input is a token stream, as scanf("%u") reads it: any run of space, tab, CR, LF, form feed
 * and vertical tab separates tokens. A line end is LF, CR or CR LF (one line end, not two).
 * Commands are one line each: `help`, `solve GAME ARGS...`, `judge PROBLEM`. In judge mode the
 * tokens are the original problem's input, whatever its layout (a case may span lines and
 * share a line with others); the console prints exactly the problem's output and returns to
 * command mode at the problem's own end: its terminator (`0 0`, `0`), the T-th case, match's
 * one case, or end of input (console_eof, or a `.` token: the board's only end). Nothing
 * after that end is judge input.
 *
 * Memory: the numbers a case must hold (HDU 2176's and match's piles, POJ 1740's) live in a
 * pile store the caller provides. The host tool hands over a growable one (io.grow), so a case
 * holds as many piles as memory allows; the board a fixed one, and a case that does not fit is
 * one error line naming the limit, then the next case. Problems answered as the numbers come
 * (a running XOR, a verdict per tuple) have no limit at all.
 *
 * Output contract: whole lines. Answers on stream 0, error lines (one each, naming the line in
 * judge mode) on stream 1. CONSOLE_STOP_ON_ERROR (the host): the first error ends the run,
 * every line ends in '\n'. CONSOLE_CARRY_ON (the board): a bad case is reported and skipped
 * and the console carries on; an answer's line ends as the last input line ended (CR or CR LF
 * in: "\r\n" out, for terminals that do not add a CR; LF in: '\n', byte-exact for scripts). */
#ifndef CONSOLE_H
#define CONSOLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CONSOLE_TOKEN_SHOWN 24u /* characters of a token an error line quotes; a longer one:
                                  * its first and last 12, `...` between (console_out.c) */
#define CONSOLE_MIN_PILES 64u   /* the least pile store: the host's `solve nim` takes 64 piles */
#define CONSOLE_SOLVE_PILES 15u /* the least for the firmware's `solve` (6 piles, two LCD rows) */

typedef struct {
    /* One character of an answer (stream 0) or of an error line (stream 1). */
    void (*put)(void *ctx, uint8_t stream, char ch);
    /* Bytes the answer stream takes now without waiting; NULL: no limit. A long answer (HDU
     * 2176's moves, match's piles) is printed only as fast as this allows, the rest from
     * console_poll, so the reader keeps reading meanwhile (the board's UART). */
    uint16_t (*room)(void *ctx);
    /* Makes the pile store larger (realloc): sets *piles and *cap, false when it cannot.
     * NULL: the store has a fixed size (the board). Not used together with room: a store
     * that grows is the host's, whose output never waits. */
    bool (*grow)(void *ctx, uint32_t **piles, uint32_t *cap);
    void *ctx;
    /* n answer bytes at once (the host tool's fast path: an answer line is one call); NULL:
     * put, one character at a time. The firmware's build never calls it. */
    void (*write)(void *ctx, const char *bytes, size_t n);
} console_io_t;

typedef enum {
    CONSOLE_CARRY_ON = 0,     /* device: report the bad case, skip it, go on */
    CONSOLE_STOP_ON_ERROR = 1 /* host: the first error ends the run */
} console_error_policy_t;

#include "console_state.h" /* defines console_t (opaque to callers) */

/* Starts in command mode with the pile store piles[cap] (cap >= CONSOLE_MIN_PILES for the
 * host's `solve`; the firmware's build, CONSOLE_SOLVE_PLAY, takes CONSOLE_SOLVE_PILES to 255). */
void console_init(console_t *c, const console_io_t *io, console_error_policy_t policy,
                  uint32_t *piles, uint32_t cap);

/* Enters judge mode for a problem id (hdu1846 ... hdu1538) as `judge PROBLEM` would.
 * Returns false, after an error message, for an unknown id. */
bool console_start_judge(console_t *c, const char *problem);

/* Feeds one input byte. */
void console_feed(console_t *c, char byte);

/* Feeds n bytes, as n calls of console_feed would, but stops at an error that ends the run
 * and, when a judge run is in progress, at its end (the host tool reads no further). The host
 * tool's way in: ordinary judge input is read case by case straight from the block
 * (console_judge_fast.c), to the same output. */
void console_feed_buf(console_t *c, const char *bytes, size_t n);

/* True while a line has begun and not ended (bytes since the last line end). */
bool console_mid_line(const console_t *c);

/* The input paused after a burst (main.c decides): a line in progress ends here, as if CR had
 * come. This is how a line sent with no line end (the Arduino IDE's "No line ending") ends. */
void console_pause(console_t *c);

/* `bytes` input bytes were lost before the next byte fed (a receiver overrun): the case (or
 * command line) they belong to is dropped, never answered. Losses are reported together, as
 * one error line for all those since the last report (`line L: input lost (N bytes)`, L the
 * first judge line hit), once the input is caught up (console_poll) or the judge run starts or
 * ends: a sender that outruns the board gets one line, not one per damaged line (which would
 * only slow the board further). */
void console_input_lost(console_t *c, uint16_t bytes);

/* Goes on printing a long answer as far as io.room allows (call it when idle); with
 * caught_up (every byte received so far has been fed) it also prints the report of input
 * lost, if any. True while some of the long answer is still to print. */
bool console_poll(console_t *c, bool caught_up);

/* The board's banner, `NimBox <version> ready`, on the answer stream (it goes out the way
 * the console's answers do). */
void console_banner(console_t *c);

/* The board's line after the banner when the last reset was the watchdog's, with the resets
 * counted (`resets`, the box record's): `warning: the last reset was the watchdog's (N so far)`. */
void console_watchdog_resets(console_t *c, uint16_t resets);

/* The board's line for input that came while it slept: `error: input lost while asleep`. */
void console_lost_asleep(console_t *c);

/* Runs one whole command line, as if fed byte by byte with a final '\n'. */
void console_run_line(console_t *c, const char *line);

/* End of input: ends a judge run (an error if it stops inside a case, before the number of
 * cases, or with cases missing) and finishes any long answer. */
void console_eof(console_t *c);

/* Number of errors reported since console_init (the host tool's exit status; the firmware's
 * build, which has no use for it, does not count them). */
uint16_t console_error_count(const console_t *c);

/* True while a judge run is in progress (the host tool reads input only while it is). */
bool console_in_judge(const console_t *c);

#endif
