/* script_mode.c - --script FILE: drives the board headless, in simulated time, from a test
 * script, one step a line ('#' starts a comment; strings are "quoted" with \n \t \\ \" \xNN):
 *
 *   press KEY [MS]           KEY (RIGHT UP DOWN LEFT SELECT; S1..S8 on nano-tm1638) down MS
 *                            (120), then up 80 ms
 *   hold KEY MS              the same for a long press
 *   key-down KEY / key-up    press without releasing (on nano-tm1638 it joins the keys
 *                            already held: a chord) / release every key
 *   type-keys "text"         keys as typed in make play's terminal (arrows "\x1b[A" ...,
 *                            "\r", "l" for long): queued, pressed one after another
 *                            (term_keys.h); the steps after it run meanwhile
 *   wait MS / wait-us US     let the firmware run
 *   expect-lcd ROW "text" [MS]      row 0/1 contains text, waiting up to MS (--timeout-ms)
 *   reject-lcd ROW "text"           row does not contain text now
 *   expect-glyph G "R0 .. R7" [MS]  custom glyph G (0..7) of our model has these 8 pixel
 *                                   rows (hex, bit 4 the leftmost pixel), waiting up to MS
 *   send "text"              text and '\n' to the line sender (line_sender.h: sent at the
 *                            line's rate, lost where the firmware does not keep up);
 *                            send-raw: no '\n' added
 *   sender-gap-us N          idle time after each byte sent (a slower sender; 0: line rate)
 *   sender-flow none|xonxoff [N]    the sender ignores flow control / obeys XON/XOFF through
 *                            the board's USB bridge (usb_bridge.h), or with N bytes still in
 *                            flight after an XOFF reaches it
 *   send-fault KIND "text"   text sent broken, every byte: framing (stop bit low: FE0),
 *                            parity (parity bit wrong: UPE0 where the firmware set parity),
 *                            overrun (lost in the receiver: DOR0 on the next byte), flip0..7
 *                            (that data bit flipped in a good frame: a wrong byte)
 *   host-flow xoff|xon       the host's XOFF/XON to the board, ahead of its queued text (a
 *                            terminal's stop and start characters)
 *   line-noise RATE[:KINDS] [SEED]  from here each frame sent breaks with probability RATE
 *                            (--line-noise: KINDS of framing,overrun,parity,flip)
 *   expect-uart-lost N|N-M|N-       bytes lost at the receiver so far: N, N..M, at least N
 *                            (a loss no step expected fails the script at its end)
 *   expect-uart "text" [MS]  UART output since the last expect-uart / mark-uart contains text;
 *                            the next search starts after the match
 *   reject-uart "text"       the output since that point does not contain text
 *   mark-uart                later expect-uart/reject-uart look at newer output only
 *   expect-banner "text" [MS]       the boot banner line of the last boot contains text
 *   expect-buzzer [LO-HI] [MS]      a tone (of LO..HI Hz) starts after the last expect-buzzer
 *   reject-buzzer MS         no tone starts during the next MS
 *   expect-backlight on|off [MS]
 *   expect-boots N           the MCU started N times (power-on, resets, watchdog)
 *   expect-boot-count N [MS] the box record in the EEPROM (what a power cut would leave now)
 *                            holds the boot counter N, waiting up to MS (0: none valid)
 *   expect-watchdog-resets N [MS]  the same for the watchdog resets the box record counts
 *   expect-lcd-timing-ok     no LCD write arrived while the controller was busy
 *   power-cycle / reset      power off and on (EEPROM kept) / reset key
 *   stop-kicks / hang        the firmware's watchdog kicks do nothing (until it switches
 *                            the watchdog off or a reset) / it hangs with interrupts off
 *                            (until a reset)
 *   power-cut-after-us US    the power goes off and on US from now, whatever step runs then
 *                            (an EEPROM write going on is torn: eeprom_chip.h)
 *   power-cut-sweep EVERY-US COUNT  from here, record the EEPROM as a power cut would leave
 *                            it every EVERY-US, COUNT times (the first EVERY-US from now),
 *                            while the next steps run
 *   power-cut-sweep-check [MIN-RUNS]  runs on until every cut point is recorded, then runs
 *                            the rest of the script once per cut point, and once for a cut
 *                            here: each run starts with the power cut at that point
 *                            (power_cut.h; a point whose EEPROM image an earlier one had is
 *                            the same cut: it ends where that run ended, unless
 *                            --sweep-every-point); every way the runs ended must have
 *                            happened at least MIN-RUNS times (default 1), counting points
 *   label NAME / goto NAME   a place in the script / go there
 *   jump-if-lcd ROW "text" NAME [MS]   go to label NAME if the row shows text (within MS, 0)
 *   jump-if-boot-count N NAME [MS]     the same if the box record holds boot counter N
 *   jump-if-uart "text" NAME [MS]      the same for UART output (as expect-uart)
 *   end                      this run of the script ends here (passed)
 *   corrupt-eeprom ADDR [VALUE]     overwrite one byte (default: its complement)
 *   load-eeprom "file"       overwrite the whole EEPROM with a 1024-byte image file (a path
 *                            from the current directory; the tests run from the repository)
 *   fill-eeprom VALUE        overwrite the whole EEPROM
 *   timeout MS               default wait of expect-* steps
 *   dump-lcd / dump-buzzer / dump-uart / echo "text"   print the LCD / the tones so far / the
 *                            last 400 bytes of UART output / a note
 *   lcd own|simavr           whose text expect-lcd/reject-lcd read from now on (--lcd)
 *   expect-lcd-agree         the two LCD models agree now (see below)
 *   lcd-inject own|simavr cmd|data BYTE...  test hook: bytes to one model only (simavr:
 *                            on the part's own inputs, each followed by its execution time;
 *                            cmd-rushed/data-rushed: back to back, to test the busy count)
 *
 * On the nano-tm1638 board (TM1638 LED&KEY module, tm1638_model.h) the LCD steps give way to:
 *   expect-digits "text" [MS]  the 8 digits show text (seg7.h: its letters, '.' lights the
 *                            point of the character before) somewhere, points included
 *   reject-digits "text"     they do not show it now
 *   expect-leds "10000000" [MS]  LED 1..8 lit (1) or dark (0) or either (.)
 *   jump-if-leds "1......." NAME [MS]  go to label NAME if the LEDs show that (as jump-if-lcd)
 *   expect-tm1638-timing-ok  no timing violation and no protocol error on the TM1638's bus
 *   dump-digits              print the digits as 7-segment figures, as text and in hex
 *   jump-if-digits "text" NAME [MS]  go to label NAME if the digits show text (as jump-if-lcd)
 * What they read is what a person sees: nothing while the display is switched off.
 *
 * On a board whose display is a part model's (sim_part.h) these read it, as text:
 *   expect-display "text" [MS]  the display's text (its rows joined by '\n') contains text
 *   reject-display "text"    it does not now
 *   jump-if-display "text" NAME [MS]  go to label NAME if it shows text (as jump-if-lcd)
 *   dump-display             print it as the model draws it
 *   expect-parts-ok          no part has seen a problem (bus timing, protocol) so far
 *
 * Both LCD models run: ours (lcd_model.c) and simavr's hd44780 part (lcd_part.c). Each
 * expect-lcd (once its text is seen), reject-lcd, dump-lcd and expect-lcd-agree compares them
 * cell by cell (lcd_check.c), after letting a nibble on the bus finish; a disagreement fails
 * the step, showing both. The part's stdout chatter goes to /dev/null: this mode prints on a
 * copy of the real stdout.
 *
 * The first failing step (or a crash, halt, unknown command, --max-ms overrun) ends the run
 * with status 1 and a report on stderr: file:line, the step, the LCD and recent UART output. */
