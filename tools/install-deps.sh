#!/bin/sh
# install-deps.sh - installs the Debian packages NimBox needs when any is missing, then checks
# that the build finds what it needs (tools/check-deps.sh). Uses apt-get as root, through sudo
# otherwise; never stops at a prompt. Quiet when all are present.
# Every package named here exists under the same name in Debian 12 and Ubuntu 24.04.
set -e
cd "$(dirname "$0")/.."

# One package a line, then what needs it (tests/deps/run_deps.sh checks this list against the
# files the build really uses).
PKGS=$(sed -e 's/#.*//' <<'EOF' | awk 'NF { print $1 }'
gcc             the host tool, unit tests, the simulator
libc6-dev       C headers for the host builds
make            the build
pkg-config      the simulator's and the unit tests' compile flags
gcc-avr         the firmware
binutils-avr    the firmware (avr-objcopy, avr-size, avr-nm)
avr-libc        the firmware (avr/io.h, libc for the AVR)
libsimavr-dev   the virtual board: simavr and its parts (hd44780, uart_pty), headers and libs
libelf-dev      the virtual board loads the firmware ELF
libcmocka-dev   unit tests
avrdude         make flash
picocom         make play's serial console (the command its status line shows)
nodejs          the web page's build and the avr8js tests (make web)
chromium        the browser tests (headless, driven by playwright-core from npm)
clang-14        make fuzz: the libFuzzer harnesses (clang with ASan and UBSan, fuzz/README.md)
libclang-rt-14-dev  make fuzz: libFuzzer's and the sanitizers' runtime libraries
arduino-core-avr the boards' bootloaders (Optiboot, ATmegaBOOT): the virtual chip (tests/flash), the page's flasher
EOF
)
# npm: Debian's package, unless the installed Node.js brought its own (NodeSource's nodejs
# bundles one, and conflicts with Debian's npm).
dpkg -S /usr/bin/npm 2>/dev/null | grep -q '^nodejs:' || PKGS="$PKGS
npm"

if [ "$1" = "--list" ]; then # the package names, one a line (tests/deps/run_deps.sh)
    echo "$PKGS"
    exit 0
fi

missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $p"
    fi
done
if [ -n "$missing" ]; then
    echo "install-deps: installing:$missing"
    if [ "$(id -u)" -eq 0 ]; then
        SUDO=""
    elif command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "install-deps: not root and no sudo; as root, run: apt-get install$missing" >&2
        exit 1
    fi
    # sudo drops the environment: pass the settings on the command line (env), so debconf and
    # Ubuntu's needrestart never ask anything.
    APT="env DEBIAN_FRONTEND=noninteractive NEEDRESTART_MODE=a apt-get -qq -y -o Dpkg::Use-Pty=0"
    # shellcheck disable=SC2086
    $SUDO $APT update
    # shellcheck disable=SC2086
    $SUDO $APT install $missing
fi
sh tools/check-deps.sh
