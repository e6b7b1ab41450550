/* bench_judge.c - the board's judge throughput (see bench_judge.h). One core per stream: boot,
 * wait for the banner, type `judge P`, then keep simavr's UART0 input FIFO full so the bytes
 * arrive at the UART's own pace (the byte time the firmware configured: 1389 cycles at 115200
 * with U2X), and collect the answers. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "avr_uart.h"
#include "bench_judge.h"
#include "bench_panel.h"
#include "bench_ref.h"
#include "bench_sim.h"
#include "sim_io.h"
#include "sim_irq.h"

#define JUDGE_BOOT_LIMIT_MS 4000u
#define JUDGE_QUIET_MS 50u /* the answers are over when the line is quiet this long */
#define JUDGE_IN_MAX 40000u
#define JUDGE_OUT_MAX 40000u

static elf_firmware_t judge_fw; /* large: not on the stack */

/* simavr's input FIFO is full (its own accessor is only declared in avr_uart.h) */
static bool judge_fifo_full(const avr_uart_t *u)
{
    return u->input.read == ((u->input.write + 1) & (uart_fifo_fifo_size - 1));
}

static struct {
    avr_t *avr;
    char out[JUDGE_OUT_MAX];
    uint32_t out_len;
    uint64_t last_cycle; /* when the last output byte came */
    uint64_t last_slept; /* bench_sim_slept() then */
    bool stopped;        /* an XOFF came (no XON since) */
    uint32_t since_xoff; /* bytes sent since */
    uint32_t xoffs;
} jb;

#define JUDGE_IN_FLIGHT 16u /* bytes a USB-serial bridge still sends after an XOFF */

static void judge_on_uart(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value == 0x13u || value == 0x11u) { /* XOFF, XON: a flow-controlled sender takes them */
        jb.xoffs += value == 0x13u;
        jb.stopped = value == 0x13u;
        jb.since_xoff = 0;
        return;
    }
    if (jb.out_len + 1 < JUDGE_OUT_MAX)
        jb.out[jb.out_len++] = (char)value;
    jb.out[jb.out_len] = '\0';
    jb.last_cycle = jb.avr->cycle;
    jb.last_slept = bench_sim_slept();
}

static avr_uart_t *judge_uart(avr_t *avr)
{
    for (avr_io_t *io = avr->io_port; io != NULL; io = io->next)
        if (io->kind != NULL && strcmp(io->kind, "uart") == 0 && ((avr_uart_t *)io)->name == '0')
            return (avr_uart_t *)io;
    return NULL;
}

static uint64_t judge_rng_state = 0x2545F4914F6CDD1Du;

static uint32_t judge_rng(void)
{
    judge_rng_state ^= judge_rng_state << 13;
    judge_rng_state ^= judge_rng_state >> 7;
    judge_rng_state ^= judge_rng_state << 17;
    return (uint32_t)(judge_rng_state >> 16);
}

#define ADD(buf, len, cap, ...) ((len) += (uint32_t)snprintf((buf) + (len), (cap) - (len), __VA_ARGS__))

