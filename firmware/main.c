/* main.c - NimBox firmware entry: sets up the hardware, prints the serial banner
 * `NimBox <version> ready`, then loops: at each button sample (taken in the background every
 * 4 ms and queued while the loop is busy, already a logical button: hal_buttons.h) debounce
 * it at the time it was taken and step the application with the time and the button event;
 * feed received bytes to the serial console; start the next EEPROM byte of a save in
 * progress (persist_step, never waiting for the EEPROM); kick the watchdog; then sleep until
 * the next sample or received byte. After 10 minutes alone (the app asks) and with no save
 * going on, power down until a key or a byte on the serial line wakes the box (hal_power.h);
 * a line that woke it lost its first bytes: it is not answered, and one error line says so. */
#include "app.h"
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
#include "serial_wake.h"
#include "version.h"

#define MAIN_RX_PER_PASS 16u    /* console bytes handled before the app gets a turn */

static console_t main_console;
static serial_wake_t main_wake; /* the line that woke the box, dropped (zeroed: none) */

/* Console output and error text both go to the serial port. */
static void main_uart_text(void *ctx, const char *text)
{
    (void)ctx;
    hal_uart_write(text);
}

int main(void)
{
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
    buttons_init(&buttons);
    app_init(hal_tick_ms(), hal_random_seed());

    uint32_t sampled = 0; /* time of the last sample given to the debouncer */
    bool saving = false;  /* an EEPROM save is under way (persist_step) */
    for (;;) {
        btn_t raw;
        uint32_t at;
        if (hal_buttons_take_sample(&raw, &at)) {
            uint32_t now = hal_tick_ms();
            /* queued samples debounce at their own times; none before the last wake-up */
            if (!hal_tick_reached(sampled, at)) {
                sampled = at;
            }
            app_step(now, buttons_update(&buttons, sampled, raw));
            if (app_wants_power_down(now) && !saving && !console_in_judge(&main_console)) {
                app_power_down();
                hal_buzzer_stop();
                hal_wake_t why = hal_power_down();
                now = hal_tick_ms();
                if (why == HAL_WAKE_SERIAL) {
                    serial_wake_begin(&main_wake, now);
                    hal_uart_write_flash(HAL_FSTR("error: input lost while asleep\n"));
                }
                btn_t held = hal_buttons_read();
                buttons_assume_held(&buttons, now, held);
                sampled = now;
                app_woke(now, held != BTN_NONE);
                while (hal_buttons_take_sample(&raw, &at)) {
                    /* drop those taken before powering down */
                }
            }
        }

        uint8_t byte;
        for (uint8_t n = 0; n < MAIN_RX_PER_PASS && hal_uart_read(&byte); n++) {
            uint32_t now = hal_tick_ms();
            if (!serial_wake_drop(&main_wake, byte, now)) {
                console_feed(&main_console, (char)byte);
            }
            app_note_activity(now);
        }
        saving = persist_step(); /* at most one EEPROM byte started, never waited for */
        hal_watchdog_kick();
        hal_power_idle();
    }
}
