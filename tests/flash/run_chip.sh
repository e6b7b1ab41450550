#!/bin/sh
# run_chip.sh - the virtual board's chip as a board ships it (Debian's bootloader HEX in the
# boot section, the reset vector from the board's fuses), in simulated time: the toy (and the
# watchdog's own test firmware) started by each board's bootloaders after every kind of reset,
# and self-programming. Each tests/flash/chip/*.script names in its header the board, the
# bootloader (old, optiboot, or none: a chip programmed over ISP) and the firmware (default:
# the board's NimBox; NAME: build/sim/fw/NAME.elf; NAME.hex: build/sim/fw/NAME.hex). Also:
# the same checks fail with simavr's own watchdog; skipping idle loops changes nothing; a
# chip without a bootloader runs in simavr's batches (sim/chip_core.c) as with --single-steps,
# cycle for cycle, self-programming's halts included.
# Prints TAP lines. Usage: sh tests/flash/run_chip.sh BUILD_DIR (from the repository root)
#@ parts (tests/parts.sh): the chip scripts by bootloader (scripts-old, scripts-optiboot,
#   scripts-none), idle-skip, and checks (simavr's watchdog, --single-steps, the HEX)
build=${1:-build}
sim=$build/sim/nimbox-sim
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out

. tests/parts.sh

failed=0
ok() { echo "ok - chip: $1"; }
not_ok() { echo "not ok - chip: $1"; failed=1; }

# chip_args SCRIPT: sets args to the simulator's options and firmware the chip script names
# in its header (board, bl: its board and bootloader); false after a `not ok` when the
# bootloader is missing
chip_args() {
    board=$(sed -n 's/^#@ board: *//p' "$1")
    bl=$(sed -n 's/^#@ bootloader: *//p' "$1")
    fw=$(sed -n 's/^#@ firmware: *//p' "$1")
    case "$fw" in
    "") fw=$build/$board/nimbox.elf ;;
    *.hex) fw=$build/sim/fw/$fw ;;
    *) fw=$build/sim/fw/$fw.elf ;;
    esac
    blopt=""
    if [ "$bl" != none ]; then
        hex=$(make -s print-BOOTLOADER_HEX BOARD="$board" BOOTLOADER="$bl")
        if [ ! -r "$hex" ]; then
            not_ok "$(basename "$1" .script): no bootloader $hex (package arduino-core-avr)"
            return 1
        fi
        blopt="--bootloader $hex"
    fi
    args="--board $board $blopt --script $1 $fw"
}

for bootloader in old:6 optiboot:2 none:1; do
    part "scripts-${bootloader%:*}" "${bootloader#*:}" || continue
    for s in tests/flash/chip/*.script; do
        name=$(basename "$s" .script)
        grep -q "^#@ bootloader: *${bootloader%:*} *$" "$s" || continue
        chip_args "$s" || continue
        # shellcheck disable=SC2086 # $args: options and the firmware
        if "$sim" $args >"$out" 2>&1; then
            ok "$name ($board, bootloader $bl): $(grep -m 1 "steps passed" "$out" | sed "s/^[^:]*: //")"
        else
            not_ok "$name ($board, bootloader $bl)"
            sed 's/^/#   /' "$out"
        fi
    done
done

# The same checks with simavr 1.6's own watchdog and MCUSR (--wdt simavr) must fail: its reset
# key sets no EXTRF (Optiboot then never waits for avrdude), its interrupt mode fires once.
checks=
if part checks 1; then
    checks=yes
fi
if [ -n "$checks" ]; then
    if chip_args tests/flash/chip/uno-lcd_optiboot.script; then
        # shellcheck disable=SC2086
        if "$sim" --wdt simavr $args >"$out" 2>&1; then
            not_ok "uno-lcd_optiboot passed with simavr's own watchdog and MCUSR"
        else
            ok "uno-lcd_optiboot fails with simavr's own watchdog and MCUSR: $(grep -m 1 FAILED "$out" | sed 's/^[^:]*:[0-9]*: //')"
        fi
    fi
    if "$sim" --wdt simavr --script tests/sim/fw/wdt_timing.script "$build/sim/fw/wdt_timing.elf" >"$out" 2>&1; then
        not_ok "wdt_timing passed with simavr's own watchdog"
    else
        ok "wdt_timing fails with simavr's own watchdog: $(grep -m 1 FAILED "$out" | sed 's/^[^:]*:[0-9]*: //')"
    fi
fi

# same_run NAME WHAT OPTION SCRIPT: the script's whole output (and --stats: its cycles) is the
# same with OPTION as without
same_run() {
    chip_args "tests/flash/chip/$1.script" || return
    # shellcheck disable=SC2086
    "$sim" --stats $args 2>&1 | sed 's/, [0-9.]* s wall, .*//' >"$tmp/a"
    # shellcheck disable=SC2086
    "$sim" --stats "$3" $args 2>&1 | sed 's/, [0-9.]* s wall, .*//' >"$tmp/b"
    if grep -q "steps passed" "$tmp/a" && cmp -s "$tmp/a" "$tmp/b"; then
        ok "$1: $2 ($(sed -n 's/.* simulated, \([0-9]*\) cycles .*/\1/p' "$tmp/a") cycles)"
    else
        not_ok "$1: $2"
        diff "$tmp/a" "$tmp/b" | sed 's/^/#   /'
    fi
}

# Skipping the passes of idle polling loops (sim/idle_skip.h) changes nothing a test can see:
# the same script's whole output, with every pass simulated.
if part idle-skip 4; then
    for s in uno-lcd_optiboot wdt_hal-nano-tm1638_old; do
        same_run "$s" "the same output with every polling pass simulated (--no-idle-skip)" \
            --no-idle-skip
    done
fi

# A chip without a bootloader runs in batches (up to simavr's next timer): SPM's CPU halt and
# its busy RWW section end a batch, so self-programming and the watchdog run as one instruction
# a call does.
if [ -n "$checks" ]; then
    for s in spm_timing wdt_hal-uno-lcd_none; do
        same_run "$s" "batched, the same run as --single-steps, cycle for cycle" --single-steps
    done
fi

# The firmware given as its Intel HEX (what make flash writes) instead of the ELF: the same run.
if [ -n "$checks" ]; then
    if chip_args tests/flash/chip/uno-lcd_optiboot.script; then
        # shellcheck disable=SC2086
        if "$sim" ${args%.elf}.hex >"$out" 2>&1; then
            ok "uno-lcd_optiboot with the firmware's HEX: $(grep -m 1 "steps passed" "$out" | sed "s/^[^:]*: //")"
        else
            not_ok "uno-lcd_optiboot with the firmware's HEX"
            sed 's/^/#   /' "$out"
        fi
    fi
fi
exit "$failed"
