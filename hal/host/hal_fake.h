/* hal_fake.h - test-only controls of the host HAL fakes in hal/host/.
 * The host HAL keeps every device's state in memory: tests set the clock and the button
 * input, and read back the screen, the serial output, the EEPROM image and the tones played.
 * Include it only from tests/unit. */
#ifndef HAL_FAKE_H
#define HAL_FAKE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hal_buttons.h"

/* Resets every fake: clock 0, no button, blank screen, empty serial, erased EEPROM, no tones. */
void fake_reset(void);

/* Clock */
void fake_tick_set(uint32_t ms);       /* sets the millisecond counter */
void fake_tick_advance(uint32_t ms);   /* moves the clock forward */

/* Buttons: the logical button held (what a board's keys decode to). */
void fake_button_press(btn_t button);  /* BTN_NONE releases */

/* Display */
const char *fake_display_line(uint8_t row);  /* the 16 characters of a row, NUL-terminated */
bool fake_display_backlight(void);
const uint8_t *fake_display_glyph(uint8_t index); /* the 8 rows last defined for a glyph */
uint8_t fake_display_glyphs_defined(void);        /* bit i set: glyph i was defined */
bool fake_display_glyphs_after_text(void);        /* a glyph was defined after text was written */
uint32_t fake_display_writes(void);               /* characters written so far */

/* 7-segment display (hal_seg7.h): the digits' segment bytes and the LEDs shown last */
const uint8_t *fake_seg7_digits(void);
uint8_t fake_seg7_leds(void);
bool fake_seg7_light(void);                       /* bright (true) or dimmed */
uint32_t fake_seg7_shows(void);                   /* hal_seg7_show calls so far */

/* Serial */
void fake_uart_push(const char *bytes);           /* bytes the firmware will receive */
size_t fake_uart_pop(char *out, size_t size);     /* takes the sent bytes (NUL-terminated) */

/* EEPROM: a byte write takes 4 ms of the fake clock (the chip's 3.4 ms rounded up) */
uint8_t *fake_eeprom_image(void);       /* the 1024-byte image, writable (a write in progress
                                         * is not in it until its time has come) */
void fake_eeprom_erase(void);           /* all 0xFF */
uint32_t fake_eeprom_writes(void);      /* byte writes started (unchanged bytes are skipped) */
uint32_t fake_eeprom_cell_writes(uint16_t addr); /* of them, to the byte at addr */
uint32_t fake_eeprom_waits(void);       /* reads and writes that waited for a write in progress
                                         * (the fake clock jumps to its end, as the chip stalls) */
bool fake_eeprom_power_cut(void);       /* power cut now: the byte being written is left erased
                                         * (0xFF); true when one was */

/* Buzzer log */
typedef struct {
    uint16_t freq_hz;
    uint16_t duration_ms;
} fake_tone_t;
uint8_t fake_buzzer_count(void);                /* tones started since the reset (up to 255) */
fake_tone_t fake_buzzer_tone_at(uint8_t i);      /* the i-th tone started (the last 32 kept) */

/* Power, watchdog, random */
uint32_t fake_power_idle_count(void);
uint32_t fake_power_down_count(void);
void fake_power_down_wake_button(btn_t button);  /* the button that ends the next power-down */
uint32_t fake_watchdog_kicks(void);
void fake_watchdog_set_caused_reset(bool watchdog); /* the next boots' reset cause (fake_reset: not) */
void fake_random_set(uint32_t seed);

#endif
