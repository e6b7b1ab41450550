// script_run.js - plays a tests/sim script on the avr8js board (web/src/board), step by step in
// simulated time, with the meaning nimbox-sim gives each step (sim/script_mode.c): a press is
// the key down MS (120) then up 80 ms, expect-* steps look every simulated millisecond up to
// their timeout (2000 ms), and the first failure ends the run with a report, as does a byte
// lost at the UART receiver that no expect-uart-lost step accounted for. Steps that only make
// sense in simavr (its second LCD model) and those not ported yet (the power-cut sweep) are
// not played: a script using them is skipped, with the reason.
import { parseNumber } from './script_lang.js';
import { seg7Parse, seg7Text } from '../src/board/seg7.js';
import { bootCount } from './box_record.js';

const PRESS_MS = 120;
const RELEASE_MS = 80;
// type-keys: make play's terminal keys, each its own press (sim/term_keys.h)
const TERM_PRESS_MS = 60;
const TERM_GAP_MS = 40;
const TERM_LONG_MS = 1500;

/** Steps of simavr's LCD cross-check: no meaning on this board (it has one LCD model). */
const SIMAVR_ONLY = new Set(['lcd', 'lcd-inject', 'expect-lcd-agree']);
/** Steps of nimbox-sim this runner has not ported yet. */
const NOT_PORTED = new Set(['power-cut-sweep', 'power-cut-sweep-check']);
/** Control flow, handled by ScriptRun.play. */
const FLOW = new Set(['label', 'goto', 'jump-if-lcd', 'jump-if-uart', 'end']);

/** Why a script cannot be played here ('' when it can). */
export function unsupportedReason(steps) {
  const names = (set) => [...new Set(steps.filter((s) => set.has(s.args[0])).map((s) => s.args[0]))];
  const simavr = names(SIMAVR_ONLY);
  if (simavr.length) return `uses ${simavr.join(', ')} (simavr's LCD cross-check, not a board-level step)`;
  const later = names(NOT_PORTED);
  if (later.length) return `uses ${later.join(', ')} (not ported to this runner yet)`;
  const unknown = steps.find((s) => !s.error && !(s.args[0] in STEPS) && !FLOW.has(s.args[0]));
  return unknown ? `uses '${unknown.args[0]}' (line ${unknown.line}), which this runner does not know` : '';
}

class StepError extends Error {}
const fail = (msg) => {
  throw new StepError(msg);
};

function num(text) {
  try {
    return parseNumber(text);
  } catch (e) {
    return fail(e.message);
  }
}

function exactly(a, n, usage) {
  if (a.length !== n) fail(`usage: ${usage}`);
}

function rowArg(a) {
  if (a.length < 3 || (a[1] !== '0' && a[1] !== '1')) fail(`usage: ${a[0]} ROW(0|1) "text"`);
  return Number(a[1]);
}

/** Optional timeout at index i. */
function waitArg(run, a, i) {
  if (a.length > i + 1) fail('too many arguments');
  return a.length > i ? num(a[i]) : run.timeoutMs;
}

function key(run, name) {
  const k = run.device.constructor.keys.find((x) => x === name.toUpperCase());
  return k ?? fail(`unknown key '${name}' (${run.device.constructor.keys.join(' ')})`);
}

function glyphRows(text) {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 8 || !parts.every((p) => /^[0-9a-fA-F]{1,2}$/.test(p))) return null;
  const rows = parts.map((p) => parseInt(p, 16));
  return rows.every((r) => r <= 0x1f) ? rows : null;
}

function digitsArg(text) {
  try {
    return seg7Parse(text);
  } catch (e) {
    return fail(e.message);
  }
}

/** The 8 digits show these patterns somewhere in a row. */
function digitsShow(run, want) {
  const have = run.device.tm1638.digits();
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((p, j) => have[i + j] === p)) return true;
  }
  return false;
}

/** Steps that need one board's part: on the other board they fail, naming the board. */
const LCD_STEPS = new Set(['expect-lcd', 'reject-lcd', 'expect-glyph', 'expect-lcd-timing-ok', 'dump-lcd',
  'expect-backlight', 'jump-if-lcd']);
