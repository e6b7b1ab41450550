/* text_catalog.c - build-time generator of the text tables of the views and the console (host
 * tool, run by the Makefile). A catalog (firmware/view/<view>/<name>.def,
 * firmware/console/console_texts.def) lists every text its consumer prints, one entry each, in
 * the X-macro form C reads too (the consumer's header expands it once into the ids):
 *
 *     TEXT(PLAY, "Play")                       an id and its text
 *     TEXT(GREETING, "Hello " "there")         adjacent literals make one text
 *     PART(END, "\nSELECT: play.")             a piece of other texts, no text itself
 *     WRAPPED(RULES_BASH, 15, "Bash game\n"    a text wrapped at build time to lines of at
 *             "One pile of N stones." END)     most 15 columns; END: entry END's text
 *     HOST(WHY, "why: ")                       a text only the host tool prints: with
 *                                              --board (the firmware's build) its text is
 *                                              empty, its id stays; the HOST entries after
 *                                              the catalog's last other text are left out
 *                                              of the firmware's table altogether
 *
 * and C comments. In a text an identifier stands for an earlier entry's text (one catalog
 * where there were copies: the end of every game's rules), or for a name a C header given with
 * --header defines as a string literal (`#define NIMBOX_VERSION "0.1.0"`: the firmware's
 * version, written once in firmware/version.h); a PART has no id and is not in the
 * table (the view's header expands PART to nothing). A WRAPPED text is flowing text, '\n'
 * between paragraphs: words go on a line while they fit, a blank between two words that do
 * not becomes a '\n' (a word longer than a line is an error), so the view shows line k of it
 * as it is.
 *
 * The tool chooses the firmware's one dictionary (tools/text_pack.c) from the catalogs' texts,
 * writes it as DICT.c, and writes each catalog's texts packed with it as <name>.c
 * beside DICT.c: `const char <name>[]`, the texts in catalog order, each ending in a NUL, so
 * that text n is the n-th (hal_ftext_open_nth) and its id, the n-th of the catalog, names it.
 * A text is printable ASCII and '\n'. Files are written only when they change (make's
 * timestamps).
 *
 * usage: text_catalog [--stats] [--board] [--header FILE.h]... DICT.c CATALOG.def... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_pack.h"

#define MAX_TEXTS 256
#define MAX_ID 64

typedef struct {
    char id[MAX_ID];
    buf_t text;
    int part; /* a PART: not in the table */
    int host; /* a HOST text */
} entry_t;

static int board; /* --board: the firmware's tables, HOST texts empty */

/* The names the --header files define as string literals. */
#define MAX_DEFINES 16
static struct {
    char name[MAX_ID];
    buf_t text;
} defines[MAX_DEFINES];
static int ndefines;

typedef struct {
    const char *file;
    char name[MAX_ID]; /* the file's name less its folder and .def */
    entry_t *e;
    int n;
} catalog_t;

/* Past blanks and comments; counts lines for messages. */
static size_t skip(const buf_t *f, size_t i, int *line)
{
    const uint8_t *s = f->b;
    for (;;) {
        if (i < f->n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) {
            *line += s[i++] == '\n';
        } else if (i + 1 < f->n && s[i] == '/' && s[i + 1] == '*') {
            for (i += 2; i + 1 < f->n && !(s[i] == '*' && s[i + 1] == '/'); i++) {
                *line += s[i] == '\n';
            }
            i += 2;
        } else if (i + 1 < f->n && s[i] == '/' && s[i + 1] == '/') {
            while (i < f->n && s[i] != '\n') {
                i++;
            }
        } else {
            return i;
        }
    }
}

static void bad(const char *file, int line, const char *what)
{
    char where[512];
    snprintf(where, sizeof where, "%s:%d", file, line);
    pack_die(what, where);
}

/* An identifier at i into out; returns the index after it. */
static size_t ident(const buf_t *f, size_t i, char *out, const char *file, int line)
{
    size_t n = 0;
    while (i < f->n && pack_is_ident(f->b[i])) {
        if (n + 1 >= MAX_ID) {
            bad(file, line, "too long a name");
        }
        out[n++] = (char)f->b[i++];
    }
    out[n] = '\0';
    if (n == 0) {
        bad(file, line, "a name expected");
    }
    return i;
}

/* Adjacent string literals and names of earlier entries at i onto v (the entries so far:
 * c->e[0 .. c->n)); returns the index after them. */
