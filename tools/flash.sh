#!/bin/sh
# flash.sh - `make flash`'s checks around the Makefile's own avrdude command (docs/flash.md).
# Before avrdude runs: the board has a bootloader (a board without one, BOOTLOADER none, is
# programmed over ISP: one line says how), the HEX exists and fits beside the bootloader
# (FLASH_MAX), the port exists, is a device, is ours to open (the dialout group) and no other
# program holds it.
# Then the command runs as given; when it fails, one line says what to change (the bootloader,
# its baud rate, the port). Each refusal ends with status 2, avrdude's own failure with its
# status.
# Usage: tools/flash.sh BOARD BOOTLOADER "BOOTLOADERS" PORT HEX FLASH_MAX -- avrdude ARGS...
set -u
board=$1 bootloader=$2 bootloaders=$3 port=$4 hex=$5 max=$6
shift 6
[ "${1:-}" = "--" ] && shift
say() { echo "make flash: $*"; }

# --- a board without a bootloader (BOOTLOADER none in its board.mk): an ISP programmer's job ---
if [ "$bootloader" = none ]; then
    mcu=$(echo " $* " | sed -n 's/.* -p \([^ ]*\) .*/\1/p')
    say "$board has no bootloader (BOOTLOADER=none), so make flash cannot write it: nothing was written; program it over ISP, e.g. with a USBasp: avrdude -p ${mcu:-atmega328p} -c usbasp -U flash:w:$hex:i (fuses: board/$board/README.md)"
    exit 2
fi

# --- the HEX: its highest address + 1 and its data bytes (records 00, 02 and 04) ---
if [ ! -r "$hex" ]; then
    say "no $hex to write (make firmware BOARD=$board builds it)"
    exit 2
fi
size=$(awk 'function hx(s,  i, v) { v = 0
        for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789ABCDEF", toupper(substr(s, i, 1))) - 1
        return v }
    /^:/ { n = hx(substr($0, 2, 2)); a = hx(substr($0, 4, 4)); t = hx(substr($0, 8, 2))
        if (t == 0) { e = base + a + n; if (e > end) end = e; bytes += n }
        else if (t == 2) base = hx(substr($0, 10, 4)) * 16
        else if (t == 4) base = hx(substr($0, 10, 4)) * 65536 }
    END { printf "%d %d\n", end, bytes }' "$hex")
end=${size% *}
if [ "$end" -gt "$max" ]; then
    say "$hex reaches $end bytes into the flash (up to 0x$(printf '%04x' $((end - 1)))), over the $max bytes $board's bootloader ($bootloader) leaves beside it: nothing was written. A HEX for another board? (FLASH_HEX, BOARD)"
    exit 2
fi

# --- the port ---
if [ ! -e "$port" ]; then
    say "no board on $port (the port it tried)."
    # shellcheck disable=SC2012
    found=$(ls /dev/ttyACM* /dev/ttyUSB* 2>/dev/null | tr '\n' ' ')
    if [ -n "$found" ]; then
        echo "Serial ports here: $found- pick one: make flash PORT=<port>"
    else
        echo "No serial port found: plug the board in, then: make flash PORT=<port> (an Uno is /dev/ttyACM0, a Nano /dev/ttyUSB0)"
    fi
    exit 2
fi
real=$(readlink -f "$port")
if [ ! -c "$real" ]; then
    say "$port is not a serial port ($real is no character device): make flash PORT=<port>"
    exit 2
fi
if [ ! -r "$real" ] || [ ! -w "$real" ]; then
    group=$(stat -c %G "$real")
    say "no permission to open $port (owner $(stat -c %U "$real"), group $group): join the group and log in again: sudo usermod -aG $group $(id -un)"
    exit 2
fi
holders=$(find /proc/[0-9]*/fd -maxdepth 1 -lname "$real" 2>/dev/null |
    sed 's|^/proc/\([0-9]*\)/.*|\1|' | sort -un | while read -r pid; do
        printf ' %s (%s)' "$pid" "$(cat /proc/"$pid"/comm 2>/dev/null || echo '?')"
    done)
if [ -n "$holders" ]; then
    say "$port is in use by process$holders: close it first (a serial console such as picocom, a serial monitor), then make flash again"
    exit 2
fi

# --- avrdude ---
echo "$*"
log=$(mktemp) status=$(mktemp)
trap 'rm -f "$log" "$status"' EXIT
{ "$@"; echo $? >"$status"; } 2>&1 | tee "$log"
rc=$(cat "$status")
if [ "$rc" -eq 0 ]; then
    bytes=$(sed -n 's/.* \([0-9][0-9]*\) bytes of flash verified.*/\1/p' "$log" | tail -n 1)
    say "done: ${bytes:-the} bytes of $hex written and verified; $board restarts into it"
    exit 0
fi
baud=$(echo "$*" | sed -n 's/.* -b \([0-9][0-9]*\) .*/\1/p')
if grep -q "not in sync\|not responding\|stk500_getsync\|cannot get into sync" "$log"; then
    others=$(echo " $bootloaders " | sed "s/ $bootloader / /; s/^ *//; s/ *$//")
    if [ -n "$others" ]; then
        say "no answer from $board's bootloader at $baud baud (BOOTLOADER=$bootloader): if it carries another one, set BOOTLOADER=$others (make flash BOARD=$board BOOTLOADER=$others)"
    else
        say "no answer from $board's bootloader at $baud baud: is $port this $board (PORT), with its bootloader? (AVRDUDE_BAUD)"
    fi
elif grep -q "verification error\|mismatch" "$log"; then
    say "what the board read back differs from $hex: try again, another USB cable or port"
elif grep -q "Permission denied" "$log"; then
    say "no permission to open $port: sudo usermod -aG $(stat -c %G "$real") $(id -un), then log in again"
elif grep -q "Device or resource busy" "$log"; then
    say "$port is busy: close the program that holds it"
else
    say "avrdude failed (its messages above)"
fi
exit "$rc"