const TM1638_STEPS = new Set(['expect-digits', 'reject-digits', 'expect-leds', 'expect-tm1638-timing-ok', 'dump-digits']);

function hz(t) {
  return t && t.edges >= 8 ? t.freq : -1;
}

const STEPS = {
  press(run, a) {
    if (a.length < 2 || a.length > 3) fail('usage: press KEY [MS]');
    run.press(key(run, a[1]), a.length > 2 ? num(a[2]) : PRESS_MS);
  },
  hold(run, a) {
    exactly(a, 3, 'hold KEY MS');
    run.press(key(run, a[1]), num(a[2]));
  },
  'key-down'(run, a) {
    exactly(a, 2, 'key-down KEY');
    const k = key(run, a[1]);
    if (!run.device.constructor.chords) run.device.keyUp(); // one key at a time on a ladder
    run.device.keyDown(k);
  },
  'type-keys'(run, a) {
    exactly(a, 2, 'type-keys "text"');
    for (const c of a[1]) if (!run.termKeys.feed(c)) fail(`'${c}' is no key of make play's terminal`);
  },
  'key-up'(run, a) {
    exactly(a, 1, 'key-up');
    run.device.keyUp();
  },
  wait(run, a) {
    exactly(a, 2, 'wait MS');
    run.runMs(num(a[1]));
  },
  'wait-us'(run, a) {
    exactly(a, 2, 'wait-us US');
    run.runMs(num(a[1]) / 1000);
  },
  'expect-lcd'(run, a) {
    const row = rowArg(a);
    run.waitFor(() => run.device.lcd.rowText(row).includes(a[2]), waitArg(run, a, 3), 'LCD text');
  },
  'reject-lcd'(run, a) {
    const row = rowArg(a);
    exactly(a, 3, 'reject-lcd ROW "text"');
    if (run.device.lcd.rowText(row).includes(a[2])) fail(`LCD row ${row} shows the text`);
  },
  'expect-glyph'(run, a) {
    const rows = a.length >= 3 && /^[0-7]$/.test(a[1]) ? glyphRows(a[2]) : null;
    if (!rows) fail('usage: expect-glyph G(0..7) "R0 R1 .. R7" (hex rows) [MS]');
    const g = Number(a[1]);
    const same = () => run.device.lcd.glyph(g).every((r, i) => r === rows[i]);
    const ms = waitArg(run, a, 3);
    if (!run.waitUntil(same, ms)) {
      const have = run.device.lcd.glyph(g).map((r) => r.toString(16).padStart(2, '0')).join(' ');
      fail(`glyph ${g} rows: not seen within ${ms} ms; it has "${have}"`);
    }
  },
  send(run, a) {
    exactly(a, 2, 'send "text"');
    run.board.serial.send(`${a[1]}\n`);
  },
  'send-raw'(run, a) {
    exactly(a, 2, 'send-raw "text"');
    run.board.serial.send(a[1]);
  },
  'sender-gap-us'(run, a) {
    exactly(a, 2, 'sender-gap-us US');
    run.board.serial.gapCycles = num(a[1]) * 16;
  },
  'sender-flow'(run, a) {
    if (a.length < 2 || a.length > 3 || (a[1] !== 'none' && a[1] !== 'xonxoff')) {
      fail('usage: sender-flow none|xonxoff [IN-FLIGHT]');
    }
    run.board.serial.useXonXoff(a[1] === 'xonxoff', a.length === 3 ? num(a[2]) : 16);
  },
  'expect-uart-lost'(run, a) {
    const m = a.length === 2 ? /^(\d+)(-(\d*))?$/.exec(a[1]) : null;
    if (!m) fail('usage: expect-uart-lost N|N-M|N-');
    const lo = Number(m[1]);
    const hi = m[2] ? (m[3] === '' ? Infinity : Number(m[3])) : lo;
    if (hi < lo) fail('usage: expect-uart-lost N|N-M|N-');
    const serial = run.board.serial;
    run.lostExpected = serial.lost;
    if (serial.lost < lo || serial.lost > hi) {
      fail(`${serial.lost} bytes were lost at the receiver (first: byte ${serial.firstLost}), expected ${a[1]}`);
    }
  },
  'expect-uart'(run, a) {
    if (a.length < 2) fail('usage: expect-uart "text" [MS]');
    run.waitFor(() => run.uartFind(a[1], true), waitArg(run, a, 2), 'UART text');
  },
  'reject-uart'(run, a) {
    exactly(a, 2, 'reject-uart "text"');
    if (run.uartFind(a[1], false)) fail('the UART output contains the text');
  },
  'mark-uart'(run, a) {
    exactly(a, 1, 'mark-uart');
    run.uartMark = run.board.serial.output.length;
  },
  'expect-banner'(run, a) {
    if (a.length < 2) fail('usage: expect-banner "text" [MS]');
    const serial = run.board.serial;
    run.waitFor(() => !serial.bannerPending && serial.banner.includes(a[1]), waitArg(run, a, 2), 'banner');
  },
  'expect-buzzer'(run, a) {
    const ranged = a.length > 1 && a[1].includes('-');
    let lo = 1;
    let hi = Infinity;
    if (ranged) [lo, hi] = a[1].split('-').map(num);
    const buzzer = run.device.buzzer;
    const heard = () => {
      for (let i = run.buzzerMark; i < buzzer.count; i++) {
        const f = hz(buzzer.tone(i));
        if (f >= lo && f <= hi) {
          run.buzzerMark = i + 1;
          return true;
        }
      }
      return false;
    };
    run.waitFor(heard, waitArg(run, a, ranged ? 2 : 1), 'buzzer tone');
  },
  'reject-buzzer'(run, a) {
    exactly(a, 2, 'reject-buzzer MS');
    const buzzer = run.device.buzzer;
    const before = buzzer.count;
    run.runMs(num(a[1]));
    for (let i = before; i < buzzer.count; i++) {
      const t = buzzer.tone(i);
      if (hz(t) >= 0) fail(`a ${t.freq} Hz tone started at ${(t.start / 16000).toFixed(1)} ms`);
    }
    run.buzzerMark = buzzer.count;
  },
  'expect-backlight'(run, a) {
    if (a.length < 2 || (a[1] !== 'on' && a[1] !== 'off')) fail('usage: expect-backlight on|off [MS]');
    const on = a[1] === 'on';
    run.waitFor(() => run.device.backlightOn() === on, waitArg(run, a, 2), 'backlight state');
  },
  'expect-boots'(run, a) {
    exactly(a, 2, 'expect-boots N');
    const n = num(a[1]);
    if (run.board.boots !== n) fail(`the MCU started ${run.board.boots} times, expected ${n}`);
  },
  'expect-lcd-timing-ok'(run, a) {
    exactly(a, 1, 'expect-lcd-timing-ok');
    const v = run.device.lcd.busyViolations;
    if (v) fail(`${v} LCD writes came while the controller was busy`);
  },
  'power-cut-after-us'(run, a) {
    exactly(a, 2, 'power-cut-after-us US');
    const board = run.board;
    board.at(board.now() + num(a[1]) * 16, () => board.powerCycle());
  },
  'expect-boot-count'(run, a) {
    if (a.length < 2 || a.length > 3) fail('usage: expect-boot-count N [MS]');
    const n = num(a[1]);
    if (!run.waitUntil(() => bootCount(run.board.eeprom.memory) === n, waitArg(run, a, 2))) {
      fail(`the box record's boot counter is ${bootCount(run.board.eeprom.memory)}`);
    }
  },
  'power-cycle'(run, a) {
    exactly(a, 1, 'power-cycle');
    run.board.powerCycle();
  },
  reset(run, a) {
    exactly(a, 1, 'reset');
    run.board.reset();
  },
  'corrupt-eeprom'(run, a) {
    if (a.length < 2 || a.length > 3) fail('usage: corrupt-eeprom ADDR [VALUE]');
    const addr = num(a[1]);
    const mem = run.board.eeprom.memory;
    if (addr >= mem.length) fail(`EEPROM address ${addr} out of range`);
    mem[addr] = a.length === 3 ? num(a[2]) & 0xff : ~mem[addr] & 0xff;
  },
  'fill-eeprom'(run, a) {
    exactly(a, 2, 'fill-eeprom VALUE');
    run.board.eeprom.memory.fill(num(a[1]) & 0xff);
  },
  timeout(run, a) {
    exactly(a, 2, 'timeout MS');
    run.timeoutMs = num(a[1]);
  },
  'dump-lcd'(run, a) {
    exactly(a, 1, 'dump-lcd');
    run.print(`${run.where()}: LCD at ${run.board.nowMs().toFixed(1)} ms\n${run.lcdPicture()}`);
  },
  'dump-buzzer'(run, a) {
    exactly(a, 1, 'dump-buzzer');
    const buzzer = run.device.buzzer;
    for (let i = 0; i < buzzer.count; i++) {
      const t = buzzer.tone(i);
      if (t) {
        run.print(`${run.where()}: tone ${i}: ${t.freq} Hz at ${(t.start / 16000).toFixed(1)} ms for ` +
          `${((t.end - t.start) / 16000).toFixed(1)} ms (${t.edges} edges)`);
      }
    }
  },
  'expect-digits'(run, a) {
    if (a.length < 2) fail('usage: expect-digits "text" [MS]');
    const want = digitsArg(a[1]);
    run.waitFor(() => digitsShow(run, want), waitArg(run, a, 2), 'digits');
  },
  'reject-digits'(run, a) {
    exactly(a, 2, 'reject-digits "text"');
    if (digitsShow(run, digitsArg(a[1]))) fail('the digits show the text');
  },
  'expect-leds'(run, a) {
    if (a.length < 2 || !/^[01.]{8}$/.test(a[1])) fail('usage: expect-leds "b1..b8" [MS] (1 lit, 0 dark, . either, LED 1 first)');
    const want = new RegExp(`^${a[1]}$`); /* '.' matches either state, as in sim/script_mode.c */
    run.waitFor(() => want.test(run.device.tm1638.leds()), waitArg(run, a, 2), 'LEDs');
  },
  'expect-tm1638-timing-ok'(run, a) {
    exactly(a, 1, 'expect-tm1638-timing-ok');
    const tm = run.device.tm1638;
    if (tm.timingViolations() || tm.protocolErrors()) {
      fail(`the TM1638 bus had ${tm.timingViolations()} timing violation(s) and ${tm.protocolErrors()} protocol error(s)`);
    }
  },
  'dump-digits'(run, a) {
    exactly(a, 1, 'dump-digits');
    run.print(`${run.where()}: digits at ${run.board.nowMs().toFixed(1)} ms\n${run.displayPicture()}`);
  },
  'dump-uart'(run, a) {
    exactly(a, 1, 'dump-uart');
    run.print(`${run.where()}: ${run.uartTail()}`);
  },
  echo(run, a) {
    run.print(`${run.where()}: ${a.length > 1 ? a[1] : ''}`);
  },
};

