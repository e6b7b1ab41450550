// bytes.js - two byte containers for the serial line, each O(1) a byte however much goes
// through: ByteQueue, what the host still has to send (chunks taken as they are given, no
// copy, read from the front); ByteLog, everything the firmware has sent (one growing
// Uint8Array). A plain array's shift() on a 790,000-byte input took 63% of the page's time.

/** Bytes to send, first in first out. */
export class ByteQueue {
  constructor() {
    this.chunks = []; // Uint8Arrays; the first is read from `pos`
    this.pos = 0;
    this.length = 0;
  }

  /** Adds bytes at the end: a Uint8Array (kept, not copied), an array of numbers or a string
   * of 8-bit characters. */
  push(data) {
    let bytes;
    if (data instanceof Uint8Array) bytes = data;
    else if (typeof data === 'string') bytes = Uint8Array.from(data, (c) => c.charCodeAt(0) & 0xff);
    else bytes = Uint8Array.from(data, (b) => b & 0xff);
    if (!bytes.length) return;
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  /** The first byte, removed; undefined when empty. */
  shift() {
    if (!this.length) return undefined;
    const chunk = this.chunks[0];
    const byte = chunk[this.pos++];
    if (this.pos === chunk.length) {
      this.chunks.shift(); // (a few chunks at most: cheap)
      this.pos = 0;
    }
    this.length--;
    return byte;
  }

  /** Drops everything not sent yet; returns how many bytes that was. */
  clear() {
    const n = this.length;
    this.chunks = [];
    this.pos = 0;
    this.length = 0;
    return n;
  }
}

/** A byte log that only grows. */
export class ByteLog {
  constructor(capacity = 4096) {
    this.bytes = new Uint8Array(capacity);
    this.length = 0;
  }

  /** Byte i (undefined past the end). */
  at(i) {
    return i >= 0 && i < this.length ? this.bytes[i] : undefined;
  }

  push(byte) {
    if (this.length === this.bytes.length) {
      const more = new Uint8Array(this.bytes.length * 2);
      more.set(this.bytes);
      this.bytes = more;
    }
    this.bytes[this.length++] = byte;
  }

  /** Bytes from..to (a view: valid until the next push). */
  view(from = 0, to = this.length) {
    return this.bytes.subarray(Math.max(0, from), Math.min(to, this.length));
  }

  /** Bytes from..to as a string of 8-bit characters. */
  text(from = 0, to = this.length) {
    const v = this.view(from, to);
    let s = '';
    for (let i = 0; i < v.length; i += 8192) s += String.fromCharCode(...v.subarray(i, i + 8192));
    return s;
  }
}
