// box_record.js - the boot counter of the box record in an EEPROM image, as the firmware reads
// it after a power cut (firmware/app/persist.h, record.h; the C twin is sim/box_record.c): the
// newest valid of two 160-byte slots from 0x180 (mark 'N', version 2 or 3, CRC-16/CCITT-FALSE
// over bytes 1..157), the payload stored inverted, the counter at payload offset 4. For the
// avr8js script runner's expect-boot-count and the browser test: the boot screen no longer
// shows the count.
const SLOT0 = 0x180;
const SLOT_BYTES = 160;

function crcOk(ee, b) {
  let crc = 0xffff;
  for (let i = 1; i < SLOT_BYTES - 2; i++) {
    crc ^= ee[b + i] << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc === (ee[b + SLOT_BYTES - 2] | (ee[b + SLOT_BYTES - 1] << 8));
}

/** The boot counter the newest valid slot holds; 0 (what the firmware counts from) with none. */
export function bootCount(ee) {
  let best = -1;
  let bestSeq = 0;
  for (const b of [SLOT0, SLOT0 + SLOT_BYTES]) {
    if (ee[b] !== 0x4e || (ee[b + 1] !== 3 && ee[b + 1] !== 2) || !crcOk(ee, b)) continue;
    const seq = ee[b + 2] | (ee[b + 3] << 8);
    const ahead = (seq - bestSeq) & 0xffff; // serial-number order, as record.c compares
    if (best < 0 || (ahead !== 0 && ahead < 0x8000)) {
      best = b;
      bestSeq = seq;
    }
  }
  let n = 0;
  for (let i = 3; best >= 0 && i >= 0; i--) n = n * 256 + (ee[best + 8 + i] ^ 0xff);
  return n;
}
