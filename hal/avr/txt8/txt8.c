/* txt8.c - the TXT8 display's three-wire bus, bit by bit (txt8.h). A frame of nine bytes
 * takes about 90 us; the part's busy time after it is waited out at once, so every frame
 * starts on a part that is ready. */
#include "txt8.h"

#include <avr/io.h>
#include <util/delay.h>

#include "board.h"

#define TXT8_CMD_WRITE 0x80u
#define TXT8_CMD_CONTROL 0x40u
#define TXT8_CONTROL_ON 0x08u
#define TXT8_BUSY_US (5u * TXT8_COLS) /* after a frame of eight characters */

#define TXT8_SET(bit) (BOARD_TXT8_PORT |= (uint8_t)(1u << (bit)))
#define TXT8_CLEAR(bit) (BOARD_TXT8_PORT &= (uint8_t)~(1u << (bit)))

static char txt8_shown[TXT8_COLS]; /* what the part holds; 0: not known */

/* One byte, MSB first: SDI set while SCK is low, taken on SCK's rising edge. The waits keep
 * SCK high and low 375 ns or more (250 ns asked). */
static void txt8_byte(uint8_t b)
{
    for (uint8_t i = 0; i < 8u; i++, b = (uint8_t)(b << 1)) {
        if (b & 0x80u) {
            TXT8_SET(BOARD_TXT8_SDI_BIT);
        } else {
            TXT8_CLEAR(BOARD_TXT8_SDI_BIT);
        }
        TXT8_SET(BOARD_TXT8_SCK_BIT);
        _delay_us(0.375);
        TXT8_CLEAR(BOARD_TXT8_SCK_BIT);
        _delay_us(0.25);
    }
}

static void txt8_begin(void)
{
    TXT8_CLEAR(BOARD_TXT8_CS_BIT);
    _delay_us(0.375);
}

/* /CS up (a frame's end) and the part's time after it: 1 us between frames at least. */
static void txt8_end(uint8_t busy_us)
{
    _delay_us(0.375);
    TXT8_SET(BOARD_TXT8_CS_BIT);
    _delay_us(1);
    while (busy_us-- != 0) {
        _delay_us(1);
    }
}

void txt8_display(bool on, uint8_t brightness)
{
    txt8_begin();
    txt8_byte((uint8_t)(TXT8_CMD_CONTROL | (on ? TXT8_CONTROL_ON : 0u) |
                        (brightness & TXT8_BRIGHTNESS_MAX)));
    txt8_end(0);
}

void txt8_show(const char text[TXT8_COLS])
{
    uint8_t same = 1;
    for (uint8_t i = 0; i < TXT8_COLS; i++) {
        same &= (uint8_t)(txt8_shown[i] == text[i]);
    }
    if (same) {
        return;
    }
    txt8_begin();
    txt8_byte(TXT8_CMD_WRITE); /* from position 0 */
    for (uint8_t i = 0; i < TXT8_COLS; i++) {
        char c = text[i];
        if ((uint8_t)(c - ' ') > (uint8_t)('~' - ' ')) {
            c = '?';
        }
        txt8_shown[i] = c;
        txt8_byte((uint8_t)c);
    }
    txt8_end(TXT8_BUSY_US);
}

void txt8_init(uint8_t brightness)
{
    static const char blank[TXT8_COLS] = "        ";
    TXT8_SET(BOARD_TXT8_CS_BIT); /* no frame yet: /CS high before it is an output */
    TXT8_CLEAR(BOARD_TXT8_SCK_BIT);
    BOARD_TXT8_DDR |= (uint8_t)((1u << BOARD_TXT8_SDI_BIT) | (1u << BOARD_TXT8_SCK_BIT) |
                                (1u << BOARD_TXT8_CS_BIT));
    _delay_us(1);
    for (uint8_t i = 0; i < TXT8_COLS; i++) {
        txt8_shown[i] = 0; /* the part holds anything: the blanks go out */
    }
    txt8_show(blank);
    txt8_display(true, brightness);
}
