/* line_noise_opt.h - the line's broken frames in words: --line-noise RATE[:KINDS] and the
 * script step send-fault KIND read here; the UART summary says what was sent broken. */
#ifndef SIM_LINE_NOISE_OPT_H
#define SIM_LINE_NOISE_OPT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* "RATE" or "RATE:KIND,KIND..." (framing, overrun, parity, flip; default framing,overrun)
 * into *rate (0..1) and *kinds (bits 1 << line_fault_t); false when malformed. */
bool line_noise_parse(const char *text, double *rate, uint32_t *kinds);

/* One kind's name (framing, parity, overrun; flip0..flip7: that data bit) into *fault
 * (line_fault_t); false for an unknown name. */
bool line_noise_fault(const char *name, uint8_t *fault);

/* True once any frame was sent broken. */
bool line_noise_any_faults(void);

/* ", N frames sent broken (F framing, P parity, O overrun, B bit flips)" when any were. */
void line_noise_print_faults(FILE *f);

#endif
