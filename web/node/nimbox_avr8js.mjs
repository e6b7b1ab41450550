#!/usr/bin/env node
// nimbox_avr8js.mjs - the second simulator: the firmware HEX on the avr8js board model the web
// page runs (web/src/board), driven from the command line.
//
// Options common to all: --board ID (uno-lcd, the default); --no-flow-control: the UART input
// comes back to back at 115200 baud, as a terminal or a USB-serial chip sends it, and a byte
// that finds the receiver full is lost (as on the chip); by default the sender waits for room,
// as simavr's harness feeds its UART; --flow xonxoff [--xoff-inflight N]: without flow control,
// the sender stops N (16) bytes after an XOFF from the firmware, until an XON.
//   node web/node/nimbox_avr8js.mjs --script FILE [--ladder u|a|b] [--eeprom FILE]
//        [--timeout-ms N] [--max-ms N] FIRMWARE.hex      one script, as nimbox-sim --script
//   node web/node/nimbox_avr8js.mjs --tap [--max-ms N] FIRMWARE.hex SCRIPT...
//        every script (once per "#@ ladders:" family, "#@ eeprom: garbage" and "#@ max-ms: N"
//        honoured), TAP lines
//   node web/node/nimbox_avr8js.mjs --uart-stdio [--idle-ms N] [--max-ms N] FIRMWARE.hex
//        stdin typed into the UART after the boot banner, the output on stdout byte for byte
//        (the banner line on stderr); exits once stdin has ended, all of it was taken and the
//        UART stayed quiet for --idle-ms (500) simulated ms; exit status 5 when input was lost.
//   node web/node/nimbox_avr8js.mjs --uart-files [--idle-ms N] [--max-ms N] FIRMWARE.hex IN OUT...
//        as --uart-stdio for each pair of files, each on a new board, in one process: OUT gets
//        the output, OUT.err the banner and messages, OUT.status the exit status.
// A script that uses steps this board cannot play (simavr's LCD cross-check) is skipped, and
// the reason is printed ("# skip ..." in --tap mode; exit status 77 with --script).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { parseIntelHex } from '../src/board/hex.js';
import { Board, junkBytes, CYCLES_PER_MS } from '../src/board/board.js';
import { boardModel } from '../src/board/boards.js';
import { parseScript } from './script_lang.js';
import { ScriptRun, unsupportedReason } from './script_run.js';

const EEPROM_BYTES = 1024;

function usage(msg) {
  if (msg) process.stderr.write(`nimbox_avr8js: ${msg}\n`);
  process.stderr.write('usage: nimbox_avr8js.mjs --script FILE | --tap | --uart-stdio | --uart-files [options] FIRMWARE.hex [SCRIPT... | IN OUT...]\n');
  process.exit(2);
}

function parseArgs(argv) {
  const o = { mode: null, board: 'uno-lcd', ladder: 'u', eeprom: null, timeoutMs: 2000, maxMs: 0, idleMs: 500, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === '--script') [o.mode, o.script] = ['script', value()];
    else if (a === '--tap') o.mode = 'tap';
    else if (a === '--uart-stdio') o.mode = 'uart';
    else if (a === '--uart-files') o.mode = 'uart-files';
    else if (a === '--board') o.board = value();
    else if (a === '--ladder') o.ladder = value();
    else if (a === '--eeprom') o.eeprom = value();
    else if (a === '--timeout-ms') o.timeoutMs = Number(value());
    else if (a === '--max-ms') o.maxMs = Number(value());
    else if (a === '--idle-ms') o.idleMs = Number(value());
    else if (a === '--no-flow-control') o.noFlowControl = true;
    else if (a === '--flow') o.xonxoff = value() === 'xonxoff'; // as nimbox-sim: none|xonxoff
    else if (a === '--xoff-inflight') o.inFlight = Number(value());
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else o.files.push(a);
  }
  if (!o.mode || !o.files.length) usage();
  return o;
}

/** A board with the firmware, started, and its parts (--board, default uno-lcd). */
function makeBoard(program, { board: id, ladder, eeprom, noFlowControl, xonxoff, inFlight }) {
  const board = new Board(program, { eeprom });
  board.serial.flowControl = !noFlowControl;
  board.serial.xonxoff = Boolean(xonxoff);
  if (inFlight !== undefined) board.serial.inFlight = inFlight;
  const Model = boardModel(id);
  const device = new Model(board, { ladder });
  board.start();
  return { board, device };
}

/** Plays one script; returns { status: 'ok' | 'fail' | 'skip', text }. */
function runScript(program, file, { board: id, ladder, eeprom, timeoutMs, maxMs, ...line }) {
  const { steps } = parseScript(readFileSync(file, 'latin1'));
  const reason = unsupportedReason(steps);
  if (reason) return { status: 'skip', text: reason };
  const { board, device } = makeBoard(program, { board: id, ladder, eeprom, ...line });
  const lines = [];
  const run = new ScriptRun({ board, device, file, timeoutMs, maxMs, print: (l) => lines.push(l) });
  const wall = Date.now();
  const r = run.play(steps);
  const ms = board.nowMs();
  if (r.ok) {
    lines.push(`${file}: ${r.steps} steps passed, ${ms.toFixed(1)} ms simulated in ` +
      `${((Date.now() - wall) / 1000).toFixed(2)} s (avr8js)`);
  } else {
    lines.push(r.report);
  }
  return { status: r.ok ? 'ok' : 'fail', text: lines.join('\n'), board };
}

