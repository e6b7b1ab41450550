// targets.js - the boards "Flash my board" writes to, with their bootloaders, as Debian's
// arduino-core-avr boards.txt describes them (upload speed, maximum program size, fuses, lock
// bits; /work/shared/notes/BOOTLOADERS.md; an Uno-shaped board with the old bootloader is its
// "Duemilanove or Diecimila, ATmega328P"), and how each bootloader tells who it is: its answer
// to STK500 "get parameter" 0x81/0x82 (Optiboot: its version, 4.4; ATmegaBOOT: 1.16).
// `board` is the page's board (its HEX); `usb` the USB-serial chip the board usually has, for
// the simulated port's getInfo().

export const BOOTLOADERS = {
  optiboot: {
    name: 'Optiboot',
    file: 'optiboot/optiboot_atmega328.hex',
    is: (major) => major >= 4,
  },
  atmegaboot: {
    name: 'ATmegaBOOT (the old bootloader)',
    file: 'atmega/ATmegaBOOT_168_atmega328.hex',
    is: (major, minor) => major === 1 && minor === 0x10,
  },
};

export const FLASH_TARGETS = [
  {
    id: 'uno',
    board: 'uno-lcd',
    title: 'Arduino Uno (Optiboot, 115200 baud)',
    short: 'Uno',
    bootloader: 'optiboot',
    baud: 115200,
    room: 32256,
    fuses: { high: 0xde, low: 0xff, lock: 0x0f },
    usb: { usbVendorId: 0x2341, usbProductId: 0x0043 },
  },
  {
    id: 'uno-old',
    board: 'uno-lcd',
    title: 'Uno-style board with the old bootloader (ATmegaBOOT, 57600 baud: a Duemilanove)',
    short: 'Duemilanove',
    bootloader: 'atmegaboot',
    baud: 57600,
    room: 30720,
    fuses: { high: 0xda, low: 0xff, lock: 0x0f },
    usb: { usbVendorId: 0x0403, usbProductId: 0x6001 },
  },
  {
    id: 'nano-old',
    board: 'nano-tm1638',
    title: 'Arduino Nano, old bootloader (ATmegaBOOT, 57600 baud: most clones)',
    short: 'Nano (old bootloader)',
    bootloader: 'atmegaboot',
    baud: 57600,
    room: 30720,
    fuses: { high: 0xda, low: 0xff, lock: 0x0f },
    usb: { usbVendorId: 0x1a86, usbProductId: 0x7523 },
  },
  {
    id: 'nano',
    board: 'nano-tm1638',
    title: 'Arduino Nano, new bootloader (Optiboot, 115200 baud)',
    short: 'Nano (new bootloader)',
    bootloader: 'optiboot',
    baud: 115200,
    room: 30720,
    fuses: { high: 0xda, low: 0xff, lock: 0x0f },
    usb: { usbVendorId: 0x1a86, usbProductId: 0x7523 },
  },
];

/** The NimBox console's rate (board/<board>/board.h: 115200 on both boards). */
export const APP_BAUD = 115200;

export function flashTarget(id) {
  const t = FLASH_TARGETS.find((x) => x.id === id);
  if (!t) throw new Error(`unknown flash target '${id}' (${FLASH_TARGETS.map((x) => x.id).join(', ')})`);
  return t;
}

export function targetsForBoard(boardId) {
  return FLASH_TARGETS.filter((t) => t.board === boardId);
}
