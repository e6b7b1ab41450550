// serial.mjs - the serial pane as a serial monitor, on the Uno (manual clock unless said):
// - the four line endings of its Send (none, LF, CR, CR LF) reach the board as such (the board
//   answers a line in the ending it came with, docs/console.md; none: after its 60 ms pause);
// - HDU 2177 (1,500 cases) and HDU 1847 (1,500 cases), output-bound, sent as files through the
//   pane with XON/XOFF on (the default): byte for byte the host tool's output, nothing lost,
//   no XON/XOFF byte shown or saved; with XON/XOFF off the board loses input, and the "bytes
//   lost" note gives every byte the board's error lines report;
// - Clear, Save (a download: the output since the Clear), autoscroll on and off;
// - a 5 MB file sent on the wall clock with progress, then cancelled: nothing more goes out,
//   and the page kept drawing frames;
// - a 32 KB HDU 1527 stream on the wall clock: answered byte for byte as the host tool, at
//   real time (the 1 MB stream and its figures: make bench, web/test/browser_bench.mjs).
import { readFileSync } from 'node:fs';
import { ok, show, note, load, driver, host, judgeInput } from './common.mjs';

const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;

export async function serial({ browser, base, HOST }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  ok((await load(page, `${base}?clock=manual`)) === 'true', 'serial: the page starts', errors.join('\n'));
  const d = driver(page);
  await d.run(2500);
  ok((await page.evaluate(() => window.nimbox.serial.xonxoff())) === true && (await page.isChecked('.serial-flow input')),
    'serial: XON/XOFF is on by default');

  await lineEndings(page, d);
  await judgeFiles(page, d, HOST);
  await clearSaveScroll(page, d);
  await bigFile(page, d);
  await realTime(page, d, HOST);
  ok(errors.length === 0, 'serial: no error in the page', errors.join('\n'));
  await ctx.close();
}

async function lineEndings(page, d) {
  const send = async (eol, text) => {
    await page.selectOption('.serial-eol', eol);
    await page.fill('.serial-line input', text);
    await page.press('.serial-line input', 'Enter');
    return d.serialExchange(null);
  };
  const want = 'first player wins\r\nwinning move: take 2 from pile 1; leaves 1 4 5\r\n';
  const lf = await send('\n', 'solve nim 3 4 5');
  ok(lf === want.replace(/\r/g, ''), 'serial: line ending LF: the board answers with LF', show(lf));
  const cr = await send('\r', 'solve nim 3 4 5');
  ok(cr === want, 'serial: line ending CR: the board answers with CR LF', show(cr));
  const crlf = await send('\r\n', 'solve nim 3 4 5');
  ok(crlf === want, 'serial: line ending CR LF: one line, answered with CR LF', show(crlf));
  const none = await send('', 'solve nim 3 4 5');
  ok(none === want, 'serial: no line ending: answered after the pause, as the last line ended (CR LF)', show(none));
  const shown = await page.evaluate(() => window.nimbox.serial.shown());
  ok(!shown.includes('\r') && shown.includes('solve nim 3 4 5\nfirst player wins\nwinning move'),
    'serial: the pane shows what was typed and the answers, one line each (no CR shown)', show(shown.slice(-300)));
  await page.selectOption('.serial-eol', '\n');
}

