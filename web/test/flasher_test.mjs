#!/usr/bin/env node
// flasher_test.mjs - "Flash my board" end to end in Node: the page's flasher (web/src/flasher)
// writes each board's NimBox HEX, over a simulated Web Serial port, into a simulated chip that
// holds only the real bootloader from Debian's arduino-core-avr (Optiboot for the Uno and the
// new Nano, ATmegaBOOT for the old Nano and a Duemilanove), with the board's fuses. For each:
// written, verified (and the chip's flash is the HEX), the toy boots (its boot screen, its
// banner, `help` answered); a second flash over the running toy; a wrong baud rate and a HEX too
// large fail in words that say what to do. Then the other failures: no bootloader, a busy port,
// a verify error, the board unplugged, framing errors from a wrong baud rate reported by the port.
// Prints TAP lines. Usage: node web/test/flasher_test.mjs BUILD_DIR
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simulatedBoard } from '../src/flasher/sim_port.js';
import { flashTarget, BOOTLOADERS } from '../src/flasher/targets.js';
import { flashBoard, hexImage } from '../src/flasher/flasher.js';

const BUILD = resolve(process.argv[2] || 'build');
const BL_DIR = process.env.BOOTLOADERS || '/usr/share/arduino/hardware/arduino/avr/bootloaders';
let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - flasher: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(String(detail).replace(/^/gm, '# '));
  }
  return cond;
}
const bootloaderHex = (target) => readFileSync(join(BL_DIR, BOOTLOADERS[target.bootloader].file), 'utf8');
const firmware = (board) => hexImage(readFileSync(join(BUILD, board, 'nimbox.hex'), 'utf8'));
/** What a board shows right after it boots (tests/sim/boot.script, tests/sim/nano/menu.script). */
const BOOT_SCREEN = { 'uno-lcd': /^NimBox 0\.1\.0/, 'nano-tm1638': /^HELL[O0] {3}\n11111111$/ }; // O and 0 look alike

