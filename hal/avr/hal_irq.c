/* hal_irq.c (AVR) - global interrupt enable. */
#include "hal_irq.h"

#include <avr/interrupt.h>

void hal_irq_enable(void)
{
    sei();
}
