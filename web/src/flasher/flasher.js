// flasher.js - writes a HEX into an Arduino through its bootloader, as `avrdude -c arduino -D
// -U flash:w:FILE:i` does (avrdude 7's arduino.c and stk500.c): DTR released for 250 ms and
// asserted (the auto-reset), 50 ms, the line drained, sync twice to clear noise, then up to four
// sync attempts, each after a new reset; the bootloader's version, the device set, programming
// mode, the signature (an ATmega328P: 1E 95 0F), one load-address and program-page per 128-byte
// page, every page read back and compared (avrdude's verify), programming mode left. Then the
// toy is heard: the port opened at the console's rate (another reset), the firmware's banner
// awaited and `help` answered.
// Failures are FlashErrors in words: no answer, a wrong baud rate or bootloader (the other rate
// is tried to say which board to choose), a HEX too big for the bootloader's room, a wrong chip,
// a verify error, a busy or vanished port. Runs in the page and in Node alike.
import { parseIntelHex } from '../board/hex.js';
import { PAGE_BYTES } from '../board/fuses.js';
import { FlashError } from './flash_errors.js';
import { SerialLink } from './serial_link.js';
import { Stk500, Stk500Error, PARAM, hex2 } from './stk500.js';
import { BOOTLOADERS, FLASH_TARGETS, APP_BAUD } from './targets.js';

const FLASH_BYTES = 0x8000;
const SIGNATURE = [0x1e, 0x95, 0x0f];
const CHIPS = { '1e950f': 'ATmega328P', '1e9514': 'ATmega328 (not P)', '1e9406': 'ATmega168', '1e930a': 'ATmega88', '1e9587': 'ATmega32U4' };
const SYNC_ATTEMPTS = 4;
const SYNC_WAIT_MS = 500;
const QUIET_MS = 250;
const BANNER_MS = 4000;

/** The page's HEX as flash bytes: { bytes (32 KB, 0xFF where unset), size (bytes up to the
 * last one set) }. */
export function hexImage(text) {
  const info = {};
  let words;
  try {
    words = parseIntelHex(text, FLASH_BYTES, info);
  } catch (e) {
    throw new FlashError('bad-hex', `The firmware file is not a valid HEX for this chip: ${e.message}.`);
  }
  if (!info.end) throw new FlashError('bad-hex', 'The firmware file holds no data.');
  return { bytes: new Uint8Array(words.buffer), size: info.end };
}

const kb = (n) => `${n.toLocaleString('en-US')} byte${n === 1 ? '' : 's'}`;

/** Refuses a HEX too large for the target's room before any byte is sent. */
export function checkRoom(image, target) {
  if (image.size <= target.room) return;
  const loader = BOOTLOADERS[target.bootloader].name;
  throw new FlashError('too-large', `The firmware is ${kb(image.size)}, but a ${target.short} with ${loader} leaves ${kb(target.room)} for programs (the rest of the 32,768 is its boot section): ${kb(image.size - target.room)} too many. Nothing was written.`);
}

/** avrdude's auto-reset: DTR released 250 ms, asserted, 50 ms. */
async function resetBoard(link) {
  await link.setDtr(false);
  await link.clock.sleep(250);
  await link.setDtr(true);
  await link.clock.sleep(50);
}

/** Reads and drops what comes until `ms` of silence (avrdude's drain). */
async function drainQuiet(link, ms = QUIET_MS) {
  for (;;) {
    link.drain();
    try {
      await link.read(1, ms);
    } catch (e) {
      if (!e.timeout) throw e;
      link.drain();
      return;
    }
  }
}

/** Resets the board and gets in sync with its bootloader; false if it never answers. */
async function connect(link, stk, log) {
  await resetBoard(link);
  await drainQuiet(link);
  for (let i = 0; i < 2; i++) {
    await link.write(Uint8Array.of(0x30, 0x20)); // sync, to clear noise (answers dropped)
    await drainQuiet(link);
  }
  for (let attempt = 1; attempt <= SYNC_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      await resetBoard(link);
      await drainQuiet(link, 20);
    }
    try {
      await stk.sync(SYNC_WAIT_MS);
      return true;
    } catch (e) {
      if (!(e instanceof Stk500Error)) throw e;
      const resp = e.bytes.length ? `resp=${hex2(e.bytes[0])}` : 'no answer';
      log(`flash: attempt ${attempt} of ${SYNC_ATTEMPTS}: not in sync: ${resp}`);
    }
  }
  return false;
}

