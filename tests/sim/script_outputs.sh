# shellcheck shell=sh
# script_outputs.sh - sourced by the simulation test runners (run_sim.sh, run_nano.sh):
# missing_outputs SCRIPT OUT prints each text of SCRIPT's "#@ output: TEXT" lines that the
# run's output OUT lacks, one a line (nothing when it has them all).
missing_outputs() {
    sed -n 's/^#@ output: //p' "$1" | while IFS= read -r text; do
        grep -qF -- "$text" "$2" || echo "$text"
    done
}
