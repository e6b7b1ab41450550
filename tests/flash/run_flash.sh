#!/bin/bash
# run_flash.sh - `make flash` end to end, with the Makefile's own avrdude command, against the
# virtual board's chip as each board ships (nimbox-sim --headless --bootloader: Debian's
# bootloader HEX in the boot section, the rest of the flash erased, the serial port a pty with
# a real board's auto-reset). For each board and bootloader (Uno + Optiboot, Nano + the old
# bootloader, Nano + Optiboot), in parallel:
#   - an EEPROM with a finished game (stats) and a saved one (tests/flash/BOARD_save.script);
#   - make flash: avrdude writes and verifies the HEX; the bootloader then starts what it wrote
#     and the chip says the EEPROM was neither written nor changed; the toy's banner;
#   - the console: opening the port resets the board (as DTR does), the toy boots, `help`;
#   - a second make flash over the running toy;
#   - the wrong bootloader (the Nano's other one) or baud rate: avrdude's error and make
#     flash's one line naming the variable; the toy still runs;
#   - the flashed chip, run again from its saved flash and EEPROM (a script in simulated time):
#     the saved game resumes.
# And make flash's refusals before avrdude runs: a HEX too large, no port, a busy port, a port
# without permission, a board without a bootloader (BOOTLOADER none in its board.mk: each such
# board). avrdude talks in real time: this suite is the one that waits on the wall clock (the
# simulators follow it while the line is idle, sleeping between steps, and run flat out while
# it is busy: sim/headless_mode.c); the script waits on their event logs (port_chat) with
# deadlines, never a blind sleep. The four groups run side by side in one job: the simulators
# need little CPU, so the job leaves the machine's cores to the other jobs; it has passed
# beside a job keeping both cores busy.
# Prints TAP lines. Usage: sh tests/flash/run_flash.sh BUILD_DIR (from the repository root)
#@ parts (tests/parts.sh): one, "real-time", whose weight is its wall time (about a minute:
#   it starts among the first jobs, not last), not its CPU time (about 20 s)
#@ waits: avrdude talks in real time (about a minute of wall time, 20 s of CPU)
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"
cd "$(dirname "$0")/../.." || exit 1
. tests/parts.sh
part real-time 60 || exit 0
build=${1:-build}
sim=$build/sim/nimbox-sim
chat=$build/sim/port_chat
tmp=$(mktemp -d /tmp/nimbox-flash.XXXXXX)
cleanup() {
    for p in "$tmp"/*/sim.pid; do
        [ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null
    done
    rm -rf "$tmp"
}
trap cleanup EXIT

# make flash as a user runs it, output kept; its status in $d/rc.
flash() { # dir log make-args...
    local d=$1 log=$2
    shift 2
    make --no-print-directory flash "$@" >"$d/$log" 2>&1
    echo $? >"$d/rc"
}

# One board with one bootloader; its TAP lines go to $tmp/NAME.tap.
combo() { # board bootloader wrong-make-args...
    local b=$1 bl=$2
    shift 2
    local name=$b+$bl d=$tmp/$b-$bl
    local tap=$tmp/$name.tap
    mkdir -p "$d"
    ok() { echo "ok - flash: $name: $*" >>"$tap"; }
    nok() { echo "not ok - flash: $name: $*" >>"$tap"; }
    show() { sed 's/^/#   /' "$1" >>"$tap"; }
    if ! "$sim" --script "tests/flash/${b}_save.script" --eeprom "$d/ee.bin" \
        "$build/$b/nimbox.elf" >"$d/save.txt" 2>&1; then
        nok "the EEPROM to keep could not be made"
        show "$d/save.txt"
        return
    fi
    local hex
    hex=$(make -s print-BOOTLOADER_HEX BOARD="$b" BOOTLOADER="$bl")
    : >"$d/events.txt"
    "$sim" --headless --board "$b" --bootloader "$hex" --eeprom "$d/ee.bin" --flash "$d/flash.bin" \
        --pty-link "$d/port" >"$d/events.txt" 2>"$d/sim.txt" &
    echo $! >"$d/sim.pid"
    if ! "$chat" wait "$d/events.txt" "ready:" 10000 >/dev/null; then
        nok "the chip did not start"
        show "$d/sim.txt"
        return
    fi
    local from line

    # the first flash, over erased flash
    from=$("$chat" size "$d/events.txt")
    flash "$d" flash1.txt BOARD="$b" BOOTLOADER="$bl" PORT="$d/port"
    if [ "$(cat "$d/rc")" = 0 ] && grep -q "bytes of flash verified" "$d/flash1.txt" &&
        grep -q "^make flash: done" "$d/flash1.txt"; then
        ok "make flash wrote and verified $(sed -n 's/^avrdude: \([0-9]*\) bytes of flash verified/\1/p' "$d/flash1.txt") bytes"
    else
        nok "make flash failed (status $(cat "$d/rc"))"
        show "$d/flash1.txt"
    fi
    if line=$("$chat" wait "$d/events.txt" "(since the application last ran" 15000 "$from") &&
        echo "$line" | grep -q "page writes; EEPROM: 0 bytes written, 0 bytes differ" &&
        ! echo "$line" | grep -q "erased flash\| 0 page writes"; then
        ok "the bootloader started what it wrote, the EEPROM untouched: ${line#*] }"
    else
        nok "after the flash: ${line:-no application started}"
        show "$d/events.txt"
    fi
    if "$chat" wait "$d/events.txt" "banner: NimBox" 10000 "$from" >/dev/null; then
        ok "the toy boots from the flashed chip"
    else
        nok "no boot banner after the flash"
        show "$d/events.txt"
    fi

    # the console: the open resets the board, the bootloader lets go, the toy answers
    from=$("$chat" size "$d/events.txt")
    if "$chat" talk "$d/port" 115200 "expect:8000:NimBox" "expect:2000:ready" "send:help\n" \
        "expect:3000:judge PROBLEM" >"$d/talk.txt" 2>&1 &&
        "$chat" wait "$d/events.txt" "reset: port opened (DTR)" 1000 "$from" >/dev/null; then
        ok "opening the port reset the board; the toy booted and answered help"
    else
        nok "the console on the port"
        show "$d/talk.txt"
        show "$d/events.txt"
    fi

    # a second flash over the running toy
    from=$("$chat" size "$d/events.txt")
    flash "$d" flash2.txt BOARD="$b" BOOTLOADER="$bl" PORT="$d/port"
    if [ "$(cat "$d/rc")" = 0 ] && grep -q "bytes of flash verified" "$d/flash2.txt" &&
        "$chat" wait "$d/events.txt" "banner: NimBox" 15000 "$from" >/dev/null; then
        ok "a second make flash over the running toy; the toy boots again"
    else
        nok "the second flash (status $(cat "$d/rc"))"
        show "$d/flash2.txt"
        show "$d/events.txt"
    fi

    # the wrong bootloader or rate: avrdude's error, then the one line that names the variable
    from=$("$chat" size "$d/events.txt")
    flash "$d" wrong.txt BOARD="$b" PORT="$d/port" "$@"
    if [ "$(cat "$d/rc")" != 0 ] && grep -q "not in sync" "$d/wrong.txt" &&
        grep -q "^make flash: no answer from $b's bootloader" "$d/wrong.txt"; then
        ok "$* fails: $(grep "^make flash:" "$d/wrong.txt")"
    else
        nok "$* should fail with a hint (status $(cat "$d/rc"))"
        show "$d/wrong.txt"
    fi
    if "$chat" wait "$d/events.txt" "banner: NimBox" 15000 "$from" >/dev/null; then
        ok "the toy runs on after the failed attempt"
    else
        nok "no toy after the failed attempt"
        show "$d/events.txt"
    fi

    # the chip as the flashes left it, run again in simulated time: the saved game resumes
    kill -TERM "$(cat "$d/sim.pid")"
    "$chat" wait "$d/events.txt" "stopped: signal" 5000 >/dev/null
    rm -f "$d/sim.pid"
    if "$sim" --board "$b" --bootloader "$hex" --flash "$d/flash.bin" --eeprom "$d/ee.bin" \
        --script "tests/flash/${b}_resume.script" >"$d/resume.txt" 2>&1; then
        ok "the flashed chip, started again: the game saved before the flashes resumes"
    else
        nok "the flashed chip did not resume the saved game"
        show "$d/resume.txt"
    fi
}

# make flash's refusals, on a Nano chip of their own (the boards' checks run meanwhile).
refusals() {
    local name=refusals d=$tmp/refusals
    local tap=$tmp/$name.tap
    mkdir -p "$d"
    ok() { echo "ok - flash: $*" >>"$tap"; }
    nok() { echo "not ok - flash: $*" >>"$tap"; }
    show() { sed 's/^/#   /' "$1" >>"$tap"; }
    local hex
    hex=$(make -s print-BOOTLOADER_HEX BOARD=nano-tm1638 BOOTLOADER=old)
    : >"$d/events.txt"
    "$sim" --headless --board nano-tm1638 --bootloader "$hex" --pty-link "$d/port" \
        >"$d/events.txt" 2>"$d/sim.txt" &
    echo $! >"$d/sim.pid"
    "$chat" wait "$d/events.txt" "ready:" 10000 >/dev/null || { nok "the chip did not start"; return; }
    # a HEX of at least 30800 bytes (the Uno's firmware, padded) on the Nano (30720 beside its
    # bootloader): made too large here, as the Uno's own HEX may be smaller than that
    avr-objcopy -I ihex -O binary "$build/uno-lcd/nimbox.hex" "$d/large.bin"
    local pad=$((30800 - $(wc -c <"$d/large.bin")))
    [ "$pad" -le 0 ] || head -c "$pad" /dev/zero >>"$d/large.bin"
    avr-objcopy -I binary -O ihex "$d/large.bin" "$d/large.hex"
    flash "$d" large.txt BOARD=nano-tm1638 FLASH_HEX="$d/large.hex" PORT="$d/port"
    if [ "$(cat "$d/rc")" = 2 ] && grep -q "^make flash: .* over the 30720 bytes" "$d/large.txt" &&
        ! grep -q "^avrdude" "$d/large.txt" && ! grep -q "port: opened" "$d/events.txt"; then
        ok "a HEX too large is refused before avrdude runs: $(grep "^make flash:" "$d/large.txt")"
    else
        nok "a HEX too large (status $(cat "$d/rc"))"
        show "$d/large.txt"
    fi
    flash "$d" noport.txt BOARD=uno-lcd PORT="$d/no-such-port"
    if [ "$(cat "$d/rc")" = 2 ] && grep -q "^make flash: no board on $d/no-such-port" "$d/noport.txt"; then
        ok "no port: $(grep "^make flash:" "$d/noport.txt")"
    else
        nok "no port (status $(cat "$d/rc"))"
        show "$d/noport.txt"
    fi
    # a program holds the port (opening it resets the board, as on a real one)
    # shellcheck disable=SC2217 # (sleep holds the port open, as a serial console would)
    sleep 600 <"$d/port" &
    local holder=$!
    "$chat" wait "$d/events.txt" "port: opened" 5000 >/dev/null
    flash "$d" busy.txt BOARD=nano-tm1638 PORT="$d/port"
    kill "$holder" 2>/dev/null
    if [ "$(cat "$d/rc")" = 2 ] && grep -q "^make flash: .* is in use by process $holder (sleep)" "$d/busy.txt"; then
        ok "a busy port: $(grep "^make flash:" "$d/busy.txt")"
    else
        nok "a busy port (status $(cat "$d/rc"))"
        show "$d/busy.txt"
    fi
    # a port this user may not open: as root, checked as nobody; else the pty made unreadable
    local args="nano-tm1638 old old $d/port $build/nano-tm1638/nimbox.hex 30720 -- false"
    if [ "$(id -u)" = 0 ]; then
        chmod 755 "$tmp" "$d" # (mktemp -d made them the owner's only)
        # shellcheck disable=SC2086
        setpriv --reuid=65534 --regid=65534 --clear-groups sh tools/flash.sh $args >"$d/perm.txt" 2>&1
        echo $? >"$d/rc"
    else
        local pts
        pts=$(readlink -f "$d/port")
        chmod 000 "$pts"
        # shellcheck disable=SC2086
        sh tools/flash.sh $args >"$d/perm.txt" 2>&1
        echo $? >"$d/rc"
        chmod 620 "$pts"
    fi
    if [ "$(cat "$d/rc")" = 2 ] && grep -q "^make flash: no permission to open .*usermod -aG" "$d/perm.txt"; then
        ok "a port without permission: $(grep "^make flash:" "$d/perm.txt")"
    else
        nok "a port without permission (status $(cat "$d/rc"))"
        show "$d/perm.txt"
    fi
    # a board without a bootloader (programmed over ISP): one line, no avrdude, on a real port
    local b any=
    for b in $(make -s print-BOARDS); do
        [ "$(make -s print-BOOTLOADER BOARD="$b")" = none ] || continue
        any=yes
        flash "$d" "none-$b.txt" BOARD="$b" PORT="$d/port"
        if [ "$(cat "$d/rc")" = 2 ] && [ "$(grep -c "^make flash:" "$d/none-$b.txt")" = 1 ] &&
            grep -q "^make flash: $b has no bootloader (BOOTLOADER=none).* -c usbasp " "$d/none-$b.txt" &&
            ! grep -q "^avrdude" "$d/none-$b.txt"; then
            ok "a board without a bootloader, $b: $(grep "^make flash:" "$d/none-$b.txt")"
        else
            nok "a board without a bootloader, $b (status $(cat "$d/rc"))"
            show "$d/none-$b.txt"
        fi
    done
    [ -n "$any" ] || ok "a board without a bootloader: none here # SKIP no board.mk sets BOOTLOADER none"
}

for t in "$sim" "$chat" "$build/uno-lcd/nimbox.hex" "$build/nano-tm1638/nimbox.hex"; do
    if [ ! -e "$t" ]; then
        echo "not ok - flash: $t is missing (make test builds it)"
        exit 1
    fi
done
if ! command -v avrdude >/dev/null; then
    echo "not ok - flash: no avrdude (package avrdude)"
    exit 1
fi

combo uno-lcd optiboot AVRDUDE_BAUD=57600 &
combo nano-tm1638 old BOOTLOADER=optiboot &
combo nano-tm1638 optiboot BOOTLOADER=old &
refusals &
wait
cat "$tmp/uno-lcd+optiboot.tap" "$tmp/nano-tm1638+old.tap" "$tmp/nano-tm1638+optiboot.tap" \
    "$tmp/refusals.tap"
