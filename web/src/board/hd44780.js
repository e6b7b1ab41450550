// hd44780.js - an HD44780 16x2 character LCD on four data lines, write-only (R/W tied low), as
// the LCD keypad shield wires it. It latches a nibble on E's falling edge, keeps DDRAM and CGRAM
// apart, models display shift, display on/off, cursor and blink, and counts the bytes that
// arrive while the controller is still busy with the previous one (37 us, 1.52 ms after clear
// and home), as the simavr harness's model does (sim/lcd_model.c).
const DDRAM_SIZE = 0x80;
const BUSY_US = 37;
const BUSY_LONG_US = 1520;
export const LCD_COLS = 16;
export const LCD_ROWS = 2;

export class Hd44780 {
  /** pins: { rs: ['B', 0], e: ['B', 1], d4: ['D', 4], d5: .., d6: .., d7: .. } */
  constructor(pins, clock, cyclesPerUs = 16) {
    this.pins = pins;
    this.clock = clock;
    this.cyclesPerUs = cyclesPerUs;
    this.busyViolations = 0;
    this.version = 0; // changes whenever what is shown may have changed
    this.powerOn();
  }

  /** The controller's state at power-on (8-bit interface, display off, DDRAM blank). */
  powerOn() {
    this.ddram = new Uint8Array(DDRAM_SIZE).fill(0x20);
    this.cgram = new Uint8Array(64);
    this.ac = 0;
    this.inCgram = false;
    this.eightBit = true;
    this.lowNibbleNext = false;
    this.highNibble = 0;
    this.increment = true;
    this.shiftOnWrite = false;
    this.displayOn = false;
    this.cursorOn = false;
    this.blinkOn = false;
    this.shift = 0;
    this.busyUntil = 0;
    this.version++;
  }

  /** Follows the pins of a new chip (the LCD itself keeps its state across MCU resets). */
  attach(mcu) {
    const { rs, e, d4, d5, d6, d7 } = this.pins;
    const level = ([port, bit]) => (mcu.ports[port].lastValue >> bit) & 1;
    const ePort = mcu.ports[e[0]];
    let eLevel = level(e);
    ePort.addListener(() => {
      const now = level(e);
      if (eLevel && !now) {
        const nibble = level(d4) | (level(d5) << 1) | (level(d6) << 2) | (level(d7) << 3);
        this.latch(level(rs), nibble);
      }
      eLevel = now;
    });
  }

  latch(rs, nibble) {
    let byte;
    if (this.eightBit) {
      byte = nibble << 4; // D0..D3 are not wired: they read 0
    } else if (!this.lowNibbleNext) {
      this.highNibble = nibble;
      this.lowNibbleNext = true;
      return;
    } else {
      byte = (this.highNibble << 4) | nibble;
      this.lowNibbleNext = false;
    }
    if (this.clock() < this.busyUntil) this.busyViolations++;
    if (rs) this.data(byte);
    else this.command(byte);
  }

  busyFor(us) {
    this.busyUntil = this.clock() + us * this.cyclesPerUs;
  }

  /** One DDRAM step the way a 2-line display wraps: 0x27 -> 0x40 -> 0x67 -> 0x00. */
  static ddramStep(ac, up) {
    if (up) return ac === 0x27 ? 0x40 : ac >= 0x67 ? 0x00 : ac + 1;
    return ac === 0x40 ? 0x27 : ac === 0x00 ? 0x67 : ac - 1;
  }

  shiftDisplay(right) {
    this.shift = (this.shift + (right ? 39 : 1)) % 40;
    this.version++;
  }

  command(c) {
    let busy = BUSY_US;
    if (c & 0x80) {
      this.ac = c & 0x7f;
      this.inCgram = false;
    } else if (c & 0x40) {
      this.ac = c & 0x3f;
      this.inCgram = true;
    } else if (c & 0x20) {
      this.eightBit = (c & 0x10) !== 0;
      this.lowNibbleNext = false;
    } else if (c & 0x10) {
      if (c & 0x08) this.shiftDisplay((c & 0x04) !== 0);
      else this.ac = Hd44780.ddramStep(this.ac, (c & 0x04) !== 0);
    } else if (c & 0x08) {
      this.displayOn = (c & 0x04) !== 0;
      this.cursorOn = (c & 0x02) !== 0;
      this.blinkOn = (c & 0x01) !== 0;
    } else if (c & 0x04) {
      this.increment = (c & 0x02) !== 0;
      this.shiftOnWrite = (c & 0x01) !== 0;
    } else if (c & 0x02) {
      this.ac = 0;
      this.inCgram = false;
      this.shift = 0;
      busy = BUSY_LONG_US;
    } else if (c & 0x01) {
      this.ddram.fill(0x20);
      this.ac = 0;
      this.inCgram = false;
      this.increment = true;
      this.shift = 0;
      busy = BUSY_LONG_US;
    }
    this.version++;
    this.busyFor(busy);
  }

  data(d) {
    if (this.inCgram) {
      this.cgram[this.ac & 0x3f] = d;
      this.ac = (this.ac + (this.increment ? 1 : 63)) & 0x3f;
    } else {
      this.ddram[this.ac] = d;
      this.ac = Hd44780.ddramStep(this.ac, this.increment);
      if (this.shiftOnWrite) this.shiftDisplay(!this.increment);
    }
    this.version++;
    this.busyFor(BUSY_US);
  }

  /** Character codes shown on a row (blank while the display is off). */
  rowCodes(row) {
    const out = [];
    for (let col = 0; col < LCD_COLS; col++) {
      const addr = (row ? 0x40 : 0x00) + ((col + this.shift) % 40);
      out.push(this.displayOn ? this.ddram[addr] : 0x20);
    }
    return out;
  }

  /** A row as text; glyph codes 0..7 as characters 8..15 (so no NUL), as the simavr harness. */
  rowText(row) {
    return String.fromCharCode(...this.rowCodes(row).map((c) => (c === 0 ? 8 : c)));
  }

  /** Pixel rows (5 bits, bit 4 the leftmost pixel) of custom glyph g (0..7). */
  glyph(g) {
    return Array.from(this.cgram.subarray((g & 7) * 8, (g & 7) * 8 + 8), (r) => r & 0x1f);
  }

  /** Where the cursor is on the screen, or null when it is off the 16x2 window. */
  cursorCell() {
    if (this.inCgram) return null;
    const row = this.ac >= 0x40 ? 1 : 0;
    const col = ((this.ac - (row ? 0x40 : 0) - this.shift + 40) % 40);
    return col < LCD_COLS ? { row, col } : null;
  }
}
