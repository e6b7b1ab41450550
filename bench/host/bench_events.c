/* bench_events.c - the simulator's timed events (board_at, board_cancel of sim/board.h) for the
 * parts of sim/ the bench runner links (the TM1638 model times its DIO level with them), over
 * simavr's cycle timers of the core the panel was attached to (bench_panel.c). The bench runs
 * never reset the core, so simavr's timers, which a reset drops, are enough here. */
#include <stdio.h>
#include <stdlib.h>

#include "bench_panel.h"
#include "board.h"
#include "sim_cycle_timers.h"

#define BENCH_EVENTS 8

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
            avr_cycle_timer_cancel(bench_panel_avr(), bench_event_fire, &bench_event[i]);
            bench_event[i].fn = NULL;
        }
    }
}

void board_at(uint64_t at, void (*fn)(void *ctx), void *ctx)
{
    avr_t *avr = bench_panel_avr();
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

void bench_events_clear(void)
{
    for (size_t i = 0; i < BENCH_EVENTS; i++)
        bench_event[i].fn = NULL;
}
