// mcu.js - one ATmega328P at 16 MHz on avr8js, as the NimBox boards use it: ports B, C, D,
// timers 0-2, USART0, ADC, EEPROM, watchdog. One object lives from one reset to the next: the
// board (board.js) builds a new one at every reset, because avr8js's own reset leaves the
// peripherals as they were. Fixed here (see /work/shared/notes/AVR8JS.md): writing ADIF=1 clears
// the flag instead of storing it, ADSC stays set while a conversion runs, and a watchdog reset
// is reported to the board instead of being half done, and a timer's compare match comes one
// timer clock after the counter reaches OCRnx, as on the chip, and the instruction after one
// that sets I (SEI, a write to SREG, RETI) runs before any interrupt is taken, as on the chip
// (avr8js took it at once: avr-gcc's stack frame set-up, `out SPH; out SREG; out SPL`, was cut
// with the stack pointer half moved, and the interrupt pushed over live data 256 bytes up). The
// USART's fixes live in serial.js.
// SLEEP (a no-op in avr8js) sleeps until an interrupt, skipping from event to event: as on the
// chip, and 5-10 times faster than running the idle loop.
// The watchdog and MCUSR as on the chip: watchdog.js. A chip built from fuses (fuses.js) starts
// at its reset vector after its start-up time; SPM (self_program.js) may halt the CPU meanwhile.
import { fixWatchdog } from './watchdog.js';
import { runInstruction } from './decoder.js';
import {
  CPU, AVRTimer, timer0Config, timer1Config, timer2Config, AVRIOPort,
  portBConfig, portCConfig, portDConfig, AVRUSART, usart0Config, AVRADC, adcConfig, AVREEPROM,
  eepromConfig, AVRWatchdog, watchdogConfig, AVRClock, clockConfig,
} from 'avr8js';

export const F_CPU = 16000000;
export const CYCLES_PER_MS = F_CPU / 1000;
export const FLASH_BYTES = 0x8000;
export const SRAM_BYTES = 2048;
export const EEPROM_BYTES = 1024;
/** MCUSR reset-cause bits */
export const RESET_CAUSE = { power: 0x01, external: 0x02, brownOut: 0x04, watchdog: 0x08 };

const MCUSR = 0x54;
const SMCR = 0x53;
const SMCR_SE = 0x01;
const SREG = 0x5f;
const SREG_I = 0x80;
const SREG_Z = 0x02;
const OPCODE_BRNE_BACK_1 = 0xf7f1; // brne .-4: back over one word (dec Rd, sbiw Rd,1)
const OPCODE_BRNE_BACK_3 = 0xf7e1; // brne .-8: back over three words (subi; sbci; sbci)
const SRAM_START = 0x100;
const K_SLEEP = 1;
const K_SPM = 2;
const K_ERASED = 3;
const K_BRNE_BACK = 4;
const SPECIAL = new Uint8Array(0x10000); // the opcodes awake() looks at before running them
SPECIAL[0x9588] = K_SLEEP;
SPECIAL[0x95e8] = K_SPM;
SPECIAL[0x95f8] = K_SPM;
SPECIAL[0xffff] = K_ERASED;
SPECIAL[0xf7f1] = K_BRNE_BACK;
SPECIAL[0xf7e1] = K_BRNE_BACK;
const OPCODE_SLEEP = 0x9588;
export const OPCODE_SPM = 0x95e8;
export const OPCODE_SPM_INC = 0x95f8;
const ERASED = 0xffff; // an erased flash word: avr8js runs it as a one-cycle no-op
const VECTORS_END = 0x34; // words: the 26 interrupt vectors
const ADIF = 0x10;
const EEPE = 0x02;
const EERE = 0x01;
const EEPM_MASK = 0x30;
const ADSC = 0x40;
const TIMER_NORMAL = 0; // avr8js's TimerMode and OCRUpdateMode values
const TIMER_CTC = 2;
const OCR_IMMEDIATE = 0;

/** The EEPROM cells, owned by the board so they outlive every reset (and power cycle). It
 * keeps the write in flight (set by the chip), so a power cut can spoil that byte as on the
 * chip. */
