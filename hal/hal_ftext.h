/* hal_ftext.h - reading the packed flash texts one character at a time: the catalogs of a view
 * and of the console (tools/text_catalog.c). A text is printable ASCII and '\n'; every other
 * byte but NUL (its end) is a code: entry i of the firmware's one dictionary
 * (BUILD/.../gen/text_dict.c, chosen from the catalogs by tools/text_pack.c) is byte
 * HAL_FTEXT_CODE_TOP - i (mod 256), 0x1F down to 0x00, then 0xFF down to 0x80 (the entries
 * of '\n' and NUL are fillers no text names). Entries may themselves hold codes, at most
 * HAL_FTEXT_DEPTH levels deep. A cursor expands them with a small stack; plain text
 * (printable ASCII and '\n', e.g. a plain HAL_FLASH word) reads back unchanged. Every reader
 * of packed text goes through a cursor: random access (p + n) into a packed text is
 * meaningless. Copying a cursor saves its place. */
#ifndef HAL_FTEXT_H
#define HAL_FTEXT_H

#include <stdint.h>
#include "hal_flash.h"

#define HAL_FTEXT_DEPTH 5u /* nesting of entries; tools/text_catalog.c packs 5 deep at most */
#define HAL_FTEXT_CODE_TOP 0x1Fu /* entry 0's code (tools/text_pack.c: CODE_TOP) */
#define HAL_FTEXT_CODES 160u     /* codes 0x1F down to 0x80 (tools/text_pack.c: CODES) */

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
