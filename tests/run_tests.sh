#!/bin/sh
# run_tests.sh - runs NimBox's tests as parallel jobs and ends with the line "N passed, N failed"
# (exit status 1 when a test failed). Each test program prints TAP lines ("ok ..." / "not ok
# ..."); cmocka binaries are switched to TAP with CMOCKA_MESSAGE_OUTPUT. A program that exits
# non-zero without reporting a failure (a crash, a missing file) counts as one failed test, and
# so does one that reports no test.
# Usage: tests/run_tests.sh [--check] [-j N] BUILD_DIR   (from the repository root)
#   -j N     jobs at once (default: the machine's cores, nproc), and beside them one job of a
#            suite that waits on the wall clock ("#@ waits", below; with -j 1, none beside)
#   --check  the edit loop's subset (make check): the unit tests but the exhaustive ones, the
#            suites marked "#@ check", and the parts marked "check" (a smoke script per board)
#
# The jobs, found by name (nothing to register; tests/README.md says more):
#   - the unit tests, BUILD/host/tests/test_*: one job, but a test named test_*_exhaustive
#     runs in a job of its own (and not in --check);
#   - every suite tests/<dir>/run_<name>.sh, run from the repository root as `sh SUITE BUILD`:
#     one job, unless its header has a line "#@ parts": then one job per part it lists
#     (tests/parts.sh: `sh SUITE --parts`, and NIMBOX_PART=NAME runs one).
# The heaviest jobs start first: by their CPU time in the last run (BUILD/test-times), else by
# the weight a part declares or a suite's header line "#@ weight N" (its rough seconds; 1 when
# none). A suite whose header has a line "#@ waits" mostly waits on the wall clock (a browser,
# avrdude, ptys in real time): its jobs run one at a time in a lane of their own beside the
# N lanes, so that their waits leave the cores to the others. Each job's output is printed whole when it ends, under a "# job"
# line; at the end, every suite's time (wall: the sum of its jobs'; CPU: user + sys).
# Internal: run_tests.sh --job DIR BUILD ID runs job ID of DIR/jobs (xargs calls it).

# ---- one job (a separate process, started by xargs) ----
# check_run NAME RC FILE: the failure lines a run's TAP output FILE lacks (exit status, no test)
check_run() {
    p=$(grep -c '^ok ' "$3")
    f=$(grep -c '^not ok ' "$3")
    if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "not ok - $1 exited with status $2"
        f=1
    fi
    [ "$p" -gt 0 ] || [ "$f" -gt 0 ] || echo "not ok - $1 reported no test"
}

# run_unit BIN OUT: a cmocka binary, its TAP lines appended to OUT
run_unit() {
    CMOCKA_MESSAGE_OUTPUT=TAP "$1" >"$2.one" 2>&1
    rc=$?
    cat "$2.one" >>"$2"
    check_run "$(basename "$1")" "$rc" "$2.one" >>"$2"
    rm -f "$2.one"
}

# cpu_ms FILE: the CPU time (user + sys, ms) of this shell's finished children, from `times`
# (run in this shell, not in a pipe's subshell, whose children are its own)
cpu_ms() {
    times >"$1"
    awk 'NR == 2 {
        ms = 0
        for (i = 1; i <= 2; i++) { split($i, t, "m"); ms += t[1] * 60000 + t[2] * 1000 }
        printf "%d", ms }' "$1"
}

