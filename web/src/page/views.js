// views.js - the page's drawing of each board (board id -> view class). A view is built as
// new View(root, device, { input, reset }) (input: keys.js KeyInput; reset: the reset key), has
// update() called every frame (true when it drew something), a static keyboard map
// (KeyboardEvent.key -> the board's key name) and a static help text.
import { UnoLcdView } from './uno_lcd_view.js';
import { NanoTm1638View } from './nano_tm1638_view.js';

export const VIEWS = {
  'uno-lcd': UnoLcdView,
  'nano-tm1638': NanoTm1638View,
};
