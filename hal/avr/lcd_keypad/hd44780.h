/* hd44780.h - HD44780 character LCD on a 4-bit bus, write-only (R/W tied low), so every
 * command is followed by its datasheet execution time instead of a busy-flag read:
 * 37 us for most (we wait 50 us for slow clones), 1.52 ms for clear and home (we wait 2 ms).
 * Pins come from board.h. */
#ifndef HD44780_H
#define HD44780_H

#include <stdint.h>

#define HD44780_CLEAR 0x01u
#define HD44780_HOME 0x02u
#define HD44780_ENTRY_INC 0x06u
#define HD44780_DISPLAY_ON 0x0Cu
#define HD44780_DISPLAY_OFF 0x08u
#define HD44780_FUNCTION_4BIT_2LINE 0x28u
#define HD44780_SET_CGRAM 0x40u
#define HD44780_SET_DDRAM 0x80u

/* The high nibbles of "function set" sent alone while waking the controller up. */
#define HD44780_WAKE_8BIT 0x3u
#define HD44780_WAKE_4BIT 0x2u

/* The power-on wait and the wake-up nibbles, then 4-bit 2-line, off, clear, entry, on. */
void hd44780_init(void);

/* Sends an instruction byte and waits its execution time. */
void hd44780_command(uint8_t cmd);

/* Sends a data byte (DDRAM or CGRAM) and waits its execution time. */
void hd44780_data(uint8_t data);

#endif
