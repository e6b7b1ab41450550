// watchdog.js - the ATmega328P's watchdog and reset flags where avr8js's are kinder (datasheet
// 10.8, 10.9; the bootloaders depend on them):
// - MCUSR: a flag is cleared by writing 0 to it and never set by writing 1 (avr8js stored the
//   value). The board keeps the flags across resets other than power-on (board.js).
// - WDRF set forces WDE on: after a watchdog reset the watchdog runs again at once, at its
//   shortest time-out (16 ms), until the program clears WDRF and then WDE (avr8js started each
//   chip with the watchdog off: the old Nano bootloader's loop after a watchdog reset never
//   showed).
// - WDE may be set without the timed sequence (safety level 1); clearing it and changing WDP
//   need WDCE|WDE first, then the new value within four cycles (avr8js refused to set WDE).
// - Writing WDTCSR does not restart the count: a new time-out counts from the last WDR (or the
//   last time-out), and takes effect at once (avr8js restarted the count at every write, and
//   kept the check it had scheduled for the old time-out: a shorter one fired late, up to the
//   old length; Optiboot's 16 ms exit after its 1 s wait took a second).
const MCUSR = 0x54;
const WDTCSR = 0x60;
const WDRF = 0x08;
const WDIF = 0x80;
const WDIE = 0x40;
const WDCE = 0x10;
const WDE = 0x08;
const WDP = 0x27; // WDP3, WDP2..0
const TIMED_CYCLES = 4;

export function fixWatchdog(mcu) {
  const { cpu, watchdog: wd } = mcu;
  let countFrom = cpu.cycles; // the count's start: the last WDR, time-out or switch-on
  const restart = wd.resetWatchdog.bind(wd);
  wd.resetWatchdog = () => {
    countFrom = cpu.cycles;
    restart();
  };
  const reschedule = () => {
    wd.watchdogTimeout = countFrom + Math.floor((wd.clock.frequency / wd.clockFrequency) * wd.prescaler);
    cpu.clearClockEvent(wd.checkWatchdog);
    wd.scheduled = wd.enabled;
    if (wd.enabled) cpu.addClockEvent(wd.checkWatchdog, wd.watchdogTimeout - cpu.cycles);
  };
  cpu.writeHooks[MCUSR] = (value, old) => {
    cpu.data[MCUSR] = old & value;
    return true;
  };
  cpu.writeHooks[WDTCSR] = (value, old) => {
    cpu.clearInterruptByFlag(wd.Watchdog, value); // WDIF written 1 is cleared
    const flag = cpu.data[WDTCSR] & WDIF;
    if (value & WDCE && value & WDE) {
      wd.changeEnabledCycles = cpu.cycles + TIMED_CYCLES; // the timed sequence's first step
      return true;
    }
    let v = value & (WDIE | WDE | WDP);
    if (cpu.cycles >= wd.changeEnabledCycles) v = (v & ~WDP) | (old & WDP) | (old & WDE); // WDE may only be set
    wd.changeEnabledCycles = 0;
    if (cpu.data[MCUSR] & WDRF) v |= WDE;
    const wasOn = wd.enabled;
    cpu.data[WDTCSR] = v | flag;
    wd.enabledValue = (v & (WDE | WDIE)) !== 0;
    if (wd.enabled && !wasOn) countFrom = cpu.cycles;
    reschedule();
    return true;
  };
  if (cpu.data[MCUSR] & WDRF) {
    cpu.data[WDTCSR] = WDE; // the shortest time-out, counting from the chip's start
    wd.enabledValue = true;
    reschedule();
  }
  return {
    /** Where the chip starts running: the watchdog counts from there. */
    startAt(cycle) {
      countFrom = cycle;
      reschedule();
    },
  };
}
