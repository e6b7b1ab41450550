#!/bin/sh
# run_sim.sh - simulation tests: the real firmware ELF on the virtual board (nimbox-sim).
#   1. every tests/sim/*.script, headless in simulated time (directives in the script:
#      "#@ ladders: u a b" runs it once per button-ladder family, "#@ eeprom: garbage" fills
#      the EEPROM file with random bytes first; otherwise each run starts with a blank EEPROM;
#      "#@ max-ms: N" raises the simulated-time cap, each "#@ output: TEXT" is a text its
#      output must contain, e.g. where a power-cut sweep's runs ended);
#   2. the EEPROM file keeps the boot counter across separate runs of the simulator;
#   3. for each tests/judge/samples/P.in, `judge P` over the UART (--uart-stdio) prints on
#      stdout exactly what the host tool prints, and the boot banner goes to stderr;
#   4. garbage bytes and a number too big over the UART each get one "error: " line and the
#      console then answers like the host tool;
#   5. the LCD cross-check (our HD44780 model against simavr's hd44780 part, sim/lcd_check.h)
#      ran and agreed over the boot screen and the menu, and fails, showing both models, when
#      one model is fed a byte the other does not get (lcd-inject), whichever --lcd is read;
#   6. the virtual board itself, as harsh as the chip: each tests/sim/fw/*.script runs on a
#      small test firmware (build/sim/fw/NAME.elf from tests/sim/fw/NAME.c; "#@ firmware: NAME"
#      picks another, "#@ args: ..." adds simulator options, each "#@ output: TEXT" is a text
#      its output must contain); an unconnected ADC input reads noise that differs from boot
#      to boot and from seed to seed, the same for the same seed;
#   7. simavr's batched runs (sim/board.c) give the same output, cycle for cycle, as
#      --single-steps (one instruction a call) on scripts, a board test and a judge run;
#   8. a power-cut sweep that boots each different EEPROM image once (the default) ends its
#      runs as one that boots every cut point (--sweep-every-point), a board test and a script.
# Prints TAP lines; a missing simulator, ELF or host tool is a failure, never a skip.
# Usage: sh tests/sim/run_sim.sh BUILD_DIR (from the repository root)
#@ parts (tests/parts.sh): one per script (game_bash.script: make check's smoke script on
#   the Uno), and eeprom-runs, judge, bad-input, lcd-cross-check, board-tests, single-steps,
#   every-cut-point
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/uno-lcd/nimbox.elf
HOST=$BUILD/host/nimbox
MAX_MS=120000   # simulated-time cap per run, so a hung firmware fails instead of hanging
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
t0=$(date +%s%N)

. tests/parts.sh
. tests/sim/script_lib.sh
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
comment_file() { sed 's/^/# /' "$1"; }

missing=
[ -x "$SIM" ] || missing="$missing $SIM"
[ -f "$ELF" ] || missing="$missing $ELF"
[ -x "$HOST" ] || missing="$missing $HOST"
if [ -z "$PARTS_LIST" ] && [ -n "$missing" ]; then
    not_ok "simulation tests need:$missing (make host firmware sim)"
    exit 1
fi

# 5a. (after boot.script and menu.script) the LCD cross-check ran on the boot screen and the
#     menu and both models agreed, with no busy writes
lcd_models_agree() { # NAME
    out=$tmp/script-$1-u.out
    summary='.*LCD cross-check: \([0-9]*\) comparisons with .*, all agreed .*'
    summary="$summary"'writes while busy: our model 0, simavr part 0$'
    checks=$(sed -n "s/$summary/\\1/p" "$out" 2>/dev/null)
    if [ -n "$checks" ] && [ "$checks" -gt 0 ]; then
        ok "sim LCD models agree over tests/sim/$1.script ($checks comparisons)"
    else
        not_ok "sim LCD models agree over tests/sim/$1.script (no cross-check summary)"
        [ -f "$out" ] && comment_file "$out"
    fi
}
# 5d. (after glyphs.script) custom glyphs as make play draws them, in dumps too: the rules'
#     arrows, the board walk's board (glyph codes 8..15) as Braille and pixel for pixel, and
#     no cell of the LCD rows drawn as '?' (the board's size is random: its top-left corner only)
glyphs_drawn() {
    out=$tmp/script-glyphs-u.out
    if grep -qF 'Several piles. ▼|' "$out" && grep -qF 'Several piles. ▲|' "$out" &&
        grep -qF '|⠁⠀' "$out" && grep -qF '#..#. #..#.' "$out" &&
        ! grep -q '^  |.*?.*|$' "$out"; then
        ok "sim draws every custom glyph code readably (arrows, the board walk's board, no '?')"
    else
        not_ok "sim draws every custom glyph code readably (arrows, the board walk's board, no '?')"
        comment_file "$out"
    fi
}

