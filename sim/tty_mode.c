/* tty_mode.c - the interactive virtual board: the 16x2 LCD drawn in the terminal, arrow keys
 * and Enter as the five buttons (on nano-tm1638: the eight digits as 7-segment figures and the
 * eight LEDs, keys 1..8 as S1..S8, arrows as S1..S4 and Enter as S5, the sticker's LEFT RIGHT
 * DOWN UP OK), the serial port on a pty (pty_port.h: a symlink for picocom, a real board's
 * auto-reset, the program's rate and IXON, the board's USB bridge) and an optional pane with
 * the latest serial lines. Runs at wall-clock speed. The terminal leaves raw mode on every
 * exit path: q, end of a signal (INT, TERM, HUP, QUIT) and exit().
 * Both LCD models run (ours and simavr's hd44780 part, `m` switches the one drawn); a status
 * line says whether they agree. The screen is drawn on a copy of stdout: fd 1 goes to
 * /dev/null, for the part's printf() of every byte. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "adc_noise.h"
#include "board.h"
#include "board_keys.h"
#include "buzzer_probe.h"
#include "chip_log.h"
#include "keypad.h"
#include "lcd_check.h"
#include "lcd_glyphs.h"
#include "lcd_model.h"
#include "lcd_part.h"
#include "line_sender.h"
#include "modes.h"
#include "pty_port.h"
#include "seg7.h"
#include "serial.h"
#include "sim_part.h"
#include "term_keys.h"
#include "tm1638_model.h"
#include "usart.h"

#define TTY_STEP_CYCLES BOARD_CYCLES_PER_MS
#define TTY_UI_EVERY_MS 10u
#define TTY_PANE_LINES 8
#define TTY_PANE_COLS 78

static FILE *tty_out; /* the real stdout */
static struct termios tty_saved;
static bool tty_raw;
static volatile sig_atomic_t tty_quit;

static struct {
    bool port; /* the pty is up */
    char pane[TTY_PANE_LINES][TTY_PANE_COLS + 1];
    int pane_row;   /* line being written */
    bool pane_on;
    uint32_t pane_version;
    bool show_part;     /* draw simavr's hd44780 part instead of our model */
} tty;

static void tty_restore(void)
{
    if (tty_raw) {
        tcsetattr(0, TCSANOW, &tty_saved);
        tty_raw = false;
        fputs("\033[?25h\n", tty_out);
        fflush(tty_out);
    }
    pty_port_close();
}

static void tty_on_signal(int sig)
{
    (void)sig;
    tty_quit = 1;
}

static void tty_enter_raw(void)
{
    if (!isatty(0) || tcgetattr(0, &tty_saved) != 0)
        return;
    struct termios t = tty_saved;
    t.c_lflag &= (tcflag_t) ~(ICANON | ECHO); /* ISIG stays: ^C quits through the handler */
    t.c_iflag &= (tcflag_t) ~(ICRNL | IXON);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(0, TCSANOW, &t) == 0) {
        tty_raw = true;
        fputs("\033[?25l\033[2J", tty_out);
    }
}

static void tty_pane_add(uint8_t byte)
{
    char *line = tty.pane[tty.pane_row];
    size_t n = strlen(line);
    if (byte == '\n' || n == TTY_PANE_COLS) {
        tty.pane_row = (tty.pane_row + 1) % TTY_PANE_LINES;
        tty.pane[tty.pane_row][0] = '\0';
        if (byte == '\n') {
            tty.pane_version++;
            return;
        }
        line = tty.pane[tty.pane_row];
        n = 0;
    }
    if (byte == '\r')
        return;
    line[n] = (byte < 0x20 || byte > 0x7E) ? '.' : (char)byte;
    line[n + 1] = '\0';
    tty.pane_version++;
}

static void tty_serial_out(void *ctx, uint8_t byte, bool in_banner)
{
    (void)ctx;
    (void)in_banner;
    pty_port_output(byte);
    tty_pane_add(byte);
}

/* Glyph bitmaps of the model drawn. */
static uint8_t tty_glyph_row(uint8_t g, uint8_t r)
{
    return tty.show_part ? lcd_part_glyph_row(g, r) : lcd_model_glyph_row(g, r);
}

/* The display's bottom edge with the time, boot count and any tone playing (within 80
 * columns with the TM1638's wider edge). */
