// usb_serial.js - the board's USB-serial chip (an Uno's 16U2, a Nano's CH340 or FT232) as a host
// program meets it through a serial port: the port's baud rate against the rate the firmware set
// in UBRR0 (both ways at the bit level, uart_wire.js: at a wrong rate each side decodes what the
// chip would, framing errors included: FE0 for the firmware, a flag for the host), the RXD pin
// (PD0) showing the line (read from PIND when read; edge by edge while its pin-change interrupt
// is enabled, to wake a sleeping chip), and DTR: asserting it (the pin going low) pulls RESET low through the
// board's 100 nF capacitor, which resets the chip (the auto-reset of avrdude `-c arduino`, and of
// opening the port, since the OS asserts DTR then). Releasing DTR does nothing; RTS is not
// wired (as on the Uno and most Nanos).
// It takes the place of the SerialLine's own host side (serial.js), whose USART fixes it keeps.
import { F_CPU } from './mcu.js';
import { UartWire, UartReceiver } from './uart_wire.js';

const RXD_PIN = 0;
const PIND = 0x29;
const PCICR = 0x68;
const PCIE2 = 0x04;
const PCMSK2 = 0x6d;
const UCSR0A = 0xc0;
const FE0 = 0x10;
const RX_BUFFER = 2;

export class UsbSerial {
  /** board: a Board (board.js); onHost(byte, frameError): each byte the host's side decodes. */
  constructor(board, onHost = () => {}) {
    this.board = board;
    this.onHost = onHost;
    this.baud = 9600;
    this.dtr = false;
    this.resets = 0; // auto-resets done
    this.toChip = new UartWire();
    this.toHost = new UartWire();
    this.wakes = { chip: null, host: null, pin: null };
    this.chipRx = new UartReceiver(this.toChip, {
      bitCycles: () => this.chipBitCycles(true),
      deliver: (byte, fe) => this.toFirmware(byte, fe),
      wake: (at) => this.wakeAt('chip', at, () => {
        this.chipRx.poll(this.board.now());
        this.followPin();
      }),
    });
    this.hostRx = new UartReceiver(this.toHost, {
      bitCycles: () => F_CPU / this.baud,
      deliver: (byte, fe) => this.onHost(byte, fe),
      wake: (at) => this.wakeAt('host', at, () => this.hostRx.poll(this.board.now())),
    });
    this.pinFrom = 0;
    this.fe = []; // framing errors of the bytes in the receive buffer, then in its shift register
    board.serial.listeners.add((byte) => this.fromFirmware(byte));
    board.add({ attach: (mcu) => this.attach(mcu) });
  }

  /** The chip's bit time from UBRR0 and U2X0; 0 while its receiver cannot hear (`listen`). */
  chipBitCycles(listen) {
    const { mcu, serial } = this.board;
    if (!mcu || (listen && !serial.listening())) return 0;
    return (mcu.usart.UBRR + 1) * mcu.usart.multiplier;
  }

  setBaud(baud) {
    this.baud = baud;
  }

  /** DTR asserted (true) or released: asserting it resets the chip. */
  setDtr(on) {
    if (on && !this.dtr && this.board.powered()) {
      this.board.reset();
      this.resets++;
    }
    this.dtr = on;
  }

  /** The host sends bytes: they leave back to back at the port's rate. */
  write(bytes) {
    const now = this.board.now();
    for (const b of bytes) this.toChip.send(b, now, F_CPU / this.baud);
    this.chipRx.poll(now);
    this.followPin();
  }

  /** The firmware started sending a byte (SerialLine calls it as the byte leaves UDR0). */
  fromFirmware(byte) {
    const now = this.board.now();
    this.toHost.send(byte, now, this.chipBitCycles(false));
    this.hostRx.poll(now);
  }

  /** One pending board event per job, the soonest asked for. */
  wakeAt(job, at, fn) {
    const t = Math.ceil(at);
    const pending = this.wakes[job];
    if (pending && pending.at <= t) return;
    if (pending) this.board.cancel(pending);
    this.wakes[job] = this.board.at(t, () => {
      this.wakes[job] = null;
      fn();
    });
  }

  /** PD0 follows the line edge by edge while its pin-change interrupt (PCINT16) is enabled, so
   * that it sees the bytes coming; otherwise PIND shows the line's level when it is read. */
  followPin() {
    const { mcu } = this.board;
    if (!mcu || !(mcu.cpu.data[PCICR] & PCIE2 && mcu.cpu.data[PCMSK2] & 1)) return;
    const next = this.toChip.nextEdge(Math.max(this.pinFrom, this.board.now() - 1));
    if (!next) return;
    this.wakeAt('pin', next[0], () => {
      const now = this.board.now();
      this.pinFrom = now;
      this.board.mcu?.portD.setPin(RXD_PIN, this.toChip.levelAt(now) === 1);
      this.followPin();
    });
  }

  /** A byte the chip's receiver took off the line, into the USART's buffer (serial.js), its
   * framing error noted beside it. */
  toFirmware(byte, frameError) {
    const { serial } = this.board;
    if (serial.listening()) {
      if (serial.rx.length < RX_BUFFER) this.fe.splice(serial.rx.length, 0, frameError);
      else this.fe[RX_BUFFER] = frameError;
    }
    serial.arrived(byte, serial.sent++, false);
    this.showFe();
  }

  showFe() {
    const { mcu } = this.board;
    if (!mcu) return;
    if (this.fe[0]) mcu.cpu.data[UCSR0A] |= FE0;
    else mcu.cpu.data[UCSR0A] &= ~FE0;
  }

  /** A new chip (after a reset): its USART starts empty and the pin shows the line. */
  attach(mcu) {
    this.fe = [];
    const { cpu, usart } = mcu;
    const udr = usart.config.UDR;
    const read = cpu.readHooks[udr];
    cpu.readHooks[udr] = (addr) => {
      const value = read(addr);
      this.fe.shift();
      this.showFe();
      return value;
    };
    const writeA = cpu.writeHooks[UCSR0A];
    cpu.writeHooks[UCSR0A] = (value, old, addr, mask) => {
      const r = writeA(value, old, addr, mask);
      this.showFe(); // FE0 is read-only
      return r;
    };
    mcu.portD.setPin(RXD_PIN, this.toChip.levelAt(this.board.now()) === 1);
    cpu.readHooks[PIND] = () => (cpu.data[PIND] & ~1) | this.toChip.levelAt(cpu.cycles);
  }
}
