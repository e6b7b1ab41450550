# blocks.awk - one answer block a line ("1|4 7|3 5"), error lines left out:
#   awk -v p=PROBLEM -f blocks.awk ANSWERS
# A block starts at each line of HDU 1538, at `0`/`1` of HDU 2177, at `Yes`/`No` of HDU 2176.
/^error: / { next }
{
    start = p == "hdu1538" || (p == "hdu2177" && /^[01]$/) || (p == "hdu2176" && /^(Yes|No)$/)
    if (start && b != "") { print b; b = "" }
    b = b (b == "" ? "" : "|") $0
}
END { if (b != "") print b }
