// controls.mjs - the page's controls and manners, on the Uno at 1280x800:
// - keys go to the toy: after a page button is clicked (Reset, Sound, Erase EEPROM), Enter is
//   the toy's SELECT and does not click the button again; in the serial input Enter sends the
//   line and the arrows stay there;
// - Pause stops the board, Step runs 10 ms, Resume goes on; the speed menu runs it at 50%;
// - a background tab pauses the board, and it goes on without a burst;
// - Screenshot saves a PNG of the display whose dots are the LCD's characters in the HD44780
//   font; the favicon is served;
// - opened from disk (file://) the page works; without its scripts it says what to run;
// - idle on the menu, the tab lays out a few times a second at most; its CPU share (Chromium's
//   own figures: the renderer and GPU processes) is reported, its 5% target is make bench-web's.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { ok, show, note, load, driver, cpuMeter } from './common.mjs';

// The HD44780 font from the package's CommonJS build: its ESM build's files are .js in a
// package with no "type", which Debian's Node 18 reads as CommonJS (Node 20.19 and later
// detect the ESM syntax).
const { fontA00 } = createRequire(import.meta.url)('@wokwi/elements/dist/cjs/lcd1602-font-a00.js');

const IDLE_MS = 4000;

export async function controls({ browser, base, WEB }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  ok((await load(page, `${base}?clock=manual`)) === 'true', 'controls: the page starts', errors.join('\n'));
  const d = driver(page);
  await d.run(2500);
  await focus(page, d);
  await screenshot(page, d);
  await favicon(page);
  await clock(page, d);
  ok(errors.length === 0, 'controls: no error in the page', errors.join('\n'));
  await ctx.close();
  await fromDisk(browser, WEB);
  for (const board of ['uno-lcd', 'nano-tm1638']) await idle(browser, base, board);
}

async function focus(page, d) {
  const toMenu = async () => {
    for (let i = 0; i < 3 && !(await d.lcd()).includes('>'); i++) await d.press('LEFT');
    for (let i = 0; i < 12 && !(await d.lcd()).startsWith('>Bash'); i++) await d.press('UP');
  };
  await toMenu();
  let boots = await page.evaluate(() => window.nimbox.boots());
  await page.click('#reset');
  await d.waitText('NimBox', 500); // (the LCD still shows the menu until the boot screen)
  await d.waitText('>Bash', 3000);
  ok((await page.evaluate(() => window.nimbox.boots())) === boots + 1, 'focus: Reset clicked: the board reset');
  await d.typeKey('Enter');
  ok((await page.evaluate(() => window.nimbox.boots())) === boots + 1 && (await d.waitText('Bash game', 500)),
    'focus: then Enter is the toy\'s SELECT (Bash\'s rules open), not Reset again', show(await d.lcd()));
  ok(await page.evaluate(() => document.activeElement === document.body), 'focus: the clicked button let the focus go');
  await toMenu();
  const muted = (await page.evaluate(() => window.nimbox.audio())).muted;
  await page.click('#sound');
  await d.typeKey('Enter');
  ok((await page.evaluate(() => window.nimbox.audio())).muted === !muted && (await d.waitText('Bash game', 500)),
    'focus: Sound clicked, then Enter: the sound stays switched, the toy got SELECT', show(await d.lcd()));
  await page.click('#sound');
  await toMenu();
  let dialogs = 0;
  const dismiss = (dialog) => {
    dialogs++;
    dialog.dismiss();
  };
  page.on('dialog', dismiss);
  boots = await page.evaluate(() => window.nimbox.boots());
  await page.click('#erase');
  await d.typeKey('Enter');
  await d.typeKey('ArrowLeft');
  await d.typeKey('ArrowDown');
  page.off('dialog', dismiss);
  ok(dialogs === 1 && (await page.evaluate(() => window.nimbox.boots())) === boots && (await d.lcd()).startsWith('>Nim'),
    'focus: Erase EEPROM clicked (and declined), then Enter, LEFT, DOWN: all the toy\'s (no second question)',
    `${dialogs} questions; ${show(await d.lcd())}`);
  // the serial input keeps its keys
  await page.click('.serial-line input');
  await page.keyboard.type('help');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const out = await d.serialExchange(null);
  ok(out.startsWith('commands:') || out.includes('judge PROBLEM'), 'focus: in the serial input Enter sends the line', show(out.slice(0, 80)));
  ok((await d.lcd()).startsWith('>Nim'), 'focus: ... and the arrows typed there do not reach the toy', show(await d.lcd()));
  await page.evaluate(() => document.activeElement.blur());
}

