/* text_pack.h - the dictionary packing of the firmware's flash texts, shared by the build's
 * text tools (tools/text_catalog.c: the catalogs of the views and the console). Host code,
 * linked into each tool.
 *
 * Packed form: the bytes a text holds (printable ASCII, DEL and '\n') are themselves; a NUL
 * stays a NUL (it ends a text, or parts the pieces of one); every other byte is a code: byte
 * 0x1F - k (mod 256) stands for dictionary entry k, 160 codes from 0x1F down to 0x80 (the
 * entries of '\n', k = 21, and of NUL, k = 31, are fillers no text names: hal/hal_ftext.h).
 * An entry is 2.. bytes of the same alphabet, so it may hold codes of other entries, at most
 * `depth` levels deep. The dictionary is two flash arrays, read by hal/hal_ftext.c:
 * hal_ftext_dict[], the entries grouped by length, and hal_ftext_dict_count[], the number of
 * entries of each length from 2 up.
 *
 * Choice: repeatedly the substring (over the texts as already rewritten, so entries nest, of
 * at most a cap of symbols) whose replacement saves most bytes becomes an entry, until 158
 * entries or no gain; entries no optimal parse uses are dropped; then each entry is written
 * again by an optimal parse of its bytes over the shorter entries (one chosen after it may be
 * part of it). This for a few caps; the dictionary that packs the texts smallest is kept. A
 * text is packed by an optimal parse (fewest bytes) over the entries' expansions. The same
 * texts in the same order always give the same bytes. */
#ifndef TEXT_PACK_H
#define TEXT_PACK_H

#include <stddef.h>
#include <stdint.h>

/* A growing byte buffer. */
typedef struct {
    uint8_t *b;
    size_t n, cap;
} buf_t;

void buf_add(buf_t *o, const void *p, size_t n);
void buf_str(buf_t *o, const char *s);

/* Stops the tool with a message naming the tool (pack_tool_name) and what failed. */
void pack_die(const char *what, const char *name);
extern const char *pack_tool_name;

void *pack_realloc(void *p, size_t n);

/* The whole file (NUL-terminated in memory; n excludes it). */
buf_t pack_read_file(const char *name);

/* Writes the file unless it already holds exactly these bytes (keeps make's timestamps). */
void pack_write_if_changed(const char *name, const uint8_t *b, size_t n);

/* Whether c may be part of a C identifier. */
int pack_is_ident(int c);

/* Decodes the C string literal starting at the quote f->b[i] (escapes as C has them) onto v;
 * returns the index after its closing quote. */
size_t pack_parse_literal(const buf_t *f, size_t i, buf_t *v, const char *name);

/* Adds a text to choose the dictionary from (its NUL-separated pieces; bytes below 0x80). */
void pack_add_text(const uint8_t *b, size_t n);

/* Chooses the dictionary from the texts added (entries nest at most depth levels). */
void pack_choose(int depth);

/* Appends text b[0..n) packed: each NUL-free piece by an optimal parse, NULs kept. */
void pack_text(const uint8_t *b, size_t n, buf_t *out);

/* Appends the C definitions of hal_ftext_dict[] (one entry a line, its
 * expansion in a comment) and hal_ftext_dict_count[]. Returns their size in bytes. */
size_t pack_write_dict(buf_t *out);

/* Appends byte c as C source: the character itself when printable, else an octal escape. */
void pack_put_escaped(buf_t *o, uint8_t c);

/* The number of dictionary entries. */
int pack_entries(void);

#endif