export class EepromCells {
  constructor(bytes) {
    this.memory = bytes ?? new Uint8Array(EEPROM_BYTES).fill(0xff);
    this.inFlight = null; // { addr, eraseEnd, end } in absolute cycles
    this.onWrite = null; // (addr) => void, when a write starts (the new value is in memory)
  }
  readMemory(addr) {
    return this.memory[addr];
  }
  eraseMemory(addr) {
    this.memory[addr] = 0xff;
    this.onWrite?.(addr);
  }
  writeMemory(addr, value) {
    this.memory[addr] &= value;
    this.onWrite?.(addr);
  }
  /** A power cut at absolute cycle `now`: a byte still being written holds junk (erased, or
   * some of its bits programmed). Returns the address spoilt, or -1. */
  powerCut(now, junk = 0xff) {
    const w = this.inFlight;
    this.inFlight = null;
    if (!w || now >= w.end) return -1;
    this.memory[w.addr] = now < w.eraseEnd ? 0xff : this.memory[w.addr] | junk;
    this.onWrite?.(w.addr);
    return w.addr;
  }
}

/** EEPROM times of the ATmega328P datasheet (table 28-18): erase and write in one operation
 * (EEPM = 00, what avr-libc does) 3.4 ms, erase only or write only 1.8 ms. avr8js adds erase
 * and write (3.6 ms): the halves are 1.7 ms each in the atomic mode. */
function eepromTimes(cpu) {
  const config = { ...eepromConfig };
  const atomic = () => (cpu.data[eepromConfig.EECR] & EEPM_MASK) === 0;
  Object.defineProperty(config, 'eraseCycles', { get: () => (atomic() ? 27200 : 28800) });
  Object.defineProperty(config, 'writeCycles', { get: () => (atomic() ? 27200 : 28800) });
  return config;
}

/** The timer's counter went from prevValue to value: did it leave OCR (pass it, or wrap)? */
function left(ocr, value, prevValue) {
  if (prevValue < value) return prevValue <= ocr && ocr < value;
  return prevValue > value && (ocr >= prevValue || ocr < value);
}

export class Atmega328p {
  /**
   * program: Uint16Array of flash words; eeprom: EepromCells; mcusr: reset cause bits;
   * sram: RAM contents to start with (a reset keeps RAM, a power-on has junk); startCycle: the
   * board's clock, so that time runs on across resets; chip: from its fuses (fuses.js), or
   * null for a chip that starts at 0x0000 at once.
   */
  constructor(program, { eeprom, mcusr = RESET_CAUSE.power, sram = null, startCycle = 0, chip = null }) {
    const cpu = new CPU(program, SRAM_BYTES);
    cpu.cycles = startCycle;
    this.cpu = cpu;
    this.clock = new AVRClock(cpu, F_CPU, clockConfig);
    this.portB = new AVRIOPort(cpu, portBConfig);
    this.portC = new AVRIOPort(cpu, portCConfig);
    this.portD = new AVRIOPort(cpu, portDConfig);
    this.ports = { B: this.portB, C: this.portC, D: this.portD };
    this.timer0 = new AVRTimer(cpu, timer0Config);
    this.timer1 = new AVRTimer(cpu, timer1Config);
    this.timer2 = new AVRTimer(cpu, timer2Config);
    this.usart = new AVRUSART(cpu, usart0Config, F_CPU);
    this.adc = new AVRADC(cpu, adcConfig);
    this.eeprom = new AVREEPROM(cpu, eeprom, eepromTimes(cpu));
    this.followEepromWrites(eeprom);
    this.watchdog = new AVRWatchdog(cpu, watchdogConfig, this.clock);
    this.resetCause = 0; // set when the watchdog resets the chip: the board rebuilds it
    this.sleptCycles = 0;
    this.sleepMode = -1; // the SMCR sleep mode while asleep (the USART stops in power-down)
    this.until = 0; // where the current run() ends
    this.haltUntil = 0; // the CPU runs no instruction before then (start-up time, SPM)
    this.selfProgram = null; // SPM (self_program.js), on a chip built from fuses
    this.skipper = null; // runs wait loops in one step (fast_forward.js), if the board wants it
    this.delayLoops = true; // delay loops' turns in few steps (delayLoop()); false: one by one
    this.delayCycles = 0; // the cycles delayLoop() ran in its steps
    this.fixAdc();
    this.timers = [this.timer0, this.timer1, this.timer2];
    for (const t of this.timers) Atmega328p.fixCompareMatch(t);
    this.catchWatchdogReset();
    if (sram) cpu.data.set(sram, SRAM_START);
    cpu.data[MCUSR] = mcusr;
    const watchdog = fixWatchdog(this);
    if (chip) {
      cpu.pc = chip.resetVector >> 1;
      this.haltUntil = startCycle + chip.startupCycles;
      watchdog.startAt(this.haltUntil);
    }
  }

