#!/bin/sh
# check-deps.sh - checks that the build finds everything it needs and says, in words, what is
# missing and which Debian package brings it (run by `make deps` after the installer, and by
# the simulator's build). Exit 0 when all is there, 1 otherwise.
# Usage: tools/check-deps.sh [host|avr|sim|all]   (default all)
what=${1:-all}
bad=0
say() { echo "check-deps: $*" >&2; bad=1; }
have() { command -v "$1" >/dev/null 2>&1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ "$what" = host ] || [ "$what" = all ]; then
    have cc || say "no C compiler 'cc' (package gcc)"
    have pkg-config || say "no pkg-config (package pkg-config)"
    if have cc; then
        printf '#include <stdio.h>\nint main(void){return 0;}\n' >"$tmp/h.c"
        cc "$tmp/h.c" -o "$tmp/h" 2>"$tmp/err" ||
            say "cc cannot build a C program (packages gcc, libc6-dev): $(head -3 "$tmp/err")"
        printf '#include <stdarg.h>\n#include <stddef.h>\n#include <setjmp.h>\n#include <stdint.h>\n#include <cmocka.h>\nint main(void){return 0;}\n' >"$tmp/c.c"
        cc "$tmp/c.c" -o "$tmp/c" -lcmocka 2>"$tmp/err" ||
            say "unit tests cannot use cmocka (package libcmocka-dev): $(head -3 "$tmp/err")"
    fi
fi

if [ "$what" = avr ] || [ "$what" = all ]; then
    for t in avr-gcc:gcc-avr avr-objcopy:binutils-avr avr-size:binutils-avr avr-nm:binutils-avr; do
        have "${t%%:*}" || say "no ${t%%:*} (package ${t#*:})"
    done
    if have avr-gcc; then
        printf '#include <avr/io.h>\nint main(void){return 0;}\n' >"$tmp/a.c"
        avr-gcc -mmcu=atmega328p "$tmp/a.c" -o "$tmp/a.elf" 2>"$tmp/err" ||
            say "avr-gcc cannot build for the ATmega328P (package avr-libc): $(head -3 "$tmp/err")"
    fi
fi

if [ "$what" = sim ] || [ "$what" = all ]; then
    if ! have pkg-config; then
        say "no pkg-config (package pkg-config): the simulator's flags come from simavr.pc"
    elif ! pkg-config --cflags simavr >/dev/null 2>"$tmp/err"; then
        say "pkg-config cannot find simavr (package libsimavr-dev): $(cat "$tmp/err")"
    elif have cc; then
        # The same flags as the Makefile's SIM_CFLAGS / SIM_LIBS.
        inc=$(pkg-config --variable=includedir simavr)/simavr/parts
        printf '#include <sim_avr.h>\n#include <sim_elf.h>\n#include <hd44780.h>\n#include <uart_pty.h>\nint main(void){return avr_make_mcu_by_name("atmega328p") == 0;}\n' >"$tmp/s.c"
        # shellcheck disable=SC2046
        cc $(pkg-config --cflags simavr) -I"$inc" "$tmp/s.c" -o "$tmp/s" \
            $(pkg-config --libs simavr) -lsimavrparts -lelf -lpthread -lutil 2>"$tmp/err" ||
            say "the simulator cannot be built against simavr (packages libsimavr-dev, libelf-dev): $(head -5 "$tmp/err")"
    fi
fi

[ "$bad" -eq 0 ] || echo "check-deps: run 'make deps' (tools/install-deps.sh) to install what is missing" >&2
exit "$bad"
