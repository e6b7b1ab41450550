// uno_lcd.js - board `uno-lcd`: an Arduino Uno with the 16x2 LCD keypad shield and a piezo on D3
// (board/uno-lcd/README.md): the HD44780 on PB0 (RS), PB1 (E), PD4..PD7; the backlight
// transistor on PB2 (on while the pin is an input or high); five keys on one resistor ladder
// into ADC0; the piezo on PD3 (buzzer.js).
import { Hd44780 } from './hd44780.js';
import { Buzzer } from './buzzer.js';
import { F_CPU } from './mcu.js';

export const KEYS = ['RIGHT', 'UP', 'DOWN', 'LEFT', 'SELECT'];
/** ADC readings of the keys (RIGHT UP DOWN LEFT SELECT) of the three shield families the
 * firmware knows, as tests/sim uses them (--ladder u|a|b); no key reads 1023. */
export const LADDERS = {
  u: [0, 145, 329, 505, 741],
  a: [0, 100, 256, 410, 640],
  b: [0, 205, 405, 623, 824],
};
const NONE = 1023;
const VREF = 5;
const DDRB = 0x24;
const PORTB = 0x25;
const BACKLIGHT_BIT = 2;

/** Volts on A0 that avr8js converts to the reading (it takes floor(V / 5 * 1024)). */
function ladderVolts(reading) {
  return reading >= NONE ? VREF : ((reading + 0.5) * VREF) / 1024;
}

export class UnoLcd {
  static id = 'uno-lcd';
  static title = 'Arduino Uno + LCD Keypad Shield';
  static keys = KEYS;

  /** options: ladder 'u' | 'a' | 'b'; floating: () => volts for the unconnected ADC inputs
   * A1..A5 (the firmware's random seed reads them; default 0 V, as in simavr). */
  constructor(board, { ladder = 'u', floating = null } = {}) {
    if (!LADDERS[ladder]) throw new Error(`unknown ladder family '${ladder}' (u, a or b)`);
    this.board = board;
    this.ladder = LADDERS[ladder];
    this.floating = floating;
    this.held = new Set();
    const clock = () => board.now();
    this.lcd = board.add(
      new Hd44780({ rs: ['B', 0], e: ['B', 1], d4: ['D', 4], d5: ['D', 5], d6: ['D', 6], d7: ['D', 7] }, clock),
    );
    this.buzzer = board.add(new Buzzer(clock, F_CPU, { port: 'D', bit: 3 }));
    board.add({
      attach: (mcu) => {
        this.mcu = mcu;
        this.drive();
      },
      powerOff: () => {
        this.held.clear();
        this.lcd.powerOn();
      },
    });
  }

  /** The reading on A0: the pressed key nearest to ground wins, as on the ladder. */
  reading() {
    let r = NONE;
    for (const k of this.held) r = Math.min(r, this.ladder[KEYS.indexOf(k)]);
    return r;
  }

  drive() {
    if (!this.board.powered()) return;
    const adc = this.mcu.adc;
    adc.channelValues[0] = ladderVolts(this.reading());
    for (let ch = 1; ch <= 5; ch++) adc.channelValues[ch] = this.floating ? this.floating() : 0;
  }

  keyDown(key) {
    if (!KEYS.includes(key)) throw new Error(`unknown key '${key}' (${KEYS.join(' ')})`);
    this.held.add(key);
    this.drive();
  }

  /** Releases one key, or all of them. */
  keyUp(key = null) {
    if (key) this.held.delete(key);
    else this.held.clear();
    this.drive();
  }

  backlightOn() {
    if (!this.board.powered()) return false;
    const data = this.mcu.cpu.data;
    const mask = 1 << BACKLIGHT_BIT;
    return !(data[DDRB] & mask) || (data[PORTB] & mask) !== 0;
  }

  /** The display's text: the two rows joined by a newline (glyphs 0..7 as characters 8..15). */
  text() {
    return `${this.lcd.rowText(0)}\n${this.lcd.rowText(1)}`;
  }
}
