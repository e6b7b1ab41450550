// bootloader_board.js - a board as it comes to its user: a chip whose fuses set the boot section
// and reset vector (fuses.js), whose flash is erased but for the bootloader burnt into it, with
// SPM (self_program.js), its USB-serial chip with the DTR auto-reset (usb_serial.js), and the
// board module's parts (display, keys). What the flasher writes, the chip runs after a reset.
import { Board } from './board.js';
import { parseIntelHex } from './hex.js';
import { chipFromFuses, hex } from './fuses.js';
import { FLASH_BYTES } from './mcu.js';
import { UsbSerial } from './usb_serial.js';

/**
 * The flash as a programmer leaves it after burning a bootloader HEX into an erased chip:
 * { program (flash words), start, end (the bootloader's bytes), dropped: a note when the HEX
 * reaches past the flash (those bytes are not in the chip) }.
 */
export function burnBootloader(hexText) {
  const info = {};
  const image = new Uint8Array(parseIntelHex(hexText, 0x10000, info).buffer);
  const program = new Uint16Array(FLASH_BYTES / 2);
  new Uint8Array(program.buffer).set(image.subarray(0, FLASH_BYTES));
  let start = 0;
  while (start < FLASH_BYTES && image[start] === 0xff) start++;
  const dropped = info.end > FLASH_BYTES
    ? `the HEX reaches 0x${hex(info.end - 1, 4)}: its ${info.end - FLASH_BYTES} bytes past 0x7FFF are not in the chip`
    : null;
  return { program, start, end: Math.min(info.end, FLASH_BYTES), dropped };
}

/**
 * A board with a bootloader: Model is the board module (boards.js), fuses its bytes
 * ({ high, low, lock }), bootloaderHex the text of the bootloader's HEX. The board is powered on
 * (a power-on reset: Optiboot goes straight to the empty application, ATmegaBOOT waits).
 * onHost(byte, frameError) receives what the host's side of the USB-serial chip decodes;
 * fastForward: wait loops in one step (fast_forward.js).
 */
export function bootloaderBoard({ Model, fuses, bootloaderHex, eeprom = null, seed = 1, modelOptions = {}, onHost, fastForward = true }) {
  const chip = chipFromFuses(fuses);
  const burnt = burnBootloader(bootloaderHex);
  const board = new Board(burnt.program, { eeprom, seed, chip });
  board.fastForward = fastForward;
  board.serial.flowControl = false;
  const device = new Model(board, modelOptions);
  const usb = new UsbSerial(board, onHost);
  board.start();
  return { board, device, usb, chip, burnt };
}
