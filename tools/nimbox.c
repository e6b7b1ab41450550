/* nimbox.c - the host tool: `nimbox judge PROBLEM` (the original problem's input on stdin, its
 * exact output on stdout), `nimbox solve GAME ARGS...`, `nimbox help`. A thin shell around the
 * shared console (firmware/console) with the stop-on-first-error policy: any error prints one
 * line on stderr and the exit status is 2. What the console needs of the host:
 * - a pile store that grows with the input (realloc), so a case holds as many piles as memory
 *   allows (HDU 2176's 200,000 on one line, match's 500,000);
 * - buffered input and output: stdin is read in 64 KB blocks and fed to the console in one
 *   call each; answers (a line at a time: io.write) collect in a 64 KB buffer, written out
 *   when it fills and before every blocking read (so answers still stream out case by case
 *   from a pipe), error lines go to stderr after the answers before them;
 * - reading stops at the problem's end (its terminator, the T-th case, match's one case):
 *   input after it is not read, as a judge's accepted solution does not read it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "console.h"
#include "nimbox_port.h"

#define NIMBOX_IN 65536
#define NIMBOX_OUT 65536
#define NIMBOX_PILES 1024u /* the store's first size; it doubles as needed */

static struct {
    char out[NIMBOX_OUT];
    size_t out_len;
    bool write_failed;
} nimbox;

static void nimbox_flush(void)
{
    size_t done = 0;
    while (done < nimbox.out_len) {
        ssize_t n = write(1, nimbox.out + done, nimbox.out_len - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            nimbox.write_failed = true;
            break;
        }
        done += (size_t)n;
    }
    nimbox.out_len = 0;
}

static void nimbox_put(void *ctx, uint8_t stream, char ch)
{
    (void)ctx;
    if (stream == 0) {
        if (nimbox.out_len == sizeof nimbox.out) {
            nimbox_flush();
        }
        nimbox.out[nimbox.out_len++] = ch;
        return;
    }
    nimbox_flush(); /* the answers before an error line come first */
    fputc(ch, stderr);
}

/* Answer bytes at once (io.write: a line, or the fast path's block of lines). */
static void nimbox_write(void *ctx, const char *bytes, size_t n)
{
    (void)ctx;
    if (nimbox.out_len + n > sizeof nimbox.out) {
        nimbox_flush();
    }
    if (n > sizeof nimbox.out) { /* (never from the console: its blocks are smaller) */
        nimbox_flush();
        while (n > sizeof nimbox.out) {
            memcpy(nimbox.out, bytes, sizeof nimbox.out);
            nimbox.out_len = sizeof nimbox.out;
            nimbox_flush();
            bytes += sizeof nimbox.out;
            n -= sizeof nimbox.out;
        }
    }
    char *out = nimbox.out + nimbox.out_len;
    nimbox.out_len += n;
    if (n > 32) {
        memcpy(out, bytes, n);
        return;
    }
    while (n-- != 0) { /* a line of a few bytes: a loop beats a memcpy call */
        *out++ = *bytes++;
    }
}

static bool nimbox_grow(void *ctx, uint32_t **piles, uint32_t *cap)
{
    uint32_t more = *cap * 2u;
    uint32_t *p;
    (void)ctx;
    if (more < *cap) {
        return false;
    }
    p = realloc(*piles, (size_t)more * sizeof **piles);
    if (p == NULL) {
        return false;
    }
    *piles = p;
    *cap = more;
    return true;
}

static int nimbox_usage(void)
{
    fputs("usage: nimbox judge PROBLEM < input\n"
          "       nimbox judge PROBLEM --port DEVICE < input   (the judge on a board)\n"
          "       nimbox solve GAME [--misere] ARGS...\n"
          "       nimbox help\n",
          stderr);
    return 2;
}

static int nimbox_status(const console_t *c)
{
    nimbox_flush();
    if (nimbox.write_failed) {
        fputs("nimbox: cannot write the output\n", stderr);
        return 2;
    }
    return console_error_count(c) > 0 ? 2 : 0;
}

static int nimbox_judge(console_t *c, const char *problem)
{
    static char buf[NIMBOX_IN];
    if (!console_start_judge(c, problem)) {
        return 2;
    }
    while (console_in_judge(c) && console_error_count(c) == 0) {
        ssize_t n;
        nimbox_flush(); /* what is answered is out before waiting for more */
        n = read(0, buf, sizeof buf);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            nimbox_flush();
            fputs("nimbox: cannot read the input\n", stderr);
            return 2;
        }
        if (n == 0) {
            console_eof(c);
            break;
        }
        console_feed_buf(c, buf, (size_t)n);
    }
    return nimbox_status(c);
}

/* Feeds the arguments as one command line. */
static int nimbox_solve(console_t *c, int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        if (strpbrk(argv[i], "\r\n") != NULL) {
            fputs("nimbox: solve: an argument holds a line break\n", stderr);
            return 2;
        }
    }
    console_feed_buf(c, "solve", 5);
    for (int i = 2; i < argc; i++) {
        console_feed(c, ' ');
        console_feed_buf(c, argv[i], strlen(argv[i]));
    }
    console_feed(c, '\n');
    return nimbox_status(c);
}

int main(int argc, char **argv)
{
    console_t c;
    console_io_t io = {nimbox_put, NULL, nimbox_grow, NULL, nimbox_write};
    uint32_t *piles = malloc(NIMBOX_PILES * sizeof *piles);
    if (piles == NULL) {
        fputs("nimbox: out of memory\n", stderr);
        return 2;
    }
    console_init(&c, &io, CONSOLE_STOP_ON_ERROR, piles, NIMBOX_PILES);
    if (argc < 2) {
        return nimbox_usage();
    }
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        if (argc != 2) {
            fputs("nimbox: help takes no arguments\n", stderr);
            return 2;
        }
        console_run_line(&c, "help");
        return nimbox_status(&c);
    }
    if (strcmp(argv[1], "judge") == 0 && argc == 5 && strcmp(argv[3], "--port") == 0) {
        return nimbox_port_judge(argv[2], argv[4]);
    }
    if (strcmp(argv[1], "judge") == 0) {
        if (argc != 3) {
            fputs("nimbox: judge: expected one problem id (nimbox help lists them)\n", stderr);
            return 2;
        }
        return nimbox_judge(&c, argv[2]);
    }
    if (strcmp(argv[1], "solve") == 0) {
        return nimbox_solve(&c, argc, argv);
    }
    fprintf(stderr, "nimbox: unknown command `%s`\n", argv[1]);
    return nimbox_usage();
}
