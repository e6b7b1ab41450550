// key_button.js - one of a board's keys in the page: a <wokwi-pushbutton> with its name
// written under it; pressing it calls down(), letting go up() (held as long as the mouse or
// finger stays down). Both boards' views build their keys with it.
import '@wokwi/elements/dist/esm/pushbutton-element.js';

/** A key cell; the button carries data-key (the tests find it by that). */
export function keyButton({ key, label, color, down, up = null }) {
  const cell = document.createElement('div');
  cell.className = 'key';
  const b = document.createElement('wokwi-pushbutton');
  b.setAttribute('color', color);
  b.title = label;
  b.dataset.key = key;
  b.addEventListener('button-press', down);
  if (up) b.addEventListener('button-release', up);
  const name = document.createElement('span');
  name.textContent = label;
  cell.append(b, name);
  return cell;
}
