// stk500.js - STK500 version 1, the protocol of avrdude's `-c arduino` that Optiboot and
// ATmegaBOOT answer (avrdude's stk500.c; optiboot.c and ATmegaBOOT_168.c as Debian ships them):
// every command ends with CRC_EOP (0x20); the bootloader answers INSYNC (0x14), the data asked
// for, then OK (0x10). Addresses are in words, little-endian; page lengths big-endian.
// Works on any link with write(bytes), read(n, timeoutMs) and drain() (serial_link.js).

export const STK = {
  OK: 0x10,
  FAILED: 0x11,
  NOSYNC: 0x15,
  INSYNC: 0x14,
  CRC_EOP: 0x20,
  GET_SYNC: 0x30,
  GET_PARAMETER: 0x41,
  SET_DEVICE: 0x42,
  SET_DEVICE_EXT: 0x45,
  ENTER_PROGMODE: 0x50,
  LEAVE_PROGMODE: 0x51,
  LOAD_ADDRESS: 0x55,
  PROG_PAGE: 0x64,
  READ_PAGE: 0x74,
  READ_SIGN: 0x75,
};
export const PARAM = { HW_VER: 0x80, SW_MAJOR: 0x81, SW_MINOR: 0x82 };

/** avrdude's device parameters for the ATmega328P (SET_DEVICE: 20 bytes; SET_DEVICE_EXT: 5):
 * device code 0x86, 128-byte pages, 1 KB EEPROM, 32 KB flash. The bootloaders ignore them. */
const DEVICE = [0x86, 0x00, 0x00, 0x01, 0x01, 0x01, 0x01, 0x03, 0xff, 0xff, 0xff, 0xff, 0x00, 0x80, 0x04, 0x00, 0x00,
  0x00, 0x80, 0x00];
const DEVICE_EXT = [0x05, 0x04, 0xd7, 0xc2, 0x00];

/** A protocol failure: `code` says which (timeout, nosync, reply), `bytes` what came. */
export class Stk500Error extends Error {
  constructor(code, message, bytes = []) {
    super(message);
    this.code = code;
    this.bytes = bytes;
  }
}

export const hex2 = (b) => `0x${b.toString(16).padStart(2, '0')}`;

export class Stk500 {
  /** link: write(Uint8Array), read(n, ms) (throws { timeout: true, bytes } when late), drain(). */
  constructor(link, { timeoutMs = 1000 } = {}) {
    this.link = link;
    this.timeoutMs = timeoutMs;
  }

  /** Sends a command and returns the `n` data bytes between INSYNC and OK. */
  async command(bytes, n = 0, what = 'command', timeoutMs = this.timeoutMs) {
    await this.link.write(Uint8Array.from([...bytes, STK.CRC_EOP]));
    const first = await this.expect(1, what, timeoutMs);
    if (first[0] === STK.NOSYNC) throw new Stk500Error('nosync', `${what}: the bootloader says not in sync (0x15)`, first);
    if (first[0] !== STK.INSYNC) throw new Stk500Error('reply', `${what}: not in sync: resp=${hex2(first[0])}`, first);
    const data = n ? await this.expect(n, what, timeoutMs) : new Uint8Array(0);
    const last = await this.expect(1, what, timeoutMs);
    if (last[0] !== STK.OK) throw new Stk500Error('reply', `${what}: protocol error, expect=0x10, resp=${hex2(last[0])}`, last);
    return data;
  }

  async expect(n, what, timeoutMs) {
    try {
      return await this.link.read(n, timeoutMs);
    } catch (e) {
      if (!e.timeout) throw e;
      const got = e.bytes?.length ? ` (got ${Array.from(e.bytes, hex2).join(' ')})` : '';
      throw new Stk500Error('timeout', `${what}: no answer within ${timeoutMs} ms${got}`, e.bytes ?? []);
    }
  }

  /** One sync attempt: resolves when the bootloader answers INSYNC OK, throws otherwise. */
  async sync(timeoutMs) {
    this.link.drain();
    await this.command([STK.GET_SYNC], 0, 'sync', timeoutMs);
  }

  async getParameter(which) {
    return (await this.command([STK.GET_PARAMETER, which], 1, `get parameter ${hex2(which)}`))[0];
  }

  async setDevice() {
    await this.command([STK.SET_DEVICE, ...DEVICE], 0, 'set device');
    await this.command([STK.SET_DEVICE_EXT, ...DEVICE_EXT], 0, 'set device ext');
  }

  enterProgmode() {
    return this.command([STK.ENTER_PROGMODE], 0, 'enter programming mode');
  }

  leaveProgmode() {
    return this.command([STK.LEAVE_PROGMODE], 0, 'leave programming mode');
  }

  async readSignature() {
    return Array.from(await this.command([STK.READ_SIGN], 3, 'read signature'));
  }

  loadAddress(byteAddr) {
    const w = byteAddr >> 1;
    return this.command([STK.LOAD_ADDRESS, w & 0xff, w >> 8], 0, `load address 0x${byteAddr.toString(16)}`);
  }

  /** Writes one page of flash (the bootloader erases it first). */
  progPage(bytes) {
    const n = bytes.length;
    return this.command([STK.PROG_PAGE, n >> 8, n & 0xff, 0x46, ...bytes], 0, 'program page');
  }

  readPage(n) {
    return this.command([STK.READ_PAGE, n >> 8, n & 0xff, 0x46], n, 'read page');
  }
}
