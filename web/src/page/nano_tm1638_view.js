// nano_tm1638_view.js - draws board `nano-tm1638` in the page as the LED&KEY module looks: the
// red board with its eight red LEDs (a lit one glows, an unlit one is a dull lens), the eight
// 7-segment digits in two blocks of four (@wokwi/elements), and the keys S1..S8, each with the
// job the toy's sticker gives it (board/nano-tm1638/README.md, key_map.c). A key is held as
// long as the mouse, finger or keyboard key is down. Keyboard: 1..8 are S1..S8, the arrows
// the sticker's LEFT RIGHT DOWN UP (S1..S4), Enter OK (S5), as make play's terminal.
import '@wokwi/elements/dist/esm/7segment-element.js';
import { keyButton } from './key_button.js';
import { pressedKeys } from './uno_lcd_view.js';

const KEYBOARD = {
  1: 'S1', 2: 'S2', 3: 'S3', 4: 'S4', 5: 'S5', 6: 'S6', 7: 'S7', 8: 'S8',
  ArrowLeft: 'S1', ArrowRight: 'S2', ArrowDown: 'S3', ArrowUp: 'S4', Enter: 'S5',
};
/** The sticker under the keys, two lines a key (board/nano-tm1638/README.md, "The keys: the
 * sticker"). */
export const STICKER = ['\u25c0\nLEFT', '\u25b6\nRIGHT', '\u25bc\nDOWN', '\u25b2\nUP', 'OK\n\u00a0', 'HINT\n\u00a0', 'UNDO\n\u00a0', 'MENU\n\u00a0'];

/** A digit's pattern (bit 0 = a .. bit 6 = g, bit 7 = the point) as the element's A..G, DP. */
const segments = (pattern) => Array.from({ length: 8 }, (_, bit) => (pattern >> bit) & 1);

export class NanoTm1638View {
  static keyboard = KEYBOARD;
  static help = 'Keys, as the sticker under them: S1 \u25c0 LEFT, S2 RIGHT \u25b6, S3 \u25bc DOWN, S4 \u25b2 UP, ' +
    'S5 OK (held 0.8 s: the hint), S6 HINT, S7 UNDO, S8 MENU. On the keyboard 1..8 are S1..S8, ' +
    'the arrows S1..S4 and Enter OK; or click or tap the drawn keys, holding one for a long press.';

  constructor(root, device, { input }) {
    this.device = device;
    this.shown = -1;
    root.innerHTML = `
      <div class="ledkey" aria-label="TM1638 LED&KEY module">
        <div class="leds"></div>
        <div class="digits">
          <wokwi-7segment digits="4" pins="none"></wokwi-7segment>
          <wokwi-7segment digits="4" pins="none"></wokwi-7segment>
        </div>
        <div class="keys"></div>
      </div>`;
    this.blocks = root.querySelectorAll('wokwi-7segment');
    const leds = root.querySelector('.leds');
    const keys = root.querySelector('.keys');
    this.leds = [];
    this.buttons = [];
    for (let i = 1; i <= 8; i++) {
      const led = document.createElement('span');
      led.className = 'led';
      led.title = `LED ${i}`;
      led.dataset.led = String(i);
      leds.appendChild(led);
      this.leds.push(led);
      const key = `S${i}`;
      const { cell, button } = keyButton({ key, label: key, job: STICKER[i - 1], color: 'black', input });
      keys.appendChild(cell);
      this.buttons.push([key, button]);
    }
    this.lit = '';
  }

  /** Called every frame: draws again only what changed; true if anything did. */
  update() {
    const tm = this.device.tm1638;
    let drawn = false;
    if (tm.version !== this.shown) {
      this.shown = tm.version;
      const digits = tm.digits();
      const values = [digits.slice(0, 4).flatMap(segments), digits.slice(4).flatMap(segments)];
      this.blocks.forEach((block, i) => {
        if (block.values?.join() !== values[i].join()) {
          block.values = values[i];
          drawn = true;
        }
      });
      const lit = tm.leds();
      if (lit !== this.lit) {
        this.lit = lit;
        this.leds.forEach((led, i) => led.classList.toggle('on', lit[i] === '1'));
        drawn = true;
      }
    }
    return pressedKeys(this.buttons, this.device.held) || drawn;
  }
}
