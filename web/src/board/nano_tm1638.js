// nano_tm1638.js - board `nano-tm1638`: an Arduino Nano with the TM1638 LED&KEY module (eight
// 7-segment digits, eight LEDs, keys S1..S8) on STB = PD4, CLK = PD6, DIO = PD7
// (board/nano-tm1638/board.h), and the piezo on PD3 (buzzer.js).
import { Tm1638 } from './tm1638.js';
import { Buzzer } from './buzzer.js';
import { F_CPU } from './mcu.js';
import { seg7Text } from './seg7.js';

export const KEYS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8'];

export class NanoTm1638 {
  static id = 'nano-tm1638';
  static title = 'Arduino Nano + TM1638 LED&KEY';
  static keys = KEYS;
  static chords = true; // keys may be held together (the module scans them all)

  /** options: floating: () => volts for the unconnected ADC inputs (the random seed). */
  constructor(board, { floating = null } = {}) {
    this.board = board;
    this.floating = floating;
    this.held = new Set();
    this.tm1638 = board.add(new Tm1638(board, { port: 'D', stb: 4, clk: 6, dio: 7 }));
    this.buzzer = board.add(new Buzzer(() => board.now(), F_CPU, { port: 'D', bit: 3 }));
    board.add({
      attach: (mcu) => {
        for (let ch = 0; ch <= 7; ch++) mcu.adc.channelValues[ch] = this.floating ? this.floating() : 0;
      },
      powerOff: () => this.held.clear(),
    });
  }

  keyDown(key) {
    if (!KEYS.includes(key)) throw new Error(`unknown key '${key}' (${KEYS.join(' ')})`);
    this.held.add(key);
    this.tm1638.setKeys(this.mask());
  }

  keyUp(key = null) {
    if (key) this.held.delete(key);
    else this.held.clear();
    this.tm1638.setKeys(this.mask());
  }

  mask() {
    let m = 0;
    for (const k of this.held) m |= 1 << KEYS.indexOf(k);
    return m;
  }

  /** What the module shows: the 8 digits as text (points as '.'), a newline, the LEDs (0/1). */
  text() {
    return `${seg7Text(this.tm1638.digits())}\n${this.tm1638.leds()}`;
  }
}
