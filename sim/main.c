/* main.c - nimbox-sim: the NimBox virtual board. Parses the options and starts a mode. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board.h"
#include "eeprom_chip.h"
#include "boot_chip.h"
#include "idle_skip.h"
#include "line_noise_opt.h"
#include "line_sender.h"
#include "modes.h"
#include "power_cut.h"
#include "usart.h"
#include "wdt_chip.h"

static void main_usage(FILE *f)
{
    fputs("usage: nimbox-sim [options] FIRMWARE.elf|FIRMWARE.hex\n"
          "       nimbox-sim --bootloader FILE.hex [options] [FIRMWARE.elf|FIRMWARE.hex]\n"
          "  (default)            interactive: LCD in the terminal, arrows/Enter are the buttons,\n"
          "                       l+key long press, r reset, p power cycle, u serial pane, q quit;\n"
          "                       the serial port is a pty (see --pty-link)\n"
          "  --uart-stdio         UART0 on stdin/stdout, headless, flat out; the boot banner goes to\n"
          "                       stderr; exits 0 once stdin ended and the firmware went quiet\n"
          "  --script FILE        run a test script headless in simulated time (see sim/script_mode.c)\n"
          "  --headless           no terminal: the serial port on the pty at --pty-link, for a\n"
          "                       program to talk to (avrdude, picocom, nimbox judge --port);\n"
          "                       events on stdout; until INT, TERM or HUP (sim/headless_mode.c)\n"
          "  --board NAME         the board (its pins from board/NAME/board.h); default: the one\n"
          "                       the ELF names in its .nimbox.board section, else the folder it\n"
          "                       is in (build/NAME/nimbox.elf), else uno-lcd\n"
          "  --eeprom FILE        keep the 1 KB EEPROM in FILE across runs\n"
          "  --ladder u|a|b       button ladder: u (alias c) 0/145/329/505/741 (default),\n"
          "                       a 0/100/256/410/640,"
          " b 0/205/405/623/824 (RIGHT UP DOWN LEFT SELECT)\n"
          "  --idle-ms N          --uart-stdio: quiet time that ends the run (default 500)\n"
          "  --timeout-ms N       --script: default wait of expect-* steps (default 2000)\n"
          "  --max-ms N           headless: fail after N simulated ms\n"
          "  --pty-link PATH      interactive and --headless: symlink to the serial pty\n"
          "                       (default /tmp/simavr-uart0)\n"
          "  --lcd own|simavr     whose LCD text expect-lcd reads and the terminal draws: our\n"
          "                       HD44780 model (default) or simavr's hd44780 part (both run and\n"
          "                       are cross-checked in --script and interactive modes)\n"
          "  --line-baud N        the serial line's rate: the sender sends a byte every 10 bits\n"
          "                       at N baud (default 115200), whether or not the firmware keeps up\n"
          "  --sender-gap-us N    idle time after each byte sent (a slower sender; default 0)\n"
          "  --flow none|xonxoff  the sender ignores flow control (default; make play: as the pty's IXON)\n"
          "                       or obeys XON/XOFF through the board's USB-serial bridge\n"
          "  --bridge 16u2|ch340  that bridge (default: the board's; sim/usb_bridge.h)\n"
          "  --bridge-buffer N    bytes the bridge holds besides its USB packet (default: its own)\n"
          "  --host-latency-us N  the host's time to act on the board's XOFF/XON (default 1000)\n"
          "  --xoff-inflight N    instead of the bridge: N bytes still sent after an XOFF reaches\n"
          "                       the sender, one frame after the board sent it\n"
          "  --line-noise RATE[:KINDS]  break each frame sent with probability RATE (0..1): KINDS\n"
          "                       (comma-separated) framing (stop bit low: FE0, data garbled),\n"
          "                       overrun (lost in the receiver, DOR0 on the next), parity (the\n"
          "                       parity bit wrong, where the firmware set parity), flip (a data\n"
          "                       bit in a good frame: a wrong byte); default framing,overrun\n"
          "  --line-noise-after N the first N bytes go clean (a command line before the data)\n"
          "  --reader-xoff P:H    --uart-stdio: the reader sends XOFF every P simulated ms and\n"
          "                       XON H ms later (a slow terminal pausing the board's output)\n"
          "  --noise-seed N       seed of the noise unconnected ADC inputs read (default: from\n"
          "                       the clock in the interactive mode, 1 in the headless ones)\n"
          "  --stats              print simulated time, cycles, sleep share, speed and the EEPROM\n"
          "                       writes (in all, to the most-written cell) to stderr\n"
          "  --single-steps       run simavr one instruction per call (slower, the same run:\n"
          "                       checks the batched runs, sim/board.c)\n"
          "  --sweep-every-point  a power-cut sweep boots every cut point, also those whose\n"
          "                       EEPROM image an earlier point had (the same cut: checks it)\n"
          "  --bootloader FILE.hex  a chip as the board ships: FILE in the boot section, the reset\n"
          "                       vector there (the board's fuses), the rest of the flash erased\n"
          "                       unless a firmware is given; flash it with avrdude on the pty\n"
          "  --high-fuse N        the high fuse (BOOTSZ, BOOTRST; default: the board's, uno-lcd\n"
          "                       0xDE, nano-tm1638 0xDA)\n"
          "  --flash FILE         keep the 32 KB flash in FILE across runs (as --eeprom)\n"
          "  --auto-reset on|off  opening the serial pty resets the board, as DTR does on an Uno\n"
          "                       or a Nano (default on)\n"
          "  --wdt chip|simavr    the watchdog as the chip has it (default) or simavr 1.6's own\n"
          "  --no-idle-skip       simulate every pass of a polling loop that changes nothing\n"
          "                       (by default skipped to the next event: sim/idle_skip.h)\n",
          f);
}

static uint32_t main_number(const char *opt, const char *text)
{
    char *end;
    unsigned long v = strtoul(text, &end, 10);
    if (*text == '\0' || *end != '\0' || v > 4000000000ul) {
        fprintf(stderr, "nimbox-sim: %s needs a number, got '%s'\n", opt, text);
        exit(2);
    }
    return (uint32_t)v;
}

double modes_wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void modes_print_stats(double wall_seconds)
{
    uint64_t cycles = board_now();
    uint64_t slept = board_slept_cycles();
    fprintf(stderr,
            "nimbox-sim: %.1f ms simulated, %llu cycles (%.1f%% asleep), %.3f s wall, "
            "%.1f M cycles/s (%.1f M executed cycles/s), %u boots\n",
            (double)cycles / BOARD_CYCLES_PER_MS, (unsigned long long)cycles,
            cycles ? 100.0 * (double)slept / (double)cycles : 0.0, wall_seconds,
            wall_seconds > 0 ? (double)cycles / wall_seconds / 1e6 : 0.0,
            wall_seconds > 0 ? (double)(cycles - slept) / wall_seconds / 1e6 : 0.0,
            board_boot_count());
    const eeprom_chip_stats_t *ee = eeprom_chip_stats();
    fprintf(stderr, "eeprom writes: %llu in all, at most %llu to one cell (address %u)\n",
            (unsigned long long)ee->writes, (unsigned long long)ee->most, ee->most_addr);
    const wdt_chip_stats_t *wdt = wdt_chip_stats();
    if (wdt->latest_kick_period)
        fprintf(stderr, "nimbox-sim: watchdog: %llu kicks, the latest %.1f ms into its %.1f ms "
                        "timeout (%.0f%%)\n",
                (unsigned long long)wdt->kicks, (double)wdt->latest_kick / BOARD_CYCLES_PER_MS,
                (double)wdt->latest_kick_period / BOARD_CYCLES_PER_MS,
                100.0 * (double)wdt->latest_kick / (double)wdt->latest_kick_period);
}

void modes_print_uart_summary(FILE *f, const char *prefix, bool always)
{
    const usart_rx_stats_t *rx = usart_rx_stats();
    const line_sender_stats_t *tx = line_sender_stats();
    uint64_t lost = usart_rx_lost();
    if (!always && lost == 0 && rx->framing_errors == 0 && rx->parity_errors == 0 &&
        !line_noise_any_faults())
        return;
    fprintf(f, "%sUART input: %llu bytes sent at %u baud, %llu lost at the receiver",
            prefix, (unsigned long long)tx->sent, line_sender_baud(), (unsigned long long)lost);
    if (lost)
        fprintf(f, " (%llu overrun: DOR0, %llu while the receiver was off, %llu while the chip "
                   "slept in power-down; the first: byte %llu)",
                (unsigned long long)rx->lost_overrun, (unsigned long long)rx->lost_off,
                (unsigned long long)rx->lost_asleep, (unsigned long long)rx->first_lost);
    if (rx->framing_errors)
        fprintf(f, ", %llu with a framing error", (unsigned long long)rx->framing_errors);
    if (rx->parity_errors)
        fprintf(f, ", %llu with a parity error", (unsigned long long)rx->parity_errors);
    line_noise_print_faults(f);
    if (line_sender_xonxoff())
        fprintf(f, "; XON/XOFF obeyed%s%s: %llu XOFF, %llu XON", *line_sender_bridge_name()
                    ? " through a " : "", line_sender_bridge_name(),
                (unsigned long long)tx->xoffs, (unsigned long long)tx->xons);
    if (tx->host_flow)
        fprintf(f, "; the host sent %llu XOFF/XON", (unsigned long long)tx->host_flow);
    fputc('\n', f);
}

int main(int argc, char **argv)
{
    sim_options_t opt = {.ladder = 'u', .lcd_source = 'o', .idle_ms = 500, .timeout_ms = 2000,
                         .pty_link = "/tmp/simavr-uart0", .auto_reset = true};
    bool uart_stdio = false, xonxoff = false;
    const char *bootloader = NULL, *flash_file = NULL;
    int high_fuse = -1;
    uint32_t inflight = LINE_SENDER_BRIDGE, bridge_buffer = 0;
    const usb_bridge_t *bridge = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes_value = strcmp(a, "--script") == 0 || strcmp(a, "--eeprom") == 0 ||
                           strcmp(a, "--ladder") == 0 || strcmp(a, "--idle-ms") == 0 ||
                           strcmp(a, "--timeout-ms") == 0 || strcmp(a, "--max-ms") == 0 ||
                           strcmp(a, "--pty-link") == 0 || strcmp(a, "--lcd") == 0 ||
                           strcmp(a, "--board") == 0 || strcmp(a, "--line-baud") == 0 ||
                           strcmp(a, "--sender-gap-us") == 0 || strcmp(a, "--flow") == 0 ||
                           strcmp(a, "--xoff-inflight") == 0 || strcmp(a, "--noise-seed") == 0 ||
                           strcmp(a, "--bridge") == 0 || strcmp(a, "--bridge-buffer") == 0 ||
                           strcmp(a, "--host-latency-us") == 0 || strcmp(a, "--line-noise") == 0 ||
                           strcmp(a, "--reader-xoff") == 0 || strcmp(a, "--line-noise-after") == 0 ||
                           strcmp(a, "--bootloader") == 0 || strcmp(a, "--high-fuse") == 0 ||
                           strcmp(a, "--flash") == 0 || strcmp(a, "--wdt") == 0 ||
                           strcmp(a, "--auto-reset") == 0;
        if (takes_value && next == NULL) {
            fprintf(stderr, "nimbox-sim: %s needs a value\n", a);
            return 2;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            main_usage(stdout);
            return 0;
        } else if (strcmp(a, "--uart-stdio") == 0) {
            uart_stdio = true;
        } else if (strcmp(a, "--headless") == 0) {
            opt.headless = true;
        } else if (strcmp(a, "--no-idle-skip") == 0) {
            idle_skip_enable(false);
        } else if (strcmp(a, "--bootloader") == 0) {
            bootloader = argv[++i];
        } else if (strcmp(a, "--flash") == 0) {
            flash_file = argv[++i];
        } else if (strcmp(a, "--high-fuse") == 0) {
            char *end;
            unsigned long v = strtoul(argv[++i], &end, 0);
            if (*argv[i] == '\0' || *end != '\0' || v > 0xFF) {
                fprintf(stderr, "nimbox-sim: --high-fuse takes a byte (0xDE)\n");
                return 2;
            }
            high_fuse = (int)v;
        } else if (strcmp(a, "--auto-reset") == 0) {
            const char *v = argv[++i];
            if (strcmp(v, "on") != 0 && strcmp(v, "off") != 0) {
                fprintf(stderr, "nimbox-sim: --auto-reset takes on or off\n");
                return 2;
            }
            opt.auto_reset = v[1] == 'n';
        } else if (strcmp(a, "--wdt") == 0) {
            const char *w = argv[++i];
            if (strcmp(w, "chip") != 0 && strcmp(w, "simavr") != 0) {
                fprintf(stderr, "nimbox-sim: --wdt takes chip or simavr\n");
                return 2;
            }
            wdt_chip_use_simavr(w[0] == 's');
        } else if (strcmp(a, "--stats") == 0) {
            opt.stats = true;
        } else if (strcmp(a, "--single-steps") == 0) {
            board_set_single_steps(true);
        } else if (strcmp(a, "--sweep-every-point") == 0) {
            power_cut_sweep_every_point(true);
        } else if (strcmp(a, "--script") == 0) {
            opt.script_path = argv[++i];
        } else if (strcmp(a, "--eeprom") == 0) {
            opt.eeprom_path = argv[++i];
        } else if (strcmp(a, "--ladder") == 0) {
            const char *f = argv[++i];
            if (strlen(f) != 1 || strchr("uabc", f[0]) == NULL) {
                fprintf(stderr, "nimbox-sim: --ladder takes u (or c), a or b\n");
                return 2;
            }
            opt.ladder = f[0] == 'c' ? 'u' : f[0];
        } else if (strcmp(a, "--idle-ms") == 0) {
            opt.idle_ms = main_number(a, argv[++i]);
        } else if (strcmp(a, "--timeout-ms") == 0) {
            opt.timeout_ms = main_number(a, argv[++i]);
        } else if (strcmp(a, "--max-ms") == 0) {
            opt.max_ms = main_number(a, argv[++i]);
        } else if (strcmp(a, "--lcd") == 0) {
            const char *m = argv[++i];
            if (strcmp(m, "own") != 0 && strcmp(m, "simavr") != 0) {
                fprintf(stderr, "nimbox-sim: --lcd takes own or simavr\n");
                return 2;
            }
            opt.lcd_source = m[0];
        } else if (strcmp(a, "--line-baud") == 0) {
            uint32_t baud = main_number(a, argv[++i]);
            if (baud < 300 || baud > 2000000) {
                fprintf(stderr, "nimbox-sim: --line-baud takes 300..2000000\n");
                return 2;
            }
            line_sender_set_baud(baud);
            opt.line_baud_set = true;
        } else if (strcmp(a, "--sender-gap-us") == 0) {
            line_sender_set_gap_us(main_number(a, argv[++i]));
        } else if (strcmp(a, "--flow") == 0) {
            const char *f = argv[++i];
            if (strcmp(f, "none") != 0 && strcmp(f, "xonxoff") != 0) {
                fprintf(stderr, "nimbox-sim: --flow takes none or xonxoff\n");
                return 2;
            }
            xonxoff = f[0] == 'x';
            opt.flow_set = true;
        } else if (strcmp(a, "--noise-seed") == 0) {
            char *end;
            opt.noise_seed = strtoull(argv[++i], &end, 0);
            if (*argv[i] == '\0' || *end != '\0') {
                fprintf(stderr, "nimbox-sim: --noise-seed needs a number\n");
                return 2;
            }
            opt.noise_seed_given = true;
        } else if (strcmp(a, "--xoff-inflight") == 0) {
            inflight = main_number(a, argv[++i]);
        } else if (strcmp(a, "--bridge") == 0) {
            bridge = usb_bridge_find(argv[++i]);
            if (bridge == NULL) {
                fprintf(stderr, "nimbox-sim: --bridge takes %s\n", usb_bridge_names());
                return 2;
            }
        } else if (strcmp(a, "--bridge-buffer") == 0) {
            bridge_buffer = main_number(a, argv[++i]);
            if (bridge_buffer == 0 || bridge_buffer > 65536) {
                fprintf(stderr, "nimbox-sim: --bridge-buffer takes 1..65536\n");
                return 2;
            }
        } else if (strcmp(a, "--host-latency-us") == 0) {
            line_sender_set_host_latency_us(main_number(a, argv[++i]));
        } else if (strcmp(a, "--line-noise") == 0) {
            if (!line_noise_parse(argv[++i], &opt.noise_rate, &opt.noise_kinds)) {
                fprintf(stderr, "nimbox-sim: --line-noise takes RATE[:KINDS], RATE from 0 to 1, "
                                "KINDS of framing,overrun,parity,flip\n");
                return 2;
            }
        } else if (strcmp(a, "--line-noise-after") == 0) {
            opt.noise_after = main_number(a, argv[++i]);
        } else if (strcmp(a, "--reader-xoff") == 0) {
            unsigned long p, h;
            char end;
            if (sscanf(argv[++i], "%lu:%lu%c", &p, &h, &end) != 2 || p == 0 || h == 0 ||
                h >= p || p > 3600000ul) {
                fprintf(stderr, "nimbox-sim: --reader-xoff takes PERIOD:HOLD in ms, "
                                "HOLD shorter than PERIOD\n");
                return 2;
            }
            opt.reader_xoff_period_ms = (uint32_t)p;
            opt.reader_xoff_hold_ms = (uint32_t)h;
        } else if (strcmp(a, "--board") == 0) {
            opt.board = board_pins_find(argv[++i]);
            if (opt.board == NULL) {
                fprintf(stderr, "nimbox-sim: unknown board '%s' (boards: %s)\n", argv[i],
                        board_pins_names());
                return 2;
            }
        } else if (strcmp(a, "--pty-link") == 0) {
            opt.pty_link = argv[++i];
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "nimbox-sim: unknown option %s\n", a);
            main_usage(stderr);
            return 2;
        } else if (opt.elf_path == NULL) {
            opt.elf_path = a;
        } else {
            fprintf(stderr, "nimbox-sim: one firmware only (%s)\n", a);
            return 2;
        }
    }
    if (opt.elf_path == NULL && bootloader == NULL && flash_file == NULL) {
        main_usage(stderr);
        return 2;
    }
    if (uart_stdio + opt.headless + (opt.script_path != NULL) > 1) {
        fprintf(stderr, "nimbox-sim: --uart-stdio, --headless and --script do not mix\n");
        return 2;
    }
    boot_chip_configure(bootloader, high_fuse, flash_file);
    line_sender_set_flow(xonxoff, inflight);
    line_sender_set_bridge(bridge, bridge_buffer);
    line_sender_set_noise(opt.noise_rate, opt.noise_kinds,
                          opt.noise_seed_given ? opt.noise_seed : 1u, opt.noise_after);
    if (uart_stdio)
        return stdio_mode_run(&opt);
    if (opt.script_path)
        return script_mode_run(&opt);
    if (opt.headless)
        return headless_mode_run(&opt);
    return tty_mode_run(&opt);
}
