// eeprom_store.js - keeps a board's EEPROM in the browser's localStorage, so settings, stats
// and a saved game survive a reload (one entry per board, 1024 bytes as hex). Written a moment
// after the firmware's writes stop and when the page is hidden or closed.
const SAVE_DELAY_MS = 300;

export class EepromStore {
  constructor(boardId, storage = globalThis.localStorage) {
    this.key = `nimbox:eeprom:${boardId}`;
    this.storage = storage;
    this.timer = null;
  }

  /** The saved bytes, or null when there are none (a new chip: all 0xFF). */
  load(size = 1024) {
    const hex = this.storage?.getItem(this.key);
    if (!hex || hex.length !== size * 2 || !/^[0-9a-f]*$/.test(hex)) return null;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = parseInt(hex.substr(i * 2, 2), 16);
    return bytes;
  }

  save(bytes) {
    clearTimeout(this.timer);
    this.timer = null;
    let hex = '';
    for (const b of bytes) hex += b.toString(16).padStart(2, '0');
    try {
      this.storage?.setItem(this.key, hex);
    } catch {
      // storage full or forbidden: the EEPROM then lives as long as the page
    }
  }

  /** Follows an EEPROM (EepromCells): saves it soon after each write. */
  follow(cells) {
    cells.onWrite = () => {
      if (!this.timer) this.timer = setTimeout(() => this.save(cells.memory), SAVE_DELAY_MS);
    };
    const now = () => this.save(cells.memory);
    addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', () => document.hidden && now());
  }

  erase() {
    this.storage?.removeItem(this.key);
  }
}