#include <ctype.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board.h"
#include "board_keys.h"
#include "box_record.h"
#include "buzzer_probe.h"
#include "chip_core.h"
#include "eeprom_file.h"
#include "lcd_check.h"
#include "lcd_glyphs.h"
#include "lcd_model.h"
#include "lcd_part.h"
#include "line_noise_opt.h"
#include "line_sender.h"
#include "modes.h"
#include "power_cut.h"
#include "script_parse.h"
#include "seg7.h"
#include "serial.h"
#include "sim_part.h"
#include "term_keys.h"
#include "tm1638_model.h"
#include "usart.h"
#include "wdt_chip.h"

#define SCRIPT_MIN_RAM_LEFT 256 /* RAM the stack must leave free (paths no script reaches) */
#define SCRIPT_PRESS_MS 120u
#define SCRIPT_RELEASE_MS 80u
#define SCRIPT_POLL_CYCLES BOARD_CYCLES_PER_MS
#define SCRIPT_SETTLE_CYCLES 16u       /* 1 us: E pulses are at least that long */
#define SCRIPT_SETTLE_MAX 1000u        /* give up waiting for E low after 1 ms */
#define SCRIPT_INJECT_BUSY_US 50u      /* after each injected byte (2 ms after clear/home) */

typedef struct {
    const char *file;
    unsigned line;
    char step[SCRIPT_ARG_MAX];
    uint32_t timeout_ms;
    uint64_t max_cycles;
    uint64_t uart_mark;
    uint32_t buzzer_mark;
    char lcd_source;          /* 'o' our model, 's' simavr's part */
    uint64_t lost_expected;   /* receiver losses an expect-uart-lost step accounted for */
    unsigned steps;           /* steps run, over every run of a sweep */
    unsigned sweep_line;      /* line of the power-cut-sweep step (0: none) */
    bool in_sweep_run;        /* running the steps after power-cut-sweep-check */
    unsigned lcd_checks;      /* cross-checks made */
    unsigned lcd_excused;     /* of which with cells excused by the part's CGRAM bug */
    bool lcd_disagreed;       /* the failure is a cross-check: show script_lcd_check */
    char failure[SCRIPT_ARG_MAX + 128];
} script_t;

static FILE *script_out; /* the real stdout: fd 1 itself goes to /dev/null (simavr's chatter) */
static lcd_check_t script_lcd_check;

static bool script_fail(script_t *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->failure, sizeof s->failure, fmt, ap);
    va_end(ap);
    return false;
}

/* Splits a line into words and "strings"; false on a syntax error (script_parse.h). */
static bool script_split(script_t *s, const char *p, script_args_t *a)
{
    return script_parse_words(p, a, s->failure, sizeof s->failure);
}

static bool script_number(script_t *s, const char *text, uint32_t *v)
{
    return script_parse_number(text, v, s->failure, sizeof s->failure);
}

/* Optional timeout argument at index i (default: the script's timeout). */
static bool script_wait_arg(script_t *s, const script_args_t *a, int i, uint32_t *ms)
{
    *ms = s->timeout_ms;
    if (a->count > i + 1)
        return script_fail(s, "too many arguments");
    return a->count <= i || script_number(s, a->arg[i], ms);
}

/* Runs the board for us microseconds; false on a crash, halt or --max-ms. */
static bool script_run_us(script_t *s, uint64_t us)
{
    uint64_t target = board_now() + us * (BOARD_F_CPU / 1000000u);
    if (target > s->max_cycles)
        target = s->max_cycles;
    if (board_run_until(target) != BOARD_RUNNING)
        return script_fail(s, "%s", board_stop_reason());
    if (board_now() >= s->max_cycles)
        return script_fail(s, "--max-ms reached");
    return true;
}

static bool script_run_ms(script_t *s, uint32_t ms)
{
    return script_run_us(s, (uint64_t)ms * 1000u);
}

/* Bytes lost at the receiver so far (overruns and bytes sent while it was off). */
static uint64_t script_uart_lost(void)
{
    return usart_rx_lost();
}

/* expect-uart-lost N|N-M|N-: the count of lost bytes in the range. */
static bool script_expect_lost(script_t *s, const script_args_t *a)
{
    unsigned long lo, hi;
    char *end;
    if (a->count != 2)
        return script_fail(s, "usage: expect-uart-lost N|N-M|N-");
    lo = strtoul(a->arg[1], &end, 10);
    hi = lo;
    if (end == a->arg[1] || (*end != '\0' && *end != '-'))
        return script_fail(s, "usage: expect-uart-lost N|N-M|N-");
    if (*end == '-') {
        char *end2;
        hi = end[1] == '\0' ? ~0ul : strtoul(end + 1, &end2, 10);
        if (end[1] != '\0' && (*end2 != '\0' || hi < lo))
            return script_fail(s, "usage: expect-uart-lost N|N-M|N-");
    }
    uint64_t lost = script_uart_lost();
    s->lost_expected = lost;
    if (lost < lo || lost > hi)
        return script_fail(s, "%llu bytes were lost at the receiver (first: byte %llu), expected "
                              "%s", (unsigned long long)lost,
                           (unsigned long long)usart_rx_stats()->first_lost, a->arg[1]);
    return true;
}

typedef bool (*script_cond_t)(script_t *s, const script_args_t *a);

/* Checks cond every simulated millisecond for up to ms; false (cond's message) on timeout. */
static bool script_wait_for(script_t *s, const script_args_t *a, script_cond_t cond, uint32_t ms,
                            const char *what)
{
    uint64_t deadline = board_now() + (uint64_t)ms * BOARD_CYCLES_PER_MS;
    for (;;) {
        if (cond(s, a))
            return true;
        if (board_now() >= deadline)
            return script_fail(s, "%s: not seen within %u ms", what, ms);
        uint64_t next = board_now() + SCRIPT_POLL_CYCLES;
        if (next > deadline)
            next = deadline;
        if (next > s->max_cycles)
            next = s->max_cycles;
        if (board_run_until(next) != BOARD_RUNNING)
            return script_fail(s, "%s", board_stop_reason());
        if (board_now() >= s->max_cycles && !cond(s, a))
            return script_fail(s, "--max-ms reached");
    }
}

/* Visible row of the model the script reads. */
static void script_lcd_row(const script_t *s, uint8_t row, char out[LCD_MODEL_COLS + 1])
{
    if (s->lcd_source == 's')
        lcd_part_row(row, out);
    else
        lcd_model_row(row, out);
}

static bool script_lcd_has(script_t *s, const script_args_t *a)
{
    char row[LCD_MODEL_COLS + 1];
    script_lcd_row(s, (uint8_t)(a->arg[1][0] - '0'), row);
    return strstr(row, a->arg[2]) != NULL;
}

/* The 8 rows "R0 .. R7" (hex) of an expect-glyph step into rows[]; false when malformed. */
static bool script_glyph_rows(const char *text, uint8_t rows[8])
{
    unsigned v[8];
    int used = 0;
    if (sscanf(text, "%x %x %x %x %x %x %x %x%n", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
               &v[6], &v[7], &used) != 8 || text[used] != '\0')
        return false;
    for (int i = 0; i < 8; i++) {
        if (v[i] > 0x1Fu)
            return false;
        rows[i] = (uint8_t)v[i];
    }
    return true;
}

/* Our model's glyph G has the rows of the step (checked by then). simavr's part is not read:
 * its CGRAM bug can spoil glyph rows, and the cross-check compares the two models anyway. */
static bool script_glyph_is(script_t *s, const script_args_t *a)
{
    uint8_t want[8];
    uint8_t g = (uint8_t)(a->arg[1][0] - '0');
    (void)s;
    script_glyph_rows(a->arg[2], want);
    for (uint8_t r = 0; r < 8; r++)
        if (lcd_model_glyph_row(g, r) != want[r])
            return false;
    return true;
}

/* Runs the board until E is low: our model takes a nibble on E's falling edge, the part
 * just after the rising one, so a byte in flight would show in one model only. */
static bool script_lcd_settle(script_t *s)
{
    for (unsigned i = 0; i < SCRIPT_SETTLE_MAX && lcd_part_e_high(); i++)
        if (board_run_until(board_now() + SCRIPT_SETTLE_CYCLES) != BOARD_RUNNING)
            return script_fail(s, "%s", board_stop_reason());
    return true;
}