static void tty_time_line(const char *edge)
{
    buzzer_tone_t tone;
    bool beeping = buzzer_probe_playing(board_now()) &&
                   buzzer_probe_get(buzzer_probe_count() - 1, &tone) && tone.freq_hz > 0;
    fprintf(tty_out, "%s   %.1f s, boot %u", edge, (double)board_now() / BOARD_F_CPU,
            board_boot_count());
    if (beeping)
        fprintf(tty_out, "   \u266a %u Hz", tone.freq_hz);
    fprintf(tty_out, "\033[K\n");
}

/* The 16x2 LCD with its backlight, then any picture drawn in glyphs. */
static void tty_draw_lcd(int held)
{
    char rows[LCD_MODEL_ROWS][LCD_MODEL_COLS + 1], text[LCD_MODEL_COLS * 4 + 1];
    bool light = board_backlight_on(), picture = false;
    fprintf(tty_out, " +----------------+\033[K\n");
    for (uint8_t r = 0; r < LCD_MODEL_ROWS; r++) {
        if (tty.show_part)
            lcd_part_row(r, rows[r]);
        else
            lcd_model_row(r, rows[r]);
        picture |= lcd_glyphs_row(rows[r], tty_glyph_row, text, sizeof text);
        fprintf(tty_out, " |%s%s\033[0m|", light ? "\033[1;97;44m" : "\033[2;37;40m", text);
        if (r == 0)
            fprintf(tty_out, "  backlight %s", light ? "ON " : "off");
        else
            fprintf(tty_out, "  %s%s%s", held != BOARD_KEY_NONE ? "held: " : "",
                    held != BOARD_KEY_NONE ? board_key_name(held) : "",
                    term_keys_waiting() ? "  (more keys waiting)" : "");
        fprintf(tty_out, "\033[K\n");
    }
    tty_time_line(" +----------------+");
    if (picture) { /* a picture in glyphs (the board walk's board): pixel for pixel */
        for (uint8_t r = 0; r < LCD_MODEL_ROWS; r++)
            lcd_glyphs_picture(tty_out, "  ", "\033[K\n", rows[r], tty_glyph_row, true);
    }
}

/* The TM1638 module: the digits in three rows, the LEDs (red dots) under them, the keys. */
static void tty_draw_tm1638(int held)
{
    uint8_t d[TM1638_MODEL_DIGITS];
    tm1638_model_digits(d);
    /* lit segments red, bold at the brighter half of the 8 levels */
    const char *red = tm1638_model_brightness() >= 4 ? "\033[1;91m" : "\033[0;31m";
    fputs(" +----------------------------------+\033[K\n", tty_out);
    for (int r = 0; r < 3; r++) {
        fprintf(tty_out, " | %s", red);
        seg7_draw_row(tty_out, d, TM1638_MODEL_DIGITS, r);
        fputs("\033[0m |", tty_out);
        if (r == 0)
            fprintf(tty_out, "  display %s, brightness %u",
                    tm1638_model_display_on() ? "on" : "off", tm1638_model_brightness());
        else if (r == 1 && held != BOARD_KEY_NONE)
            fprintf(tty_out, "  held: %s", board_key_name(held));
        else if (r == 2 && term_keys_waiting())
            fputs("  (more keys waiting)", tty_out);
        fputs("\033[K\n", tty_out);
    }
    uint8_t leds = tm1638_model_leds();
    fputs(" | ", tty_out);
    for (int i = 0; i < TM1638_MODEL_DIGITS; i++)
        fputs(leds & (1u << i) ? " \033[1;91m\u25cf\033[0m  " : " \033[2;90m\u25cb\033[0m  ",
              tty_out);
    fputs(" |  LEDs\033[K\n", tty_out);
    fputs(" |  S1  S2  S3  S4  S5  S6  S7  S8  |  keys\033[K\n", tty_out);
    tty_time_line(" +----------------------------------+");
}

/* A display a part model draws (sim_part.h), and the key held. */
static void tty_draw_part(const sim_part_model_t *display, int held)
{
    display->draw(tty_out, " ", "\033[K\n");
    fprintf(tty_out, "  %s%s%s\033[K\n", held != BOARD_KEY_NONE ? "held: " : "",
            held != BOARD_KEY_NONE ? board_key_name(held) : "",
            term_keys_waiting() ? "  (more keys waiting)" : "");
    tty_time_line(" ");
}