async function screenshot(page, d) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#screenshot')]);
  const png = readFileSync(await download.path());
  const text = await d.lcd();
  ok(png.subarray(1, 4).toString() === 'PNG' && /\.png$/.test(download.suggestedFilename()),
    `screenshot: the Screenshot button saves a PNG (${download.suggestedFilename()}, ${png.length} bytes)`);
  // its dots, read back: a dark dot where the font has a pixel of the character shown
  const dots = await page.evaluate(async (b64) => {
    const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const g = c.getContext('2d');
    g.drawImage(bmp, 0, 0);
    // the geometry of display_png.js: margin 14, a cell 36 x 66 px, dots 6 x 7 px apart
    const out = [];
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 16; col++) {
        const cell = [];
        for (let py = 0; py < 8; py++) {
          let bits = 0;
          for (let px = 0; px < 5; px++) {
            const [r, gr, b] = g.getImageData(14 + col * 36 + px * 6 + 2, 14 + row * 66 + py * 7 + 3, 1, 1).data;
            if (r + gr + b < 120) bits |= 1 << px;
          }
          cell.push(bits);
        }
        out.push(cell);
      }
    }
    return { dots: out, width: bmp.width, height: bmp.height };
  }, png.toString('base64'));
  const chars = text.replace('\n', '');
  const bad = [];
  for (let i = 0; i < 32; i++) {
    const want = Array.from(fontA00.subarray(chars.charCodeAt(i) * 8, chars.charCodeAt(i) * 8 + 8));
    if (show(want) !== show(dots.dots[i])) bad.push(`cell ${i} '${chars[i]}': ${show(dots.dots[i])} not ${show(want)}`);
  }
  ok(bad.length === 0, `screenshot: its ${dots.width}x${dots.height} px show the LCD's 32 characters dot for dot (${show(text)})`, bad.join('\n'));
}

async function favicon(page) {
  const icon = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=icon]')?.href;
    const res = await fetch(href);
    return { href, status: res.status, type: res.headers.get('content-type'), svg: (await res.text()).includes('<svg') };
  });
  ok(icon.status === 200 && icon.svg, `the page has a favicon (${icon.href.split('/').pop()}, ${icon.type})`, show(icon));
}

