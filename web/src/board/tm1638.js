// tm1638.js - the TM1638 "LED&KEY" module on three pins of one port (STB, CLK, DIO), as
// /work/shared/notes/TM1638.md and the datasheet describe it and as the simavr harness models
// it (sim/tm1638_model.c): STB low frames a transaction, bits LSB first taken on CLK rising,
// the first byte a command; the key read answers 32 bits on DIO, one 300 ns after each CLK
// falling edge, from the chip's last key scan (one every 4.7 ms); DIO is open-drain (the chip
// only pulls it low, the AVR's pull-up raises it in 1 us, a line nobody pulls up reads 0). The
// display memory is random and the display off at power-up. Timing minimums are checked at
// every edge and counted by kind, protocol errors apart.
const ns = (n) => Math.ceil((n * 16) / 1000); // cycles at 16 MHz, rounded up
const CLK_PULSE = ns(400);
const CLK_PERIOD = ns(1000);
const SETUP = ns(100);
const HOLD = ns(100);
const STB_HIGH = ns(1000);
const CLK_STB = ns(1000);
const READ_WAIT = ns(2000);
const OUT_DELAY = ns(300);
const PULLUP_RISE = ns(1000);
const SCAN = ns(4700000);
const RAM = 16;
const KEY_BITS = 32;
export const TM1638_DIGITS = 8;

export const TIMING_KINDS = {
  clkLow: 'CLK low shorter than 400 ns',
  clkHigh: 'CLK high shorter than 400 ns',
  clkPeriod: 'clock faster than 1 MHz',
  setup: 'DIO set-up before CLK rising under 100 ns',
  hold: 'DIO hold after CLK rising under 100 ns',
  stbHigh: 'STB high shorter than 1 us',
  clkStb: 'CLK rising to STB rising under 1 us',
  readWait: 'read command to the first CLK fall under 2 us',
  earlyRead: 'DIO read before the key bit settled',
  contention: 'DIO driven high by the AVR while the chip pulls it low',
};
export const PROTOCOL_KINDS = {
  command: 'unknown command byte',
  noAddress: 'data byte with no address command before it',
  pastEnd: 'data byte past address 15',
  readMode: 'data byte while the chip is in read mode (no 0x40/0x44 since 0x42)',
  cutByte: 'byte cut short by STB rising',
};

export class Tm1638 {
  /** pins: { port: 'D', stb: 4, clk: 6, dio: 7 }; board: for the clock and delayed events. */
  constructor(board, pins) {
    this.board = board;
    this.pins = pins;
    // the lines' bits in the port, worked out once: they are read at every pin change
    this.mask = { stb: 1 << pins.stb, clk: 1 << pins.clk, dio: 1 << pins.dio };
    this.counts = {};
    this.firstAt = {};
    this.version = 0;
    this.transactions = 0;
    this.keyReads = 0;
    this.bytesWritten = 0;
    this.longest = [0, 0]; // the longest write and key read transaction (cycles)
    this.press = { mask: 0, from: 0, until: 0 }; // the keys held since the last change
    this.pressBefore = { mask: 0, from: 0, until: 0 }; // and before it (a scan may still see them)
    this.junk = 0x1638;
    this.mcu = null;
    this.stb = this.clk = true;
    this.pending = null; // a DIO level on its way to PINx: { level, event }
    this.clkRise = this.clkFall = this.stbRise = this.stbFallAt = this.dioChanged = 0;
    this.keyBytes = [0, 0, 0, 0];
    this.powerOn();
  }

  problem(kind) {
    if (!this.counts[kind]) this.firstAt[kind] = this.board.now();
    this.counts[kind] = (this.counts[kind] || 0) + 1;
  }

  /** Display memory random, display off, as at power-up; keys released. */
  powerOn() {
    this.ram = new Uint8Array(RAM);
    for (let i = 0; i < RAM; i++) {
      this.junk = (Math.imul(this.junk, 1103515245) + 12345) >>> 0;
      this.ram[i] = (this.junk >>> 16) & 0xff;
    }
    this.on = false;
    this.brightness = 0;
    this.writeMode = this.fixed = this.haveAddress = false;
    this.inFrame = this.reading = false;
    this.chipLow = false;
    this.stbRose = false;
    this.press = { mask: 0, from: 0, until: 0 };
    this.pressBefore = { mask: 0, from: 0, until: 0 };
    this.version++;
  }

  powerOff() {
    this.powerOn(); // dark until the firmware writes it again; its memory is junk then
  }

  // ---- the pins ----

