/* hal_random.h - a seed for the pseudo-random generator.
 * The AVR version mixes the low bits of many conversions of an unconnected ADC input with
 * free-running timer values. Not for cryptography; good enough to vary the computer's play. */
#ifndef HAL_RANDOM_H
#define HAL_RANDOM_H

#include <stdint.h>

/* A 32-bit seed that differs between power-ups (as far as the hardware allows). */
uint32_t hal_random_seed(void);

#endif
