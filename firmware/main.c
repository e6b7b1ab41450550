/* main.c - NimBox firmware entry: sets up the hardware, prints the serial banner
 * `NimBox <version> ready`, then loops: at each button sample (taken in the background every
 * 4 ms and queued while the loop is busy) decode and debounce it at the time it was taken and
 * step the application with the time and the button event;
 * feed received bytes to the serial console; kick the watchdog; then sleep until the next
 * sample or received byte (or power down when the app asks). */
#include "app.h"
#include "button_decoder.h"
#include "buttons.h"
#include "console.h"
#include "hal_buttons.h"
#include "hal_buzzer.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "hal_irq.h"
#include "hal_power.h"
#include "hal_random.h"
#include "hal_tick.h"
#include "hal_uart.h"
#include "hal_watchdog.h"
#include "persist.h"
#include "version.h"

#define MAIN_RX_PER_PASS 16u    /* console bytes handled before the app gets a turn */

static console_t main_console;

/* Console output and error text both go to the serial port. */
static void main_uart_text(void *ctx, const char *text)
{
    (void)ctx;
    hal_uart_write(text);
}

int main(void)
{
    button_decoder_t decoder;
    buttons_t buttons;
    static const console_io_t io = {main_uart_text, main_uart_text, 0};

    hal_tick_init();
    hal_uart_init();
    hal_buttons_init();
    hal_buzzer_init();
    hal_display_init();
    hal_irq_enable();
    hal_watchdog_init();

    hal_uart_write_flash(HAL_FSTR("NimBox " NIMBOX_VERSION " ready\n"));
    console_init(&main_console, &io, CONSOLE_CARRY_ON);
    button_decoder_init(&decoder);
    buttons_init(&buttons);
    app_init(hal_tick_ms(), hal_random_seed());

    uint32_t sampled = 0; /* time of the last sample given to the debouncer */
    bool saving = false;  /* an EEPROM save is under way (persist_step) */
    for (;;) {
        uint16_t adc;
        uint32_t at;
        if (hal_buttons_take_sample(&adc, &at)) {
            uint32_t now = hal_tick_ms();
            /* queued samples debounce at their own times; none before the last wake-up */
            if ((int32_t)(at - sampled) > 0) {
                sampled = at;
            }
            btn_t raw = button_decoder_decode(&decoder, adc);
            app_step(now, buttons_update(&buttons, sampled, raw));
            if (app_wants_power_down(now) && !saving && !console_in_judge(&main_console)) {
                app_power_down();
                hal_buzzer_stop();
                hal_power_down_until_button(BUTTON_DECODER_ANY_BELOW);
                now = hal_tick_ms();
                btn_t held = button_decoder_decode(&decoder, hal_buttons_read_adc());
                buttons_assume_held(&buttons, now, held);
                sampled = now;
                app_woke(now, held != BTN_NONE);
                while (hal_buttons_take_sample(&adc, &at)) {
                    /* drop those taken before powering down */
                }
            }
        }

        uint8_t byte;
        for (uint8_t n = 0; n < MAIN_RX_PER_PASS && hal_uart_read(&byte); n++) {
            console_feed(&main_console, (char)byte);
            app_note_activity(hal_tick_ms());
        }
        saving = persist_step(); /* at most one EEPROM byte started, never waited for */
        hal_watchdog_kick();
        hal_power_idle();
    }
}
