// fast_forward.js - a program's wait loops run in one step instead of one instruction at a time,
// up to the cycle where the next clock event (a byte arriving, a timer count, the watchdog, SPM
// done) could change what they read: the same states at the same cycles, only sooner. A
// bootloader spends nearly all its time in such loops (polling RXC between bytes), and the
// flasher's tests would spend seconds of CPU on them.
// A loop qualifies when it is short, its body only reads registers and I/O registers that only
// clock events and host events change (no stores, calls, UDR0 reads or WDR), and interrupts are
// off. Nothing changes those registers before the next event, so a trial turn run from here
// (and undone) shows what every turn until then does; the turns seen before only propose the
// loop and its length (one of them may have left the loop, or seen a register change midway:
// the trial turn then disagrees and nothing is skipped). Two kinds:
// - a fixed point: two turns leave every register and SREG as they were (Optiboot's getch and
//   putch, its SPM and Timer1 waits, ATmegaBOOT's putch and SPM waits): skipped in whole turns;
// - a counting wait: turn after turn only one group of registers changes, by the same step, and
//   the loop branches back on carry (`brcs`/`brcc`: counter below a limit, so staying in is
//   monotonic: ATmegaBOOT's getch counts to 1,000,001 while it polls), or on not zero (`brne`)
//   counting down by one (a delay loop, as _delay_ms makes). The count jumps as far as a trial
//   turn from the new count still stays in the loop.
// Erased flash (0xFFFF words, one cycle each) is crossed in one step too, up to the next event:
// a Nano's reset vector at 0x7800 runs through 1.5 KB of it to Optiboot at 0x7E00, and a chip
// without a program runs through all of it.
// bootloader_chip_test.mjs checks that flashes give the same bytes at the same cycles with and
// without it.
import { avrInstruction } from 'avr8js';

const MAX_BODY_WORDS = 24;
const SREG = 0x5f;
const SREG_I = 0x80;
const REGS = 32;
const PURE_HOOKED = new Set([0x57]); // SPMCSR: its read hook is a function of time and events

/** Whether the words from `head` to `branch` (word addresses) only read and compute. */
function pureBody(cpu, head, branch) {
  const prog = cpu.progMem;
  const readable = (addr) => addr < 0x100 && (!cpu.readHooks[addr] || PURE_HOOKED.has(addr));
  for (let pc = head; pc <= branch; pc++) {
    const op = prog[pc];
    const hi4 = op & 0xf000;
    const hi6 = op & 0xfc00;
    if ((op & 0xfe0f) === 0x9000) {
      if (!readable(prog[++pc])) return false; // LDS from I/O
    } else if ((op & 0xf800) === 0xb000) {
      if (!readable(((op & 0xf) | ((op & 0x600) >> 5)) + 32)) return false; // IN
    } else if ((op & 0xfd00) === 0x9900) {
      if (!readable(((op & 0xf8) >> 3) + 32)) return false; // SBIC, SBIS
    } else if (
      !((op & 0xfc08) === 0xfc00 || // SBRC, SBRS
        (hi4 >= 0x3000 && hi4 <= 0x7000) || // CPI SBCI SUBI ORI ANDI
        hi4 === 0xe000 || hi4 === 0xc000 || // LDI, RJMP
        [0x0400, 0x0800, 0x0c00, 0x1000, 0x1400, 0x1800, 0x1c00, 0x2000, 0x2400, 0x2800, 0x2c00].includes(hi6) ||
        (op & 0xff00) === 0x0100 || // MOVW
        (op & 0xfe0f) === 0x9403 || (op & 0xfe0f) === 0x940a || // INC, DEC
        (op & 0xfe00) === 0x9600 || // ADIW, SBIW
        (op & 0xf800) === 0xf000 || // BRBS, BRBC
        op === 0)
    ) {
      return false;
    }
  }
  return true;
}

export class LoopSkipper {
  constructor(mcu) {
    this.mcu = mcu;
    this.head = -1;
    this.branch = -1;
    // the last three arrivals at the head (oldest first), from a pool of three
    this.pool = [0, 1, 2].map(() => ({ at: 0, regs: new Uint8Array(REGS) }));
    this.turns = [];
    this.pure = new Map(); // head*65536+branch -> pureBody
    this.lastKey = -1;
    this.lastPure = false;
    this.skippedCycles = 0;
    this.saved = new Uint8Array(REGS);
    this.result = { regs: new Uint8Array(REGS), sreg: 0 };
  }

  /** Notes an arrival at the head: the oldest of three is reused. */
  note(cpu) {
    let t;
    if (this.turns.length === 3) t = this.turns.shift();
    else for (t of this.pool) if (t !== this.turns[0] && t !== this.turns[1]) break;
    t.at = cpu.cycles;
    t.regs.set(cpu.data.subarray(0, REGS));
    this.turns.push(t);
  }

