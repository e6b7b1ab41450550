#!/bin/sh
# run_deps.sh - fails when the installer's package list (tools/install-deps.sh) and what the
# build really uses drift apart. Every tool, header, library and pkg-config file the build
# touches is traced to the Debian package that owns it (dpkg -S); that package must be one the
# installer installs, or pulled in by one of them (their Depends, recursively), or essential.
# This is how a need like libgl-dev (through simavrparts.pc) is caught on a machine that
# happens to have it. Prints TAP lines. Usage: tests/deps/run_deps.sh [BUILD_DIR]
#@ weight 7 (about 7 s of CPU: dpkg queries)
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pkgs=$(sh tools/install-deps.sh --list)
# The installer's packages and everything they depend on; essential and required packages
# (present on every Debian/Ubuntu system, minbase included).
# shellcheck disable=SC2086
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $pkgs 2>/dev/null |
    sed -n -e 's/^\([a-z0-9][^ :]*\).*/\1/p' -e 's/^ *\(Pre\)\{0,1\}Depends: \([^<][^ :]*\).*/\2/p' |
    sort -u >"$tmp/allowed"
dpkg-query -W -f='${Package} ${Essential} ${Priority}\n' |
    awk '$2 == "yes" || $3 == "required" { print $1 }' >>"$tmp/allowed"
echo "$pkgs" >>"$tmp/allowed"
sort -u -o "$tmp/allowed" "$tmp/allowed"

# check WHAT FILE...: each file must come from an allowed package (one dpkg -S for them all;
# usr-merged paths are asked both ways, /usr/lib/x and /lib/x).
check() {
    what=$1; shift
    : >"$tmp/files"
    for f in "$@"; do readlink -f "$f"; done | sort -u >"$tmp/files"
    n=$(wc -l <"$tmp/files")
    if [ "$n" -eq 0 ]; then
        echo "not ok - deps: $what: found nothing to check"
        return
    fi
    sed -e 'p' -e 's|^/usr/|/|' "$tmp/files" | sort -u >"$tmp/asks"
    # shellcheck disable=SC2046
    dpkg -S $(cat "$tmp/asks") 2>/dev/null | sed -n 's/^\([^:,]*\)[^ ]* \(.*\)$/\2 \1/p' >"$tmp/owners"
    # each file's owner: the first line of owners naming it, as /usr/x or as /x (one awk for
    # all the files, not one a file)
    awk -v allowed="$tmp/allowed" -v owners="$tmp/owners" '
        FILENAME == allowed { ok[$0] = 1; next }
        FILENAME == owners { if (!($1 in at)) { at[$1] = FNR; own[$1] = $2 }; next }
        {
            f = $0; g = f; sub(/^\/usr/, "", g)
            o = ""
            if (f in at) o = own[f]
            if ((g in at) && (!(f in at) || at[g] < at[f])) o = own[g]
            if (o == "") print "#   " f " belongs to no Debian package"
            else if (!(o in ok)) print "#   " f " comes from package " o ", which tools/install-deps.sh does not install"
        }' "$tmp/allowed" "$tmp/owners" "$tmp/files" >"$tmp/bad"
    if [ -s "$tmp/bad" ]; then
        echo "not ok - deps: $what: $n files, some from packages the installer leaves out"
        echo
        cat "$tmp/bad"
    else
        echo "ok - deps: $what: $n files, all from packages the installer brings"
    fi
}

# Tools the Makefile runs.
tools=""
for t in cc avr-gcc avr-objcopy avr-size avr-nm avr-objdump avr-gcc-nm pkg-config avrdude make node npm chromium clang-14; do
    p=$(command -v "$t") && tools="$tools $p" || echo "not ok - deps: tool $t is not installed"
done
# shellcheck disable=SC2086
check "tools the Makefile runs" $tools

# The bootloaders the virtual boards carry (tests/flash/: Debian's HEX files, each board with
# each of its bootloaders, as board.mk names them).
hexes=""
for b in board/*/board.mk; do
    b=$(basename "$(dirname "$b")")
    for bl in $(make -s print-BOARD_BOOTLOADERS BOARD="$b"); do
        hexes="$hexes $(make -s print-BOOTLOADER_HEX BOARD="$b" BOOTLOADER="$bl")"
    done
done
# shellcheck disable=SC2086
check "bootloaders of the virtual boards" $hexes

# headers: every file the compilers read (`-M`, system headers included) in each build.
headers() { # compiler flags... -- sources...: prints the /usr files the preprocessor read
    "$@" -M -MG 2>"$tmp/err" | tr ' \\' '\n\n' | grep '^/usr' | sort -u
}
sim_flags=$(make -s print-SIM_CFLAGS | sed 's/-MMD//; s/-MP//')
host_flags=$(make -s print-HOST_CFLAGS | sed 's/-MMD//; s/-MP//')
avr_flags=$(make -s print-AVR_CFLAGS | sed 's/-MMD//; s/-MP//; s/-flto//')
# shellcheck disable=SC2086
check "headers of the simulator" $(headers cc $sim_flags sim/*.c)
# shellcheck disable=SC2086
check "headers of the host tool and unit tests" $(headers cc $host_flags -Itests/unit tests/unit/*.c firmware/*/*.c hal/host/*.c)
# shellcheck disable=SC2086
check "headers of the firmware" $(headers avr-gcc $avr_flags firmware/*/*.c firmware/main.c hal/avr/*.c)

# libraries the links name (-l...), as the linker finds them.
libs=""
for l in $(make -s print-SIM_LIBS | tr ' ' '\n' | sed -n 's/^-l//p') cmocka; do
    for ext in so a; do
        f=$(cc -print-file-name="lib$l.$ext")
        [ "$f" != "lib$l.$ext" ] && { libs="$libs $f"; break; }
    done
done
# (make fuzz: libFuzzer's and the sanitizers' runtimes, as clang-14 finds them)
for l in fuzzer asan ubsan_standalone; do
    f=$(clang-14 -print-file-name="libclang_rt.$l-$(uname -m).a" 2>/dev/null)
    [ -f "$f" ] && libs="$libs $f" || echo "not ok - deps: clang-14 finds no libclang_rt.$l"
done
# shellcheck disable=SC2086
check "libraries the links use" $libs

# pkg-config files the Makefile reads, with every file they require in turn: a Requires of a
# .pc file from a package the installer leaves out (gl.pc) makes the pkg-config call fail on a
# fresh machine.
pcs=""
modules=$(grep -o 'pkg-config --[a-z=]* [a-z0-9 ]*' Makefile | awk '{ $1 = ""; $2 = ""; print }' | tr ' ' '\n' | sort -u)
seen=""
while [ -n "$modules" ]; do
    next=""
    for m in $modules; do
        case " $seen " in *" $m "*) continue ;; esac
        seen="$seen $m"
        pc=$(pkg-config --path "$m" 2>/dev/null)
        if [ -z "$pc" ]; then
            echo "not ok - deps: pkg-config module $m has no .pc file here"
            continue
        fi
        pcs="$pcs $pc"
        next="$next $(pkg-config --print-requires --print-requires-private "$m" 2>/dev/null | awk '{ print $1 }')"
    done
    modules=$next
done
# shellcheck disable=SC2086
check "pkg-config files the build reads (with their requirements)" $pcs
