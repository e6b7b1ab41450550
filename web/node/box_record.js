// box_record.js - the boot counter of the box record in an EEPROM image, as the firmware reads
// it after a power cut (firmware/store/persist.h, journal.h, slots.h; the C twin is
// sim/box_record.c): the newer of the journal's two 512-byte halves that holds a commit (its
// pairs [offset][value] applied to zeros up to its last commit: codes 0xF0+g, 0xF4+g of its
// generation g and the CRC-16/CCITT-FALSE of the pairs since the commit before; half 1 is the
// newer when half 0 holds none or is one generation older); with neither, the newest valid of
// the old firmware's two 160-byte slots from 0x180 (mark 'N', version 2 or 3, CRC over bytes
// 1..157, the payload stored inverted). The counter is at payload offset 4. For the avr8js
// script runner's expect-boot-count and the browser test: the boot screen does not show it.
const HALF = 512;
const PAYLOAD = 154;
const SLOT0 = 0x180;
const SLOT_BYTES = 160;

function crc16(ee, from, to) {
  let crc = 0xffff;
  for (let i = from; i < to; i++) {
    crc ^= ee[i] << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

// One half: its record (null when it holds no commit) and its generation.
function half(ee, start) {
  let end = start;
  let g = 4;
  const cur = new Array(PAYLOAD).fill(0);
  let rec = null;
  for (let a = start; a + 4 <= start + HALF; a += 2) {
    const c = (ee[a] - 0xf0) & 0xff;
    if (c < 4 && (g === 4 || c === g) && ee[a + 2] === 0xf4 + c &&
        crc16(ee, end, a) === (ee[a + 1] | (ee[a + 3] << 8))) {
      g = c;
      end = a + 4;
      a += 2;
      rec = cur.slice();
    } else if (ee[a] < PAYLOAD) {
      cur[ee[a]] = ee[a + 1];
    }
  }
  return { rec, gen: g & 3 };
}

function slots(ee) {
  let best = -1;
  let bestSeq = 0;
  for (const b of [SLOT0, SLOT0 + SLOT_BYTES]) {
    if (ee[b] !== 0x4e || (ee[b + 1] !== 3 && ee[b + 1] !== 2) ||
        crc16(ee, b + 1, b + SLOT_BYTES - 2) !== (ee[b + SLOT_BYTES - 2] | (ee[b + SLOT_BYTES - 1] << 8))) continue;
    const seq = ee[b + 2] | (ee[b + 3] << 8);
    const ahead = (seq - bestSeq) & 0xffff; // serial-number order
    if (best < 0 || (ahead !== 0 && ahead < 0x8000)) {
      best = b;
      bestSeq = seq;
    }
  }
  if (best < 0) return null;
  const rec = new Array(PAYLOAD).fill(0);
  for (let i = 0; i < PAYLOAD; i++) rec[i] = ee[best + 4 + i] ^ 0xff;
  return rec;
}

/** The boot counter the box record holds; 0 (what the firmware counts from) with none. */
export function bootCount(ee) {
  const h0 = half(ee, 0);
  const h1 = half(ee, HALF);
  const rec = h1.rec && (!h0.rec || h1.gen === ((h0.gen + 1) & 3)) ? h1.rec : h0.rec || slots(ee);
  let n = 0;
  for (let i = 3; rec && i >= 0; i--) n = n * 256 + rec[4 + i];
  return n;
}
