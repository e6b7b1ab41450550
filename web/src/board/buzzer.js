// buzzer.js - the piezo on D3 (PD3 = OC2B, Timer2 toggling it in CTC mode). Two views of it:
// - tones measured from the pin's edges, split where the pin rests more than 25 ms, as the
//   simavr harness measures them (sim/buzzer_probe.c), for the tests;
// - the tone the timer is set to make, f = F_CPU / (2 N (1 + OCR2A)), from its registers as the
//   firmware writes them, for WebAudio: a change is reported at once, with its cycle.
const GAP_MS = 25;
const KEEP = 256;
const TCCR2A = 0xb0;
const TCCR2B = 0xb1;
const OCR2A = 0xb3;
const DDRD = 0x2a;
const COM2B_MASK = 0x30;
const COM2B_TOGGLE = 0x10;
const WGM_MASK_A = 0x03;
const WGM_CTC = 0x02;
const TIMER2_DIVIDERS = [0, 1, 8, 32, 64, 128, 256, 1024];

export class Buzzer {
  constructor(clock, fCpu, { port = 'D', bit = 3 } = {}) {
    this.clock = clock;
    this.fCpu = fCpu;
    this.port = port;
    this.bit = bit;
    this.tones = []; // { start, end, edges, freq } in cycles, the last KEEP
    this.count = 0; // tones ever started
    this.level = 0;
    this.freq = 0; // what the timer makes now (Hz, 0 = silent)
    this.listeners = new Set(); // (freqHz, cycle) => void
  }

  attach(mcu) {
    const port = mcu.ports[this.port];
    this.level = (port.lastValue >> this.bit) & 1;
    port.addListener((value) => this.edge((value >> this.bit) & 1));
    const { cpu } = mcu;
    for (const reg of [TCCR2A, TCCR2B, OCR2A]) {
      const original = cpu.writeHooks[reg];
      cpu.writeHooks[reg] = (value, old, addr, mask) => {
        const r = original ? original(value, old, addr, mask) : false;
        if (!r) cpu.data[reg] = value;
        this.follow(cpu.data);
        return true;
      };
    }
    this.follow(cpu.data);
  }

  /** The tone Timer2 is set to make. */
  follow(data) {
    const cs = data[TCCR2B] & 0x07;
    const on =
      (data[TCCR2A] & COM2B_MASK) === COM2B_TOGGLE &&
      (data[TCCR2A] & WGM_MASK_A) === WGM_CTC &&
      !(data[TCCR2B] & 0x08) &&
      cs !== 0 &&
      (data[DDRD] >> this.bit) & 1;
    const freq = on ? this.fCpu / (2 * TIMER2_DIVIDERS[cs] * (1 + data[OCR2A])) : 0;
    if (freq !== this.freq) {
      this.freq = freq;
      for (const l of this.listeners) l(freq, this.clock());
    }
  }

  edge(level) {
    if (level === this.level) return;
    this.level = level;
    const now = this.clock();
    const gap = (GAP_MS * this.fCpu) / 1000;
    const t = this.count ? this.tones[(this.count - 1) % KEEP] : null;
    if (!t || now - t.end > gap) {
      this.tones[this.count++ % KEEP] = { start: now, end: now, edges: 1, freq: 0 };
      return;
    }
    t.end = now;
    t.edges++;
    const span = t.end - t.start;
    t.freq = span ? Math.floor(((t.edges - 1) * this.fCpu + span) / (2 * span)) : 0;
  }

  /** Tone i (0-based, of all ever started), or null when it is no longer kept. */
  tone(i) {
    return i < this.count && this.count - i <= KEEP ? this.tones[i % KEEP] : null;
  }

  /** A power cut: the pin is low, nothing sounds. */
  powerOff() {
    this.level = 0;
    if (this.freq) {
      this.freq = 0;
      for (const l of this.listeners) l(0, this.clock());
    }
  }
}