/* Compares the two LCD models; false (and both shown in the report) if they disagree. */
static bool script_lcd_cross_check(script_t *s)
{
    if (!lcd_part_attached())
        return true;
    if (!script_lcd_settle(s))
        return false;
    lcd_check_compare(&script_lcd_check);
    s->lcd_checks++;
    if (script_lcd_check.excused)
        s->lcd_excused++;
    if (script_lcd_check.different == 0)
        return true;
    s->lcd_disagreed = true;
    return script_fail(s, "the LCD models disagree on %u cell(s): our model vs simavr's hd44780 "
                          "part", script_lcd_check.different);
}

/* lcd-inject own|simavr cmd|data[-rushed] BYTE...: bytes that only one model gets (for
 * tests; the firmware must leave the LCD alone meanwhile). */
static bool script_lcd_inject(script_t *s, const script_args_t *a)
{
    const char *kind = a->count > 2 ? a->arg[2] : "";
    bool rushed = strcmp(kind, "cmd-rushed") == 0 || strcmp(kind, "data-rushed") == 0;
    if (a->count < 4 || (strcmp(a->arg[1], "own") != 0 && strcmp(a->arg[1], "simavr") != 0) ||
        (strcmp(kind, "cmd") != 0 && strcmp(kind, "data") != 0 && !rushed))
        return script_fail(s, "usage: lcd-inject own|simavr cmd|data|cmd-rushed|data-rushed "
                              "BYTE...");
    bool part = a->arg[1][0] == 's';
    bool rs = kind[0] == 'd';
    if (rushed && !part)
        return script_fail(s, "only the simavr part can be rushed (ours is fed directly)");
    if (part && !lcd_part_attached())
        return script_fail(s, "simavr's hd44780 part is not wired in this mode");
    for (int i = 3; i < a->count; i++) {
        uint32_t v = 0;
        if (!script_number(s, a->arg[i], &v) || v > 0xFF)
            return script_fail(s, "'%s' is not a byte", a->arg[i]);
        if (!part) {
            lcd_model_inject(rs, (uint8_t)v);
            continue;
        }
        /* two nibbles on the part's own inputs, 1 us per phase, then its execution time */
        for (int half = 0; half < 2; half++) {
            uint8_t nibble = (uint8_t)(half == 0 ? v >> 4 : v & 0x0F);
            for (int e = 0; e < 3; e++) {
                lcd_part_drive(rs, nibble, e == 1);
                if (board_run_until(board_now() + SCRIPT_SETTLE_CYCLES) != BOARD_RUNNING)
                    return script_fail(s, "%s", board_stop_reason());
            }
        }
        uint32_t us = rushed ? 0u : !rs && v <= 3 ? 2000u : SCRIPT_INJECT_BUSY_US;
        if (board_run_until(board_now() + (uint64_t)us * (BOARD_F_CPU / 1000000u)) !=
            BOARD_RUNNING)
            return script_fail(s, "%s", board_stop_reason());
    }
    lcd_part_follow_pins();
    return true;
}

/* Finds needle (n bytes) in the output after the mark; sets *end after the match. */
static bool script_uart_find(const script_t *s, const char *needle, size_t n, uint64_t *end)
{
    size_t len;
    const char *text = serial_output_from(s->uart_mark, &len);
    if (n == 0) {
        *end = s->uart_mark;
        return true;
    }
    for (size_t i = 0; i + n <= len; i++) {
        if (memcmp(text + i, needle, n) == 0) {
            *end = serial_output_end() - (len - i - n);
            return true;
        }
    }
    return false;
}

static bool script_uart_has(script_t *s, const script_args_t *a)
{
    uint64_t end;
    if (!script_uart_find(s, a->arg[1], a->len[1], &end))
        return false;
    s->uart_mark = end;
    return true;
}

static bool script_banner_has(script_t *s, const script_args_t *a)
{
    (void)s;
    return serial_banner_done() && strstr(serial_banner(), a->arg[1]) != NULL;
}

static bool script_backlight_is(script_t *s, const script_args_t *a)
{
    (void)s;
    return board_backlight_on() == (strcmp(a->arg[1], "on") == 0);
}

static bool script_boot_count_is(script_t *s, const script_args_t *a)
{
    uint32_t count;
    (void)s;
    box_record_boot_count(eeprom_file_bytes(board_avr()), &count);
    return count == strtoul(a->arg[1], NULL, 0);
}

static bool script_watchdog_resets_are(script_t *s, const script_args_t *a)
{
    uint32_t count;
    (void)s;
    box_record_watchdog_resets(eeprom_file_bytes(board_avr()), &count);
    return count == strtoul(a->arg[1], NULL, 0);
}

/* Buzzer range in a->arg[1] as "LO-HI", or any tone when a->count == 1. */
static bool script_buzzer_heard(script_t *s, const script_args_t *a)
{
    uint32_t lo = 1, hi = UINT32_MAX;
    if (a->count > 1 && strchr(a->arg[1], '-') != NULL)
        sscanf(a->arg[1], "%u-%u", &lo, &hi);
    for (uint32_t i = s->buzzer_mark; i < buzzer_probe_count(); i++) {
        buzzer_tone_t t;
        /* a tone still playing counts once it has a few periods to measure */
        if (buzzer_probe_get(i, &t) && t.edges >= 8 && t.freq_hz >= lo && t.freq_hz <= hi) {
            s->buzzer_mark = i + 1;
            return true;
        }
    }
    return false;
}

/* The LCD as make play draws it (lcd_glyphs.h); glyphs that are pictures pixel for pixel. */
static void script_print_lcd(const script_t *s, FILE *f)
{
    char rows[LCD_MODEL_ROWS][LCD_MODEL_COLS + 1], text[LCD_MODEL_COLS * 4 + 1];
    lcd_glyph_row_fn glyph = s->lcd_source == 's' ? lcd_part_glyph_row : lcd_model_glyph_row;
    bool picture = false;
    fprintf(f, "  +----------------+ backlight %s%s%s\n", board_backlight_on() ? "on" : "off",
            lcd_model_display_on() ? "" : ", display off",
            s->lcd_source == 's' ? " (simavr's hd44780 part)" : "");
    for (uint8_t r = 0; r < LCD_MODEL_ROWS; r++) {
        script_lcd_row(s, r, rows[r]);
        picture |= lcd_glyphs_row(rows[r], glyph, text, sizeof text);
        fprintf(f, "  |%s|\n", text);
    }
    fprintf(f, "  +----------------+\n");
    for (uint8_t r = 0; picture && r < LCD_MODEL_ROWS; r++) {
        fprintf(f, "  row %u's glyphs, pixel for pixel:\n", r);
        lcd_glyphs_picture(f, "    ", "\n", rows[r], glyph, false);
    }
}

static void script_print_uart_tail(FILE *f, size_t tail)
{
    size_t len;
    const char *text = serial_output_from(0, &len);
    if (len > tail)
        text += len - tail, len = tail;
    if (len == 0) {
        fputs("no UART output yet\n", f);
        return;
    }
    fprintf(f, "recent UART output (last %zu bytes):\n", len);
    fputs("  | ", f);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n')
            fputs(i + 1 < len ? "\n  | " : "\n", f);
        else if (c < 0x20 || c > 0x7E)
            fprintf(f, "\\x%02x", c);
        else
            fputc(c, f);
    }
    if (text[len - 1] != '\n')
        fputc('\n', f);
}

static bool script_key(script_t *s, const char *name, int *k)
{
    return board_key_parse(name, k) ||
           script_fail(s, "unknown key '%s' on %s (%s)", name, board_name(), board_key_names());
}

static bool script_press(script_t *s, int k, uint32_t ms)
{
    board_key_press(k, board_now() + (uint64_t)ms * BOARD_CYCLES_PER_MS);
    return script_run_ms(s, ms) && script_run_ms(s, SCRIPT_RELEASE_MS);
}

static bool script_row_arg(script_t *s, const script_args_t *a)
{
    if (a->count < 3 || strlen(a->arg[1]) != 1 || (a->arg[1][0] != '0' && a->arg[1][0] != '1'))
        return script_fail(s, "usage: %s ROW(0|1) \"text\"", a->arg[0]);
    return true;
}

