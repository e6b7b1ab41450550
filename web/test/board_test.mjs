#!/usr/bin/env node
// board_test.mjs - checks each fix the avr8js board model makes (web/src/board, see
// /work/shared/notes/AVR8JS.md) on a bare chip, register by register, with a few hand-assembled
// instructions where the CPU must run: the USART (UDRE stays pending after its interrupt is
// taken, RXC survives a UCSR0B write and a UCSR0A write, the 2-byte receive buffer holds the
// third byte back instead of overrunning), the ADC (ADIF=1 clears the flag, ADSC stays set
// during a conversion), the watchdog reset (the chip is rebuilt: MCUSR says watchdog, the
// EEPROM and RAM are kept, the peripherals start afresh), EEPROM timing (3.4 ms a byte; a power
// cut during a write spoils that byte only), the instruction after SEI or a write to SREG runs
// before a pending interrupt, and the Intel HEX reader. Prints TAP lines.
import { parseIntelHex } from '../src/board/hex.js';
import { Board } from '../src/board/board.js';
import { RESET_CAUSE } from '../src/board/mcu.js';

let failures = 0;
function ok(cond, what, detail = '') {
  console.log(`${cond ? 'ok' : 'not ok'} - board model: ${what}`);
  if (!cond) {
    failures++;
    if (detail) console.log(`# ${detail}`);
  }
}

// AVR words: ldi r16,K = 0xE000|(K&0xF0)<<4|(K&0x0F); sts k,r16 = 0x9300,k; lds r17,k = 0x9110,k;
// sts k,r17 = 0x9310,k; rjmp .-2 = 0xCFFF (a loop on itself)
const ldi16 = (k) => 0xe000 | ((k & 0xf0) << 4) | (k & 0x0f);
function program(words) {
  const flash = new Uint16Array(0x4000).fill(0xffff);
  flash.set(words);
  return flash;
}
const LOOP = [0xcfff];

const UCSR0A = 0xc0;
const UCSR0B = 0xc1;
const UDR0 = 0xc6;
const RXC = 0x80;
const UDRE = 0x20;
const DOR = 0x08;
const RXEN_TXEN = 0x18;
const UDRIE = 0x20;
const SREG = 0x5f;

/** A started board running `words` (a loop by default). */
function boardWith(words = LOOP, opts = {}) {
  const board = new Board(program(words), opts);
  board.start();
  return board;
}

// --- USART: UDRE is a level interrupt ---
{
  const board = boardWith();
  const { cpu, usart } = board.mcu;
  cpu.writeData(UCSR0B, RXEN_TXEN | UDRIE);
  cpu.data[SREG] |= 0x80;
  cpu.tick(); // takes the UDRE interrupt
  const vector = cpu.pc;
  ok(vector === usart.config.dataRegisterEmptyInterrupt, 'UDRE interrupt taken when UDRIE is set',
    `pc 0x${vector.toString(16)}`);
  ok((cpu.data[UCSR0A] & UDRE) !== 0 && cpu.pendingInterrupts[vector] !== null,
    'taking the UDRE interrupt leaves UDRE set and pending (the ISR writes UDR0 or turns UDRIE off)');
}

