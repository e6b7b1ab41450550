/* idle_skip.c - fast-forwards polling loops that change nothing (see idle_skip.h). */
#include "idle_skip.h"

#include <string.h>

#include "sim_interrupts.h"

#define IDLE_MAX_LOOP 32u /* bytes: the backward jumps taken as a loop */
#define IDLE_NONE UINT32_MAX
#define IDLE_STATE 35     /* r0..r31, SREG, SPL, SPH: data[0..31], data[0x5D..0x5F] */

static struct {
    bool off;
    uint32_t head;          /* the loop's first instruction (IDLE_NONE: none watched) */
    bool armed;             /* a snapshot was taken at the head */
    bool clean;             /* nothing impure since */
    uint8_t state[IDLE_STATE];
    uint64_t at;            /* the snapshot's cycle */
    uint64_t due;           /* the earliest cycle timer then */
    uint64_t skipped;
} idle = {.head = IDLE_NONE};

void idle_skip_enable(bool on)
{
    idle.off = !on;
}

void idle_skip_reset(void)
{
    idle.head = IDLE_NONE;
    idle.armed = false;
}

uint64_t idle_skip_cycles(void)
{
    return idle.skipped;
}

/* I/O whose reading changes nothing (data addresses): TIFR0..2, EECR, SPMCSR, UCSR0A. */
static bool idle_flag_register(uint32_t addr)
{
    return addr >= 0x100 || addr == 0x35 || addr == 0x36 || addr == 0x37 || addr == 0x3F ||
           addr == 0x57 || addr == 0xC0;
}

static uint32_t idle_pointer(const avr_t *avr, unsigned low)
{
    return avr->data[low] | (uint32_t)avr->data[low + 1] << 8;
}

/* False when the instruction op (next: the word after it) may change anything but registers,
 * SREG and PC, or reads I/O that may. */
static bool idle_pure(const avr_t *avr, uint16_t op, uint16_t next)
{
    if ((op & 0xFE0F) == 0x9000) /* LDS */
        return idle_flag_register(next);
    if ((op & 0xF800) == 0xB000) /* IN */
        return idle_flag_register((((op >> 5) & 0x30u) | (op & 0x0Fu)) + 0x20u);
    if ((op & 0xFD00) == 0x9900) /* SBIC, SBIS */
        return idle_flag_register(((op >> 3) & 0x1Fu) + 0x20u);
    if ((op & 0xFE00) == 0x9000) { /* LD X/Y/Z with post-increment or pre-decrement, LPM, POP */
        switch (op & 0x000F) {
        case 0x1: return idle_flag_register(idle_pointer(avr, 30));
        case 0x2: return idle_flag_register(idle_pointer(avr, 30) - 1u);
        case 0x9: return idle_flag_register(idle_pointer(avr, 28));
        case 0xA: return idle_flag_register(idle_pointer(avr, 28) - 1u);
        case 0xC:
        case 0xD: return idle_flag_register(idle_pointer(avr, 26));
        case 0xE: return idle_flag_register(idle_pointer(avr, 26) - 1u);
        case 0x4: case 0x5: case 0x6: case 0x7: return true; /* LPM, ELPM */
        default: return false; /* POP and the rest */
        }
    }
    if ((op & 0xD000) == 0x8000) { /* LDD/STD (LD/ST Y and Z included) */
        if (op & 0x0200)
            return false;
        uint32_t q = (op & 0x7u) | ((op >> 7) & 0x18u) | ((op >> 8) & 0x20u);
        return idle_flag_register(idle_pointer(avr, op & 0x8 ? 28 : 30) + q);
    }
    if ((op & 0xFE00) == 0x9200 || (op & 0xF800) == 0xB800 || (op & 0xFD00) == 0x9800)
        return false; /* ST, STS, PUSH; OUT; CBI, SBI */
    if ((op & 0xF000) == 0xD000 || (op & 0xFE0E) == 0x940E)
        return false; /* RCALL, CALL */
    switch (op) {
    case 0x9508: case 0x9518: case 0x9509: case 0x9519: /* RET RETI ICALL EICALL */
    case 0x9588: case 0x9598: case 0x95A8: case 0x95E8: case 0x95F8: /* SLEEP BREAK WDR SPM */
        return false;
    default:
        return true;
    }
}

static void idle_snapshot(const avr_t *avr)
{
    memcpy(idle.state, avr->data, 32);
    memcpy(idle.state + 32, avr->data + 0x5D, 3);
}

static bool idle_same(const avr_t *avr)
{
    return memcmp(idle.state, avr->data, 32) == 0 &&
           memcmp(idle.state + 32, avr->data + 0x5D, 3) == 0;
}

static uint64_t idle_next_timer(const avr_t *avr)
{
    return avr->cycle_timers.timer ? avr->cycle_timers.timer->when : UINT64_MAX;
}

void idle_skip_before(avr_t *avr)
{
    if (idle.off || idle.head == IDLE_NONE)
        return;
    uint32_t pc = avr->pc;
    if (pc == idle.head) {
        uint64_t due = idle_next_timer(avr);
        if (idle.armed && idle.clean && avr->cycle < idle.due && idle_same(avr) &&
            !(avr->sreg[S_I] && avr_has_pending_interrupts(avr)) && due != UINT64_MAX) {
            uint64_t pass = avr->cycle - idle.at;
            uint64_t n = pass && due > avr->cycle + 1 ? (due - 1 - avr->cycle) / pass : 0;
            avr->cycle += n * pass;
            idle.skipped += n * pass;
        }
        idle_snapshot(avr);
        idle.at = avr->cycle;
        idle.due = idle_next_timer(avr);
        idle.armed = true;
        idle.clean = true;
    }
    if (idle.clean) {
        uint16_t op = (uint16_t)(avr->flash[pc] | avr->flash[pc + 1] << 8);
        uint16_t next = (uint16_t)(avr->flash[pc + 2] | avr->flash[pc + 3] << 8);
        if (!idle_pure(avr, op, next))
            idle.clean = false;
    }
}

void idle_skip_after(avr_t *avr, uint32_t pc)
{
    if (idle.off)
        return;
    uint32_t to = avr->pc;
    if (to < pc && pc - to <= IDLE_MAX_LOOP && to != idle.head) {
        idle.head = to;
        idle.armed = false;
    }
}
