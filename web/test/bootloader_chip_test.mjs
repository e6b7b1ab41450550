#!/usr/bin/env node
// bootloader_chip_test.mjs - the parts of the board model a bootloader needs, each against the
// ATmega328P datasheet, on small programs (avr8js's own assembler): the fuses (boot section,
// reset vector, 65 ms start-up), SPM (page buffer, erase, write, RWW blocking until RWWSRE, the
// CPU halted for an NRWW page, 4.5 ms each, the 4-cycle window, SPM only from the boot section,
// the lock bits, not while the EEPROM writes), the watchdog and MCUSR (WDRF forces WDE, a new
// time-out counts from the last WDR, WDE set without the timed sequence, flags kept across
// resets), the serial line at the bit level (a frame at a wrong baud rate decoded as the chip
// would), the DTR auto-reset, and the fast-forward of wait loops (the same bytes at the same
// cycles as without it). Prints TAP lines.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Board } from '../src/board/board.js';
import { chipFromFuses } from '../src/board/fuses.js';
import { RESET_CAUSE } from '../src/board/mcu.js';
import { UartWire, UartReceiver } from '../src/board/uart_wire.js';
import { UsbSerial } from '../src/board/usb_serial.js';
import { burnBootloader } from '../src/board/bootloader_board.js';
import { simulatedBoard } from '../src/flasher/sim_port.js';
import { flashTarget } from '../src/flasher/targets.js';
import { flashBoard } from '../src/flasher/flasher.js';

// avr8js's assembler from its CommonJS build: its ESM build's files are .js in a package with
// no "type", which Debian's Node 18 reads as CommonJS (Node 20.19 and later detect the syntax).
const { assemble } = createRequire(import.meta.url)('avr8js/dist/cjs/utils/assembler.js');

const BOOTLOADERS = process.env.BOOTLOADERS || '/usr/share/arduino/hardware/arduino/avr/bootloaders';
let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - bootloader chip: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(String(detail).replace(/^/gm, '# '));
  }
}
const MS = 16000;
const UNO = { high: 0xde, low: 0xff, lock: 0x0f };
const NANO = { high: 0xda, low: 0xff, lock: 0x0f };
const GPIOR0 = 0x3e;

/** Flash words with `source` assembled at byte address `at` (erased elsewhere). */
function flashWith(source, at) {
  const { bytes, errors } = assemble(source);
  if (errors.length) throw new Error(`assembler: ${errors.join('; ')}`);
  const flash = new Uint8Array(0x8000).fill(0xff);
  flash.set(bytes, at);
  return new Uint16Array(flash.buffer);
}

/** A started board running `source` from the boot section of a chip with `fuses`. */
function chipBoard(source, fuses = UNO, at = chipFromFuses(fuses).bootStart) {
  const board = new Board(flashWith(source, at), { chip: chipFromFuses(fuses) });
  board.start();
  return board;
}
const ram = (board, addr) => board.mcu.cpu.data[addr];

// --- fuses: boot section, reset vector, start-up time ---
{
  const uno = chipFromFuses(UNO);
  const nano = chipFromFuses(NANO);
  ok(uno.bootStart === 0x7e00 && uno.resetVector === 0x7e00, 'Uno fuses (high 0xDE): boot section and reset vector at 0x7E00');
  ok(nano.bootStart === 0x7800 && nano.resetVector === 0x7800, 'Nano fuses (high 0xDA): boot section and reset vector at 0x7800');
  ok(chipFromFuses({ high: 0xdf }).resetVector === 0, 'BOOTRST unprogrammed: the reset vector is 0x0000');
  ok(uno.startupCycles === 14 + 65 * MS, 'low fuse 0xFF: a reset holds the CPU 14 CK + 65 ms (table 9-4)');
  const board = chipBoard('ldi r16, 1\nout 0x1e, r16\nhere: rjmp here');
  board.runMs(64.9);
  ok(ram(board, GPIOR0) === 0, 'nothing runs during the start-up time');
  board.runMs(0.2);
  ok(ram(board, GPIOR0) === 1, 'then the CPU starts at the boot section');
  const erased = new Board(flashWith('ldi r16, 2\nout 0x1e, r16\nhere: rjmp here', 0x7e00), { chip: nano });
  erased.start();
  erased.runMs(65.1);
  ok(ram(erased, GPIOR0) === 2 && erased.mcu.cpu.pc * 2 >= 0x7e00,
    'Nano fuses with a 512-byte bootloader: the CPU runs through erased flash (0xFFFF) from 0x7800 to it');
}

