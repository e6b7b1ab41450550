// uno_lcd_view.js - draws board `uno-lcd` in the page as the LCD keypad shield looks: the 16x2
// LCD (@wokwi/elements; its custom glyphs copied in from the model's CGRAM, the backlight, the
// cursor) over the shield's keys as they sit on it: SELECT, LEFT, UP above DOWN, RIGHT, and
// the reset key RST. A key is held as long as the mouse, finger or keyboard key is down
// (arrows and Enter), so holding makes a long press. Only what changed is drawn again.
import '@wokwi/elements/dist/esm/lcd1602-element.js';
import { keyButton } from './key_button.js';
import { fontA00 } from '@wokwi/elements/dist/esm/lcd1602-font-a00.js';

const KEYBOARD = { ArrowUp: 'UP', ArrowDown: 'DOWN', ArrowLeft: 'LEFT', ArrowRight: 'RIGHT', Enter: 'SELECT' };
const LAYOUT = [ // key, label, colour, grid area (the shield's own places)
  ['SELECT', 'select', 'red', 'select'],
  ['LEFT', 'left', 'blue', 'left'],
  ['UP', 'up', 'blue', 'up'],
  ['DOWN', 'down', 'blue', 'down'],
  ['RIGHT', 'right', 'blue', 'right'],
  ['RST', 'rst', 'black', 'rst'], // the shield's reset key: resets the chip (not a firmware key)
];

/** The font with glyphs 0..7 (and their aliases 8..15) from CGRAM; the HD44780 keeps a row's
 * leftmost pixel in bit 4, the element in bit 0. */
export function fontWithGlyphs(lcd) {
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

const same = (a, b) => Boolean(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/** Draws the keys held as pressed; true if any changed. */
export function pressedKeys(buttons, held) {
  let changed = false;
  for (const [key, b] of buttons) {
    const down = held.has(key);
    if (b.pressed !== down) {
      b.pressed = down;
      changed = true;
    }
  }
  return changed;
}

export class UnoLcdView {
  static keyboard = KEYBOARD;
  static help = 'Keys: the arrow keys and Enter (SELECT), or click or tap the drawn keys; hold one ' +
    'for a long press (hold SELECT 0.8 s for the hint). RST is the shield\'s reset key.';

  constructor(root, device, { input, reset }) {
    this.device = device;
    this.shown = -1;
    this.codes = null;
    this.cgram = null;
    root.innerHTML = `
      <div class="shield" aria-label="LCD keypad shield">
        <wokwi-lcd1602 pins="none"></wokwi-lcd1602>
        <div class="keys"></div>
      </div>`;
    this.lcd = root.querySelector('wokwi-lcd1602');
    const keys = root.querySelector('.keys');
    this.buttons = [];
    for (const [key, label, color, area] of LAYOUT) {
      const reset = key === 'RST';
      const { cell, button } = keyButton({ key, label, color, input, onPress: reset ? reset : null });
      cell.style.gridArea = area;
      keys.appendChild(cell);
      if (!reset) this.buttons.push([key, button]);
    }
  }

  /** Called every frame: draws again only what changed; true if anything did. */
  update() {
    const lcd = this.device.lcd;
    const light = this.device.backlightOn();
    const stamp = lcd.version * 2 + (light ? 1 : 0);
    let drawn = false;
    if (stamp !== this.shown) {
      this.shown = stamp;
      const codes = [...lcd.rowCodes(0), ...lcd.rowCodes(1)];
      const at = lcd.displayOn && (lcd.cursorOn || lcd.blinkOn) ? lcd.cursorCell() : null;
      const look = [light, Boolean(at && lcd.cursorOn), Boolean(at && lcd.blinkOn), at?.col, at?.row];
      if (!same(this.codes, codes)) {
        this.lcd.characters = Uint8Array.from((this.codes = codes));
        drawn = true;
      }
      if (!same(this.cgram, lcd.cgram)) {
        this.cgram = Array.from(lcd.cgram);
        this.lcd.font = fontWithGlyphs(lcd);
        drawn = true;
      }
      if (!same(this.look, look)) {
        this.look = look;
        [this.lcd.backlight, this.lcd.cursor, this.lcd.blink] = look;
        if (at) [this.lcd.cursorX, this.lcd.cursorY] = [at.col, at.row];
        drawn = true;
      }
    }
    return pressedKeys(this.buttons, this.device.held) || drawn;
  }
}
