/* hang.c - the firmware's watchdog kicks ignored for a while (hang.h). */
#include "hang.h"

#include <stddef.h>

#include "avr_watchdog.h"
#include "simavr_io.h"

static struct {
    avr_t *avr;
    int (*ioctl)(struct avr_io_t *io, uint32_t ctl, void *io_param); /* the watchdog's own */
    uint64_t until;
    uint64_t ignored;
} hang;

static int hang_ioctl(struct avr_io_t *io, uint32_t ctl, void *io_param)
{
    if (ctl == AVR_IOCTL_WATCHDOG_RESET && hang.avr->cycle < hang.until) {
        hang.ignored++;
        return 0;
    }
    return hang.ioctl(io, ctl, io_param);
}

bool hang_attach(avr_t *avr)
{
    avr_io_t *io = simavr_io_find(avr, "watchdog", 0);
    if (io == NULL || io->ioctl == NULL)
        return false;
    if (io->ioctl != hang_ioctl) {
        hang.avr = avr;
        hang.ioctl = io->ioctl;
        io->ioctl = hang_ioctl;
    }
    return true;
}

void hang_until(uint64_t until)
{
    hang.until = until;
}

uint64_t hang_kicks_ignored(void)
{
    return hang.ignored;
}