// --- SPM ---
const ERASE_WRITE = `
  ldi r30, 0x00
  ldi r31, 0x01       ; Z = 0x0100: page 2, in the RWW section
  ldi r16, 0x03
  out 0x37, r16
  spm                 ; page erase
  in r17, 0x37
  sts 0x0200, r17     ; SPMCSR while it runs
  lpm r18, Z
  sts 0x0201, r18     ; the RWW section while it runs
w1: in r0, 0x37
  sbrc r0, 0
  rjmp w1
  ldi r20, 64
  ldi r24, 0x11
  mov r0, r24
  ldi r24, 0x22
  mov r1, r24
fill: ldi r16, 0x01
  out 0x37, r16
  spm                 ; page buffer: 0x2211 in each word
  adiw r30, 2
  dec r20
  brne fill
  ldi r30, 0x00
  ldi r31, 0x01
  ldi r16, 0x05
  out 0x37, r16
  spm                 ; page write
w2: in r0, 0x37
  sbrc r0, 0
  rjmp w2
  lpm r18, Z
  sts 0x0202, r18     ; after the write, before RWWSRE
  ldi r16, 0x11
  out 0x37, r16
  spm                 ; RWWSRE
  lpm r18, Z+
  sts 0x0203, r18
  lpm r18, Z
  sts 0x0204, r18
  ldi r16, 1
  out 0x1e, r16
done: rjmp done
`;
{
  const board = chipBoard(ERASE_WRITE);
  board.program.fill(0x1234, 0x80, 0xc0); // page 2 holds data
  board.runMs(65.01);
  const flash = board.flash.bytes();
  ok(flash[0x100] === 0xff && flash[0x17f] === 0xff, 'page erase: the page is erased');
  ok(ram(board, 0x200) === 0x43, 'SPMCSR during the erase: RWWSB, PGERS, SPMEN', `0x${ram(board, 0x200).toString(16)}`);
  ok(ram(board, 0x201) === 0xff, 'LPM from the RWW section during the erase reads 0xFF');
  board.runMs(4.4);
  ok((board.mcu.cpu.data[0x57] & 1) === 1 && ram(board, GPIOR0) === 0, 'the erase still runs 4.4 ms later');
  board.runMs(5);
  const after = board.flash.bytes();
  ok(ram(board, GPIOR0) === 1, 'page buffer filled, page written, RWW re-enabled: done after two 4.5 ms operations');
  ok(after[0x100] === 0x11 && after[0x101] === 0x22 && after[0x17e] === 0x11 && after[0x17f] === 0x22 && after[0x180] === 0xff,
    'page write: the page holds the buffer, the next page untouched');
  ok(ram(board, 0x202) === 0xff, 'after the write and before RWWSRE the RWW section still reads 0xFF');
  ok(ram(board, 0x203) === 0x11 && ram(board, 0x204) === 0x22, 'after RWWSRE it reads the new bytes');
}
{
  // twice into the same buffer word, a write without an erase, from the application section,
  // the 4-cycle window, the lock bits, the EEPROM busy
  const twice = chipBoard(`
    ldi r30, 0
    ldi r31, 1
    ldi r24, 0x00
    mov r0, r24
    ldi r24, 0xff
    mov r1, r24
    ldi r16, 1
    out 0x37, r16
    spm             ; buffer word 0: 0xFF00
    ldi r24, 0x0f
    mov r0, r24
    mov r1, r24
    out 0x37, r16
    spm             ; word 0 again: 0x0F0F (ignored)
    ldi r16, 5
    out 0x37, r16
    spm             ; write page 2 without erasing it first
    here: rjmp here`);
  twice.program.fill(0x0f0f, 0x80, 0xc0);
  twice.runMs(75);
  const f = twice.flash.bytes();
  ok(f[0x100] === 0x00 && f[0x101] === 0x0f && f[0x102] === 0x0f,
    'a buffer word written twice keeps the first; a write without erase only clears bits (0x0F0F & 0xFF00)',
    `${f[0x100].toString(16)} ${f[0x101].toString(16)}`);
  ok(twice.mcu.selfProgram.ignored.some((i) => i.why.includes('twice')), 'the second write to the word is noted as ignored');

  const app = new Board(flashWith('ldi r30, 0\nldi r31, 1\nldi r16, 3\nout 0x37, r16\nspm\nhere: rjmp here', 0),
    { chip: chipFromFuses({ high: 0xdf, lock: 0x3f }) });
  app.program.fill(0x1234, 0x80, 0xc0);
  app.start();
  app.runMs(70);
  ok(app.flash.bytes()[0x100] === 0x34 && app.mcu.selfProgram.ignored[0]?.why.includes('outside the boot'),
    'SPM from the application section does nothing');

  const late = chipBoard('ldi r30, 0\nldi r31, 1\nldi r16, 3\nout 0x37, r16\nnop\nnop\nnop\nnop\nspm\nhere: rjmp here');
  late.program.fill(0x1234, 0x80, 0xc0);
  late.runMs(70);
  ok(late.flash.bytes()[0x100] === 0x34, 'SPM more than 4 cycles after the SPMCSR write does nothing');

  const lockedSrc = 'ldi r30, 0x80\nldi r31, 0x7f\nldi r16, 3\nout 0x37, r16\nspm\nhere: rjmp here';
  const locked = chipBoard(lockedSrc);
  locked.program.fill(0x1234, 0x3fc0, 0x4000);
  locked.runMs(70);
  ok(locked.flash.bytes()[0x7f80] === 0x34, 'lock bits 0x0F (as shipped): SPM cannot erase a page of the boot section');
  const open = chipBoard(lockedSrc, { ...UNO, lock: 0x3f });
  open.program.fill(0x1234, 0x3fc0, 0x4000);
  open.runMs(70);
  ok(open.flash.bytes()[0x7f80] === 0xff, 'lock bits 0x3F: it can');

  const nrww = chipBoard('ldi r30, 0\nldi r31, 0x70\nldi r16, 3\nout 0x37, r16\nspm\nldi r16, 1\nout 0x1e, r16\nhere: rjmp here');
  nrww.runMs(65.01);
  nrww.runMs(4.4);
  const halted = ram(nrww, GPIOR0) === 0;
  nrww.runMs(0.2);
  ok(halted && ram(nrww, GPIOR0) === 1, 'erasing a page of the NRWW section (0x7000) halts the CPU for its 4.5 ms');

  const eeprom = chipBoard(`
    ldi r16, 7
    out 0x21, r16
    out 0x20, r16   ; EEAR = 7, EEDR = 7
    ldi r16, 4
    out 0x1f, r16
    ldi r16, 2
    out 0x1f, r16   ; EEPROM write: 3.4 ms
    ldi r30, 0
    ldi r31, 1
    ldi r16, 3
    out 0x37, r16
    spm
    here: rjmp here`);
  eeprom.program.fill(0x1234, 0x80, 0xc0);
  eeprom.runMs(70);
  ok(eeprom.flash.bytes()[0x100] === 0x34, 'no SPM while the EEPROM is being written');
}

