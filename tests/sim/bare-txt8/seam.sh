#!/bin/sh
# seam.sh (bare-txt8) - the proof that a board is a folder: adding bare-txt8 needed no change
# outside its own files, OWN below (the board's folder, its view, its HAL parts, its simulator
# part files, its tests). It fails when the app, the Makefile, the simulator's core or a test
# runner had to learn the board:
#   1. no file outside OWN names the board or its parts ("txt8", "line8", "pin_keys",
#      "three_keys", any case; documentation, *.md, may): a file that had to learn the board
#      would name it;
#   2. nothing outside OWN needs OWN: a copy of the tree without OWN builds the simulator and
#      the host tool (the objects of this build are copied in with their times, so make
#      rebuilds only what depends on a file that changed or went: a source that included a
#      header of OWN is compiled again and fails, a link that needed an object of OWN fails);
#      in the copy make lists the other boards and the simulator does not know bare-txt8;
#   3. in a git checkout with its history, the commit that added board/bare-txt8/board.mk
#      touched files of OWN only (the board's own commit; a shallow clone has no such commit:
#      reported as a skip);
#   4. the check can fail: the copy with the board's name planted in its Makefile is caught by
#      1, and with the simulator's core including the TXT8 model's header by 2.
# Run by tests/sim/run_boards.sh. Prints TAP lines.
# Usage: sh tests/sim/bare-txt8/seam.sh BUILD_DIR (from the repository root)
BUILD=${1:-build}
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
comment_file() { sed 's/^/# /' "$1"; }

