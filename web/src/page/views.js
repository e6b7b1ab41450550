// views.js - the page's drawing of each board (board id -> view class). A view is built as
// new View(root, device, hook), has update() called every frame and a static keyboard map
// (KeyboardEvent.key -> the board's key name).
import { UnoLcdView } from './uno_lcd_view.js';
import { NanoTm1638View } from './nano_tm1638_view.js';

export const VIEWS = {
  'uno-lcd': UnoLcdView,
  'nano-tm1638': NanoTm1638View,
};
