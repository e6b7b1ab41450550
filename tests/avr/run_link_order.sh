#!/bin/sh
# run_link_order.sh - the functions' order in flash (tools/link_order.c, the firmware's second
# link): on a made-up map the tool puts a caller next to its far callee; for each board built,
# the firmware holds every function of the first link and has fewer long calls and jumps
# (call/jmp, 4 bytes; rcall/rjmp reach 4 KB in 2) than the first link. Prints TAP lines.
# Usage: sh tests/avr/run_link_order.sh BUILD_DIR
BUILD=${1:-build}
tool="$BUILD/tools/link_order"
if [ ! -x "$tool" ]; then
    echo "not ok - no $tool (make firmware builds it)"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# a (4 bytes) calls b (4 bytes), 8 KB of c between them: one long call until b moves next to a
cat >"$tmp/default.x" <<'EOF'
  .text :
  {
     *(.text.*)
  }
EOF
cat >"$tmp/pass1.map" <<'EOF'
Linker script and memory map

 .text.a        0x0000000000000100        0x4 x.o
 .text.c_is_long_enough_to_have_its_numbers_on_the_next_line
                0x0000000000000104     0x2000 x.o
 .text.b        0x0000000000002104        0x4 x.o
EOF
printf '     100:\t0e 94 82 10 \tcall\t0x2104\t; 0x2104 <b>\n     104:\t08 95       \tret\n' \
    >"$tmp/pass1.dis"
if "$tool" --stats "$tmp/default.x" "$tmp/pass1.map" "$tmp/pass1.dis" "$tmp/order.x" >"$tmp/out" 2>&1; then
    a=$(grep -n '\*(\.text\.a)' "$tmp/order.x" | cut -d: -f1)
    b=$(grep -n '\*(\.text\.b)' "$tmp/order.x" | cut -d: -f1)
    all=$(grep -n '^ *\*(\.text\.\*)' "$tmp/order.x" | cut -d: -f1)
    if [ -n "$a" ] && [ -n "$b" ] && [ $((a - b)) -ge -1 ] && [ $((a - b)) -le 1 ] &&
        [ -n "$all" ] && [ "$all" -gt "$a" ] && grep -q '1 long.*; 0 long' "$tmp/out"; then
        echo "ok - link order puts a caller next to its callee 8 KB away (1 long call -> 0)"
    else
        echo "not ok - link order on a made-up map: $(cat "$tmp/out"); script:"
        sed 's/^/#   /' "$tmp/order.x"
    fi
else
    echo "not ok - link order failed on a made-up map: $(cat "$tmp/out")"
fi

# text symbols (names; the sizes change with the calls) and long calls/jumps of an ELF
names() { avr-nm "$1" | awk '$2 ~ /^[tT]$/ { print $3 }' | sort; }
longs() { avr-objdump -d "$1" | grep -cE '	(call|jmp)	'; }
for dir in "$BUILD"/*/; do
    board=$(basename "$dir")
    elf="$dir/nimbox.elf"
    first="$dir/ld/pass1.elf"
    [ -f "$elf" ] && [ -f "$first" ] || continue
    names "$first" >"$tmp/first"
    names "$elf" >"$tmp/final"
    if cmp -s "$tmp/first" "$tmp/final"; then
        echo "ok - $board: the firmware holds every function of the first link ($(wc -l <"$tmp/final"))"
    else
        echo "not ok - $board: functions differ from the first link: $(diff "$tmp/first" "$tmp/final" | grep '^[<>]' | head -5 | tr '\n' ' ')"
    fi
    before=$(longs "$first")
    after=$(longs "$elf")
    if [ "$after" -lt "$before" ]; then
        echo "ok - $board: $after long calls and jumps in the firmware, $before in the first link"
    else
        echo "not ok - $board: $after long calls and jumps in the firmware, not fewer than the first link's $before"
    fi
done