  /** avr8js stores ADIF when 1 is written to it (the chip clears it: one spurious interrupt
   * per conversion) and lets a write clear ADSC while a conversion runs (the chip ignores it). */
  fixAdc() {
    const { cpu, adc } = this;
    const reg = adcConfig.ADCSRA;
    const original = cpu.writeHooks[reg];
    cpu.writeHooks[reg] = (value, oldValue, addr, mask) => {
      if (value & ADIF) {
        cpu.clearInterrupt(adc.ADC); // clears the flag in ADCSRA too
        oldValue &= ~ADIF;
      }
      value = (value & ~ADIF) | (oldValue & ADIF);
      if (adc.converting) value |= ADSC;
      original(value, cpu.data[reg], addr, mask); // stores value (avr8js then returns undefined,
      return true; // and its caller would store the value as written: say it is done)
    };
  }

  /** avr8js flags a compare match when the counter reaches OCRnx; the chip flags it (and
   * moves the OCnx pin) one timer clock later, as the counter leaves OCRnx: in CTC mode when it
   * clears to 0. The early flag made the firmware's clock (the Timer0 count plus TCNT0) step
   * back by 3 ms once every 4 ms for one timer clock (16 us). */
  static fixCompareMatch(timer) {
    // (no allocation here: it runs at every timer update, and an idle board is mostly that)
    timer.timerUpdated = function timerUpdated(value, prevValue) {
      if (left(this.ocrA, value, prevValue)) this.matched(this.OCFA, this.compA, 'A');
      if (left(this.ocrB, value, prevValue)) this.matched(this.OCFB, this.compB, 'B');
      if (this.hasOCRC && left(this.ocrC, value, prevValue)) this.matched(this.OCFC, this.compC, 'C');
    };
    timer.matched = function matched(flag, comp, pin) {
      this.cpu.setInterruptFlag(flag);
      if (comp) this.updateCompPin(comp, pin);
    };
  }

  /** The watchdog calls cpu.reset(), which resets PC and SP only: mark it, the board rebuilds
   * the whole chip (MCUSR then says watchdog). */
  catchWatchdogReset() {
    const { cpu } = this;
    const original = cpu.reset.bind(cpu);
    cpu.reset = () => {
      original();
      this.resetCause = RESET_CAUSE.watchdog;
    };
  }

  /** Notes each write the chip starts in the cells (where and until when), for power cuts;
   * EERE and EEAR changes are ignored while a write runs, as on the chip. */
  followEepromWrites(cells) {
    const { cpu, eeprom } = this;
    const reg = eepromConfig.EECR;
    const original = cpu.writeHooks[reg];
    cpu.writeHooks[reg] = (value, old, addr, mask) => {
      const busy = cpu.cycles < eeprom.writeCompleteCycles;
      if (busy) value &= ~EERE; // no read while a write runs
      const before = eeprom.writeCompleteCycles;
      const start = cpu.cycles;
      const eraseFirst = (cpu.data[reg] & ~EEPM_MASK) | (value & EEPM_MASK);
      const r = original(value, old, addr, mask);
      if (eeprom.writeCompleteCycles !== before) {
        const at = (cpu.data[eepromConfig.EEARH] << 8) | cpu.data[eepromConfig.EEARL];
        const erases = !(eraseFirst & 0x20); // EEPM1 clear: the byte is erased first
        const eraseEnd = erases ? start + eeprom.config.eraseCycles : start;
        cells.inFlight = { addr: at, eraseEnd, end: eeprom.writeCompleteCycles };
      }
      return r;
    };
    for (const ear of [eepromConfig.EEARL, eepromConfig.EEARH]) {
      cpu.writeHooks[ear] = () => cpu.cycles < eeprom.writeCompleteCycles; // true: ignored
    }
  }