# --- 1. scripts (5a and 5d check the output of boot, menu and glyphs) ---
for script in tests/sim/*.script; do
    [ -f "$script" ] || continue
    name=${script##*/}
    name=${name%.script}
    part_runs "$name.script" || continue # (script_weight reads the script: only for this part)
    smoke=
    [ "$name" = game_bash ] && smoke=check
    part "$name.script" "$(script_weight "$script")" $smoke || continue
    ladders=$(sed -n 's/^#@ ladders: *//p' "$script")
    for ladder in ${ladders:-u}; do
        run_script "sim script $name (ladder $ladder)" "$script" "script-$name-$ladder" \
            --ladder "$ladder"
    done
    case $name in
    boot | menu) lcd_models_agree "$name" ;;
    glyphs) glyphs_drawn ;;
    esac
done

# --- 2. the EEPROM file across separate runs ---
if part eeprom-runs 1; then
    eeprom_across_runs "sim EEPROM file keeps the boot counter across runs" \
        'expect-boot-count 1 500' 'expect-boot-count 2 500'
fi

# --- 3. judge samples over the UART, byte for byte against the host tool ---
if part judge 2; then
    samples=0
    for in in tests/judge/samples/*.in; do
        [ -f "$in" ] || continue
        samples=$((samples + 1))
        p=$(basename "$in" .in)
        case $p in
        hdu1527 | nyoj161 | hdu1847) eof='.\n' ;; # end-of-file problems: "." ends the run
        *) eof= ;;
        esac
        if ! "$HOST" judge "$p" <"$in" >"$tmp/host.out" 2>"$tmp/host.err"; then
            not_ok "sim judge $p: the host tool itself failed"
            comment_file "$tmp/host.err"
            continue
        fi
        # shellcheck disable=SC2059 # $eof is a printf format on purpose
        (printf 'judge %s\n' "$p"; cat "$in"; printf "$eof") |
            "$SIM" --uart-stdio --stats --max-ms "$MAX_MS" "$ELF" >"$tmp/sim.out" 2>"$tmp/sim.err"
        rc=$?
        grep 'cycles/s' "$tmp/sim.err" >>"$tmp/stats"
        if [ "$rc" -eq 0 ] && cmp -s "$tmp/host.out" "$tmp/sim.out"; then
            ok "sim judge $p over the UART matches the host tool"
        else
            not_ok "sim judge $p over the UART matches the host tool (nimbox-sim exit $rc)"
            cmp "$tmp/host.out" "$tmp/sim.out" 2>&1 | comment_file /dev/stdin
            head -c 600 "$tmp/sim.out" | comment_file /dev/stdin
            comment_file "$tmp/sim.err"
        fi
    done
    [ "$samples" -gt 0 ] || not_ok "sim judge: no samples in tests/judge/samples"
    # the banner of that last run went to stderr, alone on its line
    if grep -qx 'NimBox [^ ]* ready' "$tmp/sim.err" 2>/dev/null; then
        ok "sim --uart-stdio puts the boot banner on stderr"
    else
        not_ok "sim --uart-stdio puts the boot banner on stderr"
        comment_file "$tmp/sim.err"
    fi
fi

# --- 4. bad input over the UART ---
if part bad-input 1; then
    long=$(printf '%0200d' 0 | tr 0 1) # a number of 200 digits: over 4294967295 (a long line alone is fine)
    printf '1\n10 3\n' >"$tmp/valid.in"
    "$HOST" judge hdu1846 <"$tmp/valid.in" >"$tmp/host.out" 2>/dev/null
    (printf '\001\002\376\377 garbage \177\n'; printf 'solve nim %s\n' "$long"
        printf 'judge hdu1846\n'; cat "$tmp/valid.in") |
        "$SIM" --uart-stdio --max-ms "$MAX_MS" "$ELF" >"$tmp/sim.out" 2>"$tmp/sim.err"
    rc=$?
    errors=$(grep -c '^error: ' "$tmp/sim.out")
    grep -v '^error: ' "$tmp/sim.out" >"$tmp/sim.rest"
    if [ "$rc" -eq 0 ] && [ "$errors" -eq 2 ] && [ -s "$tmp/host.out" ] &&
        cmp -s "$tmp/host.out" "$tmp/sim.rest"; then
        ok "sim console reports garbage and a number too big, then answers like the host tool"
    else
        not_ok "sim console reports garbage and a number too big, then answers like the host tool"
        comment_file "$tmp/sim.out"
        comment_file "$tmp/sim.err"
    fi
fi

# --- 5. the LCD cross-check (5a, 5d: after their scripts, in part 1) ---
if part lcd-cross-check 1; then
    # 5b. a byte fed to one model only makes the next comparison fail, with both models shown.
    #     Columns: who gets the bytes, --lcd, "command,data", the step that must fail, the cell
    #     report expected ('_' stands for a space).
    while read -r target model bytes step cell; do
        step=$(echo "$step" | tr '_' ' ')
        cell=$(echo "$cell" | tr '_' ' ')
        {
            echo 'expect-lcd 0 ">Bash" 2500'
            echo 'wait 50'
            echo "lcd-inject $target cmd ${bytes%%,*}"
            echo "lcd-inject $target data ${bytes#*,}"
            echo "$step"
        } >"$tmp/desync.script"
        what="sim LCD cross-check fails when only $target gets a byte (--lcd $model, $step)"
        "$SIM" --script "$tmp/desync.script" --lcd "$model" --max-ms "$MAX_MS" "$ELF" >"$tmp/out" 2>&1
        rc=$?
        if [ "$rc" -eq 1 ] && grep -q 'FAILED' "$tmp/out" &&
            grep -qF 'the LCD models disagree on 1 cell(s)' "$tmp/out" &&
            grep -qF "$cell: DIFFERENT" "$tmp/out" && grep -qF '|>Bash           |' "$tmp/out"; then
            ok "$what"
        else
            not_ok "$what (exit $rc)"
            comment_file "$tmp/out"
        fi
    done <<'CASES'
simavr own 0x83,0x58 expect-lcd_0_">Bash" row_0_col__3:_own_'s'_(0x73),_simavr_'X'_(0x58)
simavr simavr 0x83,0x58 expect-lcd_0_">BaXh" row_0_col__3:_own_'s'_(0x73),_simavr_'X'_(0x58)
own own 0xC1,0x58 expect-lcd-agree row_1_col__1:_own_'X'_(0x58),_simavr_'N'_(0x4e)
simavr own 0xC1,0x58 dump-lcd row_1_col__1:_own_'N'_(0x4e),_simavr_'X'_(0x58)
CASES
    # 5c. the simavr part's busy flag is watched: two commands back to back count one busy write
    printf '%s\n' 'expect-lcd 0 ">Bash" 2500' 'wait 50' 'lcd-inject simavr cmd-rushed 0x80 0x80' \
        'expect-lcd-agree' 'expect-lcd-timing-ok' >"$tmp/busy.script"
    "$SIM" --script "$tmp/busy.script" --max-ms "$MAX_MS" "$ELF" >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" -eq 1 ] && grep -q 'busy.script:5: FAILED' "$tmp/out" &&
        grep -q "1 LCD writes came while simavr's hd44780 part was busy" "$tmp/out"; then
        ok "sim counts writes made while simavr's hd44780 part is busy"
    else
        not_ok "sim counts writes made while simavr's hd44780 part is busy (exit $rc)"
        comment_file "$tmp/out"
    fi
fi

# --- 6. the virtual board's own tests, on small test firmwares ---
if part board-tests 2; then
    for script in tests/sim/fw/*.script; do
        [ -f "$script" ] || continue
        name=$(basename "$script" .script)
        fw=$(sed -n 's/^#@ firmware: *//p' "$script")
        [ -n "$fw" ] || fw=$name
        args=$(sed -n 's/^#@ args: *//p' "$script")
        out=$tmp/fw-$name.out
        # shellcheck disable=SC2086 # $args holds several options
        if "$SIM" --script "$script" --max-ms "$MAX_MS" $args "$BUILD/sim/fw/$fw.elf" >"$out" 2>&1; then
            missing_text=$(missing_outputs "$script" "$out")
            if [ -z "$missing_text" ]; then
                ok "sim board test $name"
            else
                not_ok "sim board test $name: the output lacks: $missing_text"
                comment_file "$out"
            fi
        else
            not_ok "sim board test $name"
            comment_file "$out"
        fi
    done

    # 6b. the noise of an unconnected ADC input (firmware adc_noise.c prints 16 readings of A5
    #     and their hash at each boot): two boots differ, a run repeats with its seed, another
    #     seed gives other readings
    printf '%s\n' 'expect-uart "hash" 100' 'wait 5' 'power-cycle' 'expect-uart "hash" 100' 'wait 5' 'dump-uart' \
        >"$tmp/noise.script"
    for seed in 1 1 2; do
        "$SIM" --script "$tmp/noise.script" --noise-seed "$seed" "$BUILD/sim/fw/adc_noise.elf" 2>&1 |
            sed -n 's/^ *| //p' | grep -E '^(a5|hash) '
    done >"$tmp/noise.out"
    h1=$(sed -n '2p' "$tmp/noise.out"); h2=$(sed -n '4p' "$tmp/noise.out")
    distinct=$(sed -n '1p' "$tmp/noise.out" | tr ' ' '\n' | sed 1d | sort -u | wc -l)
    if [ "$(wc -l <"$tmp/noise.out")" -eq 12 ] && [ "$distinct" -gt 4 ] && [ "$h1" != "$h2" ] &&
        [ "$(sed -n '1,4p' "$tmp/noise.out")" = "$(sed -n '5,8p' "$tmp/noise.out")" ] &&
        [ "$(sed -n '1,4p' "$tmp/noise.out")" != "$(sed -n '9,12p' "$tmp/noise.out")" ]; then
        ok "sim board test: an unconnected ADC input reads noise ($distinct values in 16 readings)"
    else
        not_ok "sim board test: an unconnected ADC input reads noise"
        comment_file "$tmp/noise.out"
    fi
