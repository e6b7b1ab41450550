/* chip_log.h - one line for each thing a script or a person driving the board from outside
 * may wait for: a reset and its cause, the bootloader starting the application, the serial
 * port opened or closed, the firmware's boot banner. Each line starts with the simulated time:
 *   [   1234.567 ms] reset: port opened (DTR): MCUSR 0x02 (EXTRF), PC 0x7e00
 * --headless writes them on stdout (flushed at once); the other modes keep them off. */
#ifndef SIM_CHIP_LOG_H
#define SIM_CHIP_LOG_H

#include <stdio.h>

/* Where the lines go (NULL: nowhere). */
void chip_log_to(FILE *f);

/* The last line logged (without the time), for a status line. */
const char *chip_log_last(void);

void chip_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
