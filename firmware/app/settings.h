/* settings.h - the user settings and how the Settings screen edits them.
 * Each setting is a small index into a fixed list of values (named in screen.h; each view has
 * its words for them); editing steps to the next value and wraps. Values read back from EEPROM
 * are sanitized.
 * Every setting_id_t argument below is one of the settings (below SETTING_COUNT). */
#ifndef SETTINGS_H
#define SETTINGS_H

#include <stdint.h>

#include "persist.h"
#include "play_mode.h"
#include "screen.h" /* setting_id_t: the settings, as the screens name them */

/* As the box record keeps them (persist.h): sound 0/1, level (level_t), mode (play_mode_t),
 * light (an index into the timeouts). The Coach setting's byte is the record's too, but apart
 * from these (persist_coach: the boot counter follows them): the functions below reach it
 * there, whatever settings they are given. */
typedef persist_settings_t settings_t;

/* The Coach setting's values: 0 On, as a new box and every record before the setting have it. */
#define SETTINGS_COACH_ON 0u
#define SETTINGS_COACH_OFF 1u

/* Sound on, Perfect, Normal play, backlight 30 s, the coach on. */
void settings_defaults(settings_t *s);

/* Replaces out-of-range values with their defaults. */
void settings_sanitize(settings_t *s);

/* Number of values a setting can take. */
uint8_t settings_value_count(setting_id_t id);

/* The current value of a setting (an index). */
uint8_t settings_get(const settings_t *s, setting_id_t id);

/* Steps a setting to its next value, wrapping to the first. */
void settings_next(settings_t *s, setting_id_t id);

/* Backlight timeout in ms, 0 = always on; s->light is one of its values (as every setting
 * kept: loads are sanitized, steps wrap). */
uint32_t settings_light_timeout_ms(const settings_t *s);

#endif
