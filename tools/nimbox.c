/* nimbox.c - the host tool: `nimbox judge PROBLEM` (the original problem's input on stdin, its
 * exact output on stdout), `nimbox solve GAME ARGS...`, `nimbox help`. A thin shell around the
 * shared console (firmware/console) with the stop-on-first-error policy: any error prints one
 * line on stderr and the exit status is 2. Answers stream out case by case: stdout is flushed
 * before every blocking read of stdin. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "console.h"

static void nimbox_out(void *ctx, const char *text)
{
    (void)ctx;
    fputs(text, stdout);
}

static void nimbox_err(void *ctx, const char *text)
{
    (void)ctx;
    fputs(text, stderr);
}

static int nimbox_usage(void)
{
    fputs("usage: nimbox judge PROBLEM < input\n"
          "       nimbox solve GAME [--misere] ARGS...\n"
          "       nimbox help\n",
          stderr);
    return 2;
}

static int nimbox_status(const console_t *c)
{
    if (fflush(stdout) != 0) {
        fputs("nimbox: cannot write the output\n", stderr);
        return 2;
    }
    return console_error_count(c) > 0 ? 2 : 0;
}

static int nimbox_judge(console_t *c, const char *problem)
{
    char buf[4096];
    console_set_judge_only(c);
    if (!console_start_judge(c, problem)) {
        return 2;
    }
    for (;;) {
        ssize_t n;
        if (console_error_count(c) > 0) {
            return nimbox_status(c);
        }
        fflush(stdout);
        n = read(0, buf, sizeof buf);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            fputs("nimbox: cannot read the input\n", stderr);
            fflush(stdout);
            return 2;
        }
        if (n == 0) {
            break;
        }
        for (ssize_t i = 0; i < n && console_error_count(c) == 0; i++) {
            console_feed(c, buf[i]);
        }
    }
    console_eof(c);
    return nimbox_status(c);
}

/* Joins the arguments into one command line for the console. */
static int nimbox_solve(console_t *c, int argc, char **argv)
{
    char line[CONSOLE_LINE_MAX + 2];
    size_t len = strlen("solve");
    memcpy(line, "solve", len);
    for (int i = 2; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (len + 1 + n > CONSOLE_LINE_MAX) {
            fprintf(stderr, "nimbox: solve: the command is longer than %d characters\n",
                    CONSOLE_LINE_MAX);
            return 2;
        }
        line[len++] = ' ';
        memcpy(line + len, argv[i], n);
        len += n;
    }
    line[len] = '\0';
    if (strchr(line, '\n') != NULL) {
        fputs("nimbox: solve: an argument holds a line break\n", stderr);
        return 2;
    }
    console_run_line(c, line);
    return nimbox_status(c);
}

int main(int argc, char **argv)
{
    console_t c;
    console_io_t io = {nimbox_out, nimbox_err, NULL};
    console_init(&c, &io, CONSOLE_STOP_ON_ERROR);
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
