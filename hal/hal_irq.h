/* hal_irq.h - global interrupt enable, so firmware/main.c needs no register access. */
#ifndef HAL_IRQ_H
#define HAL_IRQ_H

/* Enables interrupts once every device is set up. */
void hal_irq_enable(void);

#endif
