// flash_panel.js - "Flash my board": the page's panel that writes the page's firmware HEX into a
// real board over USB (Web Serial, flasher/flasher.js): the board and bootloader to choose, a
// button, a progress bar, avrdude-style lines, and what went wrong in words. Needs no server
// and no install: the browser's own serial ports.
// Test hook (returned, the page puts it at window.nimbox.flasher): simulate({ target,
// bootloaderHex, busy, noPort, hexText }) puts a simulated board with that bootloader behind
// the port the browser's chooser gives (flasher/sim_port.js; noPort: the user closes the
// chooser); hexText replaces the page's HEX.
import { flashBoard, hexImage } from '../flasher/flasher.js';
import { FlashError } from '../flasher/flash_errors.js';
import { wallClock } from '../flasher/serial_link.js';
import { simulatedBoard } from '../flasher/sim_port.js';
import { flashTarget, targetsForBoard } from '../flasher/targets.js';

const NO_SERIAL = 'This browser cannot reach USB serial ports (it has no Web Serial). Use Chrome, Edge or Chromium on a computer (not Firefox, Safari or a phone), with the page opened from this computer (localhost) or over https. Or flash from a terminal with `make flash`.';
const NO_PORT = 'No port was chosen. Plug the board in with a USB cable that carries data (some only charge); its port then shows in the list, as "Arduino Uno", "USB2.0-Serial" (a CH340 Nano) or "FT232R". On Windows and macOS a CH340 board may need its driver first.';

// hexName: the firmware's file name (shown); hexText: its Intel HEX, which the page has already
// loaded (no fetch: the page also works from file://).
export function setupFlashPanel(root, { hexName, hexText, boardId }) {
  const targets = targetsForBoard(boardId);
  // folded where the browser has no Web Serial (phones, Firefox, Safari): one line, not a panel
  // that pushes the serial pane down; open on a computer's Chromium
  const serialHere = Boolean(globalThis.navigator?.serial);
  root.innerHTML = `<details class="flash-fold"${serialHere ? ' open' : ''}>
    <summary class="flash-title">Flash my board${serialHere ? '' : ' (Chrome, Edge or Chromium on a computer)'}</summary>
    <p class="flash-help">Writes this page's firmware (<code>${hexName}</code>) into your own board over
      USB, as the Arduino IDE's upload does, then checks that the toy starts. Chrome, Edge or
      Chromium on a computer; choose the board's port when the browser asks.</p>
    <label class="flash-target">Board: <select></select></label>
    <label class="flash-speed">Upload speed: <select>
      <option value="">the bootloader's</option><option value="115200">115200</option><option value="57600">57600</option>
    </select></label>
    <button type="button" class="flash-start">Flash my board</button>
    <progress class="flash-progress" max="1" value="0"></progress>
    <p class="flash-status" role="status"></p>
    <details class="flash-details"><summary>Details</summary><pre class="flash-log"></pre></details>
    </details>`;
  const select = root.querySelector('.flash-target select');
  const speed = root.querySelector('.flash-speed select');
  for (const t of targets) select.add(new Option(t.title, t.id));
  const key = `nimbox-flash-target-${boardId}`;
  const saved = globalThis.localStorage?.getItem(key);
  if (targets.some((t) => t.id === saved)) select.value = saved;
  select.addEventListener('change', () => globalThis.localStorage?.setItem(key, select.value));
  const button = root.querySelector('.flash-start');
  const bar = root.querySelector('.flash-progress');
  const status = root.querySelector('.flash-status');
  const logOut = root.querySelector('.flash-log');
  let serial = globalThis.navigator?.serial; // the test hook swaps in a simulated board's port
  let clock = wallClock;
  let sim = null;
  let hexOverride = null;
  root.dataset.state = 'idle';

  const log = (line) => {
    logOut.textContent += `${line}\n`;
  };
  const show = (state, text, code = '') => {
    root.dataset.state = state;
    root.dataset.code = code;
    status.textContent = text;
  };

  async function choosePort() {
    if (!serial) throw new FlashError('no-serial', NO_SERIAL);
    try {
      return await serial.requestPort();
    } catch (e) {
      if (e.name === 'NotFoundError') throw new FlashError('no-port', NO_PORT);
      throw new FlashError('no-serial', `${NO_SERIAL} (${e.message})`);
    }
  }

  async function firmware() {
    return hexImage(hexOverride || hexText);
  }

  async function start() {
    const target = flashTarget(select.value);
    button.disabled = select.disabled = speed.disabled = true;
    logOut.textContent = '';
    bar.value = 0;
    const baud = Number(speed.value) || target.baud;
    let shown = '';
    show('running', 'Choose the board\'s port ...');
    try {
      const port = await choosePort();
      const image = await firmware();
      show('running', `Resetting the board and waiting for its bootloader (${baud} baud) ...`);
      const result = await flashBoard({
        port,
        clock,
        target,
        baud,
        image,
        name: hexName,
        log,
        progress: ({ phase, done, total }) => {
          const percent = Math.round((100 * done) / total);
          if (`${phase}${percent}` === shown) return; // the page redraws only what changed
          shown = `${phase}${percent}`;
          bar.value = (phase === 'write' ? 0 : 0.5) + percent / 200;
          show('running', `${phase === 'write' ? 'Writing' : 'Verifying'} ${percent}% (${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} bytes)`);
        },
      });
      const secs = result.seconds.write + result.seconds.read;
      const toy = result.toy?.banner
        ? ` The toy started and says "${result.toy.banner}".`
        : ' But the toy did not say hello on its serial port after a reset: press its reset button, or open it in a terminal at 115200 baud.';
      show('done', `Done: ${result.size.toLocaleString('en-US')} bytes written and verified in ${secs.toFixed(1)} s.${toy}`);
    } catch (e) {
      if (!(e instanceof FlashError)) log(`error: ${e.stack ?? e}`);
      show('failed', e instanceof FlashError ? e.message : `The flash failed: ${e.message}`, e.code ?? 'internal');
    } finally {
      button.disabled = select.disabled = speed.disabled = false;
    }
  }

  button.addEventListener('click', () => {
    button.blur(); // the keyboard goes back to the toy
    if (root.dataset.state !== 'running') start();
  });

  return {
    /** Puts a simulated board behind the port (see the top of this file). */
    simulate({ target, bootloaderHex, busy = false, noPort = false, hexText = null }) {
      sim = simulatedBoard(flashTarget(target), bootloaderHex, { busy });
      clock = sim.clock;
      serial = {
        requestPort: async () => {
          if (noPort) throw new DOMException('No port selected by the user.', 'NotFoundError');
          return sim.port;
        },
      };
      hexOverride = hexText;
      return sim.burnt.dropped;
    },
    /** The simulated board: its display's text, its boots, what its serial port said. */
    board: () => (sim ? { text: sim.device.text(), boots: sim.board.boots, resets: sim.usb.resets, nowMs: sim.board.nowMs() } : null),
    /** Runs the simulated board on (its toy after the flash). */
    run: (ms) => sim?.board.runMs(ms),
    state: () => ({ state: root.dataset.state, code: root.dataset.code, status: status.textContent, log: logOut.textContent, progress: bar.value }),
  };
}
