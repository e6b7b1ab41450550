/* judge_model.c - the model of `nimbox judge` (judge_model.h), from docs/console.md ("Input: a
 * token stream", the problems' table, "As the judges' accepted programs read it") and the
 * rules of GAMES.md, with arithmetic of its own: 64-bit where the rules add or double 32-bit
 * numbers, Wythoff's a_k = floor(k * phi) = (k + isqrt(5 k^2)) / 2 in 128 bits (exact: sqrt(5)
 * k is irrational), Euclid's game by its definition, the pirates by the closed form. */
#include "judge_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { END_COUNT, END_ONE, END_ZERO, END_EOF };

typedef struct {
    const char *id;
    uint8_t arity; /* numbers per case; 0: a count, then that many piles */
    uint8_t end;
} spec_t;

static const spec_t specs[JUDGE_MODEL_PROBLEMS] = {
    {"hdu1846", 2, END_COUNT}, {"hdu2176", 0, END_ZERO}, {"match", 0, END_ONE},
    {"hdu1849", 0, END_ZERO},  {"hdu1527", 2, END_EOF},  {"nyoj161", 2, END_EOF},
    {"hdu2177", 2, END_ZERO},  {"poj2348", 2, END_ZERO}, {"hdu1847", 1, END_EOF},
    {"poj1740", 0, END_ZERO},  {"poj2484", 1, END_ZERO}, {"hdu3951", 2, END_COUNT},
    {"hdu1564", 1, END_ZERO},  {"hdu1538", 3, END_COUNT},
};

const char *const judge_model_ids[JUDGE_MODEL_PROBLEMS] = {
    "hdu1846", "hdu2176", "match",   "hdu1849", "hdu1527", "nyoj161", "hdu2177",
    "poj2348", "hdu1847", "poj1740", "poj2484", "hdu3951", "hdu1564", "hdu1538",
};

enum { ST_HEADER, ST_CASE, ST_IN_CASE, ST_DONE };

typedef struct {
    judge_model_t *m;
    const spec_t *spec;
    unsigned id;
    int state;
    uint32_t line;
    bool crlf_now;   /* the last line end was CR (the board then answers with CR LF) */
    uint64_t cases;  /* T */
    uint64_t done;   /* cases read */
    uint32_t v[3];   /* a tuple's numbers */
    unsigned got;
    uint32_t *piles; /* a list's piles */
    uint32_t count;
    uint32_t have;
    size_t cap;
} model_t;

/* ---- output ---- */

static void out_bytes(model_t *s, const char *p, size_t n)
{
    judge_model_t *m = s->m;
    if (m->out_len + n + 1 > m->out_cap) {
        size_t cap = m->out_cap ? m->out_cap : 256;
        while (m->out_len + n + 1 > cap) {
            cap *= 2;
        }
        m->out = realloc(m->out, cap);
        if (m->out == NULL) {
            abort();
        }
        m->out_cap = cap;
    }
    memcpy(m->out + m->out_len, p, n);
    m->out_len += n;
    m->out[m->out_len] = '\0';
}

static void out_nl(model_t *s)
{
    if (s->m->crlf && s->crlf_now) {
        out_bytes(s, "\r\n", 2);
    } else {
        out_bytes(s, "\n", 1);
    }
}

static void out_line(model_t *s, const char *text)
{
    out_bytes(s, text, strlen(text));
    out_nl(s);
}

static void out_pair(model_t *s, uint64_t a, uint64_t b)
{
    char buf[48];
    int n = snprintf(buf, sizeof buf, "%llu %llu", (unsigned long long)a, (unsigned long long)b);
    out_bytes(s, buf, (size_t)n);
    out_nl(s);
}

static void fail(model_t *s, const char *what)
{
    snprintf(s->m->error, sizeof s->m->error, "nimbox: line %u: %s%s", (unsigned)s->line, what,
             s->m->crlf && s->crlf_now ? "\r\n" : "\n");
    s->m->failed = true;
    s->state = ST_DONE;
}

/* ---- the games (GAMES.md) ---- */

static uint64_t isqrt128(unsigned __int128 x)
{
    uint64_t r = 0;
    for (int bit = 63; bit >= 0; bit--) {
        uint64_t t = r | (uint64_t)1 << bit;
        if ((unsigned __int128)t * t <= x) {
            r = t;
        }
    }
    return r;
}

/* a_k = floor(k * phi) */
static uint64_t wythoff_a(uint64_t k)
{
    return (k + isqrt128((unsigned __int128)5 * k * k)) / 2;
}

