#!/usr/bin/env node
// delay_loop_test.mjs - the board model's delay loops in few steps (mcu.js delayLoop()) leave
// the same states at the same cycles as running them turn by turn. Two boards, one with the
// fast path and one without, run side by side to the same run ends (pseudo-random, 1 to a few
// hundred cycles apart, so that many ends fall inside a loop) and are compared at every end:
// the cycle count, PC, the 32 registers, the I/O space, the whole RAM, the timer's count.
//   1. hand-assembled programs with each loop shape (dec Rd; sbiw Rd,1; subi/sbci/sbci, each
//      with brne back), every 8-bit count (0 too: 256 turns), 16- and 24-bit counts, the flags
//      H, C and T before the loop varied; with Timer0 off and interrupts off, and with its
//      overflow interrupt at /1, /8 and /64 (the clock events and interrupts that cut a jump
//      short); the interrupt routine records the flags it interrupted;
//   2. the real firmware (the HEX files given: the Nano with its TM1638 module, the Uno with
//      its LCD), keys pressed and released on the way, a few simulated seconds; the TM1638's
//      bus timing checks stay clean.
// Prints TAP lines.
// Usage: node web/test/delay_loop_test.mjs [NANO.hex [UNO.hex]]
import { readFileSync } from 'node:fs';
import { parseIntelHex } from '../src/board/hex.js';
import { Board } from '../src/board/board.js';
import { boardModel } from '../src/board/boards.js';

let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - delay loops: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(`# ${detail}`);
  }
}

// ---- AVR words (the encodings of the AVR instruction set manual) ----
const K8 = (k) => ((k & 0xf0) << 4) | (k & 0x0f);
const ldi = (d, k) => 0xe000 | K8(k) | ((d - 16) << 4);
const subi = (d, k) => 0x5000 | K8(k) | ((d - 16) << 4);
const sbci = (d, k) => 0x4000 | K8(k) | ((d - 16) << 4);
const andi = (d, k) => 0x7000 | K8(k) | ((d - 16) << 4);
const cpi = (d, k) => 0x3000 | K8(k) | ((d - 16) << 4);
const rr = (base) => (d, r) => base | ((r & 0x10) << 5) | (d << 4) | (r & 0x0f);
const mov = rr(0x2c00);
const add = rr(0x0c00);
const adc = rr(0x1c00);
const dec = (d) => 0x940a | (d << 4);
const inc = (d) => 0x9403 | (d << 4);
const swap = (d) => 0x9402 | (d << 4);
const sbiw = (d, k) => 0x9700 | ((k & 0x30) << 2) | (((d - 24) >> 1) << 4) | (k & 0x0f);
const brne = (k) => 0xf401 | ((k & 0x7f) << 3); // k: words from the next instruction
const bst = (d, b) => 0xfa00 | (d << 4) | b;
const inIo = (d, a) => 0xb000 | ((a & 0x30) << 5) | (d << 4) | (a & 0x0f);
const outIo = (a, r) => 0xb800 | ((a & 0x30) << 5) | (r << 4) | (a & 0x0f);
const sts = (k, r) => [0x9200 | (r << 4), k];
const rjmp = (k) => 0xc000 | (k & 0xfff);
const SEI = 0x9478;
const RETI = 0x9518;
const JMP = 0x940c; // + the word address

const SREG_IO = 0x3f;
const TCCR0B_IO = 0x25;
const TIMSK0 = 0x6e;
const TIMER0_OVF = 0x20; // its vector's word address
const IO_AND_RAM = 0x900; // registers, I/O and the 2 KB of RAM

/** A program: at 0 a jump to main; Timer0's overflow routine records the flags it interrupted
 * (r2), counts (r3) and sums them (r4), SREG kept; main starts Timer0 with clock select `cs`
 * (0: off) and its interrupt, sets I if asked, then plays the loop `shape` over and over, its
 * count from r17 (one more each time), H, C and T from r17 too, the flags after each loop
 * summed in r6. */