// --- USART: receive buffer ---
{
  const board = boardWith();
  const { cpu } = board.mcu;
  cpu.writeData(UCSR0A, 0x02); // U2X
  cpu.writeData(UCSR0B, RXEN_TXEN);
  board.serial.send('ABC');
  board.runMs(5); // 3 bytes' time several times over
  ok((cpu.data[UCSR0A] & RXC) !== 0, 'a received byte sets RXC');
  ok(board.serial.rx.length === 2 && board.serial.pending.length === 1,
    'the receiver holds two bytes; the third waits for room (the host has flow control)',
    `buffer ${board.serial.rx.length}, waiting ${board.serial.pending.length}`);
  cpu.writeData(UCSR0B, RXEN_TXEN);
  ok((cpu.data[UCSR0A] & RXC) !== 0, 'a UCSR0B write that keeps RXEN keeps RXC');
  cpu.writeData(UCSR0A, 0x02);
  ok((cpu.data[UCSR0A] & (RXC | UDRE)) === (RXC | UDRE), 'a UCSR0A write keeps the read-only RXC and UDRE');
  ok((cpu.data[UCSR0A] & DOR) === 0, 'no data overrun');
  const got = [cpu.readData(UDR0), cpu.readData(UDR0)];
  ok(String.fromCharCode(...got) === 'AB' && (cpu.data[UCSR0A] & RXC) === 0,
    'UDR0 gives the bytes in order; RXC clears when the buffer is empty', JSON.stringify(got));
  board.runMs(1);
  ok(cpu.readData(UDR0) === 'C'.charCodeAt(0), 'the third byte comes once there is room');
}

// --- ADC ---
{
  const board = boardWith();
  const { cpu, adc } = board.mcu;
  const ADCSRA = 0x7a;
  cpu.writeData(ADCSRA, 0x80 | 0x40 | 0x07); // ADEN, ADSC, /128
  ok((cpu.data[ADCSRA] & 0x40) !== 0 && adc.converting, 'a conversion starts');
  cpu.writeData(ADCSRA, 0x80 | 0x07); // ADSC written 0 meanwhile
  ok((cpu.data[ADCSRA] & 0x40) !== 0, 'ADSC stays set while the conversion runs');
  board.runMs(1);
  ok((cpu.data[ADCSRA] & 0x10) !== 0 && (cpu.data[ADCSRA] & 0x40) === 0, 'the conversion ends: ADIF set, ADSC clear');
  cpu.writeData(ADCSRA, 0x80 | 0x07);
  ok((cpu.data[ADCSRA] & 0x10) !== 0, 'writing ADIF=0 leaves the flag');
  cpu.writeData(ADCSRA, 0x80 | 0x10 | 0x07);
  ok((cpu.data[ADCSRA] & 0x10) === 0, 'writing ADIF=1 clears the flag (avr8js stored it)');
}

// --- watchdog reset: the chip is rebuilt ---
{
  // at each start: RAM[0x100] = MCUSR; then the watchdog on at 16 ms (WDCE|WDE, then WDE) and
  // a loop without WDR
  const words = [0x9110, 0x0054, 0x9310, 0x0100, ldi16(0x18), 0x9300, 0x0060, ldi16(0x08), 0x9300, 0x0060, ...LOOP];
  const board = boardWith(words);
  board.eeprom.memory[5] = 0x42;
  const first = board.mcu;
  first.cpu.data[0x200] = 0x5a; // RAM the program never touches
  board.runMs(10);
  ok(board.boots === 1 && first.cpu.data[0x100] === RESET_CAUSE.power, 'power-on: MCUSR = PORF');
  board.runMs(10); // the 16 ms watchdog fires
  ok(board.boots === 2 && board.mcu !== first, 'a watchdog reset rebuilds the chip', `boots ${board.boots}`);
  ok(board.mcu.cpu.data[0x100] === (RESET_CAUSE.power | RESET_CAUSE.watchdog),
    'MCUSR says watchdog (WDRF) after it, PORF kept (the program never cleared it)', `MCUSR ${board.mcu.cpu.data[0x100]}`);
  ok(board.eeprom.memory[5] === 0x42 && board.mcu.cpu.data[0x200] === 0x5a, 'the EEPROM and the RAM are kept');
  ok(board.mcu.cpu.data[0x60] === 0x08 && board.nowMs() > 16, 'the new chip runs the program again (its watchdog on again)');
  board.runMs(20);
  ok(board.boots === 3, 'and resets again 16 ms later');
}