static bool script_args_exactly(script_t *s, const script_args_t *a, int n, const char *usage)
{
    return a->count == n || script_fail(s, "usage: %s", usage);
}

/* ---- the TM1638 display (nano-tm1638) ---- */

/* The digits as 7-segment figures, as text and in hex, and the LEDs. */
static void script_print_tm1638(FILE *f)
{
    uint8_t d[TM1638_MODEL_DIGITS];
    char text[2 * TM1638_MODEL_DIGITS + 1];
    tm1638_model_digits(d);
    for (int row = 0; row < 3; row++) {
        fputs("  ", f);
        seg7_draw_row(f, d, TM1638_MODEL_DIGITS, row);
        fputc('\n', f);
    }
    seg7_text(d, TM1638_MODEL_DIGITS, text);
    fprintf(f, "  \"%s\" =", text);
    for (int i = 0; i < TM1638_MODEL_DIGITS; i++)
        fprintf(f, " %02x", d[i]);
    uint8_t leds = tm1638_model_leds();
    fputs("; LEDs ", f);
    for (int i = 0; i < TM1638_MODEL_DIGITS; i++)
        fputc(leds & (1u << i) ? '1' : '0', f);
    if (tm1638_model_display_on())
        fprintf(f, "; brightness %u\n", tm1638_model_brightness());
    else
        fputs("; display off\n", f);
}

/* The patterns of the text argument; false (with the reason) when it cannot be shown. */
static bool script_digits_arg(script_t *s, const char *text, uint8_t *want, size_t *n)
{
    char bad;
    if (seg7_parse(text, want, TM1638_MODEL_DIGITS, n, &bad))
        return true;
    if (bad == '\0')
        return script_fail(s, "\"%s\" needs more than %d digits", text, TM1638_MODEL_DIGITS);
    return script_fail(s, "'%c' has no readable 7-segment form (see sim/seg7.h)", bad);
}

/* The visible digits hold the text's patterns as a run, anywhere. */
static bool script_digits_show(script_t *s, const script_args_t *a)
{
    uint8_t want[TM1638_MODEL_DIGITS], have[TM1638_MODEL_DIGITS];
    size_t n;
    if (!script_digits_arg(s, a->arg[1], want, &n))
        return false;
    tm1638_model_digits(have);
    for (size_t at = 0; at + n <= TM1638_MODEL_DIGITS; at++)
        if (memcmp(have + at, want, n) == 0)
            return true;
    return false;
}

/* "10000000": LED 1..8, lit or dark. */
static bool script_leds_are(script_t *s, const script_args_t *a)
{
    (void)s;
    uint8_t want = 0, care = 0; /* '.': either */
    for (int i = 0; i < TM1638_MODEL_DIGITS; i++) {
        want |= (uint8_t)((a->arg[1][i] == '1') << i);
        care |= (uint8_t)((a->arg[1][i] != '.') << i);
    }
    return (tm1638_model_leds() & care) == want;
}

/* An LED pattern argument: 8 of 1 (lit), 0 (dark), . (either), LED 1 first. */
static bool script_leds_arg(const char *text)
{
    return strlen(text) == TM1638_MODEL_DIGITS && strspn(text, "01.") == TM1638_MODEL_DIGITS;
}

static bool script_tm1638_step(script_t *s, const script_args_t *a)
{
    const char *cmd = a->arg[0];
    uint32_t ms;
    uint8_t want[TM1638_MODEL_DIGITS];
    size_t n;
    if (strcmp(cmd, "expect-digits") == 0)
        return (a->count >= 2 || script_fail(s, "usage: expect-digits \"text\" [MS]")) &&
               script_digits_arg(s, a->arg[1], want, &n) && script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_digits_show, ms, "digits");
    if (strcmp(cmd, "reject-digits") == 0)
        return script_args_exactly(s, a, 2, "reject-digits \"text\"") &&
               script_digits_arg(s, a->arg[1], want, &n) &&
               (!script_digits_show(s, a) || script_fail(s, "the digits show the text"));
    if (strcmp(cmd, "expect-leds") == 0) {
        if (a->count < 2 || !script_leds_arg(a->arg[1]))
            return script_fail(s, "usage: expect-leds \"b1..b8\" [MS] (1 lit, 0 dark, . either, LED 1 "
                                  "first)");
        return script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_leds_are, ms, "LEDs");
    }
    if (strcmp(cmd, "expect-tm1638-timing-ok") == 0)
        return script_args_exactly(s, a, 1, "expect-tm1638-timing-ok") &&
               ((tm1638_model_timing_violations() == 0 && tm1638_model_protocol_errors() == 0) ||
                script_fail(s, "the TM1638 bus had %u timing violation(s) and %u protocol "
                               "error(s)", tm1638_model_timing_violations(),
                            tm1638_model_protocol_errors()));
    if (!script_args_exactly(s, a, 1, "dump-digits"))
        return false;
    fprintf(script_out, "%s:%u: digits at %.1f ms\n", s->file, s->line,
            (double)board_now() / BOARD_CYCLES_PER_MS);
    script_print_tm1638(script_out);
    return true;
}

/* ---- a display a part model shows (sim_part.h) ---- */

/* The display's text contains the text argument. */
static bool script_display_has(script_t *s, const script_args_t *a)
{
    char text[512];
    (void)s;
    sim_parts_display()->text(text, sizeof text);
    return strstr(text, a->arg[1]) != NULL;
}

static void script_print_display(FILE *f)
{
    char text[512];
    const sim_part_model_t *display = sim_parts_display();
    display->text(text, sizeof text);
    fprintf(f, "  \"%s\"\n", text);
    display->draw(f, "  ", "\n");
}

static bool script_display_step(script_t *s, const script_args_t *a)
{
    const char *cmd = a->arg[0];
    uint32_t ms;
    if (strcmp(cmd, "expect-display") == 0)
        return (a->count >= 2 || script_fail(s, "usage: expect-display \"text\" [MS]")) &&
               script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_display_has, ms, "display text");
    if (strcmp(cmd, "reject-display") == 0)
        return script_args_exactly(s, a, 2, "reject-display \"text\"") &&
               (!script_display_has(s, a) || script_fail(s, "the display shows the text"));
    if (strcmp(cmd, "expect-parts-ok") == 0)
        return script_args_exactly(s, a, 1, "expect-parts-ok") &&
               (sim_parts_problems() == 0 ||
                script_fail(s, "the parts saw %u problem(s) (below)", sim_parts_problems()));
    if (!script_args_exactly(s, a, 1, "dump-display"))
        return false;
    fprintf(script_out, "%s:%u: display at %.1f ms\n", s->file, s->line,
            (double)board_now() / BOARD_CYCLES_PER_MS);
    script_print_display(script_out);
    return true;
}