run_job() { # DIR BUILD ID
    dir=$1 BUILD=$2 id=$3
    line=$(sed -n "${id}p" "$dir/jobs")
    IFS=$(printf '\t') read -r kind name group what part <<EOF
$line
EOF
    out=$dir/out/$id
    : >"$out"
    t0=$(date +%s%N)
    case $kind in
    unit)
        for t in $what; do run_unit "$t" "$out"; done
        ;;
    suite | part)
        if [ "$kind" = part ]; then
            NIMBOX_PART=$part sh "$what" "$BUILD" >"$out.run" 2>&1
        else
            NIMBOX_PART='' sh "$what" "$BUILD" >"$out.run" 2>&1
        fi
        rc=$?
        cat "$out.run" >"$out"
        check_run "$name" "$rc" "$out.run" >>"$out"
        rm -f "$out.run"
        ;;
    esac
    wall=$((($(date +%s%N) - t0) / 1000000))
    cpu_ms "$out.times" >"$out.cpu"
    cpu=$(cat "$out.cpu")
    p=$(grep -c '^ok ' "$out")
    f=$(grep -c '^not ok ' "$out")
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$group" "$p" "$f" "$wall" "$cpu" >"$dir/res/$id"
    # the job's output in one piece (one job prints at a time)
    # shellcheck disable=SC2016 # the inner shell expands its own arguments
    flock "$dir/lock" sh -c 'printf "# job %s: %s passed, %s failed, %s s wall, %s s CPU\n" "$1" "$2" "$3" "$4" "$5"; cat "$6"' \
        sh "$name" "$p" "$f" "$(awk -v ms="$wall" 'BEGIN { printf "%.1f", ms / 1000 }')" \
        "$(awk -v ms="$cpu" 'BEGIN { printf "%.1f", ms / 1000 }')" "$out"
}

if [ "${1:-}" = --job ]; then
    run_job "$2" "$3" "$4"
    exit 0
fi

# ---- the runner ----
check=
jobs=$(nproc 2>/dev/null || echo 2)
while [ $# -gt 1 ]; do
    case $1 in
    --check) check=yes ;;
    -j) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    *) break ;;
    esac
    shift
done
BUILD=${1:-build}
case $jobs in '' | *[!0-9]* | 0) echo "run_tests.sh: -j takes a number of jobs"; exit 2 ;; esac
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/out" "$dir/res"
: >"$dir/lock"
tab=$(printf '\t')
times_file=$BUILD/test-times
t_start=$(date +%s%N)

# add_job KIND NAME GROUP WHAT [PART] WEIGHT [LANE]: a line of DIR/jobs and its weight in
# DIR/order (LANE "waits": DIR/order-waits)
n=0
add_job() {
    n=$((n + 1))
    printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" >>"$dir/jobs"
    # last run's CPU time (ms) if known, else the declared weight (s)
    w=$(awk -F "$tab" -v j="$2" '$1 == j { print $2; exit }' "$times_file" 2>/dev/null)
    [ -n "$w" ] || w=$(($6 * 1000))
    echo "$w $n" >>"$dir/order${7:+-$7}"
}
: >"$dir/order"
: >"$dir/order-waits"

units=
for t in "$BUILD"/host/tests/test_*; do
    [ -x "$t" ] || continue
    case $t in
    *_exhaustive)
        [ -n "$check" ] || add_job unit "unit: $(basename "$t")" "unit: $(basename "$t")" "$t" '' 35
        ;;
    *) units="$units $t" ;;
    esac
done
[ -n "$units" ] && add_job unit "unit tests" unit "$units" '' 5
for s in tests/*/run_*.sh; do
    [ -f "$s" ] || continue
    lane=
    grep -q '^#@ waits' "$s" && lane=waits
    if grep -q '^#@ parts' "$s"; then
        sh "$s" --parts 2>/dev/null | sed -n 's/^#@ part //p' >"$dir/parts"
        if [ ! -s "$dir/parts" ]; then # a suite that lists nothing still runs (and fails)
            add_job suite "$s" "$s" "$s" '' 1 $lane
            continue
        fi
        while read -r pname weight mark; do
            [ -z "$check" ] || [ "$mark" = check ] || continue
            add_job part "$s: $pname" "$s" "$s" "$pname" "${weight:-1}" $lane
        done <"$dir/parts"
    elif [ -z "$check" ] || grep -q '^#@ check' "$s"; then
        weight=$(sed -n 's/^#@ weight \([0-9][0-9]*\).*/\1/p' "$s" | head -n 1)
        add_job suite "$s" "$s" "$s" '' "${weight:-1}" $lane
    fi
