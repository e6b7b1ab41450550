// nano_tm1638_view.js - draws board `nano-tm1638` in the page with @wokwi/elements: the LED&KEY
// module's eight LEDs, its eight 7-segment digits (two blocks of four) and its keys S1..S8,
// held as long as the mouse, finger or keyboard key is down. Keyboard: 1..8 are S1..S8, the
// arrows the sticker's LEFT RIGHT DOWN UP (S1..S4), Enter OK (S5), as make play's terminal.
import '@wokwi/elements/dist/esm/7segment-element.js';
import '@wokwi/elements/dist/esm/led-element.js';
import { keyButton } from './key_button.js';

const KEYBOARD = {
  1: 'S1', 2: 'S2', 3: 'S3', 4: 'S4', 5: 'S5', 6: 'S6', 7: 'S7', 8: 'S8',
  ArrowLeft: 'S1', ArrowRight: 'S2', ArrowDown: 'S3', ArrowUp: 'S4', Enter: 'S5',
};

/** A digit's pattern (bit 0 = a .. bit 6 = g, bit 7 = the point) as the element's A..G, DP. */
const segments = (pattern) => Array.from({ length: 8 }, (_, bit) => (pattern >> bit) & 1);

export class NanoTm1638View {
  static keyboard = KEYBOARD;
  static help = 'Keys: 1..8 are S1..S8, the arrows S1..S4 (LEFT RIGHT DOWN UP), Enter S5 (OK), or ' +
    'click the keys; hold a key for a long press.';

  constructor(root, device, hook) {
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
    for (let i = 1; i <= 8; i++) {
      const led = document.createElement('wokwi-led');
      led.setAttribute('color', 'red');
      led.title = `LED ${i}`;
      leds.appendChild(led);
      this.leds.push(led);
      const key = `S${i}`;
      keys.appendChild(keyButton({ key, label: key, color: 'black', down: () => hook.keyDown(key), up: () => hook.keyUp(key) }));
    }
    this.buttons = keys.querySelectorAll('wokwi-pushbutton');
  }

  /** Called every frame: redraws when the module's display changed. */
  update() {
    const tm = this.device.tm1638;
    if (tm.version !== this.shown) {
      this.shown = tm.version;
      const digits = tm.digits();
      this.blocks[0].values = digits.slice(0, 4).flatMap(segments);
      this.blocks[1].values = digits.slice(4).flatMap(segments);
      const lit = tm.leds();
      this.leds.forEach((led, i) => {
        led.value = lit[i] === '1';
      });
    }
    for (const b of this.buttons) b.pressed = this.device.held.has(b.dataset.key);
  }
}
