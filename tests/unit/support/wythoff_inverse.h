/* wythoff_inverse.h - a check the Wythoff tests share (test_wythoff.c at chosen indices,
 * test_wythoff_exhaustive.c over the whole range): wythoff_locate and wythoff_partner on
 * both members of one pair. */
#ifndef WYTHOFF_INVERSE_H
#define WYTHOFF_INVERSE_H

#include <stdint.h>

/* The wrong answers of locate and partner on pair k (a, b = a + k; b may not fit in 32
 * bits, and then has no partner): 0 when all are right. */
unsigned wythoff_inverse_errors(uint64_t k, uint64_t a);

#endif