/** Runs a flash; returns { result, error, log, sim }. */
async function flash(targetId, { actual = targetId, baud = undefined, image = null, options = {}, sim = null, during = null } = {}) {
  const target = flashTarget(targetId);
  const board = flashTarget(actual);
  sim ??= simulatedBoard(board, bootloaderHex(board), options);
  const log = [];
  const phases = [];
  let result = null;
  let error = null;
  const cpu0 = process.cpuUsage();
  const sim0 = sim.board.nowMs();
  try {
    result = await flashBoard({
      port: sim.port,
      clock: sim.clock,
      target,
      baud,
      image: image ?? firmware(target.board),
      log: (line) => log.push(line),
      progress: (p) => {
        phases.push(p);
        during?.(p, sim);
      },
    });
  } catch (e) {
    error = e;
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(`# ${targetId} at ${baud ?? target.baud} baud on a simulated ${actual}: ${error ? error.code : 'flashed'}, ${((sim.board.nowMs() - sim0) / 1000).toFixed(1)} s simulated, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU`);
  return { result, error, log: log.join('\n'), phases, sim };
}

const cpuStart = process.cpuUsage();
for (const id of ['uno', 'nano-old', 'nano']) {
  const target = flashTarget(id);
  const image = firmware(target.board);
  const first = await flash(id);
  const { result, sim } = first;
  if (!ok(result, `${id}: flashed`, first.error?.stack ?? first.log)) continue;
  const flashBytes = sim.board.flash.bytes();
  const same = image.bytes.subarray(0, image.size).every((b, i) => flashBytes[i] === b);
  ok(same && result.size === image.size, `${id}: the chip's flash holds the ${image.size}-byte HEX`);
  ok(/bytes of flash verified/.test(first.log) && result.seconds.read > 0, `${id}: read back and verified`);
  const last = first.phases[first.phases.length - 1];
  ok(first.phases[0].phase === 'write' && last.phase === 'read' && last.done === last.total, `${id}: progress from writing to verified, ending at 100%`);
  ok(new RegExp(`Firmware Version: ${id.includes('old') ? '1\\.16' : '4\\.4'}`).test(first.log), `${id}: the bootloader's version is read (${result.version})`);
  ok(BOOT_SCREEN[target.board].test(sim.device.text()), `${id}: the toy boots: its boot screen shows`, sim.device.text());
  ok(result.toy?.banner === 'NimBox 0.1.0 ready', `${id}: its banner comes over the port`, result.toy?.banner);
  ok(/^help \| solve GAME/.test(result.toy?.help ?? ''), `${id}: it answers help`, result.toy?.help);
  console.log(`# ${id}: written in ${result.seconds.write.toFixed(2)} s, verified in ${result.seconds.read.toFixed(2)} s (simulated)`);

  // a second flash over the running toy: the auto-reset drops it into the bootloader
  sim.board.runMs(500);
  const again = await flash(id, { sim });
  ok(again.result?.toy?.banner === 'NimBox 0.1.0 ready' && sim.board.flash.pageWrites > 0,
    `${id}: a second flash over the running toy works`, again.error?.message);

  // a wrong baud rate: the Nanos as the other Nano (the other bootloader's speed), the Uno at
  // an upload speed of 57600 (there is no other Uno for its HEX)
  const [as, speed] = { uno: ['uno', 57600], 'nano-old': ['nano', undefined], nano: ['nano-old', undefined] }[id];
  const wb = await flash(as, { actual: id, baud: speed });
  ok(wb.error?.code === 'wrong-baud' && wb.error.message.includes(`at ${target.baud}: it has ${BOOTLOADERS[target.bootloader].name}`)
    && wb.error.message.includes(`Choose "${target.title}"`),
  `${id}: flashed at ${speed ?? flashTarget(as).baud} baud fails: it says the board answered at ${target.baud} and which board to choose`,
  wb.error?.message ?? 'no error');
  ok(/attempt 4 of 4: not in sync/.test(wb.log), `${id}: after four sync attempts, as avrdude reports them`);

  // a HEX too large for the bootloader's room
  const big = { bytes: new Uint8Array(0x8000).fill(0), size: target.room + 2 };
  const tl = await flash(id, { image: big });
  const room = target.room.toLocaleString('en-US');
  ok(tl.error?.code === 'too-large' && tl.error.message.includes(`${(target.room + 2).toLocaleString('en-US')} bytes`)
    && tl.error.message.includes(`leaves ${room} bytes`) && tl.error.message.includes('2 bytes too many'),
  `${id}: a HEX of ${target.room + 2} bytes is refused with the numbers (room ${room})`, tl.error?.message);
  ok(tl.sim.port.opens === 0, `${id}: and nothing was sent to the board`);
}

// --- the other failures ---
{
  // a program 250 bytes over the old bootloader's 30,720 (the Uno's own HEX may fit or not,
  // as its size changes): refused in numbers before anything is sent
  const big = { bytes: new Uint8Array(30970).fill(0xff), size: 30970 };
  const duemilanove = await flash('uno-old', { image: big });
  ok(duemilanove.error?.code === 'too-large' && /30,970 bytes, but a Duemilanove with ATmegaBOOT .* leaves 30,720 bytes .*: 250 bytes too many/.test(duemilanove.error.message),
    "an Uno-shaped board with the old bootloader: the Uno's HEX does not fit its room, in numbers", duemilanove.error?.message);
  const noLoader = simulatedBoard(flashTarget('uno'), ':00000001FF\n');
  const r = await flash('uno', { sim: noLoader });
  ok(r.error?.code === 'no-answer' && /No bootloader answered, at 115200 baud or at 57600/.test(r.error.message),
    'an erased chip: no answer at either speed, in words', r.error?.message);
  // a board programmed without a bootloader (by ISP: BOOTRST unprogrammed, NimBox at 0x0000):
  // the toy's console answers the sync with its error line
  const ispTarget = { ...flashTarget('uno'), fuses: { high: 0xdf, low: 0xff, lock: 0x3f } };
  const isp = simulatedBoard(ispTarget, readFileSync(join(BUILD, 'uno-lcd', 'nimbox.hex'), 'utf8'));
  const ir = await flash('uno', { sim: isp });
  ok(ir.error?.code === 'no-answer' && /not in sync: resp=0x(?!14)/.test(ir.log),
    'a board with the toy but no bootloader: its answers are not in sync, then no answer, in words', `${ir.error?.message}\n${ir.log}`);
  // ATmegaBOOT built for an 8 MHz Pro Mini (57600 with U2X) on a 16 MHz Nano answers at 115200
  const pro8 = readFileSync(join(BL_DIR, 'atmega/ATmegaBOOT_168_atmega328_pro_8MHz.hex'), 'utf8');
  const wrongLoader = await flash('nano', { sim: simulatedBoard(flashTarget('nano'), pro8) });
  ok(wrongLoader.error?.code === 'wrong-bootloader' && wrongLoader.error.message.includes('at 115200 baud, but with ATmegaBOOT (the old bootloader) 1.16, not Optiboot')
    && wrongLoader.error.message.includes(`Choose "${flashTarget('nano-old').title}" with an upload speed of 115200`),
  'a Nano whose bootloader answers at 115200 but is not Optiboot: wrong bootloader, in words, with what to choose', wrongLoader.error?.message);
  const advised = await flash('nano-old', { baud: 115200, sim: simulatedBoard(flashTarget('nano'), pro8) });
  ok(advised.result?.toy?.banner === 'NimBox 0.1.0 ready', 'and as advised (old bootloader, 115200) it flashes', advised.error?.message);
  // Optiboot for the ATmega168 (an old Nano's chip), reached through erased flash from 0x0000
  const m168 = simulatedBoard({ ...flashTarget('nano'), fuses: { high: 0xdf, low: 0xff, lock: 0x3f } },
    readFileSync(join(BL_DIR, 'optiboot/optiboot_atmega168.hex'), 'utf8'));
  const chip = await flash('nano', { sim: m168 });
  ok(chip.error?.code === 'wrong-chip' && /ATmega168, not an ATmega328P/.test(chip.error.message) && m168.board.flash.pageWrites === 0,
    'a board whose chip says ATmega168 (1E 94 06): refused in words before anything is written', chip.error?.message);
  const busy = await flash('uno', { options: { busy: true } });
  ok(busy.error?.code === 'busy' && /Another program has it open/.test(busy.error.message), 'a port another program holds: "busy", in words', busy.error?.message);
  const bad = simulatedBoard(flashTarget('nano'), bootloaderHex(flashTarget('nano')));
  const write = bad.board.flash.writePage.bind(bad.board.flash);
  bad.board.flash.writePage = (page, buffer) => {
    if (page === 100) buffer[3] |= 0xff00; // byte 0x3207 (page 100, word 3) stays erased
    write(page, buffer);
  };
  const v = await flash('nano', { sim: bad });
  const expected = firmware('nano-tm1638').bytes[0x3207].toString(16).padStart(2, '0');
  ok(v.error?.code === 'verify' && v.error.message.includes(`first mismatch at byte 0x3207: 0x${expected} != 0xff`),
    'a flash cell that does not take the write: avrdude\'s verification error with its address', v.error?.message);
  const unplug = await flash('uno', {
    during: (p, sim) => {
      if (p.phase === 'write' && p.done === 128 * 20) sim.port.unplug();
    },
  });
  ok(unplug.error?.code === 'lost' && /unplugged/.test(unplug.error.message), 'the board unplugged while writing: in words', unplug.error?.message);
  const fe = await flash('nano-old', { actual: 'nano', options: { framingErrors: true } });
  ok(fe.error?.code === 'wrong-baud', 'a port that reports framing errors (a wrong baud rate) is read on, and the baud rate diagnosed', fe.error?.message);
}

const cpu = process.cpuUsage(cpuStart);
console.log(`# flasher tests: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU`);
process.exit(failures ? 1 : 0);
