#!/usr/bin/env node
// flasher_browser_test.mjs - "Flash my board" in the page (build/web) in headless Chromium
// (Debian's /usr/bin/chromium, playwright-core): the page's hook window.nimbox.flasher puts a
// simulated board with Debian's real bootloader behind the port the browser's chooser would
// give (flasher/sim_port.js), and the test clicks the page's own button. For each board and
// bootloader: written, verified, the progress bar full, the toy boots (its boot screen, its
// banner, `help` answered); a wrong baud rate (the other Nano, or the Uno at an upload speed of
// 57600) and a HEX too large for the bootloader's room fail in words. Then: a browser without
// Web Serial, no port chosen, a busy port; the keyboard is not kept by the button. Screenshots
// go to BUILD/web-test/. Prints TAP lines. Usage: node web/test/flasher_browser_test.mjs BUILD
import { chromium } from 'playwright-core';
import { context } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { BOOTLOADERS, flashTarget } from '../src/flasher/targets.js';

const BUILD = resolve(process.argv[2] || 'build');
const WEB = join(BUILD, 'web');
const SHOTS = join(BUILD, 'web-test');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const BL_DIR = process.env.BOOTLOADERS || '/usr/share/arduino/hardware/arduino/avr/bootloaders';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WAIT_MS = 120000; // for a flash to end (the simulated board runs flat out; a busy machine is slow)

let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - browser flasher: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(String(detail).replace(/^/gm, '# '));
  }
  return cond;
}

for (const need of [join(WEB, 'index.html'), CHROMIUM]) {
  if (!existsSync(need)) {
    ok(false, `needs ${need} (make web; Debian package chromium)`);
    process.exit(1);
  }
}
mkdirSync(SHOTS, { recursive: true });
const bootloader = (id) => readFileSync(join(BL_DIR, BOOTLOADERS[flashTarget(id).bootloader].file), 'utf8');

