/* tm1638_demo.c - a test firmware for the nano-tm1638 board, on the TM1638 driver alone, for
 * the simulator's TM1638 model before the game firmware runs on this board
 * (the scripts beside it, and `make play BOARD=nano-tm1638` meanwhile):
 *
 * - at start a lamp test: every segment, point and LED lit ("8.8.8.8.8.8.8.8.") for 500 ms;
 * - then "HELLO" until a key: each press of S1..S8 shows "S<n>" and the number of presses so
 *   far right-aligned ("S5     3"), S7 also switches the display off and on again;
 * - the LEDs show the keys held, LED n for S<n>.
 * The keys are read every 5 ms; tm1638_show sends nothing while nothing changed. */
#include <stdbool.h>
#include <stdint.h>

#include <util/delay.h>

#include "tm1638.h"

#define DEMO_BLANK 0x00u
static const uint8_t demo_digit_font[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66,
                                            0x6D, 0x7D, 0x07, 0x7F, 0x6F};
static const uint8_t demo_hello[TM1638_DIGITS] = {0x76, 0x79, 0x38, 0x38, 0x3F, 0, 0, 0};

/* "S<key>" at the left, count right-aligned in the other six digits. */
static void demo_key_screen(uint8_t seg[TM1638_DIGITS], uint8_t key, uint16_t count)
{
    seg[0] = demo_digit_font[5]; /* S */
    seg[1] = demo_digit_font[key + 1u];
    for (uint8_t i = 2; i < TM1638_DIGITS; i++) {
        seg[i] = DEMO_BLANK;
    }
    uint8_t pos = TM1638_DIGITS - 1u;
    do {
        seg[pos--] = demo_digit_font[count % 10u];
        count /= 10u;
    } while (count != 0 && pos >= 2u);
}

int main(void)
{
    uint8_t seg[TM1638_DIGITS];
    uint8_t held = 0;
    uint16_t presses = 0;
    bool on = true;

    tm1638_init(TM1638_BRIGHTNESS_MAX);
    for (uint8_t i = 0; i < TM1638_DIGITS; i++) {
        seg[i] = 0xFF;
    }
    tm1638_show(seg, 0xFF);
    _delay_ms(500);
    for (uint8_t i = 0; i < TM1638_DIGITS; i++) {
        seg[i] = demo_hello[i];
    }
    for (;;) {
        uint8_t keys = tm1638_keys();
        uint8_t pressed = (uint8_t)(keys & (uint8_t)~held);
        held = keys;
        for (uint8_t k = 0; k < 8u; k++) {
            if (pressed & (1u << k)) {
                presses++;
                demo_key_screen(seg, k, presses);
                if (k == 6u) { /* S7 */
                    on = !on;
                    tm1638_display(on, TM1638_BRIGHTNESS_MAX);
                }
                break;
            }
        }
        tm1638_show(seg, held);
        _delay_ms(5);
    }
}
