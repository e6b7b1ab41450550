/* fstr_pack.c - build-time packer of the firmware's flash texts (host tool, run by the Makefile).
 *
 * Marking: HAL_FSTR("...") and HAL_FTEXT("...") (hal/avr/hal_flash.h) put the marker bytes
 * "\377\376" in front of the text when the source is preprocessed with -DHAL_FTEXT_PACK. The
 * texts are ASCII (1..0x7F), so a literal whose bytes start with the marker is a text to pack
 * and nothing else is (binary tables never carry it). Each packed text loses its marker.
 *
 * Pipeline (every library source is first preprocessed to a .i with the build's own flags):
 *   fstr_pack dict OUT.c A.i B.i ...   pass 1: collects the marked literals of all .i files,
 *                                      chooses one dictionary, writes OUT.c (only if changed)
 *   fstr_pack pack DICT.c IN.i OUT.i   pass 2: rewrites one .i, each marked literal packed
 * Options: --stats (pass 1) prints the text totals; --depth N bounds the nesting (default 3).
 *
 * Packed form: bytes 0x01..0x7F are themselves, 0x80 + k stands for dictionary entry k; NUL
 * bytes inside a literal (texts of several NUL-separated pieces) stay where they are. An entry
 * is 2.. bytes of the same alphabet, so it may hold codes of other entries, at most --depth
 * levels deep. OUT.c holds the entries grouped by length (hal_ftext_dict[]) and the number of
 * entries of each length from 2 up (hal_ftext_dict_count[]); hal/hal_ftext.c decodes them.
 *
 * Choice (pass 1): repeatedly the substring (over the texts as already rewritten, so entries nest)
 * whose replacement saves most bytes becomes an entry, until 128 entries or no gain; entries no
 * optimal parse uses are dropped. Pass 2 parses each text optimally (fewest bytes) over the
 * entries' expansions. Inputs are sorted first, so the same texts always give the same bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MARK0 0xFFu
#define MARK1 0xFEu
#define MAX_ENTRIES 128
#define MAX_ENTRY_LEN 48 /* symbols in one entry as chosen */
#define MAX_EXP 255      /* bytes of an entry's expansion */

typedef struct {
    uint8_t *b;
    size_t n;
} bytes_t;

static void die(const char *what, const char *name)
{
    fprintf(stderr, "fstr_pack: %s%s%s\n", what, name ? ": " : "", name ? name : "");
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) {
        die("out of memory", NULL);
    }
    return p;
}

static bytes_t read_file(const char *name)
{
    bytes_t f = {NULL, 0};
    FILE *in = fopen(name, "rb");
    size_t cap = 0;
    if (!in) {
        die("cannot read", name);
    }
    for (;;) {
        if (f.n == cap) {
            cap = cap ? 2 * cap : 65536;
            f.b = xrealloc(f.b, cap + 1);
        }
        size_t got = fread(f.b + f.n, 1, cap - f.n, in);
        if (got == 0) {
            break;
        }
        f.n += got;
    }
    fclose(in);
    f.b[f.n] = 0;
    return f;
}

/* Writes the file unless it already holds exactly these bytes (keeps make's timestamps). */
static void write_if_changed(const char *name, const uint8_t *b, size_t n)
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
        die("cannot write", name);
    }
}

/* ---- growing output buffer ---- */

typedef struct {
    uint8_t *b;
    size_t n, cap;
} buf_t;

