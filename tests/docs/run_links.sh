#!/bin/sh
# run_links.sh - every relative link of the documentation leads somewhere: in each Markdown file
# of the repository (README.md, docs/*.md, the folders' README.md; not build/ or node_modules/),
# each link or image [text](target) that is not a URL names a file or folder that exists
# (relative to the file that links), and a #fragment into a Markdown file names one of its
# headings (GitHub's anchors: lower case, punctuation dropped, spaces as '-'). One TAP line a
# file. Usage: sh tests/docs/run_links.sh [BUILD_DIR] (from the repository root)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

# anchors FILE: the anchors of FILE's headings, one a line (code blocks skipped)
anchors() {
    awk '/^```/ { code = !code } !code && /^#+ / {
        sub(/^#+ +/, ""); s = tolower($0); gsub(/[^a-z0-9 _-]/, "", s); gsub(/ /, "-", s)
        n[s]++; print (n[s] > 1 ? s "-" n[s] - 1 : s) }' "$1"
}

# links FILE: each link target, one a line (inline code and code blocks skipped)
links() {
    awk '/^```/ { code = !code; next } code || /^    / { next } {
        line = $0; gsub(/`[^`]*`/, "", line)
        while (match(line, /\]\([^) ]+\)/)) {
            print substr(line, RSTART + 2, RLENGTH - 3)
            line = substr(line, RSTART + RLENGTH)
        } }' "$1"
}

find . \( -name build -o -name node_modules -o -name .git \) -prune -o -name '*.md' -print |
    sed 's|^\./||' | sort >"$tmp/files"
if [ ! -s "$tmp/files" ]; then
    echo "not ok - links: no Markdown file found (run from the repository root)"
    exit 1
fi
while read -r f; do
    dir=$(dirname "$f")
    bad=
    count=0
    for target in $(links "$f"); do
        case $target in
        http://* | https://* | mailto:*) continue ;;
        esac
        count=$((count + 1))
        path=${target%%#*}
        frag=
        case $target in *'#'*) frag=${target#*#} ;; esac
        if [ -z "$path" ]; then
            file=$f
        else
            file=$dir/$path
        fi
        if [ ! -e "$file" ]; then
            bad="$bad $target"
        elif [ -n "$frag" ] && [ "${file%.md}" != "$file" ] && ! anchors "$file" | grep -qx -- "$frag"; then
            bad="$bad $target(no such heading)"
        fi
    done
    if [ -n "$bad" ]; then
        echo "not ok - links of $f: broken:$bad"
        failed=1
    else
        echo "ok - links of $f lead somewhere ($count relative)"
    fi
done <"$tmp/files"
exit "$failed"
