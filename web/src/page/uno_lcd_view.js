// uno_lcd_view.js - draws board `uno-lcd` in the page with @wokwi/elements: the 16x2 LCD (its
// custom glyphs copied in from the model's CGRAM, the backlight, the cursor) and the shield's
// keys. The keys go through the page's hook (window.nimbox): held as long as the mouse, finger
// or keyboard key is down (arrows and Enter), so holding makes a long press.
import '@wokwi/elements/dist/esm/lcd1602-element.js';
import { keyButton } from './key_button.js';
import { fontA00 } from '@wokwi/elements/dist/esm/lcd1602-font-a00.js';

const KEYBOARD = { ArrowUp: 'UP', ArrowDown: 'DOWN', ArrowLeft: 'LEFT', ArrowRight: 'RIGHT', Enter: 'SELECT' };
const LAYOUT = [
  ['SELECT', 'select', 'red'],
  ['LEFT', 'left', 'blue'],
  ['UP', 'up', 'blue'],
  ['DOWN', 'down', 'blue'],
  ['RIGHT', 'right', 'blue'],
  ['RST', 'rst', 'black'], // the shield's reset key: resets the chip (not a firmware key)
];

/** The font with glyphs 0..7 (and their aliases 8..15) from CGRAM; the HD44780 keeps a row's
 * leftmost pixel in bit 4, the element in bit 0. */
function fontWithGlyphs(lcd) {
  const font = fontA00.slice();
  for (let g = 0; g < 8; g++) {
    const rows = lcd.glyph(g).map((r) => {
      let v = 0;
      for (let b = 0; b < 5; b++) if (r & (1 << b)) v |= 1 << (4 - b);
      return v;
    });
    font.set(rows, g * 8);
    font.set(rows, (g + 8) * 8);
  }
  return font;
}

export class UnoLcdView {
  static keyboard = KEYBOARD;
  static help = 'Keys: the arrow keys and Enter (SELECT), or click the buttons; hold a key for a long ' +
    'press (hold SELECT 0.8 s for the hint).';

  constructor(root, device, hook) {
    this.device = device;
    this.hook = hook;
    this.shown = -1;
    root.innerHTML = `
      <div class="shield" aria-label="LCD keypad shield">
        <wokwi-lcd1602 pins="none"></wokwi-lcd1602>
        <div class="keys"></div>
      </div>`;
    this.lcd = root.querySelector('wokwi-lcd1602');
    const keys = root.querySelector('.keys');
    for (const [key, label, color] of LAYOUT) {
      const reset = key === 'RST';
      keys.appendChild(keyButton({
        key, label, color,
        down: reset ? () => hook.reset() : () => hook.keyDown(key),
        up: reset ? null : () => hook.keyUp(key),
      }));
    }
    this.buttons = [...keys.querySelectorAll('wokwi-pushbutton')].filter((b) => b.dataset.key !== 'RST');
  }

  /** Called every frame: redraws when the LCD or the backlight changed. */
  update() {
    const lcd = this.device.lcd;
    const light = this.device.backlightOn();
    const stamp = lcd.version * 2 + (light ? 1 : 0);
    if (stamp !== this.shown) {
      this.shown = stamp;
      const codes = [...lcd.rowCodes(0), ...lcd.rowCodes(1)];
      this.lcd.characters = Uint8Array.from(codes);
      this.lcd.font = fontWithGlyphs(lcd);
      this.lcd.backlight = light;
      const at = lcd.displayOn && (lcd.cursorOn || lcd.blinkOn) ? lcd.cursorCell() : null;
      this.lcd.cursor = Boolean(at && lcd.cursorOn);
      this.lcd.blink = Boolean(at && lcd.blinkOn);
      if (at) [this.lcd.cursorX, this.lcd.cursorY] = [at.col, at.row];
    }
    for (const b of this.buttons) b.pressed = this.device.held.has(b.dataset.key);
  }
}