static size_t literals(const buf_t *f, size_t i, buf_t *v, const catalog_t *c, int *line)
{
    if (i >= f->n || (f->b[i] != '"' && !pack_is_ident(f->b[i]))) {
        bad(c->file, *line, "a string literal expected");
    }
    while (i < f->n && (f->b[i] == '"' || pack_is_ident(f->b[i]))) {
        if (f->b[i] == '"') {
            i = skip(f, pack_parse_literal(f, i, v, c->file), line);
            continue;
        }
        char name[MAX_ID];
        int k;
        i = skip(f, ident(f, i, name, c->file, *line), line);
        for (k = 0; k < c->n && strcmp(c->e[k].id, name) != 0; k++) {
        }
        if (k < c->n) {
            buf_add(v, c->e[k].text.b, c->e[k].text.n);
            continue;
        }
        for (k = 0; k < ndefines && strcmp(defines[k].name, name) != 0; k++) {
        }
        if (k == ndefines) {
            bad(c->file, *line, "a name that is no earlier entry's (nor a --header's)");
        }
        buf_add(v, defines[k].text.b, defines[k].text.n);
    }
    return i;
}

/* Wraps flowing text t to lines of at most cols columns (see the top). */
static void wrap(buf_t *t, unsigned cols, const char *file, int line)
{
    size_t start = 0; /* where the line being filled starts */
    size_t blank = 0; /* the last blank on it, 0: none yet */
    for (size_t k = 0; k <= t->n; k++) {
        if (k < t->n && t->b[k] != ' ' && t->b[k] != '\n') {
            continue;
        }
        /* a word ends at k: the line breaks at the blank before it when it does not fit */
        if (k - start > cols) {
            if (blank == 0) {
                bad(file, line, "a word longer than a wrapped line");
            }
            t->b[blank] = '\n';
            start = blank + 1;
            if (k - start > cols) {
                bad(file, line, "a word longer than a wrapped line");
            }
        }
        blank = k < t->n && t->b[k] == ' ' ? k : 0;
        if (k < t->n && t->b[k] == '\n') {
            start = k + 1;
        }
    }
}

static void read_catalog(catalog_t *c)
{
    buf_t f = pack_read_file(c->file);
    const char *base = strrchr(c->file, '/');
    base = base ? base + 1 : c->file;
    snprintf(c->name, sizeof c->name, "%.*s", (int)strcspn(base, "."), base);
    c->e = pack_realloc(NULL, MAX_TEXTS * sizeof *c->e);
    int line = 1;
    char macro[MAX_ID];
    for (size_t i = skip(&f, 0, &line); i < f.n; i = skip(&f, i, &line)) {
        if (c->n == MAX_TEXTS) {
            bad(c->file, line, "too many texts");
        }
        entry_t *e = &c->e[c->n];
        unsigned cols = 0;
        memset(e, 0, sizeof *e);
        i = ident(&f, i, macro, c->file, line);
        int wrapped = strcmp(macro, "WRAPPED") == 0;
        int host = strcmp(macro, "HOST") == 0;
        e->host = host;
        e->part = strcmp(macro, "PART") == 0;
        if (!wrapped && !e->part && !host && strcmp(macro, "TEXT") != 0) {
            bad(c->file, line, "an entry is TEXT(...), WRAPPED(...), PART(...) or HOST(...)");
        }
        i = skip(&f, i, &line);
        if (i >= f.n || f.b[i] != '(') {
            bad(c->file, line, "'(' expected");
        }
        i = ident(&f, skip(&f, i + 1, &line), e->id, c->file, line);
        i = skip(&f, i, &line);
        if (i >= f.n || f.b[i] != ',') {
            bad(c->file, line, "',' expected");
        }
        i = skip(&f, i + 1, &line);
        if (wrapped) { /* the columns */
            while (i < f.n && f.b[i] >= '0' && f.b[i] <= '9') {
                cols = cols * 10u + (unsigned)(f.b[i++] - '0');
            }
            i = skip(&f, i, &line);
            if (cols == 0 || cols > 255u || i >= f.n || f.b[i] != ',') {
                bad(c->file, line, "WRAPPED(ID, COLUMNS, TEXT)");
            }
            i = skip(&f, i + 1, &line);
        }
        i = literals(&f, i, &e->text, c, &line);
        if (i >= f.n || f.b[i] != ')') {
            bad(c->file, line, "')' expected");
        }
        i++;
        if (wrapped) {
            wrap(&e->text, cols, c->file, line);
        }
        if (host && board) {
            e->text.n = 0; /* the firmware never prints it: no bytes, no say in the dictionary */
        }
        for (size_t k = 0; k < e->text.n; k++) {
            uint8_t ch = e->text.b[k];
            if (ch != '\n' && (ch < 0x20 || ch > 0x7e)) {
                bad(c->file, line, "a text holds a character that is not printable ASCII or '\\n'");
            }
        }
        for (int k = 0; k < c->n; k++) {
            if (strcmp(c->e[k].id, e->id) == 0) {
                bad(c->file, line, "an id named twice");
            }
        }
        if (!e->part) {
            pack_add_text(e->text.b, e->text.n);
        }
        c->n++;
    }
    free(f.b);
}

