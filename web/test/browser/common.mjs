// common.mjs - what the browser test parts share: TAP output, the page's hook driven from the
// test (simulated time only, the manual clock), the host tool, judge inputs made from a fixed
// seed, touches through Chromium's own input pipeline (CDP), and the CPU time Chromium reports.
import { execFileSync } from 'node:child_process';

let failures = 0;
export const failed = () => failures;

export function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - browser: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(String(detail).replace(/^/gm, '# '));
  }
  return cond;
}
export const show = (s) => JSON.stringify(s);
export const note = (s) => console.log(`# ${s}`);

/** Loads url and waits for the page to start; returns body[data-ready] ('true' or 'error'). */
export async function load(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 20000 });
  return page.evaluate(() => document.body.dataset.ready);
}

/** The hook's helpers for one page. */
export function driver(page) {
  const d = {
    lcd: () => page.evaluate(() => window.nimbox.lcdText()),
    run: (ms) => page.evaluate((m) => window.nimbox.run(m), ms),
    waitText: (text, ms = 2000) => page.evaluate(([t, m]) => window.nimbox.waitForText(t, m), [text, ms]),
    /** A press as the scripts make it: down ms, then up 80 ms. */
    press: (key, ms = 120) => page.evaluate(async ([k, t]) => {
      await window.nimbox.press(k, t);
      window.nimbox.run(80);
    }, [key, ms]),
    /** A key of the computer's keyboard (manual clock): down 120 ms, then up 80 ms. */
    async typeKey(key) {
      await page.keyboard.down(key);
      await d.run(120);
      await page.keyboard.up(key);
      await d.run(80);
    },
    /** A mouse click on the drawn key of the board (manual clock): down 120 ms, then up 80 ms. */
    async clickKey(key) {
      const box = await page.locator(`.key[data-key=${key}]`).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await d.run(120);
      await page.mouse.up();
      await d.run(80);
    },
    /** Sends text (null: nothing) over the serial port, runs until the firmware has taken it
     * all and then stayed quiet for 500 ms; returns what it printed meanwhile. */
    serialExchange: (send) => page.evaluate(async (text) => {
      const n = window.nimbox;
      const from = n.serial.length();
      if (text !== null) n.serial.send(text);
      let quietSince = n.now();
      let seen = n.serial.length();
      for (let i = 0; i < 60000 && n.now() - quietSince < 500; i++) {
        n.run(1);
        if (n.serial.length() !== seen || !n.serial.drained()) {
          seen = n.serial.length();
          quietSince = n.now();
        }
      }
      return n.serial.output(from);
    }, send),
    /** Sends a file through the pane's file input and runs simulated time until it is all sent
     * and the board has been quiet for 500 ms; returns the output meanwhile and the sender. */
    async sendFile(name, text) {
      const from = await page.evaluate(() => window.nimbox.serial.length());
      await page.setInputFiles('.serial-file input[type=file]', { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
      for (let i = 0; i < 4000; i++) {
        const s = await page.evaluate(() => {
          window.nimbox.run(100);
          return window.nimbox.serial.sender();
        });
        if (s.state !== 'sending') break;
      }
      const out = await d.serialExchange(null);
      const all = await page.evaluate((f) => window.nimbox.serial.output(f), from);
      return { out: all, tail: out, sender: await page.evaluate(() => window.nimbox.serial.sender()) };
    },
  };
  return d;
}

/** Output of the host tool for the same command line and input. */
export function host(hostTool, args, input = '') {
  return execFileSync(hostTool, args, { input, encoding: 'latin1', maxBuffer: 1 << 28 });
}

/** A fixed-seed generator (xorshift32), so every run sends the same bytes. */
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (lo, hi) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return lo + (x % (hi - lo + 1));
  };
}

/** Judge input: `cases` cases of problem p, as tests/sim/run_console.sh makes them (HDU 2177:
 * a in 1..60, b = a + 0..40, then "0 0"; HDU 1847: n in 1..99; HDU 1527: pairs below 10^9),
 * or HDU 1527 pairs up to `bytes` long. */
export function judgeInput(p, { cases = 0, bytes = 0, seed = 17 }) {
  const r = rng(seed);
  const lines = [];
  let size = 0;
  for (let i = 0; cases ? i < cases : size < bytes; i++) {
    let line;
    if (p === 'hdu2177') {
      const a = r(1, 60);
      line = `${a} ${a + r(0, 40)}`;
    } else if (p === 'hdu1847') {
      line = `${r(1, 99)}`;
    } else {
      line = `${r(0, 999999999)} ${r(0, 999999999)}`;
    }
    lines.push(line);
    size += line.length + 1;
  }
  if (p === 'hdu2177') lines.push('0 0');
  return `${lines.join('\n')}\n`;
}

/** Touches through Chromium's input pipeline (as a phone's touch screen delivers them). */
export async function touchscreen(page) {
  const cdp = await page.context().newCDPSession(page);
  const at = async (sel) => {
    const box = await page.locator(sel).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  return {
    async down(sel) {
      const p = await at(sel);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
    },
    async up() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
  };
}

/** A meter of CPU time: sample() gives the CPU seconds of every Chromium process and of the
 * GPU process (SystemInfo), of the page's renderer process and main thread, and its layouts so
 * far (Performance metrics, counted from the meter's start). */
export async function cpuMeter(browser, page) {
  const bs = await browser.newBrowserCDPSession();
  const ps = await page.context().newCDPSession(page);
  await ps.send('Performance.enable');
  return {
    async sample() {
      const { processInfo } = await bs.send('SystemInfo.getProcessInfo');
      const { metrics } = await ps.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      return {
        all: processInfo.reduce((sum, p) => sum + p.cpuTime, 0),
        gpu: processInfo.filter((p) => p.type === 'GPU').reduce((sum, p) => sum + p.cpuTime, 0),
        renderer: m.ProcessTime,
        task: m.TaskDuration,
        layouts: m.LayoutCount,
        wall: m.Timestamp,
      };
    },
    async close() {
      await bs.detach();
      await ps.detach();
    },
  };
}