/* Under the display: the keys, the parts' health, the serial port, the status and the
 * serial pane. */
static void tty_draw_tail(const char *status, bool long_next)
{
    const sim_part_model_t *keys = sim_parts_keys();
    if (sim_parts_display() != NULL) {
        fprintf(tty_out, " keys 1..%d = %s, l then a key = long press%s\033[K\n",
                keys ? keys->key_count() : 0, board_key_names(), long_next ? " [next: LONG]" : "");
        fprintf(tty_out, " r reset  p power cycle  u serial pane  q quit\033[K\n");
        sim_parts_summary(tty_out, " ");
    } else if (board_has_tm1638()) {
        fprintf(tty_out,
                " keys 1..8 = S1..S8, arrows = S1..S4, Enter = S5, l then a key = long press%s"
                "\033[K\n", long_next ? " [next: LONG]" : "");
        fprintf(tty_out, " r reset  p power cycle  u serial pane  q quit\033[K\n");
        fprintf(tty_out, " TM1638 bus: timing violations %u, protocol errors %u\033[K\n",
                tm1638_model_timing_violations(), tm1638_model_protocol_errors());
    } else {
        fprintf(tty_out,
                " arrows = RIGHT UP DOWN LEFT, Enter = SELECT, l then a key = long press%s\033[K\n",
                long_next ? " [next: LONG]" : "");
        fprintf(tty_out, " r reset  p power cycle  u serial pane  m other LCD model  q quit\033[K\n");
        static lcd_check_t check; /* kept while a nibble is on the bus (E high) */
        if (!lcd_part_e_high())
            lcd_check_compare(&check);
        fprintf(tty_out, " LCD: %s shown; models %s%s; writes while busy: ours %u, part %u\033[K\n",
                tty.show_part ? "simavr's hd44780 part" : "our model",
                check.different ? "DISAGREE" : "agree",
                check.excused ? " (cells excused by the part's CGRAM bug)" : "",
                lcd_model_busy_violations(), lcd_part_busy_violations());
    }
    if (tty.port) {
        const usart_rx_stats_t *rx = usart_rx_stats();
        const char *link = pty_port_link();
        fprintf(tty_out, " serial: %s%s%s, %s, %llu bytes in, %llu lost at the receiver\033[K\n",
                pty_port_name(), link ? " = " : "", link ? link : "",
                pty_port_in_use() ? "open" : "closed", (unsigned long long)rx->frames,
                (unsigned long long)usart_rx_lost());
        fprintf(tty_out, " console: %s %s\033[K\n", MODES_SERIAL_COMMAND,
                link ? link : pty_port_name());
        fprintf(tty_out, " (opening the port resets the board) %.50s\033[K\n", chip_log_last());
    }
    fprintf(tty_out, " %s   (noise seed %llu)\033[K\n", status,
            (unsigned long long)adc_noise_seed());
    if (tty.pane_on) {
        fprintf(tty_out, " --- serial output ---\033[K\n");
        for (int i = 1; i <= TTY_PANE_LINES; i++)
            fprintf(tty_out, " %s\033[K\n", tty.pane[(tty.pane_row + i) % TTY_PANE_LINES]);
    }
    fprintf(tty_out, "\033[J");
    fflush(tty_out);
}

static void tty_draw(const sim_options_t *opt, const char *status, int held, bool long_next)
{
    /* no firmware given: the chip runs its flash (--bootloader, --flash) */
    fprintf(tty_out, "\033[H NimBox virtual board %s - %s\033[K\n", board_name(),
            opt->elf_path ? opt->elf_path : "no firmware file: the chip's flash");
    if (sim_parts_display() != NULL)
        tty_draw_part(sim_parts_display(), held);
    else if (board_has_tm1638())
        tty_draw_tm1638(held);
    else
        tty_draw_lcd(held);
    tty_draw_tail(status, long_next);
}

static void tty_sleep_until(double wall)
{
    double d = wall - modes_wall_seconds();
    if (d <= 0)
        return;
    struct timespec ts = {.tv_sec = (time_t)d, .tv_nsec = (long)((d - (double)(time_t)d) * 1e9)};
    nanosleep(&ts, NULL);
}