// --- EEPROM timing and power cuts ---
{
  // EEAR = 7, EEDR = 0x12, EEMPE then EEPE: out 0x21,r16 etc. with ldi/sts (data addresses)
  const words = [ldi16(7), 0x9300, 0x0041, ldi16(0x12), 0x9300, 0x0040, ldi16(0x04), 0x9300, 0x003f,
    ldi16(0x02), 0x9300, 0x003f, ...LOOP];
  const board = boardWith(words);
  board.runUntil(board.now() + 64);
  const EECR = 0x3f;
  ok((board.mcu.cpu.data[EECR] & 0x02) !== 0 && board.eeprom.memory[7] === 0x12, 'an EEPROM write starts (EEPE set)');
  board.runUntil(board.now() + 3.3 * 16000);
  ok((board.mcu.cpu.data[EECR] & 0x02) !== 0, 'it is still busy 3.3 ms later');
  board.runUntil(board.now() + 0.15 * 16000);
  ok((board.mcu.cpu.data[EECR] & 0x02) === 0, 'and done at 3.4 ms (erase and write, as the datasheet says)');
  const cut = boardWith(words);
  cut.eeprom.memory[8] = 0x34;
  cut.runUntil(cut.now() + 64 + 16000);
  cut.powerCycle();
  ok(cut.eeprom.memory[7] === 0xff && cut.eeprom.memory[8] === 0x34,
    'a power cut during the erase leaves the byte erased (0xFF), the others as they were');
  const reset = boardWith(words);
  reset.runUntil(reset.now() + 64 + 16000);
  reset.reset();
  reset.runUntil(reset.now() + 1000);
  ok((reset.mcu.cpu.data[EECR] & 0x02) !== 0, 'a write goes on through a reset: EEPE still reads 1 on the new chip');
  reset.runUntil(reset.now() + 3 * 16000);
  ok((reset.mcu.cpu.data[EECR] & 0x02) === 0 && reset.eeprom.memory[7] === 0x12, 'and ends with its byte written');
  const late = boardWith(words);
  late.runUntil(late.now() + 64 + 5 * 16000);
  late.powerCycle();
  ok(late.eeprom.memory[7] === 0x12, 'a power cut after the write keeps the byte');
}

// --- the instruction after one that sets I runs before an interrupt (the chip's rule, which
// avr-gcc's frame set-up relies on: `out SPH; out SREG; out SPL` must not be cut between its
// last two, or an interrupt pushes onto a stack pointer half moved, up to 256 bytes off) ---
for (const [name, enable] of [['out SREG', [ldi16(0x80), 0xbf0f]], ['sei', [0x9478]]]) {
  const words = [...enable, 0x0000, 0x0000, ...LOOP]; // ... nop, nop, rjmp .-2
  const isr = new Array(0x26).fill(0x0000);
  const board = boardWith([...words, ...isr.slice(words.length), ...LOOP]); // the UDRE vector loops
  const { cpu } = board.mcu;
  cpu.writeData(UCSR0B, RXEN_TXEN | UDRIE); // UDRE pending, I clear
  const top = cpu.dataView.getUint16(0x5d, true);
  board.mcu.run(cpu.cycles + 20);
  const ret = cpu.data[top] | (cpu.data[top - 1] << 8); // the return address the interrupt pushed
  ok(cpu.pc === 0x26 && ret === enable.length + 1,
    `${name} enabling interrupts: the next instruction runs before the pending one is taken`,
    `pc 0x${cpu.pc.toString(16)}, returns to word ${ret} (want ${enable.length + 1})`);
}

// --- Intel HEX ---
{
  const flash = parseIntelHex(':0400000001020304F2\n:00000001FF\n');
  ok(flash[0] === 0x0201 && flash[1] === 0x0403 && flash[2] === 0xffff, 'HEX data records land little-endian in flash words');
  let bad = '';
  try {
    parseIntelHex(':0400000001020304F3\n:00000001FF\n');
  } catch (e) {
    bad = e.message;
  }
  ok(bad.includes('checksum'), 'a bad HEX checksum is refused', bad);
}

process.exit(failures ? 1 : 0);
