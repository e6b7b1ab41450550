/* board.h (bare-txt8) - pin map of the smallest NimBox: a bare ATmega328P (16 MHz crystal, no
 * bootloader: programmed over ISP, all 32 KB for the firmware) with a TXT8 display (one row of
 * eight characters on three wires, hal/avr/txt8/txt8.h), three keys to ground and a piezo. It
 * exists to prove that a board is a folder (board/bare-txt8/README.md). Only hal/avr/ and the
 * simulator's board_pins_bare_txt8.c include this file.
 *
 *   Function          Pin (Arduino)  Port  Notes
 *   TXT8 SDI          D8             PB0   data, taken on SCK rising, MSB first
 *   TXT8 SCK          D9             PB1   clock, idles low
 *   TXT8 /CS          D10            PB2   a frame is /CS low
 *   Key "-"           A1             PC1   to GND, the AVR's pull-up (pressed reads 0)
 *   Key "OK"          A2             PC2   to GND, pull-up
 *   Key "+"           A3             PC3   to GND, pull-up
 *   Piezo buzzer      D3             PD3   OC2B, Timer2 CTC toggle
 *   Serial RX/TX      D0/D1          PD0/PD1  115200 8N1, U2X, UBRR 16 (a USB-serial cable)
 *   Random seed       A5             PC5   unconnected ADC input, noise only
 *   RESET             RESET          PC6   10 kOhm to 5 V, the ISP header's reset
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "bare-txt8"

/* TXT8 display: SDI, SCK and /CS on port B (one port: the driver needs one set of
 * registers, and writes the bits with sbi/cbi). */
#define BOARD_TXT8_PORT PORTB
#define BOARD_TXT8_DDR DDRB
#define BOARD_TXT8_SDI_BIT 0
#define BOARD_TXT8_SCK_BIT 1
#define BOARD_TXT8_CS_BIT 2

/* The three keys on port C, each to ground with the AVR's pull-up. */
#define BOARD_KEYS_PORT PORTC
#define BOARD_KEYS_DDR DDRC
#define BOARD_KEYS_PIN PINC
#define BOARD_KEY_MINUS_BIT 1
#define BOARD_KEY_OK_BIT 2
#define BOARD_KEY_PLUS_BIT 3

/* Unconnected ADC channel read for seed noise (A5). */
#define BOARD_RANDOM_ADC_CHANNEL 5

/* Piezo buzzer on D3 = OC2B. */
#define BOARD_BUZZER_PORT PORTD
#define BOARD_BUZZER_DDR DDRD
#define BOARD_BUZZER_BIT 3

/* USART0 at 115200 baud: U2X on, UBRR = F_CPU / (8 * 115200) - 1 = 16 (2.1% error). */
#define BOARD_UART_UBRR 16

/* The chip's high fuse as it is set for this board: 0xD9, the factory value (no boot
 * section, BOOTRST unprogrammed: a reset starts the firmware at 0x0000). */
#define BOARD_HIGH_FUSE 0xD9

#endif
