/* bench_toy.c - measures the toy firmware for `make bench` (see bench_toy.h). The board is
 * built here from libsimavr alone: ADC0 voltage for the button ladder, the bench LCD model,
 * UART0 in and out, the EEPROM's write time (bench_eeprom.c), starting full of garbage.
 * Sequence: boot, DOWN, UP, SELECT (rules), LEFT (back to the menu), a few console `solve`
 * commands, 60 s idle at the menu, a Bash game (rules, start screen, Play: saved; a move and
 * the computer's answer: saved), the rest of the 10 minutes to power-down, 60 s powered down
 * and a 50 ms tap; the stack is scanned at the end, the main-loop stall in each phase. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "avr_adc.h"
#include "avr_uart.h"
#include "bench_eeprom.h"
#include "bench_lcd.h"
#include "bench_sim.h"
#include "bench_toy.h"
#include "sim_io.h"
#include "sim_irq.h"

#define TOY_MS(ms) ((uint64_t)(ms) * BENCH_CYCLES_PER_MS)
#define TOY_BOOT_MS 2500u
#define TOY_HOLD_MS 150u
#define TOY_AFTER_MS 400u
#define TOY_BURST_GAP_MS 5u /* writes closer than this belong to one redraw */
#define TOY_IDLE_MS 60000u
#define TOY_POWER_DOWN_MS 600000u /* APP_POWER_DOWN_MS: 10 minutes without input */
#define TOY_DOWN_MS 60000u        /* measured powered down */
#define TOY_TAP_MS 50u            /* the shortest tap issue 15 asks to wake the box */
#define TOY_GARBAGE 0x5A          /* the EEPROM's bytes at the start */
#define TOY_UART_MAX 4096

/* Ladder readings of the LCD keypad shield. */
enum { TOY_RIGHT = 0, TOY_UP = 145, TOY_DOWN = 329, TOY_LEFT = 505, TOY_SELECT = 741, TOY_NONE = 1023 };

static elf_firmware_t toy_fw; /* large: not on the stack */

static struct {
    avr_t *avr;
    char uart[TOY_UART_MAX];
    size_t uart_len;
    uint64_t uart_last;
    uint32_t adc_starts; /* conversions started (ADC_IRQ_OUT_TRIGGER) */
} toy;

static void toy_on_adc_start(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    toy.adc_starts++;
}

static void toy_on_uart(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (toy.uart_len + 1 < TOY_UART_MAX)
        toy.uart[toy.uart_len++] = (char)value;
    toy.uart[toy.uart_len] = '\0';
    toy.uart_last = toy.avr->cycle;
}

/* Puts the ladder voltage for a 10-bit reading on ADC0 (rounded up so simavr's
 * mV * 1023 / 5000, rounded down, gives the reading back exactly). */
static void toy_set_reading(uint16_t reading)
{
    uint32_t mv = ((uint32_t)reading * 5000u + 1022u) / 1023u;
    avr_raise_irq(avr_io_getirq(toy.avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0), mv);
}

static bool toy_run_ms(uint32_t ms, bench_toy_report_t *rep)
{
    int state = bench_sim_run_until(toy.avr, toy.avr->cycle + TOY_MS(ms));
    if (state == cpu_Crashed || state == cpu_Done) {
        snprintf(rep->problem, sizeof rep->problem, "the toy firmware %s at cycle %" PRIu64
                 " (PC 0x%04x)", state == cpu_Crashed ? "crashed" : "halted",
                 (uint64_t)toy.avr->cycle, (unsigned)toy.avr->pc);
        return false;
    }
    return true;
}

/* Ends a phase of the run: its longest main-loop stall goes into the notes and, if the worst
 * so far, into the report; the next phase starts. */
static uint64_t toy_phase_end(const char *what, bench_toy_report_t *rep);

static size_t toy_note_len(const bench_toy_report_t *rep)
{
    return strlen(rep->notes);
}

#define TOY_NOTE(rep, ...)                                                                     \
    snprintf((rep)->notes + toy_note_len(rep), sizeof (rep)->notes - toy_note_len(rep),        \
             __VA_ARGS__)

static void toy_screen(char *buf, size_t len)
{
    char r0[17], r1[17];
    bench_lcd_row(0, r0);
    bench_lcd_row(1, r1);
    snprintf(buf, len, "`%s` / `%s`", r0, r1);
}

/* Presses a button for TOY_HOLD_MS; the latency is from the voltage step to the last write of
 * the first redraw after it. False (and no latency) when the display did not change. */