async function judgeFiles(page, d, HOST) {
  for (const [p, cases] of [['hdu2177', 1500], ['hdu1847', 1500]]) {
    await page.click('.serial-clear');
    const input = judgeInput(p, { cases });
    const end = p === 'hdu1847' ? '.\n' : '';
    const want = host(HOST, ['judge', p], input);
    const run = await d.sendFile(`${p}.in`, `judge ${p}\n${input}${end}`);
    const saved = await page.evaluate(() => window.nimbox.serial.saved());
    const shown = await page.evaluate(() => window.nimbox.serial.shown());
    const xoffs = (run.out.match(/\x13/g) || []).length;
    ok(run.sender.state === 'done' && saved === want && run.out.replace(/[\x11\x13]/g, '') === want,
      `serial: ${p} (${cases} cases, ${input.length} bytes in, ${want.length} out) sent as a file with XON/XOFF: ` +
      `byte for byte the host tool's output (the board said XOFF ${xoffs} times)`,
      `sender ${show(run.sender)}\ngot  ${show(saved.slice(0, 200))}\nwant ${show(want.slice(0, 200))}`);
    ok(xoffs > 0, `serial: ${p} is output-bound here: the board held the sender ${xoffs} times`);
    ok(!CONTROL.test(saved) && !CONTROL.test(shown.replace(/[\n\t]/g, '')),
      `serial: ${p}: no control byte (XON/XOFF) in the pane or the saved output`);
    ok((await page.evaluate(() => window.nimbox.serial.lost())) === 0 && (await page.textContent('.serial-lost')) === 'no input lost',
      `serial: ${p}: nothing lost, and the note says so`, await page.textContent('.serial-lost'));
  }
  // without XON/XOFF the board loses input, and says how much: the note shows all of it
  await page.click('.serial-clear');
  await page.uncheck('.serial-flow input');
  ok((await page.evaluate(() => window.nimbox.serial.xonxoff())) === false, 'serial: the checkbox turns XON/XOFF off');
  const input = judgeInput('hdu2177', { cases: 1500, seed: 29 });
  const run = await d.sendFile('hdu2177.in', `judge hdu2177\n${input}`);
  const reported = [...run.out.replace(/[\x11\x13]/g, '').matchAll(/^error: .*input lost \((\d+) bytes?\)/gm)];
  const total = reported.reduce((s, m) => s + Number(m[1]), 0);
  await page.evaluate(() => window.nimbox.frame());
  await page.waitForFunction((n) => document.querySelector('.serial-lost').textContent.includes(`${n} bytes lost`), total, { timeout: 2000 })
    .catch(() => {});
  const lostNote = await page.textContent('.serial-lost');
  ok(reported.length > 0 && lostNote.includes(`${total} bytes lost`) && lostNote.includes(`${reported.length} error line`) &&
    (await page.isVisible('.serial-lost.lost')),
    `serial: hdu2177 without XON/XOFF: the board reported ${total} bytes lost in ${reported.length} error lines, and the note says so`,
    lostNote);
  await page.check('.serial-flow input');
  await d.serialExchange('\n0 0\n'); // the run's end, if its own was lost
  // held by an XOFF when the board resets: the page lets the sender go (the new chip will not
  // send the XON)
  await page.setInputFiles('.serial-file input[type=file]', { name: 'hold.in', mimeType: 'text/plain',
    buffer: Buffer.from(`judge hdu2177\n${judgeInput('hdu2177', { cases: 1500, seed: 31 })}`, 'latin1') });
  let held = false;
  for (let i = 0; i < 400 && !held; i++) held = await page.evaluate(() => (window.nimbox.run(2), window.nimbox.serial.held()));
  await page.click('.serial-cancel');
  await page.click('#reset');
  await d.run(2500);
  const after = await d.serialExchange('solve nim 3 4 5\n');
  ok(held && after.includes('first player wins'), 'serial: a sender held by XOFF when the board resets is let go: the next line is answered',
    `held ${held}; ${show(after.slice(-200))}`);
  await page.click('.serial-clear');
  ok((await page.textContent('.serial-lost')) === 'no input lost', 'serial: Clear clears the note as well');
}

async function clearSaveScroll(page, d) {
  await page.click('.serial-clear');
  ok((await page.evaluate(() => window.nimbox.serial.shown())) === '', 'serial: Clear empties the pane');
  const out = await d.serialExchange('help\n');
  await page.evaluate(() => window.nimbox.frame());
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.serial-save')]);
  const file = readFileSync(await download.path(), 'latin1');
  ok(file === out && /\.txt$/.test(download.suggestedFilename()),
    `serial: Save downloads what the board printed since the Clear (${download.suggestedFilename()}, ${file.length} bytes)`,
    `file ${show(file.slice(0, 100))}\nout  ${show(out.slice(0, 100))}`);
  // autoscroll: on, the newest line is in view; off, the pane stays where it is
  const bottom = () => page.evaluate(() => {
    const o = document.querySelector('.serial-out');
    return [o.scrollTop, o.scrollHeight - o.clientHeight];
  });
  for (let i = 0; i < 3; i++) await d.serialExchange('help\n');
  await page.evaluate(() => window.nimbox.frame());
  let [top, max] = await bottom();
  ok(max > 0 && Math.abs(top - max) <= 1, `serial: autoscroll on: the pane shows the newest line (${top} of ${max})`);
  await page.uncheck('.serial-autoscroll');
  await page.evaluate(() => { document.querySelector('.serial-out').scrollTop = 0; });
  await d.serialExchange('help\n');
  await page.evaluate(() => window.nimbox.frame());
  [top, max] = await bottom();
  ok(top === 0 && max > 0, `serial: autoscroll off: the pane stays where it was scrolled to (${top} of ${max})`);
  await page.check('.serial-autoscroll');
}