const server = await context({});
const { port } = await server.serve({ servedir: WEB, host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${port}/`;
const profile = mkdtempSync(join(tmpdir(), 'nimbox-flash-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, args: FLAGS, headless: true, viewport: { width: 1280, height: 900 },
});
const page = browser.pages()[0] ?? (await browser.newPage());
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
const cdp = await browser.newCDPSession(page);
await cdp.send('Performance.enable');
/** The renderer's main-thread busy time so far (Chromium's TaskDuration), in ms. */
const busyMs = async () => 1000 * (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;

/** Opens the page for `board` (manual clock: the page's own board stands still). */
async function open(board) {
  await page.goto(`${base}?board=${board}&clock=manual`);
  await page.waitForSelector('body[data-ready=true]');
}

/** Simulates board `actual`, chooses `chosen` (and an upload speed) in the panel, clicks the
 * button, waits for the end; returns the panel's state and the simulated board's. */
async function flash({ actual, chosen = actual, speed = '', hexText = null, extra = {}, loader = bootloader(actual) }) {
  await page.evaluate(([a, bl, hex, more]) => window.nimbox.flasher.simulate({ target: a, bootloaderHex: bl, hexText: hex, ...more }),
    [actual, loader, hexText, extra]);
  await page.selectOption('#flash-board .flash-target select', chosen);
  await page.selectOption('#flash-board .flash-speed select', speed);
  const t0 = Date.now();
  const busy0 = await busyMs();
  await page.click('#flash-board .flash-start');
  await page.waitForFunction(() => document.querySelector('#flash-board').dataset.state !== 'running', null, { timeout: WAIT_MS });
  const state = await page.evaluate(() => window.nimbox.flasher.state());
  const sim = await page.evaluate(() => window.nimbox.flasher.board());
  const busy = (await busyMs()) - busy0;
  console.log(`# ${chosen}${speed ? ` at ${speed}` : ''} on a simulated ${actual}: ${state.state}${state.code ? ` (${state.code})` : ''}, ${((sim?.nowMs ?? 0) / 1000).toFixed(1)} s simulated, the page busy ${busy.toFixed(0)} ms, ${Date.now() - t0} ms of wall clock`);
  return { ...state, sim, wallMs: Date.now() - t0 };
}

/** An Intel HEX of `size` zero bytes from address 0. */
function zeroHex(size) {
  const lines = [];
  for (let at = 0; at < size; at += 16) {
    const n = Math.min(16, size - at);
    const sum = (n + (at >> 8) + (at & 0xff)) & 0xff;
    const h = (v) => v.toString(16).toUpperCase().padStart(2, '0');
    lines.push(`:${h(n)}${h(at >> 8)}${h(at & 0xff)}00${'00'.repeat(n)}${h((0x100 - sum) & 0xff)}`);
  }
  return `${lines.join('\n')}\n:00000001FF\n`;
}

const BOOT_SCREEN = { 'uno-lcd': /^NimBox 0\.1\.0/, 'nano-tm1638': /^HELL[O0] {3}\n11111111$/ };
const WRONG = { uno: ['uno', '57600'], 'nano-old': ['nano', ''], nano: ['nano-old', ''] };
for (const id of ['uno', 'nano-old', 'nano']) {
  const target = flashTarget(id);
  await open(target.board);
  const r = await flash({ actual: id });
  if (!ok(r.state === 'done', `${id}: flashed from the page's button`, `${r.status}\n${r.log}`)) continue;
  ok(/Done: [\d,]+ bytes written and verified/.test(r.status) && r.progress === 1, `${id}: "written and verified", the progress bar full`, r.status);
  ok(/bytes of flash written/.test(r.log) && /bytes of flash verified/.test(r.log), `${id}: the avrdude-style lines in the details`, r.log);
  ok(BOOT_SCREEN[target.board].test(r.sim.text), `${id}: the toy boots: its boot screen shows`, r.sim.text);
  ok(/The toy started and says "NimBox 0\.1\.0 ready"/.test(r.status) && /answers help: help \| solve GAME/.test(r.log),
    `${id}: the page shows its banner and its answer to help`, r.log);
  await page.evaluate(() => {
    document.querySelector('#flash-board .flash-details').open = true;
  });
  await page.locator('#flash-board').screenshot({ path: join(SHOTS, `flash-${id}.png`) });

  const [chosen, speed] = WRONG[id];
  const w = await flash({ actual: id, chosen, speed });
  ok(w.state === 'failed' && w.code === 'wrong-baud' && w.status.includes(`it did at ${target.baud}`) && w.status.includes(`Choose "${target.title}"`),
    `${id}: flashed at ${speed || flashTarget(chosen).baud} baud fails, saying which board to choose`, w.status);

  const t = await flash({ actual: id, hexText: zeroHex(target.room + 1) });
  ok(t.state === 'failed' && t.code === 'too-large' && t.status.includes(`${(target.room + 1).toLocaleString('en-US')} bytes, but`)
    && t.status.includes(`leaves ${target.room.toLocaleString('en-US')} bytes`) && t.status.includes('1 byte too many'),
    `${id}: a HEX too large for its bootloader's room fails with the numbers`, t.status);
}
await page.locator('#flash-board').screenshot({ path: join(SHOTS, 'flash-too-large.png') });

// --- a wrong bootloader: ATmegaBOOT built for an 8 MHz Pro Mini answers at 115200 on a Nano ---
{
  const loader = readFileSync(join(BL_DIR, 'atmega/ATmegaBOOT_168_atmega328_pro_8MHz.hex'), 'utf8');
  const w = await flash({ actual: 'nano', chosen: 'nano', loader });
  ok(w.code === 'wrong-bootloader' && w.status.includes('but with ATmegaBOOT (the old bootloader) 1.16, not Optiboot')
    && w.status.includes('with an upload speed of 115200'), 'a wrong bootloader: in words, with what to choose', w.status);
}

// --- the browser and the port ---
await open('uno-lcd');
const none = await flash({ actual: 'uno', extra: { noPort: true } });
ok(none.code === 'no-port' && /No port was chosen/.test(none.status), 'no port chosen (no board plugged in): in words', none.status);
const busy = await flash({ actual: 'uno', extra: { busy: true } });
ok(busy.code === 'busy' && /Another program has it open/.test(busy.status), 'a busy port: in words', busy.status);
ok(await page.evaluate(() => !document.activeElement?.closest('#flash-board')), 'the button does not keep the keyboard (arrows and Enter go to the toy)');
await page.addInitScript(() => {
  Object.defineProperty(Navigator.prototype, 'serial', { get: () => undefined });
});
await open('uno-lcd');
ok(await page.evaluate(() => !document.querySelector('#flash-board .flash-fold').open),
  'a browser without Web Serial: the panel folded to one line');
await page.click('#flash-board summary.flash-title'); // the user opens it anyway
await page.click('#flash-board .flash-start');
await page.waitForFunction(() => document.querySelector('#flash-board').dataset.state === 'failed');
const noSerial = await page.evaluate(() => window.nimbox.flasher.state());
ok(noSerial.code === 'no-serial' && /no Web Serial/.test(noSerial.status), 'a browser without Web Serial: in words', noSerial.status);
ok(errors.length === 0, 'no error in the page', errors.join('\n'));

await browser.close();
await server.dispose();
rmSync(profile, { recursive: true, force: true });
process.exit(failures ? 1 : 0);
