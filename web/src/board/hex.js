// hex.js - reads an Intel HEX file (the one `make flash` writes) into the flash image avr8js runs.
// Record types 00 (data), 01 (end), 02/04 (segment/linear base); checksums are verified.

/** Parses HEX text into a Uint16Array of flash words (size bytes of flash, 0xFF where unset).
 * info, if given, gets `end`: one past the highest address the data reaches. */
export function parseIntelHex(text, size = 0x8000, info = null) {
  const bytes = new Uint8Array(size).fill(0xff);
  let base = 0;
  let sawEnd = false;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length && !sawEnd; n++) {
    const line = lines[n].trim();
    if (line === '') continue;
    if (line[0] !== ':' || line.length < 11 || line.length % 2 === 0) {
      throw new Error(`HEX line ${n + 1}: not a record`);
    }
    const rec = [];
    for (let i = 1; i < line.length; i += 2) {
      const v = parseInt(line.substr(i, 2), 16);
      if (Number.isNaN(v)) throw new Error(`HEX line ${n + 1}: bad hex digits`);
      rec.push(v);
    }
    const count = rec[0];
    if (rec.length !== count + 5) throw new Error(`HEX line ${n + 1}: length does not match`);
    if (rec.reduce((a, b) => a + b, 0) & 0xff) throw new Error(`HEX line ${n + 1}: bad checksum`);
    const addr = (rec[1] << 8) | rec[2];
    const type = rec[3];
    const data = rec.slice(4, 4 + count);
    if (type === 0x00) {
      const at = base + addr;
      if (at + count > size) throw new Error(`HEX line ${n + 1}: data past ${size} bytes of flash`);
      bytes.set(data, at);
      if (info) info.end = Math.max(info.end ?? 0, at + count);
    } else if (type === 0x01) {
      sawEnd = true;
    } else if (type === 0x02) {
      base = ((data[0] << 8) | data[1]) << 4;
    } else if (type === 0x04) {
      base = ((data[0] << 8) | data[1]) << 16;
    } // 03/05 (start address) mean nothing to an AVR
  }
  if (!sawEnd) throw new Error('HEX: no end-of-file record');
  return new Uint16Array(bytes.buffer);
}