/** Terminal bytes to presses, queued one after another whatever steps run meanwhile, as
 * make play's terminal does (sim/term_keys.c): arrows, Enter/space = SELECT, l = the next
 * press long; on the TM1638 board the arrows are the sticker's S1..S4 (LEFT RIGHT DOWN UP),
 * Enter S5 (OK) and 1..8 S1..S8. */
class TermKeys {
  constructor(board, device) {
    Object.assign(this, { board, device, queue: [], freeAt: 0, esc: 0, longNext: false, armed: false });
    this.tm1638 = Boolean(device.tm1638);
  }

  feed(c) {
    if (this.esc === 1 && (c === '[' || c === 'O')) {
      this.esc = 2;
      return true;
    }
    if (this.esc === 2) {
      this.esc = 0;
      const key = (this.tm1638 ? { A: 'S4', B: 'S3', C: 'S2', D: 'S1' } : { A: 'UP', B: 'DOWN', C: 'RIGHT', D: 'LEFT' })[c];
      if (key) this.add(key);
      return true; // another sequence (a function key): ignored
    }
    this.esc = 0;
    if (c === '\x1b') this.esc = 1;
    else if (c === '\r' || c === '\n' || c === ' ') this.add(this.tm1638 ? 'S5' : 'SELECT');
    else if (this.tm1638 && c >= '1' && c <= '8') this.add(`S${c}`);
    else if (c === 'l' || c === 'L') this.longNext = !this.longNext;
    else return false;
    return true;
  }