  attach(mcu) {
    this.mcu = mcu;
    const port = mcu.ports[this.pins.port];
    this.port = port;
    const cfg = port.portConfig;
    this.regs = cfg;
    port.addListener(() => this.linesChanged());
    const pinRead = cfg.PIN;
    mcu.cpu.readHooks[pinRead] = () => {
      if (this.reading && this.readBit > 0 && this.pending && !(this.ddr() & this.mask.dio)) {
        this.problem('earlyRead');
      }
      return mcu.cpu.data[pinRead];
    };
    // a new chip: take the registers as they are, DIO's level at once
    this.linesChanged();
    this.dio = this.dioLine();
    this.cancelPending();
    this.setPin(this.dio);
  }

  portValue() {
    return this.mcu.cpu.data[this.regs.PORT];
  }

  ddr() {
    return this.mcu.cpu.data[this.regs.DDR];
  }

  /** DIO: the AVR's output or pull-up, pulled low by the chip over either. */
  dioLine() {
    return (this.portValue() & this.mask.dio) !== 0 && !this.chipLow;
  }

  setPin(level) {
    this.pinLevel = level;
    this.port.setPin(this.pins.dio, level);
  }

  cancelPending() {
    if (this.pending) this.board.cancel(this.pending.event);
    this.pending = null;
  }

  /** PINx follows the line: at once while the AVR drives DIO, else after the chip's delay
   * and, going high, the pull-up's rise. A change on its way to that level keeps its time. */
  pinFollow(delay) {
    const driven = (this.ddr() & this.mask.dio) !== 0;
    if (this.pending && this.pending.level === this.dio && !driven) return;
    this.cancelPending();
    const wait = driven ? 0 : delay + (this.dio ? PULLUP_RISE : 0);
    if (this.dio === this.pinLevel || wait === 0) {
      this.setPin(this.dio);
      return;
    }
    const level = this.dio;
    const event = this.board.at(this.board.now() + wait, () => {
      this.pending = null;
      this.setPin(level);
    });
    this.pending = { level, event };
  }

  checkContention() {
    const d = this.mask.dio;
    const fight = (this.ddr() & d) !== 0 && (this.portValue() & d) !== 0 && this.chipLow;
    if (fight && !this.contention) this.problem('contention');
    this.contention = fight;
  }

  chipDrive(low) {
    this.chipLow = low;
    this.dio = this.dioLine();
    this.checkContention();
    this.pinFollow(OUT_DELAY);
  }

  dioFromAvr(now) {
    const line = this.dioLine();
    this.checkContention();
    if (line !== this.dio) {
      this.dio = line;
      if (this.inFrame && !this.reading && this.clkRoseInFrame && now - this.clkRise < HOLD) this.problem('hold');
      this.dioChanged = now;
    }
    this.pinFollow(0);
  }

  /** A line's level: driven, pulled up, or (floating) as it was. */
  line(mask, was) {
    if (this.ddr() & mask) return (this.portValue() & mask) !== 0;
    return this.portValue() & mask ? true : was;
  }

  linesChanged() {
    const now = this.board.now();
    const { stb: s, clk: c } = this.mask;
    const stb = this.line(s, this.stb);
    const clk = this.line(c, this.clk);
    if (!stb && this.stb) this.stbFall(now);
    this.dioFromAvr(now);
    if (clk !== this.clk) {
      this.clk = clk;
      if (clk) this.clkRiseEdge(now);
      else this.clkFallEdge(now);
    }
    if (stb && !this.stb) this.stbRiseEdge(now);
  }

  // ---- keys ----

  /** The keys held (bit i = S(i+1)) from now on. As the simavr model: only this change and
   * the one before are remembered, so a scan before the latest change sees the keys of the
   * change before it, or none when that one too came after the scan. */
  setKeys(mask) {
    const now = this.board.now();
    if (this.press.until > now) this.press.until = now;
    this.pressBefore = this.press;
    this.press = { mask, from: now, until: Infinity };
  }

  keysAt(t) {
    if (t >= this.press.from) return t < this.press.until ? this.press.mask : 0;
    const b = this.pressBefore;
    return t >= b.from && t < b.until ? b.mask : 0;
  }

  /** The 4 key bytes of the last scan: S1..S4 bit 0 of bytes 0..3, S5..S8 bit 4. */
  latchKeys(now) {
    const keys = this.keysAt(now - (now % SCAN));
    this.keyBytes = [0, 1, 2, 3].map((i) => ((keys >> i) & 1) | (((keys >> (i + 4)) & 1) << 4));
  }

  // ---- the chip ----

