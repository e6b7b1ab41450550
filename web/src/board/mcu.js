// mcu.js - one ATmega328P at 16 MHz on avr8js, as the NimBox boards use it: ports B, C, D,
// timers 0-2, USART0, ADC, EEPROM, watchdog. One object lives from one reset to the next: the
// board (board.js) builds a new one at every reset, because avr8js's own reset leaves the
// peripherals as they were. Fixed here (see /work/shared/notes/AVR8JS.md): writing ADIF=1 clears
// the flag instead of storing it, ADSC stays set while a conversion runs, and a watchdog reset
// is reported to the board instead of being half done. The USART's fixes live in serial.js.
// SLEEP (a no-op in avr8js) skips ahead to the next scheduled event: same results, 5-10x faster.
import {
  CPU, avrInstruction, AVRTimer, timer0Config, timer1Config, timer2Config, AVRIOPort,
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
const SRAM_START = 0x100;
const OPCODE_SLEEP = 0x9588;
const ADIF = 0x10;
const EEPE = 0x02;
const ADSC = 0x40;

/** The EEPROM cells, owned by the board so they outlive every reset (and power cycle). It
 * remembers the write in flight, so a power cut can spoil that byte as on the chip. */
export class EepromCells {
  constructor(bytes) {
    this.memory = bytes ?? new Uint8Array(EEPROM_BYTES).fill(0xff);
    this.inFlight = null; // { addr, start, end } in absolute cycles
    this.onWrite = null; // (addr) => void, when a write starts (the new value is in memory)
    this.clock = () => 0;
  }
  readMemory(addr) {
    return this.memory[addr];
  }
  eraseMemory(addr) {
    this.memory[addr] = 0xff;
    this.noteWrite(addr);
  }
  writeMemory(addr, value) {
    this.memory[addr] &= value;
    this.noteWrite(addr);
  }
  noteWrite(addr) {
    const now = this.clock();
    if (!this.inFlight || this.inFlight.addr !== addr || this.inFlight.start !== now) {
      this.inFlight = { addr, start: now, end: now };
    }
    // avr8js: erase and write take eraseCycles + writeCycles together (3.6 ms a byte)
    this.inFlight.end = now + eepromConfig.eraseCycles + eepromConfig.writeCycles;
    this.onWrite?.(addr);
  }
  /** A power cut at absolute cycle `now`: a byte still being written holds junk (erased, or
   * some of its bits programmed). Returns the address spoilt, or -1. */
  powerCut(now, junk = 0xff) {
    const w = this.inFlight;
    this.inFlight = null;
    if (!w || now >= w.end) return -1;
    this.memory[w.addr] = now < w.start + eepromConfig.eraseCycles ? 0xff : this.memory[w.addr] | junk;
    this.onWrite?.(w.addr);
    return w.addr;
  }
}

export class Atmega328p {
  /**
   * program: Uint16Array of flash words; eeprom: EepromCells; mcusr: reset cause bits;
   * sram: RAM contents to start with (a reset keeps RAM, a power-on has junk); startCycle: the
   * board's clock, so that time runs on across resets.
   */
  constructor(program, { eeprom, mcusr = RESET_CAUSE.power, sram = null, startCycle = 0 }) {
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
    this.eeprom = new AVREEPROM(cpu, eeprom, eepromConfig);
    this.watchdog = new AVRWatchdog(cpu, watchdogConfig, this.clock);
    this.resetCause = 0; // set when the watchdog resets the chip: the board rebuilds it
    this.sleptCycles = 0;
    this.fixAdc();
    this.catchWatchdogReset();
    if (sram) cpu.data.set(sram, SRAM_START);
    cpu.data[MCUSR] = mcusr;
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

  /** An EEPROM write the chip before this one started goes on until cycle `end` (a reset
   * does not stop it): EEPE reads 1 until then and no new write starts. */
  eepromBusyUntil(end) {
    const { cpu, eeprom } = this;
    if (end <= cpu.cycles) return;
    eeprom.writeCompleteCycles = end;
    cpu.data[eepromConfig.EECR] |= EEPE;
    cpu.addClockEvent(() => cpu.setInterruptFlag(eeprom.EER), end - cpu.cycles);
  }

  /** Copy of the SRAM (a reset keeps it). */
  sram() {
    return this.cpu.data.slice(SRAM_START, SRAM_START + SRAM_BYTES);
  }

  /** Runs until the CPU's clock reaches `until` (absolute cycles) or the watchdog resets it. */
  run(until) {
    const { cpu } = this;
    const prog = cpu.progMem;
    const data = cpu.data;
    while (cpu.cycles < until && !this.resetCause) {
      if (prog[cpu.pc] === OPCODE_SLEEP && data[SMCR] & SMCR_SE && cpu.nextInterrupt < 0) {
        // asleep until the next timer/UART/ADC/EEPROM/watchdog event (or the end of the run)
        const event = cpu.nextClockEvent;
        const wake = event ? Math.min(event.cycles, until) : until;
        if (wake > cpu.cycles) {
          this.sleptCycles += wake - cpu.cycles;
          cpu.cycles = wake;
        }
      }
      avrInstruction(cpu);
      cpu.tick();
    }
  }
}
