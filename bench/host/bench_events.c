/* bench_events.c - the simulator's timed events and resets (board_at, board_cancel and
 * board_reset_from of sim/board.h) for the parts of sim/ the bench runner links: the TM1638
 * model times its DIO level with them, the chip's watchdog (sim/wdt_chip.c) its timeouts and
 * its reset. Events run on simavr's cycle timers of the core bench_sim_open made last. The
 * bench's runs are never reset: a reset (the watchdog's: the firmware stopped kicking it) stops
 * the core instead, and bench_events_reset says why. */
#include <stdio.h>
#include <stdlib.h>

#include "bench_sim.h"
#include "board.h"
#include "sim_cycle_timers.h"

#define BENCH_EVENTS 8

static avr_t *bench_events_avr;
static char bench_reset_why[64];

static struct {
    void (*fn)(void *ctx);
    void *ctx;
} bench_event[BENCH_EVENTS];

static avr_cycle_count_t bench_event_fire(avr_t *avr, avr_cycle_count_t when, void *param)
{
    (void)avr;
    (void)when;
    size_t i = (size_t)((char *)param - (char *)bench_event) / sizeof bench_event[0];
    void (*fn)(void *) = bench_event[i].fn;
    bench_event[i].fn = NULL;
    fn(bench_event[i].ctx);
    return 0;
}

void board_cancel(void (*fn)(void *ctx), void *ctx)
{
    for (size_t i = 0; i < BENCH_EVENTS; i++) {
        if (bench_event[i].fn == fn && bench_event[i].ctx == ctx) {
            avr_cycle_timer_cancel(bench_events_avr, bench_event_fire, &bench_event[i]);
            bench_event[i].fn = NULL;
        }
    }
}

void board_at(uint64_t at, void (*fn)(void *ctx), void *ctx)
{
    avr_t *avr = bench_events_avr;
    board_cancel(fn, ctx);
    for (size_t i = 0; i < BENCH_EVENTS; i++) {
        if (bench_event[i].fn == NULL) {
            bench_event[i].fn = fn;
            bench_event[i].ctx = ctx;
            avr_cycle_timer_register(avr, at > avr->cycle ? at - avr->cycle : 1, bench_event_fire,
                                     &bench_event[i]);
            return;
        }
    }
    fprintf(stderr, "bench-runner: more than %d pending simulator events\n", BENCH_EVENTS);
    abort();
}

void board_reset_from(uint8_t cause, const char *why)
{
    (void)cause;
    snprintf(bench_reset_why, sizeof bench_reset_why, "%s", why);
    bench_events_avr->state = cpu_Done; /* bench_sim_run_until returns it */
}

void bench_events_attach(avr_t *avr)
{
    bench_events_avr = avr;
    bench_reset_why[0] = '\0';
    for (size_t i = 0; i < BENCH_EVENTS; i++)
        bench_event[i].fn = NULL;
}

const char *bench_events_reset(void)
{
    return bench_reset_why;
}
