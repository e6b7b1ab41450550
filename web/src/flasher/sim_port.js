// sim_port.js - a simulated board behind a Web Serial port: the flasher (flasher.js) and the
// page's "Flash my board" talk to it exactly as to navigator.serial's SerialPort (open, close,
// readable, writable, setSignals, getInfo), and the board behind it is a chip with its real
// bootloader (board/bootloader_board.js). Time is the board's: SimClock runs the chip flat out
// while the flasher waits, in steps of one USB frame (1 ms: the host sees what came at each
// frame, as a USB-serial chip delivers it), so tests never wait for the wall clock.
import { CYCLES_PER_MS } from '../board/mcu.js';
import { bootloaderBoard } from '../board/bootloader_board.js';
import { boardModel } from '../board/boards.js';
import { TIMEOUT } from './serial_link.js';

const USB_FRAME_MS = 1;
const YIELD_MS = 25; // the page gets the main thread back this often (wall clock)

/** A macrotask turn: the page may draw and take input (one MessageChannel for all turns). */
let channel = null;
const waiting = [];
function turn() {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });
}

/** Lets promise reactions run (a stream's read handing over a chunk takes a few). */
async function settle(done) {
  for (let i = 0; i < 8 && !done(); i++) await null;
}

/** The simulated board's clock, with the wall clock's interface (serial_link.js). */
export class SimClock {
  constructor(board, afterFrame = () => false) {
    this.board = board;
    this.afterFrame = afterFrame; // true when it delivered bytes to the host
    this.lastYield = Date.now();
  }

  now() {
    return this.board.nowMs();
  }

  sleep(ms) {
    return this.race(new Promise(() => {}), ms);
  }

  /** Runs the board until `promise` settles or `ms` of simulated time pass. */
  async race(promise, ms) {
    let state = 0; // 1 resolved, 2 rejected
    let value;
    promise.then(
      (v) => {
        state = 1;
        value = v;
      },
      (e) => {
        state = 2;
        value = e;
      },
    );
    await null;
    const end = this.board.now() + Math.max(1, Math.ceil(ms * CYCLES_PER_MS)); // time always moves on
    while (!state && this.board.now() < end) {
      this.board.runUntil(Math.min(end, this.board.now() + USB_FRAME_MS * CYCLES_PER_MS));
      if (this.afterFrame()) await settle(() => state);
      if (Date.now() - this.lastYield > YIELD_MS) {
        await turn();
        this.lastYield = Date.now();
      }
    }
    if (state === 2) throw value;
    return state ? value : TIMEOUT;
  }
}

/** The Web Serial API's SerialPort over a simulated board's USB-serial chip. */
export class SimSerialPort {
  /** usb: UsbSerial; options: busy (open fails as when another program has the port),
   * info (getInfo()), framingErrors (report them as the readable's FramingError). */
  constructor(usb, { busy = false, info = {}, framingErrors = false } = {}) {
    this.usb = usb;
    this.busy = busy;
    this.info = info;
    this.framingErrors = framingErrors;
    this.isOpen = false;
    this.pending = [];
    this.errorPending = false;
    this.controller = null;
    this.readable = null;
    this.writable = null;
    this.opens = 0;
  }

  getInfo() {
    return { ...this.info };
  }

  async open({ baudRate }) {
    if (this.unplugged) throw new DOMException('The device has been lost.', 'NetworkError');
    if (this.busy) throw new DOMException('Failed to open serial port.', 'NetworkError');
    if (this.isOpen) throw new DOMException('The port is already open.', 'InvalidStateError');
    if (!Number.isInteger(baudRate) || baudRate <= 0) throw new TypeError('baudRate must be a positive integer');
    this.isOpen = true;
    this.opens++;
    this.pending = [];
    this.usb.setBaud(baudRate);
    this.usb.setDtr(true); // the OS asserts DTR when a port opens: an Arduino resets
    this.newReadable();
    this.writable = new WritableStream({
      write: (chunk) => {
        if (this.unplugged) throw new DOMException('The device has been lost.', 'NetworkError');
        if (!this.isOpen) throw new DOMException('The port is closed.', 'InvalidStateError');
        this.usb.write(chunk);
      },
    });
  }

  newReadable() {
    this.readable = new ReadableStream({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => {
        this.controller = null;
      },
    });
  }

  async setSignals({ dataTerminalReady, requestToSend } = {}) {
    if (!this.isOpen) throw new DOMException('The port is closed.', 'InvalidStateError');
    void requestToSend; // not wired on the board
    if (dataTerminalReady !== undefined) this.usb.setDtr(Boolean(dataTerminalReady));
  }

  async close() {
    if (!this.isOpen) throw new DOMException('The port is closed.', 'InvalidStateError');
    if (this.readable?.locked || this.writable?.locked) throw new DOMException('Streams are locked.', 'InvalidStateError');
    this.isOpen = false;
    this.usb.setDtr(false); // closing releases DTR (HUPCL): no reset
    this.readable = this.writable = this.controller = null;
  }

  /** The cable pulled out: reads fail as Chromium's do (NetworkError), writes too. */
  unplug() {
    this.unplugged = true;
    this.controller?.error(new DOMException('The device has been lost.', 'NetworkError'));
    this.controller = null;
  }

  /** A byte the USB-serial chip decoded from the board. */
  hostByte(byte, frameError) {
    if (!this.isOpen) return;
    this.pending.push(byte);
    if (frameError && this.framingErrors) this.errorPending = true;
  }

  /** Hands what came during a USB frame to the reader; true if it did. */
  deliver() {
    if (!this.pending.length || !this.controller) return false;
    this.controller.enqueue(Uint8Array.from(this.pending));
    this.pending = [];
    if (this.errorPending) {
      this.errorPending = false;
      this.controller.error(new DOMException('A framing error was detected.', 'FramingError'));
      this.newReadable();
    }
    return true;
  }
}

/**
 * A simulated board with its bootloader for a flash target (targets.js), behind a port:
 * { port, clock, board, device, usb, burnt }. bootloaderHex: the text of the target's
 * bootloader HEX (Debian's arduino-core-avr); options go to the port (busy, framingErrors).
 */
export function simulatedBoard(target, bootloaderHex, { fastForward = true, eeprom = null, ...portOptions } = {}) {
  let port = null;
  const sim = bootloaderBoard({
    Model: boardModel(target.board),
    fuses: target.fuses,
    bootloaderHex,
    eeprom,
    onHost: (byte, fe) => port?.hostByte(byte, fe),
    fastForward,
  });
  port = new SimSerialPort(sim.usb, { info: target.usb, ...portOptions });
  const clock = new SimClock(sim.board, () => port.deliver());
  return { ...sim, port, clock };
}