function loopProgram(shape, cs, sei) {
  const flash = new Uint16Array(0x4000).fill(0xffff);
  const MAIN = 0x40;
  flash.set([JMP, MAIN], 0);
  flash.set([inIo(2, SREG_IO), inc(3), add(4, 2), outIo(SREG_IO, 2), RETI], TIMER0_OVF);
  const main = [ldi(16, cs), outIo(TCCR0B_IO, 16), ldi(16, cs ? 1 : 0), ...sts(TIMSK0, 16)];
  if (sei) main.push(SEI);
  const top = main.length;
  main.push(inc(17));
  const flags = [mov(21, 17), swap(21), add(21, 21), bst(17, 2)]; // H, C and T from r17
  if (shape === 'dec') {
    main.push(mov(20, 17), ...flags, dec(20), brne(-2));
  } else if (shape === 'sbiw') { // r25:r24 = ((r17 >> 4) & 3) * 256 + r17: up to 1023, 0 too
    main.push(mov(24, 17), mov(25, 17), swap(25), andi(25, 0x03), ...flags, sbiw(24, 1), brne(-2));
  } else { // r22:r19:r18 = 256 + r17, and once in 256 loops 65536 more
    main.push(mov(18, 17), ldi(19, 1), ldi(22, 0), cpi(17, 0x80), brne(1), ldi(22, 1), ...flags,
      subi(18, 1), sbci(19, 0), sbci(22, 0), brne(-4));
  }
  main.push(inIo(5, SREG_IO), add(6, 5), adc(7, 5));
  main.push(rjmp(top - main.length - 1));
  flash.set(main, MAIN);
  return flash;
}

