// serial.js - the USB-serial side of USART0 (115200 8N1): what the firmware prints, split into
// the boot banner and the console's output, and what the host sends, fed in at line rate.
// avr8js's USART is fixed on every chip it is attached to (see /work/shared/notes/AVR8JS.md):
// - UDRE is a level interrupt (constant): taking it must not clear it, or transmission stalls
//   after the first idle;
// - a UCSR0B write no longer clears RXC (received bytes were lost), a UCSR0A write no longer
//   clears the read-only RXC and UDRE;
// - the receiver has the chip's 2-byte buffer (UDR0 and one behind it) and its shift register,
//   RXC is set while the buffer holds a byte, DOR0 when a byte was lost.
// Kinds of host: with flow control (the default, as simavr 1.6's harness feeds its UART) the
// host sends the next byte only while the buffer has room, so nothing is ever lost; without
// (flowControl = false: a terminal or a pasted file at 115200 baud) bytes come back to back
// (gapCycles apart) and one that finds the buffer and the shift register full is lost
// (counted in `lost`); xonxoff (with flowControl false) stops sending `inFlight` bytes after the
// firmware sends XOFF (0x13), until it sends XON (0x11).
const UCSRA_RXC = 0x80;
const UCSRA_UDRE = 0x20;
const UCSRA_DOR = 0x08;
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
    this.flowControl = true;
    this.gapCycles = 0; // idle time after each byte sent
    this.xonxoff = false;
    this.inFlight = 16; // bytes still sent after an XOFF
    this.stopAfter = -1; // bytes left before the sender obeys an XOFF; -1: not stopped
    this.sent = 0; // bytes put on the wire
    this.lost = 0; // bytes lost to an overrun (flowControl false only)
    this.firstLost = -1; // which byte sent (0-based) was the first lost
    this.lastTaken = 0; // cycle the firmware last read a byte
    this.mcu = null;
  }

  /** Called for every new chip (power-on or reset). */
  attach(mcu) {
    this.mcu = mcu;
    this.rx = []; // the chip's receive buffer
    this.shift = null; // a whole byte waiting in the receive shift register
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
        this.shift = null;
      } else if (this.rx.length) {
        cpu.setInterruptFlag(usart.RXC); // RXC stays set (and interrupts if RXCIE)
      }
      this.feed();
      return r;
    };
    cpu.readHooks[cfg.UDR] = () => {
      const byte = this.rx.length ? this.rx.shift() : 0;
      this.lastTaken = this.clock();
      cpu.data[cfg.UCSRA] &= ~UCSRA_DOR;
      if (this.shift !== null) {
        this.rx.push(this.shift);
        this.shift = null;
      }
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
    return this.pending.length === 0 && !this.rxBusy && this.rx.length === 0 && this.shift === null;
  }

  /** Starts the next byte on the wire: with flow control only while the receiver is on and
   * has room; without, whenever the line is free (the receiver off or full loses it). */
  feed() {
    const mcu = this.mcu;
    if (!mcu || this.rxBusy || !this.pending.length) return;
    const { cpu, usart } = mcu;
    const on = cpu.data[usart.config.UCSRB] & UCSRB_RXEN;
    if (this.flowControl && (!on || this.rx.length >= RX_BUFFER)) return;
    if (this.stopAfter === 0) return; // XOFF obeyed
    if (this.stopAfter > 0) this.stopAfter--;
    this.rxBusy = true;
    const byte = this.pending.shift();
    const index = this.sent++;
    cpu.addClockEvent(() => {
      this.arrived(byte, index);
      cpu.addClockEvent(() => {
        this.rxBusy = false;
        this.feed();
      }, this.flowControl ? 0 : this.gapCycles);
    }, usart.cyclesPerChar);
  }

  /** A whole byte at the receiver. */
  arrived(byte, index) {
    const { cpu, usart } = this.mcu;
    const lose = () => {
      if (this.firstLost < 0) this.firstLost = index;
      this.lost++;
    };
    if (!(cpu.data[usart.config.UCSRB] & UCSRB_RXEN)) {
      lose();
    } else if (this.rx.length < RX_BUFFER) {
      this.rx.push(byte);
      cpu.setInterruptFlag(usart.RXC);
    } else if (this.shift === null) {
      this.shift = byte; // moves into the buffer when UDR0 is read
    } else {
      lose(); // a new start bit with the buffer and the shift register full: overrun
      cpu.data[usart.config.UCSRA] |= UCSRA_DOR;
    }
  }

  received(byte) {
    if (this.xonxoff && !this.flowControl) {
      if (byte === 0x13 && this.stopAfter < 0) this.stopAfter = this.inFlight;
      else if (byte === 0x11 && this.stopAfter >= 0) {
        this.stopAfter = -1;
        this.feed();
      }
    }
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