static void buf_add(buf_t *o, const void *p, size_t n)
{
    if (o->n + n > o->cap) {
        o->cap = (o->n + n) * 2 + 256;
        o->b = xrealloc(o->b, o->cap);
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void buf_str(buf_t *o, const char *s)
{
    buf_add(o, s, strlen(s));
}

/* ---- scanning a .i for string literals ---- */

/* One run of adjacent string literals: [start, end) in the file, its value, its newlines. */
typedef struct {
    size_t start, end;
    bytes_t value;
    unsigned lines;
} lit_t;

static int hexval(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Decodes the literal starting at the quote s[i]; returns the index after the closing quote. */
static size_t parse_literal(const bytes_t *f, size_t i, buf_t *v, const char *name)
{
    const uint8_t *s = f->b;
    i++;
    while (i < f->n && s[i] != '"') {
        uint8_t c = s[i++];
        if (c == '\n') {
            die("newline in a string literal", name);
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
        die("unterminated string literal", name);
    }
    return i + 1;
}

static int is_ident(uint8_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Skips blanks, newlines and line directives; counts the newlines. */
static size_t skip_space(const bytes_t *f, size_t i, unsigned *lines)
{
    const uint8_t *s = f->b;
    for (;;) {
        if (i < f->n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\f')) {
            i++;
        } else if (i < f->n && s[i] == '\n') {
            (*lines)++;
            i++;
            size_t j = i;
            while (j < f->n && (s[j] == ' ' || s[j] == '\t')) {
                j++;
            }
            if (j < f->n && s[j] == '#') { /* a directive line: skip to its end */
                while (j < f->n && s[j] != '\n') {
                    j++;
                }
                i = j;
            }
        } else {
            return i;
        }
    }
}

/* Finds every run of adjacent plain string literals of a .i; calls fn for each. */
static void scan(const bytes_t *f, const char *name, void (*fn)(const lit_t *, void *), void *ctx)
{
    const uint8_t *s = f->b;
    size_t i = 0;
    int line_start = 1;
    while (i < f->n) {
        uint8_t c = s[i];
        if (line_start && c == '#') {
            while (i < f->n && s[i] != '\n') {
                i++;
            }
            continue;
        }
        if (c == '\n') {
            line_start = 1;
            i++;
            continue;
        }
        if (c != ' ' && c != '\t') {
            line_start = 0;
        }
        if (c == '\'') { /* a character constant */
            for (i++; i < f->n && s[i] != '\''; i++) {
                if (s[i] == '\\') {
                    i++;
                }
            }
            i++;
        } else if (is_ident(c)) { /* an identifier, number or literal prefix (L"", u8"": left alone) */
            while (i < f->n && is_ident(s[i])) {
                i++;
            }
            if (i < f->n && s[i] == '"') {
                buf_t v = {0};
                i = parse_literal(f, i, &v, name);
                free(v.b);
            }
        } else if (c == '"') {
            lit_t lit = {i, 0, {NULL, 0}, 0};
            buf_t v = {0};
            size_t j = i;
            unsigned lines = 0;
            for (;;) {
                j = parse_literal(f, j, &v, name);
                lit.end = j;
                lit.lines = lines;
                size_t k = skip_space(f, j, &lines);
                if (k >= f->n || s[k] != '"') {
                    break;
                }
                j = k;
            }
            lit.value.b = v.b;
            lit.value.n = v.n;
            fn(&lit, ctx);
            free(v.b);
            i = lit.end;
        } else {
            i++;
        }
    }
}

static int is_marked(const lit_t *l)
{
    return l->value.n >= 2 && l->value.b[0] == MARK0 && l->value.b[1] == MARK1;
}

/* ---- the texts: NUL-free pieces of the marked literals ---- */

typedef struct {
    uint8_t *b;
    size_t n;
} seg_t;

static seg_t *segs;
static size_t nsegs, segs_cap;
static size_t text_total; /* flash bytes of the marked literals unpacked (with their NULs) */

static void collect(const lit_t *l, void *ctx)
{
    const char *name = ctx;
    if (!is_marked(l)) {
        return;
    }
    const uint8_t *v = l->value.b + 2;
    size_t n = l->value.n - 2;
    text_total += n + 1;
    size_t a = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && v[i] >= 0x80u) {
            die("a marked text holds a byte over 0x7F", name);
        }
        if (i == n || v[i] == 0) {
            if (i > a) {
                if (nsegs == segs_cap) {
                    segs_cap = segs_cap ? 2 * segs_cap : 256;
                    segs = xrealloc(segs, segs_cap * sizeof *segs);
                }
                segs[nsegs].n = i - a;
                segs[nsegs].b = xrealloc(NULL, i - a);
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

static entry_t ents[MAX_ENTRIES];
static int nents;

/* Optimal parse of bytes s[0..n) over the entries (code order): fewest output bytes. Writes
 * the chosen entry (or -1, a literal) of each step into pick[]; returns the packed size. */
static size_t parse(const uint8_t *s, size_t n, int *pick)
{
    size_t *cost = xrealloc(NULL, (n + 1) * sizeof *cost);
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

/* ---- pass 1: choosing the entries ---- */

typedef struct {
    uint32_t gen;
    uint32_t seg, pos; /* first occurrence */
    uint16_t len;
    uint32_t hash;
    int32_t count;
    int64_t last; /* start of the last counted occurrence (non-overlapping) */
} slot_t;

#define HBITS 21
static slot_t *table;

typedef struct {
    uint16_t *s;
    size_t n;
} symseg_t;

static uint8_t sym_depth(uint16_t s)
{
    return s < 256 ? 0 : ents[s - 256].depth;
}

static void choose(int max_depth)
{
    symseg_t *ss = xrealloc(NULL, nsegs * sizeof *ss);
    for (size_t k = 0; k < nsegs; k++) {
        ss[k].n = segs[k].n;
        ss[k].s = xrealloc(NULL, ss[k].n * sizeof(uint16_t));
        for (size_t i = 0; i < ss[k].n; i++) {
            ss[k].s[i] = segs[k].b[i];
        }
    }
    table = xrealloc(NULL, ((size_t)1 << HBITS) * sizeof *table);
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
                    die("an entry's expansion is too long", NULL);
                }
                memcpy(e->exp + e->elen, d->exp, d->elen);
                e->elen = (uint8_t)(e->elen + d->elen);
            }
        }
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
            int *pick = xrealloc(NULL, segs[k].n * sizeof *pick);
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
    const entry_t *a = *(entry_t *const *)x, *b = *(entry_t *const *)y;
    if (a->len != b->len) {
        return a->len - b->len;
    }
    int r = memcmp(a->exp, b->exp, a->elen < b->elen ? a->elen : b->elen);
    return r ? r : a->elen - b->elen;
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

static int cmd_dict(const char *out, char **in, int nin, int stats, int depth)
{
    for (int k = 0; k < nin; k++) {
        bytes_t f = read_file(in[k]);
        scan(&f, in[k], collect, in[k]);
        free(f.b);
    }
    qsort(segs, nsegs, sizeof *segs, seg_cmp);
    choose(depth);
    prune();
    /* codes: kept entries by length, then bytes */
    entry_t *order[MAX_ENTRIES];
    int n = 0;
    for (int e = 0; e < nents; e++) {
        if (ents[e].keep) {
            order[n++] = &ents[e];
        }
    }
    qsort(order, (size_t)n, sizeof *order, by_len);
    for (int i = 0; i < n; i++) {
        order[i]->code = 0x80 + i;
    }
    buf_t o = {0};
    char t[64];
    buf_str(&o, "/* fstr_dict.c - GENERATED by tools/fstr_pack.c from the marked texts: do not edit.\n"
                " * The dictionary of the packed flash texts, read by hal/hal_ftext.c. Each line "
                "starting with\n * the entry mark is one entry (pass 2 reads them back). */\n"
                "#include <stdint.h>\n#include \"hal_flash.h\"\n#include \"hal_ftext.h\"\n\n"
                "const char hal_ftext_dict[] HAL_FLASH = {\n");
    size_t dict_bytes = 0;
    for (int i = 0; i < n; i++) {
        const entry_t *e = order[i];
        buf_str(&o, "/*e*/");
        for (int j = 0; j < e->len; j++) {
            uint16_t c = e->sym[j];
            snprintf(t, sizeof t, " 0x%02x,", c < 256 ? c : ents[c - 256].code);
            buf_str(&o, t);
        }
        buf_str(&o, " /* ");
        put_byte_comment(&o, e->exp, e->elen);
        buf_str(&o, " */\n");
        dict_bytes += e->len;
    }
    if (n == 0) {
        buf_str(&o, "    0\n");
    }
    buf_str(&o, "};\n\n/* Number of entries of each length, from length 2 up. */\n"
                "const uint8_t hal_ftext_dict_count[] HAL_FLASH = {");
    int maxlen = n ? order[n - 1]->len : 2;
    for (int l = 2; l <= maxlen; l++) {
        int c = 0;
        for (int i = 0; i < n; i++) {
            c += order[i]->len == l;
        }
        snprintf(t, sizeof t, "%s%d", l > 2 ? ", " : "", c);
        buf_str(&o, t);
        dict_bytes++;
    }
    buf_str(&o, "};\n");
    write_if_changed(out, o.b, o.n);
    if (stats) {
        size_t packed = 0;
        for (size_t k = 0; k < nsegs; k++) {
            int *pick = xrealloc(NULL, segs[k].n * sizeof *pick);
            packed += parse(segs[k].b, segs[k].n, pick);
            free(pick);
        }
        size_t plain = 0;
        for (size_t k = 0; k < nsegs; k++) {
            plain += segs[k].n;
        }
        printf("fstr_pack: %zu marked text bytes (%zu in %zu pieces) -> %zu packed + %zu dictionary "
               "(%d entries): %ld bytes saved\n",
               text_total, plain, nsegs, text_total - plain + packed, dict_bytes, n,
               (long)plain - (long)packed - (long)dict_bytes);
    }
    free(o.b);
    return 0;
}

/* ---- pass 2: rewriting one .i ---- */

static void read_dict(const char *name)
{
    bytes_t f = read_file(name);
    const char *p = (const char *)f.b;
    nents = 0;
    while ((p = strstr(p, "\n/*e*/")) != NULL) {
        entry_t *e = &ents[nents++];
        memset(e, 0, sizeof *e);
        e->keep = 1;
        p += 6;
        for (;;) {
            while (*p == ' ') {
                p++;
            }
            if (p[0] != '0' || p[1] != 'x') {
                break;
            }
            e->sym[e->len++] = (uint16_t)strtoul(p, (char **)&p, 16);
            p++; /* the comma */
        }
    }
    /* expansions: an entry may refer to any other entry; resolve by repeated passes */
    for (int round = 0; round < 8; round++) {
        for (int i = 0; i < nents; i++) {
            entry_t *e = &ents[i];
            uint8_t buf[MAX_EXP + 1];
            int n = 0, ok = 1;
            for (int j = 0; j < e->len && ok; j++) {
                uint16_t c = e->sym[j];
                if (c < 0x80) {
                    buf[n++] = (uint8_t)c;
                } else if (c - 0x80 >= nents || ents[c - 0x80].elen == 0 ||
                           n + ents[c - 0x80].elen > MAX_EXP) {
                    ok = 0;
                } else {
                    memcpy(buf + n, ents[c - 0x80].exp, ents[c - 0x80].elen);
                    n += ents[c - 0x80].elen;
                }
            }
            if (ok) {
                memcpy(e->exp, buf, (size_t)n);
                e->elen = (uint8_t)n;
            }
        }
    }
    for (int i = 0; i < nents; i++) {
        if (ents[i].elen == 0) {
            die("bad dictionary entry", name);
        }
    }
    free(f.b);
}

typedef struct {
    const bytes_t *f;
    buf_t out;
    size_t done; /* input copied up to here */
    const char *name;
} rewrite_t;

static void put_escaped(buf_t *o, uint8_t c)
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

static void rewrite(const lit_t *l, void *ctx)
{
    rewrite_t *r = ctx;
    if (!is_marked(l)) {
        return;
    }
    buf_add(&r->out, r->f->b + r->done, l->start - r->done);
    r->done = l->end;
    const uint8_t *v = l->value.b + 2;
    size_t n = l->value.n - 2;
    buf_str(&r->out, "\"");
    size_t a = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && v[i] >= 0x80u) {
            die("a marked text holds a byte over 0x7F", r->name);
        }
        if (i == n || v[i] == 0) {
            int *pick = xrealloc(NULL, (i - a + 1) * sizeof *pick);
            parse(v + a, i - a, pick);
            for (size_t j = a; j < i;) {
                int e = pick[j - a];
                if (e >= 0) {
                    put_escaped(&r->out, (uint8_t)(0x80 + e));
                    j += ents[e].elen;
                } else {
                    put_escaped(&r->out, v[j++]);
                }
            }
            free(pick);
            if (i < n) {
                put_escaped(&r->out, 0);
            }
            a = i + 1;
        }
    }
    buf_str(&r->out, "\"");
    for (unsigned k = 0; k < l->lines; k++) { /* keep the line numbers of what follows */
        buf_str(&r->out, "\n");
    }
}

static int cmd_pack(const char *dict, const char *in, const char *out)
{
    read_dict(dict);
    bytes_t f = read_file(in);
    rewrite_t r = {&f, {0}, 0, in};
    scan(&f, in, rewrite, &r);
    buf_add(&r.out, f.b + r.done, f.n - r.done);
    write_if_changed(out, r.out.b, r.out.n);
    free(f.b);
    free(r.out.b);
    return 0;
}

int main(int argc, char **argv)
{
    int stats = 0, depth = 3;
    while (argc > 1 && argv[1][0] == '-') {
        if (strcmp(argv[1], "--stats") == 0) {
            stats = 1;
        } else if (strcmp(argv[1], "--depth") == 0 && argc > 2) {
            depth = atoi(argv[2]);
            argc--;
            argv++;
        } else {
            break;
        }
        argc--;
        argv++;
    }
    if (argc >= 3 && strcmp(argv[1], "dict") == 0) {
        return cmd_dict(argv[2], argv + 3, argc - 3, stats, depth < 1 ? 1 : depth);
    }
    if (argc == 5 && strcmp(argv[1], "pack") == 0) {
        return cmd_pack(argv[2], argv[3], argv[4]);
    }
    fprintf(stderr, "usage: fstr_pack [--stats] [--depth N] dict OUT.c IN.i...\n"
                    "       fstr_pack pack DICT.c IN.i OUT.i\n");
    return 2;
}
