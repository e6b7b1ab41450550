/* hal_ftext.c - the cursor over packed flash texts (see hal_ftext.h): one flash byte at a time,
 * a dictionary code pushes the current place and reads the entry, an entry's end pops it. */
#include "hal_ftext.h"

void hal_ftext_open(hal_ftext_t *t, const char *flash_text)
{
    t->p = flash_text;
    t->level = 0;
}

char hal_ftext_next(hal_ftext_t *t)
{
    for (;;) {
        uint8_t c;
        if (t->level != 0 && t->left == 0) {
            t->level--;
            t->p = t->stack[t->level].p;
            t->left = t->stack[t->level].left;
            continue;
        }
        c = hal_flash_byte(t->p++);
        t->left--; /* meaningless at level 0 */
        if (c < 0x80u) {
            return (char)c;
        }
        t->stack[t->level].p = t->p;
        t->stack[t->level].left = t->left;
        t->level++;
        /* entry c - 0x80: skip the groups of shorter entries */
        c = (uint8_t)(c - 0x80u);
        const char *e = hal_ftext_dict;
        const uint8_t *count = hal_ftext_dict_count;
        uint8_t len = 2;
        for (;;) {
            uint8_t n = hal_flash_byte(count++);
            if (c < n) {
                break;
            }
            c = (uint8_t)(c - n);
            e += (uint16_t)n * len;
            len++;
        }
        t->p = e + (uint16_t)c * len;
        t->left = len;
    }
}