/** Which bootloader answers: { key, name, version } from "get parameter" 0x81, 0x82. */
async function identify(stk) {
  const hw = await stk.getParameter(PARAM.HW_VER);
  const major = await stk.getParameter(PARAM.SW_MAJOR);
  const minor = await stk.getParameter(PARAM.SW_MINOR);
  const key = Object.keys(BOOTLOADERS).find((k) => BOOTLOADERS[k].is(major, minor)) ?? null;
  return { key, hw, version: `${major}.${minor}`, name: key ? BOOTLOADERS[key].name : 'an unknown STK500 bootloader' };
}

/** After no answer at `tried` baud: does the board answer at another? Says which board and
 * bootloader to choose, or that nothing answered. */
async function diagnose(port, clock, target, tried, log) {
  const others = [...new Set(FLASH_TARGETS.map((t) => t.baud))].filter((b) => b !== tried);
  const loader = BOOTLOADERS[target.bootloader].name;
  const speed = tried === target.baud ? `the speed of ${loader} on a ${target.short}` : `the upload speed chosen (${loader} on a ${target.short} uses ${target.baud})`;
  for (const baud of others) {
    log(`flash: no answer at ${tried} baud; trying ${baud} to see what the board has`);
    const link = new SerialLink(port, clock);
    await link.open(baud);
    try {
      const stk = new Stk500(link);
      if (!(await connect(link, stk, log))) continue;
      const who = await identify(stk);
      const fits = FLASH_TARGETS.filter((t) => t.baud === baud && t.bootloader === who.key && t.board === target.board);
      const choose = fits.length ? ` Choose "${fits[0].title}" and flash again.` : '';
      return new FlashError('wrong-baud', `The board did not answer at ${tried} baud, ${speed}, but it did at ${baud}: it has ${who.name} ${who.version}.${choose}`);
    } finally {
      await link.close();
    }
  }
  return new FlashError('no-answer', `No bootloader answered, at ${tried} baud or at ${others.join(' or ')}. Check that this is the board's port (unplug the board: the port should vanish from the list), that the cable carries data, and that the board is an Arduino with its bootloader. If it still fails, press the board's reset button just as you start the flash.`);
}

/**
 * Flashes `image` (hexImage) into the board on `port` (a Web Serial SerialPort, or one with
 * its shape) for `target` (targets.js) at `baud` (its bootloader's by default, as avrdude's -b
 * overrides it). clock: wallClock for a real board. log(line): avrdude-
 * style lines; progress({ phase: 'write' | 'read', done, total }). Returns { size, version,
 * seconds: { write, read }, toy: { banner, help } | null }. Throws a FlashError.
 */
