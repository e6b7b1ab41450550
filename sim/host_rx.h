/* host_rx.h - the computer's end of the line, receiving: the USB-serial bridge samples the
 * board's TXD at the rate the program on the port asked for (its termios), not at the
 * board's. At the same rate (within the few percent a UART tolerates) each byte arrives as
 * sent; at another (avrdude at 57600 on a bootloader at 115200) the bridge finds start bits
 * where there are none and delivers other bytes, as on a real port. Frames are 8N1; a byte
 * whose stop bit samples low (a framing error) is still delivered, as an Uno's 16U2 does.
 * Each frame is taken when the board's transmitter starts it (serial.c's output hook, at the
 * UDR0 write); bytes come out once their stop bit has been sampled. */
#ifndef SIM_HOST_RX_H
#define SIM_HOST_RX_H

#include <stdint.h>

/* Where received bytes go. */
void host_rx_init(void (*deliver)(uint8_t byte, void *ctx), void *ctx);

/* The rate the bridge samples at (baud). */
void host_rx_set_baud(uint32_t baud);

/* The board starts sending byte now (or when its previous frame ends), frame_cycles long. */
void host_rx_frame(uint8_t byte, uint32_t frame_cycles);

#endif
