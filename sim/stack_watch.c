/* stack_watch.c - the firmware's peak stack by painting the free RAM (see stack_watch.h). */
#include "stack_watch.h"

#include <string.h>

#define STACK_WATCH_RAM_START 0x100u /* the ATmega328P's SRAM starts after the I/O space */

static uint32_t stack_end; /* first byte above the static data */
static uint16_t stack_peak;

void stack_watch_init(const elf_firmware_t *fw)
{
    stack_end = STACK_WATCH_RAM_START + fw->datasize + fw->bsssize;
    for (uint32_t i = 0; i < (uint32_t)fw->symbolcount; i++) {
        if (strcmp(fw->symbol[i]->symbol, "_end") == 0) {
            stack_end = fw->symbol[i]->addr & 0xFFFFu;
            break;
        }
    }
    stack_peak = 0;
}

void stack_watch_paint(avr_t *avr)
{
    for (uint32_t a = stack_end; a <= avr->ramend; a++)
        avr->data[a] = stack_watch_junk(a);
}

void stack_watch_scan(avr_t *avr)
{
    uint32_t a = stack_end;
    while (a <= avr->ramend && avr->data[a] == stack_watch_junk(a))
        a++;
    uint16_t used = (uint16_t)(avr->ramend + 1 - a);
    if (used > stack_peak)
        stack_peak = used;
}

uint16_t stack_watch_peak(void)
{
    return stack_peak;
}

uint16_t stack_watch_static(void)
{
    return (uint16_t)(stack_end - STACK_WATCH_RAM_START);
}
