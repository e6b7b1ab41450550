#!/usr/bin/env node
// browser_bench.mjs - the page's figures in headless Chromium, for make bench (they take real
// time, so make test checks shorter versions, web/test/browser/): the CPU an idle tab takes on
// each board's menu (Chromium's own process figures), the frames of the first seconds, and a
// 1 MB HDU 1527 stream sent through the serial pane's file sender on the wall clock: answered
// byte for byte as the host tool, its real-time ratio, the page's frame times and CPU meanwhile.
// Prints a Markdown block (and writes it to OUT, default BUILD/bench/web.md); exits 1 when a
// target of issue 30 is missed (idle over 5% of a core, x1.00 missed by more than 2%, a frame
// over 50 ms, an answer wrong).
// Usage: node web/test/browser_bench.mjs BUILD_DIR [OUT] [--bytes N] [--idle-s S]
import { chromium } from 'playwright-core';
import { context } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { load, host, judgeInput, cpuMeter } from './browser/common.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : dflt;
};
const BYTES = opt('--bytes', 1024 * 1024);
const IDLE_S = opt('--idle-s', 10);
const BUILD = resolve(args[0] || 'build');
const OUT = args[1] || join(BUILD, 'bench/web.md');
const HOST = join(BUILD, 'host/nimbox');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const server = await context({});
const { port } = await server.serve({ servedir: join(BUILD, 'web'), host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: FLAGS });
const lines = [];
const missed = [];
const pct = (x, wall) => `${((100 * x) / wall).toFixed(1)}%`;

/** The machine's busy and total CPU time so far (seconds, all cores; /proc/stat), to tell how
 * much else ran beside the page: a frame waits when the cores are taken. */
function machine() {
  try {
    const f = readFileSync('/proc/stat', 'latin1').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3] + f[4];
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}

async function idle(board) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration)))
      .observe({ type: 'longtask', buffered: true });
  });
  await load(page, `${base}?board=${board}`);
  await page.waitForTimeout(3000);
  const start = await page.evaluate(() => ({ frames: window.nimbox.frames(true), long: window.longTasks }));
  const meter = await cpuMeter(browser, page);
  const a = await meter.sample();
  await page.waitForTimeout(IDLE_S * 1000);
  const b = await meter.sample();
  await meter.close();
  const wall = b.wall - a.wall;
  const tab = (100 * (b.renderer - a.renderer + b.gpu - a.gpu)) / wall;
  if (tab > 5) missed.push(`idle ${board}: ${tab.toFixed(1)}% of a core`);
  lines.push(`| ${board} | ${tab.toFixed(1)}% | ${pct(b.renderer - a.renderer, wall)} | ${pct(b.gpu - a.gpu, wall)} | ` +
    `${pct(b.all - a.all, wall)} | ${((b.layouts - a.layouts) / wall).toFixed(1)} | ` +
    `${start.long.length ? Math.max(...start.long).toFixed(0) : 0} ms (${start.long.length}) | ${start.frames.max.toFixed(0)} ms |`);
  await ctx.close();
}

