// serial_link.js - a byte link over a Web Serial port (navigator.serial's SerialPort, or anything
// with its shape: the simulated board's port in sim_port.js): open at a baud rate, DTR, write,
// read exactly n bytes within a time, drain. Time comes from a clock: the wall clock for a real
// board, the simulated board's own for the simulated one (so tests never wait for real time).
// Errors of the port are turned into words (FlashError, flash_errors.js).
import { FlashError } from './flash_errors.js';

export const TIMEOUT = Symbol('timeout');

/** The wall clock: now() in ms, sleep(ms), race(promise, ms) -> its value or TIMEOUT. */
export const wallClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  async race(promise, ms) {
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(TIMEOUT), ms);
    });
    try {
      return await Promise.race([promise, late]);
    } finally {
      clearTimeout(timer);
    }
  },
};

// Errors after which the port reads on (a new readable stream): the Web Serial spec's
// non-fatal ones. Anything else (NetworkError: the device is gone) ends the link.
const LINE_ERRORS = new Set(['BreakError', 'FramingError', 'ParityError', 'BufferOverrunError']);

export class SerialLink {
  constructor(port, clock = wallClock) {
    this.port = port;
    this.clock = clock;
    this.buf = [];
    this.pending = null;
    this.reader = null;
    this.writer = null;
    this.lineErrors = 0; // framing and parity errors the port reported
    this.failure = null;
  }

  async open(baud) {
    try {
      await this.port.open({ baudRate: baud, bufferSize: 4096 });
    } catch (e) {
      if (e.name === 'InvalidStateError') throw new FlashError('busy', 'This port is already open in this page: wait for the flash under way, or reload the page.');
      throw new FlashError('busy', `The port could not be opened (${e.message}). Another program has it open (the Arduino IDE's serial monitor, avrdude, picocom, a second tab of this page?): close it and try again. If the board was unplugged, plug it in and choose its port again; on Linux the user also needs to be in the "dialout" group.`);
    }
    this.baud = baud;
    this.reader = this.port.readable.getReader();
    this.writer = this.port.writable.getWriter();
  }

  /** DTR (and RTS, as avrdude sets both): asserting it resets an Arduino. */
  async setDtr(on) {
    await this.port.setSignals({ dataTerminalReady: on, requestToSend: on });
  }

  async write(bytes) {
    this.check();
    try {
      await this.writer.write(bytes);
    } catch (e) {
      throw this.lost(e);
    }
  }

  /** Exactly n bytes within ms; else throws { timeout: true, bytes: what came }. */
  async read(n, ms) {
    const end = this.clock.now() + ms;
    while (this.buf.length < n) {
      this.check();
      const left = end - this.clock.now();
      if (left <= 0) {
        const bytes = Uint8Array.from(this.buf.splice(0));
        throw Object.assign(new Error(`read: ${bytes.length} of ${n} bytes`), { timeout: true, bytes });
      }
      await this.clock.race(this.next(), left);
    }
    return Uint8Array.from(this.buf.splice(0, n));
  }

  /** The next chunk from the port (one read at a time; a late one lands in buf later). */
  next() {
    if (!this.pending) {
      this.pending = this.reader.read().then(
        ({ value, done }) => {
          this.pending = null;
          if (value) for (const b of value) this.buf.push(b);
          if (done && !this.closing) this.failure = this.lost(new Error('the port closed'));
        },
        (e) => {
          this.pending = null;
          if (LINE_ERRORS.has(e.name) && this.port.readable) {
            this.lineErrors++;
            this.reader.releaseLock();
            this.reader = this.port.readable.getReader();
          } else if (!this.closing) {
            this.failure = this.lost(e);
          }
        },
      );
    }
    return this.pending;
  }

  /** Drops what has come so far. */
  drain() {
    this.buf.length = 0;
  }

  check() {
    if (this.failure) throw this.failure;
  }

  lost(e) {
    return new FlashError('lost', `The board's port went away (${e.message}): was the board unplugged? Plug it in again and flash again.`);
  }

  /** Closes the port (which releases DTR: no reset). */
  async close() {
    this.closing = true;
    try {
      if (this.reader) {
        await this.reader.cancel().catch(() => {});
        this.reader.releaseLock();
      }
      if (this.writer) {
        await this.writer.close().catch(() => {});
        this.writer.releaseLock();
      }
      await this.port.close();
    } catch {
      // a port that is gone closes itself
    }
    this.reader = this.writer = null;
  }
}
