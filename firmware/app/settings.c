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

#define SETTINGS_MAX_VALUES 4u

/* The flash label of value v of a setting. Switches rather than a pointer table: an AVR
 * table of pointers would need its own flash reads, and this is as small. */
static const char *settings_label(setting_id_t id, uint8_t v)
{
    switch (id) {
    case SETTING_SOUND:
        return v ? set_on : set_off;
    case SETTING_LEVEL:
        return v == LEVEL_EASY ? set_easy : (v == LEVEL_MEDIUM ? set_medium : set_perfect);
    case SETTING_MODE:
        return v == PLAY_MISERE ? set_misere : set_normal;
    default:
        return v == 0 ? set_always : (v == 1 ? set_10s : (v == 2 ? set_30s : set_60s));
    }
}

uint8_t settings_value_count(setting_id_t id)
{
    switch (id) {
    case SETTING_SOUND:
        return 2;
    case SETTING_LEVEL:
        return LEVEL_COUNT;
    case SETTING_MODE:
        return 2;
    default:
        return SETTINGS_MAX_VALUES;
    }
}

void settings_defaults(settings_t *s)
{
    s->sound = 1;
    s->level = LEVEL_PERFECT;
    s->mode = PLAY_NORMAL;
    s->light = 2;
}

static uint8_t *settings_field(settings_t *s, setting_id_t id)
{
    switch (id) {
    case SETTING_SOUND:
        return &s->sound;
    case SETTING_LEVEL:
        return &s->level;
    case SETTING_MODE:
        return &s->mode;
    default:
        return &s->light;
    }
}

void settings_sanitize(settings_t *s)
{
    settings_t d;
    settings_defaults(&d);
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        uint8_t *f = settings_field(s, (setting_id_t)id);
        if (*f >= settings_value_count((setting_id_t)id)) {
            *f = *settings_field(&d, (setting_id_t)id);
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
    switch (id) {
    case SETTING_SOUND:
        return set_name_sound;
    case SETTING_LEVEL:
        return set_name_level;
    case SETTING_MODE:
        return set_name_mode;
    default:
        return set_name_light;
    }
}

const char *settings_value_label(const settings_t *s, setting_id_t id)
{
    return settings_label(id, settings_get(s, id));
}

uint32_t settings_light_timeout_ms(const settings_t *s)
{
    switch (s->light) {
    case 1:
        return 10000u;
    case 2:
        return 30000u;
    case 3:
        return 60000u;
    default:
        return 0;
    }
}