async function stream() {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await load(page, base);
  await page.waitForFunction(() => window.nimbox.lcdText().includes('>Bash'), null, { timeout: 10000 });
  const input = judgeInput('hdu1527', { bytes: BYTES, seed: 1527 });
  const want = host(HOST, ['judge', 'hdu1527'], input);
  await page.click('.serial-clear');
  await page.evaluate(() => window.nimbox.frames(true));
  const meter = await cpuMeter(browser, page);
  const a = await meter.sample();
  const m0 = machine();
  await browser.startTracing(page, { categories: ['toplevel'] });
  await page.setInputFiles('.serial-file input[type=file]', { name: 'hdu1527.in', mimeType: 'text/plain', buffer: Buffer.from(`judge hdu1527\n${input}.\n`, 'latin1') });
  // (from the first kilobyte on: handing a file over CDP to the page is the test's own load)
  await page.waitForFunction(() => window.nimbox.serial.sender().sent > 1024, null, { timeout: 10000 });
  await page.evaluate(() => window.nimbox.frames(true));
  const t0 = await page.evaluate(() => window.nimbox.timing());
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push([Math.round(e.startTime), Math.round(e.duration)])))
      .observe({ type: 'longtask' });
  });
  await page.waitForFunction(() => window.nimbox.serial.sender().state !== 'sending', null, { timeout: 0, polling: 1000 });
  const t1 = await page.evaluate(() => window.nimbox.timing());
  const b = await meter.sample();
  const m1 = machine();
  await meter.close();
  const main = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString('latin1')), t0, t1);
  const frames = await page.evaluate(() => window.nimbox.frames());
  const longTasks = await page.evaluate(() => window.longTasks);
  console.error(`stream from page time ${Math.round(t0.wall)} to ${Math.round(t1.wall)}; frames over 50 ms [time, gap]: ` +
    `${JSON.stringify(frames.late)}; long tasks [start, ms]: ${JSON.stringify(longTasks)}`);
  await page.waitForFunction(() => window.nimbox.serial.drained(), null, { timeout: 5000 });
  await page.waitForTimeout(1500);
  const saved = await page.evaluate(() => window.nimbox.serial.saved());
  const ratio = (t1.sim - t0.sim) / (t1.wall - t0.wall);
  const wall = b.wall - a.wall;
  if (saved !== want) missed.push('the 1 MB stream was not answered as the host tool answers it');
  if (Math.abs(ratio - 1) > 0.02) missed.push(`x${ratio.toFixed(4)} of real time`);
  if (frames.max > 50) {
    missed.push(`a frame of ${frames.max.toFixed(0)} ms (${frames.over50} over 50 ms; ${main.over50Cpu} of the page's tasks ` +
      `took over 50 ms of CPU, the longest ${main.maxCpu.toFixed(1)} ms: the rest is waiting for a core)`);
  }
  lines.push('', `HDU 1527, ${input.length} bytes in (${want.length} out) through the pane's file sender, uno-lcd:`, '',
    '| answered as the host tool | real time | frames | mean | longest | over 50 ms | longest task: CPU (wall) | tasks over 50 ms CPU | renderer CPU | whole browser |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${saved === want ? 'byte for byte' : 'NO'} | x${ratio.toFixed(4)} (${((t1.sim - t0.sim) / 1000).toFixed(1)} s in ` +
    `${((t1.wall - t0.wall) / 1000).toFixed(1)} s) | ${frames.count} | ${frames.mean.toFixed(1)} ms | ` +
    `${frames.max.toFixed(1)} ms | ${frames.over50} | ${main.maxCpu.toFixed(1)} ms (${main.maxWall.toFixed(1)} ms) | ` +
    `${main.over50Cpu} | ${pct(b.renderer - a.renderer, wall)} | ` +
    `${pct(b.all - a.all, wall)} |`);
  if (m0 && m1) {
    const others = (m1.busy - m0.busy - (b.all - a.all)) / ((m1.total - m0.total) / cpus().length);
    lines.push('', `Meanwhile the rest of the machine kept ${(100 * others).toFixed(0)}% of a core busy ` +
      `(${cpus().length} cores, /proc/stat less Chromium's own time): a frame waits while the cores are taken.`);
  }
  await ctx.close();
}

/** The renderer main thread's tasks between two page times (trace events 'RunTask' of the
 * category toplevel: dur is their wall time, tdur the thread's CPU time in them): the longest
 * and how many took over 50 ms of CPU (a frame that waits with less is the machine's doing). */
function mainThreadTasks(trace, t0, t1) {
  const events = trace.traceEvents || trace;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined &&
    /RunTask/.test(e.name));
  if (!tasks.length) return { maxCpu: NaN, maxWall: NaN, over50Cpu: NaN };
  // (trace time is microseconds on another origin: keep the tasks of the stream's span)
  const end = Math.max(...tasks.map((e) => e.ts + e.dur));
  const span = (t1.wall - t0.wall) * 1000;
  const inStream = tasks.filter((e) => e.ts >= end - span);
  let maxCpu = 0;
  let maxWall = 0;
  let over50Cpu = 0;
  for (const e of inStream) {
    const cpu = (e.tdur ?? e.dur) / 1000;
    maxCpu = Math.max(maxCpu, cpu);
    maxWall = Math.max(maxWall, e.dur / 1000);
    if (cpu > 50) over50Cpu++;
  }
  return { maxCpu, maxWall, over50Cpu };
}

try {
  lines.push(`Idle on the menu, ${IDLE_S} s each, wall clock, 1280x800 (the tab: the page's renderer ` +
    'and the GPU process; the first seconds: long tasks and the longest frame gap after load):', '',
    '| board | the tab | renderer | GPU process | whole browser | layouts/s | first 3 s: longest task | first 3 s: longest frame |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const b of ['uno-lcd', 'nano-tm1638']) await idle(b);
  await stream();
} finally {
  await browser.close();
  await server.dispose();
}
const block = `${lines.join('\n')}\n\nTargets (issue 30): ${missed.length ? `MISSED: ${missed.join('; ')}` : 'all held'}.\n`;
console.log(block);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, block);
process.exit(missed.length ? 1 : 0);
