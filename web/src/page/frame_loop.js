// frame_loop.js - calls the page's frame (run the board, draw what changed) every animation
// frame while something happens, and only IDLE_PERIOD_MS apart once nothing has changed for
// IDLE_AFTER_MS: an idle page then costs the browser a few frames a second, not sixty (each
// frame costs Chromium's own work even when it draws nothing). The board's time does not
// depend on the rate: a frame runs the wall time since the last one. A key, a tap or a click
// wakes it at once (wake()). It keeps the frame times (the gaps between animation frames
// that follow one another) for the tests and make bench.
const IDLE_AFTER_MS = 500;
const IDLE_PERIOD_MS = 200;

export class FrameLoop {
  /** step(t): one frame at page time t; returns true when it changed something or something
   * is going on (output arriving, a key held, a file being sent). */
  constructor(step) {
    this.step = step;
    this.lastActive = -Infinity;
    this.timer = null;
    this.raf = null;
    this.stats = new FrameStats(); // the gaps between frames that follow one another
    this.last = null; // the time of the last frame, if the next one follows it at once
    this.waiting = []; // resolves of next()
    this.tick = (t) => {
      this.raf = null;
      if (this.last !== null) this.stats.add(t - this.last, t);
      const began = performance.now();
      if (this.step(t)) this.lastActive = t;
      this.stats.work(performance.now() - began);
      this.last = t;
      for (const resolve of this.waiting.splice(0)) resolve(t);
      if (t - this.lastActive < IDLE_AFTER_MS) {
        this.raf = requestAnimationFrame(this.tick);
      } else {
        this.last = null;
        this.timer = setTimeout(() => {
          this.timer = null;
          this.raf = requestAnimationFrame(this.tick);
        }, IDLE_PERIOD_MS);
      }
    };
  }

  start() {
    this.raf = requestAnimationFrame(this.tick);
  }

  /** A promise of the next frame (after it has drawn). */
  next() {
    this.wake();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Something happened: frames at the display's rate again, from the next one. */
  wake() {
    this.lastActive = performance.now();
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.last = null;
      this.timer = null;
      this.raf = requestAnimationFrame(this.tick);
    }
  }
}

/** The gaps between animation frames: how many, the longest, how many over 50 ms; and the
 * longest time a frame's own work took (the rest of a long gap is the browser's, or the
 * machine's). */
export class FrameStats {
  constructor() {
    this.reset();
  }

  reset() {
    this.count = 0;
    this.total = 0;
    this.max = 0;
    this.over50 = 0;
    this.maxWork = 0;
    this.late = []; // [page time, gap] of the first gaps over 50 ms
  }

  work(ms) {
    if (ms > this.maxWork) this.maxWork = ms;
  }

  add(ms, t = 0) {
    this.count++;
    this.total += ms;
    if (ms > this.max) this.max = ms;
    if (ms > 50) {
      this.over50++;
      if (this.late.length < 20) this.late.push([Math.round(t), Math.round(ms)]);
    }
  }

  summary() {
    return {
      count: this.count, mean: this.count ? this.total / this.count : 0, max: this.max, over50: this.over50, maxWork: this.maxWork,
      late: this.late.slice(),
    };
  }
}