/* A step that needs a part the board does not have fails, naming the board. */
static bool script_fits_board(script_t *s, const char *cmd)
{
    static const char *const lcd_steps[] = {
        "expect-lcd", "reject-lcd", "expect-glyph", "expect-lcd-agree", "lcd", "lcd-inject",
        "expect-lcd-timing-ok", "dump-lcd", "expect-backlight", "jump-if-lcd", NULL};
    static const char *const tm1638_steps[] = {
        "expect-digits", "reject-digits", "expect-leds", "expect-tm1638-timing-ok", "dump-digits",
        "jump-if-digits", "jump-if-leds", NULL};
    static const char *const display_steps[] = {
        "expect-display", "reject-display", "jump-if-display", "dump-display", "expect-parts-ok",
        NULL};
    const struct {
        const char *const *steps;
        bool has;
        const char *part;
    } kinds[] = {
        {lcd_steps, board_has_lcd(), "the LCD shield"},
        {tm1638_steps, board_has_tm1638(), "the TM1638 module"},
        {display_steps, sim_parts_display() != NULL, "a display of a part model (sim_part.h)"},
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        for (const char *const *step = kinds[k].steps; !kinds[k].has && *step; step++)
            if (strcmp(cmd, *step) == 0)
                return script_fail(s, "'%s' needs %s; this board is %s", cmd, kinds[k].part,
                                   board_name());
    return true;
}

/* Runs one step. */
static bool script_step(script_t *s, script_args_t *a)
{
    const char *cmd = a->arg[0];
    uint32_t ms, v;
    int k;
    if (!script_fits_board(s, cmd))
        return false;
    if (strcmp(cmd, "press") == 0) {
        if (a->count < 2 || a->count > 3)
            return script_fail(s, "usage: press KEY [MS]");
        ms = SCRIPT_PRESS_MS;
        return script_key(s, a->arg[1], &k) &&
               (a->count < 3 || script_number(s, a->arg[2], &ms)) && script_press(s, k, ms);
    }
    if (strcmp(cmd, "hold") == 0)
        return script_args_exactly(s, a, 3, "hold KEY MS") && script_key(s, a->arg[1], &k) &&
               script_number(s, a->arg[2], &ms) && script_press(s, k, ms);
    if (strcmp(cmd, "key-down") == 0) {
        if (!script_args_exactly(s, a, 2, "key-down KEY") || !script_key(s, a->arg[1], &k))
            return false;
        board_key_press(k, UINT64_MAX);
        return true;
    }
    if (strcmp(cmd, "type-keys") == 0) {
        if (!script_args_exactly(s, a, 2, "type-keys \"text\""))
            return false;
        for (size_t i = 0; i < a->len[1]; i++)
            if (!term_keys_feed((uint8_t)a->arg[1][i]))
                return script_fail(s, "'%c' is no key of make play's terminal", a->arg[1][i]);
        return true;
    }
    if (strcmp(cmd, "key-up") == 0) {
        board_key_release();
        return script_args_exactly(s, a, 1, "key-up");
    }
    if (strcmp(cmd, "wait") == 0)
        return script_args_exactly(s, a, 2, "wait MS") && script_number(s, a->arg[1], &ms) &&
               script_run_ms(s, ms);
    if (strcmp(cmd, "wait-us") == 0)
        return script_args_exactly(s, a, 2, "wait-us US") && script_number(s, a->arg[1], &v) &&
               script_run_us(s, v);
    if (strcmp(cmd, "expect-lcd") == 0)
        return script_row_arg(s, a) && script_wait_arg(s, a, 3, &ms) &&
               script_wait_for(s, a, script_lcd_has, ms, "LCD text") &&
               script_lcd_cross_check(s);
    if (strcmp(cmd, "expect-glyph") == 0) {
        uint8_t rows[8];
        if (a->count < 3 || a->arg[1][0] < '0' || a->arg[1][0] > '7' || a->arg[1][1] != '\0' ||
            !script_glyph_rows(a->arg[2], rows))
            return script_fail(s, "usage: expect-glyph G(0..7) \"R0 R1 .. R7\" (hex rows) [MS]");
        if (!script_wait_arg(s, a, 3, &ms))
            return false;
        if (!script_wait_for(s, a, script_glyph_is, ms, "glyph rows")) {
            char have[64];
            int n = 0;
            uint8_t g = (uint8_t)(a->arg[1][0] - '0');
            for (uint8_t r = 0; r < 8; r++)
                n += snprintf(have + n, sizeof have - (size_t)n, r ? " %02x" : "%02x",
                              lcd_model_glyph_row(g, r));
            return script_fail(s, "glyph %c rows: not seen within %u ms; it has \"%s\"",
                               a->arg[1][0], ms, have);
        }
        return script_lcd_cross_check(s);
    }
    if (strcmp(cmd, "reject-lcd") == 0)
        return script_row_arg(s, a) && script_args_exactly(s, a, 3, "reject-lcd ROW \"text\"") &&
               (!script_lcd_has(s, a) || script_fail(s, "LCD row %s shows the text", a->arg[1])) &&
               script_lcd_cross_check(s);
    if (strcmp(cmd, "expect-lcd-agree") == 0)
        return script_args_exactly(s, a, 1, "expect-lcd-agree") &&
               (lcd_part_attached() || script_fail(s, "simavr's hd44780 part is not wired")) &&
               script_lcd_cross_check(s);
    if (strcmp(cmd, "lcd") == 0) {
        if (a->count != 2 || (strcmp(a->arg[1], "own") != 0 && strcmp(a->arg[1], "simavr") != 0))
            return script_fail(s, "usage: lcd own|simavr");
        s->lcd_source = a->arg[1][0];
        return true;
    }
    if (strcmp(cmd, "lcd-inject") == 0)
        return script_lcd_inject(s, a);
    if (strcmp(cmd, "send") == 0 || strcmp(cmd, "send-raw") == 0) {
        if (!script_args_exactly(s, a, 2, "send \"text\""))
            return false;
        serial_send(a->arg[1], a->len[1]);
        if (strcmp(cmd, "send") == 0)
            serial_send("\n", 1);
        return true;
    }
    if (strcmp(cmd, "sender-gap-us") == 0) {
        if (!script_args_exactly(s, a, 2, "sender-gap-us US") || !script_number(s, a->arg[1], &v))
            return false;
        line_sender_set_gap_us(v);
        return true;
    }
    if (strcmp(cmd, "send-fault") == 0) {
        uint8_t fault;
        if (!script_args_exactly(s, a, 3, "send-fault framing|parity|overrun|flip0..7 \"text\""))
            return false;
        if (!line_noise_fault(a->arg[1], &fault))
            return script_fail(s, "unknown fault '%s' (framing, parity, overrun, flip0..flip7)",
                               a->arg[1]);
        line_sender_queue_fault(a->arg[2], a->len[2], (line_fault_t)fault);
        return true;
    }
    if (strcmp(cmd, "line-noise") == 0) {
        double rate;
        uint32_t kinds, seed = 1;
        if (a->count < 2 || a->count > 3 || !line_noise_parse(a->arg[1], &rate, &kinds))
            return script_fail(s, "usage: line-noise RATE[:KINDS] [SEED] (RATE 0..1, KINDS of "
                                  "framing,overrun,parity,flip)");
        if (a->count == 3 && !script_number(s, a->arg[2], &seed))
            return false;
        line_sender_set_noise(rate, kinds, seed, line_sender_stats()->sent);
        return true;
    }
    if (strcmp(cmd, "host-flow") == 0) {
        if (a->count != 2 || (strcmp(a->arg[1], "xoff") != 0 && strcmp(a->arg[1], "xon") != 0))
            return script_fail(s, "usage: host-flow xoff|xon");
        line_sender_priority(a->arg[1][2] == 'f' ? LINE_XOFF : LINE_XON);
        return true;
    }
    if (strcmp(cmd, "sender-flow") == 0) {
        v = LINE_SENDER_BRIDGE;
        if (a->count < 2 || a->count > 3 ||
            (strcmp(a->arg[1], "none") != 0 && strcmp(a->arg[1], "xonxoff") != 0))
            return script_fail(s, "usage: sender-flow none|xonxoff [IN-FLIGHT]");
        if (a->count == 3 && !script_number(s, a->arg[2], &v))
            return false;
        line_sender_set_flow(a->arg[1][0] == 'x', v);
        return true;
    }
    if (strcmp(cmd, "expect-uart-lost") == 0)
        return script_expect_lost(s, a);
    if (strcmp(cmd, "expect-uart") == 0)
        return (a->count >= 2 || script_fail(s, "usage: expect-uart \"text\" [MS]")) &&
               script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_uart_has, ms, "UART text");
    if (strcmp(cmd, "reject-uart") == 0) {
        uint64_t end;
        return script_args_exactly(s, a, 2, "reject-uart \"text\"") &&
               (!script_uart_find(s, a->arg[1], a->len[1], &end) ||
                script_fail(s, "the UART output contains the text"));
    }
    if (strcmp(cmd, "mark-uart") == 0) {
        s->uart_mark = serial_output_end();
        return script_args_exactly(s, a, 1, "mark-uart");
    }
    if (strcmp(cmd, "expect-banner") == 0)
        return (a->count >= 2 || script_fail(s, "usage: expect-banner \"text\" [MS]")) &&
               script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_banner_has, ms, "banner");
    if (strcmp(cmd, "expect-buzzer") == 0) {
        int i = a->count > 1 && strchr(a->arg[1], '-') != NULL ? 2 : 1;
        return script_wait_arg(s, a, i, &ms) &&
               script_wait_for(s, a, script_buzzer_heard, ms, "buzzer tone");
    }
    if (strcmp(cmd, "reject-buzzer") == 0) {
        uint32_t before = buzzer_probe_count();
        if (!script_args_exactly(s, a, 2, "reject-buzzer MS") || !script_number(s, a->arg[1], &ms) ||
            !script_run_ms(s, ms))
            return false;
        for (uint32_t i = before; i < buzzer_probe_count(); i++) {
            buzzer_tone_t t;
            if (buzzer_probe_get(i, &t) && t.edges >= 8)
                return script_fail(s, "a %u Hz tone started at %.1f ms", t.freq_hz,
                                   (double)t.start / BOARD_CYCLES_PER_MS);
        }
        s->buzzer_mark = buzzer_probe_count();
        return true;
    }
    if (strcmp(cmd, "expect-backlight") == 0) {
        if (a->count < 2 || (strcmp(a->arg[1], "on") != 0 && strcmp(a->arg[1], "off") != 0))
            return script_fail(s, "usage: expect-backlight on|off [MS]");
        return script_wait_arg(s, a, 2, &ms) &&
               script_wait_for(s, a, script_backlight_is, ms, "backlight state");
    }
    if (strcmp(cmd, "expect-boots") == 0)
        return script_args_exactly(s, a, 2, "expect-boots N") && script_number(s, a->arg[1], &v) &&
               (board_boot_count() == v ||
                script_fail(s, "the MCU started %u times, expected %u", board_boot_count(), v));
    if (strcmp(cmd, "expect-boot-count") == 0) {
        if (a->count < 2 || !script_number(s, a->arg[1], &v))
            return script_fail(s, "usage: expect-boot-count N [MS]");
        if (!script_wait_arg(s, a, 2, &ms))
            return false;
        if (script_wait_for(s, a, script_boot_count_is, ms, "boot counter"))
            return true;
        uint32_t count;
        box_record_boot_count(eeprom_file_bytes(board_avr()), &count);
        return script_fail(s, "the box record's boot counter is %u", count);
    }
    if (strcmp(cmd, "expect-lcd-timing-ok") == 0)
        return script_args_exactly(s, a, 1, "expect-lcd-timing-ok") &&
               (lcd_model_busy_violations() == 0 ||
                script_fail(s, "%u LCD writes came while the controller was busy",
                            lcd_model_busy_violations())) &&
               (lcd_part_busy_violations() == 0 ||
                script_fail(s, "%u LCD writes came while simavr's hd44780 part was busy",
                            lcd_part_busy_violations()));
    if (strcmp(cmd, "power-cut-after-us") == 0) {
        if (!script_args_exactly(s, a, 2, "power-cut-after-us US") ||
            !script_number(s, a->arg[1], &v))
            return false;
        power_cut_arm(board_now() + (uint64_t)v * (BOARD_F_CPU / 1000000u));
        return true;
    }
    if (strcmp(cmd, "power-cut-sweep") == 0) {
        uint32_t every, count;
        if (!script_args_exactly(s, a, 3, "power-cut-sweep EVERY-US COUNT") ||
            !script_number(s, a->arg[1], &every) || !script_number(s, a->arg[2], &count))
            return false;
        if (every == 0 || count == 0 || count > 100000)
            return script_fail(s, "power-cut-sweep needs EVERY-US > 0 and 1..100000 cut points");
        uint64_t e = (uint64_t)every * (BOARD_F_CPU / 1000000u);
        power_cut_sweep_start(board_now() + e, e, count);
        s->sweep_line = s->line;
        return true;
    }
    if (strcmp(cmd, "expect-watchdog-resets") == 0) {
        if (a->count < 2 || !script_number(s, a->arg[1], &v))
            return script_fail(s, "usage: expect-watchdog-resets N [MS]");
        if (!script_wait_arg(s, a, 2, &ms))
            return false;
        if (script_wait_for(s, a, script_watchdog_resets_are, ms, "watchdog resets"))
            return true;
        uint32_t count;
        box_record_watchdog_resets(eeprom_file_bytes(board_avr()), &count);
        return script_fail(s, "the box record counts %u watchdog resets", count);
    }
    if (strcmp(cmd, "power-cycle") == 0) {
        board_power_cycle();
        return script_args_exactly(s, a, 1, "power-cycle");
    }
    if (strcmp(cmd, "reset") == 0) {
        board_reset();
        return script_args_exactly(s, a, 1, "reset");
    }
    if (strcmp(cmd, "stop-kicks") == 0) { /* the firmware's WDR do nothing until a reset */
        wdt_chip_ignore_kicks();
        return script_args_exactly(s, a, 1, "stop-kicks");
    }
    if (strcmp(cmd, "hang") == 0) { /* stuck with interrupts off until a reset */
        chip_core_hang();
        return script_args_exactly(s, a, 1, "hang");
    }
    if (strcmp(cmd, "corrupt-eeprom") == 0) {
        uint32_t addr;
        uint8_t *ee = eeprom_file_bytes(board_avr());
        if (a->count < 2 || a->count > 3 || !script_number(s, a->arg[1], &addr))
            return script_fail(s, "usage: corrupt-eeprom ADDR [VALUE]");
        if (addr >= BOARD_EEPROM_SIZE)
            return script_fail(s, "EEPROM address %u out of range", addr);
        v = (uint8_t)~ee[addr];
        if (a->count == 3 && !script_number(s, a->arg[2], &v))
            return false;
        ee[addr] = (uint8_t)v;
        return true;
    }
    if (strcmp(cmd, "fill-eeprom") == 0) {
        if (!script_args_exactly(s, a, 2, "fill-eeprom VALUE") || !script_number(s, a->arg[1], &v))
            return false;
        memset(eeprom_file_bytes(board_avr()), (int)(v & 0xFF), BOARD_EEPROM_SIZE);
        return true;
    }
    if (strcmp(cmd, "load-eeprom") == 0) {
        if (!script_args_exactly(s, a, 2, "load-eeprom \"file\""))
            return false;
        FILE *f = fopen(a->arg[1], "rb");
        uint8_t img[BOARD_EEPROM_SIZE];
        size_t n = f != NULL ? fread(img, 1, sizeof img, f) : 0;
        bool whole = n == sizeof img && (f == NULL || fgetc(f) == EOF);
        if (f != NULL)
            fclose(f);
        if (!whole)
            return script_fail(s, "%s is no EEPROM image of %u bytes", a->arg[1], BOARD_EEPROM_SIZE);
        memcpy(eeprom_file_bytes(board_avr()), img, sizeof img);
        return true;
    }
    if (strcmp(cmd, "timeout") == 0)
        return script_args_exactly(s, a, 2, "timeout MS") &&
               script_number(s, a->arg[1], &s->timeout_ms);
    if (strcmp(cmd, "dump-lcd") == 0) {
        if (!script_args_exactly(s, a, 1, "dump-lcd") || !script_lcd_settle(s))
            return false;
        fprintf(script_out, "%s:%u: LCD at %.1f ms\n", s->file, s->line,
                (double)board_now() / BOARD_CYCLES_PER_MS);
        script_print_lcd(s, script_out);
        if (!lcd_part_attached())
            return true;
        bool agree = script_lcd_cross_check(s);
        lcd_check_print(script_out, &script_lcd_check);
        return agree;
    }
    if (strcmp(cmd, "dump-buzzer") == 0) {
        for (uint32_t i = 0; i < buzzer_probe_count(); i++) {
            buzzer_tone_t t;
            if (buzzer_probe_get(i, &t))
                fprintf(script_out, "%s:%u: tone %u: %u Hz at %.1f ms for %.1f ms (%u edges)\n",
                        s->file, s->line, i, t.freq_hz, (double)t.start / BOARD_CYCLES_PER_MS,
                        (double)(t.end - t.start) / BOARD_CYCLES_PER_MS, t.edges);
        }
        return script_args_exactly(s, a, 1, "dump-buzzer");
    }
    if (strcmp(cmd, "expect-digits") == 0 || strcmp(cmd, "reject-digits") == 0 ||
        strcmp(cmd, "expect-leds") == 0 || strcmp(cmd, "expect-tm1638-timing-ok") == 0 ||
        strcmp(cmd, "dump-digits") == 0)
        return script_tm1638_step(s, a);
    if (strcmp(cmd, "expect-display") == 0 || strcmp(cmd, "reject-display") == 0 ||
        strcmp(cmd, "dump-display") == 0 || strcmp(cmd, "expect-parts-ok") == 0)
        return script_display_step(s, a);
    if (strcmp(cmd, "dump-uart") == 0) {
        fprintf(script_out, "%s:%u: ", s->file, s->line);
        script_print_uart_tail(script_out, 400);
        return script_args_exactly(s, a, 1, "dump-uart");
    }
    if (strcmp(cmd, "echo") == 0) {
        fprintf(script_out, "%s:%u: %s\n", s->file, s->line, a->count > 1 ? a->arg[1] : "");
        return true;
    }
    return script_fail(s, "unknown command '%s'", cmd);
}

