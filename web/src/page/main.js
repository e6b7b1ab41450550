// main.js - the NimBox page: loads the firmware HEX of the chosen board (the same file `make
// flash` writes), runs it on the avr8js board model (../board) paced by the wall clock, draws the
// board, plays the buzzer, keeps the EEPROM in localStorage, and exposes window.nimbox, the one
// hook the page's own controls and the browser tests both use.
//
// URL parameters: board=ID (default: the first in boards.json); clock=manual (time moves only
// through nimbox.run(), for tests); seed=N (the junk a power-on leaves in RAM).
import { parseIntelHex } from '../board/hex.js';
import { Board, CYCLES_PER_MS, F_CPU, RESET_CAUSE } from '../board/board.js';
import { boardModel } from '../board/boards.js';
import { VIEWS } from './views.js';
import { BuzzerAudio } from './audio.js';
import { EepromStore } from './eeprom_store.js';
import { SerialPane } from './serial_pane.js';
import { setupFlashPanel } from './flash_panel.js';

const MAX_FRAME_MS = 100; // a late frame (a busy machine, a hidden tab) loses the time beyond this
const CAUSES = { [RESET_CAUSE.power]: 'power-on', [RESET_CAUSE.external]: 'reset key', [RESET_CAUSE.watchdog]: 'watchdog' };
const $ = (sel) => document.querySelector(sel);

async function loadBoards() {
  const res = await fetch('boards.json');
  if (!res.ok) throw new Error(`boards.json: ${res.status}`);
  return res.json();
}

function makeHook(board, device, id, clock, audio) {
  const hook = {
    board: id,
    keys: device.constructor.keys,
    /** The display's text: for the LCD its two rows joined by a newline. */
    lcdText: () => device.text(),
    keyDown: (key) => device.keyDown(key),
    keyUp: (key) => device.keyUp(key),
    /** Holds a key for ms of simulated time (120 by default). With the manual clock it runs
     * that time itself; either way the promise resolves once the key is up. */
    press(key, ms = 120) {
      device.keyDown(key);
      return new Promise((resolve) => {
        board.at(board.now() + Math.round(ms * CYCLES_PER_MS), () => {
          device.keyUp(key);
          resolve(board.nowMs());
        });
        if (clock.manual) board.runMs(ms);
      });
    },
    /** Runs ms of simulated time now, as fast as it goes; returns the simulated time (ms). */
    run(ms) {
      board.runMs(ms);
      return board.nowMs();
    },
    /** Runs until the display shows text (checked every simulated ms), at most ms. */
    waitForText(text, ms = 2000) {
      return board.runUntilTrue(() => device.text().includes(text), ms);
    },
    now: () => board.nowMs(),
    clock: () => (clock.manual ? 'manual' : 'wall'),
    pause() {
      clock.manual = true;
    },
    resume() {
      clock.manual = false;
      clock.last = performance.now();
    },
    reset: () => board.reset(),
    power(on) {
      if (on) board.powerOn();
      else board.powerOff();
      return board.powered();
    },
    powered: () => board.powered(),
    boots: () => board.boots,
    serial: {
      send: (text) => board.serial.send(text),
      /** Everything the firmware has sent since the page loaded, from byte `from`. */
      output: (from = 0) => board.serial.textFrom(from),
      length: () => board.serial.output.length,
      banner: () => board.serial.banner,
      drained: () => board.serial.drained(),
      /** Bytes lost to receive overruns (the sender does not wait, as on a real Uno). */
      lost: () => board.serial.lost,
      flowControl(on) {
        if (on !== undefined) board.serial.flowControl = Boolean(on);
        return board.serial.flowControl;
      },
    },
    eeprom: () => Array.from(board.eeprom.memory),
    tones: () => device.buzzer.tones.slice(0, device.buzzer.count).map((t) => ({ ...t })),
    speed: () => clock.speed,
    /** The sound: the AudioContext's state and the tone changes handed to it so far. */
    audio: () => ({ state: audio.state(), scheduled: audio.scheduled, muted: audio.muted }),
  };
  return hook;
}

