/* text_pack.c - the dictionary packing of flash texts (see text_pack.h): choosing the
 * dictionary, packing a text with it, writing it as C. */
#include "text_pack.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The code space (hal/hal_ftext.h): a packed byte that no text holds as itself stands for a
 * dictionary entry: 0x80..0xFF and the control bytes but NUL (a text's end) and '\n'. Entry i
 * is byte 0x1F - i (mod 256): 0x1F down to 0x00, then 0xFF down to 0x80, 160 codes; those of
 * '\n' (entry 21) and NUL (entry 31) hold a filler no text names. */
#define CODE_TOP 0x1F
#define CODES 160
#define IS_HOLE(i) ((i) == CODE_TOP - '\n' || (i) == CODE_TOP - 0)
#define MAX_ENTRIES (CODES - 2)
/* Symbols in one entry as chosen: the chooser is run with each cap from MIN_ENTRY_LEN to
 * MAX_ENTRY_LEN in steps of ENTRY_LEN_STEP, and the dictionary that packs the texts smallest
 * (its own bytes and the count table's counted) is kept. The greedy choice is sensitive to the
 * cap (a long entry chosen early takes occurrences shorter ones would share, and the rest
 * follows): one cap for every board was measured in waves 7 and 8 (8 best of 6 to 48); the
 * best cap differs by board and catalog, by 10 to 40 B, with no trend beyond 24; on wave 12's
 * catalogs every cap from 8 to 24 came within 1 B of these five (docs/size.md). */
#define MIN_ENTRY_LEN 8
#define MAX_ENTRY_LEN 24
#define ENTRY_LEN_STEP 4
#define MAX_EXP 255      /* bytes of an entry's expansion */

const char *pack_tool_name = "text_pack";

void pack_die(const char *what, const char *name)
{
    fprintf(stderr, "%s: %s%s%s\n", pack_tool_name, what, name ? ": " : "", name ? name : "");
    exit(1);
}

void *pack_realloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) {
        pack_die("out of memory", NULL);
    }
    return p;
}

void buf_add(buf_t *o, const void *p, size_t n)
{
    if (o->n + n > o->cap) {
        o->cap = (o->n + n) * 2 + 256;
        o->b = pack_realloc(o->b, o->cap);
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

void buf_str(buf_t *o, const char *s)
{
    buf_add(o, s, strlen(s));
}

buf_t pack_read_file(const char *name)
{
    buf_t f = {NULL, 0, 0};
    FILE *in = fopen(name, "rb");
    if (!in) {
        pack_die("cannot read", name);
    }
    for (;;) {
        if (f.n == f.cap) {
            f.cap = f.cap ? 2 * f.cap : 65536;
            f.b = pack_realloc(f.b, f.cap + 1);
        }
        size_t got = fread(f.b + f.n, 1, f.cap - f.n, in);
        if (got == 0) {
            break;
        }
        f.n += got;
    }
    fclose(in);
    f.b[f.n] = 0;
    return f;
}

void pack_write_if_changed(const char *name, const uint8_t *b, size_t n)
{
    FILE *f = fopen(name, "rb");
    if (f) {
        int same = 1;
        for (size_t i = 0; i < n && same; i++) {
            same = fgetc(f) == b[i];
        }
        same = same && fgetc(f) == EOF;
        fclose(f);
        if (same) {
            return;
        }
    }
    f = fopen(name, "wb");
    if (!f || fwrite(b, 1, n, f) != n || fclose(f) != 0) {
        pack_die("cannot write", name);
    }
}

int pack_is_ident(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

void pack_put_escaped(buf_t *o, uint8_t c)
{
    char t[8];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?') {
        t[0] = (char)c;
        t[1] = 0;
    } else {
        snprintf(t, sizeof t, "\\%03o", c); /* always 3 digits: a next digit cannot join */
    }
    buf_str(o, t);
}

static int hexval(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Decodes the literal starting at the quote s[i]; returns the index after the closing quote. */
size_t pack_parse_literal(const buf_t *f, size_t i, buf_t *v, const char *name)
{
    const uint8_t *s = f->b;
    i++;
    while (i < f->n && s[i] != '"') {
        uint8_t c = s[i++];
        if (c == '\n') {
            pack_die("newline in a string literal", name);
        }
        if (c == '\\') {
            c = s[i++];
            switch (c) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'a': c = '\a'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'v': c = '\v'; break;
            case 'e': c = 27; break;
            case 'x': {
                unsigned x = 0;
                while (hexval(s[i]) >= 0) {
                    x = x * 16u + (unsigned)hexval(s[i++]);
                }
                c = (uint8_t)x;
                break;
            }
            default:
                if (c >= '0' && c <= '7') {
                    unsigned o = c - '0';
                    for (int k = 0; k < 2 && s[i] >= '0' && s[i] <= '7'; k++) {
                        o = o * 8u + (s[i++] - '0');
                    }
                    c = (uint8_t)o;
                } /* else \\ \" \' \? stand for themselves */
                break;
            }
        }
        buf_add(v, &c, 1);
    }
    if (i >= f->n) {
        pack_die("unterminated string literal", name);
    }
    return i + 1;
}

/* ---- the texts: their NUL-free pieces ---- */

typedef struct {
    uint8_t *b;
    size_t n;
} seg_t;

static seg_t *segs;
static size_t nsegs, segs_cap;

void pack_add_text(const uint8_t *v, size_t n)
{
    size_t a = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && (v[i] >= 0x80u || (v[i] < 0x20u && v[i] != '\n' && v[i] != 0))) {
            pack_die("a text holds a byte that is a code", NULL);
        }
        if (i == n || v[i] == 0) {
            if (i > a) {
                if (nsegs == segs_cap) {
                    segs_cap = segs_cap ? 2 * segs_cap : 256;
                    segs = pack_realloc(segs, segs_cap * sizeof *segs);
                }
                segs[nsegs].n = i - a;
                segs[nsegs].b = pack_realloc(NULL, i - a);
                memcpy(segs[nsegs].b, v + a, i - a);
                nsegs++;
            }
            a = i + 1;
        }
    }
}

