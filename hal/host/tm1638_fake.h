/* tm1638_fake.h - test-only controls of the host TM1638 bus fake (tm1638_bus.c), which
 * stands where the chip would: it records each STB-framed transaction (the bytes the driver
 * wrote, the key bits it clocked in, the time of its edges), keeps the display memory those
 * transactions leave in the chip, answers key reads from key bytes the test sets, and counts
 * what a real chip would not accept. Time is only what the driver waited for (the AVR's
 * instruction time is the simulator's business). Include it only from tests/unit. */
#ifndef TM1638_FAKE_H
#define TM1638_FAKE_H

#include <stdbool.h>
#include <stdint.h>

#define FAKE_TM1638_FRAME_BYTES 24u
#define FAKE_TM1638_FRAMES 64u

typedef struct {
    uint8_t bytes[FAKE_TM1638_FRAME_BYTES]; /* written by the driver, in order */
    uint8_t count;                          /* whole bytes written */
    uint8_t loose_bits;                     /* bits of an unfinished byte when STB rose */
    uint8_t read_bits;                      /* key bits the chip clocked out */
    uint32_t first_fall_ns;                 /* read: read command's 8th rise to the first fall */
    bool dio_released_by_first_fall;        /* read: DIO an input when the chip began to drive */
} fake_tm1638_frame_t;

/* Lines idle (high, not yet outputs), no frames, no errors, display memory 0xA5 (the chip's
 * is random at power-up), display off, no keys held. */
void fake_tm1638_reset(void);

/* The 4 key bytes a read returns (as the chip's scan left them). */
void fake_tm1638_set_key_bytes(const uint8_t bytes[4]);

/* Transactions finished so far (STB back high); the first FAKE_TM1638_FRAMES are kept. */
uint16_t fake_tm1638_frame_count(void);
const fake_tm1638_frame_t *fake_tm1638_frame(uint16_t i);

/* The chip's 16 bytes of display memory, and its last display control byte (0 if none). */
const uint8_t *fake_tm1638_ram(void);
uint8_t fake_tm1638_control(void);

/* Things a chip would not take (DIO driven against the chip, a clock edge with STB high,
 * bytes after a data command); the first one's description. */
uint32_t fake_tm1638_errors(void);
const char *fake_tm1638_first_error(void);

/* The fake's clock: the sum of the driver's waits, in ns. */
uint32_t fake_tm1638_ns(void);

/* True when the bus is at rest: STB and CLK outputs and high, DIO an output (at any level:
 * the chip ignores it while STB is high). */
bool fake_tm1638_idle(void);

#endif
