/* fstr_pack.c - build-time packer of the console's flash texts (host tool, run by the Makefile),
 * until the console has a text catalog of its own as the views have (tools/text_catalog.c);
 * the packing itself is tools/text_pack.c's, shared with the catalogs.
 *
 * Marking: HAL_FSTR("...") and HAL_FTEXT("...") (hal/avr/hal_flash.h) put the marker bytes
 * "\377\376" in front of the text when the source is preprocessed with -DHAL_FTEXT_PACK. The
 * texts are ASCII (1..0x7F), so a literal whose bytes start with the marker is a text to pack
 * and nothing else is (binary tables never carry it). Each packed text loses its marker.
 *
 * Pipeline (each source with marked texts is first preprocessed to a .i with the build's flags):
 *   fstr_pack texts OUT.txt A.i B.i ...  pass 1: lists the marked literals of all .i files,
 *                                        one C string literal a line (written only if changed);
 *                                        tools/text_catalog.c chooses the one dictionary of the
 *                                        firmware from them and the view's catalog
 *   fstr_pack pack DICT.c IN.i OUT.i     pass 2: rewrites one .i, each marked literal packed
 *                                        with that dictionary (DICT.c: hal_ftext_dict[]) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_pack.h"

#define MARK0 0xFFu
#define MARK1 0xFEu

/* ---- scanning a .i for string literals ---- */

/* One run of adjacent string literals: [start, end) in the file, its value, its newlines. */
typedef struct {
    size_t start, end;
    buf_t value;
    unsigned lines;
} lit_t;

/* Skips blanks, newlines and line directives; counts the newlines. */
static size_t skip_space(const buf_t *f, size_t i, unsigned *lines)
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
static void scan(const buf_t *f, const char *name, void (*fn)(const lit_t *, void *), void *ctx)
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
        } else if (pack_is_ident(c)) { /* an identifier, number or literal prefix (L"", u8"": left alone) */
            while (i < f->n && pack_is_ident(s[i])) {
                i++;
            }
            if (i < f->n && s[i] == '"') {
                buf_t v = {0};
                i = pack_parse_literal(f, i, &v, name);
                free(v.b);
            }
        } else if (c == '"') {
            lit_t lit = {i, 0, {NULL, 0, 0}, 0};
            buf_t v = {0};
            size_t j = i;
            unsigned lines = 0;
            for (;;) {
                j = pack_parse_literal(f, j, &v, name);
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
/* ---- pass 1: the texts, for the dictionary ---- */

static buf_t texts; /* the marked literals as C string literals, one a line */

static void collect(const lit_t *l, void *ctx)
{
    (void)ctx;
    if (!is_marked(l)) {
        return;
    }
    buf_str(&texts, "\"");
    for (size_t i = 2; i < l->value.n; i++) {
        pack_put_escaped(&texts, l->value.b[i]);
    }
    buf_str(&texts, "\"\n");
}

static int cmd_texts(const char *out, char **in, int nin)
{
    buf_str(&texts, "/* The console's marked texts (tools/fstr_pack.c texts): GENERATED, do not edit. */\n");
    for (int k = 0; k < nin; k++) {
        buf_t f = pack_read_file(in[k]);
        scan(&f, in[k], collect, in[k]);
        free(f.b);
    }
    pack_write_if_changed(out, texts.b, texts.n);
    free(texts.b);
    return 0;
}

/* ---- pass 2: rewriting one .i ---- */

typedef struct {
    const buf_t *f;
    buf_t out;
    size_t done; /* input copied up to here */
} rewrite_t;

static void rewrite(const lit_t *l, void *ctx)
{
    rewrite_t *r = ctx;
    if (!is_marked(l)) {
        return;
    }
    buf_add(&r->out, r->f->b + r->done, l->start - r->done);
    r->done = l->end;
    buf_t packed = {0};
    pack_text(l->value.b + 2, l->value.n - 2, &packed);
    buf_str(&r->out, "\"");
    for (size_t i = 0; i < packed.n; i++) {
        pack_put_escaped(&r->out, packed.b[i]);
    }
    buf_str(&r->out, "\"");
    free(packed.b);
    for (unsigned k = 0; k < l->lines; k++) { /* keep the line numbers of what follows */
        buf_str(&r->out, "\n");
    }
}

static int cmd_pack(const char *dict, const char *in, const char *out)
{
    pack_read_dict(dict);
    buf_t f = pack_read_file(in);
    rewrite_t r = {&f, {0}, 0};
    scan(&f, in, rewrite, &r);
    buf_add(&r.out, f.b + r.done, f.n - r.done);
    pack_write_if_changed(out, r.out.b, r.out.n);
    free(f.b);
    free(r.out.b);
    return 0;
}

int main(int argc, char **argv)
{
    pack_tool_name = "fstr_pack";
    if (argc >= 3 && strcmp(argv[1], "texts") == 0) {
        return cmd_texts(argv[2], argv + 3, argc - 3);
    }
    if (argc == 5 && strcmp(argv[1], "pack") == 0) {
        return cmd_pack(argv[2], argv[3], argv[4]);
    }
    fprintf(stderr, "usage: fstr_pack texts OUT.txt IN.i...\n"
                    "       fstr_pack pack DICT.c IN.i OUT.i\n");
    return 2;
}
