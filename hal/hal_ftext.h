/* hal_ftext.h - reading the packed flash texts (HAL_FSTR, HAL_FTEXT) one character at a time.
 * The build packs every marked text with tools/fstr_pack.c: bytes 0x80..0xFF stand for entries
 * of one project-wide dictionary (BUILD/.../gen/fstr_dict.c), which may themselves hold codes,
 * at most HAL_FTEXT_DEPTH levels deep. A cursor expands them with a small stack; plain text
 * (bytes below 0x80, e.g. an unmarked HAL_FLASH string) reads back unchanged. Every reader of
 * marked text goes through a cursor: random access (p + n) into a packed text is meaningless.
 * Copying a cursor saves its place (con_print does, to come back from a shared piece). */
#ifndef HAL_FTEXT_H
#define HAL_FTEXT_H

#include <stdint.h>
#include "hal_flash.h"

#define HAL_FTEXT_DEPTH 3u /* nesting of entries; tools/fstr_pack.c --depth must not exceed it */

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

/* The next character of the text; '\0' at its end (or at a NUL between pieces: reading on
 * continues with the next piece). */
char hal_ftext_next(hal_ftext_t *t);

#endif