  /** An EEPROM write the chip before this one started goes on until cycle `end` (a reset
   * does not stop it): EEPE reads 1 until then and no new write starts. */
  eepromBusyUntil(end) {
    const { cpu, eeprom } = this;
    if (end <= cpu.cycles) return;
    eeprom.writeCompleteCycles = end;
    cpu.data[eepromConfig.EECR] |= EEPE;
    cpu.addClockEvent(() => cpu.setInterruptFlag(eeprom.EER), end - cpu.cycles);
  }

  /** Ends the current run at cycle `at` if that is sooner (a host event due then). */
  stopAt(at) {
    if (at < this.until) this.until = at;
  }

  /** Copy of the SRAM (a reset keeps it). */
  sram() {
    return this.cpu.data.slice(SRAM_START, SRAM_START + SRAM_BYTES);
  }

  /** Runs until the CPU's clock reaches `until` (absolute cycles) or the watchdog resets it.
   * SLEEP (a no-op in avr8js) sleeps: the chip stays there, time jumping from one scheduled
   * event to the next, until an interrupt it can take wakes it (and may be asleep still when
   * the run ends). */
  run(until) {
    const { cpu } = this;
    this.until = until; // the board may bring it closer while the run goes on (stopAt)
    while (cpu.cycles < this.until && !this.resetCause) {
      if (this.haltUntil > cpu.cycles) {
        this.halted(Math.min(this.haltUntil, this.until));
      } else if (this.sleepMode >= 0) {
        this.asleep();
      } else {
        this.awake();
      }
    }
  }

  /** Runs instructions until the run ends, the watchdog resets the chip, SLEEP puts it to
   * sleep or SPM halts it. The clock's events and the interrupts come between instructions as
   * cpu.tick() has them, with tick() called only when it has something to do (an event due, an
   * interrupt pending with I set). */
  awake() {
    const { cpu, skipper } = this;
    const prog = cpu.progMem;
    const data = cpu.data;
    const spm = this.selfProgram !== null;
    const delayLoops = this.delayLoops;
    do {
      const { pc } = cpu;
      const opcode = prog[pc];
      const kind = SPECIAL[opcode];
      if (kind === 0) {
        // most instructions
      } else if (kind === K_SLEEP) {
        if (data[SMCR] & SMCR_SE) this.sleepMode = (data[SMCR] >> 1) & 7; // after this SLEEP, asleep
      } else if (kind === K_SPM) {
        if (spm) this.selfProgram.spm(opcode);
      } else if (kind === K_ERASED) {
        if (skipper !== null && skipper.erased()) continue;
      } else if (delayLoops && this.delayLoop(opcode)) {
        continue;
      }
      const iBefore = data[SREG] & SREG_I;
      runInstruction(cpu);
      if (skipper !== null && cpu.pc < pc) skipper.looped(pc, cpu.pc);
      const event = cpu.nextClockEvent;
      if (iBefore || !(data[SREG] & SREG_I)) {
        if ((event !== null && event.cycles <= cpu.cycles) || (cpu.nextInterrupt >= 0 && data[SREG] & SREG_I)) {
          cpu.tick();
        }
      } else if (event !== null && event.cycles <= cpu.cycles) {
        // I just set (SEI, OUT or ST to SREG, RETI): the chip runs the next instruction before
        // any interrupt (avr-gcc's `out SPH; out SREG; out SPL` relies on it); avr8js would
        // take one here, on a stack pointer half moved
        data[SREG] &= ~SREG_I;
        cpu.tick();
        data[SREG] |= SREG_I;
      }
      if (this.sleepMode >= 0 && cpu.pc < VECTORS_END) this.sleepMode = -1; // a pending interrupt
    } while (cpu.cycles < this.until && !this.resetCause && this.sleepMode < 0 && this.haltUntil <= cpu.cycles);
  }