// --- watchdog and MCUSR ---
{
  const idle = new Board(flashWith('here: rjmp here', 0));
  idle.start();
  idle.mcu.cpu.writeData(0x54, 0x0f); // after a power-on: PORF only
  ok(idle.mcu.cpu.data[0x54] === RESET_CAUSE.power, 'MCUSR: writing 1 sets no flag');
  idle.mcu.cpu.writeData(0x54, 0);
  ok(idle.mcu.cpu.data[0x54] === 0, 'MCUSR: writing 0 clears the flags');
  const keep = new Board(flashWith('here: rjmp here', 0));
  keep.start();
  keep.reset();
  ok(keep.mcu.cpu.data[0x54] === (RESET_CAUSE.power | RESET_CAUSE.external),
    'MCUSR keeps PORF through a reset key (EXTRF added) until the program clears it');
  keep.powerCycle();
  ok(keep.mcu.cpu.data[0x54] === RESET_CAUSE.power, 'a power-on leaves PORF alone');

  // WDE set without the timed sequence: the watchdog runs (16 ms)
  const enable = new Board(flashWith('ldi r16, 0x08\nsts 0x60, r16\nhere: rjmp here', 0));
  enable.start();
  enable.runMs(15.9);
  const before = enable.boots;
  enable.runMs(0.2);
  ok(before === 1 && enable.boots === 2, 'WDE written alone switches the watchdog on: reset after 16 ms');
  ok((enable.mcu.cpu.data[0x60] & 0x08) !== 0 && enable.mcu.cpu.data[0x54] & RESET_CAUSE.watchdog,
    'after a watchdog reset WDRF forces WDE on: the watchdog runs again at once');
  enable.runMs(16.1);
  ok(enable.boots === 3, 'and resets the chip again 16 ms later (a program that never clears WDRF loops)');

  // the right exit: clear WDRF, then WDE with the timed sequence
  const clean = new Board(flashWith(`
    in r16, 0x34
    sbrs r16, 3
    rjmp arm
    out 0x34, r1
    ldi r16, 0x18
    sts 0x60, r16
    sts 0x60, r1
  here: rjmp here
  arm: ldi r16, 0x08
    sts 0x60, r16
  wait: rjmp wait`, 0));
  clean.start();
  clean.runMs(100);
  ok(clean.boots === 2, 'a program that clears WDRF, then WDE (timed sequence) stops the watchdog', `boots ${clean.boots}`);
  const wrongOrder = new Board(flashWith(`
    in r16, 0x34
    sbrs r16, 3
    rjmp arm
    ldi r16, 0x18
    sts 0x60, r16
    sts 0x60, r1
    out 0x34, r1
  here: rjmp here
  arm: ldi r16, 0x08
    sts 0x60, r16
  wait: rjmp wait`, 0));
  wrongOrder.start();
  wrongOrder.runMs(100);
  ok(wrongOrder.boots > 3, 'clearing WDE before WDRF does not stop it: the chip keeps resetting', `boots ${wrongOrder.boots}`);

  // a new time-out counts from the last WDR and takes effect at once: 1 s, 81.92 ms of a loop
  // (262144 turns of 5 cycles), then 16 ms, with or without WDR before it
  const oneSecondThen16ms = (kick) => new Board(flashWith(`
    ldi r16, 0x18
    ldi r17, 0x0e
    sts 0x60, r16
    sts 0x60, r17     ; 1 s
    ldi r20, 0
    ldi r21, 0
    ldi r22, 4
  spin: subi r20, 1
    sbci r21, 0
    sbci r22, 0
    brne spin
    ${kick ? 'wdr' : 'nop'}
    ldi r17, 0x08
    sts 0x60, r16
    sts 0x60, r17     ; 16 ms
  here: rjmp here`, 0));
  const shorter = oneSecondThen16ms(true);
  shorter.start();
  shorter.runMs(81.92 + 15.5);
  const still = shorter.boots === 1;
  shorter.runMs(1);
  ok(still && shorter.boots === 2, 'a shorter time-out set after WDR resets 16 ms later (avr8js waited for the old 1 s)',
    `boots ${shorter.boots} at ${shorter.nowMs().toFixed(1)} ms`);
  const noKick = oneSecondThen16ms(false);
  noKick.start();
  noKick.runMs(81.92 - 0.1);
  const notYet = noKick.boots === 1;
  noKick.runMs(0.2);
  ok(notYet && noKick.boots === 2, 'without WDR first, switching 1 s to 16 ms after 82 ms resets at once (the count is not restarted)',
    `boots ${noKick.boots}`);
}

