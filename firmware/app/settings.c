/* settings.c - setting values and editing steps (their names and labels are each view's words). */
#include "settings.h"

#include "hal_flash.h"

/* Backlight timeouts in ms, by value of the Light setting (Always, 10 s, 30 s, 60 s). */
static const uint16_t settings_light_ms[] HAL_FLASH = {0, 10000u, 30000u, 60000u};

/* The number of values of each setting (settings.h): Off and On; the levels; normal and
 * misere play; the light's timeouts; On and Off. */
static const uint8_t settings_count[SETTING_COUNT] HAL_FLASH = {
    [SETTING_SOUND] = 2,
    [SETTING_LEVEL] = LEVEL_COUNT,
    [SETTING_MODE] = 2,
    [SETTING_LIGHT] = sizeof settings_light_ms / sizeof settings_light_ms[0],
    [SETTING_COACH] = 2,
};
_Static_assert(PLAY_NORMAL == 0 && PLAY_MISERE == 1, "the Play setting's two values");

uint8_t settings_value_count(setting_id_t id)
{
    return hal_flash_byte(&settings_count[(uint8_t)id]);
}

/* The settings are the struct's bytes in setting_id_t order (settings.h lists them so), and
 * the Coach setting's byte, the last, in the record apart from them. */
_Static_assert(sizeof(settings_t) == SETTING_COACH && SETTING_COACH + 1u == SETTING_COUNT,
               "settings_t is one byte per setting, the coach's apart");

/* The defaults, by setting: sound on, Perfect, normal play, light off after 30 s, coach on. */
static const uint8_t settings_default[SETTING_COUNT] HAL_FLASH = {1, LEVEL_PERFECT, PLAY_NORMAL, 2,
                                                                  SETTINGS_COACH_ON};

static uint8_t *settings_field(settings_t *s, setting_id_t id)
{
    return id == SETTING_COACH ? persist_coach() : (uint8_t *)s + (uint8_t)id;
}

void settings_defaults(settings_t *s)
{
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        *settings_field(s, (setting_id_t)id) = hal_flash_byte(&settings_default[id]);
    }
}

void settings_sanitize(settings_t *s)
{
    for (uint8_t id = 0; id < SETTING_COUNT; id++) {
        uint8_t *f = settings_field(s, (setting_id_t)id);
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

uint32_t settings_light_timeout_ms(const settings_t *s)
{
    return hal_flash_u16(&settings_light_ms[s->light]); /* in range: loads are sanitized */
}