int tty_mode_run(const sim_options_t *opt)
{
    board_config_t cfg = {.elf_path = opt->elf_path, .pins = opt->board,
                          .eeprom_path = opt->eeprom_path,
                          .ladder = opt->ladder, .lcd_part = true,
                          .noise_seed = opt->noise_seed_given ? opt->noise_seed
                                                              : adc_noise_fresh_seed()};
    fflush(stdout);
    int out_fd = dup(1);
    int null_fd = open("/dev/null", O_WRONLY);
    tty_out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
    if (tty_out == NULL || null_fd < 0 || dup2(null_fd, 1) < 0) {
        perror("nimbox-sim: stdout");
        return 2;
    }
    close(null_fd);
    tty.show_part = opt->lcd_source == 's';
    if (!board_open(&cfg))
        return 2;
    tty.port = pty_port_open(opt->pty_link, !opt->line_baud_set, !opt->flow_set,
                             opt->auto_reset);
    serial_set_sink(tty_serial_out, NULL);
    atexit(tty_restore);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = tty_on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sigaction(SIGQUIT, &sa, NULL);
    tty_enter_raw();

    char status[160] = "running";
    bool crashed = false;
    uint32_t drawn_lcd = UINT32_MAX, drawn_pane = UINT32_MAX;
    uint64_t drawn_tenth = UINT64_MAX;
    bool drawn_light = false;
    int drawn_held = BOARD_KEY_NONE;
    double wall0 = modes_wall_seconds(), wall_start = wall0;
    uint64_t cycle0 = board_now();
    bool redraw = true;
    int status_code = 0;
    while (!tty_quit) {
        /* keys */
        uint8_t c;
        while (read(0, &c, 1) == 1) {
            redraw = true;
            if (term_keys_feed(c)) /* a button: queued, pressed in turn */
                continue;
            if (c == 'q' || c == 'Q') {
                tty_quit = 1;
            } else if (c == 'r' || c == 'R') {
                board_reset();
                crashed = false;
                snprintf(status, sizeof status, "reset");
            } else if (c == 'p' || c == 'P') {
                board_power_cycle();
                crashed = false;
                snprintf(status, sizeof status, "power cycled (EEPROM kept)");
            } else if (c == 'm' || c == 'M') {
                tty.show_part = !tty.show_part;
            } else if (c == 'u' || c == 'U') {
                tty.pane_on = !tty.pane_on;
                fprintf(tty_out, "\033[2J");
            }
        }
        /* run 10 ms of simulated time, then let the wall clock catch up; the serial input is
         * taken every 1 ms (the line sends 11.5 bytes a ms; the 128 never run dry while the
         * program has more, so the line runs at its full rate) */
        if (!crashed) {
            for (unsigned i = 0; i < TTY_UI_EVERY_MS && !crashed; i++) {
                pty_port_poll();
                if (board_run_until(board_now() + TTY_STEP_CYCLES) != BOARD_RUNNING) {
                    crashed = true;
                    snprintf(status, sizeof status, "%s - r to reset, q to quit",
                             board_stop_reason());
                    status_code = 3;
                }
            }
            double due = wall0 + (double)(board_now() - cycle0) / BOARD_F_CPU;
            if (due < modes_wall_seconds() - 0.25) { /* too far behind (a slow host): resync */
                wall0 = modes_wall_seconds();
                cycle0 = board_now();
            }
            tty_sleep_until(due);
        } else {
            tty_sleep_until(modes_wall_seconds() + 0.01);
        }
        uint64_t tenth = board_now() / (BOARD_F_CPU / 10);
        const sim_part_model_t *display = sim_parts_display();
        uint32_t shown = display != NULL ? display->version()
                         : board_has_tm1638() ? tm1638_model_version()
                                              : lcd_model_version();
        if (redraw || drawn_lcd != shown || drawn_light != board_backlight_on() ||
            drawn_held != board_key_held() || (tty.pane_on && drawn_pane != tty.pane_version) ||
            drawn_tenth != tenth) {
            tty_draw(opt, status, board_key_held(), term_keys_long_next());
            drawn_lcd = shown;
            drawn_light = board_backlight_on();
            drawn_held = board_key_held();
            drawn_pane = tty.pane_version;
            drawn_tenth = tenth;
            redraw = false;
        }
    }
    tty_restore();
    if (opt->stats)
        modes_print_stats(modes_wall_seconds() - wall_start);
    board_close();
    return crashed ? status_code : 0;
}
