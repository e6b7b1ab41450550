// loss_watch.js - reads the board's output line by line for the losses it reports
// (docs/console.md, "Input lost"): `error: line 76: input lost (1857 bytes)` (bytes its
// receive ring or the chip's receiver dropped, counted by the firmware) and `error: input lost
// while asleep` (the line that woke a powered-down board). The serial pane's "bytes lost" note
// shows what it found.
const LOST = /input lost \((\d+) bytes?\)/;
const ASLEEP = /input lost while asleep/;
const MAX_LINE = 200;

export class LossWatch {
  constructor() {
    this.reset();
  }

  reset() {
    this.line = '';
    this.bytes = 0; // bytes the board reported lost
    this.reports = 0; // its error lines about them
    this.asleep = 0; // lines lost while it slept
    this.last = ''; // the last such line
  }

  /** Bytes from the board (a Uint8Array). */
  feed(bytes) {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 10) {
        this.endLine();
      } else if (b !== 13 && b !== 0x11 && b !== 0x13 && this.line.length < MAX_LINE) { // (XON/XOFF may come mid-line)
        this.line += String.fromCharCode(b);
      }
    }
  }

  endLine() {
    const line = this.line;
    this.line = '';
    if (!line.startsWith('error:')) return;
    const m = LOST.exec(line);
    if (m) {
      this.bytes += Number(m[1]);
      this.reports++;
      this.last = line;
    } else if (ASLEEP.test(line)) {
      this.asleep++;
      this.last = line;
    }
  }

  any() {
    return this.reports + this.asleep > 0;
  }
}