/* The script's lines, read at the start (a sweep and goto run lines again). */
static char **script_lines;
static unsigned script_line_count;

/* Index of the line "label NAME"; -1 when there is none. */
static int script_label(const char *name)
{
    return script_parse_label(script_lines, script_line_count, name);
}

static bool script_exec(script_t *s, unsigned first, unsigned *ended);

/* Where the runs of a sweep ended: line (1-based, 0 = end of the script) and how many. */
typedef struct {
    unsigned line, runs;
} script_outcome_t;

/* power-cut-sweep-check at line index at: runs the lines after it once per cut point; each
 * way the runs ended must have happened at least min_runs times (2: an outcome seen only at
 * the extra cut at the check itself means the sweep's window missed what it was to cross). */
static bool script_sweep_check(script_t *s, unsigned at, uint32_t min_runs)
{
    if (s->sweep_line == 0 || s->in_sweep_run)
        return script_fail(s, s->in_sweep_run ? "a sweep cannot run inside a sweep"
                                              : "no power-cut-sweep step before this one");
    while (power_cut_sweep_recorded() + 1u < power_cut_sweep_total()) {
        if (!script_run_ms(s, 1))
            return false;
    }
    power_cut_sweep_add_now();
    uint32_t n = power_cut_sweep_total();
    uint64_t t0 = power_cut_sweep_cycle(0);
    script_outcome_t outcome[8];
    unsigned kinds = 0, other = 0, booted = 0;
    /* each point's outcome (its index in outcome[], OTHER: elsewhere), for the points with
     * the same image: only the EEPROM survives a cut, so they are the same cut */
    enum { OTHER = sizeof outcome / sizeof outcome[0] };
    uint8_t *kind_of = malloc(n);
    if (kind_of == NULL)
        return script_fail(s, "no memory for the sweep's %u outcomes", n);
    s->in_sweep_run = true;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t same = power_cut_sweep_same_as(i);
        if (same != i) {
            kind_of[i] = kind_of[same];
            if (kind_of[i] == OTHER)
                other++;
            else
                outcome[kind_of[i]].runs++;
            continue;
        }
        booted++;
        uint64_t cut = power_cut_sweep_cycle(i);
        power_cut_restore(i);
        s->uart_mark = serial_output_end();
        s->buzzer_mark = buzzer_probe_count();
        s->lost_expected = script_uart_lost();
        unsigned ended = 0;
        if (!script_exec(s, at + 1u, &ended)) {
            char why[sizeof s->failure];
            snprintf(why, sizeof why, "%s", s->failure);
            free(kind_of);
            return script_fail(s, "after a power cut at point %u of %u (%s, %.3f ms after "
                                  "the first point): %s", i + 1u, n,
                               i + 1u == n ? "at power-cut-sweep-check" : "during the steps",
                               (double)(cut - t0) / BOARD_CYCLES_PER_MS, why);
        }
        unsigned k = 0;
        while (k < kinds && outcome[k].line != ended)
            k++;
        if (k == kinds && kinds < sizeof outcome / sizeof outcome[0])
            outcome[kinds++] = (script_outcome_t){ended, 0};
        kind_of[i] = (uint8_t)k;
        if (k < kinds)
            outcome[k].runs++;
        else
            other++;
    }
    free(kind_of);
    s->in_sweep_run = false;
    fprintf(script_out, "%s:%u: power-cut sweep: %u cut points (from line %u on, and here), "
                        "all passed; %u booted, %u with an earlier one's EEPROM image; runs ended:",
            s->file, at + 1u, n, s->sweep_line, booted, n - booted);
    for (unsigned k = 0; k < kinds; k++) {
        if (outcome[k].line)
            fprintf(script_out, "%s at line %u: %u", k ? "," : "", outcome[k].line, outcome[k].runs);
        else
            fprintf(script_out, "%s at the end: %u", k ? "," : "", outcome[k].runs);
    }
    if (other)
        fprintf(script_out, ", elsewhere: %u", other);
    fputc('\n', script_out);
    for (unsigned k = 0; k < kinds; k++) {
        char where[32] = "the end";
        if (outcome[k].line)
            snprintf(where, sizeof where, "line %u", outcome[k].line);
        if (outcome[k].runs < min_runs)
            return script_fail(s, "the runs that ended at %s happened %u time(s), fewer than "
                                  "%u: the sweep's cut points do not cross that outcome",
                               where, outcome[k].runs, (unsigned)min_runs);
    }
    return true;
}

