// serial_pane.js - the serial port's terminal in the page: what the firmware prints (the boot
// banner included), what you type echoed in grey (as `picocom --echo` does), a line to type
// into, one-click examples (help, a solve, a short judge run) and a file sender for judge input.
// Input goes at 115200 baud back to back, as from a USB-serial chip: bytes that find the
// firmware's receiver full are lost, as on the board, and counted here; "flow control" makes
// the sender wait for room instead.
const EXAMPLES = [
  ['help', 'help\n'],
  ['solve nim 3 4 5', 'solve nim 3 4 5\n'],
  ['judge hdu1527 (3 cases)', 'judge hdu1527\n2 1\n8 4\n4 7\n.\n'],
];
const KEEP_CHARS = 200000;

export class SerialPane {
  constructor(root, hook) {
    this.hook = hook;
    root.innerHTML = `
      <div class="serial-head">Serial port <small>115200 8N1</small></div>
      <pre class="serial-out" tabindex="0" aria-live="polite"></pre>
      <form class="serial-line">
        <input type="text" autocomplete="off" spellcheck="false" placeholder="type a command, Enter sends it" aria-label="serial input">
        <button type="submit">Send</button>
      </form>
      <div class="serial-examples"></div>
      <label class="serial-file">Send a file (judge input): <input type="file"></label>
      <label class="serial-flow"><input type="checkbox"> flow control (the sender waits while the
        board's receiver is full; a real Uno has none)</label>
      <p class="serial-lost" role="alert" hidden></p>`;
    const flow = root.querySelector('.serial-flow input');
    flow.addEventListener('change', () => hook.serial.flowControl(flow.checked));
    this.lostNote = root.querySelector('.serial-lost');
    this.lostShown = 0;
    this.out = root.querySelector('.serial-out');
    this.input = root.querySelector('input[type=text]');
    root.querySelector('form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.type(`${this.input.value}\n`);
      this.input.value = '';
    });
    const examples = root.querySelector('.serial-examples');
    for (const [label, text] of EXAMPLES) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', () => this.type(text));
      examples.appendChild(b);
    }
    root.querySelector('input[type=file]').addEventListener('change', async (e) => {
      const f = e.target.files[0];
      if (f) this.type(String.fromCharCode(...new Uint8Array(await f.arrayBuffer())));
      e.target.value = '';
    });
    this.pending = '';
  }

  /** Sends text to the board and echoes it. */
  type(text) {
    this.hook.serial.send(text);
    this.append(text, 'echo');
  }

  /** A byte from the firmware. */
  byte(b) {
    this.pending += String.fromCharCode(b);
  }

  append(text, cls) {
    const span = document.createElement('span');
    if (cls) span.className = cls;
    span.textContent = text.replace(/[^\n\t\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    this.out.appendChild(span);
    while (this.out.textContent.length > KEEP_CHARS && this.out.firstChild) this.out.firstChild.remove();
    this.out.scrollTop = this.out.scrollHeight;
  }

  /** Called every frame: shows what arrived, and what was lost. */
  update() {
    if (this.pending) {
      this.append(this.pending, '');
      this.pending = '';
    }
    const lost = this.hook.serial.lost();
    if (lost !== this.lostShown) {
      this.lostShown = lost;
      this.lostNote.hidden = lost === 0;
      this.lostNote.textContent = `${lost} byte(s) sent were lost: the board's receiver was full ` +
        '(the firmware was busy). Send slower, or tick flow control.';
    }
  }
}
