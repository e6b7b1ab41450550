/* lcd_model.c - HD44780 4-bit write-only controller model on simavr pin IRQs. */
#include "lcd_model.h"

#include <string.h>

#include "avr_ioport.h"
#include "board.h"

enum { LCD_PIN_RS, LCD_PIN_E, LCD_PIN_D4, LCD_PIN_D5, LCD_PIN_D6, LCD_PIN_D7, LCD_PIN_COUNT };

#define LCD_DDRAM_SIZE 0x80
#define LCD_BUSY_US 37u
#define LCD_BUSY_LONG_US 1520u

static struct {
    avr_t *avr;
    uint8_t pins[LCD_PIN_COUNT];
    uint8_t ddram[LCD_DDRAM_SIZE];
    uint8_t cgram[64];
    uint8_t ac;            /* address counter */
    bool in_cgram;         /* the AC points into CGRAM */
    bool eight_bit;        /* DL */
    bool low_nibble_next;  /* 4-bit mode: the next nibble is the low one */
    uint8_t high_nibble;
    bool increment;        /* I/D */
    bool shift_on_write;   /* S */
    bool display_on;       /* D */
    int8_t shift;          /* display shift, 0..39 */
    uint64_t busy_until;
    uint32_t version;
    uint32_t busy_violations;
} lcd;

void lcd_model_power_on(void)
{
    memset(lcd.ddram, ' ', sizeof lcd.ddram);
    memset(lcd.cgram, 0, sizeof lcd.cgram);
    lcd.ac = 0;
    lcd.in_cgram = false;
    lcd.eight_bit = true;
    lcd.low_nibble_next = false;
    lcd.increment = true;
    lcd.shift_on_write = false;
    lcd.display_on = false;
    lcd.shift = 0;
    lcd.busy_until = 0;
    lcd.version++;
}

/* Moves the DDRAM address one step the way a 2-line display wraps: 0x27 -> 0x40 -> 0x67 -> 0. */
static uint8_t lcd_ddram_step(uint8_t ac, bool up)
{
    if (up) {
        if (ac == 0x27)
            return 0x40;
        if (ac >= 0x67)
            return 0x00;
        return (uint8_t)(ac + 1);
    }
    if (ac == 0x40)
        return 0x27;
    if (ac == 0x00)
        return 0x67;
    return (uint8_t)(ac - 1);
}

static void lcd_shift_display(bool right)
{
    lcd.shift = (int8_t)((lcd.shift + (right ? 39 : 1)) % 40);
    lcd.version++;
}

static void lcd_command(uint8_t c)
{
    uint32_t busy = LCD_BUSY_US;
    if (c & 0x80) {
        lcd.ac = c & 0x7F;
        lcd.in_cgram = false;
    } else if (c & 0x40) {
        lcd.ac = c & 0x3F;
        lcd.in_cgram = true;
    } else if (c & 0x20) {
        lcd.eight_bit = (c & 0x10) != 0;
        lcd.low_nibble_next = false;
    } else if (c & 0x10) {
        if (c & 0x08)
            lcd_shift_display((c & 0x04) != 0);
        else
            lcd.ac = lcd_ddram_step(lcd.ac, (c & 0x04) != 0);
    } else if (c & 0x08) {
        lcd.display_on = (c & 0x04) != 0;
        lcd.version++;
    } else if (c & 0x04) {
        lcd.increment = (c & 0x02) != 0;
        lcd.shift_on_write = (c & 0x01) != 0;
    } else if (c & 0x02) {
        lcd.ac = 0;
        lcd.in_cgram = false;
        lcd.shift = 0;
        lcd.version++;
        busy = LCD_BUSY_LONG_US;
    } else if (c & 0x01) {
        memset(lcd.ddram, ' ', sizeof lcd.ddram);
        lcd.ac = 0;
        lcd.in_cgram = false;
        lcd.increment = true;
        lcd.shift = 0;
        lcd.version++;
        busy = LCD_BUSY_LONG_US;
    }
    lcd.busy_until = lcd.avr->cycle + (uint64_t)busy * (BOARD_F_CPU / 1000000u);
}