static int seg_cmp(const void *x, const void *y)
{
    const seg_t *a = x, *b = y;
    size_t n = a->n < b->n ? a->n : b->n;
    int r = memcmp(a->b, b->b, n);
    return r ? r : (a->n > b->n) - (a->n < b->n);
}

/* ---- dictionary entries ---- */

typedef struct {
    uint16_t sym[MAX_ENTRY_LEN]; /* as chosen: bytes < 256, other entries 256 + index */
    uint8_t len, depth;
    uint8_t exp[MAX_EXP + 1]; /* the bytes it stands for */
    uint8_t elen;
    int keep, code;
} entry_t;

static entry_t ents[CODES];
static int nents;

/* Optimal parse of bytes s[0..n) over the kept entries: fewest output bytes. Writes the
 * chosen entry (or -1, a literal) of each step into pick[]; returns the packed size. */
static size_t parse(const uint8_t *s, size_t n, int *pick)
{
    size_t *cost = pack_realloc(NULL, (n + 1) * sizeof *cost);
    cost[n] = 0;
    for (size_t i = n; i-- > 0;) {
        cost[i] = cost[i + 1] + 1;
        pick[i] = -1;
        for (int e = 0; e < nents; e++) {
            size_t l = ents[e].elen;
            if (ents[e].keep && l <= n - i && cost[i + l] + 1 < cost[i] &&
                memcmp(s + i, ents[e].exp, l) == 0) {
                cost[i] = cost[i + l] + 1;
                pick[i] = e;
            }
        }
    }
    size_t r = cost[0];
    free(cost);
    return r;
}

/* ---- choosing the entries ---- */

typedef struct {
    uint32_t gen;
    uint32_t seg, pos; /* first occurrence */
    uint16_t len;
    uint32_t hash;
    int32_t count;
    int64_t last; /* start of the last counted occurrence (non-overlapping) */
} slot_t;

#define HBITS 21

typedef struct {
    uint16_t *s;
    size_t n;
} symseg_t;

static uint8_t sym_depth(uint16_t s)
{
    return s < 256 ? 0 : ents[s - 256].depth;
}

/* Entry e's expansion from its symbols. */
static void expand(entry_t *e)
{
    e->elen = 0;
    e->depth = 0;
    for (int i = 0; i < e->len; i++) {
        uint16_t c = e->sym[i];
        if (sym_depth(c) + 1 > e->depth) {
            e->depth = (uint8_t)(sym_depth(c) + 1);
        }
        if (c < 256) {
            e->exp[e->elen++] = (uint8_t)c;
        } else {
            const entry_t *d = &ents[c - 256];
            if (e->elen + d->elen > MAX_EXP) {
                pack_die("an entry's expansion is too long", NULL);
            }
            memcpy(e->exp + e->elen, d->exp, d->elen);
            e->elen = (uint8_t)(e->elen + d->elen);
        }
    }
}