  add(key) {
    this.queue.push({ key, ms: this.longNext ? TERM_LONG_MS : TERM_PRESS_MS });
    this.longNext = false;
    this.pump();
  }

  pump() {
    const { board, device } = this;
    if (!this.queue.length || this.armed) return;
    if (board.now() < this.freeAt) {
      this.armed = true;
      board.at(this.freeAt, () => {
        this.armed = false;
        this.pump();
      });
      return;
    }
    const { key, ms } = this.queue.shift();
    device.keyUp();
    device.keyDown(key);
    board.at(board.now() + ms * 16000, () => device.keyUp(key));
    this.freeAt = board.now() + (ms + TERM_GAP_MS) * 16000;
    this.pump();
  }
}

export class ScriptRun {
  /** board: Board; device: the board module (UnoLcd); print: (line) => void */
  constructor({ board, device, file, timeoutMs = 2000, maxMs = 0, print = console.log }) {
    Object.assign(this, { board, device, file, timeoutMs, print });
    this.maxCycles = maxMs ? maxMs * 16000 : Infinity;
    this.uartMark = 0;
    this.buzzerMark = 0;
    this.lostExpected = 0; // receiver losses an expect-uart-lost step accounted for
    this.termKeys = new TermKeys(board, device);
    this.step = null;
  }

