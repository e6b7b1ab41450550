# shellcheck shell=sh
# script_lib.sh - sourced by the simulation test runners (run_sim.sh, run_nano.sh), the pieces
# they share:
#   missing_outputs SCRIPT OUT  prints each text of SCRIPT's "#@ output: TEXT" lines that the
#                               run's output OUT lacks, one a line (nothing when it has all);
#   garbage FILE                writes 1024 pseudo-random bytes, an EEPROM image for
#                               "#@ eeprom: garbage" (a fixed seed, so a failure can be replayed).
missing_outputs() {
    sed -n 's/^#@ output: //p' "$1" | while IFS= read -r text; do
        grep -qF -- "$text" "$2" || echo "$text"
    done
}

garbage() {
    LC_ALL=C awk 'BEGIN { srand(1527); for (i = 0; i < 1024; i++) printf "%c", int(rand() * 256) }' >"$1"
}
