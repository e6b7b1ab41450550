#!/bin/sh
# run_chip.sh - the virtual board's chip as a board ships it (Debian's bootloader HEX in the
# boot section, the reset vector from the board's fuses), in simulated time: the toy (and the
# watchdog's own test firmware) started by each board's bootloaders after every kind of reset,
# and self-programming. Each tests/flash/chip/*.script names in its header the board, the
# bootloader (old, optiboot, or none: a chip programmed over ISP) and the firmware (default:
# the board's NimBox; NAME: build/sim/fw/NAME.elf; NAME.hex: build/sim/fw/NAME.hex). Also:
# the same checks fail with simavr's own watchdog, and skipping idle loops changes nothing.
# Prints TAP lines. Usage: tests/flash/run_chip.sh [BUILD_DIR]
cd "$(dirname "$0")/../.." || exit 1
build=${1:-build}
sim=$build/sim/nimbox-sim
out=$(mktemp)
trap 'rm -f "$out"' EXIT

for s in tests/flash/chip/*.script; do
    name=$(basename "$s" .script)
    board=$(sed -n 's/^#@ board: *//p' "$s")
    bl=$(sed -n 's/^#@ bootloader: *//p' "$s")
    fw=$(sed -n 's/^#@ firmware: *//p' "$s")
    case "$fw" in
        "") fw=$build/$board/nimbox.elf ;;
        *.hex) fw=$build/sim/fw/$fw ;;
        *) fw=$build/sim/fw/$fw.elf ;;
    esac
    blopt=""
    if [ "$bl" != none ]; then
        hex=$(make -s print-BOOTLOADER_HEX BOARD="$board" BOOTLOADER="$bl")
        if [ ! -r "$hex" ]; then
            echo "not ok - chip: $name: no bootloader $hex (package arduino-core-avr)"
            continue
        fi
        blopt="--bootloader $hex"
    fi
    # shellcheck disable=SC2086
    if "$sim" --board "$board" $blopt --script "$s" "$fw" >"$out" 2>&1; then
        echo "ok - chip: $name ($board, bootloader $bl): $(grep -m 1 "steps passed" "$out" | sed "s/^[^:]*: //")"
    else
        echo "not ok - chip: $name ($board, bootloader $bl)"
        sed 's/^/#   /' "$out"
    fi
done

# The same checks with simavr 1.6's own watchdog and MCUSR (--wdt simavr) must fail: its reset
# key sets no EXTRF (Optiboot then never waits for avrdude), its interrupt mode fires once.
uno_bl=$(make -s print-BOOTLOADER_HEX BOARD=uno-lcd BOOTLOADER=optiboot)
if "$sim" --wdt simavr --board uno-lcd --bootloader "$uno_bl" \
    --script tests/flash/chip/uno-lcd_optiboot.script "$build/uno-lcd/nimbox.elf" >"$out" 2>&1; then
    echo "not ok - chip: uno-lcd_optiboot passed with simavr's own watchdog and MCUSR"
else
    echo "ok - chip: uno-lcd_optiboot fails with simavr's own watchdog and MCUSR: $(grep -m 1 FAILED "$out" | sed 's/^[^:]*:[0-9]*: //')"
fi
if "$sim" --wdt simavr --script tests/sim/fw/wdt_timing.script "$build/sim/fw/wdt_timing.elf" >"$out" 2>&1; then
    echo "not ok - chip: wdt_timing passed with simavr's own watchdog"
else
    echo "ok - chip: wdt_timing fails with simavr's own watchdog: $(grep -m 1 FAILED "$out" | sed 's/^[^:]*:[0-9]*: //')"
fi

# Skipping the passes of idle polling loops (sim/idle_skip.h) changes nothing a test can see:
# the same script's whole output, with every pass simulated.
for s in uno-lcd_optiboot wdt_hal-nano-tm1638_old; do
    f=tests/flash/chip/$s.script
    board=$(sed -n 's/^#@ board: *//p' "$f")
    bl=$(sed -n 's/^#@ bootloader: *//p' "$f")
    fw=$(sed -n 's/^#@ firmware: *//p' "$f")
    fw=${fw:+$build/sim/fw/$fw.elf}
    hex=$(make -s print-BOOTLOADER_HEX BOARD="$board" BOOTLOADER="$bl")
    a=$("$sim" --board "$board" --bootloader "$hex" --script "$f" "${fw:-$build/$board/nimbox.elf}" 2>&1)
    b=$("$sim" --no-idle-skip --board "$board" --bootloader "$hex" --script "$f" \
        "${fw:-$build/$board/nimbox.elf}" 2>&1)
    if [ "$a" = "$b" ]; then
        echo "ok - chip: $s: the same output with every polling pass simulated (--no-idle-skip)"
    else
        echo "not ok - chip: $s: --no-idle-skip changes the output"
    fi
done

# The firmware given as its Intel HEX (what make flash writes) instead of the ELF: the same run.
if "$sim" --board uno-lcd --bootloader "$uno_bl" --script tests/flash/chip/uno-lcd_optiboot.script \
    "$build/uno-lcd/nimbox.hex" >"$out" 2>&1; then
    echo "ok - chip: uno-lcd_optiboot with the firmware's HEX: $(grep -m 1 "steps passed" "$out" | sed "s/^[^:]*: //")"
else
    echo "not ok - chip: uno-lcd_optiboot with the firmware's HEX"
    sed 's/^/#   /' "$out"
fi