static void choose(int max_depth, int max_len)
{
    symseg_t *ss = pack_realloc(NULL, nsegs * sizeof *ss);
    for (size_t k = 0; k < nsegs; k++) {
        ss[k].n = segs[k].n;
        ss[k].s = pack_realloc(NULL, ss[k].n * sizeof(uint16_t));
        for (size_t i = 0; i < ss[k].n; i++) {
            ss[k].s[i] = segs[k].b[i];
        }
    }
    static slot_t *table; /* one for every run: a slot of an earlier step has an older gen */
    static uint32_t gen;
    if (!table) {
        table = pack_realloc(NULL, ((size_t)1 << HBITS) * sizeof *table);
        memset(table, 0, ((size_t)1 << HBITS) * sizeof *table);
    }
    while (nents < MAX_ENTRIES) {
        gen++;
        uint32_t filled = 0; /* slots of this step */
        long best_gain = 0;
        slot_t best = {0};
        for (uint32_t k = 0; k < nsegs; k++) {
            const uint16_t *s = ss[k].s;
            for (uint32_t i = 0; i + 1 < ss[k].n; i++) {
                uint32_t h = 2166136261u;
                uint8_t depth = 0;
                for (uint32_t l = 1; l <= (uint32_t)max_len && i + l <= ss[k].n; l++) {
                    uint16_t c = s[i + l - 1];
                    h = (h ^ c) * 16777619u;
                    if (sym_depth(c) > depth) {
                        depth = sym_depth(c);
                    }
                    if (depth >= max_depth) {
                        break;
                    }
                    if (l < 2) {
                        continue;
                    }
                    uint32_t hh = h ^ l * 0x9e3779b9u;
                    size_t at = hh & ((1u << HBITS) - 1u);
                    slot_t *t;
                    for (;;) {
                        t = &table[at];
                        if (t->gen != gen) {
                            if (++filled > (1u << (HBITS - 1))) { /* (probing would not end) */
                                pack_die("too many texts for the chooser's table", NULL);
                            }
                            t->gen = gen;
                            t->seg = k;
                            t->pos = i;
                            t->len = (uint16_t)l;
                            t->hash = hh;
                            t->count = 0;
                            t->last = -1000000;
                            break;
                        }
                        if (t->hash == hh && t->len == l &&
                            memcmp(ss[t->seg].s + t->pos, s + i, l * sizeof *s) == 0) {
                            break;
                        }
                        at = (at + 1) & ((1u << HBITS) - 1u);
                    }
                    if (t->seg != k) {
                        t->last = -1000000; /* a new piece: no overlap with the last one */
                        t->seg = k;
                        t->pos = i;
                    }
                    if ((int64_t)i >= t->last + (int64_t)l) {
                        t->count++;
                        t->last = i;
                        long gain = (long)t->count * (long)(l - 1) - (long)l;
                        if (gain > best_gain) {
                            best_gain = gain;
                            best = *t;
                        }
                    }
                }
            }
        }
        if (best_gain <= 0) {
            break;
        }
        /* the table's first-occurrence fields moved along; find the content again */
        entry_t *e = &ents[nents];
        memset(e, 0, sizeof *e);
        e->len = (uint8_t)best.len;
        memcpy(e->sym, ss[best.seg].s + best.last, best.len * sizeof(uint16_t));
        expand(e);
        e->keep = 1;
        uint16_t code = (uint16_t)(256 + nents);
        nents++;
        for (size_t k = 0; k < nsegs; k++) { /* replace, left to right, non-overlapping */
            size_t o = 0;
            for (size_t i = 0; i < ss[k].n;) {
                if (i + e->len <= ss[k].n &&
                    memcmp(ss[k].s + i, e->sym, e->len * sizeof(uint16_t)) == 0) {
                    ss[k].s[o++] = code;
                    i += e->len;
                } else {
                    ss[k].s[o++] = ss[k].s[i++];
                }
            }
            ss[k].n = o;
        }
    }
    for (size_t k = 0; k < nsegs; k++) {
        free(ss[k].s);
    }
    free(ss);
}

/* Marks entry e and the entries inside it as used. */
static void mark_used(int e, int *used)
{
    if (used[e]++) {
        return;
    }
    for (int i = 0; i < ents[e].len; i++) {
        if (ents[e].sym[i] >= 256) {
            mark_used(ents[e].sym[i] - 256, used);
        }
    }
}

