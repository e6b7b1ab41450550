/* chip_log.c - timestamped event lines (see chip_log.h). A line that repeats the last one, or
 * a pair of lines that repeats the last two (a reset loop: "reset: watchdog", "app: ..."), is
 * counted instead of printed, and summed up once something else happens. */
#include "chip_log.h"

#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

#include "board.h"

#define CHIP_LOG_LINE 200

static FILE *chip_log_file;
static char chip_log_line[CHIP_LOG_LINE];
static struct {
    char printed[2][CHIP_LOG_LINE]; /* the last two lines printed, [1] the newer */
    unsigned period;                /* a repeat of period 1 or 2 is going on (0: none) */
    unsigned next;                  /* the line of printed[] expected next */
    unsigned long repeated;         /* lines left out */
    double last_ms;
} rep;

static void chip_log_end_repeat(void)
{
    if (rep.period == 0 || chip_log_file == NULL)
        return;
    fprintf(chip_log_file, "[%11.3f ms] (the %s above: %lu more lines like %s, the last at "
            "%.3f ms)\n", rep.last_ms, rep.period == 1 ? "line" : "two lines", rep.repeated,
            rep.period == 1 ? "it" : "them", rep.last_ms);
    rep.period = 0;
}

void chip_log_to(FILE *f)
{
    chip_log_end_repeat();
    if (chip_log_file)
        fflush(chip_log_file);
    chip_log_file = f;
}

const char *chip_log_last(void)
{
    return chip_log_line;
}

static void chip_log_print(double ms, const char *line)
{
    fprintf(chip_log_file, "[%11.3f ms] %s\n", ms, line);
    memcpy(rep.printed[0], rep.printed[1], CHIP_LOG_LINE);
    snprintf(rep.printed[1], CHIP_LOG_LINE, "%s", line);
}

void chip_log(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(chip_log_line, sizeof chip_log_line, fmt, ap);
    va_end(ap);
    if (chip_log_file == NULL)
        return;
    double ms = (double)board_now() / BOARD_CYCLES_PER_MS;
    if (rep.period && strcmp(chip_log_line, rep.printed[rep.next]) == 0) {
        rep.repeated++;
        rep.last_ms = ms;
        if (rep.period == 2)
            rep.next ^= 1u;
        return;
    }
    if (rep.period == 0 && strcmp(chip_log_line, rep.printed[1]) == 0) {
        rep.period = 1;
        rep.next = 1;
        rep.repeated = 1;
        rep.last_ms = ms;
        return;
    }
    if (rep.period == 0 && strcmp(chip_log_line, rep.printed[0]) == 0) {
        rep.period = 2;
        rep.next = 1;
        rep.repeated = 1;
        rep.last_ms = ms;
        return;
    }
    chip_log_end_repeat();
    chip_log_print(ms, chip_log_line);
    fflush(chip_log_file);
}
