#!/usr/bin/env node
// browser_test.mjs - the NimBox page (build/web) in headless Chromium (Debian's /usr/bin/chromium
// driven by playwright-core), through the page's hook window.nimbox and its real controls: the
// boot screen appears by itself, paced by the wall clock; then, with the clock switched to
// manual (simulated time only, no real-time waiting), the menu answers the buttons (the hook,
// the keyboard and a mouse click), a whole game of Nim is won by following the hints, a console
// command and a short judge run are answered byte for byte as the host tool answers them, the
// power and reset buttons work, and a reload keeps the settings, the statistics, the saved game
// and the boot count (read from the EEPROM's box record). Then board nano-tm1638 on the same page, its own firmware: the boot
// screen's digits and LEDs, the keys (hook, keyboard, a click), `help` answered byte for byte as
// the Uno and a judge run as the host tool. Screenshots go to BUILD/web-test/. Prints TAP lines.
// Usage: node web/test/browser_test.mjs BUILD_DIR
import { chromium } from 'playwright-core';
import { bootCount as bootCountIn } from '../node/box_record.js';
import { context } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

const BUILD = resolve(process.argv[2] || 'build');
const WEB = join(BUILD, 'web');
const HOST = join(BUILD, 'host/nimbox');
const SHOTS = join(BUILD, 'web-test');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - browser: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(String(detail).replace(/^/gm, '# '));
  }
  return cond;
}
const show = (s) => JSON.stringify(s);

for (const need of [join(WEB, 'index.html'), HOST, CHROMIUM]) {
  if (!existsSync(need)) {
    ok(false, `needs ${need} (make web host; Debian package chromium)`);
    process.exit(1);
  }
}
mkdirSync(SHOTS, { recursive: true });