function scriptMode(program, o) {
  const eeprom = o.eeprom && existsSync(o.eeprom) ? new Uint8Array(readFileSync(o.eeprom)).slice(0, EEPROM_BYTES) : null;
  const r = runScript(program, o.script, { ...o, eeprom });
  if (r.status === 'skip') {
    process.stdout.write(`${o.script}: skipped: ${r.text}\n`);
    process.exit(77);
  }
  (r.status === 'ok' ? process.stdout : process.stderr).write(`${r.text}\n`);
  if (o.eeprom && r.board) writeFileSync(o.eeprom, r.board.eeprom.memory);
  process.exit(r.status === 'ok' ? 0 : 1);
}

function tapMode(program, o) {
  const scripts = o.files.slice(1);
  let failed = 0;
  for (const file of scripts) {
    const { directives } = parseScript(readFileSync(file, 'latin1'));
    const name = basename(file, '.script');
    const ladders = (directives.ladders || 'u').split(/\s+/);
    for (const ladder of ladders) {
      // "garbage": a random EEPROM image (fixed seed, so a failure can be replayed)
      const eeprom = directives.eeprom === 'garbage' ? junkBytes(EEPROM_BYTES, 1527) : null;
      // "#@ max-ms: N" raises the simulated-time cap for that script, as run_sim.sh does
      const maxMs = directives['max-ms'] ? Math.max(o.maxMs, Number(directives['max-ms'])) : o.maxMs;
      const r = runScript(program, file, { ...o, ladder, eeprom, maxMs });
      const what = `avr8js script ${name} (ladder ${ladder})`;
      if (r.status === 'skip') {
        console.log(`# skip ${what}: ${r.text}`);
        break;
      }
      console.log(`${r.status === 'ok' ? 'ok' : 'not ok'} - ${what}`);
      console.log(r.text.replace(/^/gm, '# '));
      if (r.status !== 'ok') failed++;
    }
  }
  process.exit(failed ? 1 : 0);
}

/** Types `input` into the UART of a new board once its banner is out and runs until all of it
 * was taken and the UART stayed quiet for --idle-ms: the output goes to out(bytes) as it comes,
 * the banner line and the messages to err(text). Returns the exit status: 0, 4 (--max-ms
 * reached) or 5 (input lost). */
function uartRun(program, o, input, out, err) {
  const { board } = makeBoard(program, { ...o, eeprom: null });
  const serial = board.serial;
  const bytes = [];
  serial.listeners.add((byte, inBanner) => {
    if (inBanner) err(Buffer.from([byte]));
    else bytes.push(byte);
  });
  const maxCycles = o.maxMs ? o.maxMs * CYCLES_PER_MS : Infinity;
  const idle = o.idleMs * CYCLES_PER_MS;
  const flush = () => {
    if (bytes.length) out(Buffer.from(bytes.splice(0)));
  };
  // the input goes in once the banner is out (the firmware is ready), as nimbox-sim does
  if (!board.runUntilTrue(() => !serial.bannerPending, 2000)) {
    err('nimbox_avr8js: no boot banner within 2 s\n');
  }
  serial.send(Array.from(input));
  for (;;) {
    board.runUntil(Math.min(board.now() + CYCLES_PER_MS, maxCycles));
    flush();
    if (serial.drained() && board.now() - serial.lastActivity() >= idle) break;
    if (board.now() >= maxCycles) {
      err('nimbox_avr8js: --max-ms reached\n');
      return 4;
    }
  }
  flush();
  if (serial.lost) {
    err(`nimbox_avr8js: ${serial.lost} input bytes lost to receive overruns\n`);
    return 5;
  }
  return 0;
}

function uartMode(program, o) {
  const status = uartRun(program, o, readFileSync(0), (b) => process.stdout.write(b), (t) => process.stderr.write(t));
  if (status === 4) process.exit(4);
  process.exitCode = status;
}

/** --uart-files: one uartRun a pair of files IN OUT, each on a new board, in one process (a
 * Node process costs about half a second of CPU before avr8js runs at full speed): OUT gets
 * what --uart-stdio writes on stdout, OUT.err what it writes on stderr, OUT.status its exit
 * status. */
function uartFilesMode(program, o) {
  const pairs = o.files.slice(1);
  if (pairs.length % 2) usage('--uart-files takes pairs IN OUT');
  for (let i = 0; i < pairs.length; i += 2) {
    const output = [];
    const messages = [];
    const status = uartRun(program, o, readFileSync(pairs[i]), (b) => output.push(b), (t) => messages.push(Buffer.from(t)));
    writeFileSync(pairs[i + 1], Buffer.concat(output));
    writeFileSync(`${pairs[i + 1]}.err`, Buffer.concat(messages));
    writeFileSync(`${pairs[i + 1]}.status`, `${status}\n`);
  }
}

const o = parseArgs(process.argv.slice(2));
const program = parseIntelHex(readFileSync(o.files[0], 'latin1'));
if (o.mode === 'script') scriptMode(program, o);
else if (o.mode === 'tap') tapMode(program, o);
else if (o.mode === 'uart-files') uartFilesMode(program, o);
else uartMode(program, o);
