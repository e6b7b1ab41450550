/* console_texts.h - the console's texts by id, from its catalog console_texts.def (con_text_t:
 * CON_T_<ID>, printed by con_say). The build packs the texts into console_texts[]
 * (tools/text_catalog.c). */
#ifndef CONSOLE_TEXTS_H
#define CONSOLE_TEXTS_H

#include <stdint.h>
#include "hal_flash.h"

/* The texts' ids, in the catalog's order. */
typedef enum {
#define TEXT(id, text) CON_T_##id,
#define HOST(id, text) CON_T_##id,
#include "console_texts.def"
#undef TEXT
#undef HOST
    CON_T_COUNT
} con_text_t;
_Static_assert(CON_T_COUNT <= 256, "a text id is a byte");

/* The names a command line is read by come first in the catalog, before this id (con_find
 * reads them all; test_console_finds_every_name_in_any_case looks each one up). */
#define CON_T_NAMES_END CON_T_FIRST

/* The catalog's texts, packed (generated from console_texts.def). */
extern const char console_texts[] HAL_FLASH;

#endif
