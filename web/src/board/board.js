// board.js - a simulated NimBox board: the chip (mcu.js), rebuilt at every reset with the EEPROM
// and the reset cause kept, the serial line (serial.js), and the parts a board module wires to
// the pins (an LCD, a keypad, a TM1638 module, the buzzer ...). Time is the board's cycle count,
// which runs on across resets and power cycles. The same object runs the browser page and the
// Node script runner (node/nimbox_avr8js.mjs).
// MCUSR keeps its flags across resets until the program clears them; a power-on leaves PORF
// alone (datasheet 10.9.1). A board given its chip's fuses (fuses.js) starts at the reset vector
// they set, after their start-up time, and has SPM over flash cells that outlive every reset
// (self_program.js): the chip a bootloader runs on.
import { Atmega328p, EepromCells, RESET_CAUSE, CYCLES_PER_MS, F_CPU, SRAM_BYTES } from './mcu.js';
import { SerialLine } from './serial.js';
import { ProgramFlash, SelfProgramming } from './self_program.js';
import { LoopSkipper } from './fast_forward.js';

const MCUSR = 0x54;

/** Deterministic junk, as a cold chip's RAM holds (xorshift32). */
export function junkBytes(n, seed) {
  const out = new Uint8Array(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

export class Board {
  /**
   * program: flash words (hex.js); eeprom: Uint8Array(1024) to start from (kept by reference:
   * the caller may save it); seed: for the junk of power-ons; chip: chipFromFuses(...) for a
   * chip with a boot section and SPM, null for one that runs `program` from 0x0000.
   */
  constructor(program, { eeprom = null, seed = 1, chip = null } = {}) {
    this.program = program;
    this.chip = chip;
    this.flash = chip ? new ProgramFlash(program) : null;
    this.fastForward = false; // wait loops in one step (fast_forward.js); set before start()
    this.delayLoops = true; // delay loops in few steps (mcu.js delayLoop()); false: turn by turn
    this.eeprom = new EepromCells(eeprom ?? undefined);
    this.seed = seed;
    this.powerOns = 0;
    this.boots = 0; // MCU starts: power-on, reset key, watchdog
    this.lastCause = 0;
    this.parts = [];
    this.bootListeners = new Set(); // (cause) => void
    this.timers = []; // host-side events: { at, fn }, sorted
    this.baseCycles = 0; // the clock of chips gone
    this.mcu = null;
    this.serial = new SerialLine(() => this.now());
  }

  /** Adds a part: { attach(mcu), powerOff?() }: attach is called for every new chip (the
   * part follows its pins), powerOff when the power is cut. Call before start(). */
  add(part) {
    this.parts.push(part);
    return part;
  }

  /** Powers the board on the first time. */
  start() {
    this.powerOn();
  }

  now() {
    return this.mcu ? this.mcu.cpu.cycles : this.baseCycles;
  }

  nowMs() {
    return this.now() / CYCLES_PER_MS;
  }

  boot(cause, sram) {
    const startCycle = this.now();
    const flags = cause === RESET_CAUSE.power || !this.mcu ? 0 : this.mcu.cpu.data[MCUSR];
    const { chip } = this;
    this.mcu = new Atmega328p(this.program, { eeprom: this.eeprom, mcusr: flags | cause, sram, startCycle, chip });
    if (chip) this.mcu.selfProgram = new SelfProgramming(this.mcu, this.flash, chip);
    if (this.fastForward) this.mcu.skipper = new LoopSkipper(this.mcu);
    this.mcu.delayLoops = this.delayLoops;
    this.mcu.eepromBusyUntil(this.eeprom.inFlight?.end ?? 0); // a reset does not stop a write
    this.boots++;
    this.lastCause = cause;
    this.serial.attach(this.mcu);
    for (const p of this.parts) p.attach(this.mcu);
    for (const l of this.bootListeners) l(cause);
  }

  /** The reset key (RESET pulled low): the chip restarts, its RAM keeps what it held. */
  reset() {
    if (this.mcu) this.boot(RESET_CAUSE.external, this.mcu.sram());
  }

  /** Cuts the power: a byte being written to the EEPROM is spoilt, the parts go dark. Time
   * goes on; nothing runs until powerOn(). */
  powerOff() {
    if (!this.mcu) return;
    const now = this.now();
    this.eeprom.powerCut(now, junkBytes(1, this.seed * 7919 + now)[0]);
    for (const p of this.parts) p.powerOff?.();
    this.baseCycles = now;
    this.mcu = null;
  }

  /** Powers on again: RAM holds junk, every part starts as at power-on. */
  powerOn() {
    if (this.mcu) return;
    this.boot(RESET_CAUSE.power, junkBytes(SRAM_BYTES, this.seed + this.powerOns++));
  }

  powered() {
    return this.mcu !== null;
  }

  /** Power off and on at once. */
  powerCycle() {
    this.powerOff();
    this.powerOn();
  }

  /** Runs fn when the board's clock reaches `at` (cycles), between instructions; a part may
   * call it from inside a run (a pin's change), which then stops there. */
  at(at, fn) {
    const t = { at, fn };
    this.mcu?.stopAt(at);
    const i = this.timers.findIndex((x) => x.at > at);
    if (i < 0) this.timers.push(t);
    else this.timers.splice(i, 0, t);
    return t;
  }

  cancel(t) {
    const i = this.timers.indexOf(t);
    if (i >= 0) this.timers.splice(i, 1);
  }

  /** Runs the board up to cycle `until`: host events on time, a watchdog reset rebuilds the
   * chip (RAM kept, MCUSR = watchdog). */
  runUntil(until) {
    if (!this.mcu) {
      this.baseCycles = Math.max(this.baseCycles, until); // off: time passes, nothing runs
      while (this.timers.length && this.timers[0].at <= this.now()) this.timers.shift().fn();
      return;
    }
    while (this.now() < until) {
      const next = this.timers.length && this.timers[0].at < until ? this.timers[0].at : until;
      this.mcu.run(next);
      if (this.mcu.resetCause) {
        this.boot(this.mcu.resetCause, this.mcu.sram());
        continue;
      }
      while (this.timers.length && this.timers[0].at <= this.now()) this.timers.shift().fn();
    }
  }

  runMs(ms) {
    this.runUntil(this.now() + Math.round(ms * CYCLES_PER_MS));
  }

  /** Runs until cond() is true, checking every simulated millisecond, at most `ms`.
   * Returns whether it came true. */
  runUntilTrue(cond, ms) {
    const deadline = this.now() + Math.round(ms * CYCLES_PER_MS);
    for (;;) {
      if (cond()) return true;
      if (this.now() >= deadline) return false;
      this.runUntil(Math.min(this.now() + CYCLES_PER_MS, deadline));
    }
  }
}

export { CYCLES_PER_MS, F_CPU, RESET_CAUSE };
