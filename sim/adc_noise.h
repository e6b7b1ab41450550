/* adc_noise.h - unconnected ADC inputs read noise, as a floating pin on a real board does
 * (simavr 1.6 reads a constant, 0 mV, from an input nothing drives: a seed taken from one is
 * the same at every boot). Each conversion of an input no part drives puts a new voltage on
 * it: a level that wanders (a random walk of up to +-60 mV a conversion, kept in 0.3..4.7 V)
 * plus a few LSB of jitter (+-15 mV). The numbers come from a generator seeded once: the
 * interactive mode seeds it from the clock (each session and each boot starts a different
 * game), the headless modes with 1 unless --noise-seed says otherwise, so tests repeat. */
#ifndef SIM_ADC_NOISE_H
#define SIM_ADC_NOISE_H

#include <stdint.h>

#include "sim_avr.h"

/* Noise on ADC0..7 except the inputs in driven (bit n: ADCn has a part on it). */
void adc_noise_attach(avr_t *avr, uint8_t driven, uint64_t seed);

/* The seed in use. */
uint64_t adc_noise_seed(void);

/* A seed from the clock and the process, for the interactive mode. */
uint64_t adc_noise_fresh_seed(void);

#endif
