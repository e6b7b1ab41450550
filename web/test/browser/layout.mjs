// layout.mjs - the page at a phone's size (390x844) and a tablet's (768x1024), with touch, and
// at 1280x800 with a mouse, for both boards: the whole toy (display and every key) on screen
// without sideways scrolling, every key big enough for a finger, the serial pane below the toy
// (side by side at 1280x800, its input in view); nothing moves when the power is cut or a
// button's label changes. On the phone a whole game of Nim is won by taps (the hint by holding
// SELECT), on the tablet the Nano is played by taps. Screenshots of each viewport go to
// BUILD/web-test/.
import { join } from 'node:path';
import { ok, show, load, driver, touchscreen } from './common.mjs';
import { playNimByHints } from './nim_game.mjs';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
];
const FINGER_PX = 40; // a key's cell at least this wide and high

/** Where the parts are (page coordinates, the page scrolled to its top). */
const measure = (page) => page.evaluate(() => {
  const r = (el) => {
    const b = el.getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width, height: b.height };
  };
  const $ = (s) => document.querySelector(s);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    display: r($('wokwi-lcd1602, .ledkey .digits')),
    board: r($('#board').firstElementChild),
    keys: [...document.querySelectorAll('.key')].map((k) => ({ key: k.dataset.key, ...r(k) })),
    toy: r($('.toy')),
    controls: r($('.controls')),
    status: r($('#status')),
    pane: r($('#serial')),
    out: r($('.serial-out')),
    input: r($('.serial-line input')),
    header: r($('header')),
  };
});

const inside = (b, w, h) => b.left >= 0 && b.top >= 0 && b.right <= w + 0.5 && b.bottom <= h + 0.5;

export async function layout({ browser, base, SHOTS }) {
  for (const vp of VIEWPORTS) {
    for (const board of ['uno-lcd', 'nano-tm1638']) {
      const what = `${board} at ${vp.width}x${vp.height}${vp.touch ? ' (touch)' : ''}`;
      const ctx = await browser.newContext({
        viewport: { width: vp.width, height: vp.height }, hasTouch: vp.touch, isMobile: vp.touch, deviceScaleFactor: 1,
      });
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      ok((await load(page, `${base}?board=${board}&clock=manual`)) === 'true', `${what}: the page starts`, errors.join('\n'));
      const d = driver(page);
      await d.run(2500); // the menu
      await page.evaluate(() => window.nimbox.frame());
      const m = await measure(page);
      ok(m.scrollWidth <= m.clientWidth, `${what}: no sideways scrolling (page ${m.scrollWidth} px wide)`, show(m));
      ok(m.header.right >= vp.width - 0.5, `${what}: the header spans the screen`, show(m.header));
      const off = [m.display, ...m.keys].filter((b) => !inside(b, vp.width, vp.height));
      ok(off.length === 0, `${what}: the display and all ${m.keys.length} keys are on screen, unscrolled ` +
        `(board ${Math.round(m.board.width)}x${Math.round(m.board.height)} px)`, show(off));
      const small = m.keys.filter((k) => k.width < FINGER_PX || k.height < FINGER_PX);
      ok(small.length === 0, `${what}: every key is at least ${FINGER_PX} px each way ` +
        `(smallest ${Math.round(Math.min(...m.keys.map((k) => k.width)))}x${Math.round(Math.min(...m.keys.map((k) => k.height)))})`, show(small));
      if (vp.width >= 960) {
        ok(m.pane.left >= m.toy.right && m.pane.top < m.toy.bottom, `${what}: the serial pane beside the toy`, show([m.toy, m.pane]));
        ok(inside(m.input, vp.width, vp.height) && inside(m.out, vp.width, vp.height),
          `${what}: the pane's output and input in view (input at ${Math.round(m.input.top)} px)`, show(m.input));
      } else {
        ok(m.pane.top >= m.toy.bottom, `${what}: the serial pane below the toy`, show([m.toy, m.pane]));
      }
      await page.screenshot({ path: join(SHOTS, `${board}-${vp.width}x${vp.height}.png`) });

      // nothing moves when the power is cut or a label changes
      const parts = (x) => show([x.board, x.toy, x.controls, x.status, x.pane, x.out, x.input]);
      const still = parts(m);
      const moved = [];
      for (const [sel, label] of [['#power', 'Power on'], ['#pause', 'Resume'], ['#sound', 'Sound: off']]) {
        await page.click(sel);
        await d.run(100);
        await page.evaluate(() => window.nimbox.frame());
        if ((await page.textContent(sel)) !== label) moved.push(`${sel} did not change to ${label}`);
        if (parts(await measure(page)) !== still) moved.push(`after ${sel} -> ${label}: ${parts(await measure(page))}`);
      }
      await page.click('#power');
      await page.click('#pause');
      await page.click('#sound');
      await d.run(2500); // powered on again: the boot screen, then the menu
      await page.evaluate(() => window.nimbox.frame());
      ok(moved.length === 0 && parts(await measure(page)) === still,
        `${what}: nothing moves when the power is cut or a button's label changes`, `${still}\n${moved.join('\n')}`);

      if (vp.name === 'phone' && board === 'uno-lcd') await tapGame(page, d, what, SHOTS);
      if (vp.name === 'tablet' && board === 'nano-tm1638') await tapNano(page, d, what);
      ok(errors.length === 0, `${what}: no error in the page`, errors.join('\n'));
      await ctx.close();
    }
  }
}

/** Presses by finger: touch down on the key, hold ms of simulated time, lift, 80 ms after. */
function fingerPress(page, d, touch) {
  return async (key, ms = 120) => {
    await touch.down(`.key[data-key=${key}]`);
    await d.run(ms);
    await touch.up();
    await d.run(80);
  };
}

async function tapGame(page, d, what, SHOTS) {
  const touch = await touchscreen(page);
  const tap = fingerPress(page, d, touch);
  await tap('DOWN');
  ok((await d.lcd()).startsWith('>Nim'), `${what}: a tap on DOWN moves the menu`, show(await d.lcd()));
  ok(await playNimByHints(d, tap), `${what}: a whole game of Nim won by taps (the hint by holding SELECT)`, show(await d.lcd()));
  await page.evaluate(() => window.nimbox.frame());
  await page.screenshot({ path: join(SHOTS, 'uno-lcd-390x844-won.png') });
}

async function tapNano(page, d, what) {
  const touch = await touchscreen(page);
  const tap = fingerPress(page, d, touch);
  await tap('S3');
  ok((await d.lcd()).startsWith('nIn'), `${what}: a tap on S3 (DOWN) moves the menu to nIn`, show(await d.lcd()));
  await tap('S5');
  ok(await d.waitText('GrAb ALL', 500), `${what}: a tap on S5 (OK) opens the rules`, show(await d.lcd()));
  await tap('S8');
  ok(await d.waitText('nIn', 500), `${what}: a tap on S8 (MENU) goes back to the menu (at nIn)`, show(await d.lcd()));
}
