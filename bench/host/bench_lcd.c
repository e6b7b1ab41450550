/* bench_lcd.c - the bench runner's HD44780 model (see bench_lcd.h). Starts in 8-bit mode like
 * the chip, so the usual 3, 3, 3, 2 wake-up switches it to 4-bit nibble pairs. */
#include <stdbool.h>
#include <string.h>

#include "avr_ioport.h"
#include "bench_lcd.h"
#include "sim_io.h"

#define LCD_PORTB 0x25
#define LCD_PORTD 0x2B
#define LCD_DDRAM 0x68
#define LCD_LOG 256

static struct {
    avr_t *avr;
    uint8_t ddram[LCD_DDRAM];
    uint8_t addr;
    bool four_bit, low_next, increment, cgram;
    uint8_t high;
    uint64_t last_change;
    uint32_t changes;
    uint64_t log[LCD_LOG];
    uint16_t logged;
} lcd;

static bool lcd_visible(uint8_t addr)
{
    return addr < 16 || (addr >= 0x40 && addr < 0x50);
}

static void lcd_changed(void)
{
    lcd.last_change = lcd.avr->cycle;
    lcd.changes++;
    if (lcd.logged < LCD_LOG)
        lcd.log[lcd.logged++] = lcd.avr->cycle;
}

static void lcd_step_addr(void)
{
    if (lcd.increment)
        lcd.addr = lcd.addr + 1 >= LCD_DDRAM ? 0 : lcd.addr + 1;
    else
        lcd.addr = lcd.addr == 0 ? LCD_DDRAM - 1 : lcd.addr - 1;
}

static void lcd_command(uint8_t c)
{
    if (c & 0x80) {
        lcd.addr = (uint8_t)((c & 0x7F) % LCD_DDRAM);
        lcd.cgram = false;
    } else if (c & 0x40) {
        lcd.cgram = true;
    } else if (c & 0x20) {
        lcd.four_bit = !(c & 0x10);
    } else if (c & 0x10 || c & 0x08) {
        /* cursor/display shift and display on/off: the text is unchanged */
    } else if (c & 0x04) {
        lcd.increment = (c & 0x02) != 0;
    } else if (c & 0x02) {
        lcd.addr = 0;
    } else if (c == 0x01) {
        bool was_blank = true;
        for (uint8_t a = 0; a < LCD_DDRAM; a++)
            was_blank = was_blank && (!lcd_visible(a) || lcd.ddram[a] == ' ');
        memset(lcd.ddram, ' ', sizeof lcd.ddram);
        lcd.addr = 0;
        lcd.increment = true;
        lcd.cgram = false;
        if (!was_blank)
            lcd_changed();
    }
}

static void lcd_byte(bool rs, uint8_t b)
{
    if (!rs) {
        lcd_command(b);
        return;
    }
    if (!lcd.cgram) {
        if (lcd.ddram[lcd.addr] != b && lcd_visible(lcd.addr)) {
            lcd.ddram[lcd.addr] = b;
            lcd_changed();
        }
        lcd.ddram[lcd.addr] = b;
    }
    lcd_step_addr();
}

/* E falling edge: the chip latches RS and D4..D7. */
static void lcd_on_e(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value != 0)
        return;
    bool rs = lcd.avr->data[LCD_PORTB] & 1;
    uint8_t nibble = lcd.avr->data[LCD_PORTD] >> 4;
    if (!lcd.four_bit) {
        lcd_byte(rs, (uint8_t)(nibble << 4)); /* D0..D3 are not wired: read as 0 */
        lcd.low_next = false;
        return;
    }
    if (!lcd.low_next) {
        lcd.high = nibble;
        lcd.low_next = true;
    } else {
        lcd.low_next = false;
        lcd_byte(rs, (uint8_t)(lcd.high << 4 | nibble));
    }
}

void bench_lcd_attach(avr_t *avr)
{
    memset(&lcd, 0, sizeof lcd);
    memset(lcd.ddram, ' ', sizeof lcd.ddram);
    lcd.avr = avr;
    lcd.increment = true;
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), IOPORT_IRQ_PIN1),
                            lcd_on_e, NULL);
}

uint64_t bench_lcd_last_change(void)
{
    return lcd.last_change;
}

uint32_t bench_lcd_changes(void)
{
    return lcd.changes;
}

void bench_lcd_row(uint8_t row, char out[17])
{
    const uint8_t *src = &lcd.ddram[row ? 0x40 : 0];
    for (int i = 0; i < 16; i++)
        out[i] = src[i] >= 0x20 && src[i] < 0x7F ? (char)src[i] : '?';
    out[16] = '\0';
}

void bench_lcd_mark(void)
{
    lcd.logged = 0;
}

uint16_t bench_lcd_log_count(void)
{
    return lcd.logged;
}

uint64_t bench_lcd_log_at(uint16_t i)
{
    return i < lcd.logged ? lcd.log[i] : 0;
}
