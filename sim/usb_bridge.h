/* usb_bridge.h - the USB-serial bridge chips of the boards, as the line sender models them when
 * the host honours XON/XOFF (line_sender.h): what the chip still sends after the host stops,
 * and how late the board's XOFF reaches the host.
 *
 * 16u2 (Arduino Uno R3): an ATmega16U2 running Arduino-usbserial (LUFA's USBtoSerial, 2010;
 * Debian's arduino-core-avr ships its source under /usr/share/arduino/hardware/arduino/avr/
 * firmwares/atmegaxxu2/arduino-usbserial/). Its OUT endpoint is one 64-byte bank
 * (CDC_TXRX_EPSIZE 64, DataOUTEndpointDoubleBank false): the host cannot send the next packet
 * before the chip has read the bank empty. Its main loop moves at most one byte a pass from the
 * bank into the 128-byte USBtoUSART ring (and only while the ring is not full), then sends at
 * most one byte from the ring with Serial_TxByte, which waits for UDRE1: a pass takes a byte
 * time while bytes flow, so the ring never holds more than one byte, and after the host stops
 * the chip still sends its bank (up to 64 bytes), that byte and the one in UDR1: 66. At 115200
 * it runs its USART at UBRR 16 with U2X (SERIAL_2X_UBBRVAL): 117647 baud. The other way, a
 * byte from the board waits in the USARTtoUSB ring until Timer0 overflows (clk/256: every
 * 4.096 ms) or 97 bytes wait; the simulator takes the longest wait, 4.096 ms, for every XOFF
 * and XON.
 * ch340 (Arduino Nano clones): WCH's CH340G. Its datasheet says only "built-in transmit-receive
 * buffer" (no size); its bulk OUT endpoint takes 32-byte packets (wMaxPacketSize 0x20 in its
 * device descriptor). The model assumes the chip holds two packets (64 bytes) besides the one
 * on the line: an assumption, not a measurement (--bridge-buffer tries others). Its USART runs
 * at 115200 (the datasheet: under 0.3% error), and a byte from the board reaches the host at
 * the next USB frame (1 ms, assumed).
 * Either way the host (its kernel and the program) takes --host-latency-us (1000) more to act
 * on the XOFF or XON it received. */
#ifndef SIM_USB_BRIDGE_H
#define SIM_USB_BRIDGE_H

#include <stdint.h>

typedef struct {
    const char *name;   /* "16u2", "ch340" */
    uint32_t baud;      /* the chip's USART rate at the host's 115200 */
    uint32_t packet;    /* bytes in one USB OUT packet, held until the chip has taken them */
    uint32_t buffer;    /* bytes the chip holds besides the packet (ring, UDR) */
    uint32_t flush_us;  /* longest wait of a byte from the board before it goes to the host */
} usb_bridge_t;

/* The bridge called name ("16u2", "ch340"), NULL for an unknown one. */
const usb_bridge_t *usb_bridge_find(const char *name);

/* The names of every bridge, separated by spaces (for messages). */
const char *usb_bridge_names(void);

#endif
