/* pin_keys.c - keys to ground on port pins (pin_keys.h), a part model (sim_part.h) named
 * "pin_keys". */
#include "pin_keys.h"

#include <stdio.h>
#include <string.h>

#include "avr_ioport.h"
#include "board.h"
#include "sim_part.h"

#define PK_MAX BOARD_PART_PINS

static struct {
    avr_t *avr;
    char port_name;
    uint16_t port_addr, ddr_addr;
    int count;
    uint8_t mask[PK_MAX]; /* each key's pin */
    const char *const *names;
    uint8_t port, ddr; /* PORTx and DDRx as last written */
    uint32_t held;
    uint32_t shorts;   /* a key held on a pin driven high */
    uint64_t first_short;
} pk;

/* Puts every key's pin at its level: low while held, else high through the pull-up only. */
static void pk_levels(void)
{
    uint8_t all = 0, value = 0;
    for (int k = 0; k < pk.count; k++) {
        uint8_t m = pk.mask[k];
        bool held = (pk.held >> k) & 1u;
        all |= m;
        if (held && (pk.ddr & m) && (pk.port & m) && pk.shorts++ == 0)
            pk.first_short = pk.avr->cycle;
        if (!held && (pk.port & m))
            value |= m; /* the pull-up (or the pin's own high output) */
    }
    avr_ioport_external_t e = {.name = pk.port_name, .mask = all, .value = value};
    avr_ioctl(pk.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(pk.port_name), &e);
    avr_irq_t *pins = avr_io_getirq(pk.avr, AVR_IOCTL_IOPORT_GETIRQ(pk.port_name), 0);
    for (int k = 0; k < pk.count; k++) {
        uint8_t m = pk.mask[k];
        if (!(pk.ddr & m)) {
            int bit = __builtin_ctz(m);
            avr_raise_irq(pins + bit, (value & m) ? 1 : 0);
        }
    }
}

static void pk_on_port(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    pk.port = (uint8_t)value;
    pk_levels();
}

static void pk_on_ddr(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    pk.ddr = (uint8_t)value;
    pk_levels();
}

static void pk_release(void *ctx)
{
    (void)ctx;
    pk.held = 0;
    pk_levels();
}

/* After a reset: the registers as they are (cleared), and the port's IRQs carrying them, for
 * avr_reset() cleared them without raising them and simavr drops a raise of the value an IRQ
 * already has (the firmware's first write of its pull-ups would never reach the model). */
static void pin_keys_mcu_started(void)
{
    avr_irq_t *port = avr_io_getirq(pk.avr, AVR_IOCTL_IOPORT_GETIRQ(pk.port_name), 0);
    pk.port = pk.avr->data[pk.port_addr];
    pk.ddr = pk.avr->data[pk.ddr_addr];
    avr_raise_irq(port + IOPORT_IRQ_REG_PORT, pk.port);
    avr_raise_irq(port + IOPORT_IRQ_DIRECTION_ALL, pk.ddr);
    pk_levels();
}

static bool pin_keys_attach(avr_t *avr, const board_part_t *part)
{
    memset(&pk, 0, sizeof pk);
    pk.avr = avr;
    pk.port_name = part->pin[0].port;
    for (int k = 0; k < PK_MAX && part->pin[k].port; k++) {
        if (part->pin[k].port != pk.port_name) {
            fprintf(stderr, "nimbox-sim: the pin_keys part needs its keys on one port\n");
            return false;
        }
        pk.mask[pk.count++] = (uint8_t)(1u << part->pin[k].bit);
    }
    if (pk.count == 0 || part->names == NULL) {
        fprintf(stderr, "nimbox-sim: the pin_keys part needs pins and the keys' names\n");
        return false;
    }
    pk.names = part->names;
    pk.port_addr = (uint16_t)(0x25u + 3u * (unsigned)(pk.port_name - 'B')); /* PORTB 0x25 */
    pk.ddr_addr = (uint16_t)(pk.port_addr - 1u);
    avr_irq_t *port = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(pk.port_name), 0);
    avr_irq_register_notify(port + IOPORT_IRQ_REG_PORT, pk_on_port, NULL);
    avr_irq_register_notify(port + IOPORT_IRQ_DIRECTION_ALL, pk_on_ddr, NULL);
    pin_keys_mcu_started();
    return true;
}

static void pin_keys_power_on(void)
{
    board_cancel(pk_release, NULL);
    pk.held = 0;
}

static int pin_keys_count(void)
{
    return pk.count;
}

static const char *pin_keys_name(int k)
{
    return pk.names[k];
}

static void pin_keys_keys(uint32_t mask, uint64_t release_at)
{
    pk.held = mask;
    board_cancel(pk_release, NULL);
    if (release_at != UINT64_MAX)
        board_at(release_at, pk_release, NULL);
    pk_levels();
}

uint32_t pin_keys_held(void)
{
    return pk.held;
}

static uint32_t pin_keys_problems(void)
{
    return pk.shorts;
}

static void pin_keys_summary(FILE *f, const char *prefix)
{
    if (pk.shorts)
        fprintf(f, "%skeys: %u presses on a pin driven high (a short), the first at %.3f ms\n",
                prefix, pk.shorts, (double)pk.first_short / BOARD_CYCLES_PER_MS);
}

static const sim_part_model_t pin_keys_model = {
    .name = "pin_keys",
    .attach = pin_keys_attach,
    .power_on = pin_keys_power_on,
    .mcu_started = pin_keys_mcu_started,
    .key_count = pin_keys_count,
    .key_name = pin_keys_name,
    .keys = pin_keys_keys,
    .keys_held = pin_keys_held,
    .problems = pin_keys_problems,
    .summary = pin_keys_summary,
};
SIM_PART_MODEL(pin_keys_model);
