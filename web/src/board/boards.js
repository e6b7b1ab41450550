// boards.js - the boards the simulator knows, one module each (uno_lcd.js ...). A board module
// is a class with static id, title and keys, built as new Board(board, options) on a Board
// (board.js): it adds its parts, and gives keyDown(key), keyUp(key?), text() and its parts.
// A new board is a new module and one line here; the page adds its view in page/views.js.
import { UnoLcd } from './uno_lcd.js';
import { NanoTm1638 } from './nano_tm1638.js';

export const BOARD_MODELS = [UnoLcd, NanoTm1638];

export function boardModel(id) {
  const m = BOARD_MODELS.find((b) => b.id === id);
  if (!m) throw new Error(`unknown board '${id}' (${BOARD_MODELS.map((b) => b.id).join(', ')})`);
  return m;
}
