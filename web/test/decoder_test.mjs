#!/usr/bin/env node
// decoder_test.mjs - the board model's instruction table (web/src/board/decoder.js) runs every
// opcode as avr8js's own avrInstruction does: all 65536 opcodes, each from several
// pseudo-random states (registers, SREG, the stack pointer, X/Y/Z into RAM or anywhere, the
// RAM, the words after it: a two-word instruction for the skips), one CPU stepped by each;
// afterwards PC, the cycle count, the whole data space (registers, I/O, RAM) and the program
// words must be the same. Also: in Node the table is really built (not the fallback), and a
// chain text of the wrong shape falls back to avrInstruction. Prints TAP lines.
// Usage: node web/test/decoder_test.mjs
import { CPU, avrInstruction } from 'avr8js';
import { runInstruction, tableInstruction, chainOf } from '../src/board/decoder.js';

let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - instruction table: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(`# ${detail}`);
  }
}

const source = avrInstruction.toString();
const branches = chainOf(source);
ok(branches !== null && runInstruction !== avrInstruction,
  `built from avr8js's avrInstruction (${branches ? branches.length : 0} branches), not the fallback`);
ok(tableInstruction(source.replace('cpu.cycles++;\n}', 'cpu.cycles += 2;\n}')) === avrInstruction &&
  tableInstruction('function f(cpu) {}') === avrInstruction,
  'a text of another shape falls back to avrInstruction');

const WORDS = 0x4000;
const STATES = 3;
let x = 0x1527;
const rnd = () => {
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  return x;
};
const TWO_WORD = [0x9000, 0x9200, 0x940e, 0x940c]; // LDS, STS, CALL, JMP

const progA = new Uint16Array(WORDS);
const progB = new Uint16Array(WORDS);
const a = new CPU(progA);
const b = new CPU(progB);
const image = new Uint8Array(a.data.length);
const pool = new Uint8Array(0x10000 + image.length); // random bytes, taken from a random place
for (let i = 0; i < pool.length; i++) pool[i] = rnd() & 0xff;
let first = '';
let cases = 0;
let lastPc = 0;
for (let op = 0; op < 0x10000 && !first; op++) {
  for (let s = 0; s < STATES; s++) {
    // the state: random bytes everywhere, a stack pointer in RAM, pointers often in RAM
    const from = rnd() & 0xffff;
    image.set(pool.subarray(from, from + image.length));
    const sp = 0x200 + (rnd() % 0x6f0);
    image[0x5d] = sp & 0xff;
    image[0x5e] = sp >> 8;
    for (const p of [26, 28, 30]) {
      if (rnd() & 1) {
        const at = 0x100 + (rnd() % 0x800);
        image[p] = at & 0xff;
        image[p + 1] = at >> 8;
      }
    }
    const pc = rnd() % (WORDS - 4);
    const next = s === 0 ? TWO_WORD[rnd() & 3] | (rnd() & 0x1f0) : rnd() & 0xffff;
    for (const [cpu, prog] of [[a, progA], [b, progB]]) {
      prog.fill(0, lastPc, lastPc + 3); // (the rest of the program is 0: NOP)
      prog[pc] = op;
      prog[pc + 1] = next;
      prog[pc + 2] = 0x1234;
      cpu.data.set(image);
      cpu.pc = pc;
      cpu.cycles = 1000;
    }
    lastPc = pc;
    avrInstruction(a);
    runInstruction(b);
    cases++;
    let d = '';
    if (a.pc !== b.pc) d = `pc ${a.pc} / ${b.pc}`;
    else if (a.cycles !== b.cycles) d = `cycles ${a.cycles} / ${b.cycles}`;
    else if (Buffer.compare(Buffer.from(a.data.buffer, a.data.byteOffset, a.data.length), Buffer.from(b.data.buffer, b.data.byteOffset, b.data.length)) !== 0) {
      const i = a.data.findIndex((v, k) => v !== b.data[k]);
      d = `data[0x${i.toString(16)}] 0x${a.data[i].toString(16)} / 0x${b.data[i].toString(16)}`;
    } else if (progA[pc] !== progB[pc] || progA[pc + 1] !== progB[pc + 1]) d = 'program words';
    if (d) {
      first = `opcode 0x${op.toString(16).padStart(4, '0')} (state ${s}): ${d}`;
      break;
    }
  }
}
ok(first === '', `every one of the 65536 opcodes from ${STATES} states each (${cases} cases) leaves the same PC, cycles, data space and program as avrInstruction`, first);

process.exit(failures ? 1 : 0);
