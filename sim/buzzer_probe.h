/* buzzer_probe.h - records the tones played on the board's piezo pin from the pin's edges
 * (Timer2 toggling OC2B or software toggling alike). A tone is a run of edges with gaps
 * under 25 ms; its frequency is measured from the edges, its length from first to last. */
#ifndef SIM_BUZZER_PROBE_H
#define SIM_BUZZER_PROBE_H

#include <stdbool.h>
#include <stdint.h>

#include "board_pins.h"
#include "sim_avr.h"

typedef struct {
    uint64_t start;     /* cycle of the first edge */
    uint64_t end;       /* cycle of the last edge */
    uint32_t edges;
    uint32_t freq_hz;   /* measured, rounded */
} buzzer_tone_t;

/* Hooks the piezo pin. */
void buzzer_probe_attach(avr_t *avr, board_pin_t pin);

/* Number of tones begun so far (the one playing included). */
uint32_t buzzer_probe_count(void);

/* Tone i (0 = first; only the last 256 are kept); false when it is not kept. */
bool buzzer_probe_get(uint32_t i, buzzer_tone_t *tone);

/* True while edges keep coming (the last one less than 25 ms before now). */
bool buzzer_probe_playing(uint64_t now);

#endif
