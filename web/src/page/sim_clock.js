// sim_clock.js - runs the board on the wall clock, one slice of simulated time per animation
// frame: the wall time since the last frame times the chosen speed (1 = real time). A frame
// runs the board for at most BUDGET_MS of the page's time, so the page stays responsive; time
// a frame could not run (the machine was busy a moment) is owed and run by the next frames, up
// to MAX_OWED_MS: on a machine too slow for the board it falls behind, and the measured speed
// shows it. Paused (the
// Pause button), stepped, switched to the manual clock (tests: time moves only by run()), and
// paused while the tab is hidden: it goes on from where it was when the tab comes back, with
// no burst and no catching up (a hidden tab's time is lost to the board, as a paused one's).
import { CYCLES_PER_MS } from '../board/board.js';

const MAX_FRAME_MS = 400; // a frame later than this (a busy machine) loses the time beyond it
const MAX_OWED_MS = 1000; // simulated time owed beyond this is dropped
const BUDGET_MS = 20; // the most a frame spends running the board
const SLICE_MS = 2; // simulated time run between two looks at the page's clock, at most ...
const SLICE_WALL_MS = 2; // ... and shorter while one takes longer than this (a cold JIT at start)
export const STEP_MS = 10; // the Step button

export class SimClock {
  constructor(board, { manual = false, now = () => performance.now() } = {}) {
    this.board = board;
    this.now = now;
    this.manual = manual; // tests: no wall clock at all
    this.paused = false; // the Pause button
    this.hidden = false; // the tab is in the background
    this.speed = 1; // the chosen speed, a fraction of real time
    this.last = now();
    this.window = { sim: 0, wall: 0 }; // the speed measured over about a second
    this.measured = 0; // the last measured speed (simulated ms per wall ms)
    this.owed = 0; // simulated ms the frames so far could not run in their budget
    this.slice = SLICE_MS * CYCLES_PER_MS / 8; // cycles between two looks at the clock (adapts)
    this.listeners = new Set(); // () => void after each frame
  }

  /** True while the wall clock drives the board. */
  running() {
    return !this.manual && !this.paused && !this.hidden;
  }

  /** One animation frame at page time t (ms). */
  frame(t) {
    const real = Math.max(0, t - this.last);
    this.last = t;
    if (this.running()) {
      this.owed = Math.min(MAX_OWED_MS * Math.max(1, this.speed), this.owed + Math.min(real, MAX_FRAME_MS) * this.speed);
      const sim = this.runFor(this.owed);
      this.owed = Math.max(0, this.owed - sim);
      this.window.sim += sim;
      this.window.wall += real;
      if (this.window.wall >= 1000) {
        this.measured = this.window.sim / this.window.wall;
        this.window = { sim: 0, wall: 0 };
      }
    } else {
      this.window = { sim: 0, wall: 0 };
      this.measured = 0;
    }
    for (const l of this.listeners) l();
  }

  /** Runs up to ms of simulated time within the frame's budget; returns the time run. */
  runFor(ms) {
    const frameStart = this.now();
    const board = this.board;
    const start = board.now();
    const end = start + Math.round(ms * CYCLES_PER_MS);
    let before = frameStart;
    while (board.now() < end) {
      board.runUntil(Math.min(end, board.now() + this.slice));
      const after = this.now();
      // a slice as long as SLICE_WALL_MS of the page's time (a cold start is slow), at most SLICE_MS
      if (after - before > SLICE_WALL_MS) this.slice = Math.max(CYCLES_PER_MS / 16, this.slice / 2);
      else if (after - before < SLICE_WALL_MS / 4) this.slice = Math.min(SLICE_MS * CYCLES_PER_MS, this.slice * 2);
      before = after;
      if (after - frameStart > BUDGET_MS) break;
    }
    return (board.now() - start) / CYCLES_PER_MS;
  }

  /** The wall clock takes over again from now (no time owed for the pause). */
  restart() {
    this.last = this.now();
    this.owed = 0;
    this.window = { sim: 0, wall: 0 };
  }

  setPaused(p) {
    this.paused = p;
    this.restart();
  }

  setHidden(h) {
    this.hidden = h;
    this.restart();
  }

  setManual(m) {
    this.manual = m;
    this.restart();
  }

  /** Runs STEP_MS of simulated time at once (the Step button, while paused). */
  step() {
    this.board.runMs(STEP_MS);
  }
}
