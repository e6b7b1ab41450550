/* keypad.c - drives the buttons' ADC input with the resistor-ladder voltage of the pressed button. */
#include "keypad.h"

#include <string.h>
#include <strings.h>

#include "avr_adc.h"

static const char *const keypad_names[KEYPAD_COUNT] = {"RIGHT", "UP", "DOWN", "LEFT", "SELECT"};

static const uint16_t keypad_ladders[3][KEYPAD_COUNT] = {
    {0, 145, 329, 505, 741}, /* 'u' */
    {0, 100, 256, 410, 640}, /* 'a' */
    {0, 205, 405, 623, 824}, /* 'b' */
};

static struct {
    avr_t *avr;
    uint8_t channel;
    const uint16_t *ladder;
    keypad_key_t held;
    uint64_t release_at;
} keypad;

uint16_t keypad_reading(keypad_key_t key)
{
    return key < KEYPAD_COUNT ? keypad.ladder[key] : 1023u;
}

/* Smallest millivolt value that simavr converts to the reading: ceil(reading * 5000 / 1023). */
static uint32_t keypad_millivolts(uint16_t reading)
{
    return ((uint32_t)reading * 5000u + 1022u) / 1023u;
}

void keypad_refresh(void)
{
    avr_irq_t *irq = avr_io_getirq(keypad.avr, AVR_IOCTL_ADC_GETIRQ,
                                   ADC_IRQ_ADC0 + keypad.channel);
    avr_raise_irq(irq, keypad_millivolts(keypad_reading(keypad.held)));
}

bool keypad_attach(avr_t *avr, char family, uint8_t channel)
{
    const char *families = "uab";
    const char *f = strchr(families, family);
    if (family == '\0' || f == NULL)
        return false;
    keypad.avr = avr;
    keypad.channel = channel;
    keypad.ladder = keypad_ladders[f - families];
    keypad.held = KEYPAD_NONE;
    keypad.release_at = UINT64_MAX;
    keypad_refresh();
    return true;
}

bool keypad_parse(const char *name, keypad_key_t *key)
{
    for (int i = 0; i < KEYPAD_COUNT; i++) {
        if (strcasecmp(name, keypad_names[i]) == 0) {
            *key = (keypad_key_t)i;
            return true;
        }
    }
    return false;
}

const char *keypad_name(keypad_key_t key)
{
    return key < KEYPAD_COUNT ? keypad_names[key] : "NONE";
}

void keypad_press(keypad_key_t key, uint64_t release_at)
{
    keypad.held = key;
    keypad.release_at = key < KEYPAD_COUNT ? release_at : UINT64_MAX;
    keypad_refresh();
}

void keypad_release(void)
{
    keypad_press(KEYPAD_NONE, UINT64_MAX);
}

keypad_key_t keypad_held(void)
{
    return keypad.held;
}

uint64_t keypad_release_time(void)
{
    return keypad.release_at;
}