async function bigFile(page, d) {
  await page.click('.serial-clear');
  await d.serialExchange('judge hdu1527\n');
  const big = judgeInput('hdu1527', { bytes: 5 * 1024 * 1024, seed: 5 });
  await page.evaluate(() => window.nimbox.resume()); // the wall clock
  await page.evaluate(() => window.nimbox.frames(true));
  const t0 = Date.now();
  await page.setInputFiles('.serial-file input[type=file]', { name: 'big.in', mimeType: 'text/plain', buffer: Buffer.from(big, 'latin1') });
  await page.waitForFunction(() => window.nimbox.serial.sender().sent > 8000, null, { timeout: 10000 }).catch(() => {});
  const progress = await page.textContent('.serial-progress');
  const bar = await page.evaluate(() => document.querySelector('.serial-file progress').value);
  const s1 = await page.evaluate(() => window.nimbox.serial.sender());
  ok(s1.state === 'sending' && s1.size === big.length && s1.sent > 0 && /KB of 5\.0 MB/.test(progress) && bar > 0,
    `serial: a 5 MB file goes out with its progress shown ("${progress}")`, show(s1));
  await page.click('.serial-cancel');
  const s2 = await page.evaluate(() => window.nimbox.serial.sender());
  await page.evaluate(() => window.nimbox.pause());
  const wire = await page.evaluate(() => {
    const before = window.nimbox.serial.sent();
    window.nimbox.run(1000);
    return window.nimbox.serial.sent() - before;
  });
  const frames = await page.evaluate(() => window.nimbox.frames());
  ok(s2.state === 'cancelled' && s2.sent < s2.size && wire <= 1 && (await page.textContent('.serial-progress')).startsWith('cancelled big.in'),
    `serial: Cancel stops it (${s2.sent} of ${s2.size} bytes sent); nothing more goes out (${wire} byte after)`, show(s2));
  // The page's own work in a frame is what it controls; a long gap between frames on a busy
  // test machine is the browser's or the machine's (make bench-web measures the gaps).
  ok(frames.count > 0 && frames.maxWork < 50, `serial: the page kept drawing meanwhile (${frames.count} frames in ${Date.now() - t0} ms, ` +
    `a frame's own work at most ${frames.maxWork.toFixed(1)} ms; the longest gap ${frames.max.toFixed(0)} ms)`, show(frames));
  await d.serialExchange('\n.\n');
}

async function realTime(page, d, HOST) {
  await page.click('.serial-clear');
  const input = judgeInput('hdu1527', { bytes: 32 * 1024, seed: 1527 });
  const want = host(HOST, ['judge', 'hdu1527'], input);
  await page.evaluate(() => window.nimbox.resume());
  await page.evaluate(() => window.nimbox.frames(true));
  await page.setInputFiles('.serial-file input[type=file]', { name: 'hdu1527.in', mimeType: 'text/plain', buffer: Buffer.from(`judge hdu1527\n${input}.\n`, 'latin1') });
  const t0 = await page.evaluate(() => [window.nimbox.timing().sim, window.nimbox.timing().wall]);
  await page.waitForFunction(() => window.nimbox.serial.sender().state !== 'sending', null, { timeout: 60000, polling: 200 });
  const t1 = await page.evaluate(() => [window.nimbox.timing().sim, window.nimbox.timing().wall]);
  const frames = await page.evaluate(() => window.nimbox.frames());
  await page.evaluate(() => window.nimbox.pause());
  await d.serialExchange(null);
  const saved = await page.evaluate(() => window.nimbox.serial.saved());
  const ratio = (t1[0] - t0[0]) / (t1[1] - t0[1]);
  ok(saved === want, `serial: a ${input.length}-byte hdu1527 stream on the wall clock: byte for byte the host tool's output`,
    `got ${show(saved.slice(-100))}\nwant ${show(want.slice(-100))}`);
  // (the strict figures, x1.00 within 2% and no frame over 50 ms over 1 MB, are make bench's)
  ok(ratio > 0.8 && ratio < 1.25, `serial: ... at real time (x${ratio.toFixed(3)}: ${(t1[0] - t0[0]).toFixed(0)} ms simulated in ` +
    `${(t1[1] - t0[1]).toFixed(0)} ms; frames: ${frames.count}, mean ${frames.mean.toFixed(1)} ms, longest ${frames.max.toFixed(0)} ms)`);
  note(`frames during the stream: ${show(frames)}`);
}
