// nano.mjs - board nano-tm1638 on the same page (?board=nano-tm1638): its own firmware (the HEX
// `make flash BOARD=nano-tm1638` writes), drawn as the LED&KEY module: lit LEDs plainly
// different from unlit ones (measured on the page's own pixels), each key labelled with the
// job the sticker in board/nano-tm1638/README.md gives it, the help naming all eight; the keys
// by the hook, the keyboard and a click; `help` answered byte for byte as the Uno and a judge
// run as the host tool.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok, show, load, driver, host } from './common.mjs';

/** The jobs of S1..S8 from the README's sticker (its lines 2 and 3: the symbol, the word). */
function stickerJobs() {
  const readme = readFileSync('board/nano-tm1638/README.md', 'latin1');
  const block = /## The keys: the sticker[\s\S]*?```\n([\s\S]*?)```/.exec(readme)[1];
  const rows = block.split('\n').filter((l) => l.startsWith('  |')).map((l) => l.split('|').slice(1, 9).map((c) => c.trim()));
  return rows[1].map((sym, i) => rows[2][i] || sym); // LEFT RIGHT DOWN UP OK HINT UNDO MENU
}

/** Mean brightness (HSV value, 0..255: a lit red LED is bright red, not bright grey) of each
 * LED of the drawn module, from a screenshot of it. */
async function ledBrightness(page) {
  const png = await page.locator('.ledkey .leds').screenshot();
  return page.evaluate(async (b64) => {
    const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const g = c.getContext('2d');
    g.drawImage(bmp, 0, 0);
    const leds = [...document.querySelectorAll('.ledkey .led')];
    const box = document.querySelector('.ledkey .leds').getBoundingClientRect();
    const sx = bmp.width / box.width;
    return leds.map((led) => {
      const r = led.getBoundingClientRect();
      const x = Math.round((r.left - box.left + r.width * 0.3) * sx);
      const y = Math.round((r.top - box.top + r.height * 0.3) * sx);
      const w = Math.max(1, Math.round(r.width * 0.4 * sx));
      const d = g.getImageData(x, y, w, w).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += Math.max(d[i], d[i + 1], d[i + 2]);
      return sum / (d.length / 4);
    });
  }, png.toString('base64'));
}

export async function nano({ page, base, BUILD, HOST, SHOTS, errors, unoHelp }) {
  const d = driver(page);
  const { lcd, press, waitText } = d;
  ok((await load(page, `${base}?board=nano-tm1638&clock=manual`)) === 'true',
    'Nano page: board nano-tm1638 loads', errors.join('\n'));
  const served = await page.evaluate(() => window.nimbox.firmware().hex);
  ok(served === readFileSync(join(BUILD, 'nano-tm1638/nimbox.hex'), 'latin1'),
    'Nano page: it runs the very HEX `make flash BOARD=nano-tm1638` writes');
  ok((await page.evaluate(() => window.nimbox.board)) === 'nano-tm1638', 'Nano page: window.nimbox.board names it');
  // (lcdText: the digits as text, a pattern read as its first character: S as 5; then the LEDs)
  ok(await waitText('HELL0   \n11111111', 600), 'Nano page: the boot screen, "HELLO" and every LED lit', show(await lcd()));
  await page.evaluate(() => window.nimbox.frame());
  const lit = await ledBrightness(page);
  await page.screenshot({ path: join(SHOTS, 'nano-boot.png') });
  ok(await waitText('bA5H    \n00000000', 2500), 'Nano page: the menu follows (bASH)', show(await lcd()));
  await page.evaluate(() => window.nimbox.frame());
  const unlit = await ledBrightness(page);
  ok(Math.min(...lit) > Math.max(...unlit) + 100,
    `Nano page: a lit LED is plainly brighter than an unlit one (brightness ${Math.round(Math.min(...lit))} vs ${Math.round(Math.max(...unlit))} at most)`,
    `lit ${show(lit.map(Math.round))}, unlit ${show(unlit.map(Math.round))}`);
  const jobs = stickerJobs();
  const labels = await page.$$eval('.ledkey .key', (cells) => cells.map((c) => [c.dataset.key, c.textContent]));
  ok(jobs.length === 8 && labels.length === 8 && labels.every(([k, t], i) => k === `S${i + 1}` && t.includes(k) && t.includes(jobs[i])),
    `Nano page: each key carries its name and its job as on the README's sticker (${jobs.join(' ')})`, show(labels));
  const help = await page.textContent('#keys-help');
  ok(jobs.every((j, i) => help.includes(`S${i + 1}`) && help.includes(j)), 'Nano page: the help names all eight keys and their jobs', help);
  const segs = await page.evaluate(() => [...document.querySelectorAll('wokwi-7segment')].map((e) => e.values.join('')));
  ok(segs.length === 2 && segs[0].startsWith('00111110'), `Nano page: the first 7-segment element draws the b (${segs[0]?.slice(0, 8)})`);
  await press('S3');
  ok(await waitText('nIn     ', 300), 'Nano page: S3 (DOWN) through the hook moves the menu to nIn', show(await lcd()));
  await d.typeKey('ArrowUp');
  ok((await lcd()).startsWith('bA5H'), 'Nano page: the keyboard arrow UP is S4 (UP)', show(await lcd()));
  await d.clickKey('S3');
  ok((await lcd()).startsWith('nIn'), 'Nano page: a click on the drawn S3 key moves the menu', show(await lcd()));
  await d.typeKey('5');
  ok(await waitText('GrAb ALL', 500), 'Nano page: key 5 (S5, OK) opens the rules of Nim, scrolling', show(await lcd()));
  await page.evaluate(() => window.nimbox.frame());
  await page.screenshot({ path: join(SHOTS, 'nano-rules.png') });
  // the console, as on the Uno
  await page.fill('.serial-line input', 'help');
  await page.press('.serial-line input', 'Enter');
  const helpOut = await d.serialExchange(null);
  ok(helpOut === unoHelp, 'Nano page: help typed in the serial pane: byte for byte the Uno\'s answer',
    `nano: ${show(helpOut)}\nuno:  ${show(unoHelp)}`);
  const sample = readFileSync('tests/judge/samples/hdu1846.in', 'latin1');
  const judgeOut = await d.serialExchange(`judge hdu1846\n${sample}`);
  const judgeHost = host(HOST, ['judge', 'hdu1846'], sample);
  ok(judgeOut === judgeHost, 'Nano page: judge hdu1846 with its sample over the serial port: byte for byte the host tool\'s output',
    `page: ${show(judgeOut)}\nhost: ${show(judgeHost)}`);
  ok(errors.length === 0, 'Nano page: no error in the page', errors.join('\n'));
}