export async function flashBoard({ port, clock, target, baud = target.baud, image, name = 'the firmware', log = () => {}, progress = () => {}, hearToy = true }) {
  checkRoom(image, target);
  const link = new SerialLink(port, clock);
  await link.open(baud);
  const result = { size: image.size };
  try {
    const stk = new Stk500(link);
    if (!(await connect(link, stk, log))) {
      await link.close();
      throw await diagnose(port, clock, target, baud, log);
    }
    const who = await identify(stk);
    log(`flash: Hardware Version: ${who.hw}, Firmware Version: ${who.version} (${who.name})`);
    result.version = who.version;
    if (who.key !== target.bootloader) {
      const fits = FLASH_TARGETS.filter((t) => t.bootloader === who.key && t.board === target.board);
      const speed = fits[0]?.baud === baud ? '' : ` with an upload speed of ${baud}`;
      const choose = fits.length ? ` Choose "${fits[0].title}"${speed}.` : ' Its room for programs is unknown: nothing was written.';
      throw new FlashError('wrong-bootloader', `The board answered at ${baud} baud, but with ${who.name} ${who.version}, not ${BOOTLOADERS[target.bootloader].name}.${choose}`);
    }
    await stk.setDevice();
    await stk.enterProgmode();
    log('flash: AVR device initialized and ready to accept instructions');
    const sig = await stk.readSignature();
    const sigHex = sig.map((b) => b.toString(16).padStart(2, '0')).join('');
    log(`flash: device signature = 0x${sigHex} (${CHIPS[sigHex] ?? 'unknown'})`);
    if (sigHex !== SIGNATURE.map((b) => b.toString(16).padStart(2, '0')).join('')) {
      throw new FlashError('wrong-chip', `The board's chip says it is ${CHIPS[sigHex] ?? `0x${sigHex}`}, not an ATmega328P: this firmware is for the ATmega328P. Nothing was written.`);
    }
    result.seconds = {};
    result.seconds.write = await pages(link, stk, image, 'write', log, progress, name);
    result.seconds.read = await pages(link, stk, image, 'read', log, progress, name);
    await stk.leaveProgmode();
    log('flash: done. Thank you.');
  } catch (e) {
    if (e instanceof Stk500Error) throw new FlashError('protocol', `The bootloader stopped answering as it should (${e.message}). Unplug the board, plug it in again and flash again.`);
    throw e;
  } finally {
    await link.close();
  }
  result.toy = hearToy ? await hearToyBoot(port, clock, log) : null;
  return result;
}

/** Writes or reads back (and compares) every page up to image.size; returns the seconds. */
async function pages(link, stk, image, phase, log, progress, name) {
  const start = link.clock.now();
  const total = image.size;
  log(phase === 'write' ? `flash: writing flash (${total} bytes):` : `flash: verifying flash memory against ${name}:`);
  for (let at = 0; at < total; at += PAGE_BYTES) {
    const page = image.bytes.subarray(at, at + PAGE_BYTES);
    await stk.loadAddress(at);
    if (phase === 'write') {
      await stk.progPage(page);
    } else {
      const got = await stk.readPage(PAGE_BYTES);
      for (let i = 0; i < PAGE_BYTES && at + i < total; i++) {
        if (got[i] !== page[i]) {
          throw new FlashError('verify', `verification error, first mismatch at byte 0x${(at + i).toString(16).padStart(4, '0')}: 0x${page[i].toString(16).padStart(2, '0')} != 0x${got[i].toString(16).padStart(2, '0')}. The flash is not what was sent: flash again; if it fails at the same place, the board's flash may be worn out.`);
        }
      }
    }
    progress({ phase, done: Math.min(at + PAGE_BYTES, total), total });
  }
  const seconds = (link.clock.now() - start) / 1000;
  log(`flash: ${total} bytes of flash ${phase === 'write' ? 'written' : 'verified'} (${seconds.toFixed(2)} s)`);
  return seconds;
}

/** Opens the port at the console's rate (a reset: the bootloader waits, then starts the toy),
 * waits for the banner, asks `help`. Returns { banner, help } (empty strings when silent). */
export async function hearToyBoot(port, clock, log = () => {}) {
  const link = new SerialLink(port, clock);
  await link.open(APP_BAUD);
  try {
    const banner = await readLine(link, BANNER_MS, (line) => /NimBox .* ready/.test(line));
    if (!banner) {
      log(`flash: the toy did not say "NimBox ... ready" within ${BANNER_MS / 1000} s of a reset`);
      return { banner: '', help: '' };
    }
    log(`flash: the toy says: ${banner}`);
    await link.write(new TextEncoder().encode('help\n'));
    const help = await readLine(link, 1000, (line) => line.length > 0);
    log(`flash: and answers help: ${help}`);
    return { banner, help };
  } finally {
    await link.close();
  }
}

/** The first line (without its newline) that `good` accepts, within ms; '' if none. */
async function readLine(link, ms, good) {
  const end = link.clock.now() + ms;
  let line = '';
  while (link.clock.now() < end) {
    let b;
    try {
      [b] = await link.read(1, end - link.clock.now());
    } catch (e) {
      if (e.timeout) return '';
      throw e;
    }
    if (b === 10) {
      const text = line.replace(/\r$/, '');
      if (good(text)) return text;
      line = '';
    } else {
      line += String.fromCharCode(b);
    }
  }
  return '';
}
