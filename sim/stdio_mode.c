/* stdio_mode.c - --uart-stdio: stdin is sent to UART0 by the line sender (at the line's rate
 * once the boot banner is out, like a program that waits for the board's ready line; bytes
 * the firmware does not take in time are lost, as on the chip), UART0's output goes to stdout
 * byte for byte, except the boot banner line which goes to stderr. Runs flat out and exits 0
 * once stdin has ended, every byte was sent and the UART stayed quiet for idle_ms of simulated
 * time; 3 on a crash or halt, 4 past --max-ms. Bytes lost at the receiver are reported on
 * stderr (modes_print_uart_summary). With --reader-xoff P:H the reader is a slow terminal:
 * every P simulated ms in which output came it sends XOFF ahead of its queued input, and XON
 * H ms later. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <unistd.h>

#include "board.h"
#include "line_sender.h"
#include "modes.h"
#include "serial.h"

#define STDIO_SLICE_CYCLES (BOARD_CYCLES_PER_MS / 4)
#define STDIO_QUEUE_LOW 4096u /* read more of stdin when the sender has less than this */

static bool stdio_wrote;
static uint32_t stdio_pause_period_ms, stdio_pause_hold_ms;
static uint64_t stdio_output_seen; /* the output's length at the last pause tick */
static FILE *stdio_out; /* the real stdout; fd 1 itself points at stderr during the run */

static void stdio_sink(void *ctx, uint8_t byte, bool in_banner)
{
    (void)ctx;
    if (in_banner) {
        fputc(byte, stderr);
    } else {
        fputc(byte, stdio_out);
        stdio_wrote = true;
    }
}

static void stdio_reader_resume(void *ctx)
{
    (void)ctx;
    line_sender_priority(LINE_XON);
}

/* The reader's tick: output came since the last one, so it pauses the board for a while. */
static void stdio_reader_pause(void *ctx)
{
    (void)ctx;
    uint64_t out = serial_output_end();
    if (out != stdio_output_seen) {
        stdio_output_seen = out;
        line_sender_priority(LINE_XOFF);
        board_at(board_now() + (uint64_t)stdio_pause_hold_ms * BOARD_CYCLES_PER_MS,
                 stdio_reader_resume, NULL);
    }
    board_at(board_now() + (uint64_t)stdio_pause_period_ms * BOARD_CYCLES_PER_MS,
             stdio_reader_pause, NULL);
}

/* Reads what stdin has without blocking; returns false at end of file. */
static bool stdio_take_input(void)
{
    struct pollfd p = {.fd = 0, .events = POLLIN};
    while (poll(&p, 1, 0) > 0) {
        uint8_t buf[4096];
        ssize_t n = read(0, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return true;
        if (n <= 0)
            return false;
        serial_send(buf, (size_t)n);
        if (n < (ssize_t)sizeof buf)
            return true;
    }
    return true;
}

int stdio_mode_run(const sim_options_t *opt)
{
    board_config_t cfg = {.elf_path = opt->elf_path, .pins = opt->board,
                          .eeprom_path = opt->eeprom_path,
                          .ladder = opt->ladder,
                          .noise_seed = opt->noise_seed_given ? opt->noise_seed : 1u};
    /* simavr prints diagnostics with printf(): send fd 1 to stderr, the UART to a copy of it. */
    fflush(stdout);
    int out_fd = dup(1);
    stdio_out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
    if (stdio_out == NULL || dup2(2, 1) < 0) {
        perror("nimbox-sim: stdout");
        return 2;
    }
    if (!board_open(&cfg))
        return 2;
    double wall0 = modes_wall_seconds();
    serial_set_sink(stdio_sink, NULL);
    serial_gate_on_banner(true);
    stdio_pause_period_ms = opt->reader_xoff_period_ms;
    stdio_pause_hold_ms = opt->reader_xoff_hold_ms;
    if (stdio_pause_period_ms)
        board_at(board_now() + (uint64_t)stdio_pause_period_ms * BOARD_CYCLES_PER_MS,
                 stdio_reader_pause, NULL);
    bool stdin_open = true;
    uint64_t idle = (uint64_t)opt->idle_ms * BOARD_CYCLES_PER_MS;
    uint64_t max = opt->max_ms ? (uint64_t)opt->max_ms * BOARD_CYCLES_PER_MS : UINT64_MAX;
    int status = 0;
    for (;;) {
        if (stdin_open && line_sender_queued() < STDIO_QUEUE_LOW)
            stdin_open = stdio_take_input();
        board_status_t st = board_run_until(board_now() + STDIO_SLICE_CYCLES);
        if (stdio_wrote) {
            fflush(stdio_out);
            stdio_wrote = false;
        }
        if (st != BOARD_RUNNING) {
            fprintf(stderr, "nimbox-sim: %s\n", board_stop_reason());
            status = 3;
            break;
        }
        /* the last byte's stop bit ends after its sampling point: that end may lie ahead */
        if (!stdin_open && serial_input_drained() && serial_banner_done() &&
            board_now() >= serial_last_activity() + idle)
            break;
        if (board_now() >= max) {
            fprintf(stderr, "nimbox-sim: stopped at --max-ms %u with input still pending or "
                            "output still coming\n", opt->max_ms);
            status = 4;
            break;
        }
    }
    fflush(stdio_out);
    modes_print_uart_summary(stderr, "nimbox-sim: ", opt->stats);
    if (opt->stats)
        modes_print_stats(modes_wall_seconds() - wall0);
    board_close();
    return status;
}