  command(b, now) {
    switch (b & 0xc0) {
      case 0x40:
        if (b & 0x09) {
          this.problem('command');
          return;
        }
        this.fixed = (b & 0x04) !== 0;
        this.writeMode = (b & 0x02) === 0;
        if (!this.writeMode) {
          this.reading = this.frameRead = true;
          this.readCmdRise = now;
          this.readBit = 0;
          this.keyReads++;
          this.latchKeys(now);
        }
        return;
      case 0x80:
        if (this.on !== ((b & 0x08) !== 0) || this.brightness !== (b & 0x07)) this.version++;
        this.on = (b & 0x08) !== 0;
        this.brightness = b & 0x07;
        return;
      case 0xc0:
        this.address = b & 0x0f;
        this.haveAddress = true;
        return;
      default:
        this.problem('command');
    }
  }

  data(b) {
    if (!this.haveAddress) this.problem('noAddress');
    else if (!this.writeMode) this.problem('readMode');
    else if (this.address >= RAM) this.problem('pastEnd');
    else {
      if (this.ram[this.address] !== b) this.version++;
      this.ram[this.address] = b;
      this.bytesWritten++;
      if (!this.fixed) this.address++;
    }
  }

  stbFall(now) {
    this.stb = false;
    if (this.stbRose && now - this.stbRise < STB_HIGH) this.problem('stbHigh');
    this.inFrame = true;
    this.stbFallAt = now;
    this.reading = this.clkRoseInFrame = this.haveAddress = this.frameRead = false;
    this.shift = this.bits = this.count = this.readBit = 0;
    this.transactions++;
  }

  stbRiseEdge(now) {
    this.stb = true;
    this.stbRise = now;
    this.stbRose = true;
    if (!this.inFrame) return;
    if (this.clkRoseInFrame && now - this.clkRise < CLK_STB) this.problem('clkStb');
    if (this.bits !== 0 && !this.reading) this.problem('cutByte');
    this.inFrame = false;
    const kind = this.frameRead ? 1 : 0;
    this.longest[kind] = Math.max(this.longest[kind], now - this.stbFallAt);
    if (this.reading) {
      this.reading = false;
      this.chipDrive(false); // the chip lets go of DIO
    }
  }

  clkFallEdge(now) {
    if (this.inFrame && this.clkRoseInFrame && now - this.clkRise < CLK_PULSE) this.problem('clkHigh');
    this.clkFall = now;
    if (!this.inFrame || !this.reading) return;
    if (this.readBit === 0 && now - this.readCmdRise < READ_WAIT) this.problem('readWait');
    let bit = 1; // past the 32 key bits the chip lets DIO go
    if (this.readBit < KEY_BITS) bit = (this.keyBytes[this.readBit >> 3] >> (this.readBit & 7)) & 1;
    this.readBit = Math.min(this.readBit + 1, 255);
    this.chipDrive(bit === 0);
  }

  clkRiseEdge(now) {
    if (!this.inFrame) {
      this.clkRise = now;
      return;
    }
    if (now - this.clkFall < CLK_PULSE) this.problem('clkLow');
    if (this.clkRoseInFrame && now - this.clkRise < CLK_PERIOD) this.problem('clkPeriod');
    this.clkRise = now;
    this.clkRoseInFrame = true;
    if (this.reading) return; // the AVR takes the chip's bit; the chip takes nothing
    if (now - this.dioChanged < SETUP) this.problem('setup');
    this.shift |= (this.dio ? 1 : 0) << this.bits;
    if (++this.bits < 8) return;
    const b = this.shift;
    this.shift = this.bits = 0;
    this.count++;
    if (this.count === 1) this.command(b, now);
    else this.data(b);
  }

  // ---- what a person sees ----

  /** The 8 digits' segment patterns (bit 0 = a .. bit 6 = g, bit 7 the point); dark while off. */
  digits() {
    return Array.from({ length: TM1638_DIGITS }, (_, i) => (this.on ? this.ram[2 * i] : 0));
  }

  /** LED 1..8 lit, as a string of 0 and 1. */
  leds() {
    return Array.from({ length: TM1638_DIGITS }, (_, i) => (this.on && this.ram[2 * i + 1] & 1 ? '1' : '0')).join('');
  }

  timingViolations() {
    return Object.keys(TIMING_KINDS).reduce((n, k) => n + (this.counts[k] || 0), 0);
  }

  protocolErrors() {
    return Object.keys(PROTOCOL_KINDS).reduce((n, k) => n + (this.counts[k] || 0), 0);
  }

  /** One line per kind of problem met. */
  problems() {
    const all = { ...TIMING_KINDS, ...PROTOCOL_KINDS };
    return Object.keys(all)
      .filter((k) => this.counts[k])
      .map((k) => `${k in TIMING_KINDS ? 'timing violation' : 'protocol error'} ${this.counts[k]}: ` +
        `${all[k]} (first at ${(this.firstAt[k] / 16000).toFixed(4)} ms)`);
  }
}
