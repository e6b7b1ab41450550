/* console_judge_fast.c - the host tool's fast path through judge input: what the byte reader
 * (console.c) and the judge engine (console_judge.c, console_judge_case.c) do byte by byte and
 * case by case, done here for a whole block where the input is ordinary, so that `nimbox judge`
 * reads as fast as the fast-I/O shape of a competitive programmer's solution (bench/judge/):
 *   - whole cases of the problems that answer one word a case (HDU 1846, 1527, NYOJ 161, POJ
 *     2348, HDU 1847, POJ 2484, HDU 1564; HDU 2177's lost positions): read from the block in a
 *     loop of their own, checked and answered by the judge's own functions (con_check_field,
 *     con_verdict, con_case_word), the answers written by one io.write per block;
 *   - the piles of a list (HDU 2176, HDU 1849, POJ 1740, match) but its last one: into the
 *     store as con_judge_number puts them (con_judge_keep where the ring is full);
 *   - HDU 2176's moves (con_judge_job), collected and written by one io.write per block.
 * Ordinary: every number plain (digits only, at most CONSOLE_TOKEN_SHOWN of them, at most
 * 4294967295, a separator after it within the block), a case whole within the block, in
 * range, not the end of the input (the terminator, the T-th case) and answered by one word.
 * Anything else stops it at that case's (or pile's) first byte, its state as the byte reader
 * would have left it: the byte reader takes it from there, so every error, end and answer of
 * another kind is the generic path's own. It changes the speed, never the output:
 * fuzz/fuzz_console_host compares the two readers on every input, and both with a model of
 * the judge. Only the host's policy (the first error stops the run), with answers written
 * whole (io.write) to an output that never waits (no io.room). The firmware never calls it
 * (console_feed_buf is the host tool's): the link leaves it out. */
#include <string.h>
#include "console_internal.h"
#include "console_verdict.h"
#include "decimal.h"
#include "nim.h"
#include "play_mode.h"

#define CON_FAST_OUT 8192u /* answers collected before one io.write */
#define CON_FAST_LINE 24u  /* room for one answer line: a word (CON_LINE_MAX) and "\r\n" */
_Static_assert(CON_LINE_MAX + 2u <= CON_FAST_LINE, "an answer line fits");
#define CON_FAST_PAIR 24u  /* a pair line: "4294967295 4294967295\r\n" and decimal_u32's NUL */

/* Where the reading is: the block, and the reader's line count and flags, kept here while the
 * loop runs and written back to the console whenever the judge's functions may read them. */
typedef struct {
    const char *p;
    const char *end;
    const char *stop; /* the block's last byte that is no digit (NULL: none): a run of digits
                       * that starts before it ends at it at the latest */
    uint32_t line;
    uint8_t flags;
} con_scan_t;

static con_scan_t con_scan_start(const console_t *c, const char *p, const char *end)
{
    con_scan_t s = {p, end, NULL, c->line_no, c->flags};
    size_t n = (size_t)(end - p);
    while (n != 0 && (uint8_t)(p[n - 1u] - '0') <= 9u) {
        n--;
    }
    if (n != 0) {
        s.stop = p + n - 1u;
    }
    return s;
}

static void con_scan_save(console_t *c, const con_scan_t *s)
{
    c->line_no = s->line;
    c->flags = s->flags;
}

/* Passes the separators at s->p as con_feed takes them with no token in progress, in judge
 * mode, under the host's policy (a line end changes no answer's line end; the phases this
 * path runs in are not skipping a line: con_judge_line only counts it). False at the block's
 * end; true at a byte of a token. */