async function main() {
  const params = new URLSearchParams(location.search);
  const boards = await loadBoards();
  const entry = boards.find((b) => b.id === params.get('board')) ?? boards[0];
  const res = await fetch(entry.hex);
  if (!res.ok) throw new Error(`${entry.hex}: ${res.status}`);
  const program = parseIntelHex(await res.text());

  const store = new EepromStore(entry.id);
  const seed = Number(params.get('seed')) || (Math.random() * 2 ** 31) >>> 0;
  const board = new Board(program, { eeprom: store.load(), seed });
  board.serial.flowControl = false; // a real Uno's USB-serial chip sends back to back
  const Model = boardModel(entry.id);
  const device = new Model(board, { floating: () => 0.02 + Math.random() * 0.1 });
  store.follow(board.eeprom);
  const audio = new BuzzerAudio(F_CPU);
  device.buzzer.listeners.add((freq, cycle) => audio.tone(freq, cycle));

  const clock = { manual: params.get('clock') === 'manual', last: performance.now(), speed: 0 };
  const hook = makeHook(board, device, entry.id, clock, audio);
  const View = VIEWS[entry.id];
  const view = new View($('#board'), device, hook);
  const pane = new SerialPane($('#serial'), hook);
  board.serial.listeners.add((b) => pane.byte(b));
  setupControls({ board, hook, audio, store, boards, entry, View });
  board.start();

  let simMs = 0; // simulated and wall-clock time of the frames since the last speed reading
  let wallMs = 0;
  const frame = (t) => {
    const real = Math.max(0, t - clock.last);
    clock.last = t;
    if (!clock.manual) {
      audio.frame(board.now());
      const before = board.nowMs();
      board.runUntil(board.now() + Math.round(Math.min(real, MAX_FRAME_MS) * CYCLES_PER_MS));
      simMs += board.nowMs() - before;
      wallMs += real;
    }
    if (wallMs >= 1000) {
      clock.speed = simMs / wallMs; // 1 = real time
      simMs = wallMs = 0;
    }
    view.update();
    pane.update();
    $('#status').textContent = `${board.powered() ? `${(board.nowMs() / 1000).toFixed(1)} s` : 'power off'}` +
      ` | boot ${board.boots} (${CAUSES[board.lastCause] ?? board.lastCause}) | ${clock.manual ? 'manual clock' : `real time x ${clock.speed.toFixed(2)}`}`;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  hook.flasher = setupFlashPanel($('#flash-board'), { hexUrl: entry.hex, boardId: entry.id }); // Flash my board
  window.nimbox = hook;
  document.body.dataset.ready = 'true';
}

function setupControls({ board, hook, audio, store, boards, entry, View }) {
  const keyboard = View.keyboard;
  const held = new Set();
  addEventListener('keydown', (e) => {
    audio.enable();
    const key = keyboard[e.key];
    // typing in a field is not a key press; Enter on a page button clicks that button
    if (!key || e.target.closest('input, textarea, select') || (e.key === 'Enter' && e.target.closest('button'))) return;
    e.preventDefault();
    if (!e.repeat && !held.has(e.key)) {
      held.add(e.key);
      hook.keyDown(key);
    }
  });
  addEventListener('keyup', (e) => {
    if (held.delete(e.key)) hook.keyUp(keyboard[e.key]);
  });
  addEventListener('blur', () => {
    for (const k of held) hook.keyUp(keyboard[k]);
    held.clear();
  });
  addEventListener('pointerdown', () => audio.enable());

  $('#reset').addEventListener('click', () => hook.reset());
  const power = $('#power');
  power.addEventListener('click', () => {
    const on = hook.power(!hook.powered());
    power.textContent = on ? 'Cut the power' : 'Power on';
    power.setAttribute('aria-pressed', String(!on));
  });
  const sound = $('#sound');
  sound.addEventListener('click', () => {
    audio.enable();
    audio.setMuted(!audio.muted);
    sound.textContent = audio.muted ? 'Sound: off' : 'Sound: on';
  });
  $('#erase').addEventListener('click', () => {
    if (!confirm('Erase the EEPROM (settings, statistics, saved game) and power the board on again?')) return;
    board.powerOff();
    board.eeprom.memory.fill(0xff);
    store.save(board.eeprom.memory);
    board.powerOn();
  });
  const select = $('#board-select');
  for (const b of boards) select.add(new Option(b.title, b.id, false, b.id === entry.id));
  select.hidden = boards.length < 2;
  select.addEventListener('change', () => {
    const p = new URLSearchParams(location.search);
    p.set('board', select.value);
    location.search = p.toString();
  });
  $('#board-title').textContent = entry.title;
  $('#keys-help').textContent = View.help;
}

main().catch((e) => {
  const hint = location.protocol === 'file:' ? ' (open it through a web server: make web-serve)' : '';
  $('#status').textContent = `The page could not start: ${e.message}${hint}`;
  document.body.dataset.ready = 'error';
  throw e;
});
