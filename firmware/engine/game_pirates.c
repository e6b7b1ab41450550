/* game_pirates.c - the pirates' gold puzzle (HDU 1538, pirates.h) for the screens: a pirate's
 * share and the Why, the case of the closed form. A puzzle, not a game of the play engine: no
 * moves, no turns. */
#include "games.h"
#include "pirates.h"

_Static_assert(REASON_PIRATES_LE == PIRATES_LE && REASON_PIRATES_EQ == PIRATES_EQ &&
                   REASON_PIRATES_GT == PIRATES_GT && REASON_PIRATES_CASES == PIRATES_GT + 1u,
               "the reason's cases are the solver's");

bool game_pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold)
{
    return pirates_share(n, m, p, gold);
}

void game_pirates_why(uint32_t n, uint32_t m, reason_t *out)
{
    out->kind = REASON_PIRATES;
    out->detail = (uint8_t)pirates_case(n, m);
}
