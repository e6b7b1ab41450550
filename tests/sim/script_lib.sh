# shellcheck shell=sh
# script_lib.sh - sourced by the simulation test runners (run_sim.sh, run_nano.sh), the pieces
# they share:
#   missing_outputs SCRIPT OUT  prints each text of SCRIPT's "#@ output: TEXT" lines that the
#                               run's output OUT lacks, one a line (nothing when it has all);
#   garbage FILE                writes 1024 pseudo-random bytes, an EEPROM image for
#                               "#@ eeprom: garbage" (a fixed seed, so a failure can be replayed);
#   eeprom_across_runs WHAT STEP1 STEP2  two runs of $SIM on $ELF with one EEPROM file (in
#                               $tmp): STEP1 (which sees the first boot) then STEP2 (the
#                               second); a TAP line WHAT (the caller's ok / not_ok).
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
