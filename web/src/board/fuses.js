// fuses.js - what an ATmega328P's fuse and lock bytes decide for the board model: where the CPU
// starts after a reset (BOOTRST, BOOTSZ: the boot loader section), how long a reset holds it
// (CKSEL and SUT: the start-up time), and where SPM may write (the boot lock bits). Datasheet
// ATmega328P (7810D): 26.8.2 and table 27-7 (boot size), 9.2-9.4 and table 9-4 (start-up of the
// low power crystal oscillator), 26.5 and tables 26-2, 26-3 (boot lock bits).
import { CYCLES_PER_MS, FLASH_BYTES } from './mcu.js';

export const PAGE_BYTES = 128;
/** The No-Read-While-Write section: the last 4 KB, whatever the boot size (26.4). */
export const NRWW_START = 0x7000;

/** Table 9-4, the low power crystal oscillator: the delay a reset adds, by CKSEL0 and SUT1..0
 * (14 CK plus 0, 4.1 or 65 ms). The 16K CK oscillator start-up counts only from power-down. */
const RESET_DELAY_MS = [4.1, 65, 0, 4.1, 65, 0, 4.1, 65];

/**
 * The chip a board ships with, from its fuse bytes (boards.txt: high, low, lock):
 * { bootStart, resetVector (byte addresses), startupCycles, spmMayWrite(byteAddr) }.
 */
export function chipFromFuses({ high, low = 0xff, lock = 0x3f }) {
  const cksel = low & 0x0f;
  if (cksel < 0x08) throw new Error(`low fuse 0x${hex(low)}: only the low power crystal oscillator (CKSEL 1000-1111) is modelled`);
  const sut = (low >> 4) & 0x03;
  const delayMs = RESET_DELAY_MS[((cksel & 1) << 2) | sut] ?? 65;
  const bootWords = 256 << (3 - ((high >> 1) & 0x03)); // BOOTSZ 11: 256 words ... 00: 2048 words
  const bootStart = FLASH_BYTES - 2 * bootWords;
  const bootRst = (high & 0x01) === 0; // programmed (0): the reset vector is the boot section's start
  // BLB1 (bits 5:4) for the boot section, BLB0 (bits 3:2) for the application: BLBx1 = 0 (modes
  // 2 and 3) forbids SPM writes to that section
  const bootWritable = (lock & 0x10) !== 0;
  const appWritable = (lock & 0x04) !== 0;
  return {
    high,
    low,
    lock,
    bootStart,
    resetVector: bootRst ? bootStart : 0,
    startupCycles: 14 + Math.round(delayMs * CYCLES_PER_MS),
    spmMayWrite: (addr) => (addr >= bootStart ? bootWritable : appWritable),
  };
}

export function hex(n, digits = 2) {
  return n.toString(16).toUpperCase().padStart(digits, '0');
}