  /** After an instruction at `from` jumped back to `to` (before the clock's events run). */
  looped(from, to) {
    const { cpu } = this.mcu;
    if (from - to > MAX_BODY_WORDS || cpu.data[SREG] & SREG_I) return;
    if (to !== this.head || from !== this.branch) {
      this.head = to;
      this.branch = from;
      this.turns.length = 0;
    }
    const key = to * 65536 + from;
    if (key !== this.lastKey) {
      this.lastKey = key;
      this.lastPure = this.pure.get(key);
      if (this.lastPure === undefined) {
        this.lastPure = pureBody(cpu, to, from);
        this.pure.set(key, this.lastPure);
      }
    }
    if (!this.lastPure) return;
    const eventAt = cpu.nextClockEvent ? cpu.nextClockEvent.cycles : Infinity;
    this.note(cpu);
    const n = this.turns.length;
    if (n < 2) return;
    const a = this.turns[n - 2];
    const b = this.turns[n - 1];
    const turn = b.at - a.at;
    const room = Math.floor((Math.min(eventAt, this.mcu.until) - cpu.cycles) / turn) - 1; // whole turns
    if (room < 2) return;
    const changed = [];
    for (let r = 0; r < REGS; r++) if (a.regs[r] !== b.regs[r]) changed.push(r);
    if (changed.length === 0) {
      const t = this.trial(turn);
      if (t && t.sreg === cpu.data[SREG] && same(t.regs, b.regs)) this.skip(room * turn, t);
    } else {
      this.count(changed, room, turn);
    }
  }

  /** At an erased word: crosses the erased words from here, at one cycle each, up to the next
   * event (interrupts off). Returns whether it moved. */
  erased() {
    const { cpu } = this.mcu;
    if (cpu.data[SREG] & SREG_I) return false;
    const prog = cpu.progMem;
    const horizon = Math.min(cpu.nextClockEvent ? cpu.nextClockEvent.cycles : Infinity, this.mcu.until);
    const most = Math.min(horizon - cpu.cycles - 1, prog.length - cpu.pc);
    let n = 0;
    while (n < most && prog[cpu.pc + n] === 0xffff) n++;
    if (n < 2) return false;
    cpu.pc = (cpu.pc + n) % prog.length;
    cpu.cycles += n;
    this.skippedCycles += n;
    return true;
  }

  /** A counting wait: one group of registers (little-endian) steps by the same amount. */
  count(changed, room, turn) {
    const { cpu } = this.mcu;
    const low = changed[0];
    const size = changed[changed.length - 1] - low + 1;
    if (size > 4 || this.turns.length < 3) return;
    const branchOp = cpu.progMem[this.branch];
    const onCarry = (branchOp & 0xf807) === 0xf000; // BRBS 0 / BRBC 0: brcs, brcc
    const onNotZero = (branchOp & 0xfc07) === 0xf401; // BRBC 1: brne
    if (!onCarry && !onNotZero) return;
    const value = (regs) => {
      let v = 0;
      for (let i = size - 1; i >= 0; i--) v = v * 256 + regs[low + i];
      return v;
    };
    const [t0, t1, t2] = this.turns;
    const step = value(t2.regs) - value(t1.regs);
    if (step !== value(t1.regs) - value(t0.regs) || step === 0 || t2.at - t1.at !== turn) return;
    if (onNotZero && step !== -1) return;
    const now = value(t2.regs);
    const least = onNotZero ? 1 : 0; // counting down to zero: it left the loop at 0
    const fits = (n) => now + n * step >= least && now + n * step < 256 ** size;
    const others = (regs) => regs.every((v, r) => (r >= low && r < low + size) || v === t2.regs[r]);
    // the turn from the count n - 1 turns ahead must come back to the head with the count n
    // turns ahead and nothing else changed; staying in is monotonic in the count, so all the
    // turns before it stayed in too
    for (let n = room; n >= 2; n = Math.floor(n / 2)) {
      if (!fits(n)) continue;
      const t = this.trial(turn, low, size, now + (n - 1) * step);
      if (t && value(t.regs) === now + n * step && others(t.regs)) {
        this.skip(n * turn, t);
        return;
      }
    }
  }

  /** Runs one turn from here (the count group set to v, if given) and undoes it: the
   * registers and SREG it ends with, or null if it left the loop or took another time. */
  trial(turn, low = 0, size = 0, v = 0) {
    const { cpu } = this.mcu;
    const regs = this.saved;
    regs.set(cpu.data.subarray(0, REGS));
    const sreg = cpu.data[SREG];
    const { pc, cycles } = cpu;
    setGroup(cpu.data, low, size, v);
    let steps = 0;
    do {
      avrInstruction(cpu);
      steps++;
    } while (cpu.pc !== this.head && cpu.pc >= this.head && cpu.pc <= this.branch && steps < MAX_BODY_WORDS * 2);
    const ok = cpu.pc === this.head && cpu.cycles - cycles === turn;
    const { result } = this;
    result.regs.set(cpu.data.subarray(0, REGS));
    result.sreg = cpu.data[SREG];
    cpu.data.set(regs, 0);
    cpu.data[SREG] = sreg;
    cpu.pc = pc;
    cpu.cycles = cycles;
    return ok ? result : null;
  }

  /** Jumps `cycles` ahead to the state `to` (the registers and SREG after the last turn). */
  skip(cycles, to) {
    const { cpu } = this.mcu;
    cpu.data.set(to.regs, 0);
    cpu.data[SREG] = to.sreg;
    cpu.cycles += cycles;
    this.skippedCycles += cycles;
    this.turns.length = 0;
  }
}

function same(a, b) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function setGroup(data, low, size, v) {
  for (let i = 0; i < size; i++) {
    data[low + i] = v % 256;
    v = Math.floor(v / 256);
  }
}