async function clock(page, d) {
  const now = () => page.evaluate(() => [window.nimbox.timing().sim, window.nimbox.timing().wall]);
  await page.evaluate(() => window.nimbox.resume());
  await page.waitForTimeout(300);
  await page.click('#pause');
  const a = await now();
  await page.waitForTimeout(400);
  const b = await now();
  ok((await page.evaluate(() => window.nimbox.clock())) === 'paused' && b[0] === a[0] && (await page.textContent('#pause')) === 'Resume',
    `Pause: the board stops (${(b[0] - a[0]).toFixed(1)} ms simulated in ${(b[1] - a[1]).toFixed(0)} ms)`);
  await page.click('#step');
  const c = await now();
  ok(Math.abs(c[0] - b[0] - 10) < 0.01, `Step: runs 10 ms of simulated time (${(c[0] - b[0]).toFixed(3)} ms)`);
  await page.click('#pause');
  await page.waitForTimeout(400);
  const e = await now();
  ok(e[0] - c[0] > 200 && (await page.textContent('#pause')) === 'Pause', `Resume: the board goes on (${(e[0] - c[0]).toFixed(0)} ms in ${(e[1] - c[1]).toFixed(0)} ms)`);

  await page.selectOption('#speed', '0.5');
  await page.waitForTimeout(300);
  const f = await now();
  await page.waitForTimeout(1300);
  const g = await now();
  const half = (g[0] - f[0]) / (g[1] - f[1]);
  await page.waitForFunction(() => /50% of real time/.test(document.querySelector('#status').textContent), null, { timeout: 2000 }).catch(() => {});
  ok(half > 0.45 && half < 0.52 && /50% of real time/.test(await page.textContent('#status')),
    `Speed 50%: the board runs at x${half.toFixed(3)}, and the status line says so ("${await page.textContent('#status')}")`);
  await page.selectOption('#speed', '1');

  // a background tab (the page is told it is hidden, as a browser tells it)
  const visibility = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  const h0 = await now();
  await page.waitForTimeout(600);
  const h1 = await now();
  ok((await page.evaluate(() => window.nimbox.clock())) === 'hidden' && h1[0] === h0[0],
    `a background tab pauses the board (${(h1[0] - h0[0]).toFixed(1)} ms simulated in ${(h1[1] - h0[1]).toFixed(0)} ms)`);
  await visibility(false);
  await page.waitForTimeout(300);
  const h2 = await now();
  ok(h2[0] - h1[0] <= h2[1] - h1[1] + 20 && h2[0] > h1[0],
    `... and back in front it goes on at real time, no burst (${(h2[0] - h1[0]).toFixed(0)} ms simulated in ${(h2[1] - h1[1]).toFixed(0)} ms)`);
  await page.evaluate(() => window.nimbox.pause());
}

async function fromDisk(browser, WEB) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const ready = await load(page, `file://${WEB}/index.html?clock=manual`);
  const d = driver(page);
  ok(ready === 'true' && (await d.waitText('>Bash', 4000)), 'opened from disk (file://), the page runs the firmware', `${ready} ${show(await d.lcd())} ${errors.join('\n')}`);
  const out = await d.serialExchange('solve nim 3 4 5\n');
  ok(out.startsWith('first player wins'), 'opened from disk, the serial pane works', show(out));
  // a folder with the page but not its scripts: it says what to run, at once
  const bare = mkdtempSync(join(tmpdir(), 'nimbox-bare-'));
  copyFileSync(join(WEB, 'index.html'), join(bare, 'index.html'));
  await page.goto(`file://${bare}/index.html`);
  const said = await page.textContent('#status');
  ok(/make web/.test(said), `without its scripts the page says what to run ("${said}")`);
  rmSync(bare, { recursive: true, force: true });
  await ctx.close();
}

async function idle(browser, base, board) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await load(page, `${base}?board=${board}`);
  await page.waitForFunction(() => /^>Bash|^bA5H/.test(window.nimbox.lcdText()), null, { timeout: 8000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const meter = await cpuMeter(browser, page);
  const a = await meter.sample();
  await page.waitForTimeout(IDLE_MS);
  const b = await meter.sample();
  await meter.close();
  const wall = b.wall - a.wall;
  const pct = (x) => (100 * x) / wall;
  const tab = pct(b.renderer - a.renderer + b.gpu - a.gpu);
  const layouts = (b.layouts - a.layouts) / wall;
  // The CPU share is a performance figure: make bench-web holds its target (at most 5% of a core,
  // measured on a quiet machine); here it is only reported, since a loaded test machine moves it.
  note(`idle ${board} on its menu: the tab takes ${tab.toFixed(1)}% of a core (renderer ${pct(b.renderer - a.renderer).toFixed(1)}%, ` +
    `GPU process ${pct(b.gpu - a.gpu).toFixed(1)}%; the whole browser ${pct(b.all - a.all).toFixed(1)}%; make bench-web's target: 5%)`);
  ok(layouts <= 5, `idle ${board}: ${layouts.toFixed(1)} layouts a second (the status line a few times a second at most)`);
  note(`idle ${board}: main thread busy ${pct(b.task - a.task).toFixed(1)}% over ${wall.toFixed(1)} s`);
  await ctx.close();
}
