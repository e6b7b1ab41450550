// flash_errors.js - a flash that failed, in words a user can act on; `code` says which case
// (no-serial, no-port, busy, lost, too-large, bad-hex, no-answer, wrong-baud, wrong-bootloader,
// wrong-chip, protocol, verify) for the page and the tests.
export class FlashError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'FlashError';
    this.code = code;
  }
}
