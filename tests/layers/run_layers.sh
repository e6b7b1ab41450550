#!/bin/sh
# run_layers.sh - the layers only go down (docs/architecture.md): every #include "..." of the
# firmware, the HAL and the boards is checked against what its folder may use. A header is
# found by its name in the tree, its layer is its folder's:
#   solvers   firmware/solvers/  the games' mathematics: nothing but solvers (and root)
#   engine    firmware/engine/   positions, moves, the games, reasons: solvers, the HAL
#   app       firmware/app/      the toy's screens: the engine, the view's contract
#                                (firmware/view/*.h), the store, the HAL; no solver, no console,
#                                no view of a display
#   console   firmware/console/  the serial console and judge: the engine, the solvers, the
#                                HAL; nothing of the app, the store or a view
#   store     firmware/store/    the box record in EEPROM: the engine's types, the HAL
#   screen    firmware/view/*.h  the app-view contract (view.h, screen.h): the engine, the HAL
#   view:V    firmware/view/V/   one display's view: its own folder, the contract, the engine,
#                                the HAL; no solver, nothing of the app, another view or console
#   main      firmware/main.c    wires them all
#   root      firmware/*.h       what every firmware layer may use: the compiler's attributes,
#                                normal or misere play, the version
#   hal       hal/, board/       the drivers and boards: nothing of firmware/
# A folder of firmware/ with no rule here fails: a new layer is given its place on purpose.
# The check is run on the tree, then on a copy with one wrong include added per rule, each of
# which it must name (a check that cannot fail proves nothing). Prints TAP lines.
# Usage: sh tests/layers/run_layers.sh [BUILD_DIR]
#@ check (make check runs this suite: it takes a second)
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# layers ROOT: "path layer" for every source, header and catalog of the firmware, HAL, boards
layers() {
    (cd "$1" && find firmware hal board -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \)) |
        sort | awk '
        /^(hal|board)\// { print $0, "hal"; next }
        /^firmware\/main\.c$/ { print $0, "main"; next }
        /^firmware\/[^\/]*$/ { print $0, "root"; next }
        /^firmware\/view\/[^\/]*$/ { print $0, "screen"; next }
        /^firmware\/view\// { split($0, p, "/"); print $0, "view:" p[3]; next }
        { split($0, p, "/"); print $0, p[2] }'
}

# check ROOT: one line per include its layer may not use (or of a layer with no rule)
check() {
    layers "$1" >"$tmp/layers"
    while read -r path layer; do
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1/$path" |
            while read -r inc; do echo "$path $layer $inc"; done
    done <"$tmp/layers" | awk -v layers="$tmp/layers" '
        BEGIN {
            while ((getline line < layers) > 0) {
                split(line, f, " ")
                n = split(f[1], parts, "/")
                name = parts[n]
                if (!(name in of) || of[name] == f[2]) of[name] = f[2]
                else of[name] = of[name] "|" f[2]
            }
            ok["solvers"] = " solvers root "
            ok["engine"] = " engine solvers hal root "
            ok["app"] = " app engine screen store hal root "
            ok["console"] = " console engine solvers hal root "
            ok["store"] = " store engine hal root "
            ok["screen"] = " screen engine hal "
            ok["root"] = " root "
            ok["hal"] = " hal "
        }
        {
            path = $1; layer = $2; inc = $3
            n = split(inc, parts, "/")
            name = parts[n]
            if (layer == "main") next
            allowed = layer ~ /^view:/ ? " " layer " screen engine hal root " : ok[layer]
            if (allowed == "") { print path ": layer " layer " has no rule (tests/layers/run_layers.sh)"; next }
            if (!(name in of)) next # a system or generated header
            m = split(of[name], target, "|")
            for (i = 1; i <= m; i++) {
                if (index(allowed, " " target[i] " ") == 0) {
                    print path ": " layer " includes " inc " (" target[i] ")"
                }
            }
        }'
}

check "$here" >"$tmp/out"
if [ -s "$tmp/out" ]; then
    echo "not ok - the includes go down the layers: $(wc -l <"$tmp/out") go the wrong way:"
    sed 's/^/#   /' "$tmp/out"
else
    echo "ok - every include of firmware/, hal/ and board/ goes down the layers"
fi

# The same check on a copy with one wrong include per rule: each must be named.
mkdir "$tmp/tree"
(cd "$here" && find firmware hal board -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) |
    cpio -pdm --quiet "$tmp/tree" 2>/dev/null) || (cd "$here" && tar cf - firmware hal board | tar xf - -C "$tmp/tree")
bad() { # file, include, what it breaks
    printf '#include "%s"\n' "$2" >>"$tmp/tree/$1"
    echo "$1 $2 $3" >>"$tmp/planted"
}
: >"$tmp/planted"
bad firmware/engine/play.c app.h "the engine uses the app"
bad firmware/engine/games.c console.h "the engine uses the console"
bad firmware/engine/play.h view_lcd.h "the engine uses a view"
bad firmware/console/console_solve.c games.h "(allowed: the engine)"
bad firmware/console/console_out.c app_internal.h "the console uses the app"
bad firmware/console/console.c view.h "the console uses the views' contract"
bad firmware/view/lcd/view_lcd.c coin_circle.h "a view uses a solver"
bad firmware/view/lcd/view_lcd_play.c settings.h "a view uses the app"
bad firmware/view/seg7/view_seg7.c view_lcd.h "a view uses another view"
bad firmware/app/app_play.c nim.h "the app uses a solver"
bad firmware/app/app.c console.h "the app uses the console"
bad firmware/solvers/nim.c play.h "a solver uses the engine"
bad hal/avr/hal_watchdog.c attributes.h "the HAL uses the firmware"
bad board/uno-lcd/button_decoder.c buttons.h "a board uses the app"
mkdir -p "$tmp/tree/firmware/extra" && echo '#include "nim.h"' >"$tmp/tree/firmware/extra/x.c"
echo "firmware/extra/x.c nim.h a folder with no rule" >>"$tmp/planted"
check "$tmp/tree" >"$tmp/found"
while read -r file inc what; do
    if [ "$what" = "(allowed: the engine)" ]; then
        if grep -q "^$file: .* $inc " "$tmp/found"; then
            echo "not ok - $file may include $inc, yet the check refuses it"
        else
            echo "ok - $file may include $inc $what"
        fi
    elif grep -q "^$file: .*\($inc\|has no rule\)" "$tmp/found"; then
        echo "ok - planted: $what ($file includes $inc) is found"
    else
        echo "not ok - planted: $what ($file includes $inc) is not found"
    fi
done <"$tmp/planted"