/* Writes stream i's input and its expected answers. */
static void judge_stream(int i, bench_judge_stream_t *s, char *in, uint32_t *in_len, char *want,
                         uint32_t *want_len)
{
    *in_len = *want_len = 0;
    if (i == 0) {
        s->problem = "hdu1527";
        s->what = "1000 pairs of 9- and 10-digit piles";
        for (int k = 0; k < 1000; k++) {
            uint32_t a = 100000000u + judge_rng() % 4000000000u, b = 100000000u + judge_rng() % 4000000000u;
            if (k % 4 == 0) { /* some P-positions too */
                uint64_t n = 100000000u + judge_rng() % 1000000000u;
                a = (uint32_t)ref_wythoff_a(n);
                b = a + (uint32_t)n;
            }
            ADD(in, *in_len, JUDGE_IN_MAX, "%u %u\n", a, b);
            ADD(want, *want_len, JUDGE_OUT_MAX, "%d\n", ref_wythoff_is_p(a, b) ? 0 : 1);
        }
    } else if (i == 1) {
        s->problem = "poj2348";
        s->what = "1000 pairs of 9- and 10-digit numbers, then 0 0";
        for (int k = 0; k < 1000; k++) {
            uint32_t a = 100000000u + judge_rng() % 4000000000u, b = 100000000u + judge_rng() % 4000000000u;
            ADD(in, *in_len, JUDGE_IN_MAX, "%u %u\n", a, b);
            ADD(want, *want_len, JUDGE_OUT_MAX, "%s\n", ref_euclid_wins(a, b) ? "Stan wins" : "Ollie wins");
        }
        ADD(in, *in_len, JUDGE_IN_MAX, "0 0\n");
    } else if (i == 3) {
        s->problem = "hdu1847";
        s->what = "5000 numbers of 1 to 3 digits (answers outgrow input), XON/XOFF sender";
        s->flow = true;
        for (int k = 0; k < 5000; k++) {
            uint32_t n = 1u + judge_rng() % 999u;
            ADD(in, *in_len, JUDGE_IN_MAX, "%u\n", n);
            ADD(want, *want_len, JUDGE_OUT_MAX, n % 3u ? "Kiki\n" : "Cici\n");
        }
    } else if (i == 4) { /* the most cases a byte: every byte carries the most work */
        s->problem = "hdu1527";
        s->what = "3000 pairs of 1- and 2-digit piles";
        for (int k = 0; k < 3000; k++) {
            uint32_t a = 1u + judge_rng() % 99u, b = 1u + judge_rng() % 99u;
            ADD(in, *in_len, JUDGE_IN_MAX, "%u %u\n", a, b);
            ADD(want, *want_len, JUDGE_OUT_MAX, "%d\n", ref_wythoff_is_p(a, b) ? 0 : 1);
        }
    } else {
        s->problem = "hdu2176";
        s->what = "100 cases of 20 10-digit piles, then 0";
        for (int k = 0; k < 100; k++) {
            uint32_t pile[20], x = 0;
            for (int j = 0; j < 20; j++) {
                pile[j] = 1000000000u + judge_rng() % 1000000000u; /* below 2^31 */
                if (j == k % 20)
                    pile[j] |= 0x80000000u; /* one pile holds the nim-sum's top bit */
                x ^= pile[j];
            }
            ADD(in, *in_len, JUDGE_IN_MAX, "20");
            for (int j = 0; j < 20; j++)
                ADD(in, *in_len, JUDGE_IN_MAX, " %u", pile[j]);
            ADD(in, *in_len, JUDGE_IN_MAX, "\n");
            ADD(want, *want_len, JUDGE_OUT_MAX, x != 0 ? "Yes\n" : "No\n");
            for (int j = 0; j < 20 && x != 0; j++)
                if ((pile[j] ^ x) < pile[j])
                    ADD(want, *want_len, JUDGE_OUT_MAX, "%u %u\n", pile[j], pile[j] ^ x);
        }
        ADD(in, *in_len, JUDGE_IN_MAX, "0\n");
    }
}

static bool judge_run_ms(uint32_t ms)
{
    int state = bench_sim_run_until(jb.avr, jb.avr->cycle + (uint64_t)ms * BENCH_CYCLES_PER_MS);
    return state != cpu_Crashed && state != cpu_Done;
}

/* Feeds bytes through the input FIFO, keeping it full (flow: stopping JUDGE_IN_FLIGHT bytes
 * after an XOFF until the XON). */
static bool judge_send(avr_uart_t *u, avr_irq_t *in, const char *bytes, uint32_t n, bool flow)
{
    for (uint32_t i = 0; i < n; i++) {
        while (judge_fifo_full(u) || (flow && jb.stopped && jb.since_xoff >= JUDGE_IN_FLIGHT)) {
            int state = bench_sim_run_until(jb.avr, jb.avr->cycle + 200u);
            if (state == cpu_Crashed || state == cpu_Done)
                return false;
        }
        avr_raise_irq(in, (uint8_t)bytes[i]);
        jb.since_xoff++;
    }
    return true;
}

