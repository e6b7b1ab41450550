# layouts.sh - sourced by tests/judge/run_layouts.sh (the host tool) and
# tests/sim/run_judge_layouts.sh (the board): the same judge input laid out as real judge data
# has it. `layout NAME IN` writes IN's tokens in layout NAME to stdout:
#   lf        as it is
#   cr        every line end a lone CR
#   crlf      every line end CR LF
#   joined    all on one line (a case shares its line with others, T with the first case)
#   split     one number a line (a pair or a pile list spread over lines)
#   blanks    the separators a mix of tab, vertical tab, form feed, spaces and blank lines
#   plus      every number written +00...: a leading plus and leading zeros
#   nofinal   no line end after the last number
#   noterm    without the terminating 0 / 0 0 (problems that have one: `has_terminator P`)
#   after     more input after the problem's end (problems with an end of their own:
#             `has_end P`); none of it may be read
# The answers are the same for every layout. Usage: . tests/judge/layouts.sh
LAYOUTS="lf cr crlf joined split blanks plus nofinal"

has_terminator() {
    case $1 in
    hdu2176 | hdu1849 | poj1740 | poj2484 | hdu1564 | hdu2177 | poj2348) return 0 ;;
    esac
    return 1
}

has_end() {
    case $1 in
    hdu1527 | nyoj161 | hdu1847) return 1 ;;
    esac
    return 0
}

layout() {
    case $1 in
    lf) cat "$2" ;;
    cr) tr '\n' '\r' <"$2" ;;
    crlf) sed 's/$/\r/' "$2" ;;
    joined) tr -s ' \t\r\n' '  ' <"$2" | sed 's/ $//'; printf '\n' ;;
    split) tr -s ' \t\r\n' '\n\n' <"$2" ;;
    blanks)
        awk 'BEGIN { sep[0] = "\t"; sep[1] = " \v "; sep[2] = "\f"; sep[3] = "  " }
            { for (i = 1; i <= NF; i++) { printf "%s", $i; if (i < NF) printf "%s", sep[n++ % 4] }
              printf "\n\f\n" }' "$2" ;;
    plus) awk '{ for (i = 1; i <= NF; i++) printf "%s+00%s", (i > 1 ? " " : ""), $i; printf "\n" }' "$2" ;;
    nofinal) awk 'NR > 1 { printf "\n" } { printf "%s", $0 }' "$2" ;;
    noterm) # the last line's zeros go (the samples end with the terminator alone on its line)
        sed '$d' "$2" ;;
    after) cat "$2"; printf '7 3 9\nhelp\nx\n' ;;
    esac
}
