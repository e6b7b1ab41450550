/* tm1638.h - the TM1638 "LED&KEY" module (8 seven-segment digits, 8 LEDs, 8 keys) on three
 * bit-banged lines, STB, CLK and DIO (board.h). A low-level driver for the board's display
 * and button HAL files; the app never calls it.
 *
 * Protocol (Titan Micro TM1638 datasheet V2.2): each transaction is framed by STB low, its
 * first byte a command; bits go LSB first, the chip samples DIO on CLK rising and, when read,
 * drives it (open-drain) on CLK falling. Timing kept with margin: CLK low and high >= 500 ns
 * (datasheet 400 ns, clock <= 1 MHz), data set-up/hold >= 500 ns (100 ns), STB high >= 1 us,
 * last CLK rise to STB rise >= 1 us, 2.5 us between the read command's 8th rising edge and
 * the first falling edge (2 us), and each key bit read 2 us after CLK falls (the chip's
 * 300 ns plus the pull-up's rise time).
 *
 * Display memory on the LED&KEY board: even addresses 0..14 are digits 1..8 (left to right),
 * odd addresses 1..15 the LEDs 1..8 (bit 0 lights one). The driver keeps a copy of what the
 * chip holds: nothing is sent while it stays, else the whole memory in one frame. */
#ifndef TM1638_H
#define TM1638_H

#include <stdbool.h>
#include <stdint.h>

#define TM1638_DIGITS 8u
#define TM1638_RAM_SIZE 16u

/* Commands (datasheet pp. 3-4). */
#define TM1638_CMD_WRITE 0x40u       /* data command: write, address auto-increment */
#define TM1638_CMD_READ_KEYS 0x42u   /* data command: read the 4 key bytes */
#define TM1638_CMD_DISPLAY_OFF 0x80u /* display control: off (the memory is kept) */
#define TM1638_CMD_DISPLAY_ON 0x88u  /* display control: on, | brightness 0..7 */
#define TM1638_CMD_ADDRESS 0xC0u     /* address command: | address 0..15 */

/* Segment bits of a digit's byte: a..g, then the decimal point. */
#define TM1638_SEG_A 0x01u
#define TM1638_SEG_B 0x02u
#define TM1638_SEG_C 0x04u
#define TM1638_SEG_D 0x08u
#define TM1638_SEG_E 0x10u
#define TM1638_SEG_F 0x20u
#define TM1638_SEG_G 0x40u
#define TM1638_SEG_DP 0x80u

#define TM1638_BRIGHTNESS_MAX 7u

/* Sets the lines up, clears all 16 bytes of display memory (random at power-up) and switches
 * the display on at brightness 0..7. */
void tm1638_init(uint8_t brightness);

/* Shows 8 digits (segment bytes, leftmost digit first) and 8 LEDs (bit i lights LED i+1,
 * LED 1 leftmost): nothing sent when the chip holds them already, else all 16 bytes. */
void tm1638_show(const uint8_t segments[TM1638_DIGITS], uint8_t leds);

/* Display on at brightness 0..7 (pulse width 1, 2, 4, 10 .. 14 of 16), or off; the chip keeps
 * its memory while off. */
void tm1638_display(bool on, uint8_t brightness);

/* Reads the keys: bit i set while key S(i+1) is held. The chip scans them once a display
 * cycle (about 4.7 ms). A reading keeps the bus 138 us (measured in the simulator, which
 * reports the longest in each script's summary); a whole display update 295 us. */
uint8_t tm1638_keys(void);

/* Forgets what the chip holds, so the next tm1638_show sends every byte (after a glitch, or
 * when the module may have lost power). */
void tm1638_invalidate(void);

#endif
