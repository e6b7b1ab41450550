/* hal_ftext.c - the cursor over packed flash texts (see hal_ftext.h): one flash byte at a time,
 * a dictionary code pushes the current place and reads the entry, an entry's end pops it. */
#include "hal_ftext.h"

void hal_ftext_open(hal_ftext_t *t, const char *flash_text)
{
    t->p = flash_text;
    t->level = 0;
}

void hal_ftext_open_nth(hal_ftext_t *t, const char *flash_texts, uint8_t n)
{
    while (n != 0) {
        n = (uint8_t)(n - (hal_flash_byte(flash_texts++) == 0));
    }
    hal_ftext_open(t, flash_texts);
}

char hal_ftext_next(hal_ftext_t *t)
{
    /* the cursor in registers while it moves, back in *t at the end */
    const char *p = t->p;
    uint8_t left = t->left;
    uint8_t level = t->level;
    uint8_t c;
    for (;;) {
        if (level != 0 && left == 0) {
            level--;
            p = t->stack[level].p;
            left = t->stack[level].left;
            continue;
        }
        c = hal_flash_byte(p++);
        left--; /* meaningless at level 0 */
        uint8_t i = (uint8_t)(HAL_FTEXT_CODE_TOP - c); /* the entry, if c is a code */
        if (i >= HAL_FTEXT_CODES || c == '\n' || c == '\0') {
            break;
        }
        t->stack[level].p = p;
        t->stack[level].left = left;
        level++;
        /* entry i: skip the groups of shorter entries */
        c = i;
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
        p = e + (uint16_t)c * len;
        left = len;
    }
    t->p = p;
    t->left = left;
    t->level = level;
    return (char)c;
}