  where() {
    return `${this.file}:${this.step ? this.step.line : 0}`;
  }

  runMs(ms) {
    const target = Math.min(this.board.now() + ms * 16000, this.maxCycles);
    this.board.runUntil(target);
    if (this.board.now() >= this.maxCycles) fail('--max-ms reached');
  }

  /** Runs until cond() (checked every simulated ms) or ms pass; false on a timeout. */
  waitUntil(cond, ms) {
    const deadline = Math.min(this.board.now() + ms * 16000, this.maxCycles);
    const ok = this.board.runUntilTrue(cond, (deadline - this.board.now()) / 16000);
    if (!ok && this.board.now() >= this.maxCycles) fail('--max-ms reached');
    return ok;
  }

  waitFor(cond, ms, what) {
    if (!this.waitUntil(cond, ms)) fail(`${what}: not seen within ${ms} ms`);
  }

  press(k, ms) {
    this.device.keyUp();
    this.device.keyDown(k);
    try {
      this.runMs(ms);
    } finally {
      this.device.keyUp();
    }
    this.runMs(RELEASE_MS);
  }

  /** Finds text in the UART output after the mark; `advance` moves the mark past the match. */
  uartFind(text, advance) {
    const out = this.board.serial.output;
    const codes = Array.from(text, (c) => c.charCodeAt(0));
    if (!codes.length) return true;
    outer: for (let i = this.uartMark; i + codes.length <= out.length; i++) {
      for (let j = 0; j < codes.length; j++) if (out.at(i + j) !== codes[j]) continue outer;
      if (advance) this.uartMark = i + codes.length;
      return true;
    }
    return false;
  }

  lcdPicture() {
    const lcd = this.device.lcd;
    const show = (row) => lcd.rowText(row).replace(/[^\x20-\x7e]/g, '?');
    return `  +----------------+ backlight ${this.device.backlightOn() ? 'on' : 'off'}` +
      `${lcd.displayOn ? '' : ', display off'}\n  |${show(0)}|\n  |${show(1)}|\n  +----------------+`;
  }

