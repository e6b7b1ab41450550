/* lcd_part.c - simavr's hd44780 part on the LCD pins, with the bookkeeping the cross-check
 * needs (busy writes, who wrote the bytes CGRAM and line 2 share, shift commands). */
#include "lcd_part.h"

#include <string.h>

#include "avr_ioport.h"
#include "hd44780.h"

#define LCD_PART_SHARED 0x40u     /* vram[0x40..0x7F]: line 2 DDRAM and all 64 CGRAM bytes */
#define LCD_PART_SHARED_SIZE 64u

/* The part's inputs, each wired to the AVR pin of the board's pin map (lcd_part_attach). */
static struct {
    board_pin_t pin;
    uint8_t irq;
} lcd_part_wiring[] = {
    {{0, 0}, IRQ_HD44780_RS}, {{0, 0}, IRQ_HD44780_E},  {{0, 0}, IRQ_HD44780_D4},
    {{0, 0}, IRQ_HD44780_D5}, {{0, 0}, IRQ_HD44780_D6}, {{0, 0}, IRQ_HD44780_D7},
};
#define LCD_PART_WIRES (sizeof lcd_part_wiring / sizeof lcd_part_wiring[0])

static hd44780_t lcd_part_lcd;

static struct {
    avr_t *avr;
    bool attached;
    bool cgram_mode;     /* the last address command was Set CGRAM address */
    bool busy_seen;      /* a nibble of the byte in progress came while busy */
    bool clear_pending;  /* a Clear Display is being executed */
    uint8_t writer[LCD_PART_SHARED_SIZE];
    uint32_t busy_violations;
    uint32_t shift_commands;
    uint32_t clear_fixes;
} part;

/* Both Clear Display and power-on fill vram[0..79] with spaces: text, as far as line 2 goes. */
static void lcd_part_line2_cleared(void)
{
    for (uint8_t i = 0; i < 0x50 - LCD_PART_SHARED; i++)
        part.writer[i] = LCD_PART_BY_DDRAM;
}

/* The part raises DATA_IN for each nibble (4-bit) or byte, before it executes a full byte. */
static void lcd_part_data_in(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    hd44780_t *b = &lcd_part_lcd;
    bool eight_bit = hd44780_get_flag(b, HD44780_FLAG_D_L);
    /* in 4-bit mode the part has already flipped LOWNIBBLE: 0 now means "byte complete" */
    bool complete = eight_bit || !hd44780_get_flag(b, HD44780_FLAG_LOWNIBBLE);
    if (hd44780_get_flag(b, HD44780_FLAG_BUSY))
        part.busy_seen = true;
    if (!complete)
        return;
    if (part.busy_seen)
        part.busy_violations++;
    part.busy_seen = false;
    uint8_t byte = (uint8_t)value;
    if (b->pinstate & (1u << IRQ_HD44780_RS)) {
        uint16_t at = b->cursor; /* where the part is about to store the byte */
        if (at >= LCD_PART_SHARED && at < LCD_PART_SHARED + LCD_PART_SHARED_SIZE)
            part.writer[at - LCD_PART_SHARED] = part.cgram_mode ? LCD_PART_BY_CGRAM
                                                                : LCD_PART_BY_DDRAM;
    } else if (byte & 0x80) {
        part.cgram_mode = false;
    } else if (byte & 0x40) {
        part.cgram_mode = true;
    } else if (byte & 0x20) {
        /* function set: nothing shared changes */
    } else if (byte & 0x10) {
        part.shift_commands++;
    } else if (byte & 0x02) {
        part.cgram_mode = false; /* return home */
    } else {
        /* 0x01 (and 0x00, which the part decodes the same way): Clear Display */
        part.cgram_mode = false;
        part.clear_pending = true;
        lcd_part_line2_cleared();
    }
}

/* ADDR is raised at the end of the part's clear: put the cursor where the chip puts it. */
static void lcd_part_addr(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    if (!part.clear_pending)
        return;
    part.clear_pending = false;
    lcd_part_lcd.cursor = 0;
    hd44780_set_flag(&lcd_part_lcd, HD44780_FLAG_I_D, 1);
    part.clear_fixes++;
}

static avr_irq_t *lcd_part_avr_pin(unsigned i)
{
    return avr_io_getirq(part.avr, AVR_IOCTL_IOPORT_GETIRQ(lcd_part_wiring[i].pin.port),
                         lcd_part_wiring[i].pin.bit);
}