/* A C header's `#define NAME "literal"` lines (others are skipped) as names for the texts. */
static void read_header(const char *file)
{
    buf_t f = pack_read_file(file);
    int line = 1;
    for (size_t i = 0; i < f.n; line++) {
        size_t end = i;
        while (end < f.n && f.b[end] != '\n') {
            end++;
        }
        static const char def[] = "#define ";
        if (end - i > sizeof def && memcmp(f.b + i, def, sizeof def - 1) == 0) {
            size_t j = i + sizeof def - 1;
            char name[MAX_ID];
            j = ident(&f, j, name, file, line);
            while (j < end && f.b[j] == ' ') {
                j++;
            }
            if (j < end && f.b[j] == '"') {
                if (ndefines == MAX_DEFINES) {
                    bad(file, line, "too many defines");
                }
                snprintf(defines[ndefines].name, MAX_ID, "%s", name);
                pack_parse_literal(&f, j, &defines[ndefines].text, file);
                ndefines++;
            }
        }
        i = end + 1;
    }
    free(f.b);
}

static size_t write_catalog(const catalog_t *c, const char *dir)
{
    buf_t o = {0};
    size_t bytes = 0;
    char t[2048];
    snprintf(t, sizeof t,
             "/* %s.c - GENERATED by tools/text_catalog.c from %s: do not edit.\n"
             " * Its texts in catalog order, each packed (hal_ftext.h) and ending in a NUL: the\n"
             " * catalog's n-th id names the n-th text (hal_ftext_open_nth). */\n"
             "#include \"hal_flash.h\"\n\nconst char %s[] HAL_FLASH =\n",
             c->name, c->file, c->name);
    buf_str(&o, t);
    int last = -1; /* the last text (its NUL: the literal's own) */
    for (int k = 0; k < c->n; k++) {
        /* --board: the HOST texts at the end are never read, so not written */
        last = c->e[k].part || (board && c->e[k].host) ? last : k;
    }
    for (int k = 0; k <= last; k++) {
        if (c->e[k].part) {
            continue;
        }
        buf_t packed = {0};
        pack_text(c->e[k].text.b, c->e[k].text.n, &packed);
        buf_str(&o, "    \"");
        for (size_t j = 0; j < packed.n; j++) {
            pack_put_escaped(&o, packed.b[j]);
        }
        if (k < last) {
            buf_str(&o, "\\000");
        }
        snprintf(t, sizeof t, "\"%s /* %s */\n", k < last ? "" : ";", c->e[k].id);
        buf_str(&o, t);
        bytes += packed.n + 1;
        free(packed.b);
    }
    if (last < 0) {
        buf_str(&o, "    \"\";\n");
    }
    snprintf(t, sizeof t, "%s/%s.c", dir, c->name);
    pack_write_if_changed(t, o.b, o.n);
    free(o.b);
    return bytes;
}

int main(int argc, char **argv)
{
    int stats = 0;
    pack_tool_name = "text_catalog";
    for (; argc > 1 && strncmp(argv[1], "--", 2) == 0; argc--, argv++) {
        if (strcmp(argv[1], "--stats") == 0) {
            stats = 1;
        } else if (strcmp(argv[1], "--board") == 0) {
            board = 1;
        } else if (strcmp(argv[1], "--header") == 0 && argc > 2) {
            read_header(argv[2]);
            argc--;
            argv++;
        } else {
            pack_die("unknown option", argv[1]);
        }
    }
    if (argc < 2) {
        fprintf(stderr, "usage: text_catalog [--stats] [--board] [--header FILE.h]... DICT.c "
                        "CATALOG.def...\n");
        return 2;
    }
    const char *dict = argv[1];
    int n = argc - 2;
    catalog_t *c = pack_realloc(NULL, (size_t)(n ? n : 1) * sizeof *c);
    size_t plain = 0;
    for (int k = 0; k < n; k++) {
        memset(&c[k], 0, sizeof c[k]);
        c[k].file = argv[2 + k];
        read_catalog(&c[k]);
        for (int j = 0; j < c[k].n; j++) {
            plain += c[k].e[j].part ? 0 : c[k].e[j].text.n + 1;
        }
    }
    pack_choose(5); /* hal/hal_ftext.h: HAL_FTEXT_DEPTH */
    buf_t o = {0};
    buf_str(&o, "/* text_dict.c - GENERATED by tools/text_catalog.c: do not edit. The dictionary\n"
                " * of the build's packed texts (the catalogs of its view and its console), read\n"
                " * by hal/hal_ftext.c. */\n#include <stdint.h>\n"
                "#include \"hal_flash.h\"\n#include \"hal_ftext.h\"\n\n");
    size_t dict_bytes = pack_write_dict(&o);
    pack_write_if_changed(dict, o.b, o.n);
    free(o.b);
    char dir[1024];
    const char *slash = strrchr(dict, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - dict) : 1, slash ? dict : ".");
    size_t packed = 0;
    for (int k = 0; k < n; k++) {
        packed += write_catalog(&c[k], dir);
    }
    if (stats) {
        printf("text_catalog: %zu catalog text bytes -> %zu packed; dictionary %zu bytes (%d "
               "entries)\n", plain, packed, dict_bytes, pack_entries());
    }
    return 0;
}