static bool toy_press(uint16_t reading, const char *what, uint64_t *latency,
                      bench_toy_report_t *rep)
{
    uint64_t t0 = toy.avr->cycle;
    bench_lcd_mark();
    toy_set_reading(reading);
    if (!toy_run_ms(TOY_HOLD_MS, rep))
        return false;
    toy_set_reading(TOY_NONE);
    if (!toy_run_ms(TOY_AFTER_MS, rep))
        return false;
    uint16_t n = bench_lcd_log_count();
    char screen[64];
    toy_screen(screen, sizeof screen);
    if (n == 0) {
        TOY_NOTE(rep, "- %s: the display did not change (%s)\n", what, screen);
        return false;
    }
    uint64_t last = bench_lcd_log_at(0);
    for (uint16_t i = 1; i < n && bench_lcd_log_at(i) - last < TOY_MS(TOY_BURST_GAP_MS); i++)
        last = bench_lcd_log_at(i);
    *latency = last - t0;
    TOY_NOTE(rep, "- %s: first change after %.2f ms, last write of the redraw after %" PRIu64
             " cycles = %.2f ms; then %s\n",
             what, (double)(bench_lcd_log_at(0) - t0) / BENCH_CYCLES_PER_MS, *latency,
             (double)*latency / BENCH_CYCLES_PER_MS, screen);
    return true;
}

/* Sends one console line and waits until the reply has been quiet for 50 ms (at most 3 s). */
static bool toy_console(const char *line, bench_toy_report_t *rep)
{
    avr_irq_t *in = avr_io_getirq(toy.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    size_t start = toy.uart_len;
    uint64_t t0 = toy.avr->cycle;
    /* simavr's receive FIFO holds 63 bytes: feed 8 at a time, 1 ms apart (about 11 byte
     * times at 115200 baud), so nothing is lost however long the line. */
    size_t len = strlen(line);
    for (size_t i = 0; i <= len; i++) {
        avr_raise_irq(in, i < len ? (uint8_t)line[i] : (uint8_t)'\n');
        if (i % 8 == 7 && !toy_run_ms(1, rep))
            return false;
    }
    for (int waited = 0; waited < 3000; waited += 10) {
        if (!toy_run_ms(10, rep))
            return false;
        if (toy.uart_len > start && memchr(toy.uart + start, '\n', toy.uart_len - start) &&
            toy.avr->cycle - toy.uart_last > TOY_MS(50))
            break;
    }
    char reply[140];
    size_t n = toy.uart_len - start;
    if (n >= sizeof reply)
        n = sizeof reply - 1;
    memcpy(reply, toy.uart + start, n);
    reply[n] = '\0';
    for (char *p = reply; *p; p++)
        if (*p == '\n')
            *p = '|';
    TOY_NOTE(rep, "- console `%s` answered in %.1f ms: `%s`\n", line,
             (double)(toy.uart_last - t0) / BENCH_CYCLES_PER_MS, reply);
    return n > 0;
}

static uint64_t toy_phase_end(const char *what, bench_toy_report_t *rep)
{
    uint64_t gap = bench_sim_gap_max();
    TOY_NOTE(rep, "- longest main-loop stall, %s: %" PRIu64 " cycles = %.2f ms\n", what, gap,
             (double)gap / BENCH_CYCLES_PER_MS);
    if (gap > rep->stall_cycles) {
        rep->stall_cycles = gap;
        snprintf(rep->stall_what, sizeof rep->stall_what, "%s", what);
    }
    bench_sim_gap_reset();
    return gap;
}

/* A tap: the voltage of a key for ms, then none for TOY_AFTER_MS; true when the display
 * changed after it (text, not the backlight). */
static bool toy_tap(uint16_t reading, uint32_t ms, bench_toy_report_t *rep)
{
    bench_lcd_mark();
    toy_set_reading(reading);
    if (!toy_run_ms(ms, rep))
        return false;
    toy_set_reading(TOY_NONE);
    return toy_run_ms(TOY_AFTER_MS, rep) && bench_lcd_log_count() > 0;
}

/* Flash and static RAM from `avr-size -A`. */
static bool toy_size(const char *path, bench_toy_report_t *rep)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "avr-size -A '%s' 2>/dev/null", path);
    FILE *f = popen(cmd, "r");
    if (f == NULL)
        return false;
    char name[64];
    unsigned long size, addr;
    char line[256];
    bool text = false;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "%63s %lu %lu", name, &size, &addr) != 3)
            continue;
        if (strcmp(name, ".text") == 0) {
            rep->flash += (uint32_t)size;
            text = true;
        } else if (strcmp(name, ".data") == 0) {
            rep->flash += (uint32_t)size;
            rep->static_ram += (uint32_t)size;
        } else if (strcmp(name, ".bss") == 0 || strcmp(name, ".noinit") == 0) {
            rep->static_ram += (uint32_t)size;
        }
    }
    return pclose(f) == 0 && text;
}

