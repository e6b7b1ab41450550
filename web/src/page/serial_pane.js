// serial_pane.js - the serial monitor beside the toy: what the board prints (serial_log.js),
// a line to type into with the line ending of your choice (none, LF, CR, CR LF, as the Arduino
// Serial Monitor offers), one-click examples, a file sender with progress and cancel
// (file_sender.js), XON/XOFF, Clear, Save (the board's output as a file), autoscroll, and the
// "bytes lost" note (loss_watch.js: every loss the board reports).
//
// The path it models: the page's sender is wired straight to the chip's RX pin at 115200 baud
// (there is no USB-serial bridge in the page's model). With XON/XOFF on (the default) it
// honours the board's XOFF as a terminal with IXON does (`picocom --flow x`): it sees the XOFF
// when its last bit arrives and stops after the byte it is sending then, and goes on at XON.
// Off, it sends back to back whatever happens to the bytes, and the board reports what it lost.
import { SerialLog, shownText } from './serial_log.js';
import { LossWatch } from './loss_watch.js';
import { FileSender } from './file_sender.js';

const EXAMPLES = [
  ['help', 'help\n'],
  ['solve nim 3 4 5', 'solve nim 3 4 5\n'],
  ['judge hdu1527 (3 cases)', 'judge hdu1527\n2 1\n8 4\n4 7\n.\n'],
];
const ENDINGS = [['', 'no ending'], ['\n', 'LF'], ['\r', 'CR'], ['\r\n', 'CR LF']];
// The XOFF is seen one byte time after it began; meanwhile at most one more byte has started.
export const XOFF_IN_FLIGHT = 1;
const PROGRESS_EVERY_MS = 250;
const OUTPUT_EVERY_MS = 100; // new output is drawn at most this often (a stream: 10 times a second)
const SETTINGS_KEY = 'nimbox:serial';