/** xorshift32: the run ends' spacing, the same for both boards. */
function spacing(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** Where two boards differ now ('' when they do not). */
function difference(a, b) {
  const ca = a.mcu.cpu;
  const cb = b.mcu.cpu;
  if (ca.cycles !== cb.cycles) return `cycles ${ca.cycles} / ${cb.cycles}`;
  if (ca.pc !== cb.pc) return `pc 0x${(ca.pc * 2).toString(16)} / 0x${(cb.pc * 2).toString(16)}`;
  for (let i = 0; i < IO_AND_RAM; i++) {
    if (ca.data[i] !== cb.data[i]) return `data[0x${i.toString(16)}] 0x${ca.data[i].toString(16)} / 0x${cb.data[i].toString(16)} at pc 0x${(ca.pc * 2).toString(16)}`;
  }
  if (a.mcu.timer0.tcnt !== b.mcu.timer0.tcnt) return `TCNT0 ${a.mcu.timer0.tcnt} / ${b.mcu.timer0.tcnt}`;
  if (a.mcu.sleptCycles !== b.mcu.sleptCycles) return `slept ${a.mcu.sleptCycles} / ${b.mcu.sleptCycles}`;
  return '';
}

/** Counts the fast path's jumps by where they land: the loop's end, or its head (cut short). */
function countJumps(board) {
  const jumps = { end: 0, head: 0 };
  const follow = () => {
    const { mcu } = board;
    const original = mcu.delayLoop.bind(mcu);
    mcu.delayLoop = (opcode) => {
      const from = mcu.cpu.pc;
      const jumped = original(opcode);
      if (jumped) jumps[mcu.cpu.pc === from + 1 ? 'end' : 'head']++;
      return jumped;
    };
  };
  board.bootListeners.add(follow);
  follow();
  return jumps;
}

/** Runs boards a (fast path) and b (turn by turn) side by side to `ends` run ends spaced by
 * next(), calling between(now) before each; returns the first difference or ''. */
function sideBySide(a, b, ends, next, between = () => {}) {
  for (let i = 0; i < ends; i++) {
    const until = a.now() + next();
    between(a.now());
    a.runUntil(until);
    b.runUntil(until);
    const d = difference(a, b);
    if (d) return `after ${i + 1} run ends, cycle ${until}: ${d}`;
  }
  return '';
}

// ---- 1. each loop shape on a hand-assembled program ----
for (const shape of ['dec', 'sbiw', 'subi']) {
  for (const [cs, sei, what] of [[0, false, 'Timer0 off, I clear'], [1, true, 'Timer0 /1 interrupt'], [2, true, 'Timer0 /8 interrupt'], [3, true, 'Timer0 /64 interrupt']]) {
    const flash = loopProgram(shape, cs, sei);
    const fast = new Board(flash);
    const slow = new Board(flash);
    slow.delayLoops = false;
    fast.start();
    slow.start();
    const jumps = countJumps(fast);
    const rnd = spacing(0x1638 + cs);
    const ends = shape === 'subi' ? 12000 : 6000;
    const d = sideBySide(fast, slow, ends, () => 1 + (rnd() % (rnd() & 1 ? 40 : 600)));
    ok(d === '', `${shape} loop, ${what}: the same state at each of ${ends} run ends as turn by turn (${fast.mcu.cpu.cycles} cycles)`, d);
    if (cs === 1) { // a timer step due at every cycle: no room for a jump
      ok(jumps.end + jumps.head === 0, `${shape} loop, ${what}: no jump with a clock event at every cycle`);
    } else {
      ok(jumps.end > 0 && jumps.head > 0 && fast.mcu.delayCycles > 0 && slow.mcu.delayCycles === 0,
        `${shape} loop, ${what}: the fast path ran (${jumps.end} jumps to the end, ${jumps.head} cut short)`);
    }
  }
}

// every 8-bit count: r17 goes round once per 256 loops, so the runs above saw each; the
// interrupt routine saw the flags of loops it cut into (r2, r4 compared above)

// ---- 2. the real firmware, keys pressed on the way ----
const [nanoHex, unoHex] = process.argv.slice(2);
for (const [id, hex, keys] of [
  ['nano-tm1638', nanoHex, ['S5', 'S2', 'S5', 'S4', 'S1', 'S5']],
  ['uno-lcd', unoHex, ['SELECT', 'DOWN', 'SELECT', 'UP', 'RIGHT', 'SELECT']],
]) {
  if (!hex) continue;
  const program = parseIntelHex(readFileSync(hex, 'latin1'));
  const Model = boardModel(id);
  const make = (delayLoops) => {
    const board = new Board(program);
    board.delayLoops = delayLoops;
    const device = new Model(board, { ladder: 'u' });
    board.start();
    return { board, device };
  };
  const fast = make(true);
  const slow = make(false);
  const jumps = countJumps(fast.board);
  const rnd = spacing(1527);
  // keys: one down every 400 ms from 0.5 s, held 120 ms (the same cycles on both boards)
  const MS = 16000;
  let k = 0;
  const between = (now) => {
    const t = now / MS;
    const i = Math.floor((t - 500) / 400);
    if (i >= 0 && i < keys.length && k === 2 * i) {
      fast.device.keyDown(keys[i]);
      slow.device.keyDown(keys[i]);
      k++;
    } else if (i >= 0 && i < keys.length && k === 2 * i + 1 && t - 500 - 400 * i >= 120) {
      fast.device.keyUp();
      slow.device.keyUp();
      k++;
    }
  };
  const d = sideBySide(fast.board, slow.board, 40000, () => 1 + (rnd() % (rnd() & 1 ? 200 : 8000)), between);
  ok(d === '', `${id} firmware, ${(fast.board.nowMs() / 1000).toFixed(1)} simulated s with ${keys.length} key presses: the same state at each of 40000 run ends as turn by turn`, d);
  ok(fast.device.text() === slow.device.text() && k === 2 * keys.length,
    `${id} firmware: the same display (${JSON.stringify(fast.device.text())})`, JSON.stringify(slow.device.text()));
  ok(jumps.end > 0 && jumps.head > 0, `${id} firmware: the fast path ran (${jumps.end} jumps to the end, ${jumps.head} cut short, ${fast.board.mcu.delayCycles} cycles)`);
  if (fast.device.tm1638) {
    const problems = [...fast.device.tm1638.problems(), ...slow.device.tm1638.problems()];
    ok(problems.length === 0, `${id} firmware: the TM1638 bus timing is clean both ways`, problems.join('; '));
  }
}

process.exit(failures ? 1 : 0);