const server = await context({});
const { port } = await server.serve({ servedir: WEB, host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${port}/`;
const profile = mkdtempSync(join(tmpdir(), 'nimbox-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, args: FLAGS, headless: true, viewport: { width: 1280, height: 720 },
});
const page = browser.pages()[0] ?? (await browser.newPage());
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));

// --- the hook's helpers, run in the page ---
const lcd = () => page.evaluate(() => window.nimbox.lcdText());
/** A press as the scripts make it: down ms, then up 80 ms. */
const press = (key, ms = 120) =>
  page.evaluate(async ([k, t]) => {
    await window.nimbox.press(k, t);
    window.nimbox.run(80);
  }, [key, ms]);
/** A key of the computer's keyboard (manual clock): down 120 ms, then up 80 ms. */
async function typeKey(key) {
  await page.keyboard.down(key);
  await run(120);
  await page.keyboard.up(key);
  await run(80);
}
/** A mouse click on the drawn key of the board (manual clock): down 120 ms, then up 80 ms. */
async function clickKey(key) {
  const box = await page.locator(`wokwi-pushbutton[data-key=${key}] button`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await run(120);
  await page.mouse.up();
  await run(80);
}
const waitText = (text, ms = 2000) => page.evaluate(([t, m]) => window.nimbox.waitForText(t, m), [text, ms]);
const run = (ms) => page.evaluate((m) => window.nimbox.run(m), ms);

/** The boot counter of the box record in the page's EEPROM (the boot screen no longer shows it). */
async function bootCount() {
  return bootCountIn(await page.evaluate(() => window.nimbox.eeprom()));
}

/** Runs the manual clock up to ms until the box record holds boot counter n. */
async function waitBootCount(n, ms) {
  for (let t = 0; ; t += 50) {
    if ((await bootCount()) === n) return true;
    if (t >= ms) return false;
    await run(50);
  }
}
const load = async (url) => {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 15000 });
  return page.evaluate(() => document.body.dataset.ready);
};

/** Output of the host tool for the same command line and input. */
function host(args, input = '') {
  return execFileSync(HOST, args, { input, encoding: 'latin1' });
}

/** Sends text over the serial port (manual clock), runs until the firmware has taken it all
 * and then stayed quiet for 500 ms; returns what it printed meanwhile. */
async function serialExchange(send) {
  return page.evaluate(async (text) => {
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
  }, send);
}

async function main() {
  // 1. the page boots the firmware by itself, on the wall clock
  ok((await load(base)) === 'true', 'the page loads boards.json and the firmware HEX', errors.join('\n'));
  const served = await page.evaluate(async () => (await fetch('uno-lcd.hex')).text());
  ok(served === readFileSync(join(BUILD, 'uno-lcd/nimbox.hex'), 'latin1'),
    'the page runs the very HEX `make flash` writes (build/uno-lcd/nimbox.hex)');
  await page.waitForFunction(() => window.nimbox.lcdText().includes('NimBox'), null, { timeout: 5000 }).catch(() => {});
  let text = await lcd();
  ok(/NimBox \d/.test(text) && !text.includes('Boot'), 'the boot screen appears (NimBox and its version, no boot count)', show(text));
  await page.screenshot({ path: join(SHOTS, 'boot.png') });
  const t0 = await page.evaluate(() => [window.nimbox.now(), performance.now()]);
  const menu = await page.waitForFunction(() => window.nimbox.lcdText().includes('>Bash'), null, { timeout: 6000 }).then(() => true, () => false);
  ok(menu, 'the menu follows the boot screen by itself', show(await lcd()));
  await page.waitForTimeout(0);
  const t1 = await page.evaluate(() => [window.nimbox.now(), performance.now()]);
  const ratio = (t1[0] - t0[0]) / (t1[1] - t0[1]);
  // the simulation is paced by the wall clock: never faster, and close to it on any machine
  ok(ratio > 0.5 && ratio < 1.15, `simulated time follows the wall clock (${ratio.toFixed(2)} x real time)`,
    `${(t1[0] - t0[0]).toFixed(0)} ms simulated in ${(t1[1] - t0[1]).toFixed(0)} ms`);
  ok((await page.evaluate(() => window.nimbox.serial.banner())).startsWith('NimBox '), 'the serial banner arrives');
  ok((await page.textContent('.serial-out')).includes('ready'), 'the serial pane shows the banner');
  const tones = await page.evaluate(() => window.nimbox.tones());
  ok(tones.some((t) => t.edges >= 8 && t.freq >= 850 && t.freq <= 910), 'the buzzer sounds the 880 Hz boot beep on PD3', show(tones));

  // the sound: the first gesture starts WebAudio, and the key click (2 kHz, 8 ms) is played
  await page.click('#status');
  const audio0 = await page.evaluate(() => window.nimbox.audio());
  await page.keyboard.down('ArrowDown');
  const clicked = await page.waitForFunction((n) => window.nimbox.audio().scheduled > n, audio0.scheduled, { timeout: 3000 })
    .then(() => true, () => false);
  await page.keyboard.up('ArrowDown');
  const audio1 = await page.evaluate(() => window.nimbox.audio());
  ok(audio1.state === 'running' && clicked, `a click starts WebAudio, a key's click sound is scheduled (${show(audio1)})`);
  ok(await page.waitForFunction(() => window.nimbox.lcdText().includes('>Nim'), null, { timeout: 3000 }).then(() => true, () => false),
    'the arrow key moved the menu on the wall clock', show(await lcd()));
  await page.keyboard.down('ArrowUp');
  await page.waitForFunction(() => window.nimbox.lcdText().includes('>Bash'), null, { timeout: 3000 }).catch(() => {});
  await page.keyboard.up('ArrowUp');

  // 2. from here on, simulated time only
  await page.evaluate(() => window.nimbox.pause());
  ok((await page.evaluate(() => window.nimbox.clock())) === 'manual', 'the clock can be switched to manual for tests');
  await press('DOWN');
  ok((await lcd()).startsWith('>Nim'), 'DOWN moves the menu to Nim (hook)', show(await lcd()));
  await press('UP');
  await press('UP');
  ok((await lcd()).startsWith('>Settings'), 'UP, UP wraps to Settings (hook)', show(await lcd()));
  await typeKey('ArrowDown');
  ok((await lcd()).startsWith('>Bash'), 'the keyboard arrow DOWN is the shield key DOWN', show(await lcd()));
  await clickKey('DOWN');
  ok((await lcd()).startsWith('>Nim'), 'a click on the drawn DOWN key moves the menu', show(await lcd()));
  await typeKey('Enter');
  ok(await waitText('Several piles.'), 'Enter (SELECT) opens the rules of Nim', show(await lcd()));
  await press('LEFT');
  ok(await waitText('>Nim'), 'LEFT goes back to the menu', show(await lcd()));

  // 3. a whole game of Nim, won by following the hints
  ok(await playNimByHints(), 'a whole game of Nim is won against the computer by following the hints', show(await lcd()));
  await page.screenshot({ path: join(SHOTS, 'after-game.png') });
  const flat = await page.evaluate(() => {
    const t = performance.now();
    window.nimbox.run(5000);
    return 5000 / (performance.now() - t);
  });
  console.log(`# the page runs the firmware at ${flat.toFixed(1)} x real time flat out (5 s simulated, end screen idle)`);

  // 4. the console: commands typed in the pane, a judge run from the example button
  // (`judge` answers as the host tool does, byte for byte; `help` names the board's own pile
  // limits and the board's `solve` answers with the toy's own engine by design, docs/console.md,
  // so `help` is compared line by line where the two must agree)
  await page.fill('.serial-line input', 'help');
  await page.press('.serial-line input', 'Enter');
  const helpOut = await serialExchange(null);
  const helpHost = host(['help']);
  const pileLimits = (t) => t.replace(/\(1 to \d+ piles\)/g, '(1 to N piles)');
  ok(pileLimits(helpOut) === pileLimits(helpHost),
    'help typed in the serial pane: the host tool\'s answer, but for the pile limits',
    `page: ${show(helpOut)}\nhost: ${show(helpHost)}`);
  ok((await page.textContent('.serial-out')).includes('judge PROBLEM'), 'the pane shows the answer');
  await page.fill('.serial-line input', 'judge hdu1846');
  await page.press('.serial-line input', 'Enter');
  for (const line of ['2', '23 2', '4 3']) {
    await page.fill('.serial-line input', line);
    await page.press('.serial-line input', 'Enter');
  }
  const typedOut = await serialExchange(null);
  const typedHost = host(['judge', 'hdu1846'], '2\n23 2\n4 3\n');
  ok(typedOut === typedHost, 'judge hdu1846 typed line by line in the pane: byte for byte the host tool\'s output',
    `page: ${show(typedOut)}\nhost: ${show(typedHost)}`);
  await page.click('.serial-examples button:nth-child(3)');
  const judgeOut = await serialExchange(null);
  const judgeHost = host(['judge', 'hdu1527'], '2 1\n8 4\n4 7\n');
  ok(judgeOut === judgeHost, 'the judge example (hdu1527) a click away: byte for byte the host tool\'s output',
    `page: ${show(judgeOut)}\nhost: ${show(judgeHost)}`);
  const sample = readFileSync('tests/judge/samples/poj2348.in', 'latin1');
  const poj = await serialExchange(`judge poj2348\n${sample}`);
  const pojHost = host(['judge', 'poj2348'], sample);
  ok(poj === pojHost, 'judge poj2348 with its sample input over the serial port: as the host tool', `page: ${show(poj)}\nhost: ${show(pojHost)}`);
  ok((await page.evaluate(() => window.nimbox.serial.lost())) === 0 &&
    (await page.evaluate(() => window.nimbox.serial.flowControl())) === false,
    'those inputs came at 115200 baud without flow control, and nothing was lost');
  await page.screenshot({ path: join(SHOTS, 'page.png') }); // the README's picture (docs/web-page.png)
  // a long judge input pasted at line rate: what the real board does with it (the firmware
  // takes about 3.7 bytes/ms; the line brings 11.5): the page reports the lost bytes
  const long = Array.from({ length: 120 }, (_, i) => `${(i * 7919) % 100000} ${(i * 104729) % 100000}`).join('\n');
  await serialExchange(`judge hdu1527\n${long}\n.\n`);
  const lost = await page.evaluate(() => window.nimbox.serial.lost());
  ok(lost === 0 || (await page.isVisible('.serial-lost')),
    `a long paste at line rate: ${lost} bytes lost, and the pane says so when any are`);
  await page.evaluate(() => window.nimbox.serial.flowControl(true));
  await serialExchange('\n.\n'); // lost bytes may have taken a line's end and the run's end
  const flowOut = await serialExchange(`judge hdu1527\n${long}\n.\n`);
  const flowHost = host(['judge', 'hdu1527'], `${long}\n`);
  ok(flowOut === flowHost, 'the same paste with flow control: the host tool\'s output',
    `page: ${show(flowOut.slice(0, 300))}\nhost: ${show(flowHost.slice(0, 300))}`);
  await page.evaluate(() => window.nimbox.serial.flowControl(false));

  // 5. a setting changed, a game left running, then the page reloaded
  await press('LEFT');
  await press('LEFT');
  await waitText('>');
  for (let i = 0; i < 12 && !(await lcd()).startsWith('>Settings'); i++) await press('UP');
  await press('SELECT');
  ok(await waitText('Sound'), 'Settings open', show(await lcd()));
  await press('SELECT');
  ok(await waitText('Off'), 'SELECT turns the sound off', show(await lcd()));
  await press('LEFT');
  ok(await waitText('>Settings'), 'LEFT saves the settings', show(await lcd()));
  await press('DOWN'); // Bash
  await press('DOWN'); // Nim
  await press('SELECT');
  await press('SELECT');
  ok(await waitText('>Play'), 'the Nim start screen', show(await lcd()));
  await press('SELECT');
  ok(await waitText('You: take'), 'a new game of Nim is on', show(await lcd()));
  await run(1000); // the toy has time to save it (EEPROM writes take 3.6 ms a byte)
  ok((await bootCount()) === 1, 'the first boot is counted in the EEPROM (1 on a new EEPROM)', show(await bootCount()));
  const before = await page.evaluate(() => window.nimbox.eeprom());
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  ok((await load(`${base}?clock=manual`)) === 'true', 'the page reloads', errors.join('\n'));
  const after = await page.evaluate(() => window.nimbox.eeprom());
  ok(show(before) === show(after), 'the EEPROM comes back from the browser\'s storage unchanged');
  ok(await waitBootCount(2, 1000), 'the boot count goes on after the reload (2)', show(await bootCount()));
  ok(await waitText('Resume Nim?', 2500), 'the game left running is offered again (Resume Nim?)', show(await lcd()));
  await press('LEFT');
  ok(await waitText('>Nim', 1000), 'LEFT declines it: the menu', show(await lcd()));
  await press('UP');
  await press('UP');
  await press('SELECT');
  ok(await waitText('Sound') && (await lcd()).split('\n')[0].includes('Off'), 'the setting survived the reload (Sound Off)', show(await lcd()));
  await press('LEFT');

  // 6. the page's power and reset buttons
  const boots = await page.evaluate(() => window.nimbox.boots());
  await page.click('#power');
  ok((await lcd()).trim() === '' && !(await page.evaluate(() => window.nimbox.powered())), 'Cut the power: the board is off, the display blank', show(await lcd()));
  await page.click('#power');
  ok((await waitText('NimBox', 500)) && (await waitBootCount(3, 500)), 'Power on: the board boots again (boot 3)', show(await lcd()));
  await run(300); // the boot is counted in the EEPROM in the background (3.4 ms a byte)
  await page.click('#reset');
  ok((await page.evaluate(() => window.nimbox.boots())) === boots + 2 && (await waitText('NimBox', 500)) &&
    (await waitBootCount(4, 500)), 'Reset restarts the firmware (boot 4)', show(await lcd()));
  ok(errors.length === 0, 'no error in the page', errors.join('\n'));
  await nanoPage(helpOut);
}

/** Board nano-tm1638 on the same page (?board=nano-tm1638): its own firmware, the HEX `make
 * flash BOARD=nano-tm1638` writes, drawn as eight digits, eight LEDs and keys S1..S8. `unoHelp`
 * is the Uno's answer to `help`, which the Nano must give byte for byte. */
async function nanoPage(unoHelp) {
  ok((await load(`${base}?board=nano-tm1638&clock=manual`)) === 'true',
    'Nano page: board nano-tm1638 loads', errors.join('\n'));
  const served = await page.evaluate(async () => (await fetch('nano-tm1638.hex')).text());
  ok(served === readFileSync(join(BUILD, 'nano-tm1638/nimbox.hex'), 'latin1'),
    'Nano page: it runs the very HEX `make flash BOARD=nano-tm1638` writes');
  ok((await page.evaluate(() => window.nimbox.board)) === 'nano-tm1638', 'Nano page: window.nimbox.board names it');
  // (lcdText: the digits as text, a pattern read as its first character: S as 5; then the LEDs)
  ok(await waitText('HELL0   \n11111111', 600), 'Nano page: the boot screen, "HELLO" and every LED lit', show(await lcd()));
  await page.screenshot({ path: join(SHOTS, 'nano-boot.png') });
  ok(await waitText('bA5H    \n00000000', 2500), 'Nano page: the menu follows (bASH)', show(await lcd()));
  const segs = await page.evaluate(() => [...document.querySelectorAll('wokwi-7segment')].map((e) => e.values.join('')));
  ok(segs.length === 2 && segs[0].startsWith('00111110'), `Nano page: the first 7-segment element draws the b (${segs[0]?.slice(0, 8)})`);
  await press('S3');
  ok(await waitText('nIn     ', 300), 'Nano page: S3 (DOWN) through the hook moves the menu to nIn', show(await lcd()));
  await typeKey('ArrowUp');
  ok((await lcd()).startsWith('bA5H'), 'Nano page: the keyboard arrow UP is S4 (UP)', show(await lcd()));
  await clickKey('S3');
  ok((await lcd()).startsWith('nIn'), 'Nano page: a click on the drawn S3 key moves the menu', show(await lcd()));
  await typeKey('5');
  ok(await waitText('GrAb ALL', 500), 'Nano page: key 5 (S5, OK) opens the rules of Nim, scrolling', show(await lcd()));
  await page.screenshot({ path: join(SHOTS, 'nano-rules.png') });
  // the console, as on the Uno
  await page.fill('.serial-line input', 'help');
  await page.press('.serial-line input', 'Enter');
  const helpOut = await serialExchange(null);
  ok(helpOut === unoHelp, 'Nano page: help typed in the serial pane: byte for byte the Uno\'s answer',
    `nano: ${show(helpOut)}\nuno:  ${show(unoHelp)}`);
  const sample = readFileSync('tests/judge/samples/hdu1846.in', 'latin1');
  const judgeOut = await serialExchange(`judge hdu1846\n${sample}`);
  const judgeHost = host(['judge', 'hdu1846'], sample);
  ok(judgeOut === judgeHost, 'Nano page: judge hdu1846 with its sample over the serial port: byte for byte the host tool\'s output',
    `page: ${show(judgeOut)}\nhost: ${show(judgeHost)}`);
  ok(errors.length === 0, 'Nano page: no error in the page', errors.join('\n'));
}

/** Hold SELECT for the hint; returns the hint row. */
async function holdHint() {
  await press('SELECT', 1000);
  await waitText('Hint:', 500).catch(() => false);
  return (await lcd()).split('\n')[0];
}

/** Plays Nim from the menu (">Nim" shown): a position the first player wins (Random until the
 * nim-sum is not 0), then each move the hint gives, chosen with LEFT/RIGHT and UP/DOWN. */
async function playNimByHints() {
  await press('SELECT');
  await press('SELECT');
  if (!(await waitText('>Play'))) return false;
  const piles = async () => (await lcd()).split('\n')[0].trim().split(/\s+/).map(Number);
  for (let tries = 0; (await piles()).reduce((a, b) => a ^ b, 0) === 0 && tries < 20; tries++) {
    for (let i = 0; i < 3; i++) await press('DOWN'); // Play -> First -> Vs -> Random
    if (!(await waitText('>Random'))) return false;
    await press('SELECT');
    await press('UP');
    await press('UP');
    await press('UP');
    if (!(await waitText('>Play'))) return false;
  }
  await press('SELECT');
  // the box's first game: the first-time tip, until a key (which only ends it)
  if (!(await waitText('Hold SELECT for')) || !(await lcd()).includes('hint, undo, menu')) return false;
  await press('SELECT');
  if (!(await waitText('You: take'))) return false;
  for (let move = 0; move < 80; move++) {
    await run(200); // a person looks at the screen before pressing
    const hint = /Hint: take (\d+) #(\d+)/.exec(await holdHint());
    if (!hint) return false;
    await press('LEFT'); // back to the move
    await waitText('You: take');
    const [, amount, pile] = hint;
    for (let i = 0; i < 8 && !(await lcd()).includes(`#${pile}`); i++) await press('RIGHT');
    for (let i = 0; i < 16 && !(await lcd()).includes(`take ${amount} #`); i++) await press('UP');
    if (!(await lcd()).includes(`You: take ${amount} #${pile}`)) return false;
    await press('SELECT');
    if (await waitText('You win!', 300)) return waitText('Won 1 lost 0');
    if (!(await waitText('CPU: take', 3000))) return false;
    if (await waitText('CPU wins!', 3000)) return false;
    if (!(await waitText('You: take', 3000))) return false;
  }
  return false;
}

try {
  await main();
} catch (e) {
  ok(false, 'the browser test ran to its end', e.stack);
} finally {
  await browser.close();
  await server.dispose();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
