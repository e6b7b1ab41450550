// key_button.js - one of a board's keys in the page: a <wokwi-pushbutton> (its body, not its
// legs) drawn in a cell
// with the key's name under it (and, for the Nano, the job its sticker gives it). The whole
// cell takes the mouse, the finger or the pen (keys.js pointerKey): held as long as it stays
// down, so holding makes a long press. Both boards' views build their keys with it; the cell
// carries data-key (the tests find it by that).
import '@wokwi/elements/dist/esm/pushbutton-element.js';
import { pointerKey } from './keys.js';

export function keyButton({ key, label, job = '', color, input, onPress = null }) {
  const cell = document.createElement('div');
  cell.className = 'key';
  cell.dataset.key = key;
  cell.title = job ? `${label}: ${job.replace(/\s+/g, ' ').trim()}` : label;
  const b = document.createElement('wokwi-pushbutton');
  b.setAttribute('color', color);
  const cap = document.createElement('span');
  cap.className = 'cap'; // the switch's body only: its legs are under the board
  cap.appendChild(b);
  const name = document.createElement('span');
  name.className = 'key-name';
  name.textContent = label;
  cell.append(cap, name);
  if (job) {
    const sticker = document.createElement('span');
    sticker.className = 'key-job';
    sticker.textContent = job;
    cell.append(sticker);
  }
  pointerKey(cell, { input, key, onPress });
  return { cell, button: b };
}
