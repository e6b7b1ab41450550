#!/usr/bin/env node
// build.mjs - builds the NimBox page into a folder any static host can serve, which also works
// opened from disk (file://) (make web): bundles src/page/main.js with esbuild into app.js (a
// classic script: browsers refuse module scripts and fetch from file://), copies
// src/page/index.html, style.css and favicon.svg, copies each board's firmware HEX (the file
// `make flash` writes, unchanged) and lists them in boards.json; boards.js lists them for the
// page and <id>.hex.js carries each HEX's text (scripts, which file:// pages may load).
//
//   node web/build.mjs --out build/web --hex uno-lcd=build/uno-lcd/nimbox.hex [--hex ID=FILE ...]
//   node web/build.mjs --out build/web --serve [--port N]    serves the folder on localhost
import { build, context } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardModel } from './src/board/boards.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = { out: null, hex: [], serve: false, port: 8080 };
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') opt.out = args[++i];
  else if (args[i] === '--hex') opt.hex.push(args[++i]);
  else if (args[i] === '--serve') opt.serve = true;
  else if (args[i] === '--port') opt.port = Number(args[++i]);
  else throw new Error(`build.mjs: unknown argument ${args[i]}`);
}
if (!opt.out) throw new Error('build.mjs: --out DIR is needed');

if (opt.serve) {
  if (!existsSync(join(opt.out, 'index.html'))) throw new Error(`build.mjs: ${opt.out} has no page: make web first`);
  const ctx = await context({});
  const { port } = await ctx.serve({ servedir: opt.out, host: '127.0.0.1', port: opt.port });
  console.log(`NimBox page: http://127.0.0.1:${port}/  (serving ${opt.out}; Ctrl-C stops)`);
} else {
  mkdirSync(opt.out, { recursive: true });
  await build({
    entryPoints: [join(here, 'src/page/main.js')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'linked',
    outfile: join(opt.out, 'app.js'),
    logLevel: 'warning',
  });
  for (const f of ['index.html', 'style.css', 'favicon.svg']) copyFileSync(join(here, 'src/page', f), join(opt.out, f));
  const boards = opt.hex.map((spec) => {
    const [id, file] = spec.split('=');
    const model = boardModel(id);
    copyFileSync(file, join(opt.out, `${id}.hex`));
    const text = readFileSync(file, 'latin1');
    writeFileSync(join(opt.out, `${id}.hex.js`),
      `// ${id}.hex.js - ${file}, as text for the page (make web)\n` +
      `(globalThis.NIMBOX_HEX = globalThis.NIMBOX_HEX || {})[${JSON.stringify(id)}] = ${JSON.stringify(text)};\n`);
    return { id, title: model.title, hex: `${id}.hex`, hexScript: `${id}.hex.js` };
  });
  if (!boards.length) throw new Error('build.mjs: no --hex ID=FILE: the page needs a firmware');
  writeFileSync(join(opt.out, 'boards.json'), `${JSON.stringify(boards, null, 2)}\n`);
  writeFileSync(join(opt.out, 'boards.js'),
    `// boards.js - the boards this page serves (make web)\nglobalThis.NIMBOX_BOARDS = ${JSON.stringify(boards, null, 2)};\n`);
  console.log(`web: ${opt.out}/ (boards: ${boards.map((b) => b.id).join(', ')})`);
}
