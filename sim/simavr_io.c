/* simavr_io.c - simavr's peripheral modules and I/O handlers, reached from the outside. */
#include "simavr_io.h"

#include <string.h>

#include "avr_uart.h"

avr_io_t *simavr_io_find(avr_t *avr, const char *kind, char name)
{
    for (avr_io_t *io = avr->io_port; io != NULL; io = io->next) {
        if (io->kind == NULL || strcmp(io->kind, kind) != 0)
            continue;
        if (name == 0 || (strcmp(kind, "uart") == 0 && ((avr_uart_t *)io)->name == name))
            return io;
    }
    return NULL;
}

avr_io_read_t simavr_io_take_read(avr_t *avr, avr_io_addr_t addr, avr_io_read_t fn, void *param)
{
    avr_io_addr_t a = AVR_DATA_TO_IO(addr);
    avr_io_read_t old = avr->io[a].r.c;
    avr->io[a].r.c = fn;
    avr->io[a].r.param = param;
    return old;
}

avr_io_write_t simavr_io_take_write(avr_t *avr, avr_io_addr_t addr, avr_io_write_t fn,
                                    void *param)
{
    avr_io_addr_t a = AVR_DATA_TO_IO(addr);
    avr_io_write_t old = avr->io[a].w.c;
    avr->io[a].w.c = fn;
    avr->io[a].w.param = param;
    return old;
}

void simavr_io_watch(avr_t *avr, avr_io_addr_t addr, void (*fn)(struct avr_irq_t *irq,
                     uint32_t value, void *param), void *param)
{
    avr_irq_register_notify(avr_iomem_getirq(avr, addr, NULL, AVR_IOMEM_IRQ_ALL), fn, param);
}
