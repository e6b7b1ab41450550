/* hd44780.c - HD44780 4-bit write-only driver with fixed datasheet delays. */
#include "hd44780.h"

#include <avr/io.h>
#include <util/delay.h>

#include "board.h"

#define HD44780_DATA_MASK (0x0Fu << BOARD_LCD_DATA_SHIFT)

/* Puts a nibble on D4..D7 and pulses E (data is taken on the falling edge; E high >= 450 ns,
 * cycle >= 1 us). Port D's other pins (serial, buzzer) keep their state. */
static void hd44780_nibble(uint8_t nibble)
{
    uint8_t d = BOARD_LCD_DATA_PORT & (uint8_t)~HD44780_DATA_MASK;
    BOARD_LCD_DATA_PORT = (uint8_t)(d | ((nibble & 0x0Fu) << BOARD_LCD_DATA_SHIFT));
    _delay_us(1);
    BOARD_LCD_CTRL_PORT |= (uint8_t)(1u << BOARD_LCD_E_BIT);
    _delay_us(1);
    BOARD_LCD_CTRL_PORT &= (uint8_t)~(1u << BOARD_LCD_E_BIT);
    _delay_us(1);
}

/* One byte to the instruction (rs = 0) or data register, then its execution time. */
static __attribute__((noinline, noclone)) void hd44780_byte(uint8_t b, uint8_t rs)
{
    if (rs) {
        BOARD_LCD_CTRL_PORT |= (uint8_t)(1u << BOARD_LCD_RS_BIT);
    } else {
        BOARD_LCD_CTRL_PORT &= (uint8_t)~(1u << BOARD_LCD_RS_BIT);
    }
    hd44780_nibble((uint8_t)(b >> 4));
    hd44780_nibble(b);
    if (!rs && (b == HD44780_CLEAR || b == HD44780_HOME)) {
        _delay_ms(2); /* 1.52 ms */
    } else {
        _delay_us(50); /* 37 us (+ 4 us address update after data) */
    }
}

void hd44780_command(uint8_t cmd)
{
    hd44780_byte(cmd, 0);
}

void hd44780_data(uint8_t data)
{
    hd44780_byte(data, 1);
}

void hd44780_init(void)
{
    BOARD_LCD_CTRL_DDR |= (uint8_t)((1u << BOARD_LCD_RS_BIT) | (1u << BOARD_LCD_E_BIT));
    BOARD_LCD_DATA_DDR |= (uint8_t)HD44780_DATA_MASK;
    BOARD_LCD_CTRL_PORT &= (uint8_t)~((1u << BOARD_LCD_RS_BIT) | (1u << BOARD_LCD_E_BIT));

    _delay_ms(50); /* > 40 ms after Vcc reaches 2.7 V */

    /* Initialising by instruction (datasheet figure 24): whatever mode the controller is in
     * (8-bit, or 4-bit halfway through a byte), three "function set, 8-bit" nibbles bring it to
     * 8-bit mode; then one "function set, 4-bit" nibble, still read as 8-bit, switches it. */
    hd44780_nibble(HD44780_WAKE_8BIT);
    _delay_us(5000); /* > 4.1 ms */
    hd44780_nibble(HD44780_WAKE_8BIT);
    _delay_us(150); /* > 100 us */
    hd44780_nibble(HD44780_WAKE_8BIT);
    _delay_us(150);
    hd44780_nibble(HD44780_WAKE_4BIT);
    _delay_us(150);

    /* From here on every byte goes as two nibbles. */
    hd44780_command(HD44780_FUNCTION_4BIT_2LINE);
    hd44780_command(HD44780_DISPLAY_OFF);
    hd44780_command(HD44780_CLEAR);
    hd44780_command(HD44780_ENTRY_INC);
    hd44780_command(HD44780_DISPLAY_ON);
}
