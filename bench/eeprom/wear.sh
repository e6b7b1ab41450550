#!/bin/sh
# wear.sh - make bench's EEPROM figures (docs/bench.md): real games played on each board's
# firmware in the simulator (nimbox-sim, the EEPROM at the chip's write time), every player
# move made with OK (the default move: the least amount a legal choice allows), game after
# game: a long Count to 100 (the person adds 1, the computer plays perfectly), Nim from random
# positions, a board walk on 8 x 8. `nimbox-sim --stats` counts every write to each cell (any
# EEPM mode: one of its 100,000 guaranteed cycles); the figures per player move: the writes in
# all, the writes to the most-written cell, and the years until that cell reaches 100,000 at
# 200 moves a day. A session is long enough for the record to go round the EEPROM many times.
# Usage: sh bench/eeprom/wear.sh SIM OUT_DIR ELF... (prints a markdown section on stdout)
SIM=$1 OUT=$2
shift 2
mkdir -p "$OUT"
MOVES_A_DAY=200
CYCLES=100000

# $1 board (uno-lcd, nano-tm1638), $2 game: the key names and how a script sees the person's
# turn (LED 1; on the LCD "You:", on row 0 beside the board walk's board)
keys() {
    case $1 in
    nano-tm1638) OK=S5 UP=S4 DOWN=S3 ; TURN='jump-if-leds "1......."' ; MENU='expect-digits "bASH" 2500' ;;
    *) OK=SELECT UP=UP DOWN=DOWN ; TURN="jump-if-lcd $([ "$2" = walk ] && echo 0 || echo 1) \"You:\""
        MENU='expect-lcd 0 ">Bash" 2500' ;;
    esac
}

# $1 key, $2 times
presses() {
    i=0
    while [ "$i" -lt "$2" ]; do echo "press $1"; i=$((i + 1)); done
}

# The steps from the menu to the first game's start screen, $1 the game (count, nim, walk)
start() {
    case $1 in
    count) echo "press $OK"; echo "press $OK"; echo "press $UP"; echo "press $OK"; echo "press $DOWN" ;;
    nim) echo "press $DOWN"; echo "press $OK"; echo "press $OK" ;;
    walk) presses "$DOWN" 7; echo "press $OK"; echo "press $OK"; presses "$DOWN" 4
        echo "press $OK"; echo "hold $DOWN 2500"; presses "$UP" 7; echo "press $OK" ;;
    esac
}

# A script: $2 games of $1 on board $3; each player move echoes "move"
script() {
    keys "$3" "$1"
    echo "$MENU"
    start "$1"
    echo "press $OK # Play"
    echo "wait 300"
    echo "press $OK # the first-time tip"
    g=1
    while [ "$g" -le "$2" ]; do
        echo "label turn$g"
        echo "$TURN mine$g 4000"
        echo "goto over$g"
        echo "label mine$g"
        echo 'echo "move"'
        echo "press $OK"
        echo "wait 300"
        echo "goto turn$g"
        echo "label over$g"
        echo "wait 1000"
        echo "press $OK # the end: the start screen"
        echo "wait 300"
        echo "press $OK # Play"
        echo "wait 300"
        g=$((g + 1))
    done
}

echo "EEPROM wear in real games (\`bench/eeprom/wear.sh\`: \`nimbox-sim --stats\` counts every"
echo "write to each cell; ${MOVES_A_DAY} player moves a day, ${CYCLES} cycles a cell):"
echo
echo "| board | games | player moves | writes a move | most-written cell | its writes a move | years to ${CYCLES} |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for elf in "$@"; do
    board=$(basename "$(dirname "$elf")")
    for game in count:30 nim:36 walk:24; do
        name=${game%%:*} n=${game##*:}
        script "$name" "$n" "$board" >"$OUT/wear-$board-$name.script"
        "$SIM" --script "$OUT/wear-$board-$name.script" --stats --max-ms 20000000 "$elf" \
            >"$OUT/wear-$board-$name.out" 2>&1
        moves=$(grep -c ': move$' "$OUT/wear-$board-$name.out")
        line=$(grep '^eeprom writes:' "$OUT/wear-$board-$name.out")
        all=$(echo "$line" | sed 's/eeprom writes: \([0-9]*\) in all.*/\1/')
        m=$(echo "$line" | sed 's/.*at most \([0-9]*\) to one cell.*/\1/')
        addr=$(echo "$line" | sed 's/.*(address \([0-9]*\)).*/\1/')
        if [ -z "$line" ] || [ "$moves" -eq 0 ]; then
            echo "| $board | $name | the run failed ($OUT/wear-$board-$name.out) | | | | |"
            continue
        fi
        awk -v b="$board" -v g="$name ($n)" -v mv="$moves" -v all="$all" -v m="$m" -v a="$addr" \
            -v day="$MOVES_A_DAY" -v cyc="$CYCLES" 'BEGIN {
            per = m / mv
            years = (per > 0) ? cyc / (per * day) / 365 : 0
            printf "| %s | %s | %d | %.1f | %d writes (address %d) | %.4f | %.1f |\n",
                b, g, mv, all / mv, m, a, per, years }'
    done
done