fi

# --- 7. batched runs against --single-steps ---
if part single-steps 3; then
    same_as_single_steps "sim" "script boot.script" --script tests/sim/boot.script "$ELF"
    same_as_single_steps "sim" "script settings_persist.script" \
        --script tests/sim/settings_persist.script "$ELF"
    same_as_single_steps "sim" "script serial_solve.script" \
        --script tests/sim/serial_solve.script "$ELF"
    same_as_single_steps "sim" "board test eeprom_timing" \
        --script tests/sim/fw/eeprom_timing.script "$BUILD/sim/fw/eeprom_timing.elf"
    { printf 'judge hdu2177\n'; cat tests/judge/samples/hdu2177.in; } >"$tmp/judge.in"
    same_as_single_steps "sim" "judge hdu2177 over the UART" --uart-stdio "$ELF" <"$tmp/judge.in"
fi

# --- 8. a sweep boots each different EEPROM image once (sim/power_cut.h): the cut points it
#     does not boot end their runs as those it does; with --sweep-every-point, every cut point
#     booted, the runs end in the same places as many times ---
sweep_ends() { # OUT: where the sweep's runs ended (and how many), from its summary line
    sed -n 's/.*power-cut sweep: \([0-9]* cut points\) .*, all passed; .*; \(runs ended: .*\)/\1, \2/p' "$1"
}
sweep_every_point() { # WHAT SCRIPT ELF
    for mode in once every; do
        rm -f "$tmp/every.eeprom"
        every=
        [ "$mode" = every ] && every=--sweep-every-point
        # shellcheck disable=SC2086 # $every: no option or one
        "$SIM" $every --script "$2" --eeprom "$tmp/every.eeprom" --max-ms 10000000 "$3" \
            >"$tmp/every-$mode.out" 2>&1
        echo "exit $?" >>"$tmp/every-$mode.out"
    done
    once=$(sweep_ends "$tmp/every-once.out")
    booted=$(sed -n 's/.*all passed; \([0-9]*\) booted, .*/\1/p' "$tmp/every-once.out")
    if [ -n "$once" ] && [ "$once" = "$(sweep_ends "$tmp/every-every.out")" ] &&
        grep -q "^exit 0" "$tmp/every-once.out" && grep -q "^exit 0" "$tmp/every-every.out"; then
        ok "sim $1: booting each EEPROM image once ($booted booted) ends as booting every cut point ($once)"
    else
        not_ok "sim $1: booting each EEPROM image once ends as booting every cut point"
        comment_file "$tmp/every-once.out"
        comment_file "$tmp/every-every.out"
    fi
}
if part every-cut-point 12; then
    sweep_every_point "board test eeprom_power_cut" tests/sim/fw/eeprom_power_cut.script \
        "$BUILD/sim/fw/eeprom_counter.elf"
    sweep_every_point "script power_cut_half" tests/sim/power_cut_half.script "$ELF"
fi

# --- speed and time ---
# stats lines: "nimbox-sim: X ms simulated, N cycles (P% asleep), W s wall, S M cycles/s"
if [ -s "$tmp/stats" ]; then
    awk '{ ms += $2; cyc += $5; wall += $9; run += $5 * (1 - substr($7, 2) / 100) }
        END { speed = 0; exec = 0; if (wall > 0) { speed = cyc / wall / 1e6; exec = run / wall / 1e6 }
              printf "# judge runs: %.0f ms simulated, %.0f cycles in %.2f s: %.1f M cycles/s", ms, cyc, wall, speed
              printf " (%.1f M executed, not asleep)\n", exec }' "$tmp/stats"
fi
t1=$(date +%s%N)
echo "# simulation tests took $(((t1 - t0) / 1000000)) ms"
exit "$failed"
