/* adc_noise.c - a wandering, jittering voltage on the ADC inputs nothing drives. */
#include "adc_noise.h"

#include <time.h>
#include <unistd.h>

#include "avr_adc.h"

#define NOISE_INPUTS 8
#define NOISE_MIN_MV 300
#define NOISE_MAX_MV 4700
#define NOISE_WALK_MV 60
#define NOISE_JITTER_MV 15

static struct {
    avr_t *avr;
    uint8_t driven;
    uint64_t seed, state;
    int level[NOISE_INPUTS]; /* mV, 0: not started */
} noise;

/* xorshift64* */
static uint64_t noise_next(void)
{
    noise.state ^= noise.state >> 12;
    noise.state ^= noise.state << 25;
    noise.state ^= noise.state >> 27;
    return noise.state * 2685821657736338717ull;
}

/* A whole number in -span..span. */
static int noise_spread(int span)
{
    return (int)(noise_next() >> 33) % (2 * span + 1) - span;
}

static void noise_trigger_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    union {
        avr_adc_mux_t mux;
        uint32_t v;
    } e = {.v = value};
    unsigned ch = e.mux.src;
    if (e.mux.kind != ADC_MUX_SINGLE || ch >= NOISE_INPUTS || (noise.driven & (1u << ch)))
        return;
    int *level = &noise.level[ch];
    if (*level == 0)
        *level = NOISE_MIN_MV + (int)(noise_next() >> 33) % (NOISE_MAX_MV - NOISE_MIN_MV);
    *level += noise_spread(NOISE_WALK_MV);
    if (*level < NOISE_MIN_MV)
        *level = NOISE_MIN_MV;
    if (*level > NOISE_MAX_MV)
        *level = NOISE_MAX_MV;
    avr_raise_irq(avr_io_getirq(noise.avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0 + ch),
                  (uint32_t)(*level + noise_spread(NOISE_JITTER_MV)));
}

void adc_noise_attach(avr_t *avr, uint8_t driven, uint64_t seed)
{
    noise.avr = avr;
    noise.driven = driven;
    noise.seed = seed;
    noise.state = seed * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull; /* never 0 */
    if (noise.state == 0)
        noise.state = 1;
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER),
                            noise_trigger_hook, NULL);
}

uint64_t adc_noise_seed(void)
{
    return noise.seed;
}

uint64_t adc_noise_fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return ((uint64_t)ts.tv_sec * 1000000007ull) ^ (uint64_t)ts.tv_nsec ^
           ((uint64_t)getpid() << 32);
}