# OWN: the board's files, as path patterns (case patterns)
own() {
    case $1 in
    board/bare-txt8/* | firmware/view/line8/* | hal/avr/txt8/* | hal/avr/pin_keys/* | \
        sim/board_pins_bare_txt8.c | sim/txt8_model.[ch] | sim/pin_keys.[ch] | \
        tests/sim/bare-txt8/*) return 0 ;;
    esac
    return 1
}
NAMES='txt8|line8|pin_keys|three_keys'

# The tree's files, one a line: git's (tracked, and new ones not ignored), else every file
# but the build's, git's and npm's.
if git rev-parse --git-dir >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard | while IFS= read -r f; do
        [ -f "$f" ] && echo "$f"
    done >"$tmp/files"
else
    find . \( -path ./build -o -path ./.git -o -name node_modules -o -path "./$BUILD" \) -prune \
        -o -type f -print | sed 's|^\./||' >"$tmp/files"
fi

# named ROOT: the files under ROOT (of the list) outside OWN, not Markdown, that name the
# board or its parts, one a line
named() {
    while IFS= read -r f; do
        own "$f" && continue
        case $f in *.md) continue ;; esac
        grep -qiE "$NAMES" "$1/$f" 2>/dev/null && echo "$f"
    done <"$tmp/files"
}

# --- 1. no other file names the board ---
named . >"$tmp/named"
looked=$(grep -c . "$tmp/files")
if [ "$looked" -gt 100 ] && [ ! -s "$tmp/named" ]; then
    ok "seam: no file outside bare-txt8's own names it or its parts ($looked files looked at)"
else
    not_ok "seam: no file outside bare-txt8's own names it or its parts; these do:"
    comment_file "$tmp/named"
fi

# --- 2. the tree without the board builds, and knows nothing of it ---
copy=$tmp/tree
mkdir -p "$copy"
while IFS= read -r f; do own "$f" || echo "$f"; done <"$tmp/files" >"$tmp/kept"
tar -cf - -T "$tmp/kept" | tar -xf - -C "$copy"
mkdir -p "$copy/build/host" "$copy/build/sim"
for d in host/obj sim/obj tools; do
    [ -d "$BUILD/$d" ] && cp -a "$BUILD/$d" "$copy/build/$(dirname "$d")/"
done
[ -f "$BUILD/sim/deps.ok" ] && cp -a "$BUILD/sim/deps.ok" "$copy/build/sim/"
# what the texts of every view made (the dictionary, the packed console) is made again from
# the copy's own catalogs; objects of the removed files stay in the copy's build: nothing may
# link them, for the links take the objects of the sources there are
rm -rf "$copy/build/host/obj/gen" "$copy/build/host/obj/firmware/console"
if (cd "$copy" && make --no-print-directory BUILD=build sim host) >"$tmp/make.out" 2>&1 &&
    [ -x "$copy/build/sim/nimbox-sim" ] && [ -x "$copy/build/host/nimbox" ]; then
    ok "seam: the tree without bare-txt8's files builds the simulator and the host tool"
else
    not_ok "seam: the tree without bare-txt8's files builds the simulator and the host tool"
    tail -n 20 "$tmp/make.out" | comment_file /dev/stdin
fi
if (cd "$copy" && make -n BUILD=build BOARD=uno-lcd firmware && make -n BUILD=build \
    BOARD=nano-tm1638 firmware) >"$tmp/dry.out" 2>&1; then
    ok "seam: in the tree without bare-txt8's files make has every rule the other boards need"
else
    not_ok "seam: in the tree without bare-txt8's files make has every rule the other boards need"
    tail -n 10 "$tmp/dry.out" | comment_file /dev/stdin
fi
boards=$(cd "$copy" && make -s print-BOARDS)
if [ "$boards" = "nano-tm1638 uno-lcd" ]; then
    ok "seam: without its folder make knows the other boards only ($boards)"
else
    not_ok "seam: without its folder make knows the other boards only (it lists '$boards')"
fi
if "$copy/build/sim/nimbox-sim" --board bare-txt8 "$BUILD/bare-txt8/nimbox.elf" \
    >"$tmp/sim.out" 2>&1; then
    not_ok "seam: the simulator built without its files does not know bare-txt8"
elif grep -q "unknown board 'bare-txt8' (boards: nano-tm1638 uno-lcd)" "$tmp/sim.out"; then
    ok "seam: the simulator built without its files does not know bare-txt8"
else
    not_ok "seam: the simulator built without its files does not know bare-txt8"
    comment_file "$tmp/sim.out"
fi

# --- 3. the board's own commit ---
if ! git rev-parse --git-dir >/dev/null 2>&1; then
    ok "seam: the board's commit touched its own files only # SKIP not a git checkout"
elif [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    ok "seam: the board's commit touched its own files only # SKIP a shallow clone"
else
    first=$(git log --diff-filter=A --format=%H -- board/bare-txt8/board.mk | tail -n 1)
    what="seam: the board's commit"
    if [ -z "$first" ]; then
        not_ok "$what touched its own files only (none added board/bare-txt8/board.mk)"
    else
        what="$what ($(git log -1 --format=%h "$first"))"
        git show --format= --name-only "$first" >"$tmp/touched"
        while IFS= read -r f; do own "$f" || echo "$f"; done <"$tmp/touched" >"$tmp/outside"
        if [ -s "$tmp/touched" ] && [ ! -s "$tmp/outside" ]; then
            ok "$what touched its own files only ($(grep -c . "$tmp/touched") files)"
        else
            not_ok "$what touched its own files only; also:"
            comment_file "$tmp/outside"
        fi
    fi
fi

# --- 4. the check can fail ---
echo "# the board's third display: bare-txt8" >>"$copy/Makefile"
if named "$copy" | grep -qx Makefile; then
    ok "seam: a Makefile that names the board is caught"
else
    not_ok "seam: a Makefile that names the board is caught"
fi
printf '#include "txt8_model.h"\n' >>"$copy/sim/board.c"
if (cd "$copy" && make --no-print-directory BUILD=build sim) >"$tmp/make2.out" 2>&1; then
    not_ok "seam: a simulator core that includes the board's model does not build without it"
elif grep -q "txt8_model.h" "$tmp/make2.out"; then
    ok "seam: a simulator core that includes the board's model does not build without it"
else
    not_ok "seam: a simulator core that includes the board's model does not build without it"
    tail -n 10 "$tmp/make2.out" | comment_file /dev/stdin
fi
exit "$failed"
