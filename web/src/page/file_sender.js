// file_sender.js - sends a file of any size over the serial line: read in slices of SLICE
// bytes (never the whole file at once), each handed to the line while the one before is still
// going out, so the line never waits for the disk and the page holds at most two slices. The
// line sends them at its own rate (and holds them while the board says XOFF). Progress is the
// bytes put on the wire; cancel drops what has not gone yet.
const SLICE = 64 * 1024;

export class FileSender {
  /** serial: the board's SerialLine (send, cancel, pending, sent). */
  constructor(serial) {
    this.serial = serial;
    this.state = 'idle'; // 'sending' | 'done' | 'cancelled' | 'failed'
    this.name = '';
    this.size = 0;
    this.read = 0; // bytes read and handed to the line
    this.reading = false;
    this.startSent = 0;
    this.error = '';
    this.final = null;
    this.listeners = new Set(); // (state) => void when it ends
  }

  busy() {
    return this.state === 'sending';
  }

  /** Bytes of the file put on the wire so far. */
  sent() {
    if (this.state === 'idle') return 0;
    if (this.final !== null) return this.final;
    return Math.min(this.size, this.read, this.serial.sent - this.startSent);
  }

  start(file) {
    if (this.busy()) this.cancel();
    this.file = file;
    this.name = file.name;
    this.size = file.size;
    this.read = 0;
    this.error = '';
    this.final = null; // the bytes sent, once it has ended
    this.startSent = this.serial.sent;
    this.state = 'sending';
    this.pump();
  }

  /** Reads the next slice when the line is down to less than one slice. */
  pump() {
    if (this.state !== 'sending') return;
    if (this.read >= this.size) {
      if (this.serial.pending.length === 0 && this.sent() >= this.size) this.finish('done');
      return;
    }
    if (this.reading || this.serial.pending.length >= SLICE) return;
    this.reading = true;
    const file = this.file;
    file.slice(this.read, Math.min(this.size, this.read + SLICE)).arrayBuffer().then((buf) => {
      this.reading = false;
      if (this.state !== 'sending' || this.file !== file) return;
      this.serial.send(new Uint8Array(buf));
      this.read += buf.byteLength;
      this.pump();
    }, (e) => {
      this.reading = false;
      if (this.file !== file) return;
      this.error = e.message || String(e);
      this.serial.cancel();
      this.finish('failed');
    });
  }

  cancel() {
    if (!this.busy()) return;
    this.serial.cancel();
    this.finish('cancelled');
  }

  finish(state) {
    this.final = state === 'done' ? this.size : this.sent();
    this.state = state;
    this.file = null;
    for (const l of this.listeners) l(state);
  }
}