  /** At a `brne` back to the head of a delay loop as avr-gcc's __builtin_avr_delay_cycles and
   * avr-libc's _delay_loop_1/2 make it (`dec Rd`, `sbiw Rd,1` or `subi; sbci; sbci` counting
   * down by one to zero, then `brne` back), when the branch is taken (Z clear): the turns to
   * come change only the counter, SREG and the time, and do so by a rule. With the counter at
   * n, the loop ends n turns on (n * turn + 1 cycles: the branch taken is 2 cycles, the last
   * one not taken 1) after the branch, the counter 0 and SREG as the last turn leaves it (Z set;
   * S, V, N clear; dec keeps H and C, sbiw and subi clear them as they count 1 down to 0; I and
   * T kept). So the run jumps there at once, provided nothing else could happen on the way:
   * no clock event (a timer step, a byte, the watchdog) due by that cycle, the run not ending
   * before it (a host event may change a pin or raise an interrupt), and no interrupt pending
   * with I set. If an event or the run's end comes first, it jumps to the head after the
   * branch and j turns (the counter less j, before that cycle, one turn or more left): the
   * flags a turn sets (S, V, N, Z; for sbiw and subi also H and C) are stale there, but the
   * head's instruction sets them again before anything can read them. The same states at the
   * same cycles as turn by turn (web/test/delay_loop_test.mjs runs both); the counter is in
   * registers, not memory or I/O, so no part sees the difference. Returns whether it jumped. */
  delayLoop(opcode) {
    const { cpu } = this;
    const data = cpu.data;
    const sreg = data[SREG];
    if (sreg & SREG_Z) return false; // the branch falls through: the loop ends
    // (an interrupt pending with I set was taken after the instruction before: a guard)
    if (sreg & SREG_I && cpu.nextInterrupt >= 0) return false;
    const prog = cpu.progMem;
    const { pc } = cpu;
    let head;
    let turn; // the cycles of a turn, the branch back taken
    let a; // the counter's registers, low byte first (-1: none)
    let b = -1;
    let c = -1;
    let flagsKept = 0xc0; // the SREG bits the last turn keeps (I, T)
    if (opcode === OPCODE_BRNE_BACK_1) {
      head = pc - 1;
      const op = prog[head];
      if ((op & 0xfe0f) === 0x940a) { // dec Rd
        a = (op & 0x1f0) >> 4;
        turn = 3;
        flagsKept = 0xe1; // and H, C
      } else if ((op & 0xffcf) === 0x9701) { // sbiw Rd,1 (Rd = r24, r26, r28, r30)
        a = 24 + ((op >> 3) & 6);
        b = a + 1;
        turn = 4;
      } else {
        return false;
      }
    } else {
      head = pc - 3;
      const op0 = prog[head];
      const op1 = prog[head + 1];
      const op2 = prog[head + 2];
      if ((op0 & 0xff0f) !== 0x5001 || (op1 & 0xff0f) !== 0x4000 || (op2 & 0xff0f) !== 0x4000) return false;
      a = 16 + ((op0 >> 4) & 15); // subi Ra,1; sbci Rb,0; sbci Rc,0
      b = 16 + ((op1 >> 4) & 15);
      c = 16 + ((op2 >> 4) & 15);
      if (a === b || a === c || b === c) return false;
      turn = 5;
    }
    let count = data[a] + (b >= 0 ? data[b] * 256 : 0) + (c >= 0 ? data[c] * 65536 : 0);
    if (count === 0) return false; // (reached by a jump, not from the head)
    const event = cpu.nextClockEvent;
    const horizon = event !== null && event.cycles < this.until ? event.cycles : this.until;
    let cycles = count * turn + 1; // to the loop's end
    if (cpu.cycles + cycles < horizon) {
      count = 0;
      data[SREG] = (sreg & flagsKept) | SREG_Z;
      cpu.pc = pc + 1;
    } else {
      // the head after the branch (2 cycles) and j whole turns, before the horizon, one turn left
      const j = Math.min(count - 1, Math.floor((horizon - 1 - cpu.cycles - 2) / turn));
      if (j < 1) return false;
      count -= j;
      cycles = 2 + j * turn;
      cpu.pc = head;
    }
    data[a] = count & 0xff;
    if (b >= 0) data[b] = (count >> 8) & 0xff;
    if (c >= 0) data[c] = count >> 16;
    cpu.cycles += cycles;
    this.delayCycles += cycles;
    return true;
  }

