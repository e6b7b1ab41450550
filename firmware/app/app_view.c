/* app_view.c - the position as the start and play screens show it: the piles on row 0 (with
 * app_pos_line), or the game's own view (the coin circle's row of coins, the board walk's
 * picture in custom glyphs, which app.c later swaps back for the usual ones). */
#include "app_internal.h"

uint8_t app_view(char *line0, char *line1, const play_t *p, const play_move_t *sel)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.view) {
        app_st.board_glyphs |= p->game.kind == PLAY_KIND_BOARD;
        return p->game.view(pos, sel, line0, line1);
    }
    app_pos_line(line0, pos, sel != 0 && pos->piles > 1 ? sel->pile : 0xFFu);
    return 0;
}
