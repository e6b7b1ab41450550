/* hal_buzzer.c (host) - logs every tone started, for tests to read back: the count goes up
 * to 255 and the last FAKE_TONES_KEPT tones are kept. */
#include "hal_buzzer.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"

#define FAKE_TONES_KEPT 32

static fake_tone_t fake_tones[FAKE_TONES_KEPT];
static uint8_t fake_tone_count;

void fake_buzzer_reset(void)
{
    fake_tone_count = 0;
}

uint8_t fake_buzzer_count(void)
{
    return fake_tone_count;
}

fake_tone_t fake_buzzer_tone_at(uint8_t i)
{
    fake_tone_t none = {0, 0};
    return i < fake_tone_count && fake_tone_count - i <= FAKE_TONES_KEPT ? fake_tones[i % FAKE_TONES_KEPT]
                                                                          : none;
}

void hal_buzzer_init(void)
{
}

void hal_buzzer_tone(hal_tone_t tone)
{
    uint16_t freq_hz = (uint16_t)(tone >> 16);
    uint16_t duration_ms = (uint16_t)tone;
    if (freq_hz == 0 || duration_ms == 0) {
        return;
    }
    if (fake_tone_count < 255) {
        fake_tones[fake_tone_count % FAKE_TONES_KEPT].freq_hz = freq_hz;
        fake_tones[fake_tone_count % FAKE_TONES_KEPT].duration_ms = duration_ms;
        fake_tone_count++;
    }
}

void hal_buzzer_stop(void)
{
}

bool hal_buzzer_busy(void)
{
    return false;
}