  /** Asleep (SLEEP is a no-op in avr8js): the chip stays here, time jumping from one scheduled
   * event to the next, until an interrupt it can take wakes it (it may be asleep still when the
   * run ends). */
  asleep() {
    const { cpu } = this;
    cpu.tick(); // a due event; an interrupt it raised is taken here
    if (cpu.pc < VECTORS_END) {
      this.sleepMode = -1; // woken (or reset)
      return;
    }
    const event = cpu.nextClockEvent;
    if (event !== null) this.timerSteps(event);
    const wake = event ? Math.min(event.cycles, this.until) : this.until;
    if (wake > cpu.cycles) {
      this.sleptCycles += wake - cpu.cycles;
      cpu.cycles = wake;
    }
  }

  /** Asleep, with a timer's next count step the next event: when the steps before the next
   * one that matters (the counter leaving OCRnA, OCRnB or TOP: a flag, a pin, a wrap) change
   * only the count, that event moves to the cycle of the last step it can take, and count()
   * takes them all at once: the same counter, flags and pins at the same cycles as step by
   * step, because no instruction, other event or host event comes in between to look. Normal
   * and CTC modes only (their OCRs are not buffered). An idle chip wakes 2-3 times a period
   * instead of at every timer clock. */
  timerSteps(event) {
    let t = null;
    for (const timer of this.timers) if (event.callback === timer.count) t = timer;
    if (t === null) return;
    const { divider, lastCycle } = t;
    if (!divider || t.tcntUpdated || t.updateDivider || event.cycles !== lastCycle + divider) return;
    if ((t.timerMode !== TIMER_NORMAL && t.timerMode !== TIMER_CTC) || t.ocrUpdateMode !== OCR_IMMEDIATE) return;
    const v = t.tcnt;
    const top = t.TOP;
    if (v >= top) return;
    let plain = top - v; // steps that only count, before the one that leaves `top`
    if (t.ocrA >= v && t.ocrA - v < plain) plain = t.ocrA - v;
    if (t.ocrB >= v && t.ocrB - v < plain) plain = t.ocrB - v;
    if (t.hasOCRC && t.ocrC >= v && t.ocrC - v < plain) plain = t.ocrC - v;
    const limit = Math.min(event.next ? event.next.cycles - 1 : Infinity, this.until);
    const steps = Math.min(plain + 1, Math.floor((limit - lastCycle) / divider));
    if (steps >= 2) event.cycles = lastCycle + steps * divider;
  }

  /** The CPU halted (held in reset, or waiting for SPM) until `end`: the clock's events go on,
   * no instruction runs and no interrupt is taken. */
  halted(end) {
    const { cpu } = this;
    while (cpu.cycles < end && !this.resetCause) {
      const event = cpu.nextClockEvent;
      if (!event || event.cycles > end) {
        cpu.cycles = end;
        break;
      }
      if (event.cycles > cpu.cycles) cpu.cycles = event.cycles;
      const sreg = cpu.data[SREG];
      cpu.data[SREG] = sreg & ~SREG_I;
      cpu.tick();
      cpu.data[SREG] = (cpu.data[SREG] & ~SREG_I) | (sreg & SREG_I);
    }
  }
}
