/* console_num.c - the checks of a case's or a command's numbers beyond "is it a number": a
 * field that must be at least 1, a pirate from 1 to N, all zero (a terminator, no move left),
 * with the games' argument forms that name the fields. */
#include "console_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

#include "attributes.h"

/* (one copy: LTO would inline it into the judge and solve alike) */
NOINLINE bool con_all_zero(const console_t *c, uint8_t n)
{
    /* byte by byte: a 32-bit OR takes four registers more */
    const uint8_t *b = (const uint8_t *)c->piles;
    const uint8_t *end = b + sizeof c->piles[0] * n;
    uint8_t any = 0;
    while (b != end) {
        any |= *b++;
    }
    return any == 0;
}

/* Prints the letter of field i of the form (lower case in judge mode: the judges' statements);
 * a range's error writes two. */
static void con_field(console_t *c, uint8_t form, uint8_t i)
{
    hal_ftext_t t;
    char ch;
    hal_ftext_open_nth(&t, console_texts, form);
    ch = hal_ftext_next(&t);
    while (i-- != 0) { /* letter i: the form's letters and blanks alternate */
        hal_ftext_next(&t);
        ch = hal_ftext_next(&t);
    }
    con_put(c, (c->flags & CON_F_JUDGE) ? (char)(ch | 0x20) : ch);
}

uint8_t con_check_field(const uint32_t *v, uint8_t mask)
{
    if ((mask & CON_CHECK_PIRATE) && v[2] - 1u >= v[0]) {
        return 2;
    }
    if ((mask & CON_CHECK_FIRST) && v[0] == 0) {
        return 0;
    }
    if ((mask & CON_CHECK_SECOND) && v[1] == 0) {
        return 1;
    }
    return CON_CHECK_OK;
}

bool con_check(console_t *c, uint8_t form, uint8_t mask)
{
    uint8_t bad = con_check_field(c->piles, mask); /* the field that is out of its range */
    if (bad == CON_CHECK_OK) {
        return true;
    }
    con_err_begin(c);
    con_field(c, form, bad);
    if (bad == 2u) {
        con_say(c, CON_T_MUST_BE_FROM_1);
        con_field(c, form, 0);
    } else {
        con_say(c, CON_T_MUST_BE_1);
    }
    con_err_end(c);
    return false;
}