void lcd_part_attach(avr_t *avr, const board_pins_t *pins)
{
    part.avr = avr;
    lcd_part_wiring[0].pin = pins->lcd_rs;
    lcd_part_wiring[1].pin = pins->lcd_e;
    for (uint8_t d = 0; d < 4; d++)
        lcd_part_wiring[2 + d].pin = (board_pin_t){pins->lcd_d4.port, (uint8_t)(pins->lcd_d4.bit + d)};
    hd44780_init(avr, &lcd_part_lcd, LCD_PART_COLS, LCD_PART_ROWS);
    for (unsigned i = 0; i < LCD_PART_WIRES; i++)
        avr_connect_irq(lcd_part_avr_pin(i), lcd_part_lcd.irq + lcd_part_wiring[i].irq);
    avr_irq_register_notify(lcd_part_lcd.irq + IRQ_HD44780_DATA_IN, lcd_part_data_in, NULL);
    avr_irq_register_notify(lcd_part_lcd.irq + IRQ_HD44780_ADDR, lcd_part_addr, NULL);
    part.attached = true;
    lcd_part_power_on();
}

bool lcd_part_attached(void)
{
    return part.attached;
}

void lcd_part_power_on(void)
{
    if (!part.attached)
        return;
    hd44780_t *b = &lcd_part_lcd;
    /* what hd44780_init() leaves, without allocating new IRQs */
    b->cursor = 0;
    memset(b->vram, ' ', 80);
    memset(b->vram + 80, 0, sizeof b->vram - 80);
    b->datapins = 0;
    b->readpins = 0;
    b->flags = 0;
    part.cgram_mode = false;
    part.busy_seen = false;
    part.clear_pending = false;
    lcd_part_line2_cleared();
    for (unsigned i = 0x50 - LCD_PART_SHARED; i < LCD_PART_SHARED_SIZE; i++)
        part.writer[i] = LCD_PART_BY_CGRAM; /* zeros, as a blank glyph */
    lcd_part_follow_pins();
}

void lcd_part_mcu_started(void)
{
    if (part.attached)
        hd44780_set_flag(&lcd_part_lcd, HD44780_FLAG_BUSY, 0);
}

void lcd_part_row(uint8_t row, char out[LCD_PART_COLS + 1])
{
    bool on = hd44780_get_flag(&lcd_part_lcd, HD44780_FLAG_D);
    for (uint8_t col = 0; col < LCD_PART_COLS; col++) {
        uint8_t code = on ? lcd_part_ddram((uint8_t)((row ? 0x40 : 0x00) + col)) : ' ';
        out[col] = (char)(code == 0 ? 8 : code);
    }
    out[LCD_PART_COLS] = '\0';
}

uint8_t lcd_part_ddram(uint8_t addr)
{
    return addr < 80 ? lcd_part_lcd.vram[addr] : ' ';
}

uint8_t lcd_part_glyph_row(uint8_t glyph, uint8_t row)
{
    return lcd_part_lcd.vram[LCD_PART_SHARED + (glyph & 7u) * 8u + (row & 7u)] & 0x1Fu;
}

lcd_part_writer_t lcd_part_writer(uint8_t index)
{
    return (lcd_part_writer_t)part.writer[index & (LCD_PART_SHARED_SIZE - 1)];
}

bool lcd_part_e_high(void)
{
    return part.attached && (lcd_part_lcd.pinstate & (1u << IRQ_HD44780_E)) != 0;
}

uint32_t lcd_part_busy_violations(void)
{
    return part.busy_violations;
}

uint32_t lcd_part_shift_commands(void)
{
    return part.shift_commands;
}

uint32_t lcd_part_clear_fixes(void)
{
    return part.clear_fixes;
}

void lcd_part_drive(bool rs, uint8_t nibble, bool e)
{
    avr_irq_t *irq = lcd_part_lcd.irq;
    avr_raise_irq(irq + IRQ_HD44780_RS, rs);
    for (uint8_t i = 0; i < 4; i++)
        avr_raise_irq(irq + IRQ_HD44780_D4 + i, (nibble >> i) & 1u);
    avr_raise_irq(irq + IRQ_HD44780_E, e);
}

void lcd_part_follow_pins(void)
{
    if (!part.attached)
        return;
    for (unsigned i = 0; i < LCD_PART_WIRES; i++)
        avr_raise_irq(lcd_part_lcd.irq + lcd_part_wiring[i].irq,
                      lcd_part_avr_pin(i)->value ? 1 : 0);
}
