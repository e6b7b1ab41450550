// self_program.js - SPM, which avr8js runs as a no-op: the ATmega328P's self-programming as a
// bootloader uses it (datasheet 26): SPMCSR armed for four cycles, the temporary page buffer
// (one write per word, cleared by a page write, by RWWSRE and by a reset), page erase and page
// write of 128 bytes taking the chip's time (table 26-5: 3.7-4.5 ms; the longest here), the
// Read-While-Write rules (an erase or write in the RWW section, below 0x7000, lets the CPU run on
// in the NRWW section while the RWW section reads as erased until RWWSRE; one in the NRWW
// section halts the CPU until it is done), SPM executed only from the boot loader section, no
// SPM while the EEPROM is being written, and the boot lock bits (fuses.js).
// The flash cells (ProgramFlash) belong to the board: they outlive every reset, as the chip's do.
import { PAGE_BYTES, NRWW_START } from './fuses.js';
import { CYCLES_PER_MS, OPCODE_SPM_INC } from './mcu.js';

export const SPMCSR = 0x57;
const SPMEN = 0x01;
const PGERS = 0x02;
const PGWRT = 0x04;
const BLBSET = 0x08;
const RWWSRE = 0x10;
const SIGRD = 0x20;
const RWWSB = 0x40;
const SPMIE = 0x80;
const OPERATION = PGERS | PGWRT | BLBSET | RWWSRE | SIGRD;
const ARMED_CYCLES = 4; // SPM must follow the SPMCSR write within four cycles
export const SPM_BUSY_CYCLES = Math.round(4.5 * CYCLES_PER_MS);
const PAGE_WORDS = PAGE_BYTES / 2;
const RWW_WORDS = NRWW_START / 2;

/** The flash cells. `words` is the array the CPU fetches from; while the RWW section is
 * blocked (an erase or write there, until RWWSRE) its true contents wait in `hidden` and the
 * CPU reads 0xFFFF there. */
export class ProgramFlash {
  constructor(words) {
    this.words = words;
    this.hidden = null;
    this.pageWrites = 0; // page erases and writes done, for the tests
  }

  /** The array that holds word `w`'s true contents. */
  cells(w) {
    return this.hidden && w < RWW_WORDS ? this.hidden : this.words;
  }

  blockRww() {
    if (this.hidden) return;
    this.hidden = this.words.slice(0, RWW_WORDS);
    this.words.fill(0xffff, 0, RWW_WORDS);
  }

  unblockRww() {
    if (!this.hidden) return;
    this.words.set(this.hidden);
    this.hidden = null;
  }

  rwwBlocked() {
    return this.hidden !== null;
  }

  /** The flash's bytes as they are (not as the CPU reads them now). */
  bytes() {
    const out = new Uint8Array(this.words.length * 2);
    const view = new Uint16Array(out.buffer);
    view.set(this.words);
    if (this.hidden) view.set(this.hidden);
    return out;
  }

  erasePage(page) {
    const w = page * PAGE_WORDS;
    this.cells(w).fill(0xffff, w, w + PAGE_WORDS);
    this.pageWrites++;
  }

  /** A page write only clears bits (programs zeros), as flash cells do. */
  writePage(page, buffer) {
    const w = page * PAGE_WORDS;
    const cells = this.cells(w);
    for (let i = 0; i < PAGE_WORDS; i++) cells[w + i] &= buffer[i];
    this.pageWrites++;
  }
}

/** One chip's SPM unit (a new one at every reset: the page buffer and SPMCSR start empty). */
export class SelfProgramming {
  constructor(mcu, flash, chip) {
    this.mcu = mcu;
    this.flash = flash;
    this.chip = chip;
    this.buffer = new Uint16Array(PAGE_WORDS).fill(0xffff);
    this.filled = new Uint8Array(PAGE_WORDS);
    this.armed = 0; // the bits written with SPMEN
    this.armedAt = -Infinity;
    this.busyUntil = 0; // an erase or write runs until then
    this.busyBits = 0;
    this.ignored = []; // SPMs that did nothing, and why (for the tests)
    flash.unblockRww(); // a reset ends the blocking of the RWW section
    const { cpu } = mcu;
    cpu.data[SPMCSR] = 0;
    cpu.writeHooks[SPMCSR] = (value) => {
      if (this.busy()) return true; // SPMCSR cannot be written while an operation runs
      this.spmie = value & SPMIE;
      this.armed = value & (OPERATION | SPMEN);
      this.armedAt = cpu.cycles;
      cpu.data[SPMCSR] = this.read();
      return true;
    };
    cpu.readHooks[SPMCSR] = () => this.read();
  }

  busy() {
    return this.mcu.cpu.cycles < this.busyUntil;
  }

  read() {
    const { cpu } = this.mcu;
    let v = this.spmie ?? 0;
    if (this.flash.rwwBlocked()) v |= RWWSB;
    if (this.busy()) v |= this.busyBits | SPMEN;
    else if (cpu.cycles - this.armedAt <= ARMED_CYCLES) v |= this.armed;
    return v;
  }

  /** SPM at the current PC (before avr8js runs it as a no-op). */
  spm(opcode) {
    const { cpu } = this.mcu;
    const z = cpu.dataView.getUint16(30, true);
    if (opcode === OPCODE_SPM_INC) cpu.dataView.setUint16(30, (z + 1) & 0xffff, true);
    const armed = cpu.cycles - this.armedAt <= ARMED_CYCLES ? this.armed : 0;
    this.armedAt = -Infinity;
    const pc = cpu.pc * 2;
    if (!(armed & SPMEN)) return this.ignore('SPMCSR not written with SPMEN within 4 cycles', pc);
    if (pc < this.chip.bootStart) return this.ignore('SPM outside the boot loader section', pc);
    if (this.busy()) return this.ignore('SPM while an erase or write runs', pc);
    const op = armed & OPERATION;
    const addr = z & 0x7fff;
    if (op === 0) {
      const i = (addr >> 1) & (PAGE_WORDS - 1);
      if (this.filled[i]) return this.ignore('page buffer word written twice', pc);
      this.filled[i] = 1;
      this.buffer[i] = cpu.data[0] | (cpu.data[1] << 8);
      return undefined;
    }
    if (op === RWWSRE) {
      this.flash.unblockRww();
      this.clearBuffer();
      return undefined;
    }
    if (op !== PGERS && op !== PGWRT) return this.ignore(`SPMCSR operation 0x${op.toString(16)} not modelled`, pc);
    if (cpu.cycles < this.mcu.eeprom.writeCompleteCycles) return this.ignore('SPM while the EEPROM is being written', pc);
    const page = addr >> 7;
    if (!this.chip.spmMayWrite(page * PAGE_BYTES)) return this.ignore('the lock bits forbid writing this section', pc);
    const inRww = page * PAGE_BYTES < NRWW_START;
    if (inRww) this.flash.blockRww();
    if (op === PGERS) {
      this.flash.erasePage(page);
    } else {
      this.flash.writePage(page, this.buffer);
      this.clearBuffer();
    }
    this.busyBits = op;
    this.busyUntil = cpu.cycles + SPM_BUSY_CYCLES;
    cpu.addClockEvent(() => {}, SPM_BUSY_CYCLES); // SPMCSR changes then: a wait loop must see it
    if (!inRww) this.mcu.haltUntil = this.busyUntil; // the CPU waits for its own section
    return undefined;
  }

  clearBuffer() {
    this.buffer.fill(0xffff);
    this.filled.fill(0);
  }

  ignore(why, pc) {
    if (this.ignored.length < 100) this.ignored.push({ why, pc });
  }
}
