/* board.h (nano-tm1638) - pin map of an Arduino Nano (ATmega328P, 16 MHz, old 2 KB
 * bootloader on most clones) with the common TM1638 "LED&KEY" module (8 seven-segment digits,
 * 8 LEDs, 8 keys on three wires) and a piezo buzzer. Only hal/avr/ includes this file.
 *
 *   Function          Arduino  Port  Notes
 *   TM1638 STB        D4       PD4   strobe: a transaction is framed by STB low
 *   TM1638 CLK        D6       PD6   the chip samples DIO on CLK rising, drives it on falling
 *   TM1638 DIO        D7       PD7   bidirectional; the chip's output is open-drain: read with
 *                                    the internal pull-up
 *   Piezo buzzer      D3       PD3   OC2B, Timer2 CTC toggle (an interrupt stops the tone)
 *   USB serial RX/TX  D0/D1    PD0/PD1  115200 8N1, U2X, UBRR 16
 *   Random seed       A0..A5   PC0..PC5 unconnected ADC inputs, noise only
 *   RESET button      RESET          the Nano's own reset key
 *
 * The three TM1638 lines share PORTD with the piezo, whose pin an interrupt writes: the
 * driver changes them with single-bit instructions only (sbi/cbi), never a read-modify-write
 * of the whole port that the interrupt could interleave. */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_NAME "nano-tm1638"

/* TM1638 LED&KEY module: STB, CLK and DIO on port D (all three on one port, so the bus code
 * needs one set of registers). */
#define BOARD_TM1638_PORT PORTD
#define BOARD_TM1638_DDR DDRD
#define BOARD_TM1638_PIN PIND
#define BOARD_TM1638_STB_BIT 4
#define BOARD_TM1638_CLK_BIT 6
#define BOARD_TM1638_DIO_BIT 7

/* Unconnected ADC channel read for seed noise (A5, as on the Uno). */
#define BOARD_RANDOM_ADC_CHANNEL 5

/* Piezo buzzer on D3 = OC2B. */
#define BOARD_BUZZER_PORT PORTD
#define BOARD_BUZZER_DDR DDRD
#define BOARD_BUZZER_BIT 3

/* USART0 at 115200 baud: U2X on, UBRR = F_CPU / (8 * 115200) - 1 = 16 (2.1% error). */
#define BOARD_UART_UBRR 16

/* The fuses a Nano ships with, old bootloader or Optiboot alike (Arduino's boards.txt): high
 * fuse 0xDA, BOOTSZ 1024 words and BOOTRST, so a reset starts the 2 KB boot section at
 * 0x7800 (Optiboot's 512 bytes sit at its end, 0x7E00, behind erased flash). The simulator's
 * bootloader chip reads it (sim/boot_chip.c). */
#define BOARD_HIGH_FUSE 0xDA

/* The watchdog never resets this board's chip: the old bootloader most Nanos carry
 * (ATmegaBOOT) neither clears WDRF nor stops the watchdog, so after a watchdog reset it is
 * reset again 16 ms later, while it flashes its LED, for as long as the power stays on. The
 * firmware restarts itself from the watchdog's interrupt instead (hal/avr/hal_watchdog.c). */
#define BOARD_WATCHDOG_NO_RESET 1

#endif
