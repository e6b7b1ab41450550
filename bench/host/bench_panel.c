/* bench_panel.c - the toy's keys and display in the bench's runs (see bench_panel.h). */
#include "bench_panel.h"

#include <stdio.h>
#include <string.h>

#include "avr_adc.h"
#include "avr_ioport.h"
#include "bench_lcd.h"
#include "board_pins.h"
#include "seg7.h"
#include "sim_io.h"
#include "sim_irq.h"
#include "tm1638_model.h"

#define PANEL_LOG 256

/* Ladder readings of the LCD keypad shield, by bench_key_t. */
static const uint16_t panel_ladder[] = {
    [BENCH_KEY_NONE] = 1023, [BENCH_KEY_UP] = 145, [BENCH_KEY_DOWN] = 329,
    [BENCH_KEY_LEFT] = 505, [BENCH_KEY_OK] = 741,
};
static const char *const panel_ladder_names[] = {
    [BENCH_KEY_NONE] = "no key", [BENCH_KEY_UP] = "UP", [BENCH_KEY_DOWN] = "DOWN",
    [BENCH_KEY_LEFT] = "LEFT", [BENCH_KEY_OK] = "SELECT",
};
/* The LED&KEY module's keys (board/nano-tm1638/key_map.c: S1 LEFT, S3 DOWN, S4 UP, S5 OK). */
static const uint8_t panel_module_keys[] = {
    [BENCH_KEY_NONE] = 0, [BENCH_KEY_UP] = 1u << 3, [BENCH_KEY_DOWN] = 1u << 2,
    [BENCH_KEY_LEFT] = 1u << 0, [BENCH_KEY_OK] = 1u << 4,
};
static const char *const panel_module_names[] = {
    [BENCH_KEY_NONE] = "no key", [BENCH_KEY_UP] = "S4 (UP)", [BENCH_KEY_DOWN] = "S3 (DOWN)",
    [BENCH_KEY_LEFT] = "S1 (LEFT)", [BENCH_KEY_OK] = "S5 (OK)",
};

static struct {
    avr_t *avr;
    const board_pins_t *pins;
    uint32_t adc_starts; /* the shield's button conversions started */
    /* the module's changes: when, and what it showed then (8 digits, the LEDs) */
    uint64_t log[PANEL_LOG];
    uint8_t shown[PANEL_LOG][TM1638_MODEL_DIGITS + 1];
    uint16_t logged;
} panel;

static void panel_on_adc_start(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    panel.adc_starts++;
}

static void panel_on_module_change(void *ctx)
{
    (void)ctx;
    if (panel.logged < PANEL_LOG) {
        panel.log[panel.logged] = panel.avr->cycle;
        tm1638_model_digits(panel.shown[panel.logged]);
        panel.shown[panel.logged][TM1638_MODEL_DIGITS] = tm1638_model_leds();
        panel.logged++;
    }
}

bool bench_panel_attach(avr_t *avr, const char *path, char *problem, size_t len)
{
    memset(&panel, 0, sizeof panel);
    panel.avr = avr;
    panel.pins = board_pins_for_elf(path);
    if (panel.pins == NULL) {
        snprintf(problem, len, "%s names a board the bench does not know (boards: %s)", path,
                 board_pins_names());
        return false;
    }
    if (!bench_panel_tm1638() && panel.pins->lcd_rs.port == 0) {
        /* a board of other parts (sim_part.h): the bench drives only these two panels */
        snprintf(problem, len, "the bench has no panel for board %s (it drives the LCD "
                 "keypad shield and the TM1638 module)", panel.pins->name);
        return false; /* (bench_panel_board names it) */
    }
    if (bench_panel_tm1638()) {
        tm1638_model_attach(avr, panel.pins);
        tm1638_model_on_change(panel_on_module_change, NULL);
    } else {
        bench_lcd_attach(avr);
        avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER),
                                panel_on_adc_start, NULL);
    }
    bench_panel_key(BENCH_KEY_NONE);
    return true;
}

avr_t *bench_panel_avr(void)
{
    return panel.avr;
}

const char *bench_panel_board(void)
{
    return panel.pins ? panel.pins->name : "?";
}