/* Runs the lines from index first to the end of the script or an end step (*ended: its
 * 1-based line, 0 at the end of the script). */
static bool script_exec(script_t *s, unsigned first, unsigned *ended)
{
    static script_args_t a;
    unsigned jumps = 0;
    for (unsigned i = first; i < script_line_count; i++) {
        s->line = i + 1u;
        snprintf(s->step, sizeof s->step, "%s", script_lines[i]);
        s->step[strcspn(s->step, "\r\n")] = '\0';
        if (!script_split(s, script_lines[i], &a))
            return false;
        if (a.count == 0)
            continue;
        s->steps++;
        const char *cmd = a.arg[0];
        if (strcmp(cmd, "end") == 0) {
            if (ended)
                *ended = s->line;
            return script_args_exactly(s, &a, 1, "end");
        }
        if (strcmp(cmd, "label") == 0) {
            if (!script_args_exactly(s, &a, 2, "label NAME"))
                return false;
            continue;
        }
        if (strcmp(cmd, "power-cut-sweep-check") == 0) {
            uint32_t min_runs = 1;
            if (a.count > 2)
                return script_fail(s, "usage: power-cut-sweep-check [MIN-RUNS]");
            if ((a.count == 2 && !script_number(s, a.arg[1], &min_runs)) ||
                !script_sweep_check(s, i, min_runs))
                return false;
            if (ended)
                *ended = 0;
            return true;
        }
        bool jump = strcmp(cmd, "goto") == 0;
        if (strcmp(cmd, "jump-if-lcd") == 0 || strcmp(cmd, "jump-if-uart") == 0 ||
            strcmp(cmd, "jump-if-digits") == 0 || strcmp(cmd, "jump-if-display") == 0 ||
            strcmp(cmd, "jump-if-boot-count") == 0 || strcmp(cmd, "jump-if-leds") == 0) {
            bool leds = strcmp(cmd, "jump-if-leds") == 0;
            bool lcd = strcmp(cmd, "jump-if-lcd") == 0, digits = strcmp(cmd, "jump-if-digits") == 0;
            bool display = strcmp(cmd, "jump-if-display") == 0;
            bool count_of_boots = strcmp(cmd, "jump-if-boot-count") == 0;
            int n = lcd ? 4 : 3; /* arguments before the optional MS */
            uint32_t ms = 0;
            uint8_t want[TM1638_MODEL_DIGITS];
            size_t count;
            if ((lcd && !script_row_arg(s, &a)) || a.count < n || a.count > n + 1 ||
                (a.count == n + 1 && !script_number(s, a.arg[n], &ms)))
                return script_fail(s, "usage: %s", lcd ? "jump-if-lcd ROW \"text\" LABEL [MS]"
                                                   : count_of_boots ? "jump-if-boot-count N LABEL [MS]"
                                                       : "jump-if-uart|digits|display|leds \"text\" "
                                                         "LABEL [MS]");
            if (!script_fits_board(s, cmd) ||
                (digits && !script_digits_arg(s, a.arg[1], want, &count)))
                return false;
            if (leds && !script_leds_arg(a.arg[1]))
                return script_fail(s, "usage: jump-if-leds \"b1..b8\" LABEL [MS]");
            uint64_t stop = board_now() + (uint64_t)ms * BOARD_CYCLES_PER_MS;
            jump = script_wait_for(s, &a, lcd ? script_lcd_has : digits ? script_digits_show
                                          : count_of_boots ? script_boot_count_is
                                          : leds           ? script_leds_are
                                          : display        ? script_display_has
                                                           : script_uart_has,
                                   ms, "text");
            if (!jump && board_now() < stop) /* a crash or --max-ms, not a miss */
                return false;
            snprintf(a.arg[1], sizeof a.arg[1], "%s", a.arg[n - 1]);
            if (!jump)
                continue;
        } else if (jump && !script_args_exactly(s, &a, 2, "goto LABEL")) {
            return false;
        }
        if (jump) {
            int to = script_label(a.arg[1]);
            if (to < 0)
                return script_fail(s, "no label '%s'", a.arg[1]);
            if (++jumps > 100000u)
                return script_fail(s, "more than 100000 jumps: a loop?");
            i = (unsigned)to;
            continue;
        }
        if (!script_step(s, &a))
            return false;
    }
    if (ended)
        *ended = 0;
    return true;
}

