// main.js - the NimBox page: takes the firmware HEX of the chosen board (the same file `make
// flash` writes, carried in <id>.hex.js so that the page also works opened from disk, file://),
// runs it on the avr8js board model (../board) paced by the wall clock (sim_clock.js), draws
// the board fitted to the screen, plays the buzzer, keeps the EEPROM in localStorage, runs the
// serial pane, and exposes window.nimbox (hook.js), the one hook the page's own controls and
// the browser tests both use.
//
// URL parameters: board=ID (default: the first in boards.js); clock=manual (time moves only
// through nimbox.run(), for tests); seed=N (the junk a power-on leaves in RAM).
import { parseIntelHex } from '../board/hex.js';
import { Board, F_CPU } from '../board/board.js';
import { boardModel } from '../board/boards.js';
import { VIEWS } from './views.js';
import { BuzzerAudio } from './audio.js';
import { EepromStore } from './eeprom_store.js';
import { SerialPane } from './serial_pane.js';
import { SimClock } from './sim_clock.js';
import { KeyInput, followKeyboard, releaseFocusAfterClicks } from './keys.js';
import { setupControls } from './controls.js';
import { fitBoard } from './fit.js';
import { makeHook } from './hook.js';
import { FrameLoop } from './frame_loop.js';
import { setupFlashPanel } from './flash_panel.js';

const $ = (sel) => document.querySelector(sel);
const BACKGROUND = 'A background tab pauses the board; it goes on where it stopped when you come back ' +
  '(no catching up).';

/** Runs a classic script (works from file://, where fetch and module scripts do not). */
function loadScript(src) {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = resolve;
    s.onerror = () => reject(new Error(`${src} did not load`));
    document.head.appendChild(s);
  });
}

async function firmwareOf(entry) {
  if (!globalThis.NIMBOX_HEX?.[entry.id]) await loadScript(entry.hexScript);
  const hex = globalThis.NIMBOX_HEX?.[entry.id];
  if (!hex) throw new Error(`${entry.hexScript} holds no firmware for ${entry.id}`);
  return hex;
}

async function main() {
  const params = new URLSearchParams(location.search);
  const boards = globalThis.NIMBOX_BOARDS;
  if (!boards?.length) throw new Error('boards.js did not load');
  const entry = boards.find((b) => b.id === params.get('board')) ?? boards[0];
  const hex = await firmwareOf(entry);
  const program = parseIntelHex(hex);

  const store = new EepromStore(entry.id);
  const seed = Number(params.get('seed')) || (Math.random() * 2 ** 31) >>> 0;
  const board = new Board(program, { eeprom: store.load(), seed });
  const Model = boardModel(entry.id);
  const device = new Model(board, { floating: () => 0.02 + Math.random() * 0.1 });
  store.follow(board.eeprom);
  const audio = new BuzzerAudio(F_CPU);
  device.buzzer.listeners.add((freq, cycle) => audio.tone(freq, cycle));

  const clock = new SimClock(board, { manual: params.get('clock') === 'manual' });
  const View = VIEWS[entry.id];
  const input = new KeyInput({ press: (k) => device.keyDown(k), release: (k) => device.keyUp(k) });
  const view = new View($('#board'), device, { input, reset: () => board.reset() });
  fitBoard({ main: $('main'), drawn: $('#board') });
  const pane = new SerialPane($('#serial'), board.serial);
  const loop = new FrameLoop((t) => {
    if (clock.running()) audio.frame(board.now());
    clock.frame(t);
    const drawn = view.update();
    const busy = pane.update(t);
    status.update(t);
    return drawn || busy || input.holders.size > 0 || !board.serial.drained();
  });
  const hook = makeHook({ board, device, entry, hex, clock, audio, pane, loop });
  hook.flasher = setupFlashPanel($('#flash-board'), { hexName: entry.hex, hexText: hex, boardId: entry.id }); // Flash my board
  const gesture = () => {
    audio.enable();
    loop.wake();
  };
  followKeyboard(input, View.keyboard, { onGesture: gesture });
  releaseFocusAfterClicks();
  addEventListener('pointerdown', gesture, { capture: true });
  addEventListener('change', () => loop.wake(), { capture: true }); // (a file chosen: no pointer)
  document.addEventListener('visibilitychange', () => {
    clock.setHidden(document.hidden);
    audio.hold(document.hidden || clock.paused);
    if (document.hidden) input.upAll();
  });
  // a board that restarts will not send the XON its last XOFF waits for: the page lets it go
  // (a terminal would wait on; docs/web.md)
  board.bootListeners.add(() => board.serial.releaseXoff());
  const status = setupControls({ board, device, clock, audio, store, input, boards, entry });
  $('#keys-help').textContent = `${View.help} ${BACKGROUND}`;
  board.start();
  loop.start();
  window.nimbox = hook;
  document.body.dataset.ready = 'true';
}

main().catch((e) => {
  const status = $('#status');
  status.textContent = `The page could not start: ${e.message}. Build it with \`make web\`, then open ` +
    'build/web/index.html, or serve it with `make web-serve`.';
  status.classList.add('error');
  document.body.dataset.ready = 'error';
  throw e;
});