done
if [ "$n" -eq 0 ]; then
    echo "not ok - no test found (build first: make test)"
    echo "0 passed, 1 failed"
    exit 1
fi

if [ "$jobs" -eq 1 ]; then # one job at a time: those that wait too
    cat "$dir/order-waits" >>"$dir/order"
    : >"$dir/order-waits"
fi
waiting=$(wc -l <"$dir/order-waits")
if [ "$waiting" -gt 0 ]; then
    echo "# $n jobs, $jobs at a time, and the $waiting that wait on the wall clock one at a time beside them"
else
    echo "# $n jobs, $jobs at a time"
fi
# lanes ORDER-FILE N: its jobs, heaviest first, N at a time
lanes() {
    sort -k1,1nr -k2,2n "$1" | cut -d' ' -f2 | xargs -r -n 1 -P "$2" sh "$0" --job "$dir" "$BUILD"
}
lanes "$dir/order-waits" 1 &
lanes "$dir/order" "$jobs"
wait

# ---- the results ----
i=0
: >"$dir/all"
while [ "$i" -lt "$n" ]; do
    i=$((i + 1))
    if [ -f "$dir/res/$i" ]; then
        cat "$dir/res/$i" >>"$dir/all"
    else
        name=$(sed -n "${i}p" "$dir/jobs" | cut -f2)
        echo "not ok - job $name did not finish"
        printf '%s\t%s\t0\t1\t0\t0\n' "$name" "$name" >>"$dir/all"
    fi
done
wall=$((($(date +%s%N) - t_start) / 1000000))
echo "# time per suite (wall: the sum of its jobs' times; CPU: user + sys; the longest job):"
awk -F "$tab" '{
        if (!($2 in jobs)) order[++groups] = $2
        jobs[$2]++; p[$2] += $3; f[$2] += $4; wall[$2] += $5; cpu[$2] += $6
        if ($5 >= big[$2]) { big[$2] = $5; bigname[$2] = $1 }
        tw += $5; tc += $6
    }
    END {
        for (g = 1; g <= groups; g++) {
            k = order[g]
            longest = jobs[k] > 1 ? sprintf(", longest %.1f s (%s)", big[k] / 1000, bigname[k]) : ""
            printf "#   %-30s %6.1f s wall %6.1f s CPU  %3d job(s) %4d passed %2d failed%s\n",
                k, wall[k] / 1000, cpu[k] / 1000, jobs[k], p[k], f[k], longest
        }
        printf "#   %-30s %6.1f s wall %6.1f s CPU\n", "all jobs", tw / 1000, tc / 1000
    }' "$dir/all"
awk -v ms="$wall" -v j="$jobs" 'BEGIN { printf "# tests took %.1f s of wall time, %d jobs at a time\n", ms / 1000, j }'
awk -F "$tab" '$4 > 0 { printf "# failed: %s (%d)\n", $1, $4 }' "$dir/all"
# this run's CPU times, for the next run's order (jobs not run this time keep theirs)
if [ -d "$BUILD" ]; then
    awk -F "$tab" '{ printf "%s\t%s\n", $1, $6 }' "$dir/all" >"$dir/times"
    if [ -f "$times_file" ]; then
        awk -F "$tab" 'NR == FNR { seen[$1] = 1; next } !($1 in seen)' "$dir/all" "$times_file" \
            >>"$dir/times"
    fi
    cp "$dir/times" "$times_file"
fi
pass=$(awk -F "$tab" '{ s += $3 } END { print s + 0 }' "$dir/all")
fail=$(awk -F "$tab" '{ s += $4 } END { print s + 0 }' "$dir/all")
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