void bench_toy_measure(const char *path, bench_toy_report_t *rep)
{
    memset(rep, 0, sizeof *rep);
    memset(&toy, 0, sizeof toy);
    snprintf(rep->elf, sizeof rep->elf, "%s", path);
    if (!toy_size(path, rep)) {
        snprintf(rep->problem, sizeof rep->problem, "avr-size cannot read %s", path);
        return;
    }
    toy.avr = bench_sim_open(path, &toy_fw);
    if (toy.avr == NULL) {
        snprintf(rep->problem, sizeof rep->problem, "simavr cannot load %s", path);
        return;
    }
    avr_t *avr = toy.avr;
    rep->ran = true;
    bench_sim_paint(avr);
    bench_lcd_attach(avr);
    bench_eeprom_attach(avr);
    bench_eeprom_fill(avr, TOY_GARBAGE);
    bench_sim_gap_reset();
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            toy_on_uart, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER),
                            toy_on_adc_start, NULL);
    toy_set_reading(TOY_NONE);

    char screen[64];
    if (!toy_run_ms(TOY_BOOT_MS, rep))
        goto fail;
    toy_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- after %u ms of boot (the EEPROM full of 0x%02X bytes): %s\n", TOY_BOOT_MS,
             TOY_GARBAGE, screen);
    TOY_NOTE(rep, "- set-up, from reset to the first main-loop pass (the LCD's start, the random "
             "seed's ADC reads, the boot screen drawn): %.2f ms (not a main-loop stall)\n",
             (double)bench_sim_gap_setup() / BENCH_CYCLES_PER_MS);
    toy_phase_end("the boot screen", rep);

    static const struct {
        uint16_t reading;
        const char *what;
    } presses[] = {
        {TOY_DOWN, "DOWN in the menu (next item)"},
        {TOY_UP, "UP in the menu (previous item)"},
        {TOY_SELECT, "SELECT in the menu (open the rules)"},
        {TOY_LEFT, "LEFT in the rules (back to the menu)"},
    };
    for (size_t i = 0; i < sizeof presses / sizeof presses[0]; i++) {
        uint64_t lat;
        if (toy_press(presses[i].reading, presses[i].what, &lat, rep)) {
            if (!rep->latency_ok || lat > rep->latency_cycles) {
                rep->latency_cycles = lat;
                snprintf(rep->latency_what, sizeof rep->latency_what, "worst: %s",
                         presses[i].what);
            }
            rep->latency_ok = true;
        } else if (rep->problem[0]) {
            goto fail;
        }
    }
    if (!rep->latency_ok)
        snprintf(rep->latency_problem, sizeof rep->latency_problem,
                 "no press changed the display");

    static const char *const commands[] = {
        "solve wythoff 2654435769 4294967294",
        "solve euclid 2971215073 1836311903",
        "solve nim 2147483649 2147483650 2147483652 2147483656 2147483664 2147483680 2147483712 128",
        "solve newstone 4294967295 1 2 3 4 5",
    };
    toy_phase_end("four presses in the menu and the rules", rep);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!toy_console(commands[i], rep) && rep->problem[0])
            goto fail;
    toy_phase_end("console `solve` commands (their answers printed)", rep);

    /* Idle at the menu: every cycle the core spends in SLEEP is counted by bench_sim. */
    toy_screen(screen, sizeof screen);
    uint64_t slept0 = bench_sim_slept(), c0 = avr->cycle;
    uint32_t adc0 = toy.adc_starts;
    if (!toy_run_ms(TOY_IDLE_MS, rep))
        goto fail;
    rep->idle_slept = bench_sim_slept() - slept0;
    rep->idle_cycles = avr->cycle - c0;
    rep->sleep_ok = true;
    rep->idle_adc = toy.adc_starts - adc0;
    TOY_NOTE(rep, "- idle for %u s from %s: %" PRIu64 " of %" PRIu64 " cycles asleep; %" PRIu32
             " button ADC conversions (one per %.2f ms), each waited for asleep (ADC interrupt)\n",
             TOY_IDLE_MS / 1000u, screen, rep->idle_slept, rep->idle_cycles, rep->idle_adc,
             rep->idle_adc ? (double)TOY_IDLE_MS / rep->idle_adc : 0.0);
    uint64_t awake = rep->idle_cycles - rep->idle_slept;
    TOY_NOTE(rep, "- awake while idle: %.0f cycles per ms (tick interrupt, ADC interrupt, one main "
             "loop pass and app_step per button sample)\n", (double)awake / TOY_IDLE_MS);

    toy_phase_end("idle at the menu", rep);

    /* A game: each step saves it in the EEPROM (the record's other slot holds garbage, so the
     * first save writes it all: the longest save there is). */
    uint32_t writes0 = bench_eeprom_writes();
    static const struct {
        uint16_t reading;
        uint32_t after_ms;
        const char *what;
    } game[] = {
        {TOY_SELECT, 0, "SELECT: Bash's rules"},
        {TOY_SELECT, 0, "SELECT: its start screen"},
        {TOY_SELECT, 600, "SELECT: Play (the game saved)"},
        {TOY_SELECT, 2500, "SELECT: a move, the computer's answer (each saved)"},
    };
    for (size_t i = 0; i < sizeof game / sizeof game[0]; i++) {
        toy_set_reading(game[i].reading);
        if (!toy_run_ms(TOY_HOLD_MS, rep))
            goto fail;
        toy_set_reading(TOY_NONE);
        if (!toy_run_ms(TOY_AFTER_MS + game[i].after_ms, rep))
            goto fail;
    }
    rep->save_writes = bench_eeprom_writes() - writes0;
    toy_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- a Bash game (rules, start screen, Play, a move, the computer's answer): %" PRIu32
             " EEPROM bytes written; then %s\n", rep->save_writes, screen);
    rep->save_stall_cycles = toy_phase_end("a game and its EEPROM saves", rep);
    rep->stall_ok = true;


    /* 10 minutes without input, then 60 s powered down, then a 50 ms tap. */
    if (!toy_run_ms(TOY_POWER_DOWN_MS + 1000u, rep))
        goto fail;
    slept0 = bench_sim_slept();
    c0 = avr->cycle;
    adc0 = toy.adc_starts;
    if (!toy_run_ms(TOY_DOWN_MS, rep))
        goto fail;
    rep->down_slept = bench_sim_slept() - slept0;
    rep->down_cycles = avr->cycle - c0;
    rep->down_adc = toy.adc_starts - adc0;
    /* awake, the tick samples the keys every 4 ms: 50 conversions in 200 ms, powered down 6 */
    adc0 = toy.adc_starts;
    toy_tap(TOY_SELECT, TOY_TAP_MS, rep);
    rep->down_tap_woke = toy.adc_starts - adc0 > 40u;
    rep->down_ok = true;
    toy_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- powered down for %u s (after 10 minutes alone): %" PRIu64 " of %" PRIu64
             " cycles asleep; %" PRIu32 " button conversions (one per %.1f ms, each on a watchdog "
             "wake-up); a %u ms tap of SELECT then %s the box: %s\n",
             TOY_DOWN_MS / 1000u, rep->down_slept, rep->down_cycles, rep->down_adc,
             rep->down_adc ? (double)TOY_DOWN_MS / rep->down_adc : 0.0, TOY_TAP_MS,
             rep->down_tap_woke ? "woke" : "did not wake", screen);

    rep->stack_peak = bench_sim_stack_peak(avr, &toy_fw);
    rep->stack_ok = true;
    avr_terminate(avr);
    return;
fail:
    if (!rep->stack_ok)
        snprintf(rep->stack_problem, sizeof rep->stack_problem, "%s", rep->problem);
    if (!rep->sleep_ok)
        snprintf(rep->sleep_problem, sizeof rep->sleep_problem, "%s", rep->problem);
    if (!rep->latency_ok)
        snprintf(rep->latency_problem, sizeof rep->latency_problem, "%s", rep->problem);
    if (!rep->stall_ok)
        snprintf(rep->stall_problem, sizeof rep->stall_problem, "%s", rep->problem);
    if (!rep->down_ok)
        snprintf(rep->down_problem, sizeof rep->down_problem, "%s", rep->problem);
    avr_terminate(avr);
}
