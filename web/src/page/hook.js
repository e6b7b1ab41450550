// hook.js - window.nimbox, the one hook the page's own controls and the browser tests both use
// (web/README.md lists it): the display's text, the keys, simulated time, power and reset, the
// serial line and the serial pane, the EEPROM, the buzzer, the clock's speed and frame times,
// the firmware the page runs, a picture of the display.
import { CYCLES_PER_MS } from '../board/board.js';
import { displayPng } from './display_png.js';

export function makeHook({ board, device, entry, hex, clock, audio, pane, loop }) {
  return {
    board: entry.id,
    keys: device.constructor.keys,
    /** The HEX the page runs (the file `make flash` writes), and its board. */
    firmware: () => ({ board: entry.id, title: entry.title, hex }),
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
        loop.wake();
      });
    },
    /** Runs ms of simulated time now, as fast as it goes; returns the simulated time (ms). */
    run(ms) {
      board.runMs(ms);
      loop.wake(); // (the page shows the result at its next frame)
      return board.nowMs();
    },
    /** Runs until the display shows text (checked every simulated ms), at most ms. */
    waitForText(text, ms = 2000) {
      loop.wake();
      return board.runUntilTrue(() => device.text().includes(text), ms);
    },
    /** Resolves once the page has drawn what the board shows now (its next frame). */
    frame() {
      pane.flush();
      return loop.next();
    },
    now: () => board.nowMs(),
    /** The simulated time (ms) and the page time (performance.now()) of the frame that ran
     * the board up to it: two of them give the speed exactly. */
    timing: () => ({ sim: board.nowMs(), wall: clock.last }),
    /** 'manual' (tests: time moves by run() only), 'paused' (the Pause button), 'hidden'
     * (a background tab) or 'wall'. */
    clock: () => (clock.manual ? 'manual' : clock.paused ? 'paused' : clock.hidden ? 'hidden' : 'wall'),
    pause: () => clock.setManual(true),
    resume: () => clock.setManual(false),
    /** The speed measured over the last second (simulated ms per wall ms; 0 when stopped). */
    speed: () => clock.measured,
    /** The chosen speed (1 = real time). */
    targetSpeed: () => clock.speed,
    /** The gaps between animation frames since frames(true) (ms: count, mean, max, over50). */
    frames(reset = false) {
      const s = loop.stats.summary();
      if (reset) loop.stats.reset();
      return s;
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
      /** Bytes the page's sender has put on the wire so far. */
      sent: () => board.serial.sent,
      /** Bytes the chip's receiver lost (overruns, or while it slept). */
      lost: () => board.serial.lost,
      /** The model's "host waits for room" sender (no real terminal has it; tests only). */
      flowControl(on) {
        if (on !== undefined) board.serial.flowControl = Boolean(on);
        return board.serial.flowControl;
      },
      /** The page's sender honours XON/XOFF (the pane's checkbox). */
      xonxoff(on) {
        if (on !== undefined) pane.setXonXoff(Boolean(on));
        return board.serial.xonxoff;
      },
      /** The page's sender is held by the board's XOFF. */
      held: () => board.serial.stopped(),
      /** The file being sent: { state, name, size, sent }. */
      sender: () => ({ state: pane.sender.state, name: pane.sender.name, size: pane.sender.size, sent: pane.sender.sent() }),
      /** What the pane shows, and what Save would write (8-bit characters). */
      shown: () => {
        pane.flush();
        return pane.log.text();
      },
      saved: () => {
        const b = pane.savedBytes();
        let s = '';
        for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
        return s;
      },
    },
    eeprom: () => Array.from(board.eeprom.memory),
    tones: () => device.buzzer.tones.slice(0, device.buzzer.count).map((t) => ({ ...t })),
    /** The sound: the AudioContext's state and the tone changes handed to it so far. */
    audio: () => ({ state: audio.state(), scheduled: audio.scheduled, muted: audio.muted }),
    /** The display as a PNG (a Blob), as the Screenshot button saves it. */
    screenshot: () => displayPng(entry.id, device),
  };
}
