// serial_log.js - the serial pane's output area, cheap however much comes: the text is kept in
// blocks of at most CHUNK_LINES lines (or about CHUNK_CHARS characters), so adding text lays
// out only the last block, and the oldest blocks go once more than KEEP_LINES lines or
// KEEP_CHARS characters are shown (Save writes the whole output, serial_pane.js).
// What the board sends is shown as a terminal would: printable ASCII, tabs and line ends; CR
// is dropped (CR LF ends a line once), the flow-control bytes XON (0x11) and XOFF (0x13) are
// never shown, any other byte as \xNN. What you typed is shown in grey.
const CHUNK_CHARS = 2048;
const CHUNK_LINES = 64;
const LONG_LINE = 4 * CHUNK_CHARS;
const KEEP_CHARS = 120000;
const KEEP_LINES = 3000;
const XON = 0x11;
const XOFF = 0x13;

/** Bytes from the board as the text the pane shows. */
export function shownText(bytes) {
  let s = '';
  let run = 0; // start of a run of plain characters
  const flush = (i) => {
    if (i > run) s += String.fromCharCode(...bytes.subarray(run, i));
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if ((b >= 0x20 && b < 0x7f) || b === 10 || b === 9) {
      if (i - run >= 4096) { // (keep the spread argument small)
        flush(i);
        run = i;
      }
      continue;
    }
    flush(i);
    run = i + 1;
    if (b === 13 || b === XON || b === XOFF) continue;
    s += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  flush(bytes.length);
  return s;
}

export class SerialLog {
  constructor(el) {
    this.el = el;
    this.chunks = []; // [{ node, chars, lines, endsLine }]
    this.chars = 0;
    this.lines = 0;
    this.autoscroll = true;
    this.dirty = false;
  }

  /** Adds text of a kind: '' (the board) or 'echo' (typed). */
  add(text, kind = '') {
    const full = (c) => c.chars >= CHUNK_CHARS || c.lines >= CHUNK_LINES;
    while (text) {
      let chunk = this.chunks[this.chunks.length - 1];
      if (!chunk || (chunk.endsLine && full(chunk))) chunk = this.newChunk();
      // up to the line end that fills this block (a line started in it ends in it)
      let take = 0;
      let lines = chunk.lines;
      do {
        const nl = text.indexOf('\n', take);
        take = nl < 0 ? text.length : nl + 1;
        lines++;
      } while (take < text.length && lines < CHUNK_LINES && chunk.chars + take < CHUNK_CHARS);
      const cut = chunk.chars + take > LONG_LINE; // (a very long line goes on in the next block)
      if (cut) take = Math.max(1, LONG_LINE - chunk.chars);
      this.append(chunk, text.slice(0, take), kind);
      if (cut) chunk.endsLine = true;
      text = text.slice(take);
    }
    this.trim();
    this.dirty = true;
  }

  newChunk() {
    const node = document.createElement('div');
    this.el.appendChild(node);
    const chunk = { node, chars: 0, lines: 0, endsLine: true };
    this.chunks.push(chunk);
    return chunk;
  }

  append(chunk, text, kind) {
    const last = chunk.node.lastChild;
    if (last && (last.nodeType === Node.TEXT_NODE ? kind === '' : last.className === kind)) {
      (last.nodeType === Node.TEXT_NODE ? last : last.firstChild).appendData(text);
    } else if (kind) {
      const span = document.createElement('span');
      span.className = kind;
      span.textContent = text;
      chunk.node.appendChild(span);
    } else {
      chunk.node.appendChild(document.createTextNode(text));
    }
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
    chunk.chars += text.length;
    chunk.lines += lines;
    chunk.endsLine = text.endsWith('\n');
    this.chars += text.length;
    this.lines += lines;
  }

  trim() {
    while (this.chunks.length > 1 && (this.chars > KEEP_CHARS || this.lines > KEEP_LINES)) {
      const first = this.chunks.shift();
      first.node.remove();
      this.chars -= first.chars;
      this.lines -= first.lines;
    }
  }

  clear() {
    this.el.replaceChildren();
    this.chunks = [];
    this.chars = 0;
    this.lines = 0;
  }

  /** Once a frame: keeps the newest line in view if autoscroll is on. */
  frame() {
    if (this.dirty && this.autoscroll) this.el.scrollTop = this.el.scrollHeight;
    this.dirty = false;
  }

  /** The text shown (for the tests). */
  text() {
    return this.el.textContent;
  }
}
