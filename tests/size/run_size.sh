#!/bin/sh
# run_size.sh - the flash of each part against the budgets (tools/size_parts.c, make size): for
# each board built, every byte of its firmware has a part, the parts add up to what avr-size
# counts (.text + .data), no part is over its budget and the budgets keep the board's reserve;
# the tool fails when a part's objects are missing (their bytes belong to no part) and when a
# part is over its budget (it names the part). Prints TAP lines.
# Usage: sh tests/size/run_size.sh BUILD_DIR
#@ weight 3 (about 3 s of CPU)
BUILD=${1:-build}
tool="$BUILD/tools/size_parts"
if [ ! -x "$tool" ]; then
    echo "not ok - no $tool (make firmware builds it)"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

boards=0
for dir in "$BUILD"/*/; do
    board=$(basename "$dir")
    elf="$dir/nimbox.elf"
    map="$dir/nimbox.map"
    budget="board/$board/flash.budget"
    [ -f "$elf" ] && [ -f "$map" ] && [ -f "$budget" ] || continue
    boards=$((boards + 1))
    limit=$(sed -n 's/^BOARD_FLASH_MAX := *//p' "board/$board/board.mk")
    # the objects the link loaded (its map's LOAD lines), not every .o under obj/: a file
    # moved to another folder leaves its old object behind in a build tree
    objs=$(sed -n 's|^LOAD \(.*/obj/.*\.o\)$|\1|p' "$map" | sort -u)
    # shellcheck disable=SC2086
    if "$tool" --budget "$budget" --limit "$limit" "$board" "$map" "$elf" $objs >"$tmp/out" 2>"$tmp/err"; then
        echo "ok - $board: every byte of flash has a part, each within its budget ($budget)"
    else
        echo "not ok - $board: make size: $(cat "$tmp/err")"
    fi
    parts=$(awk '$1 == "total" { print $2 }' "$tmp/out")
    used=$(avr-size "$elf" | awk 'NR == 2 { print $1 + $2 }')
    if [ -n "$parts" ] && [ "$parts" = "$used" ]; then
        echo "ok - $board: the parts add up to avr-size's $used bytes (.text + .data)"
    else
        echo "not ok - $board: the parts add up to '$parts' bytes, avr-size counts $used"
    fi

    # without the view's objects, the view's functions belong to no part: the tool says so
    # shellcheck disable=SC2086
    "$tool" "$board" "$map" "$elf" $(echo "$objs" | grep -v '/firmware/view/') >/dev/null 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne 0 ] && grep -q 'belong to no part' "$tmp/err"; then
        echo "ok - $board: bytes of no known source stop the tool ($(head -1 "$tmp/err" | cut -c1-60)...)"
    else
        echo "not ok - $board: without the view's objects the tool exited $rc: $(cat "$tmp/err")"
    fi

    # a budget one byte short for the view: the tool fails and names the view
    view=$(awk '$1 == "view" { print $2 }' "$tmp/out")
    sed "s/^view .*/view $((view - 1))/" "$budget" >"$tmp/budget"
    # shellcheck disable=SC2086
    "$tool" --budget "$tmp/budget" "$board" "$map" "$elf" $objs >/dev/null 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne 0 ] && grep -q "part view takes $view bytes, over its budget of $((view - 1))" "$tmp/err"; then
        echo "ok - $board: a view one byte over its budget fails and is named"
    else
        echo "not ok - $board: a view over its budget: exit $rc: $(cat "$tmp/err")"
    fi
done
if [ "$boards" -eq 0 ]; then
    echo "not ok - no board's firmware under $BUILD (make firmware builds it)"
fi
