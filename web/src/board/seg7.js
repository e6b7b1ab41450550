// seg7.js - the seven-segment letters of the TM1638 note, both ways (as sim/seg7.c): a pattern
// has bit 0 = segment a .. bit 6 = g, bit 7 the decimal point. The first character of a
// pattern is how it reads; every character listed writes its pattern.
const TABLE = [
  ['0', 0x3f], ['1', 0x06], ['2', 0x5b], ['3', 0x4f], ['4', 0x66], ['5', 0x6d], ['6', 0x7d],
  ['7', 0x07], ['8', 0x7f], ['9', 0x6f], [' ', 0x00], ['-', 0x40], ['_', 0x08], ['A', 0x77],
  ['b', 0x7c], ['C', 0x39], ['c', 0x58], ['d', 0x5e], ['E', 0x79], ['F', 0x71], ['G', 0x3d],
  ['H', 0x76], ['h', 0x74], ['I', 0x30], ['J', 0x1e], ['L', 0x38], ['n', 0x54], ['o', 0x5c],
  ['P', 0x73], ['q', 0x67], ['r', 0x50], ['t', 0x78], ['U', 0x3e], ['u', 0x1c], ['y', 0x6e],
  // the other case of the letters with one form, and letters equal to a digit
  ['a', 0x77], ['B', 0x7c], ['D', 0x5e], ['e', 0x79], ['f', 0x71], ['g', 0x3d], ['i', 0x30],
  ['j', 0x1e], ['l', 0x38], ['N', 0x54], ['O', 0x3f], ['p', 0x73], ['Q', 0x67], ['R', 0x50],
  ['S', 0x6d], ['s', 0x6d], ['T', 0x78], ['Y', 0x6e],
];
export const SEG7_DP = 0x80;

/** How a pattern reads ('?' for none of the table's). */
export function seg7Char(pattern) {
  const hit = TABLE.find(([, p]) => p === (pattern & ~SEG7_DP));
  return hit ? hit[0] : '?';
}

/** Text to patterns: a '.' lights the point of the character before it (or stands alone on a
 * blank digit). Throws naming a character seven segments cannot show. */
export function seg7Parse(text) {
  const out = [];
  let dotFree = false;
  for (const c of text) {
    if (c === '.' && dotFree) {
      out[out.length - 1] |= SEG7_DP;
      dotFree = false;
      continue;
    }
    let pattern = SEG7_DP;
    if (c !== '.') {
      const hit = TABLE.find(([ch]) => ch === c);
      if (!hit) throw new Error(`'${c}' has no readable seven-segment form`);
      pattern = hit[1];
    }
    out.push(pattern);
    dotFree = c !== '.';
  }
  return out;
}

/** Patterns as text, each point as a '.' after its character. */
export function seg7Text(patterns) {
  return patterns.map((p) => seg7Char(p) + (p & SEG7_DP ? '.' : '')).join('');
}
