// decoder.js - avr8js's own instructions, found through a table instead of a chain of tests.
// avr8js's avrInstruction(cpu) tests the opcode against each instruction's pattern in turn (99
// tests, an `if ... else if` chain) and runs the first that matches: LDI is its 38th test,
// RJMP its 70th, SBI its 74th, SUBI its 96th, and that search was much of the Node runner's
// time (avrInstruction: 47% of a Nano script's profile). Here the same function's source text is
// taken apart once (Function.prototype.toString: the very code avr8js runs), each opcode of
// the 65536 is given the branch that it matches first, and one new function runs that
// branch's body through a `switch` on it, then the same end (PC and one cycle on). The same
// bodies, in the same order of precedence: the same instruction set, exact, by construction;
// web/test/decoder_test.mjs runs both on every opcode from many states and compares them.
// If avrInstruction's text is not the shape expected (another avr8js version, a minified
// bundle), or building the function fails, avrInstruction itself is used.
import { avrInstruction } from 'avr8js';

const BRANCH = /^ {4}(?:else )?if \((.*)$/;

/** The chain's branches from avrInstruction's source: [{ cond, body }] in order, and the
 * lines after it; null if the text is not the shape expected. */
export function chainOf(source) {
  const lines = source.split('\n');
  if (!/^function avrInstruction\(cpu\) \{$|^export function avrInstruction\(cpu\) \{$/.test(lines[0])) return null;
  if (lines[1].trim() !== 'const opcode = cpu.progMem[cpu.pc];') return null;
  const branches = [];
  let i = 2;
  for (;;) {
    const m = BRANCH.exec(lines[i]);
    if (!m) break;
    let cond = m[1];
    while (!cond.endsWith(') {')) {
      i++;
      if (i >= lines.length) return null;
      cond += ` ${lines[i].trim()}`;
    }
    cond = cond.slice(0, -3);
    const body = [];
    for (i++; i < lines.length && lines[i] !== '    }'; i++) body.push(lines[i]);
    if (i >= lines.length) return null;
    branches.push({ cond, body: body.join('\n') });
    i++;
  }
  const tail = lines.slice(i, -1).map((l) => l.trim()).join('\n');
  if (tail !== 'cpu.pc = (cpu.pc + 1) % cpu.progMem.length;\ncpu.cycles++;' || lines[lines.length - 1] !== '}') return null;
  if (branches.length < 90) return null;
  return branches;
}

/** The branch index (0..) each opcode runs first, 255 for none: the chain's tests in their
 * order, each returning its index. */
export function opcodeTable(branches) {
  const first = new Function('opcode', `${branches.map((b, k) => `if (${b.cond}) return ${k};`).join('\n')}\nreturn 255;`);
  const table = new Uint8Array(0x10000);
  for (let op = 0; op < 0x10000; op++) table[op] = first(op);
  return table;
}

/** avr8js's isTwoWordInstruction (not exported), which the skip instructions call. */
function isTwoWordInstruction(opcode) {
  return (opcode & 0xfe0f) === 0x9000 || (opcode & 0xfe0f) === 0x9200 ||
    (opcode & 0xfe0e) === 0x940e || (opcode & 0xfe0e) === 0x940c;
}

/** A function (cpu) => void that runs one instruction as avrInstruction does, or
 * avrInstruction itself when its text cannot be taken apart. */
export function tableInstruction(source = avrInstruction.toString()) {
  try {
    const branches = chainOf(source);
    if (!branches) return avrInstruction;
    if (/\bisTwoWordInstruction\b/.test(source) && !source.includes('isTwoWordInstruction(nextOpcode)')) return avrInstruction;
    const table = opcodeTable(branches);
    const cases = branches.map((b, k) => `case ${k}: {\n${b.body}\n} break;`).join('\n');
    const make = new Function('table', 'isTwoWordInstruction', `return function tableInstruction(cpu) {
const opcode = cpu.progMem[cpu.pc];
switch (table[opcode]) {
${cases}
}
cpu.pc = (cpu.pc + 1) % cpu.progMem.length;
cpu.cycles++;
};`);
    return make(table, isTwoWordInstruction);
  } catch {
    return avrInstruction;
  }
}

/** The instruction function the board model runs (built once). */
export const runInstruction = tableInstruction();
