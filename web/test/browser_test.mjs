#!/usr/bin/env node
// browser_test.mjs - the NimBox page (build/web) in headless Chromium (Debian's /usr/bin/chromium
// driven by playwright-core), through the page's hook window.nimbox and its real controls,
// keyboard, mouse and touch. Its parts, in web/test/browser/:
//   desk.mjs      the Uno at a desk: boot on the wall clock, keys, a game of Nim won by the
//                 hints, the console, a reload keeping the EEPROM, power and reset;
//   nano.mjs      the Nano: its firmware, its LEDs and sticker, keys, the console;
//   layout.mjs    phone and tablet with touch, and 1280x800: the whole toy on screen, the pane
//                 below or beside, nothing moving; a game won by taps; screenshots;
//   serial.mjs    the serial monitor: line endings, judge files through XON/XOFF, the bytes
//                 lost note, Clear, Save, autoscroll, a 5 MB file cancelled, a stream at x1.00;
//   controls.mjs  focus, pause/step/speed, a background tab, the display's PNG, the favicon,
//                 file://, and the idle CPU.
// Screenshots go to BUILD/web-test/. Prints TAP lines.
// Usage: node web/test/browser_test.mjs BUILD_DIR [PART ...]
import { chromium } from 'playwright-core';
import { context } from 'esbuild';
import { mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ok, failed } from './browser/common.mjs';
import { desk } from './browser/desk.mjs';
import { nano } from './browser/nano.mjs';
import { layout } from './browser/layout.mjs';
import { serial } from './browser/serial.mjs';
import { controls } from './browser/controls.mjs';

const BUILD = resolve(process.argv[2] || 'build');
const only = process.argv.slice(3);
const WEB = join(BUILD, 'web');
const HOST = join(BUILD, 'host/nimbox');
const SHOTS = join(BUILD, 'web-test');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

for (const need of [join(WEB, 'index.html'), HOST, CHROMIUM]) {
  if (!existsSync(need)) {
    ok(false, `needs ${need} (make web host; Debian package chromium)`);
    process.exit(1);
  }
}
mkdirSync(SHOTS, { recursive: true });

const t0 = Date.now();
const server = await context({});
const { port } = await server.serve({ servedir: WEB, host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
const want = (part) => !only.length || only.includes(part);
const timed = async (name, fn) => {
  const t = Date.now();
  await fn();
  console.log(`# browser part ${name} took ${((Date.now() - t) / 1000).toFixed(1)} s`);
};
try {
  const env = { browser, base, BUILD, WEB, HOST, SHOTS };
  if (want('desk') || want('nano')) {
    await timed('desk and nano', async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const unoHelp = await desk({ ...env, page, errors });
      await nano({ ...env, page, errors, unoHelp });
      await ctx.close();
    });
  }
  if (want('layout')) await timed('layout', () => layout(env));
  if (want('serial')) await timed('serial', () => serial(env));
  if (want('controls')) await timed('controls', () => controls(env));
} catch (e) {
  ok(false, 'the browser test ran to its end', e.stack);
} finally {
  await browser.close();
  await server.dispose();
}
console.log(`# browser tests took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(failed() ? 1 : 0);