/* Drops the entries no optimal parse uses (repeated: dropping one may idle another). */
static void prune(void)
{
    for (;;) {
        int used[MAX_ENTRIES] = {0};
        int dropped = 0;
        for (size_t k = 0; k < nsegs; k++) {
            int *pick = pack_realloc(NULL, segs[k].n * sizeof *pick);
            parse(segs[k].b, segs[k].n, pick);
            for (size_t i = 0; i < segs[k].n;) {
                if (pick[i] >= 0) {
                    mark_used(pick[i], used);
                    i += ents[pick[i]].elen;
                } else {
                    i++;
                }
            }
            free(pick);
        }
        for (int e = 0; e < nents; e++) {
            if (ents[e].keep && !used[e]) {
                ents[e].keep = 0;
                dropped = 1;
            }
        }
        if (!dropped) {
            return;
        }
    }
}

/* Each kept entry written again by an optimal parse of its expansion over the shorter kept
 * entries (fewest symbols, then the least depth), shortest first: an entry chosen early
 * ("pile " as p, i, l, "e ") may be written with one chosen after it ("pile"). An entry that
 * others hold up to `above` levels over it keeps to max_depth - above levels, so their old
 * forms (and its own) stay within the bound, and one of the choices. */
static void reencode(int max_depth)
{
    int above[CODES] = {0};
    for (int len = MAX_EXP; len >= 2; len--) { /* (an entry is longer than those it holds) */
        for (int e = 0; e < nents; e++) {
            for (int i = 0; ents[e].keep && ents[e].elen == len && i < ents[e].len; i++) {
                uint16_t c = ents[e].sym[i];
                if (c >= 256 && above[c - 256] < above[e] + 1) {
                    above[c - 256] = above[e] + 1;
                }
            }
        }
    }
    for (int len = 2; len <= MAX_EXP; len++) {
        for (int e = 0; e < nents; e++) {
            entry_t *x = &ents[e];
            if (!x->keep || x->elen != len) {
                continue;
            }
            int cost[MAX_EXP + 1], dep[MAX_EXP + 1], pick[MAX_EXP + 1];
            cost[len] = 0;
            dep[len] = 0;
            for (int i = len; i-- > 0;) {
                cost[i] = cost[i + 1] + 1;
                dep[i] = dep[i + 1];
                pick[i] = -1;
                for (int f = 0; f < nents; f++) {
                    const entry_t *y = &ents[f];
                    int l = y->elen;
                    if (!y->keep || l >= len || l > len - i || y->depth >= max_depth - above[e] ||
                        memcmp(x->exp + i, y->exp, (size_t)l) != 0) {
                        continue;
                    }
                    int c = cost[i + l] + 1;
                    int d = dep[i + l] > y->depth ? dep[i + l] : y->depth;
                    if (c < cost[i] || (c == cost[i] && d < dep[i])) {
                        cost[i] = c;
                        dep[i] = d;
                        pick[i] = f;
                    }
                }
            }
            if (cost[0] > x->len) {
                pack_die("an entry's new form is longer than its old one", NULL);
            }
            x->len = 0;
            for (int i = 0; i < len;) {
                x->sym[x->len++] = pick[i] >= 0 ? (uint16_t)(256 + pick[i]) : x->exp[i];
                i += pick[i] >= 0 ? ents[pick[i]].elen : 1;
            }
            expand(x);
            if (x->depth > max_depth - above[e]) {
                pack_die("an entry's new form is too deep", NULL);
            }
        }
    }
}

static int by_len(const void *x, const void *y)
{
    const entry_t *a = x, *b = y;
    if (a->keep != b->keep) {
        return b->keep - a->keep; /* the kept ones first */
    }
    if (a->len != b->len) {
        return a->len - b->len;
    }
    int r = memcmp(a->exp, b->exp, a->elen < b->elen ? a->elen : b->elen);
    return r ? r : a->elen - b->elen;
}

/* The kept entries, by length then bytes, become entries 0, 1, ... (codes 0x1F, 0x1E, ...),
 * a filler in each hole; their symbols renamed. */
static void number_entries(void)
{
    static entry_t sorted[CODES];
    int index[MAX_ENTRIES];
    int n = 0;
    for (int e = 0; e < nents; e++) {
        ents[e].code = e; /* (the place before sorting) */
    }
    qsort(ents, (size_t)nents, sizeof *ents, by_len);
    while (nents > 0 && !ents[nents - 1].keep) {
        nents--;
    }
    for (int e = 0; e < nents; e++) {
        if (IS_HOLE(n)) { /* never read: as long as the entry before it, the length's group */
            entry_t *f = &sorted[n++];
            *f = sorted[n - 2];
            f->keep = 0;
            for (int i = 0; i < f->len; i++) {
                f->sym[i] = '-';
            }
            expand(f);
        }
        index[ents[e].code] = n;
        sorted[n++] = ents[e];
    }
    nents = n;
    for (int e = 0; e < nents; e++) {
        ents[e] = sorted[e];
        ents[e].code = (uint8_t)(CODE_TOP - e);
        for (int i = 0; i < ents[e].len && ents[e].keep; i++) {
            if (ents[e].sym[i] >= 256) {
                ents[e].sym[i] = (uint16_t)(256 + index[ents[e].sym[i] - 256]);
            }
        }
    }
}

