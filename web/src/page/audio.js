// audio.js - the piezo through WebAudio: a square wave at the frequency Timer2 is set to make,
// switched at the simulated moment the firmware set it, a fixed latency behind the simulation.
// Browsers allow sound only after a user gesture: enable() is called from one.
const LATENCY_S = 0.06;
const VOLUME = 0.08;

export class BuzzerAudio {
  constructor(fCpu) {
    this.fCpu = fCpu;
    this.ctx = null;
    this.muted = false;
    this.anchor = null; // { audio: seconds, cycle } of the frame being run
    this.lastT = 0;
    this.scheduled = 0; // tone changes handed to WebAudio
  }

  enable() {
    if (this.ctx) {
      this.ctx.resume?.();
      return;
    }
    const Ctx = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Ctx) return;
    this.ctx = new Ctx();
    this.osc = this.ctx.createOscillator();
    this.osc.type = 'square';
    this.gain = this.ctx.createGain();
    this.gain.gain.value = 0;
    this.osc.connect(this.gain).connect(this.ctx.destination);
    this.osc.start();
  }

  /** A frame of simulation starts at board cycle `cycle`. */
  frame(cycle) {
    if (this.ctx) this.anchor = { audio: this.ctx.currentTime + LATENCY_S, cycle };
  }

  /** The buzzer's tone changed (Hz, 0 = silent) at board cycle `cycle`. */
  tone(freq, cycle) {
    if (!this.ctx || !this.anchor) return;
    const t = Math.max(this.anchor.audio + (cycle - this.anchor.cycle) / this.fCpu, this.lastT, this.ctx.currentTime);
    this.lastT = t;
    this.scheduled++;
    if (freq) this.osc.frequency.setValueAtTime(freq, t);
    this.gain.gain.setValueAtTime(freq && !this.muted ? VOLUME : 0, t);
  }

  /** 'off' before the first gesture, then the AudioContext's state. */
  state() {
    return this.ctx ? this.ctx.state : 'off';
  }

  /** The board stopped (paused, a hidden tab): the tone it left on stops too, until it goes on. */
  hold(on) {
    if (!this.ctx) return;
    if (on) this.ctx.suspend?.();
    else this.ctx.resume?.();
  }

  setMuted(m) {
    this.muted = m;
    if (this.ctx && m) this.gain.gain.setValueAtTime(0, this.ctx.currentTime);
  }
}
