// display_png.js - a picture of the toy's display as it shows now, drawn from the board model
// (not from the page's drawing), for the Screenshot button: the LCD's 16x2 cells dot by dot
// (its custom glyphs, the backlight, the cursor), or the LED&KEY's eight LEDs and eight
// 7-segment digits. displayCanvas() draws it; displayPng() gives it as a PNG Blob.
import { fontWithGlyphs } from './uno_lcd_view.js';

// the LCD: a dot is DOT x DOT+1 px, PITCH apart; a cell 5 x 8 dots, CELL_GAP between cells
const DOT = 5;
const PITCH = 6;
const CELL_GAP = 6;
const ROW_GAP = 10;
const MARGIN = 14;
export const LCD_GEOMETRY = { DOT, PITCH, CELL_GAP, ROW_GAP, MARGIN, cellW: 5 * PITCH + CELL_GAP, cellH: 8 * (PITCH + 1) + ROW_GAP };
export const LCD_COLOURS = {
  light: { panel: '#6cb201', dot: '#62a300', ink: '#0d1a00' },
  dark: { panel: '#36590a', dot: '#325208', ink: '#0a1200' },
};

function lcdCanvas(device) {
  const lcd = device.lcd;
  const { cellW, cellH } = LCD_GEOMETRY;
  const canvas = document.createElement('canvas');
  canvas.width = 2 * MARGIN + 16 * cellW - CELL_GAP;
  canvas.height = 2 * MARGIN + 2 * cellH - ROW_GAP;
  const g = canvas.getContext('2d');
  const c = device.backlightOn() ? LCD_COLOURS.light : LCD_COLOURS.dark;
  g.fillStyle = c.panel;
  g.fillRect(0, 0, canvas.width, canvas.height);
  const font = fontWithGlyphs(lcd);
  const at = lcd.displayOn ? lcd.cursorCell() : null;
  for (let row = 0; row < 2; row++) {
    const codes = lcd.rowCodes(row);
    for (let col = 0; col < 16; col++) {
      const x0 = MARGIN + col * cellW;
      const y0 = MARGIN + row * cellH;
      const here = at && at.row === row && at.col === col;
      for (let py = 0; py < 8; py++) {
        let bits = font[codes[col] * 8 + py];
        if (here && lcd.blinkOn) bits = 0x1f; // the blinking block, caught lit
        if (here && lcd.cursorOn && py === 7) bits = 0x1f;
        for (let px = 0; px < 5; px++) {
          g.fillStyle = bits & (1 << px) ? c.ink : c.dot;
          g.fillRect(x0 + px * PITCH, y0 + py * (PITCH + 1), DOT, DOT + 1);
        }
      }
    }
  }
  return canvas;
}

// the LED&KEY: a digit is W x H, its segments SEG thick
const W = 44;
const H = 76;
const SEG = 8;
const DIGIT_GAP = 14;
export const SEG7_COLOURS = { board: '#1a1a1a', on: '#ff2a1a', off: '#3b1512', ledOn: '#ff3b30', ledOff: '#5c2b2b' };

/** The seven segments a..g as rectangles [x, y, w, h] in a W x H digit. */
const SEGMENTS = [
  [SEG, 0, W - 2 * SEG, SEG], // a
  [W - SEG, SEG, SEG, H / 2 - 1.5 * SEG], // b
  [W - SEG, H / 2 + SEG / 2, SEG, H / 2 - 1.5 * SEG], // c
  [SEG, H - SEG, W - 2 * SEG, SEG], // d
  [0, H / 2 + SEG / 2, SEG, H / 2 - 1.5 * SEG], // e
  [0, SEG, SEG, H / 2 - 1.5 * SEG], // f
  [SEG, H / 2 - SEG / 2, W - 2 * SEG, SEG], // g
];
export const SEG7_GEOMETRY = { W, H, SEG, DIGIT_GAP, MARGIN, SEGMENTS, ledY: MARGIN + 10, digitY: MARGIN + 40 };

function ledKeyCanvas(device) {
  const tm = device.tm1638;
  const digits = tm.digits();
  const leds = tm.leds();
  const canvas = document.createElement('canvas');
  const step = W + DIGIT_GAP + SEG; // a digit and its point
  canvas.width = 2 * MARGIN + 8 * step + 24;
  canvas.height = SEG7_GEOMETRY.digitY + H + MARGIN;
  const g = canvas.getContext('2d');
  g.fillStyle = SEG7_COLOURS.board;
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 8; i++) {
    const x0 = MARGIN + i * step + (i >= 4 ? 24 : 0);
    g.fillStyle = leds[i] === '1' ? SEG7_COLOURS.ledOn : SEG7_COLOURS.ledOff;
    g.beginPath();
    g.arc(x0 + W / 2, SEG7_GEOMETRY.ledY, 9, 0, 2 * Math.PI);
    g.fill();
    SEGMENTS.forEach(([x, y, w, h], s) => {
      g.fillStyle = digits[i] & (1 << s) ? SEG7_COLOURS.on : SEG7_COLOURS.off;
      g.fillRect(x0 + x, SEG7_GEOMETRY.digitY + y, w, h);
    });
    g.fillStyle = digits[i] & 0x80 ? SEG7_COLOURS.on : SEG7_COLOURS.off;
    g.fillRect(x0 + W + 3, SEG7_GEOMETRY.digitY + H - SEG, SEG, SEG);
  }
  return canvas;
}

/** The display of `device` (board `boardId`) drawn on a new canvas. */
export function displayCanvas(boardId, device) {
  return boardId === 'nano-tm1638' ? ledKeyCanvas(device) : lcdCanvas(device);
}

export function displayPng(boardId, device) {
  const canvas = displayCanvas(boardId, device);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
