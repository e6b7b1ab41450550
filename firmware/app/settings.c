/* settings.c - setting values, labels (in flash) and editing steps. */
#include "settings.h"

#include "hal_flash.h"

static const char set_name_sound[] HAL_FLASH = HAL_FTEXT("Sound");
static const char set_name_level[] HAL_FLASH = HAL_FTEXT("Level");
static const char set_name_mode[] HAL_FLASH = HAL_FTEXT("Play");
static const char set_name_light[] HAL_FLASH = HAL_FTEXT("Light");

static const char set_off[] HAL_FLASH = HAL_FTEXT("Off");
static const char set_on[] HAL_FLASH = HAL_FTEXT("On");
static const char set_easy[] HAL_FLASH = HAL_FTEXT("Easy");
static const char set_medium[] HAL_FLASH = HAL_FTEXT("Medium");
static const char set_perfect[] HAL_FLASH = HAL_FTEXT("Perfect");
static const char set_normal[] HAL_FLASH = HAL_FTEXT("Normal");
static const char set_misere[] HAL_FLASH = HAL_FTEXT("Misere");
static const char set_always[] HAL_FLASH = HAL_FTEXT("Always");
static const char set_10s[] HAL_FLASH = HAL_FTEXT("10 s");
static const char set_30s[] HAL_FLASH = HAL_FTEXT("30 s");
static const char set_60s[] HAL_FLASH = HAL_FTEXT("60 s");

/* Each setting's name, then its values' labels, setting after setting (setting_id_t order);
 * settings_first[id] is where setting id's name is, settings_first[id + 1] the next one's. */
static const char *const settings_texts[] HAL_FLASH = {
    set_name_sound, set_off, set_on,
    set_name_level, set_easy, set_medium, set_perfect,
    set_name_mode, set_normal, set_misere,
    set_name_light, set_always, set_10s, set_30s, set_60s,
};
static const uint8_t settings_first[SETTING_COUNT + 1] HAL_FLASH = {0, 3, 7, 10, 15};

/* Backlight timeouts in ms, by value of the Light setting. */
static const uint16_t settings_light_ms[] HAL_FLASH = {0, 10000u, 30000u, 60000u};
_Static_assert(sizeof settings_light_ms / sizeof settings_light_ms[0] == 4u,
               "a timeout for each of the Light setting's four values (Always ... 60 s)");

_Static_assert(SETTING_SOUND == 0 && SETTING_LEVEL == 1 && SETTING_MODE == 2 &&
                   SETTING_LIGHT == 3 && PLAY_NORMAL == 0 && PLAY_MISERE == 1 &&
                   LEVEL_EASY == 0 && LEVEL_MEDIUM == 1 && LEVEL_PERFECT == 2,
               "the tables above follow these values");

static const char *settings_text(uint8_t i)
{
    return (const char *)hal_flash_ptr(&settings_texts[i]);
}

uint8_t settings_value_count(setting_id_t id)
{
    const uint8_t *f = &settings_first[(uint8_t)id];
    return (uint8_t)(hal_flash_byte(f + 1) - hal_flash_byte(f) - 1u);
}

/* The settings are the struct's bytes in setting_id_t order (settings.h lists them so). */
_Static_assert(sizeof(settings_t) == SETTING_COUNT, "settings_t is one byte per setting");

/* The defaults, by setting: sound on, Perfect, normal play, light off after 30 s. */
static const uint8_t settings_default[SETTING_COUNT] HAL_FLASH = {1, LEVEL_PERFECT, PLAY_NORMAL, 2};

void settings_defaults(settings_t *s)
{
    uint8_t *f = (uint8_t *)s;
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        f[id] = hal_flash_byte(&settings_default[id]);
    }
}

static uint8_t *settings_field(settings_t *s, setting_id_t id)
{
    return (uint8_t *)s + (uint8_t)id;
}

void settings_sanitize(settings_t *s)
{
    uint8_t *f = (uint8_t *)s;
    for (uint8_t id = 0; id < SETTING_COUNT; id++, f++) {
        if (*f >= settings_value_count((setting_id_t)id)) {
            *f = hal_flash_byte(&settings_default[id]);
        }
    }
}

uint8_t settings_get(const settings_t *s, setting_id_t id)
{
    return *settings_field((settings_t *)s, id);
}

void settings_next(settings_t *s, setting_id_t id)
{
    uint8_t *f = settings_field(s, id);
    *f = (uint8_t)(*f + 1u);
    if (*f >= settings_value_count(id)) {
        *f = 0;
    }
}

const char *settings_name(setting_id_t id)
{
    return settings_text(hal_flash_byte(&settings_first[(uint8_t)id]));
}

const char *settings_label(setting_id_t id, uint8_t value)
{
    return settings_text((uint8_t)(hal_flash_byte(&settings_first[(uint8_t)id]) + 1u + value));
}

/* A value out of range (never kept: loads are sanitized, steps wrap) shows as the last label. */
const char *settings_value_label(const settings_t *s, setting_id_t id)
{
    uint8_t v = settings_get(s, id);
    uint8_t n = settings_value_count(id);
    if (v >= n) {
        v = (uint8_t)(n - 1u);
    }
    return settings_label(id, v);
}

uint32_t settings_light_timeout_ms(const settings_t *s)
{
    return hal_flash_u16(&settings_light_ms[s->light]); /* in range: loads are sanitized */
}
