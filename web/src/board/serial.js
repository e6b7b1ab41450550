// serial.js - the USB-serial side of USART0 (115200 8N1): what the firmware prints, split into
// the boot banner and the console's output, and what the host sends, fed in at line rate.
// avr8js's USART is fixed on every chip it is attached to (see /work/shared/notes/AVR8JS.md):
// - UDRE is a level interrupt (constant): taking it must not clear it, or transmission stalls
//   after the first idle;
// - a UCSR0B write no longer clears RXC (received bytes were lost), a UCSR0A write no longer
//   clears the read-only RXC and UDRE;
// - the receiver has the chip's 2-byte buffer (UDR0 and one behind it), RXC is set while it
//   holds a byte; the host sends the next byte only while there is room, so nothing is
//   overrun (as simavr's harness does: a host with flow control).
const UCSRA_RXC = 0x80;
const UCSRA_UDRE = 0x20;
const UCSRB_RXEN = 0x10;
const RX_BUFFER = 2;
const BANNER_MAX = 120;

export class SerialLine {
  constructor(clock) {
    this.clock = clock; // () => absolute cycles
    this.output = []; // every byte the firmware sent (numbers)
    this.outputCycles = []; // when each was sent
    this.listeners = new Set(); // (byte, inBanner) => void
    this.bannerPending = true;
    this.bannerLine = [];
    this.banner = '';
    this.banners = 0;
    this.pending = []; // bytes the host still has to send
    this.lastTaken = 0; // cycle the firmware last read a byte
    this.mcu = null;
  }

  /** Called for every new chip (power-on or reset). */
  attach(mcu) {
    this.mcu = mcu;
    this.rx = []; // the chip's receive buffer
    this.rxBusy = false; // a byte on the wire
    this.bannerPending = true;
    this.bannerLine = [];
    const { cpu, usart } = mcu;
    const cfg = usart.config;
    usart.UDRE.constant = true;
    const writeA = cpu.writeHooks[cfg.UCSRA];
    cpu.writeHooks[cfg.UCSRA] = (value, old, addr, mask) => {
      const keep = cpu.data[cfg.UCSRA] & (UCSRA_RXC | UCSRA_UDRE);
      const r = writeA(value, old, addr, mask);
      cpu.data[cfg.UCSRA] |= keep;
      return r;
    };
    const writeB = cpu.writeHooks[cfg.UCSRB];
    cpu.writeHooks[cfg.UCSRB] = (value, old, addr, mask) => {
      const r = writeB(value, old, addr, mask);
      if (!(value & UCSRB_RXEN)) {
        this.rx.length = 0; // the receiver off flushes its buffer
      } else if (this.rx.length) {
        cpu.setInterruptFlag(usart.RXC); // RXC stays set (and interrupts if RXCIE)
      }
      this.feed();
      return r;
    };
    cpu.readHooks[cfg.UDR] = () => {
      const byte = this.rx.length ? this.rx.shift() : 0;
      this.lastTaken = this.clock();
      if (this.rx.length) cpu.setInterruptFlag(usart.RXC);
      else cpu.clearInterrupt(usart.RXC);
      this.feed();
      return byte;
    };
    usart.onByteTransmit = (byte) => this.received(byte);
  }

  /** The host types bytes (a string of 8-bit characters, or an array of numbers). */
  send(data) {
    for (const c of data) this.pending.push(typeof c === 'number' ? c : c.charCodeAt(0) & 0xff);
    this.feed();
  }

  /** The cycle of the last byte either way. */
  lastActivity() {
    return Math.max(this.lastTaken, this.outputCycles.length ? this.outputCycles[this.outputCycles.length - 1] : 0);
  }

  /** True when every byte sent has been taken by the firmware. */
  drained() {
    return this.pending.length === 0 && !this.rxBusy && this.rx.length === 0;
  }

  /** Starts the next byte on the wire when the receiver is on and has room for it. */
  feed() {
    const mcu = this.mcu;
    if (!mcu || this.rxBusy || !this.pending.length) return;
    const { cpu, usart } = mcu;
    if (!(cpu.data[usart.config.UCSRB] & UCSRB_RXEN) || this.rx.length >= RX_BUFFER) return;
    this.rxBusy = true;
    const byte = this.pending.shift();
    cpu.addClockEvent(() => {
      if (this.mcu !== mcu) return; // the chip was reset meanwhile: the byte is lost
      this.rxBusy = false;
      if (cpu.data[usart.config.UCSRB] & UCSRB_RXEN) {
        this.rx.push(byte);
        cpu.setInterruptFlag(usart.RXC);
      }
      this.feed();
    }, usart.cyclesPerChar);
  }

  received(byte) {
    const inBanner = this.bannerPending;
    this.output.push(byte);
    this.outputCycles.push(this.clock());
    if (inBanner) {
      if (byte === 10) {
        this.banner = String.fromCharCode(...this.bannerLine);
        this.banners++;
        this.bannerPending = false;
      } else if (this.bannerLine.length < BANNER_MAX) {
        this.bannerLine.push(byte);
      }
    }
    for (const l of this.listeners) l(byte, inBanner);
  }

  /** Output from position `from` (an index into all output) as a string of 8-bit characters. */
  textFrom(from = 0) {
    let s = '';
    for (let i = from; i < this.output.length; i += 8192) {
      s += String.fromCharCode(...this.output.slice(i, Math.min(i + 8192, this.output.length)));
    }
    return s;
  }
}