static inline bool con_scan_space(con_scan_t *s)
{
    for (; s->p != s->end; s->p++) {
        uint8_t b = (uint8_t)*s->p;
        uint8_t f = s->flags;
        if (b > ' ') {
            return true; /* (most token bytes: one test) */
        }
        if (b == '\n') {
            if (f & CON_F_CR) {
                s->flags = f & (uint8_t)~CON_F_CR; /* CR LF: one line end */
                continue;
            }
            s->flags = f & (uint8_t)~CON_F_MIDLINE;
            s->line++;
        } else if (b == '\r') {
            s->flags = (f & (uint8_t)~CON_F_MIDLINE) | CON_F_CR;
            s->line++;
        } else if (b == ' ' || (uint8_t)(b - '\t') <= (uint8_t)('\r' - '\t')) {
            s->flags = (f & (uint8_t)~CON_F_CR) | CON_F_MIDLINE;
        } else {
            return true;
        }
    }
    return false;
}

static inline bool con_is_space(uint8_t b)
{
    return b == ' ' || (uint8_t)(b - '\t') <= (uint8_t)('\r' - '\t');
}

/* The plain number at s->p: its value in *v, s->p past its digits; false, nothing changed,
 * when the token there is something else, or the block cuts it. The digits are summed in 64
 * bits, exact up to 19 of them; a longer token (leading zeros) is the byte reader's. */
static inline bool con_scan_number(con_scan_t *s, uint32_t *v)
{
    const char *p = s->p;
    uint64_t x = 0;
    uint32_t d;
    if (s->stop == NULL || p >= s->stop) {
        return false; /* its digits run to the block's end: the block cuts it */
    }
    while ((d = (uint32_t)(uint8_t)*p - '0') <= 9u) { /* (ends at s->stop at the latest) */
        x = x * 10u + d; /* (past 19 digits it may wrap: such a token is refused below) */
        p++;
    }
    if (p == s->p || p - s->p > 19 || x > 0xFFFFFFFFu || !con_is_space((uint8_t)*p)) {
        return false;
    }
    s->p = p;
    s->flags = (s->flags & (uint8_t)~CON_F_CR) | CON_F_MIDLINE;
    *v = (uint32_t)x;
    return true;
}

/* Whole cases of a tuple problem (c->prob.arity numbers each), from a case's start; built
 * once for each arity (con_fast_tuples), its loops then known to the compiler. */
static inline __attribute__((always_inline)) const char *
con_fast_cases(console_t *c, const char *p, const char *end, const uint8_t arity)
{
    char out[CON_FAST_OUT];
    char line[2][CON_FAST_LINE]; /* the answer lines: the player to move loses, wins */
    uint8_t len[2];
    size_t n = 0;
    con_scan_t s = con_scan_start(c, p, end);
    uint32_t *v = c->piles; /* a tuple starts at the store's front (no answer waits) */
    uint8_t game = c->prob.game;
    uint8_t checks = con_game_checks(game);
    bool zero_ends = c->prob.end == CON_END_ZERO;
    /* cases this loop may answer: never the run's last (its end is the byte reader's) */
    uint32_t cases = c->prob.end == CON_END_COUNT ? c->cases - c->case_no - 1u : UINT32_MAX;
    uint32_t done = 0;
    uint32_t probe[2] = {1u, 0u}; /* a game of two numbers given one (POJ 2484): filled in */
    con_case_numbers(c, probe);
    bool fill = probe[1] != 0u;
    for (uint8_t wins = 0; wins < 2; wins++) {
        /* 0: none, an answer of another kind (the byte reader's) */
        len[wins] = con_case_word(c, wins, line[wins]);
        if (len[wins] != 0) {
            if (c->flags & CON_F_CRLF) { /* (the host's policy never changes it) */
                line[wins][len[wins]++] = '\r';
            }
            line[wins][len[wins]++] = '\n';
        }
    }
    while (con_scan_space(&s)) {
        con_scan_t start = s;
        uint8_t k = 0;
        uint32_t gold;
        while (con_scan_number(&s, &v[k]) && ++k != arity && con_scan_space(&s)) {
        }
        if (fill) {
            con_case_numbers(c, v);
        }
        uint8_t w; /* the verdict */
        if (k != arity || (zero_ends && v[0] == 0 && (arity == 1 || v[1] == 0)) ||
            done == cases ||
            (checks != 0 && con_check_field(v, checks) != CON_CHECK_OK) ||
            len[w = con_verdict(v, game, PLAY_NORMAL, arity, &gold)] == 0) {
            s = start; /* the byte reader takes this case */
            break;
        }
        memcpy(out + n, line[w], CON_FAST_LINE); /* (a constant size: a few moves) */
        n += len[w];
        done++; /* (con_case_done's count: never the run's last case here) */
        if (n > CON_FAST_OUT - 2u * CON_FAST_LINE) {
            c->io.write(c->io.ctx, out, n);
            n = 0;
        }
    }
    if (n != 0) {
        c->io.write(c->io.ctx, out, n);
    }
    c->case_no += done;
    con_scan_save(c, &s);
    return s.p;
}