  uartTail(n = 400) {
    const text = this.board.serial.textFrom(Math.max(0, this.board.serial.output.length - n));
    if (!text) return 'no UART output yet';
    const shown = text.replace(/[^\n\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return `recent UART output (last ${text.length} bytes):\n  | ${shown.replace(/\n(?!$)/g, '\n  | ')}`;
  }

  fitsBoard(cmd) {
    const lcd = Boolean(this.device.lcd);
    if ((lcd && TM1638_STEPS.has(cmd)) || (!lcd && LCD_STEPS.has(cmd))) {
      fail(`'${cmd}' needs ${lcd ? 'the TM1638 module' : 'the LCD shield'}; this board is ${this.device.constructor.id}`);
    }
  }

  /** The display for a report: the LCD, or the TM1638's digits and LEDs. */
  displayPicture() {
    if (this.device.lcd) return this.lcdPicture();
    const tm = this.device.tm1638;
    const hex = tm.digits().map((p) => p.toString(16).padStart(2, '0')).join(' ');
    const lines = [`  digits "${seg7Text(tm.digits())}" (${hex})${tm.on ? '' : ', display off'}`, `  LEDs ${tm.leds()}`];
    return [...lines, ...tm.problems().map((p) => `  ${p}`)].join('\n');
  }

  /** Runs a control-flow step; returns the index to go on from, or -1 for `end`. */
  flow(steps, i, a) {
    const label = (name) => {
      const to = steps.findIndex((x) => x.args[0] === 'label' && x.args[1] === name);
      return to >= 0 ? to : fail(`no label '${name}'`);
    };
    if (a[0] === 'end') {
      exactly(a, 1, 'end');
      return -1;
    }
    if (a[0] === 'label') {
      exactly(a, 2, 'label NAME');
      return i + 1;
    }
    if (a[0] === 'goto') {
      exactly(a, 2, 'goto LABEL');
      return label(a[1]);
    }
    const lcd = a[0] === 'jump-if-lcd';
    if (lcd) this.fitsBoard(a[0]);
    const n = lcd ? 4 : 3; // arguments before the optional MS
    if ((lcd && a[1] !== '0' && a[1] !== '1') || a.length < n || a.length > n + 1) {
      fail(`usage: ${lcd ? 'jump-if-lcd ROW "text" LABEL [MS]' : 'jump-if-uart "text" LABEL [MS]'}`);
    }
    const ms = a.length > n ? num(a[n]) : 0;
    const seen = lcd ? () => this.device.lcd.rowText(Number(a[1])).includes(a[2]) : () => this.uartFind(a[1], true);
    return this.waitUntil(seen, ms) ? label(a[n - 1]) : i + 1;
  }

  /** Plays the steps; returns { ok, steps, report }. */
  play(steps) {
    let done = 0;
    let jumps = 0;
    let i = 0;
    const report = (msg) => `${this.where()}: FAILED: ${this.step ? this.step.text : '(end of the script)'}\n  ${msg}\n` +
      `at ${this.board.nowMs().toFixed(1)} ms simulated, boot ${this.board.boots}; ${this.device.lcd ? 'LCD' : 'TM1638'}:\n` +
      `${this.displayPicture()}\n${this.uartTail()}`;
    try {
      while (i < steps.length) {
        const step = steps[i];
        this.step = step;
        if (step.error) fail(step.error);
        done++;
        if (FLOW.has(step.args[0])) {
          i = this.flow(steps, i, step.args);
          if (i < 0) break;
          if (++jumps > 100000) fail('more than 100000 jumps: a loop?');
          continue;
        }
        const fn = STEPS[step.args[0]];
        if (!fn) fail(`unknown command '${step.args[0]}'`);
        this.fitsBoard(step.args[0]);
        fn(this, step.args);
        i++;
      }
      this.step = null;
      const serial = this.board.serial;
      if (serial.lost > this.lostExpected) {
        fail(`${serial.lost} bytes were lost at the receiver (the first: byte ${serial.firstLost} sent); ` +
          'no expect-uart-lost step expected it');
      }
    } catch (e) {
      if (!(e instanceof StepError)) throw e;
      return { ok: false, steps: done, report: report(e.message) };
    }
    return { ok: true, steps: done, report: '' };
  }
}
