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
/* Symbols in one entry as chosen. The count table (hal_ftext_dict_count) holds a byte for
 * every length from 2 to the longest entry's, which the choice's gain does not count: at 48
 * the rules' shared end made it 47 bytes, mostly zeros; at 16 the texts and the dictionary
 * packed 20 to 37 B smaller on each board with 128 codes, and at 8 another 17 to 21 B with
 * 160 (more short entries nest into what a long one was: docs/size.md, waves 7 and 8). */
#define MAX_ENTRY_LEN 8
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

static void choose(int max_depth)
{
    symseg_t *ss = pack_realloc(NULL, nsegs * sizeof *ss);
    for (size_t k = 0; k < nsegs; k++) {
        ss[k].n = segs[k].n;
        ss[k].s = pack_realloc(NULL, ss[k].n * sizeof(uint16_t));
        for (size_t i = 0; i < ss[k].n; i++) {
            ss[k].s[i] = segs[k].b[i];
        }
    }
    slot_t *table = pack_realloc(NULL, ((size_t)1 << HBITS) * sizeof *table);
    memset(table, 0, ((size_t)1 << HBITS) * sizeof *table);
    for (uint32_t gen = 1; nents < MAX_ENTRIES; gen++) {
        long best_gain = 0;
        slot_t best = {0};
        for (uint32_t k = 0; k < nsegs; k++) {
            const uint16_t *s = ss[k].s;
            for (uint32_t i = 0; i + 1 < ss[k].n; i++) {
                uint32_t h = 2166136261u;
                uint8_t depth = 0;
                for (uint32_t l = 1; l <= MAX_ENTRY_LEN && i + l <= ss[k].n; l++) {
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
    free(table);
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

void pack_choose(int depth)
{
    qsort(segs, nsegs, sizeof *segs, seg_cmp);
    choose(depth < 1 ? 1 : depth);
    prune();
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