bool bench_panel_tm1638(void)
{
    return panel.pins != NULL && panel.pins->tm1638_stb.port != 0;
}

void bench_panel_key(bench_key_t key)
{
    if (bench_panel_tm1638()) {
        tm1638_model_keys(panel_module_keys[key], UINT64_MAX);
        return;
    }
    /* the ladder voltage, rounded up so that simavr's mV * 1023 / 5000, rounded down, gives
     * the reading back exactly */
    uint32_t mv = ((uint32_t)panel_ladder[key] * 5000u + 1022u) / 1023u;
    avr_raise_irq(avr_io_getirq(panel.avr, AVR_IOCTL_ADC_GETIRQ,
                                (uint32_t)(ADC_IRQ_ADC0 + panel.pins->buttons_adc)),
                  mv);
}

bool bench_panel_lit(void)
{
    if (bench_panel_tm1638())
        return tm1638_model_display_on() && tm1638_model_brightness() > 0;
    board_pin_t pin = panel.pins->backlight;
    avr_ioport_state_t st;
    if (pin.port == 0 || avr_ioctl(panel.avr, AVR_IOCTL_IOPORT_GETSTATE(pin.port), &st) != 0)
        return true; /* no backlight pin: always lit */
    uint8_t mask = (uint8_t)(1u << pin.bit);
    return !(st.ddr & mask) || (st.port & mask);
}

const char *bench_panel_key_name(bench_key_t key)
{
    return bench_panel_tm1638() ? panel_module_names[key] : panel_ladder_names[key];
}

static void panel_module_text(const uint8_t shown[TM1638_MODEL_DIGITS + 1], char *buf, size_t len)
{
    char text[2 * TM1638_MODEL_DIGITS + 1], leds[TM1638_MODEL_DIGITS + 1];
    seg7_text(shown, TM1638_MODEL_DIGITS, text);
    for (uint8_t i = 0; i < TM1638_MODEL_DIGITS; i++)
        leds[i] = (char)('0' + ((shown[TM1638_MODEL_DIGITS] >> i) & 1u));
    leds[TM1638_MODEL_DIGITS] = '\0';
    snprintf(buf, len, "`%s` LEDs %s", text, leds);
}

void bench_panel_screen(char *buf, size_t len)
{
    if (bench_panel_tm1638()) {
        uint8_t shown[TM1638_MODEL_DIGITS + 1];
        tm1638_model_digits(shown);
        shown[TM1638_MODEL_DIGITS] = tm1638_model_leds();
        panel_module_text(shown, buf, len);
        return;
    }
    char r0[17], r1[17];
    bench_lcd_row(0, r0);
    bench_lcd_row(1, r1);
    snprintf(buf, len, "`%s` / `%s`", r0, r1);
}

void bench_panel_mark(void)
{
    if (bench_panel_tm1638())
        panel.logged = 0;
    else
        bench_lcd_mark();
}

uint16_t bench_panel_log_count(void)
{
    return bench_panel_tm1638() ? panel.logged : bench_lcd_log_count();
}

uint64_t bench_panel_log_at(uint16_t i)
{
    if (!bench_panel_tm1638())
        return bench_lcd_log_at(i);
    return i < panel.logged ? panel.log[i] : 0;
}

bool bench_panel_log_screen(uint16_t i, char *buf, size_t len)
{
    if (!bench_panel_tm1638() || i >= panel.logged)
        return false;
    panel_module_text(panel.shown[i], buf, len);
    return true;
}

uint32_t bench_panel_samples(void)
{
    return bench_panel_tm1638() ? tm1638_model_key_reads() : panel.adc_starts;
}

const char *bench_panel_sample_name(void)
{
    return bench_panel_tm1638() ? "TM1638 key read" : "button ADC conversion";
}

uint64_t bench_panel_bus_write(void)
{
    return bench_panel_tm1638() ? tm1638_model_longest_write() : 0;
}

uint64_t bench_panel_bus_read(void)
{
    return bench_panel_tm1638() ? tm1638_model_longest_key_read() : 0;
}

uint32_t bench_panel_bus_problems(void)
{
    return bench_panel_tm1638()
               ? tm1638_model_timing_violations() + tm1638_model_protocol_errors()
               : 0;
}
