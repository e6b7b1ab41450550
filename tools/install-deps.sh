#!/bin/sh
# install-deps.sh - installs the Debian packages NimBox needs when any is missing.
# Uses apt-get directly as root, through sudo otherwise. Quiet when all are present.
set -e
PKGS="gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev libcmocka-dev avrdude pkg-config make gcc"
missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
echo "install-deps: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq $missing
