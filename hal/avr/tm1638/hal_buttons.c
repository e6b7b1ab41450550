/* hal_buttons.c (AVR, TM1638 LED&KEY) - the module's eight keys as logical buttons
 * (board/nano-tm1638/key_map.h). The chip scans its keys by itself; reading them takes the
 * bus 138 us (32 bits at the datasheet's pace), the same bus the display's updates use. So
 * the keys are read in the main loop, never in an interrupt: the 4 ms tick only marks a
 * sample due (hal_avr_buttons_start), and hal_buttons_take_sample reads the keys when the
 * loop takes it. Nothing else holds the bus then (the display is written from the loop too),
 * so no lock is needed, and interrupts stay on through the read: the UART's receiver, whose
 * two-byte buffer fills in 174 us at 115200 baud, is served meanwhile. A loop busy past the
 * next tick takes that sample late, at the time it reads it, instead of queueing samples as
 * the shield's ADC does: the keys show what is held at the moment they are read. */
#include "hal_buttons.h"

#include "hal_avr_internal.h"
#include "hal_tick.h"
#include "key_map.h"
#include "tm1638.h"

static volatile bool sample_due;

void hal_avr_buttons_start(uint16_t tick_low)
{
    (void)tick_low;
    sample_due = true;
}

bool hal_avr_buttons_ready(void)
{
    return sample_due;
}

bool hal_avr_buttons_down(void)
{
    return tm1638_keys() != 0;
}

void hal_buttons_init(void)
{
    /* the lines are set up with the display (hal_display_init); samples start with the tick */
}

/* (no sample waits older than this read: a sample due reads the keys when it is taken) */
btn_t hal_buttons_read(void)
{
    return key_map_button(tm1638_keys());
}

bool hal_buttons_take_sample(btn_t *button, uint16_t *at)
{
    if (!sample_due) {
        return false;
    }
    sample_due = false;
    *button = hal_buttons_read();
    *at = (uint16_t)hal_tick_ms();
    return true;
}
