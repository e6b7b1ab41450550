// uart_wire.js - one direction of a serial line at the bit level: the sender puts 8N1 frames on
// the wire at its own bit time, a receiver samples them at its own, as the ATmega328P's USART
// and a USB-serial chip do (datasheet 20.7): a falling edge starts a frame, each bit is read at
// its middle, a start bit read high was noise (the receiver looks for the next falling edge), a
// stop bit read low is a framing error; after the stop bit the receiver waits for the next
// falling edge. Sender and receiver at the same rate pass every byte (2% apart still do); at a
// wrong baud rate the receiver gets what the chip would: other bytes, framing errors, or none.
// Times are in CPU cycles (fractions allowed).

export class UartWire {
  constructor() {
    this.times = []; // transitions: the line has levels[i] from times[i] on; high before the first
    this.levels = [];
    this.head = 0; // transitions before it are no longer needed
    this.freeAt = 0; // when the sender's last frame ends
  }

  /** Puts a frame on the wire at `at`, or back to back after the frame before; returns its end. */
  send(byte, at, bitCycles) {
    const start = Math.max(at, this.freeAt);
    this.edge(start, 0);
    for (let i = 0; i < 8; i++) this.edge(start + (i + 1) * bitCycles, (byte >> i) & 1);
    this.edge(start + 9 * bitCycles, 1);
    this.freeAt = start + 10 * bitCycles;
    return this.freeAt;
  }

  edge(t, level) {
    if (this.levels.length > this.head ? this.levels[this.levels.length - 1] === level : level === 1) return;
    this.times.push(t);
    this.levels.push(level);
  }

  levelAt(t) {
    let lo = this.head;
    let hi = this.times.length; // find the last transition at or before t
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.times[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo === this.head ? (this.head > 0 ? this.levels[this.head - 1] : 1) : this.levels[lo - 1];
  }

  /** The first falling edge after `after`, or null. */
  nextFall(after) {
    for (let i = this.head; i < this.times.length; i++) {
      if (this.times[i] > after && this.levels[i] === 0) return this.times[i];
    }
    return null;
  }

  /** The first transition after `after` as [time, level], or null (the RXD pin follows them). */
  nextEdge(after) {
    for (let i = this.head; i < this.times.length; i++) {
      if (this.times[i] > after) return [this.times[i], this.levels[i]];
    }
    return null;
  }

  /** Forgets transitions before `t` (the last of them still gives the level). */
  prune(t) {
    while (this.head < this.times.length - 1 && this.times[this.head + 1] <= t) this.head++;
    if (this.head > 4096) {
      this.times.splice(0, this.head - 1);
      this.levels.splice(0, this.head - 1);
      this.head = 1;
    }
  }
}

export class UartReceiver {
  /**
   * wire: the UartWire it listens to; bitCycles(): its bit time now, 0 while it is not listening
   * (a frame starting then is missed); deliver(byte, frameError): at the stop bit's middle;
   * wake(at): the owner calls poll(now) again at cycle `at` or before.
   */
  constructor(wire, { bitCycles, deliver, wake }) {
    this.wire = wire;
    this.bitCycles = bitCycles;
    this.deliver = deliver;
    this.wake = wake;
    this.from = -1; // looks for a falling edge after this
    this.frame = null; // { start, bit } of the frame being received
  }

  poll(now) {
    const { wire } = this;
    for (;;) {
      if (!this.frame) {
        const fall = wire.nextFall(this.from);
        if (fall === null) return;
        if (fall > now) {
          this.wake(fall);
          return;
        }
        const bit = this.bitCycles();
        if (!bit) {
          this.from = fall; // not listening when it started: missed
          continue;
        }
        this.frame = { start: fall, bit };
      }
      const { start, bit } = this.frame;
      const at = (k) => start + (k + 0.5) * bit;
      if (wire.levelAt(at(0)) !== 0) {
        this.frame = null; // noise, not a start bit
        this.from = at(0);
        continue;
      }
      if (at(9) > now) {
        this.wake(at(9));
        return;
      }
      let byte = 0;
      for (let k = 1; k <= 8; k++) byte |= wire.levelAt(at(k)) << (k - 1);
      const frameError = wire.levelAt(at(9)) === 0;
      this.frame = null;
      this.from = at(9);
      wire.prune(this.from);
      this.deliver(byte, frameError);
    }
  }
}
