#!/bin/sh
# run_flasher.sh - "Flash my board" (web/src/flasher, web/src/page/flash_panel.js) against the
# real bootloaders of Debian's arduino-core-avr (Optiboot, ATmegaBOOT) running on the avr8js
# board model with SPM, a boot section and the DTR auto-reset:
#   1. the model's parts a bootloader needs, against the datasheet (web/test/bootloader_chip_test.mjs);
#   2. the flasher in Node: each board and bootloader written, verified, the toy booting; a
#      wrong baud rate, a HEX too large and the other failures in words (web/test/flasher_test.mjs);
#   3. the same from the page's button in headless Chromium (web/test/flasher_browser_test.mjs).
# Prints TAP lines. Usage: sh tests/web/run_flasher.sh BUILD_DIR (from the repository root)
#@ weight 20
#@ waits: the flasher in Chromium at real time (about 20 s of wall time, 11 s of CPU)
BUILD=${1:-build}
BOOTLOADERS=${BOOTLOADERS:-/usr/share/arduino/hardware/arduino/avr/bootloaders}
export BOOTLOADERS
failed=0

missing=
for f in "$BOOTLOADERS/optiboot/optiboot_atmega328.hex" "$BOOTLOADERS/atmega/ATmegaBOOT_168_atmega328.hex" \
    "$BUILD/uno-lcd/nimbox.hex" "$BUILD/nano-tm1638/nimbox.hex"; do
    [ -f "$f" ] || missing="$missing $f"
done
[ -d web/node_modules/avr8js ] || missing="$missing web/node_modules (make web)"
if [ -n "$missing" ]; then
    echo "not ok - flasher tests need:$missing (Debian package arduino-core-avr; make firmware for both boards)"
    exit 1
fi

node web/test/bootloader_chip_test.mjs || failed=1
node web/test/flasher_test.mjs "$BUILD" || failed=1
if [ -f "$BUILD/web/index.html" ] && [ -d web/node_modules/playwright-core ]; then
    node web/test/flasher_browser_test.mjs "$BUILD" || failed=1
else
    echo "not ok - browser flasher tests need $BUILD/web (make web)"
    failed=1
fi
exit "$failed"
