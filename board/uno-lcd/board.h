/* board.h (uno-lcd) - pin map of an Arduino Uno R3 (ATmega328P, 16 MHz) with the common
 * 16x2 "LCD Keypad Shield" and a piezo buzzer. Only hal/avr/ includes this file.
 *
 *   Function          Arduino  Port  Notes
 *   LCD RS            D8       PB0   HD44780, 4-bit mode, R/W tied to GND on the shield
 *   LCD E             D9       PB1   data latched on the falling edge (simavr: rising)
 *   LCD D4..D7        D4..D7   PD4..PD7
 *   LCD backlight     D10      PB2   on = input with pull-up, off = output low (never driven high)
 *   Buttons           A0       PC0   ADC0, resistor ladder: RIGHT UP DOWN LEFT SELECT, 1023 = none
 *   Piezo buzzer      D3       PD3   OC2B, Timer2 CTC toggle
 *   USB serial RX/TX  D0/D1    PD0/PD1  115200 8N1, U2X, UBRR 16
 *   Random seed       A1..A5   PC1..PC5 unconnected ADC inputs, noise only
 *   RESET button      RESET          shield's RST key, not readable
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "uno-lcd"

/* HD44780 control lines on port B. */
#define BOARD_LCD_CTRL_PORT PORTB
#define BOARD_LCD_CTRL_DDR DDRB
#define BOARD_LCD_RS_BIT 0
#define BOARD_LCD_E_BIT 1

/* HD44780 data lines D4..D7 on the high nibble of port D. */
#define BOARD_LCD_DATA_PORT PORTD
#define BOARD_LCD_DATA_DDR DDRD
#define BOARD_LCD_DATA_SHIFT 4 /* D4 is bit 4 */

/* Backlight transistor base on D10. Many shields drive the base with no resistor, so the
 * pin is never set as an output high: on = input (the shield's resistor and our pull-up
 * switch it on), off = output low. */
#define BOARD_BACKLIGHT_PORT PORTB
#define BOARD_BACKLIGHT_DDR DDRB
#define BOARD_BACKLIGHT_BIT 2

/* Button ladder on ADC channel 0 (A0). */
#define BOARD_BUTTONS_ADC_CHANNEL 0

/* Unconnected ADC channel read for seed noise (A5). */
#define BOARD_RANDOM_ADC_CHANNEL 5

/* Piezo buzzer on D3 = OC2B. */
#define BOARD_BUZZER_PORT PORTD
#define BOARD_BUZZER_DDR DDRD
#define BOARD_BUZZER_BIT 3

/* USART0 at 115200 baud: U2X on, UBRR = F_CPU / (8 * 115200) - 1 = 16 (2.1% error). */
#define BOARD_UART_UBRR 16

/* The fuses an Uno ships with (Arduino's boards.txt): high fuse 0xDE, BOOTSZ 256 words and
 * BOOTRST, so a reset starts the 512-byte boot section at 0x7E00 (Optiboot). The simulator's
 * bootloader chip reads it (sim/boot_chip.c). */
#define BOARD_HIGH_FUSE 0xDE

#endif
