// serial.js - USART0 and the USB-serial side of it (8N1): what the firmware prints, split into
// the boot banner and the console's output, and what the host sends, at the host's pace.
// avr8js's USART is fixed on every chip it is attached to (see /work/shared/notes/AVR8JS.md):
// - UDRE is a level interrupt (constant): taking it must not clear it, or transmission stalls
//   after the first idle;
// - a UCSR0B write no longer clears RXC (received bytes were lost), a UCSR0A write no longer
//   clears the read-only RXC and UDRE;
// - transmitting has the chip's double buffer: a byte written to UDR0 moves into the shift
//   register at once when it is free (UDRE is set again straight away), so bytes go out back to
//   back at (UBRR0 + 1) * 8 * 10 cycles each whatever the interrupt's latency; TXC is set when
//   the last one is out;
// - receiving has the chip's 2-byte buffer behind UDR0 and the shift register: RXC is set
//   while the buffer holds a byte; a byte whose start bit comes while the buffer is full and
//   the shift register still holds one takes the shift register's place: the one there is
//   lost and DOR0 set; in power-down (and power-save, standby) the USART has no clock and
//   what comes is lost;
// - the RXD pin (PD0) follows the line's start bits (low for a bit time, the data bits not
//   put on the pin), so a pin-change interrupt on it (PCINT16) wakes a chip in power-down, as
//   on the board (sim/usart.c does the same for simavr).
// The host sends at its own line rate (115200 baud: 1388.9 cycles a byte, not the chip's
// 1360), `gapCycles` apart. With flow control (the default, as simavr 1.6's harness fed its
// UART) it sends the next byte only while the buffer has room, so nothing is lost; without
// (flowControl = false: a terminal or a USB-serial chip) bytes come back to back whatever
// happens to them; xonxoff (without flow control) stops `inFlight` bytes after the firmware
// sends XOFF (0x13), until it sends XON (0x11).
import { F_CPU } from './mcu.js';
import { ByteLog, ByteQueue } from './bytes.js';

const UCSRA_RXC = 0x80;
const UCSRA_TXC = 0x40;
const UCSRA_UDRE = 0x20;
const UCSRA_DOR = 0x08;
const UCSRB_RXEN = 0x10;
const UCSRB_TXEN = 0x08;
const RX_BUFFER = 2;
const BANNER_MAX = 120;
const SLEEP_NO_CLOCK = new Set([2, 3, 6, 7]); // SMCR sleep modes that stop clk_io
const RXD_PIN = 0; // PD0
const XOFF = 0x13;
const XON = 0x11;

export class SerialLine {
  constructor(clock) {
    this.clock = clock; // () => absolute cycles
    this.output = new ByteLog(); // every byte the firmware sent
    this.lastOutputCycle = 0; // when the last one started out
    this.listeners = new Set(); // (byte, inBanner) => void
    this.bannerPending = true;
    this.bannerLine = [];
    this.banner = '';
    this.pending = new ByteQueue(); // bytes the host still has to send
    this.baud = 115200; // the host's line rate
    this.flowControl = true;
    this.gapCycles = 0; // idle time after each byte sent
    this.xonxoff = false;
    this.inFlight = 16; // bytes still sent after an XOFF
    this.stopAfter = -1; // bytes left before the sender obeys an XOFF; -1: not stopped
    this.sent = 0; // bytes put on the wire
    this.lost = 0; // bytes lost at the receiver
    this.firstLost = -1; // which byte sent (0-based) was the first lost
    this.lastTaken = 0; // cycle the firmware last read a byte
    this.mcu = null;
  }