static void lcd_data(uint8_t d)
{
    if (lcd.in_cgram) {
        lcd.cgram[lcd.ac & 0x3F] = d;
        lcd.ac = (uint8_t)((lcd.ac + (lcd.increment ? 1 : 63)) & 0x3F);
    } else {
        lcd.ddram[lcd.ac] = d;
        lcd.ac = lcd_ddram_step(lcd.ac, lcd.increment);
        if (lcd.shift_on_write)
            lcd_shift_display(!lcd.increment);
    }
    lcd.version++;
    lcd.busy_until = lcd.avr->cycle + (uint64_t)LCD_BUSY_US * (BOARD_F_CPU / 1000000u);
}

/* E fell: latch a nibble (4-bit) or a byte with D0..D3 read as 0 (8-bit, lines not wired). */
static void lcd_latch(void)
{
    uint8_t nibble = (uint8_t)(lcd.pins[LCD_PIN_D4] | lcd.pins[LCD_PIN_D5] << 1 |
                               lcd.pins[LCD_PIN_D6] << 2 | lcd.pins[LCD_PIN_D7] << 3);
    uint8_t byte;
    if (lcd.eight_bit) {
        byte = (uint8_t)(nibble << 4);
    } else if (!lcd.low_nibble_next) {
        lcd.high_nibble = nibble;
        lcd.low_nibble_next = true;
        return;
    } else {
        byte = (uint8_t)(lcd.high_nibble << 4 | nibble);
        lcd.low_nibble_next = false;
    }
    if (lcd.avr->cycle < lcd.busy_until)
        lcd.busy_violations++;
    if (lcd.pins[LCD_PIN_RS])
        lcd_data(byte);
    else
        lcd_command(byte);
}

static void lcd_pin_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    uintptr_t pin = (uintptr_t)param;
    uint8_t level = value ? 1 : 0;
    uint8_t old = lcd.pins[pin];
    lcd.pins[pin] = level;
    if (pin == LCD_PIN_E && old && !level)
        lcd_latch();
}

void lcd_model_attach(avr_t *avr, const board_pins_t *pins)
{
    board_pin_t wiring[LCD_PIN_COUNT] = {pins->lcd_rs, pins->lcd_e};
    for (uint8_t d = 0; d < 4; d++)
        wiring[LCD_PIN_COUNT - 4 + d] =
            (board_pin_t){pins->lcd_d4.port, (uint8_t)(pins->lcd_d4.bit + d)};
    lcd.avr = avr;
    lcd_model_power_on();
    for (uintptr_t i = 0; i < LCD_PIN_COUNT; i++) {
        avr_irq_t *irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(wiring[i].port), wiring[i].bit);
        avr_irq_register_notify(irq, lcd_pin_hook, (void *)i);
    }
}

void lcd_model_row(uint8_t row, char out[LCD_MODEL_COLS + 1])
{
    for (uint8_t col = 0; col < LCD_MODEL_COLS; col++) {
        uint8_t addr = (uint8_t)((row ? 0x40 : 0x00) + (col + lcd.shift) % 40);
        uint8_t code = lcd.display_on ? lcd.ddram[addr] : ' ';
        out[col] = (char)(code == 0 ? 8 : code); /* 8..15 alias glyphs 0..7; keeps '\0' out */
    }
    out[LCD_MODEL_COLS] = '\0';
}

uint32_t lcd_model_version(void)
{
    return lcd.version;
}

uint32_t lcd_model_busy_violations(void)
{
    return lcd.busy_violations;
}

bool lcd_model_display_on(void)
{
    return lcd.display_on;
}

uint8_t lcd_model_glyph_row(uint8_t glyph, uint8_t row)
{
    return lcd.cgram[(glyph & 7) * 8 + (row & 7)] & 0x1F;
}

uint8_t lcd_model_ddram(uint8_t addr)
{
    return lcd.ddram[addr & (LCD_DDRAM_SIZE - 1)];
}

void lcd_model_inject(bool rs, uint8_t byte)
{
    if (rs)
        lcd_data(byte);
    else
        lcd_command(byte);
}
