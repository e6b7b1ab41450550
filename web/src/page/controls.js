// controls.js - the page's buttons under the toy (reset, power, pause and step, speed, sound,
// screenshot, erase the EEPROM), the board menu, and the status line: the simulated time, the
// boot and its cause, the speed as a percentage of real time. The status line is written a
// few times a second at most, and only when its text changed (a layout per frame was most of
// an idle tab's cost). Buttons whose label changes keep their size (style.css).
import { RESET_CAUSE } from '../board/board.js';
import { STEP_MS } from './sim_clock.js';
import { displayPng } from './display_png.js';

const CAUSES = { [RESET_CAUSE.power]: 'power-on', [RESET_CAUSE.external]: 'reset key', [RESET_CAUSE.watchdog]: 'watchdog' };
const STATUS_EVERY_MS = 250;
export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 4];
const $ = (sel) => document.querySelector(sel);

export function setupControls({ board, device, clock, audio, store, input, boards, entry }) {
  $('#reset').addEventListener('click', () => board.reset());
  const power = $('#power');
  const showPower = () => {
    const on = board.powered();
    power.textContent = on ? 'Cut the power' : 'Power on';
    power.setAttribute('aria-pressed', String(!on));
  };
  power.addEventListener('click', () => {
    if (board.powered()) {
      input.upAll();
      board.powerOff();
    } else {
      board.powerOn();
    }
    showPower();
  });

  const pause = $('#pause');
  const step = $('#step');
  const showPause = () => {
    pause.textContent = clock.paused ? 'Resume' : 'Pause';
    pause.setAttribute('aria-pressed', String(clock.paused));
    step.disabled = !clock.paused;
  };
  pause.addEventListener('click', () => {
    clock.setPaused(!clock.paused);
    audio.hold(clock.paused);
    showPause();
  });
  step.title = `Run ${STEP_MS} ms of simulated time (while paused)`;
  step.addEventListener('click', () => clock.step());
  showPause();

  const speed = $('#speed');
  for (const s of SPEEDS) speed.add(new Option(`${Math.round(s * 100)}%`, String(s), false, s === 1));
  speed.addEventListener('change', () => {
    clock.speed = Number(speed.value);
    clock.restart();
  });

  const sound = $('#sound');
  sound.addEventListener('click', () => {
    audio.enable();
    audio.setMuted(!audio.muted);
    sound.textContent = audio.muted ? 'Sound: off' : 'Sound: on';
    sound.setAttribute('aria-pressed', String(!audio.muted));
  });

  $('#screenshot').addEventListener('click', async () => {
    const blob = await displayPng(entry.id, device);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `nimbox-${entry.id}-display.png`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  });

  $('#erase').addEventListener('click', () => {
    if (!confirm('Erase the EEPROM (settings, statistics, saved game) and power the board on again?')) return;
    board.powerOff();
    board.eeprom.memory.fill(0xff);
    store.save(board.eeprom.memory);
    board.powerOn();
    showPower();
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
  return new StatusLine($('#status'), board, clock);
}

/** The status line, written when its text changes, at most every STATUS_EVERY_MS. */
export class StatusLine {
  constructor(el, board, clock) {
    this.el = el;
    this.board = board;
    this.clock = clock;
    this.at = -Infinity;
    this.shown = '';
  }

  text() {
    const { board, clock } = this;
    const time = board.powered() ? `${Math.floor(board.nowMs() / 1000)} s` : 'power off';
    let run;
    if (clock.manual) run = 'manual clock';
    else if (clock.paused) run = 'paused';
    else if (clock.hidden) run = 'tab hidden: paused';
    else run = clock.measured ? `${Math.round(clock.measured * 100)}% of real time` : 'starting';
    return `${time} \u00b7 boot ${board.boots} (${CAUSES[board.lastCause] ?? board.lastCause}) \u00b7 ${run}`;
  }

  update(now) {
    if (now - this.at < STATUS_EVERY_MS) return;
    this.at = now;
    const t = this.text();
    if (t !== this.shown) this.el.textContent = this.shown = t;
  }
}