static void judge_one(const char *path, int i, bench_judge_report_t *rep)
{
    static char in[JUDGE_IN_MAX], want[JUDGE_OUT_MAX];
    uint32_t in_len, want_len;
    bench_judge_stream_t *s = &rep->stream[i];
    judge_stream(i, s, in, &in_len, want, &want_len);
    memset(&jb, 0, sizeof jb);
    jb.avr = bench_sim_open(path, &judge_fw);
    if (jb.avr == NULL) {
        snprintf(s->problem_text, sizeof s->problem_text, "simavr cannot load %s", path);
        return;
    }
    uint32_t flags = 0;
    avr_ioctl(jb.avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(jb.avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(jb.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            judge_on_uart, NULL);
    avr_irq_t *uin = avr_io_getirq(jb.avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    avr_uart_t *u = judge_uart(jb.avr);
    /* the board's keys and display (no key held): the TM1638's key reads take the bus in the
     * main loop, awake time the rate must include */
    if (!bench_panel_attach(jb.avr, path, s->problem_text, sizeof s->problem_text)) {
        avr_terminate(jb.avr);
        return;
    }
    for (uint32_t t = 0; t < JUDGE_BOOT_LIMIT_MS && strstr(jb.out, "ready\n") == NULL; t += 10)
        if (!judge_run_ms(10))
            break;
    if (u == NULL || strstr(jb.out, "ready\n") == NULL) {
        snprintf(s->problem_text, sizeof s->problem_text, "no banner after %u ms",
                 JUDGE_BOOT_LIMIT_MS);
        avr_terminate(jb.avr);
        return;
    }
    rep->uart_cycles_per_byte = (uint32_t)u->cycles_per_byte;
    char line[32];
    snprintf(line, sizeof line, "judge %s\n", s->problem);
    judge_send(u, uin, line, (uint32_t)strlen(line), false);
    judge_run_ms(20);
    jb.out_len = 0;
    jb.out[0] = '\0';
    uint64_t c0 = jb.avr->cycle, s0 = bench_sim_slept();
    bool alive = judge_send(u, uin, in, in_len, s->flow);
    uint64_t quiet = (uint64_t)JUDGE_QUIET_MS * BENCH_CYCLES_PER_MS;
    while (alive && (jb.avr->cycle < jb.last_cycle + quiet || jb.out_len == 0) &&
           jb.avr->cycle - c0 < (uint64_t)60000 * BENCH_CYCLES_PER_MS)
        alive = judge_run_ms(5);
    s->in_bytes = in_len;
    s->out_bytes = jb.out_len;
    s->cycles = jb.last_cycle - c0;
    s->awake = s->cycles - (jb.last_slept - s0);
    s->answers_ok = jb.out_len == want_len && memcmp(jb.out, want, want_len) == 0;
    s->xoffs = jb.xoffs;
    s->kept_up = strstr(jb.out, "input lost") == NULL && (s->flow || jb.xoffs == 0);
    if (!alive)
        snprintf(s->problem_text, sizeof s->problem_text, "the firmware stopped (PC 0x%04x)",
                 (unsigned)jb.avr->pc);
    else if (!s->answers_ok) {
        uint32_t k = 0;
        while (k < jb.out_len && k < want_len && jb.out[k] == want[k])
            k++;
        snprintf(s->problem_text, sizeof s->problem_text,
                 "the answers differ from byte %" PRIu32 " (%" PRIu32 " of %" PRIu32 " bytes)", k,
                 jb.out_len, want_len);
    }
    avr_terminate(jb.avr);
}

void bench_judge_measure(const char *path, bench_judge_report_t *rep)
{
    memset(rep, 0, sizeof *rep);
    for (int i = 0; i < BENCH_JUDGE_STREAMS; i++)
        judge_one(path, i, rep);
    rep->ran = true;
}
