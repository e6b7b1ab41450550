# shellcheck shell=sh
# script_lib.sh - sourced by the simulation test runners (run_sim.sh, run_nano.sh), the pieces
# they share:
#   missing_outputs SCRIPT OUT  prints each text of SCRIPT's "#@ output: TEXT" lines that the
#                               run's output OUT lacks, one a line (nothing when it has all);
#   garbage FILE                writes 1024 pseudo-random bytes, an EEPROM image for
#                               "#@ eeprom: garbage" (a fixed seed, so a failure can be replayed);
#   eeprom_across_runs WHAT STEP1 STEP2  two runs of $SIM on $ELF with one EEPROM file (in
#                               $tmp): STEP1 (which sees the first boot) then STEP2 (the
#                               second); a TAP line WHAT (the caller's ok / not_ok);
#   run_script WHAT SCRIPT NAME [SIM-OPTION ...]  runs SCRIPT on $ELF headless, from a blank
#                               EEPROM ($tmp/NAME.eeprom: random bytes for "#@ eeprom:
#                               garbage"), capped at "#@ max-ms: N" (else $MAX_MS), and
#                               writes a TAP line WHAT: ok when it passed and its output
#                               ($tmp/NAME.out) has every "#@ output:" text;
#   script_weight SCRIPT        its rough CPU seconds, for the order of jobs (tests/parts.sh):
#                               from its "#@ max-ms:" cap (not a power-cut sweep's) and
#                               its "#@ ladders:" runs;
#   same_as_single_steps PREFIX WHAT SIM-ARGS...  runs $SIM with SIM-ARGS (stdin: the caller's)
#                               batched and with --single-steps (sim/board.c): a TAP line, ok
#                               when both print the same, the --stats line but its wall time
#                               included (so the same cycle count).
missing_outputs() {
    sed -n 's/^#@ output: //p' "$1" | while IFS= read -r text; do
        grep -qF -- "$text" "$2" || echo "$text"
    done
}

garbage() {
    LC_ALL=C awk 'BEGIN { srand(1527); for (i = 0; i < 1024; i++) printf "%c", int(rand() * 256) }' >"$1"
}

# shellcheck disable=SC2154 # $tmp, $SIM and $ELF are the caller's
eeprom_across_runs() {
    rm -f "$tmp/runs.eeprom"
    printf '%s\nwait 300\n' "$2" >"$tmp/run1.script" # saved in the background
    printf '%s\n' "$3" >"$tmp/run2.script"
    if "$SIM" --script "$tmp/run1.script" --eeprom "$tmp/runs.eeprom" "$ELF" >"$tmp/out" 2>&1 &&
        "$SIM" --script "$tmp/run2.script" --eeprom "$tmp/runs.eeprom" "$ELF" >>"$tmp/out" 2>&1 &&
        [ "$(wc -c <"$tmp/runs.eeprom")" -eq 1024 ]; then
        ok "$1"
    else
        not_ok "$1"
        comment_file "$tmp/out"
    fi
}

# shellcheck disable=SC2154 # $tmp, $SIM, $ELF and $MAX_MS are the caller's
run_script() {
    local what=$1 script=$2 name=$3 max_ms out missing_text
    shift 3
    max_ms=$(sed -n 's/^#@ max-ms: *//p' "$script")
    rm -f "$tmp/$name.eeprom"
    if [ "$(sed -n 's/^#@ eeprom: *//p' "$script")" = garbage ]; then
        garbage "$tmp/$name.eeprom"
    fi
    out=$tmp/$name.out
    if "$SIM" --script "$script" --eeprom "$tmp/$name.eeprom" --max-ms "${max_ms:-$MAX_MS}" \
        "$@" "$ELF" >"$out" 2>&1; then
        missing_text=$(missing_outputs "$script" "$out")
    else
        missing_text=failed
    fi
    if [ -z "$missing_text" ]; then
        ok "$what"
    else
        not_ok "$what"
        [ "$missing_text" = failed ] || echo "$missing_text" | sed "s|^|# its output lacks: |"
        comment_file "$out"
    fi
}

script_weight() {
    max_ms=$(sed -n 's/^#@ max-ms: *//p' "$1")
    # a power-cut sweep's cap allows a run per cut point, but it boots each different EEPROM
    # image once (sim/power_cut.h): a few seconds
    grep -q '^power-cut-sweep-check' "$1" && max_ms=200000
    runs=$(sed -n 's/^#@ ladders: *//p' "$1" | wc -w)
    echo $(((${max_ms:-0} / 200000 + 1) * (runs > 0 ? runs : 1)))
}

# shellcheck disable=SC2154 # $tmp and $SIM are the caller's
same_as_single_steps() {
    steps_prefix=$1 steps_what=$2
    shift 2
    cat >"$tmp/steps.in" # stdin, for both runs (an empty one for a script)
    for mode in batched single; do
        rm -f "$tmp/steps.eeprom"
        if [ "$mode" = single ]; then
            set -- --single-steps "$@"
        fi
        "$SIM" --stats --eeprom "$tmp/steps.eeprom" "$@" <"$tmp/steps.in" >"$tmp/steps-$mode.out" 2>&1
        echo "exit $?" >>"$tmp/steps-$mode.out"
        sed -i 's/, [0-9.]* s wall, .*//' "$tmp/steps-$mode.out"
    done
    cycles=$(sed -n 's/.* ms simulated, \([0-9]*\) cycles .*/\1/p' "$tmp/steps-batched.out")
    if [ -n "$cycles" ] && cmp -s "$tmp/steps-batched.out" "$tmp/steps-single.out"; then
        ok "$steps_prefix $steps_what: batched runs as --single-steps does, cycle for cycle ($cycles cycles)"
    else
        not_ok "$steps_prefix $steps_what: batched runs as --single-steps does, cycle for cycle"
        diff "$tmp/steps-single.out" "$tmp/steps-batched.out" | comment_file /dev/stdin
    fi
}