const kb = (n) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${(n / 1024).toFixed(n < 10240 ? 1 : 0)} KB`);

export class SerialPane {
  /** root: the pane's element; serial: the board's SerialLine. */
  constructor(root, serial) {
    this.serial = serial;
    root.innerHTML = `
      <div class="serial-head">
        <h2>Serial port <small>115200 8N1</small></h2>
        <div class="serial-tools">
          <button type="button" class="serial-clear" title="Clear the output (and the bytes lost note)">Clear</button>
          <button type="button" class="serial-save" title="Save what the board printed since the last Clear as a file">Save</button>
          <label><input type="checkbox" class="serial-autoscroll"> Autoscroll</label>
        </div>
      </div>
      <div class="serial-out" role="log" tabindex="0" aria-label="serial output"></div>
      <form class="serial-line">
        <input type="text" autocomplete="off" spellcheck="false" enterkeyhint="send"
          placeholder="type a command, Enter sends it" aria-label="serial input">
        <select class="serial-eol" aria-label="line ending" title="What Send adds to the line: no line ending, LF (new line), CR or CR LF"></select>
        <button type="submit">Send</button>
      </form>
      <div class="serial-examples"></div>
      <div class="serial-file">
        <label class="file-button">Send a file&hellip;<input type="file" aria-label="send a file"></label>
        <progress max="1" value="0"></progress>
        <span class="serial-progress">no file being sent</span>
        <button type="button" class="serial-cancel" disabled>Cancel</button>
      </div>
      <label class="serial-flow"><input type="checkbox"> XON/XOFF: pause sending while the board
        says XOFF (as <code>picocom --flow x</code>)</label>
      <p class="serial-lost" role="status">no input lost</p>
      <p class="help serial-help">The page's sender is wired straight to the chip's RX pin (there is no
        USB-serial bridge in this model): it sends at 115200 baud, byte after byte. With XON/XOFF
        ticked it stops within one byte of the board's XOFF and goes on at its XON, as
        <code>picocom --flow x</code> does (a terminal behind a USB bridge sends up to 16 to 30
        more, which the board allows for; a reset of the board lets a held sender go); unticked
        it sends on regardless, and the board reports what it lost. XON and XOFF are never shown or saved. Save writes what the board printed
        since the last Clear; typing is refused while a file goes out.</p>`;
    const $ = (s) => root.querySelector(s);
    this.log = new SerialLog($('.serial-out'));
    this.loss = new LossWatch();
    this.sender = new FileSender(serial);
    this.shownTo = serial.output.length; // board output shown up to here
    this.saveFrom = 0; // ... and saved from here (the last Clear)
    this.lostBase = serial.lost;
    this.lostNote = $('.serial-lost');
    this.input = $('.serial-line input');
    this.eol = $('.serial-eol');
    this.progress = $('progress');
    this.progressText = $('.serial-progress');
    this.cancelButton = $('.serial-cancel');
    this.shownNote = '';
    this.shownProgress = '';
    this.progressAt = 0;
    this.refusedUntil = 0;
    this.outputAt = 0;

    for (const [v, t] of ENDINGS) this.eol.add(new Option(t, v));
    const settings = this.loadSettings();
    this.eol.value = settings.eol;
    const autoscroll = $('.serial-autoscroll');
    autoscroll.checked = this.log.autoscroll = settings.autoscroll;
    autoscroll.addEventListener('change', () => {
      this.log.autoscroll = autoscroll.checked;
      this.saveSettings();
    });
    const flow = $('.serial-flow input');
    flow.checked = settings.xonxoff;
    this.setXonXoff(settings.xonxoff);
    flow.addEventListener('change', () => {
      this.setXonXoff(flow.checked);
      this.saveSettings();
    });
    this.flowBox = flow;
    this.autoscrollBox = autoscroll;
    this.eol.addEventListener('change', () => this.saveSettings());

    $('form').addEventListener('submit', (e) => {
      e.preventDefault();
      if (this.type(this.input.value + this.eol.value)) this.input.value = '';
    });
    const examples = $('.serial-examples');
    for (const [label, text] of EXAMPLES) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', () => this.type(text));
      examples.appendChild(b);
    }
    $('input[type=file]').addEventListener('change', (e) => {
      const f = e.target.files[0];
      e.target.value = '';
      if (f) this.sendFile(f);
    });
    this.cancelButton.addEventListener('click', () => this.sender.cancel());
    this.sender.listeners.add(() => this.showProgress(true));
    $('.serial-clear').addEventListener('click', () => this.clear());
    $('.serial-save').addEventListener('click', () => this.save());
  }

  loadSettings() {
    const s = { eol: '\n', autoscroll: true, xonxoff: true };
    try {
      Object.assign(s, JSON.parse(localStorage.getItem(SETTINGS_KEY)) || {});
    } catch {
      // none saved, or not readable: the defaults
    }
    if (!ENDINGS.some(([v]) => v === s.eol)) s.eol = '\n';
    return s;
  }

  saveSettings() {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({
        eol: this.eol.value, autoscroll: this.autoscrollBox.checked, xonxoff: this.flowBox.checked,
      }));
    } catch {
      // storage forbidden: the settings last as long as the page
    }
  }

  setXonXoff(on) {
    this.serial.flowControl = false; // the page's sender never waits for room it cannot see
    this.serial.useXonXoff(on, XOFF_IN_FLIGHT);
    if (this.flowBox) this.flowBox.checked = on;
  }

  /** Sends typed text (UTF-8) and shows it; false while a file is going out. */
  type(text) {
    if (this.refuseWhileSending()) return false;
    this.flush();
    this.serial.send(new TextEncoder().encode(text));
    this.log.add(text.replace(/\r\n?/g, '\n'), 'echo');
    return true;
  }

  sendFile(file) {
    if (this.refuseWhileSending()) return;
    this.flush();
    this.sender.start(file);
    this.showProgress(true);
  }

  /** True (and says so under the progress bar) while a file is going out. */
  refuseWhileSending() {
    if (!this.sender.busy()) return false;
    this.progressText.textContent = this.shownProgress = 'a file is being sent: wait for it, or cancel it';
    this.refusedUntil = performance.now() + 3000;
    return true;
  }

  /** Shows the board's output up to now; true if there was any. */
  flush() {
    const out = this.serial.output;
    if (this.shownTo >= out.length) return false;
    const fresh = out.view(this.shownTo);
    this.shownTo = out.length;
    this.loss.feed(fresh);
    const text = shownText(fresh);
    if (text) this.log.add(text);
    return true;
  }

  clear() {
    this.flush();
    this.log.clear();
    this.saveFrom = this.serial.output.length;
    this.loss.reset();
    this.lostBase = this.serial.lost;
    this.showLost();
  }

  /** The board's output since the last Clear, without the flow-control bytes. */
  savedBytes() {
    const v = this.serial.output.view(this.saveFrom);
    return v.filter((b) => b !== 0x11 && b !== 0x13);
  }

  save() {
    const url = URL.createObjectURL(new Blob([this.savedBytes()], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `nimbox-serial-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  /** Called every frame: shows what arrived, the file's progress, and what was lost; true
   * while something goes on (output arrived, a file or typed bytes going out). */
  update(now = performance.now()) {
    const waiting = this.shownTo < this.serial.output.length;
    if (waiting && now - this.outputAt >= OUTPUT_EVERY_MS) {
      this.outputAt = now;
      this.flush();
    }
    this.sender.pump();
    if (now - this.progressAt >= PROGRESS_EVERY_MS) {
      this.progressAt = now;
      this.showProgress();
      this.showLost();
    }
    this.log.frame();
    return waiting || this.serial.pending.length > 0 || this.sender.busy();
  }

  showProgress(force = false) {
    const s = this.sender;
    let text;
    if (s.busy()) {
      const pct = s.size ? Math.floor((100 * s.sent()) / s.size) : 100;
      text = `${kb(s.sent())} of ${kb(s.size)} (${pct}%)${this.serial.stopped() ? ', held by XOFF' : ''}`;
    } else if (s.state === 'idle') {
      text = 'no file being sent';
    } else if (s.state === 'failed') {
      text = `could not read ${s.name}: ${s.error}`;
    } else {
      text = `${s.state === 'done' ? 'sent' : 'cancelled'} ${s.name}: ${s.sent()} of ${s.size} bytes`;
    }
    if (!force && (text === this.shownProgress || performance.now() < this.refusedUntil)) return;
    this.shownProgress = text;
    this.progressText.textContent = text;
    this.progress.value = s.size ? s.sent() / s.size : 0;
    this.cancelButton.disabled = !s.busy();
  }

  /** The "bytes lost" note: the board's own reports, and bytes its receiver never took. */
  showLost() {
    const l = this.loss;
    const wire = this.serial.lost - this.lostBase;
    let text = 'no input lost';
    if (l.any() || wire) {
      const parts = [];
      if (l.reports) parts.push(`${l.bytes} bytes lost, by the board's count (${l.reports} error line${l.reports > 1 ? 's' : ''})`);
      if (l.asleep) parts.push(`${l.asleep} line${l.asleep > 1 ? 's' : ''} lost while the board slept`);
      if (wire) parts.push(`${wire} bytes overran the chip's receiver`);
      text = `Input lost: ${parts.join('; ')}. ${l.last ? `Last: "${l.last}". ` : ''}` +
        `${this.serial.xonxoff ? 'Send slower.' : 'Tick XON/XOFF, or send slower.'}`;
    }
    if (text === this.shownNote) return;
    this.shownNote = text;
    this.lostNote.textContent = text;
    this.lostNote.classList.toggle('lost', text !== 'no input lost');
  }
}
