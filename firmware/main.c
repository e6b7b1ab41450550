/* main.c - NimBox firmware entry: sets up the hardware and the app, prints the serial banner
 * `NimBox <version> ready` once all is set up (the console reads from the first byte after
 * it), then loops: the toy's turn (main_toy: at each button sample, taken in the background
 * every 4 ms and queued while the loop is busy, already a logical button: hal_buttons.h,
 * debounce it at the time it was taken and step the application with the time and the button
 * event; start the next EEPROM byte of a save in progress, persist_step, never waiting for the
 * EEPROM; kick the watchdog); feed received bytes to the serial console (main_serial); then
 * sleep until the next sample or received byte. After a watchdog reset a line after the banner
 * tells it. The console's output never blocks the toy:
 * while the transmit ring is full (the host may hold our output with XOFF for as long as it
 * likes) the toy takes its turns. After 10 minutes alone (the app asks) and with no save going
 * on, power down until a key or a byte on the serial line wakes the box (hal_power.h); a line
 * that woke it lost its first bytes: it is not answered, and one error line says so. */
#include "app.h"
#include "buttons.h"
#include "console.h"
#include "hal_buttons.h"
#include "hal_buzzer.h"
#include "hal_display.h"
#include "hal_irq.h"
#include "hal_power.h"
#include "hal_random.h"
#include "hal_tick.h"
#include "hal_uart.h"
#include "hal_watchdog.h"
#include "persist.h"
#include "serial_wake.h"

#define MAIN_RX_PER_PASS 16u    /* console bytes handled before the app gets a turn */
/* The console's pile store: a judge case of up to this many piles is held on the board
 * (HDU 2176, match, POJ 1740); 448 bytes of RAM (it was 144 piles: the serial receive ring's
 * 128 more bytes, for what a USB bridge still sends after XOFF, came from here). */
#define MAIN_CONSOLE_PILES 112u
/* A line sent with no line end (the Arduino IDE's "No line ending") ends when its bytes came
 * in one burst (no gap over MAIN_BURST_MS) and nothing follows for MAIN_PAUSE_MS; keys typed
 * one by one (picocom, screen) never form a burst. */
#define MAIN_BURST_MS 3u
#define MAIN_PAUSE_MS 60u

_Static_assert(MAIN_CONSOLE_PILES >= CONSOLE_SOLVE_PILES && MAIN_CONSOLE_PILES <= 255u,
               "the firmware's console takes a store of at most 255 piles (console.h)");

static console_t main_console;
static serial_wake_t main_wake; /* the line that woke the box, dropped (zeroed: none) */
static uint32_t main_piles[MAIN_CONSOLE_PILES];
/* The loop's own state */
static struct {
    buttons_t buttons;
    uint16_t sampled; /* time of the last sample given to the debouncer (16 bits) */
    bool saving;      /* an EEPROM save is under way (persist_step) */
    uint8_t last_rx;  /* when the last console byte was read (ms mod 256) */
    bool burst;       /* the console's line so far came in one burst */
} main_st;

/* The toy's turn: a button sample to the app (and, with may_sleep, the power-down after 10
 * minutes alone), the next EEPROM byte, the watchdog. */
static void main_toy(bool may_sleep)
{
    btn_t raw;
    uint16_t at;
    if (hal_buttons_take_sample(&raw, &at)) {
        /* queued samples debounce at their own times; none before the last wake-up */
        if (!hal_tick_reached16(main_st.sampled, at)) {
            main_st.sampled = at;
        }
        uint32_t now = hal_tick_ms();
        app_step(now, buttons_update(&main_st.buttons, main_st.sampled, raw));
        if (may_sleep && app_wants_power_down(now) && !main_st.saving &&
            !console_in_judge(&main_console)) {
            app_power_down();
            hal_buzzer_stop();
            hal_wake_t why = hal_power_down();
            now = hal_tick_ms();
            if (why == HAL_WAKE_SERIAL) {
                serial_wake_begin(&main_wake, now);
                console_lost_asleep(&main_console);
            }
            btn_t held = hal_buttons_read(); /* the samples taken before it are dropped */
            buttons_assume_held(&main_st.buttons, now, held);
            main_st.sampled = (uint16_t)now;
            app_woke(now, held != BTN_NONE);
        }
    }
    main_st.saving = persist_step(); /* at most one EEPROM byte started, never waited for */
    hal_watchdog_kick();
}

/* Console answers and error lines both go to the serial port; while its ring is full (the
 * host may hold it with XOFF), the toy plays on. */
static void main_uart_put(void *ctx, uint8_t stream, char ch)
{
    (void)ctx;
    (void)stream;
    while (hal_uart_room() == 0) {
        main_toy(false);
    }
    hal_uart_putc(ch);
}

static uint16_t main_uart_room(void *ctx)
{
    (void)ctx;
    return hal_uart_room();
}

/* The console's share of a loop pass: received bytes (and losses) to the console, a pause
 * after a burst ends a line, a long answer goes on, and once every byte received is read a
 * report of input lost. True while the console has more to print (the loop then does not
 * sleep). */
static bool main_serial(uint32_t now)
{
    uint8_t t = (uint8_t)now; /* gaps up to 255 ms: the loop passes every 4 ms */
    uint8_t byte;
    bool mid = console_mid_line(&main_console);
    uint8_t n; /* bytes read: fewer than MAIN_RX_PER_PASS when all were read */
    for (n = 0; n < MAIN_RX_PER_PASS; n++) {
        if (!hal_uart_read(&byte)) {
            /* read empty: bytes lost lie here, after those read and before any later one */
            uint16_t lost = hal_uart_take_lost();
            if (lost != 0) {
                console_input_lost(&main_console, lost);
            }
            break;
        }
        if (!mid) {
            main_st.burst = true; /* a new line */
        } else if ((uint8_t)(t - main_st.last_rx) > MAIN_BURST_MS) {
            main_st.burst = false; /* a gap inside the line: typed, not sent at once */
        }
        main_st.last_rx = t;
        if (!serial_wake_drop(&main_wake, byte, now)) {
            console_feed(&main_console, (char)byte);
        }
        mid = console_mid_line(&main_console);
    }
    if (n != 0) {
        app_note_activity(now);
    } else if (main_st.burst && mid && (uint8_t)(t - main_st.last_rx) >= MAIN_PAUSE_MS) {
        console_pause(&main_console);
    }
    return console_poll(&main_console, n < MAIN_RX_PER_PASS);
}

/* After a watchdog reset (the firmware hung), one line after the banner says so, with the
 * count the box record keeps. */
static void main_tell_watchdog(void)
{
    uint16_t resets = app_watchdog_resets();
    if (resets != 0) {
        console_watchdog_resets(&main_console, resets);
    }
}

int main(void)
{
    static const console_io_t io = {main_uart_put, main_uart_room, NULL, NULL, NULL};

    hal_tick_init();
    hal_uart_init();
    hal_buttons_init();
    hal_buzzer_init();
    hal_display_init();
    hal_irq_enable();
    hal_watchdog_init();

    console_init(&main_console, &io, CONSOLE_CARRY_ON, main_piles, MAIN_CONSOLE_PILES);
    buttons_init(&main_st.buttons);
    app_init(hal_tick_ms(), hal_random_seed());
    console_banner(&main_console);
    main_tell_watchdog();

    for (;;) {
        main_toy(true);
        bool busy = main_serial(hal_tick_ms());
        if (!busy) {
            hal_power_idle();
        }
    }
}
