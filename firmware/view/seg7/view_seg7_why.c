/* view_seg7_why.c - the 7-segment view's Why: a reason (reason.h) as one short line that
 * scrolls, the verdict about the player to move first ("you LEAd." when he wins, "P2 LOSES."
 * when he loses), then the argument with its numbers: "you LOSE. 40 by 4 rESt 0. 0 LOSES.",
 * "you LEAd. odd bItS 101.", "you LOSE. dIFF 3 PAIr 4 7.". Numbers are never cut: the line
 * scrolls. */
#include "hal_flash.h"
#include "view_seg7.h"

/* Lines chosen by a reason's numbers: misere Nim's ones (even, odd), New Stone's piles (lost,
 * won), the board's tile partner (gone, the start corner without one), the pirates' cases
 * (pirates_case_t: n <= 2G, n = 2G + 1, n > 2G + 1). */
static const char seg7_ones[] HAL_FLASH = HAL_FTEXT("PAIrEd 1S.\nodd 1S.");
static const char seg7_pairs[] HAL_FLASH = HAL_FTEXT("PILES In PAIrS.\nnot ALL PAIrEd.");
static const char seg7_tiles[] HAL_FLASH = HAL_FTEXT("COrnEr, no tILE.\ntILE USEd.");
static const char seg7_pirates[] HAL_FLASH =
    HAL_FTEXT("n uP to 2G. 1 GOLd PEr yES.\n"
              "n IS 2G PLUS 1. odd OnES GEt 1.\n"
              "n PASt 2G PLUS 1. tOP OnES SPLASH.");

void view_seg7_reason(const reason_t *r, uint8_t who)
{
    uint32_t x = r->num[0];
    uint8_t d = r->detail;
    uint8_t bits = 32;
    /* the verdict first, about the player to move: "you LEAd.", "P2 LOSES." */
    if (who != MSG_NONE) {
        view_seg7_word(who);
        seg7_flash_line(HAL_FSTR(" LOSES. \n LEAdS. \n LOSE. \n LEAd. "),
                        (uint8_t)(r->wins + (who == MSG_YOU) * 2u));
    }
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        /* n by m+1 (2^32 past 32 bits) leaves r; the remainder that loses */
        seg7_num(x);
        seg7_flash(HAL_FSTR(" by "));
        if (r->num[1] == 0) {
            seg7_flash(HAL_FSTR("4294967296"));
        } else {
            seg7_num(r->num[1]);
        }
        seg7_flash(HAL_FSTR(" rESt "));
        seg7_num(r->num[2]);
        seg7_flash(HAL_FSTR(". "));
        seg7_num(d);
        seg7_flash(HAL_FSTR(" LOSES."));
        break;
    case REASON_NIM_SUM:
        /* the nim-sum in binary from its highest 1 (the top bit shifted out each time): the
         * bit columns with an odd count of ones */
        seg7_flash(HAL_FSTR("odd bItS "));
        while (--bits != 0 && !(x & 0x80000000u)) {
            x <<= 1;
        }
        do {
            seg7_char(x & 0x80000000u ? '1' : '0');
            x <<= 1;
        } while (bits-- != 0);
        seg7_char('.');
        if (d != 0) { /* misere, a pile above 1: the twist at the end */
            seg7_flash(HAL_FSTR(" End On odd 1S."));
        }
        break;
    case REASON_NIM_ONES:
        seg7_flash_line(seg7_ones, (uint8_t)(x & 1u));
        break;
    case REASON_WYTHOFF:
        /* the piles' difference k, and the losing pair of that difference */
        seg7_flash(HAL_FSTR("dIFF "));
        seg7_num(x);
        if (d != 0) {
            seg7_flash(HAL_FSTR(" PAIr "));
            seg7_num(r->num[1]);
            seg7_char(' ');
            seg7_num(r->num[2]);
        }
        seg7_char('.');
        break;
    case REASON_EUCLID:
        /* the smaller fits q times in the larger; steps forced ahead */
        seg7_flash(HAL_FSTR("FItS "));
        seg7_num(x);
        seg7_flash(HAL_FSTR(" ForCEd "));
        seg7_num(r->num[1]);
        seg7_char('.');
        break;
    case REASON_PAIRS:
        seg7_flash_line(seg7_pairs, r->wins);
        break;
    case REASON_LINES:
        /* "rInG oF 11." while whole, else "LInES 4 4."; how a lost one is lost */
        if (d & REASON_LINES_RING) {
            seg7_flash(HAL_FSTR("rInG oF "));
            seg7_num(x);
        } else {
            seg7_flash(HAL_FSTR("LInES"));
        }
        for (uint8_t i = 0; i < r->count; i++) {
            seg7_char(' ');
            seg7_num(r->len[i]);
        }
        seg7_char('.');
        if (!r->wins) {
            seg7_flash(d & REASON_LINES_MIRROR ? HAL_FSTR(" PAIrEd.") : HAL_FSTR(" GrUndy."));
        }
        break;
    case REASON_DOMINO:
        /* the token's tile partner: the way to it, or none */
        if (d < REASON_DOMINO_CORNER) {
            seg7_flash(HAL_FSTR("tILE "));
            view_seg7_dir(d);
            seg7_char('.');
        } else {
            seg7_flash_line(seg7_tiles, (uint8_t)(d - REASON_DOMINO_CORNER));
        }
        break;
    default: /* REASON_PIRATES: the case of the closed form */
        seg7_flash_line(seg7_pirates, d);
        break;
    }
}