/* The packed size of the texts and the dictionary with the kept entries. */
static size_t packed_size(void)
{
    size_t bytes = 0;
    int longest = 2;
    for (size_t k = 0; k < nsegs; k++) {
        int *pick = pack_realloc(NULL, (segs[k].n + 1) * sizeof *pick);
        bytes += parse(segs[k].b, segs[k].n, pick);
        free(pick);
    }
    for (int e = 0; e < nents; e++) {
        if (ents[e].keep) {
            bytes += ents[e].len;
            longest = ents[e].len > longest ? ents[e].len : longest;
        }
    }
    return bytes + (size_t)(longest - 1); /* the count table */
}

void pack_choose(int depth)
{
    static entry_t best[CODES];
    int nbest = 0;
    size_t best_size = (size_t)-1;
    qsort(segs, nsegs, sizeof *segs, seg_cmp);
    depth = depth < 1 ? 1 : depth;
    for (int cap = MIN_ENTRY_LEN; cap <= MAX_ENTRY_LEN; cap += ENTRY_LEN_STEP) {
        nents = 0;
        choose(depth, cap);
        prune();
        reencode(depth);
        prune(); /* (an entry only another one held may be idle now) */
        size_t size = packed_size();
        if (size < best_size) {
            best_size = size;
            memcpy(best, ents, sizeof best);
            nbest = nents;
        }
    }
    memcpy(ents, best, sizeof best);
    nents = nbest;
    number_entries();
}

void pack_text(const uint8_t *v, size_t n, buf_t *out)
{
    size_t a = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && (v[i] >= 0x80u || (v[i] < 0x20u && v[i] != '\n' && v[i] != 0))) {
            pack_die("a text holds a byte that is a code", NULL);
        }
        if (i == n || v[i] == 0) {
            int *pick = pack_realloc(NULL, (i - a + 1) * sizeof *pick);
            parse(v + a, i - a, pick);
            for (size_t j = a; j < i;) {
                int e = pick[j - a];
                uint8_t c;
                if (e >= 0) {
                    c = (uint8_t)ents[e].code;
                    j += ents[e].elen;
                } else {
                    c = v[j++];
                }
                buf_add(out, &c, 1);
            }
            free(pick);
            if (i < n) {
                buf_add(out, "", 1);
            }
            a = i + 1;
        }
    }
}

static void put_byte_comment(buf_t *o, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char t[8];
        uint8_t c = b[i];
        if (c >= 0x20 && c < 0x7f && c != '*' && c != '/' && c != '\\') {
            t[0] = (char)c;
            t[1] = 0;
        } else {
            snprintf(t, sizeof t, "\\%03o", c);
        }
        buf_str(o, t);
    }
}

size_t pack_write_dict(buf_t *o)
{
    char t[160];
    size_t bytes = 0;
    buf_str(o, "const char hal_ftext_dict[] HAL_FLASH = {\n");
    for (int i = 0; i < nents; i++) {
        const entry_t *e = &ents[i];
        buf_str(o, "/*e*/");
        for (int j = 0; j < e->len; j++) {
            uint16_t c = e->sym[j];
            snprintf(t, sizeof t, " 0x%02x,", c < 256 ? c : ents[c - 256].code);
            buf_str(o, t);
        }
        snprintf(t, sizeof t, " /* 0x%02x: ", e->code);
        buf_str(o, t);
        put_byte_comment(o, e->exp, e->elen);
        buf_str(o, " */\n");
        bytes += e->len;
    }
    if (nents == 0) {
        buf_str(o, "    0\n");
    }
    buf_str(o, "};\n\n/* Number of entries of each length, from length 2 up. */\n"
               "const uint8_t hal_ftext_dict_count[] HAL_FLASH = {");
    int maxlen = nents ? ents[nents - 1].len : 2;
    for (int l = 2; l <= maxlen; l++) {
        int c = 0;
        for (int i = 0; i < nents; i++) {
            c += ents[i].len == l;
        }
        snprintf(t, sizeof t, "%s%d", l > 2 ? ", " : "", c);
        buf_str(o, t);
        bytes++;
    }
    buf_str(o, "};\n");
    return bytes;
}

int pack_entries(void)
{
    return nents;
}
