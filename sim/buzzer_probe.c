/* buzzer_probe.c - tone capture on the piezo pin. */
#include "buzzer_probe.h"

#include <stddef.h>

#include "avr_ioport.h"
#include "board.h"

#define BUZZER_KEEP 256u
#define BUZZER_GAP (25u * BOARD_CYCLES_PER_MS)

static struct {
    avr_t *avr;
    uint8_t level;
    buzzer_tone_t tones[BUZZER_KEEP];
    uint32_t count;
} buzzer;

static void buzzer_update_freq(buzzer_tone_t *t)
{
    uint64_t span = t->end - t->start;
    /* edges - 1 half periods in span cycles */
    t->freq_hz = span ? (uint32_t)(((uint64_t)(t->edges - 1) * BOARD_F_CPU + span) / (2 * span)) : 0;
}

static void buzzer_pin_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    uint8_t level = value ? 1 : 0;
    if (level == buzzer.level)
        return;
    buzzer.level = level;
    uint64_t now = buzzer.avr->cycle;
    buzzer_tone_t *t = buzzer.count ? &buzzer.tones[(buzzer.count - 1) % BUZZER_KEEP] : NULL;
    if (t == NULL || now - t->end > BUZZER_GAP) {
        t = &buzzer.tones[buzzer.count++ % BUZZER_KEEP];
        t->start = t->end = now;
        t->edges = 1;
        t->freq_hz = 0;
        return;
    }
    t->end = now;
    t->edges++;
    buzzer_update_freq(t);
}

void buzzer_probe_attach(avr_t *avr, board_pin_t pin)
{
    buzzer.avr = avr;
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(pin.port), pin.bit),
                            buzzer_pin_hook, NULL);
}

uint32_t buzzer_probe_count(void)
{
    return buzzer.count;
}

bool buzzer_probe_get(uint32_t i, buzzer_tone_t *tone)
{
    if (i >= buzzer.count || buzzer.count - i > BUZZER_KEEP)
        return false;
    *tone = buzzer.tones[i % BUZZER_KEEP];
    return true;
}

bool buzzer_probe_playing(uint64_t now)
{
    return buzzer.count && now - buzzer.tones[(buzzer.count - 1) % BUZZER_KEEP].end <= BUZZER_GAP;
}