static void script_report(const script_t *s)
{
    fprintf(stderr, "%s:%u: FAILED: %s\n", s->file, s->line, s->step);
    fprintf(stderr, "  %s\n", s->failure);
    fprintf(stderr, "at %.1f ms simulated, boot %u; %s:\n",
            (double)board_now() / BOARD_CYCLES_PER_MS, board_boot_count(),
            sim_parts_display() ? "display" : board_has_tm1638() ? "TM1638 display" : "LCD");
    if (sim_parts_display()) {
        script_print_display(stderr);
        sim_parts_summary(stderr, "  ");
    } else if (board_has_tm1638()) {
        script_print_tm1638(stderr);
        tm1638_model_print_problems(stderr, "  ");
    } else {
        script_print_lcd(s, stderr);
    }
    if (lcd_part_attached()) {
        if (!s->lcd_disagreed)
            lcd_check_compare(&script_lcd_check);
        fprintf(stderr, "LCD cross-check (. same, c/g excused by simavr 1.6's CGRAM bug, "
                        "X different):\n");
        lcd_check_print(stderr, &script_lcd_check);
        if (lcd_part_shift_commands())
            fprintf(stderr, "  note: the firmware sent %u shift command(s), which simavr "
                            "1.6's part does not model\n", lcd_part_shift_commands());
    }
    script_print_uart_tail(stderr, 400);
    modes_print_uart_summary(stderr, "", false);
}

int script_mode_run(const sim_options_t *opt)
{
    FILE *f = fopen(opt->script_path, "r");
    char why[128];
    if (f == NULL) {
        perror(opt->script_path);
        return 2;
    }
    if (!script_parse_load(f, &script_lines, &script_line_count, why, sizeof why)) {
        fprintf(stderr, "%s: %s\n", opt->script_path, why);
        fclose(f);
        return 2;
    }
    /* Our output goes to a copy of stdout; fd 1 to /dev/null, for the hd44780 part's
     * printf() of every byte (and simavr's other chatter). */
    fflush(stdout);
    int out_fd = dup(1);
    int null_fd = open("/dev/null", O_WRONLY);
    script_out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
    if (script_out == NULL || null_fd < 0 || dup2(null_fd, 1) < 0) {
        perror("nimbox-sim: stdout");
        fclose(f);
        return 2;
    }
    close(null_fd);
    board_config_t cfg = {.elf_path = opt->elf_path, .pins = opt->board,
                          .eeprom_path = opt->eeprom_path,
                          .ladder = opt->ladder, .lcd_part = true,
                          .noise_seed = opt->noise_seed_given ? opt->noise_seed : 1u};
    if (!board_open(&cfg)) {
        fclose(f);
        return 2;
    }
    double wall0 = modes_wall_seconds();
    static script_t s;
    s.file = opt->script_path;
    s.timeout_ms = opt->timeout_ms;
    s.lcd_source = opt->lcd_source == 's' ? 's' : 'o';
    s.max_cycles = opt->max_ms ? (uint64_t)opt->max_ms * BOARD_CYCLES_PER_MS : UINT64_MAX;
    fclose(f);
    bool ok = script_exec(&s, 0, NULL);
    if (ok)
        snprintf(s.step, sizeof s.step, "(end of the script)");
    if (ok && board_run_until(board_now()) != BOARD_RUNNING)
        ok = script_fail(&s, "%s", board_stop_reason());
    if (ok && script_uart_lost() > s.lost_expected)
        ok = script_fail(&s, "%llu bytes were lost at the receiver (the first: byte %llu sent); "
                             "no expect-uart-lost step expected it",
                         (unsigned long long)script_uart_lost(),
                         (unsigned long long)usart_rx_stats()->first_lost);
    int ram_left = board_ram_left();
    if (ok && ram_left < SCRIPT_MIN_RAM_LEFT)
        ok = script_fail(&s, "the stack reached %u B: RAM left %d B, under the %d B kept free",
                         board_stack_peak(), ram_left, SCRIPT_MIN_RAM_LEFT);
    if (!ok)
        script_report(&s);
    else
        fprintf(script_out,
                "%s: %u steps passed, %.1f ms simulated; stack peak %u B, static RAM %u B, "
                "RAM left %d B\n",
                s.file, s.steps, (double)board_now() / BOARD_CYCLES_PER_MS, board_stack_peak(),
                board_static_ram(), ram_left);
    if (ok && board_has_tm1638())
        fprintf(script_out,
                "%s: TM1638: %u transactions (%u key reads, %u display bytes written; longest "
                "key read %.1f us, write %.1f us); timing violations %u, protocol errors %u\n",
                s.file, tm1638_model_transactions(), tm1638_model_key_reads(),
                tm1638_model_bytes_written(),
                (double)tm1638_model_longest_key_read() * 1e6 / BOARD_F_CPU,
                (double)tm1638_model_longest_write() * 1e6 / BOARD_F_CPU,
                tm1638_model_timing_violations(), tm1638_model_protocol_errors());
    if (ok) {
        char prefix[SCRIPT_ARG_MAX];
        snprintf(prefix, sizeof prefix, "%s: ", s.file);
        sim_parts_summary(script_out, prefix);
    }
    if (ok && lcd_part_attached())
        fprintf(script_out,
                "%s: LCD cross-check: %u comparisons with simavr's hd44780 part, all agreed "
                "(%u with cells excused by its CGRAM bug); writes while busy: our model %u, "
                "simavr part %u\n",
                s.file, s.lcd_checks, s.lcd_excused, lcd_model_busy_violations(),
                lcd_part_busy_violations());
    if (ok && line_sender_stats()->sent) {
        char prefix[SCRIPT_ARG_MAX];
        snprintf(prefix, sizeof prefix, "%s: ", s.file);
        modes_print_uart_summary(script_out, prefix, true);
    }
    if (opt->stats)
        modes_print_stats(modes_wall_seconds() - wall0);
    fflush(script_out);
    fflush(stdout);
    board_close();
    return ok ? 0 : 1;
}
