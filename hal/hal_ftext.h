/* hal_ftext.h - reading the packed flash texts one character at a time: the catalogs of a view
 * and of the console (tools/text_catalog.c). Bytes 0x80..0xFF stand for entries of the
 * firmware's one dictionary (BUILD/.../gen/text_dict.c, chosen from the catalogs by
 * tools/text_pack.c), which may themselves hold codes, at most HAL_FTEXT_DEPTH levels deep.
 * A cursor expands them with a small stack; plain text (bytes below 0x80, e.g. a plain
 * HAL_FLASH word) reads back unchanged. Every reader of packed text goes through a cursor:
 * random access (p + n) into a packed text is meaningless. Copying a cursor saves its place. */
#ifndef HAL_FTEXT_H
#define HAL_FTEXT_H

#include <stdint.h>
#include "hal_flash.h"

#define HAL_FTEXT_DEPTH 3u /* nesting of entries; tools/text_catalog.c packs 3 deep at most */

typedef struct {
    const char *p;    /* the next byte of the current level (flash) */
    uint8_t left;     /* bytes left in the entry being read (level > 0) */
    uint8_t level;    /* 0: the text itself, n: n entries deep */
    struct {
        const char *p;
        uint8_t left;
    } stack[HAL_FTEXT_DEPTH]; /* where each outer level goes on */
} hal_ftext_t;

/* The dictionary (generated): entries grouped by length, and the count of each length from 2. */
extern const char hal_ftext_dict[] HAL_FLASH;
extern const uint8_t hal_ftext_dict_count[] HAL_FLASH;

/* Starts reading the flash text at flash_text. */
void hal_ftext_open(hal_ftext_t *t, const char *flash_text);

/* Starts reading text n of a flash table of texts, each ending in a NUL (a view's catalog,
 * tools/text_catalog.c): past n NULs (no dictionary entry holds one). */
void hal_ftext_open_nth(hal_ftext_t *t, const char *flash_texts, uint8_t n);

/* The next character of the text; '\0' at its end (or at a NUL between pieces: reading on
 * continues with the next piece). */
char hal_ftext_next(hal_ftext_t *t);

#endif