// --- the serial line at the bit level ---
function decode(bytes, sendBit, receiveBit) {
  const wire = new UartWire();
  const got = [];
  const rx = new UartReceiver(wire, { bitCycles: () => receiveBit, deliver: (b, fe) => got.push(fe ? `${b}!` : b), wake: () => {} });
  for (const b of bytes) wire.send(b, 0, sendBit);
  rx.poll(1e9);
  return got;
}
{
  const all = Array.from({ length: 256 }, (_, i) => i);
  ok(decode(all, 16e6 / 115200, 136).join() === all.join(), '256 bytes back to back at 115200 baud into UBRR 16, U2X (2.1% fast): all right');
  ok(decode(all, 16e6 / 57600, 272).join() === all.join(), 'and at 57600 into UBRR 16 without U2X (2.1% fast): all right');
  // 0x30 at 57600 (277.8 cycles a bit) into a receiver at 136: bits read at 68 + 136k: the
  // start bit, then bits 0,0,0,0,0,0,0,0 (host bits 0-3, each read twice), stop read in bit 3:
  // 0x00 with a framing error; the next falling edge is host bit 6 (cycle 1944): a frame of host
  // bits 6, 7 (0), stop, idle (1) ...: 0xF8, stop bit high
  ok(decode([0x30], 16e6 / 57600, 136).join() === '0!,248', '0x30 sent at 57600 to a chip at 115200: 0x00 (framing error) then 0xF8, as the sampling rule gives',
    decode([0x30], 16e6 / 57600, 136).join());
  ok(decode([0x30, 0x20], 16e6 / 115200, 272).length < 2, 'sync sent at 115200 to a chip at 57600: fewer bytes than sent',
    decode([0x30, 0x20], 16e6 / 115200, 272).join());
}

