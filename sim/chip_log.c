/* chip_log.c - timestamped event lines (see chip_log.h). */
#include "chip_log.h"

#include <stdarg.h>

#include "board.h"

static FILE *chip_log_file;
static char chip_log_line[200];

void chip_log_to(FILE *f)
{
    chip_log_file = f;
}

const char *chip_log_last(void)
{
    return chip_log_line;
}

void chip_log(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(chip_log_line, sizeof chip_log_line, fmt, ap);
    va_end(ap);
    if (chip_log_file == NULL)
        return;
    fprintf(chip_log_file, "[%11.3f ms] %s\n", (double)board_now() / BOARD_CYCLES_PER_MS,
            chip_log_line);
    fflush(chip_log_file);
}