  /** Called for every new chip (power-on or reset): the USART starts as after a reset. */
  attach(mcu) {
    this.mcu = mcu;
    this.rx = []; // the chip's receive buffer
    this.shift = null; // a whole byte waiting in the receive shift register
    this.wireBusy = false; // the host is sending a byte (or its gap)
    this.lineFree = 0; // when the host's line is free again (cycles, fractional)
    this.txBusyUntil = 0; // the transmit shift register is busy until then
    this.txNext = null; // a byte waiting in UDR0 for the shift register
    this.bannerPending = true;
    this.bannerLine = [];
    const { cpu, usart } = mcu;
    const cfg = usart.config;
    mcu.portD.setPin(RXD_PIN, true); // the line idles high
    usart.UDRE.constant = true;
    const writeA = cpu.writeHooks[cfg.UCSRA];
    cpu.writeHooks[cfg.UCSRA] = (value, old, addr, mask) => {
      // RXC, UDRE and DOR are read-only; TXC clears only where 1 is written
      const flags = cpu.data[cfg.UCSRA];
      const keep = (flags & (UCSRA_RXC | UCSRA_UDRE | UCSRA_DOR)) | (flags & UCSRA_TXC & ~value);
      writeA(value, old, addr, mask); // stores U2X and MPCM, drops a TXC interrupt written 1
      cpu.data[cfg.UCSRA] |= keep;
      return true;
    };
    const writeB = cpu.writeHooks[cfg.UCSRB];
    cpu.writeHooks[cfg.UCSRB] = (value, old, addr, mask) => {
      writeB(value, old, addr, mask);
      if (!(value & UCSRB_RXEN)) {
        this.rx.length = 0; // the receiver off flushes its buffer
        this.shift = null;
        cpu.clearInterrupt(usart.RXC);
      } else if (this.rx.length) {
        cpu.setInterruptFlag(usart.RXC); // RXC stays set (and interrupts if RXCIE)
      }
      this.feed();
      return true;
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
    cpu.writeHooks[cfg.UDR] = (value) => {
      if (!(cpu.data[cfg.UCSRB] & UCSRB_TXEN)) return true;
      if (this.txNext === null && cpu.cycles >= this.txBusyUntil) {
        this.transmit(value);
      } else if (this.txNext === null) {
        this.txNext = value;
        cpu.clearInterrupt(usart.UDRE);
      } // else: UDR0 written while not empty: the chip drops the byte
      return true;
    };
  }

  /** A byte moves into the transmit shift register: it goes out over one byte time. */
  transmit(byte) {
    const { cpu, usart } = this.mcu;
    const mcu = this.mcu;
    this.txBusyUntil = cpu.cycles + usart.cyclesPerChar;
    cpu.setInterruptFlag(usart.UDRE); // UDR0 is empty again
    this.received(byte);
    cpu.addClockEvent(() => {
      if (this.mcu !== mcu) return;
      if (this.txNext !== null) {
        const next = this.txNext;
        this.txNext = null;
        this.transmit(next);
      } else {
        cpu.setInterruptFlag(usart.TXC);
      }
    }, usart.cyclesPerChar);
  }

  /** The host types bytes (a string of 8-bit characters, an array of numbers or a
   * Uint8Array, which is kept as it is until sent). */
  send(data) {
    this.pending.push(data);
    this.feed();
  }

  /** The host drops what it has not sent yet (the byte on the wire goes on); returns how many
   * bytes it dropped. */
  cancel() {
    return this.pending.clear();
  }

  /** The host honours the firmware's XON/XOFF (sending at most inFlight more bytes after an
   * XOFF), or ignores them. */
  useXonXoff(on, inFlight = this.inFlight) {
    this.xonxoff = Boolean(on);
    this.inFlight = inFlight;
    if (!this.xonxoff) this.stopAfter = -1;
    this.feed();
  }

  /** The sender forgets an XOFF it obeys (the page: the board restarted, and a new chip will
   * not send the XON). */
  releaseXoff() {
    this.stopAfter = -1;
    this.feed();
  }

  /** The sender is held by the firmware's XOFF. */
  stopped() {
    return this.stopAfter === 0;
  }

  /** The cycle of the last byte either way. */
  lastActivity() {
    return Math.max(this.lastTaken, this.output.length ? this.lastOutputCycle : 0);
  }

  /** True when every byte sent has been taken by the firmware. */
  drained() {
    return this.pending.length === 0 && !this.wireBusy && this.rx.length === 0 && this.shift === null;
  }

  /** Starts the next byte on the wire: with flow control only while the receiver is on and
   * has room; without, whenever the line is free. */
  feed() {
    const mcu = this.mcu;
    if (!mcu || this.wireBusy || !this.pending.length || this.stopAfter === 0) return;
    const { cpu, usart } = mcu;
    const on = cpu.data[usart.config.UCSRB] & UCSRB_RXEN;
    if (this.flowControl && (!on || this.rx.length >= RX_BUFFER)) return;
    if (this.stopAfter > 0) this.stopAfter--;
    this.wireBusy = true;
    const byte = this.pending.shift();
    const index = this.sent++;
    // back to back when the line was busy a moment ago (no drift from event latency)
    const start = this.lineFree > cpu.cycles - 16 ? this.lineFree : cpu.cycles;
    const end = start + (F_CPU * 10) / this.baud;
    this.lineFree = end + (this.flowControl ? 0 : this.gapCycles);
    let deaf = false; // the receiver missed the start bit (off, or no clock)
    const rxd = (level, at) => cpu.addClockEvent(() => {
      if (this.mcu !== mcu) return;
      if (!level) deaf = !this.listening();
      mcu.portD.setPin(RXD_PIN, level);
    }, Math.max(0, Math.round(at) - cpu.cycles));
    rxd(false, start); // the start bit
    rxd(true, start + F_CPU / this.baud);
    cpu.addClockEvent(() => {
      if (this.mcu !== mcu) return; // the chip was reset: attach() started afresh
      this.arrived(byte, index, deaf);
      cpu.addClockEvent(() => {
        if (this.mcu !== mcu) return;
        this.wireBusy = false;
        this.feed();
      }, Math.max(0, Math.round(this.lineFree) - cpu.cycles));
    }, Math.round(end) - cpu.cycles);
  }

  /** True when the receiver is on and clocked (it can see a start bit). */
  listening() {
    const { cpu, usart } = this.mcu;
    return (cpu.data[usart.config.UCSRB] & UCSRB_RXEN) && !SLEEP_NO_CLOCK.has(this.mcu.sleepMode);
  }

  /** A whole byte at the receiver; deaf: it was not listening when the byte's start bit came. */
  arrived(byte, index, deaf) {
    const { cpu, usart } = this.mcu;
    const lose = () => {
      if (this.firstLost < 0) this.firstLost = index;
      this.lost++;
    };
    if (deaf || !this.listening()) {
      lose();
    } else if (this.rx.length < RX_BUFFER) {
      this.rx.push(byte);
      cpu.setInterruptFlag(usart.RXC);
    } else {
      if (this.shift !== null) {
        lose(); // a new start bit with the buffer full: the byte waiting in the shift
        cpu.data[usart.config.UCSRA] |= UCSRA_DOR; // register is overwritten
      }
      this.shift = byte; // moves into the buffer when UDR0 is read
    }
  }

  /** A byte from the firmware. */
  received(byte) {
    if (this.xonxoff && !this.flowControl) {
      if (byte === XOFF && this.stopAfter < 0) {
        this.stopAfter = this.inFlight;
      } else if (byte === XON && this.stopAfter >= 0) {
        this.stopAfter = -1;
        this.feed();
      }
    }
    const inBanner = this.bannerPending;
    this.output.push(byte);
    this.lastOutputCycle = this.clock();
    if (inBanner) {
      if (byte === 10) {
        this.banner = String.fromCharCode(...this.bannerLine);
        this.bannerPending = false;
      } else if (this.bannerLine.length < BANNER_MAX) {
        this.bannerLine.push(byte);
      }
    }
    for (const l of this.listeners) l(byte, inBanner);
  }

  /** Output from position `from` (an index into all output) as a string of 8-bit characters. */
  textFrom(from = 0) {
    return this.output.text(from);
  }
}
