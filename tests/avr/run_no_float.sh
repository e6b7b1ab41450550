#!/bin/sh
# run_no_float.sh - the solvers built for the ATmega328P (make avr-solvers) and the toy firmware
# reference no floating-point, libm or heap routine. AVR float is 32-bit and gives wrong Wythoff
# answers from k = 2584 on; the house rule is integer-only firmware. Prints TAP lines.
# Usage: sh tests/avr/run_no_float.sh BUILD_DIR
BUILD=${1:-build}
BAD=' (__(add|sub|mul|div|cmp|eq|ne|lt|le|gt|ge|unord)sf[23]|__fix(uns)?sf[sd]i|__float(un)?s[id]sf|__extendsfdf2|__truncdfsf2|__fp_[a-z_]+|sqrtf?|floorf?|ceilf?|powf?|expf?|logf?|malloc|free|calloc|realloc)$'
objs=$(find "$BUILD/avr-solvers" -name '*.o' 2>/dev/null)
if [ -z "$objs" ]; then
    echo "not ok - no AVR solver objects under $BUILD/avr-solvers (run make avr-solvers)"
    exit 1
fi
for o in $objs; do
    name=$(basename "$o" .o)
    hits=$(avr-nm -u "$o" | grep -E "$BAD")
    if [ -n "$hits" ]; then
        echo "not ok - AVR solver $name references: $(echo $hits | tr '\n' ' ')"
    else
        echo "ok - AVR solver $name references no float, libm or heap routine"
    fi
done
elf="$BUILD/uno-lcd/nimbox.elf"
if [ -f "$elf" ]; then
    hits=$(avr-nm "$elf" | grep -E "$BAD")
    if [ -n "$hits" ]; then
        echo "not ok - firmware $elf links: $(echo $hits | tr '\n' ' ')"
    else
        echo "ok - firmware $elf links no float, libm or heap routine"
    fi
fi
