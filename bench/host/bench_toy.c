/* bench_toy.c - measures the toy firmware for `make bench` (see bench_toy.h). The board is
 * built here from libsimavr and the board's panel (bench_panel.h: the LCD keypad shield or the
 * TM1638 LED&KEY module, as the ELF names), UART0 in and out, the EEPROM's write time
 * (bench_eeprom.c), starting full of garbage.
 * Sequence: boot, DOWN, UP, OK (rules), LEFT (back to the menu), a few console `solve`
 * commands, 60 s idle at the menu, a Bash game (rules, start screen, Play: saved; a move and
 * the computer's answer: saved), the rest of the 10 minutes to power-down, 60 s powered down
 * and a 50 ms tap; the stack is scanned at the end, the main-loop stall in each phase. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "avr_uart.h"
#include "bench_eeprom.h"
#include "bench_panel.h"
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

static elf_firmware_t toy_fw; /* large: not on the stack */

static struct {
    avr_t *avr;
    char uart[TOY_UART_MAX];
    size_t uart_len;
    uint64_t uart_last;
} toy;

static void toy_on_uart(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (toy.uart_len + 1 < TOY_UART_MAX)
        toy.uart[toy.uart_len++] = (char)value;
    toy.uart[toy.uart_len] = '\0';
    toy.uart_last = toy.avr->cycle;
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

/* Presses a key for TOY_HOLD_MS; the latency is from the key going down to the last write of
 * the redraw it causes: the first redraw after it or, given a screen (the text
 * bench_panel_screen writes) and where the board logs its screens, the redraw that first
 * shows it (a screen that scrolls by itself changes before the key is seen). False (and no
 * latency) when the display did not change. */
static bool toy_press(bench_key_t key, const char *what, const char *until, uint64_t *latency,
                      bench_toy_report_t *rep)
{
    uint64_t t0 = toy.avr->cycle;
    bench_panel_mark();
    bench_panel_key(key);
    if (!toy_run_ms(TOY_HOLD_MS, rep))
        return false;
    bench_panel_key(BENCH_KEY_NONE);
    if (!toy_run_ms(TOY_AFTER_MS, rep))
        return false;
    uint16_t n = bench_panel_log_count();
    char screen[80], seen[80];
    bench_panel_screen(screen, sizeof screen);
    uint16_t first = 0;
    while (until != NULL && first < n && bench_panel_log_screen(first, seen, sizeof seen) &&
           strcmp(seen, until) != 0)
        first++;
    if (first == n) {
        TOY_NOTE(rep, "- %s %s: the display did not change%s (%s)\n", bench_panel_key_name(key),
                 what, n ? " to the screen expected" : "", screen);
        return false;
    }
    uint64_t last = bench_panel_log_at(first);
    for (uint16_t i = first + 1u; i < n && bench_panel_log_at(i) - last < TOY_MS(TOY_BURST_GAP_MS);
         i++)
        last = bench_panel_log_at(i);
    *latency = last - t0;
    TOY_NOTE(rep, "- %s %s: first change after %.2f ms, last write of the redraw after %" PRIu64
             " cycles = %.2f ms; then %s\n",
             bench_panel_key_name(key), what,
             (double)(bench_panel_log_at(first) - t0) / BENCH_CYCLES_PER_MS, *latency,
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

/* A tap: a key for ms, then none for TOY_AFTER_MS; true when the display changed after it
 * (text, not the backlight). */
static bool toy_tap(bench_key_t key, uint32_t ms, bench_toy_report_t *rep)
{
    bench_panel_mark();
    bench_panel_key(key);
    if (!toy_run_ms(ms, rep))
        return false;
    bench_panel_key(BENCH_KEY_NONE);
    return toy_run_ms(TOY_AFTER_MS, rep) && bench_panel_log_count() > 0;
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

/* The flash the board's bootloader leaves: BOARD_FLASH_MAX in board/<name>/board.mk (the
 * runner runs from the repository's root); 0 when not found. */
static uint32_t toy_flash_max(const char *board)
{
    char path[96], line[256];
    unsigned long max = 0;
    snprintf(path, sizeof path, "board/%s/board.mk", board);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "BOARD_FLASH_MAX := %lu", &max) == 1)
            break;
    fclose(f);
    return (uint32_t)max;
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
    bool attached = bench_panel_attach(avr, path, rep->problem, sizeof rep->problem);
    snprintf(rep->board, sizeof rep->board, "%s", bench_panel_board());
    if (!attached) {
        avr_terminate(avr);
        return;
    }
    rep->flash_max = toy_flash_max(rep->board);
    rep->ran = true;
    bench_sim_paint(avr);
    bench_eeprom_attach(avr);
    bench_eeprom_fill(avr, TOY_GARBAGE);
    bench_sim_gap_reset();
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            toy_on_uart, NULL);

    char screen[80];
    if (!toy_run_ms(TOY_BOOT_MS, rep))
        goto fail;
    bench_panel_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- after %u ms of boot (the EEPROM full of 0x%02X bytes): %s\n", TOY_BOOT_MS,
             TOY_GARBAGE, screen);
    TOY_NOTE(rep, "- set-up, from reset to the first main-loop pass (the display's start, the "
             "random seed's ADC reads, the boot screen drawn): %.2f ms (not a main-loop stall)\n",
             (double)bench_sim_gap_setup() / BENCH_CYCLES_PER_MS);
    toy_phase_end("the boot screen", rep);

    static const struct {
        bench_key_t key;
        const char *what;
        bool back; /* to the screen before the previous press (the menu) */
    } presses[] = {
        {BENCH_KEY_DOWN, "in the menu (next item)", false},
        {BENCH_KEY_UP, "in the menu (previous item)", false},
        {BENCH_KEY_OK, "in the menu (open the rules)", false},
        {BENCH_KEY_LEFT, "in the rules (back to the menu)", true},
    };
    char before[80] = "", menu[80] = "";
    for (size_t i = 0; i < sizeof presses / sizeof presses[0]; i++) {
        uint64_t lat;
        snprintf(menu, sizeof menu, "%s", before);
        bench_panel_screen(before, sizeof before);
        if (toy_press(presses[i].key, presses[i].what, presses[i].back ? menu : NULL, &lat,
                      rep)) {
            if (!rep->latency_ok || lat > rep->latency_cycles) {
                rep->latency_cycles = lat;
                snprintf(rep->latency_what, sizeof rep->latency_what, "worst: %s %s",
                         bench_panel_key_name(presses[i].key), presses[i].what);
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
    bench_panel_screen(screen, sizeof screen);
    uint64_t slept0 = bench_sim_slept(), c0 = avr->cycle;
    uint32_t adc0 = bench_panel_samples();
    if (!toy_run_ms(TOY_IDLE_MS, rep))
        goto fail;
    rep->idle_slept = bench_sim_slept() - slept0;
    rep->idle_cycles = avr->cycle - c0;
    rep->sleep_ok = true;
    rep->idle_adc = bench_panel_samples() - adc0;
    TOY_NOTE(rep, "- idle for %u s from %s: %" PRIu64 " of %" PRIu64 " cycles asleep; %" PRIu32
             " %ss (one per %.2f ms)%s\n",
             TOY_IDLE_MS / 1000u, screen, rep->idle_slept, rep->idle_cycles, rep->idle_adc,
             bench_panel_sample_name(), rep->idle_adc ? (double)TOY_IDLE_MS / rep->idle_adc : 0.0,
             bench_panel_tm1638() ? ", each on the bus in the main loop, awake"
                                  : ", each waited for asleep (ADC interrupt)");
    uint64_t awake = rep->idle_cycles - rep->idle_slept;
    TOY_NOTE(rep, "- awake while idle: %.0f cycles per ms (tick interrupt, %s, one main loop pass "
             "and app_step per key sample)\n", (double)awake / TOY_IDLE_MS,
             bench_panel_tm1638() ? "the key read on the TM1638 bus" : "ADC interrupt");

    toy_phase_end("idle at the menu", rep);

    /* A game: each step saves it in the EEPROM (the record's other slot holds garbage, so the
     * first save writes it all: the longest save there is). */
    uint32_t writes0 = bench_eeprom_writes();
    static const uint32_t game_after_ms[] = {
        0,    /* OK: Bash's rules */
        0,    /* OK: its start screen */
        600,  /* OK: Play (the game saved) */
        2500, /* OK: a move, the computer's answer (each saved) */
    };
    for (size_t i = 0; i < sizeof game_after_ms / sizeof game_after_ms[0]; i++) {
        bench_panel_key(BENCH_KEY_OK);
        rep->move_pressed = avr->cycle;
        if (!toy_run_ms(TOY_HOLD_MS, rep))
            goto fail;
        bench_panel_key(BENCH_KEY_NONE);
        if (!toy_run_ms(TOY_AFTER_MS + game_after_ms[i], rep))
            goto fail;
    }
    /* the move's saves: how soon after OK's press the last byte went in (the app takes the move
     * on the press, and the journal's writer starts then), and how often the writer got a byte
     * in (one a main-loop pass at most, never waiting for the EEPROM) */
    bench_eeprom_span(rep->move_pressed, &rep->move_save);
    rep->save_writes = bench_eeprom_writes() - writes0;
    bench_panel_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- a Bash game (rules, start screen, Play, a move, the computer's answer): %" PRIu32
             " EEPROM bytes written; then %s\n", rep->save_writes, screen);
    rep->save_stall_cycles = toy_phase_end("a game and its EEPROM saves", rep);
    rep->stall_ok = true;


    /* 10 minutes without input, then 60 s powered down, then a 50 ms tap. */
    if (!toy_run_ms(TOY_POWER_DOWN_MS + 1000u, rep))
        goto fail;
    slept0 = bench_sim_slept();
    c0 = avr->cycle;
    adc0 = bench_panel_samples();
    if (!toy_run_ms(TOY_DOWN_MS, rep))
        goto fail;
    rep->down_slept = bench_sim_slept() - slept0;
    rep->down_cycles = avr->cycle - c0;
    rep->down_adc = bench_panel_samples() - adc0;
    /* awake, the tick samples the keys every 4 ms: 50 conversions in 200 ms, powered down 6 */
    adc0 = bench_panel_samples();
    toy_tap(BENCH_KEY_OK, TOY_TAP_MS, rep);
    rep->down_tap_woke = bench_panel_samples() - adc0 > 40u;
    rep->down_ok = true;
    bench_panel_screen(screen, sizeof screen);
    TOY_NOTE(rep, "- powered down for %u s (after 10 minutes alone): %" PRIu64 " of %" PRIu64
             " cycles asleep; %" PRIu32 " %ss (one per %.1f ms, each on a watchdog "
             "wake-up); a %u ms tap of %s then %s the box: %s\n",
             TOY_DOWN_MS / 1000u, rep->down_slept, rep->down_cycles, rep->down_adc,
             bench_panel_sample_name(), rep->down_adc ? (double)TOY_DOWN_MS / rep->down_adc : 0.0,
             TOY_TAP_MS, bench_panel_key_name(BENCH_KEY_OK),
             rep->down_tap_woke ? "woke" : "did not wake", screen);

    rep->stack_peak = bench_sim_stack_peak(avr, &toy_fw);
    rep->stack_ok = true;
    if (bench_panel_tm1638())
        TOY_NOTE(rep, "- the TM1638 bus over the whole run: longest display write %.0f us, "
                 "longest key read %.0f us; %" PRIu32 " timing violations or protocol errors\n",
                 bench_panel_bus_write() / 16.0, bench_panel_bus_read() / 16.0,
                 bench_panel_bus_problems());
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
