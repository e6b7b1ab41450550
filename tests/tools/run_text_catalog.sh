#!/bin/sh
# run_text_catalog.sh - the text catalogs of the views and the console (tools/text_catalog.c):
# a made-up catalog is packed with one dictionary, and read back through the firmware's own
# decoder (hal/hal_ftext.c, built for the host) text by text: every text as written, the
# WRAPPED one in lines of at most its columns (expected lines written here by hand), a PART
# named in another text and not a text of its own; a HOST text empty in the firmware's table
# (--board) and the HOST texts at its end left out of it; a header's string define (--header)
# in a text; the tool refuses
# a word longer than a wrapped line, a name that is no earlier entry, an id named twice and an
# unknown macro, each with the catalog's line; a catalog of 250 texts large enough to use the
# whole code space (hal_ftext.h: 160 codes, the control bytes among them) read back. Prints
# TAP lines.
# Usage: sh tests/tools/run_text_catalog.sh BUILD_DIR
BUILD=${1:-build}
tool="$BUILD/tools/text_catalog"
if [ ! -x "$tool" ]; then
    echo "not ok - no $tool (make firmware or make host builds it)"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/demo_texts.def" <<'EOF'
/* a made-up catalog */
TEXT(NONE, "")
TEXT(HELLO, "Hello " "there") // two literals, one text
PART(END, "\nPress a key to go on.")
WRAPPED(STORY, 12, "Title\nOnce upon a time there was a box that played Nim." END)
TEXT(TAKE, "take the last stone")
TEXT(AGAIN, "Hello there, take the last stone again")
EOF
cat >"$tmp/read.c" <<'EOF'
#include <stdio.h>
#include "hal_ftext.h"
extern const char demo_texts[];
int main(void)
{
    for (unsigned n = 0; n < 5; n++) {
        hal_ftext_t t;
        char c;
        hal_ftext_open_nth(&t, demo_texts, (uint8_t)n);
        printf("%u:", n);
        while ((c = hal_ftext_next(&t)) != '\0') {
            putchar(c == '\n' ? '|' : c);
        }
        putchar('\n');
    }
    return 0;
}
EOF
# pack_and_read STEM COUNT [OPTION...]: packs $tmp/STEM.def with text_catalog (its OPTIONs
# first), builds the reader above for its first COUNT texts and reads them back into $tmp/got
# (the tool's and the compiler's messages in $tmp/out); fails where a step fails
pack_and_read() {
    stem=$1 count=$2
    shift 2
    sed "s/demo_texts/$stem/; s/n < 5/n < $count/" "$tmp/read.c" >"$tmp/read_$stem.c"
    "$tool" "$@" "$tmp/text_dict.c" "$tmp/$stem.def" >"$tmp/out" 2>&1 &&
        cc -std=gnu11 -Wall -Wextra -Werror -Ihal -Ihal/host -o "$tmp/read_$stem" \
            "$tmp/read_$stem.c" hal/hal_ftext.c "$tmp/$stem.c" "$tmp/text_dict.c" >>"$tmp/out" 2>&1 &&
        "$tmp/read_$stem" >"$tmp/got" 2>>"$tmp/out"
}
cat >"$tmp/want" <<'EOF'
0:
1:Hello there
2:Title|Once upon a|time there|was a box|that played|Nim.|Press a key|to go on.
3:take the last stone
4:Hello there, take the last stone again
EOF
if pack_and_read demo_texts 5 --stats; then
    if cmp -s "$tmp/want" "$tmp/got"; then
        echo "ok - text_catalog: a catalog packed and read back through hal_ftext: texts, a wrapped text, a part"
    else
        echo "not ok - text_catalog: read back:"
        diff "$tmp/want" "$tmp/got" | sed 's/^/#   /'
    fi
    if grep -q 'entries' "$tmp/out" && [ "$(wc -c <"$tmp/demo_texts.c")" -gt 0 ] &&
        ! grep -q 'take the last stone' "$tmp/demo_texts.c"; then
        echo "ok - text_catalog: the table holds the texts packed (no repeated sentence plain in it)"
    else
        echo "not ok - text_catalog: the table is not packed: $(cat "$tmp/out")"
    fi
else
    echo "not ok - text_catalog on a made-up catalog: $(cat "$tmp/out")"
fi

# HOST texts: the host tool's own; in the firmware's tables (--board) empty, the ids after
# them unmoved, and the ones after its last other text not in it at all
cat >"$tmp/host_texts.def" <<'EOF'
TEXT(A, "first")
HOST(WHY, "why: only the host explains")
TEXT(B, "second")
HOST(LAST, "the host's last words")
EOF
for build in host board; do
    flag=
    n=4
    [ "$build" = board ] && flag=--board && n=3
    # shellcheck disable=SC2086
    if pack_and_read host_texts $n $flag; then
        if [ "$build" = host ]; then
            printf '0:first\n1:why: only the host explains\n2:second\n3:the host'"'"'s last words\n' >"$tmp/want"
        else
            printf '0:first\n1:\n2:second\n' >"$tmp/want"
        fi
        if [ "$build" = board ] && grep -q 'LAST' "$tmp/host_texts.c"; then
            echo "not ok - text_catalog: the board's table holds the HOST texts at its end:"
            sed 's/^/#   /' "$tmp/host_texts.c"
        elif cmp -s "$tmp/want" "$tmp/got"; then
            echo "ok - text_catalog: HOST texts in the $build's table as they should be, the next ids unmoved"
        else
            echo "not ok - text_catalog: HOST text, $build's table:"
            diff "$tmp/want" "$tmp/got" | sed 's/^/#   /'
        fi
    else
        echo "not ok - text_catalog with a HOST text ($build): $(cat "$tmp/out")"
    fi
