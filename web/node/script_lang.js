// script_lang.js - reads the simulation test scripts of tests/sim/ (the language of
// sim/README.md): one step a line, words and "strings" (escapes \n \r \t \\ \" \xNN), '#'
// starts a comment; "#@ name: value" lines are directives for the runner (ladders, eeprom,
// max-ms).

/** Splits one line into its arguments (strings as 8-bit character strings). Throws on a
 * syntax error with the message nimbox-sim would give. */
export function splitStep(line) {
  const args = [];
  let i = 0;
  const n = line.length;
  for (;;) {
    while (i < n && ' \t\r\n'.includes(line[i])) i++;
    if (i >= n || line[i] === '#') return args;
    let out = '';
    if (line[i] === '"') {
      i++;
      while (line[i] !== '"') {
        if (i >= n || line[i] === '\n') throw new Error('unterminated string');
        let c = line[i++];
        if (c === '\\') {
          c = line[i++];
          const simple = { n: '\n', r: '\r', t: '\t', '\\': '\\', '"': '"' };
          if (c in simple) {
            c = simple[c];
          } else if (c === 'x') {
            const hex = line.substr(i, 2);
            if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Error('bad \\x escape');
            c = String.fromCharCode(parseInt(hex, 16));
            i += 2;
          } else {
            throw new Error(`unknown escape \\${c}`);
          }
        }
        out += c;
      }
      i++;
    } else {
      while (i < n && !' \t\r\n#'.includes(line[i])) out += line[i++];
    }
    args.push(out);
  }
}

/** The steps of a script: [{ line, text, args, error }] (error: a syntax error, reported
 * when the run reaches that line, as nimbox-sim does), and its directives { ladders, eeprom }. */
export function parseScript(source) {
  const steps = [];
  const directives = {};
  source.split('\n').forEach((text, index) => {
    const d = /^#@\s*([a-z-]+):\s*(.*?)\s*$/.exec(text);
    if (d) directives[d[1]] = d[2];
    const step = { line: index + 1, text: text.replace(/\r$/, ''), args: [], error: null };
    try {
      step.args = splitStep(text);
    } catch (e) {
      step.error = e.message;
    }
    if (step.args.length || step.error) steps.push(step);
  });
  return { steps, directives };
}

/** A number as strtoul(text, 0) reads it (0x.. hex, 0.. octal), at most 4000000000. */
export function parseNumber(text) {
  let v = NaN;
  if (/^0[xX][0-9a-fA-F]+$/.test(text)) v = parseInt(text.slice(2), 16);
  else if (/^0[0-7]*$/.test(text)) v = parseInt(text, 8);
  else if (/^[1-9][0-9]*$/.test(text)) v = parseInt(text, 10);
  if (!(v <= 4000000000)) throw new Error(`'${text}' is not a number`);
  return v;
}