static bool wythoff_p(uint64_t a, uint64_t b)
{
    uint64_t lo = a < b ? a : b;
    uint64_t hi = a < b ? b : a;
    return wythoff_a(hi - lo) == lo;
}

/* The other member of v's P-pair: v = a_k gives b_k, v = b_k gives a_k. k is found near v / phi
 * (v an a-value) or v / phi^2 (a b-value) and checked exactly. */
static uint64_t wythoff_partner(uint64_t v)
{
    const long double g = 0.61803398874989484820458683436563811772L;
    uint64_t ka = (uint64_t)((long double)v * g);
    uint64_t kb = (uint64_t)((long double)v * g * g);
    for (uint64_t d = 0; d < 6; d++) {
        uint64_t k = ka + d >= 3 ? ka + d - 3 : 0;
        if (wythoff_a(k) == v) {
            return v + k;
        }
        k = kb + d >= 3 ? kb + d - 3 : 0;
        if (wythoff_a(k) + k == v) {
            return wythoff_a(k);
        }
    }
    abort(); /* every natural number is in exactly one pair */
}

static bool euclid_first_wins(uint64_t a, uint64_t b)
{
    bool first = true;
    for (;;) {
        uint64_t big = a > b ? a : b;
        uint64_t small = a > b ? b : a;
        if (big % small == 0 || big >= 2 * small) {
            return first;
        }
        a = big - small; /* the forced move */
        b = small;
        first = !first;
    }
}

/* HDU 1538: the least gold pirate p of n is sure of with m gold; -1: thrown overboard. */
static int64_t pirates(uint64_t n, uint64_t m, uint64_t p)
{
    if (n <= 2 * m) {
        if (p == n) {
            return (int64_t)(m - (n - 1) / 2);
        }
        return p % 2 == n % 2 ? 1 : 0;
    }
    if (n == 2 * m + 1) {
        return p % 2 == 1 && p < n ? 1 : 0;
    }
    uint64_t pow2 = 1;
    while (pow2 * 2 <= n - 2 * m) {
        pow2 *= 2;
    }
    return p > 2 * m + pow2 ? -1 : 0;
}

/* ---- a case ---- */

