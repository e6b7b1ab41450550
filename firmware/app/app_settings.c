/* app_settings.c - the Settings screen: a list of the settings, each with its value; SELECT
 * or RIGHT steps the value, saved at once (in the background: a power cut keeps it). */
#include "app_internal.h"

/* Setting i and its value. */
static void app_settings_item(uint8_t i, screen_item_t *out)
{
    out->id = i;
    out->value_id = settings_get(&persist_system()->settings, (setting_id_t)i);
}

void app_settings_input(btn_event_t ev)
{
    /* UP/DOWN step on a press or a repeat, the others act on a press only */
    uint8_t key = app_list_input(ev, &app_st.settings_index, SETTING_COUNT);
    if (key == APP_LIST_MOVED) {
        app_redraw();
    } else if (key == APP_LIST_OPEN) {
        settings_next(&persist_system()->settings, (setting_id_t)app_st.settings_index);
        persist_save_system();
        app_redraw();
        if (app_st.settings_index == SETTING_SOUND) {
            app_tone(HAL_TONE(1320, 40)); /* sound just switched on: let it be heard (off: silence) */
        }
    } else if (key == APP_LIST_BACK) {
        app_show(APP_SCREEN_MENU);
    }
}

void app_settings_describe(screen_t *s)
{
    s->id = SCREEN_SETTINGS;
    s->count = SETTING_COUNT;
    s->cursor = app_st.settings_index;
    s->item = app_settings_item;
}
