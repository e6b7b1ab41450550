// keys.js - how the person's keys reach the toy: the computer's keyboard (the view's map:
// arrows, Enter ...), mouse clicks, taps and held fingers on the drawn keys. A key of the toy
// stays down while any of them holds it (two fingers, a finger and a key). Arrows and Enter go
// to the toy wherever the focus is, except in a text field (the serial input); a page button
// clicked by the mouse or a finger gives the focus back at once, so it never keeps the
// keyboard (Enter would click it again).
const TEXT_FIELD = 'input:not([type]), input[type=text], input[type=search], input[type=number], textarea, [contenteditable]';

export class KeyInput {
  /** press(key) / release(key): the toy's own key goes down / up. */
  constructor({ press, release }) {
    this.press = press;
    this.release = release;
    this.holders = new Map(); // key -> Set of what holds it ('kbd:Enter', 'ptr:3' ...)
  }

  down(key, who) {
    let set = this.holders.get(key);
    if (!set) this.holders.set(key, (set = new Set()));
    if (set.has(who)) return;
    set.add(who);
    if (set.size === 1) this.press(key);
  }

  up(key, who) {
    const set = this.holders.get(key);
    if (!set || !set.delete(who)) return;
    if (set.size === 0) {
      this.holders.delete(key);
      this.release(key);
    }
  }

  /** Lets go of every key (the window lost the focus, the power was cut). */
  upAll() {
    for (const [key, set] of this.holders) {
      set.clear();
      this.release(key);
    }
    this.holders.clear();
  }
}

/** The computer's keyboard: keyboard maps KeyboardEvent.key to the toy's key names. */
export function followKeyboard(input, keyboard, { onGesture = () => {} } = {}) {
  addEventListener('keydown', (e) => {
    onGesture();
    const key = keyboard[e.key];
    if (!key || e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.(TEXT_FIELD)) return;
    e.preventDefault(); // not the focused button's Enter, not the page's scrolling
    e.stopPropagation();
    input.down(key, `kbd:${e.key}`);
  }, { capture: true });
  addEventListener('keyup', (e) => {
    const key = keyboard[e.key];
    if (key) input.up(key, `kbd:${e.key}`);
  }, { capture: true });
  addEventListener('blur', () => input.upAll());
}

/** A control clicked by a pointer lets the focus go (a keyboard user's Tab focus stays). */
export function releaseFocusAfterClicks(root = document) {
  root.addEventListener('click', (e) => {
    const control = e.target.closest?.('button, input[type=checkbox], input[type=file], label');
    if (control && e.detail > 0) queueMicrotask(() => document.activeElement?.blur());
  });
  root.addEventListener('change', (e) => {
    if (e.target.matches?.('select')) e.target.blur();
  });
}

/**
 * Makes `cell` one of the toy's keys for mouse, pen and touch: held while the pointer stays
 * down (a long press by holding), captured so sliding off does not lose it. No scrolling,
 * zooming, text selection or context menu starts on it.
 */
export function pointerKey(cell, { input, key, onPress = null }) {
  cell.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    e.preventDefault(); // no focus change, no emulated mouse events after a touch
    document.activeElement?.blur?.(); // the keyboard goes to the toy
    cell.setPointerCapture?.(e.pointerId);
    if (onPress) onPress();
    else input.down(key, `ptr:${e.pointerId}`);
  });
  const up = (e) => {
    if (!onPress) input.up(key, `ptr:${e.pointerId}`);
  };
  cell.addEventListener('pointerup', up);
  cell.addEventListener('pointercancel', up);
  cell.addEventListener('lostpointercapture', up);
  cell.addEventListener('contextmenu', (e) => e.preventDefault());
}
