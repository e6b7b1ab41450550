/* app_settings.c - the Settings screen: the selected setting on row 0 with '>', the next
 * one on row 1; names left, values right. Edits are saved when leaving with LEFT. */
#include "app_internal.h"
#include "hal_buzzer.h"
#include "hal_display.h"
#include "text.h"

static void app_settings_row(char *line, uint8_t index)
{
    text_put_flash(line, 1, settings_name((setting_id_t)index));
    text_put_right_flash(line, settings_value_label(&app_st.sys.settings, (setting_id_t)index));
}

void app_settings_input(btn_event_t ev)
{
    /* UP/DOWN step on a press or a repeat, the others act on a press only */
    if (app_list_step(ev, &app_st.settings_index, SETTING_COUNT)) {
        app_st.dirty = true;
    } else if (ev.kind != BTN_EV_PRESS) {
        return;
    } else if (app_is_open(ev)) {
        settings_next(&app_st.sys.settings, (setting_id_t)app_st.settings_index);
        app_st.settings_changed = true;
        app_st.dirty = true;
        if (app_st.settings_index == SETTING_SOUND && app_st.sys.settings.sound) {
            hal_buzzer_tone(1320, 40); /* sound just switched on: let it be heard */
        }
    } else if (app_is_back(ev)) {
        if (app_st.settings_changed) {
            persist_save_system(&app_st.sys);
            app_st.settings_changed = false;
        }
        app_show(APP_SCREEN_MENU);
    }
}

void app_settings_draw(char *line0, char *line1)
{
    line0[0] = '>';
    app_settings_row(line0, app_st.settings_index);
    app_settings_row(line1, (uint8_t)((app_st.settings_index + 1u) % SETTING_COUNT));
}