static void answer_tuple(model_t *s)
{
    uint64_t a = s->v[0];
    uint64_t b = s->v[1];
    char buf[64];
    switch (s->id) {
    case 0: /* hdu1846 */
        out_line(s, a % (b + 1) != 0 ? "first" : "second");
        break;
    case 4: /* hdu1527 */
    case 5: /* nyoj161 */
        out_line(s, wythoff_p(a, b) ? "0" : "1");
        break;
    case 6: { /* hdu2177: the move from both first, then the single-pile moves by (x, y) */
        uint64_t lo = a < b ? a : b;
        uint64_t hi = a < b ? b : a;
        uint64_t k = hi - lo;
        uint64_t one[2][2];
        unsigned n = 0;
        if (wythoff_p(lo, hi)) {
            out_line(s, "0");
            break;
        }
        out_line(s, "1");
        if (wythoff_a(k) < lo) {
            out_pair(s, wythoff_a(k), wythoff_a(k) + k);
        }
        uint64_t pb = wythoff_partner(hi); /* from the smaller pile: (partner of hi, hi) */
        if (pb < lo) {
            one[n][0] = pb;
            one[n++][1] = hi;
        }
        uint64_t pa = wythoff_partner(lo); /* from the larger: (lo, partner of lo) */
        if (pa < hi && lo != hi) {
            one[n][0] = pa < lo ? pa : lo;
            one[n++][1] = pa < lo ? lo : pa;
        }
        if (n == 2 && (one[1][0] < one[0][0] ||
                       (one[1][0] == one[0][0] && one[1][1] < one[0][1]))) {
            uint64_t t0 = one[0][0], t1 = one[0][1];
            one[0][0] = one[1][0];
            one[0][1] = one[1][1];
            one[1][0] = t0;
            one[1][1] = t1;
        }
        for (unsigned i = 0; i < n; i++) {
            out_pair(s, one[i][0], one[i][1]);
        }
        break;
    }
    case 7: /* poj2348 */
        out_line(s, euclid_first_wins(a, b) ? "Stan wins" : "Ollie wins");
        break;
    case 8: /* hdu1847 */
        out_line(s, a % 3 != 0 ? "Kiki" : "Cici");
        break;
    case 10: /* poj2484 */
        out_line(s, a <= 2 ? "Alice" : "Bob");
        break;
    case 11: /* hdu3951 */
        snprintf(buf, sizeof buf, "Case %llu: %s", (unsigned long long)s->done + 1,
                 (b == 1 && a % 2 == 1) || (b >= 2 && a <= b) ? "first" : "second");
        out_line(s, buf);
        break;
    case 12: /* hdu1564 */
        out_line(s, a % 2 == 0 ? "8600" : "ailyanlu");
        break;
    default: { /* hdu1538 */
        int64_t g = pirates(a, b, s->v[2]);
        if (g < 0) {
            out_line(s, "Thrown");
        } else {
            snprintf(buf, sizeof buf, "%lld", (long long)g);
            out_line(s, buf);
        }
        break;
    }
    }
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a;
    uint32_t y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void answer_list(model_t *s)
{
    uint32_t x = 0;
    for (uint32_t i = 0; i < s->count; i++) {
        x ^= s->piles[i];
    }
    if (s->id == 1) { /* hdu2176 */
        out_line(s, x == 0 ? "No" : "Yes");
        for (uint32_t i = 0; x != 0 && i < s->count; i++) {
            if ((s->piles[i] ^ x) < s->piles[i]) {
                out_pair(s, s->piles[i], s->piles[i] ^ x);
            }
        }
    } else if (s->id == 2) { /* match: the first pile with a move, then the piles after it */
        if (x == 0) {
            out_line(s, "lose");
            return;
        }
        uint32_t k = 0;
        while ((s->piles[k] ^ x) >= s->piles[k]) {
            k++;
        }
        out_pair(s, s->piles[k] - (s->piles[k] ^ x), k + 1);
        s->piles[k] ^= x;
        for (uint32_t i = 0; i < s->count; i++) {
            char buf[16];
            int n = snprintf(buf, sizeof buf, i + 1 < s->count ? "%u " : "%u", s->piles[i]);
            out_bytes(s, buf, (size_t)n);
        }
        out_nl(s);
    } else if (s->id == 3) { /* hdu1849 */
        out_line(s, x != 0 ? "Rabbit Win!" : "Grass Win!");
    } else { /* poj1740: lost when the non-empty piles pair up */
        bool paired = true;
        qsort(s->piles, s->count, sizeof s->piles[0], cmp_u32);
        for (uint32_t i = 0; i < s->count;) {
            uint32_t j = i;
            while (j < s->count && s->piles[j] == s->piles[i]) {
                j++;
            }
            if (s->piles[i] != 0 && (j - i) % 2 != 0) {
                paired = false;
            }
            i = j;
        }
        out_line(s, paired ? "0" : "1");
    }
}

/* The range checks, in the order of the fields; false after the error. */
static bool in_range(model_t *s)
{
    if (s->id == 0 && s->v[1] == 0) {
        fail(s, "m must be at least 1");
    } else if (s->id == 11 && s->v[0] == 0) {
        fail(s, "n must be at least 1");
    } else if (s->id == 11 && s->v[1] == 0) {
        fail(s, "k must be at least 1");
    } else if (s->id == 13 && (s->v[2] == 0 || s->v[2] > s->v[0])) {
        fail(s, "p must be from 1 to n");
    } else if (s->id == 7 && s->v[0] == 0) {
        fail(s, "a must be at least 1");
    } else if (s->id == 7 && s->v[1] == 0) {
        fail(s, "b must be at least 1");
    } else {
        return true;
    }
    return false;
}

static void case_done(model_t *s)
{
    s->done++;
    s->state = ST_CASE;
    if ((s->spec->end == END_COUNT && s->done == s->cases) || s->spec->end == END_ONE) {
        s->state = ST_DONE;
    }
}

static void end_of_input(model_t *s)
{
    char buf[96];
    if (s->state == ST_IN_CASE) {
        fail(s, "input ended inside a case");
    } else if (s->state == ST_HEADER) {
        fail(s, "input ended before the number of cases");
    } else if (s->state == ST_CASE && s->spec->end == END_COUNT) {
        snprintf(buf, sizeof buf, "input ended with %llu of %llu cases missing",
                 (unsigned long long)(s->cases - s->done), (unsigned long long)s->cases);
        fail(s, buf);
    } else if (s->state == ST_CASE && s->spec->end == END_ONE) {
        fail(s, "input ended with 1 of 1 cases missing");
    }
    s->state = ST_DONE;
}

/* A token's text quoted as an error line quotes it: bytes outside printable ASCII as `?`; a
 * token of more than 24 characters by its first 12, `...`, its last 12. */
static void quote(char *buf, size_t size, const uint8_t *t, size_t n)
{
    size_t k = 0;
    buf[k++] = '`';
    for (size_t i = 0; i < n; i++) {
        if (n > 24 && i == 12) {
            memcpy(buf + k, "...", 3);
            k += 3;
            i = n - 12;
        }
        buf[k++] = t[i] < 0x20 || t[i] >= 0x7f ? '?' : (char)t[i];
    }
    buf[k++] = '`';
    buf[k] = '\0';
    (void)size;
}

static void token(model_t *s, const uint8_t *t, size_t n)
{
    char q[64];
    char what[96];
    size_t i = 0;
    bool neg = false;
    uint64_t v = 0;
    if (n == 1 && t[0] == '.') {
        end_of_input(s);
        return;
    }
    if (t[0] == '+' || t[0] == '-') {
        neg = t[0] == '-';
        i = 1;
    }
    bool digits = i < n;
    bool big = false;
    for (; i < n; i++) {
        if (t[i] < '0' || t[i] > '9') {
            digits = false;
            break;
        }
        v = v * 10 + (uint64_t)(t[i] - '0');
        if (v > 0xFFFFFFFFull) {
            big = true;
            v = 0xFFFFFFFFull + 1; /* stays over */
        }
    }
    if (!digits || neg || big) {
        quote(q, sizeof q, t, n);
        snprintf(what, sizeof what, "%s %s", q,
                 !digits ? "is not a number" : neg ? "is negative" : "is over 4294967295");
        fail(s, what);
        return;
    }
    switch (s->state) {
    case ST_HEADER:
        s->cases = v;
        s->state = v == 0 ? ST_DONE : ST_CASE;
        return;
    case ST_CASE:
        if (s->spec->arity == 0) {
            if (v == 0) {
                if (s->spec->end == END_ZERO) {
                    s->state = ST_DONE;
                } else {
                    fail(s, "the pile count must be at least 1");
                }
                return;
            }
            s->count = (uint32_t)v;
            s->have = 0;
            s->state = ST_IN_CASE;
            if (s->count > s->m->longest) {
                s->m->longest = s->count;
            }
            return;
        }
        s->got = 0;
        s->state = ST_IN_CASE;
        break;
    default:
        break;
    }
    if (s->spec->arity == 0) {
        if (s->have == s->cap) {
            s->cap = s->cap ? s->cap * 2 : 64;
            s->piles = realloc(s->piles, s->cap * sizeof *s->piles);
            if (s->piles == NULL) {
                abort();
            }
        }
        s->piles[s->have++] = (uint32_t)v;
        if (s->have == s->count) {
            answer_list(s);
            case_done(s);
        }
        return;
    }
    s->v[s->got++] = (uint32_t)v;
    if (s->got < s->spec->arity) {
        return;
    }
    bool zero = true;
    for (unsigned k = 0; k < s->spec->arity; k++) {
        zero = zero && s->v[k] == 0;
    }
    if (zero && s->spec->end == END_ZERO) {
        s->state = ST_DONE; /* the terminator */
        return;
    }
    if (!in_range(s)) {
        return;
    }
    answer_tuple(s);
    case_done(s);
}

static bool is_space(uint8_t b)
{
    return b == ' ' || (b >= '\t' && b <= '\r');
}

void judge_model_run(judge_model_t *m, unsigned id, const uint8_t *in, size_t n, bool crlf)
{
    model_t s;
    size_t start = 0;
    bool in_token = false;
    bool after_cr = false;
    memset(m, 0, sizeof *m);
    memset(&s, 0, sizeof s);
    m->crlf = crlf;
    s.m = m;
    s.id = id;
    s.spec = &specs[id];
    s.line = 1;
    s.state = s.spec->end == END_COUNT ? ST_HEADER : ST_CASE;
    s.cases = 1;
    for (size_t i = 0; i < n && s.state != ST_DONE; i++) {
        uint8_t b = in[i];
        if (!is_space(b)) {
            if (!in_token) {
                start = i;
                in_token = true;
            }
            after_cr = false;
            continue;
        }
        bool line_end = b == '\r' || (b == '\n' && !after_cr);
        if (line_end) {
            s.crlf_now = b == '\r'; /* a line's end sets the answer's, then its token ends */
        }
        if (in_token) {
            in_token = false;
            token(&s, in + start, i - start);
        }
        if (line_end) {
            s.line++;
        }
        after_cr = b == '\r';
    }
    if (s.state != ST_DONE && in_token) {
        token(&s, in + start, n - start);
    }
    if (s.state != ST_DONE) {
        end_of_input(&s);
    }
    free(s.piles);
}

void judge_model_free(judge_model_t *m)
{
    free(m->out);
    m->out = NULL;
}