// --- the DTR auto-reset ---
{
  const board = chipBoard('here: rjmp here');
  const usb = new UsbSerial(board);
  board.runMs(100);
  usb.setDtr(true);
  ok(board.boots === 2 && board.lastCause === RESET_CAUSE.external, 'asserting DTR resets the chip (EXTRF)');
  usb.setDtr(true);
  usb.setDtr(false);
  ok(board.boots === 2, 'keeping it asserted or releasing it does not');
  usb.setDtr(true);
  ok(board.boots === 3, 'asserting it again does');
}

// --- Debian's bootloader HEX files burnt into a chip ---
{
  const opti = burnBootloader(readFileSync(`${BOOTLOADERS}/optiboot/optiboot_atmega328.hex`, 'utf8'));
  ok(opti.start === 0x7e00 && /0x8013.*20 bytes/.test(opti.dropped ?? ''),
    "Debian's optiboot_atmega328.hex starts at 0x7E00 and reaches 0x8013: 20 bytes past the 32 KB flash are not in the chip",
    opti.dropped);
  const old = burnBootloader(readFileSync(`${BOOTLOADERS}/atmega/ATmegaBOOT_168_atmega328.hex`, 'utf8'));
  ok(old.start === 0x7800 && old.dropped === null && old.end <= 0x8000, 'ATmegaBOOT_168_atmega328.hex fits its 2 KB at 0x7800');
}

// --- the fast-forward of wait loops: the same run, sooner ---
async function trace(targetId, fastForward) {
  const target = flashTarget(targetId);
  const sim = simulatedBoard(target, readFileSync(`${BOOTLOADERS}/${target.bootloader === 'optiboot' ? 'optiboot/optiboot_atmega328.hex' : 'atmega/ATmegaBOOT_168_atmega328.hex'}`, 'utf8'), { fastForward });
  const events = [];
  const host = sim.port.hostByte.bind(sim.port);
  sim.port.hostByte = (b, fe) => {
    events.push(`${sim.board.now()}:${b}`);
    host(b, fe);
  };
  const bytes = new Uint8Array(0x8000).fill(0xff);
  for (let i = 0; i < 300; i++) bytes[i] = (i * 7) & 0xff;
  const started = process.cpuUsage();
  await flashBoard({ port: sim.port, clock: sim.clock, target, image: { bytes, size: 300 }, hearToy: false });
  const cpu = process.cpuUsage(started);
  return { events, cpuMs: (cpu.user + cpu.system) / 1000, skipped: sim.board.mcu.skipper?.skippedCycles ?? 0 };
}
for (const id of ['uno', 'nano-old', 'nano']) {
  const slow = await trace(id, false);
  const fast = await trace(id, true);
  const same = fast.events.length === slow.events.length && fast.events.every((e, i) => e === slow.events[i]);
  ok(same && fast.events.length > 100, `${id}: a 300-byte flash with the wait loops and erased flash fast-forwarded gives the same bytes at the same cycles as without`,
    `${fast.events.length} vs ${slow.events.length} bytes; first difference ${fast.events.find((e, i) => e !== slow.events[i])}`);
  console.log(`# ${id}: 300-byte flash: ${fast.cpuMs.toFixed(0)} ms of CPU fast-forwarded, ${slow.cpuMs.toFixed(0)} ms without`);
}

process.exit(failures ? 1 : 0);