static const char *con_fast_tuples(console_t *c, const char *p, const char *end)
{
    switch (c->prob.arity) {
    case 1:
        return con_fast_cases(c, p, end, 1);
    case 2:
        return con_fast_cases(c, p, end, 2);
    default:
        return con_fast_cases(c, p, end, 3);
    }
}

/* The piles of a list but its last, from one pile's start. */
static const char *con_fast_piles(console_t *c, const char *p, const char *end)
{
    con_scan_t s = con_scan_start(c, p, end);
    uint32_t x = c->x;
    uint32_t left = c->left;
    uint32_t *next = c->next;
    bool keep = c->prob.keep != 0;
    while (left > 1u && con_scan_space(&s)) {
        uint32_t v;
        if (!con_scan_number(&s, &v)) {
            break;
        }
        x ^= v;
        if (keep && next == c->first) { /* full, or the case's first: the judge's own keep */
            c->x = x;
            c->left = left;
            c->next = next;
            con_scan_save(c, &s);
            if (!con_judge_keep(c, v)) {
                return s.p; /* (out of memory: an error, the run stopped) */
            }
            next = c->next; /* (the store may have grown) */
        } else if (keep) {
            *next = v;
            if (++next == c->end) {
                next = c->piles;
            }
        }
        left--;
    }
    c->x = x;
    c->left = left;
    c->next = next;
    con_scan_save(c, &s);
    return s.p;
}

void con_fast_job(console_t *c)
{
    char out[CON_FAST_OUT];
    size_t n = 0;
    bool crlf = (c->flags & CON_F_CRLF) != 0;
    if (CON_BOARD || c->io.room != NULL || c->io.write == NULL) {
        return;
    }
    while (c->job_left != 0) { /* con_judge_job's lines, as con_pair writes them */
        uint32_t *p = c->first;
        uint32_t to;
        c->first = p + 1 == c->end ? c->piles : p + 1;
        c->job_left--;
        if (nim_pile_move(*p, c->job_x, &to)) {
            n += decimal_u32(out + n, *p);
            out[n++] = ' ';
            n += decimal_u32(out + n, to);
            if (crlf) {
                out[n++] = '\r';
            }
            out[n++] = '\n';
            if (n > CON_FAST_OUT - CON_FAST_PAIR) {
                c->io.write(c->io.ctx, out, n);
                n = 0;
            }
        }
    }
    if (n != 0) {
        c->io.write(c->io.ctx, out, n);
    }
}

const char *con_judge_fast(console_t *c, const char *p, const char *end)
{
    if (CON_BOARD || !CON_STOP(c) || c->io.room != NULL || c->io.write == NULL ||
        c->mode != CON_MODE_JUDGE || c->tok_len != 0 || c->job_left != 0) {
        return p;
    }
    if (c->prob.arity != 0 && c->phase == CON_PH_CASE) {
        return con_fast_tuples(c, p, end);
    }
    if (c->prob.arity == 0 && c->phase == CON_PH_NUMBERS) {
        return con_fast_piles(c, p, end);
    }
    return p;
}
