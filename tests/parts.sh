# shellcheck shell=sh
# parts.sh - sourced by a test suite that splits into parts, so that tests/run_tests.sh runs
# them as parallel jobs (tests/README.md). The suite has a line "#@ parts" in its header and
# wraps each piece of work in
#     if part NAME WEIGHT [check]; then ... fi
# NAME has no spaces; WEIGHT is its rough CPU seconds (the runner starts the heaviest jobs
# first, until its own record of the last run's times takes over); "check": make check runs
# that part too. Every test of the suite must sit inside a part. A WEIGHT that costs processes
# to work out (a script's, from its header) is worked out only when `part_runs NAME` says this
# run lists or plays that part: a job runs the suite once per part. Three ways to run the suite:
#   sh SUITE BUILD                    every part (part is always true)
#   NIMBOX_PART=NAME sh SUITE BUILD   that part alone
#   sh SUITE --parts                  lists the parts ("#@ part NAME WEIGHT [check]"), runs none
#                                     ($PARTS_LIST is then set: skip the checks of the build)
PARTS_LIST=
[ "${1:-}" = --parts ] && PARTS_LIST=yes
part() {
    if [ -n "$PARTS_LIST" ]; then
        echo "#@ part $*"
        return 1
    fi
    [ -z "${NIMBOX_PART:-}" ] || [ "$NIMBOX_PART" = "$1" ]
}

# part_runs NAME: whether this run lists part NAME or may run it (before `part NAME WEIGHT`);
# NAME may be a pattern (`part_runs 'uno-scripts-*'`)
part_runs() {
    # shellcheck disable=SC2254 # $1 is a pattern on purpose
    [ -n "$PARTS_LIST" ] || [ -z "${NIMBOX_PART:-}" ] || case $NIMBOX_PART in $1) true ;; *) false ;; esac
}
