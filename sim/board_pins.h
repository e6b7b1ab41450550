/* board_pins.h - a board's pin map as the simulator wires it, read from the board's own
 * board/<name>/board.h (one small file per board, board_pins_<name>.c, includes it: the map
 * is never copied into sim/). A board is picked by name (--board, or the ELF's
 * .nimbox.board section, or its folder build/<name>/). A part a board does not have has port 0
 * (no LCD on a TM1638 board, ...).
 *
 * Each board_pins_<name>.c adds its board to the simulator's list itself (BOARD_PINS_ADD), so
 * a new board is its own file and nothing else here. Its parts are either those the core knows
 * by their fields below (the LCD shield, the TM1638 module) or, for any other part, an entry of
 * `parts`: a part model's name and its pins (sim_part.h), which the core reaches only through
 * the model's hooks. */
#ifndef SIM_BOARD_PINS_H
#define SIM_BOARD_PINS_H

#include <stdint.h>

typedef struct {
    char port;   /* 'B', 'C', 'D'; 0: not on this board */
    uint8_t bit; /* 0..7 */
} board_pin_t;

/* A part of a board the core knows only by its model's name (sim_part.h): the model and the
 * pins it is wired to, in the order its header gives. */
#define BOARD_PART_PINS 8
typedef struct {
    const char *model;           /* a part model's name (sim_part_model_t.name); NULL: the end */
    board_pin_t pin[BOARD_PART_PINS];
    const char *const *names;    /* what the board calls each pin's key (keys on pins: the
                                    names scripts press them by), NULL: the model's own */
} board_part_t;

typedef struct {
    const char *name;      /* BOARD_NAME, the folder under board/ */
    board_pin_t lcd_rs;    /* HD44780 in 4-bit mode: RS, E and D4 (D5..D7 on the next bits) */
    board_pin_t lcd_e;
    board_pin_t lcd_d4;
    board_pin_t backlight; /* on when an input or driven high */
    board_pin_t buzzer;    /* piezo */
    int8_t buttons_adc;    /* ADC channel of the button ladder, -1: none */
    int8_t random_adc;     /* unconnected ADC channel the firmware reads for seed noise, -1 */
    board_pin_t tm1638_stb; /* TM1638 LED&KEY module: STB, CLK, DIO (all on one port) */
    board_pin_t tm1638_clk;
    board_pin_t tm1638_dio;
    uint8_t high_fuse;      /* the high fuse byte it ships with: BOOTSZ, BOOTRST (boot_chip.h) */
    const char *usb_bridge; /* the USB-serial chip before the UART (usb_bridge.h) */
    const board_part_t *parts; /* other parts by model (sim_part.h), ended by one with no
                                  model; NULL: none */
} board_pins_t;

/* Adds a board to the list (BOARD_PINS_ADD does, before main). */
void board_pins_add(const board_pins_t *board);

/* In a board_pins_<name>.c: adds its board_pins_t to the list when the program starts. */
#define BOARD_PINS_ADD(board)                                                                  \
    __attribute__((constructor)) static void board_pins_add_##board(void)                      \
    {                                                                                          \
        board_pins_add(&board);                                                                \
    }

/* The board called name, NULL for an unknown one. */
const board_pins_t *board_pins_find(const char *name);

/* The board a firmware names: its .nimbox.board section (board_tag.h; NULL when that names a
 * board the simulator does not know), else its folder (build/<name>/nimbox.elf), else the
 * default (BOARD_PINS_DEFAULT). */
const board_pins_t *board_pins_for_elf(const char *elf_path);
#define BOARD_PINS_DEFAULT "uno-lcd" /* an ELF that names no board (the first board's) */

/* Every board's name, separated by spaces (for messages). */
const char *board_pins_names(void);

/* board.h names AVR registers (PORTB, DDRB, ...), which mean nothing on the host: a
 * board_pins_<name>.c defines these before it includes its board.h, so that each register
 * name reads as its port's letter. */
#define BOARD_PINS_AVR_PORT_LETTERS                                                            \
    enum { PORTB = 'B', PORTC = 'C', PORTD = 'D', DDRB = 'B', DDRC = 'C', DDRD = 'D',           \
           PINB = 'B', PINC = 'C', PIND = 'D' }

#endif