done

# --header: a name a C header defines as a string literal stands for its text (the firmware's
# version, written once in firmware/version.h); the header's other lines are passed over
cat >"$tmp/ver.h" <<'EOF'
/* a made-up version header */
#ifndef VER_H
#define VER_H
#define TOY_VERSION "9.8.7"
#define TOY_BAUD 115200
#endif
EOF
cat >"$tmp/ver_texts.def" <<'EOF'
TEXT(HELLO, "Toy " TOY_VERSION " ready")
EOF
if pack_and_read ver_texts 1 --header "$tmp/ver.h" && [ "$(cat "$tmp/got")" = "0:Toy 9.8.7 ready" ]; then
    echo "ok - text_catalog --header: a header's string define stands for its text"
else
    echo "not ok - text_catalog --header: $(cat "$tmp/got" "$tmp/out" 2>/dev/null)"
fi
if "$tool" "$tmp/text_dict.c" "$tmp/ver_texts.def" >"$tmp/out" 2>&1; then
    echo "not ok - text_catalog accepts a header's name without --header"
elif grep -q "no earlier entry's" "$tmp/out"; then
    echo "ok - text_catalog refuses a header's name without --header ($(cat "$tmp/out"))"
else
    echo "not ok - text_catalog without --header says: $(cat "$tmp/out")"
fi

# refusals: each names the catalog and its line
refuses() { # label, expected message, catalog text
    printf '%s\n' "$3" >"$tmp/bad_texts.def"
    if "$tool" "$tmp/text_dict.c" "$tmp/bad_texts.def" >"$tmp/out" 2>&1; then
        echo "not ok - text_catalog accepts $1"
    elif grep -q "$2" "$tmp/out" && grep -q "bad_texts.def:2" "$tmp/out"; then
        printf 'ok - text_catalog refuses %s (%s)\n' "$1" "$(cat "$tmp/out")"
    else
        echo "not ok - text_catalog on $1 says: $(cat "$tmp/out")"
    fi
}
refuses "a word longer than a wrapped line" "a word longer than a wrapped line" \
    'TEXT(A, "a")
WRAPPED(B, 5, "short words, then unbreakable")'
refuses "a name that is no earlier entry" "no earlier entry" \
    'TEXT(A, "a")
TEXT(B, "b" LATER)
TEXT(LATER, "c")'
refuses "an id named twice" "an id named twice" \
    'TEXT(A, "a")
TEXT(A, "b")'
refuses "an unknown macro" "PART(...) or HOST(...)" \
    'TEXT(A, "a")
LABEL(B, "b")'
refuses "a character that is not printable" "not printable" \
    'TEXT(A, "a")
TEXT(B, "tab\there")'

# the whole code space (hal_ftext.h): a catalog large enough for every code, the control bytes
# 0x00..0x1F among them (entry i is byte 0x1F - i; NUL's and '\n''s entries are fillers), read
# back text by text. The texts are pairs of words of a list picked by a fixed sequence (awk), '\n'
# between some; the expected lines are the same words, '|' for '\n'.
awk -v def="$tmp/many_texts.def" -v want="$tmp/want_many" 'BEGIN {
    split("stone pile take last wins loses move the player computer board coin ring pirate " \
          "gold misere normal limit count hint undo level rules left right up down and of " \
          "to a from onto each every why leave multiple power two circle walk", w, " ");
    x = 7;
    for (n = 0; n < 250; n++) {
        t = "";
        k = 6 + n % 9;
        for (j = 0; j < k; j++) {
            x = (x * 1103515245 + 12345) % 2147483648;
            y = int(x / 65536);
            t = t (j ? (x % 7 == 0 ? "\n" : " ") : "") w[1 + y % 40] w[1 + int(y / 40) % 40] \
                (x % 11 == 0 ? "," : "");
        }
        s = t; gsub(/\n/, "\\n", s);
        printf "TEXT(T%d, \"%s\")\n", n, s > def;
        s = t; gsub(/\n/, "|", s);
        printf "%d:%s\n", n, s > want;
    }
}'
if pack_and_read many_texts 250; then
    if cmp -s "$tmp/want_many" "$tmp/got"; then
        echo "ok - text_catalog: 250 texts packed with every code and read back through hal_ftext"
    else
        echo "not ok - text_catalog: 250 texts read back:"
        diff "$tmp/want_many" "$tmp/got" | head -5 | sed 's/^/#   /'
    fi
    if [ "$(grep -c '^/\*e\*/' "$tmp/text_dict.c")" -eq 160 ] &&
        grep -q '/\* 0x0a: -' "$tmp/text_dict.c" && grep -q '/\* 0x00: -' "$tmp/text_dict.c" &&
        grep -q '\\00[1-7]\|\\01[013-7]\|\\0[23][0-7]' "$tmp/many_texts.c"; then
        echo "ok - text_catalog: 160 codes, NUL's and the line end's entries fillers," \
            "control bytes as codes in the texts"
    else
        echo "not ok - text_catalog: the code space is not 0x1F down to 0x80:" \
            "$(grep -c '^/\*e\*/' "$tmp/text_dict.c") entries"
    fi
else
    echo "not ok - text_catalog on 250 texts: $(cat "$tmp/out")"
fi
