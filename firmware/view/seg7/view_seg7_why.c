/* view_seg7_why.c - the 7-segment view's Why: a reason (reason.h) as one short line that
 * scrolls, the verdict about the player to move first ("you LEAd." when he wins, "P2 LOSES."
 * when he loses), then the argument with its numbers: "you LOSE. 40 by 4 rESt 0. 0 LOSES.",
 * "you LEAd. odd bItS 101.", "you LOSE. dIFF 3 PAIr 4 7.". Numbers are never cut: the line
 * scrolls. */
#include "attributes.h"
#include "hal_flash.h"
#include "view_seg7.h"

/* The pirates' cases (REASON_PIRATES_*). */
static const uint8_t seg7_pirates[REASON_PIRATES_CASES] HAL_FLASH = {
    [REASON_PIRATES_LE] = SEG7_PIRATES_LE,
    [REASON_PIRATES_EQ] = SEG7_PIRATES_EQ,
    [REASON_PIRATES_GT] = SEG7_PIRATES_GT,
};

/* The words first, by reason kind: in normal play, and in misere play (detail 1; SEG7_NONE:
 * the same words). */
static const struct {
    uint8_t normal, misere;
} seg7_why_words[REASON_COUNT] HAL_FLASH = {
    [REASON_MOD] = {SEG7_WHY_MOD, SEG7_WHY_MOD_MISERE},
    [REASON_NIM_SUM] = {SEG7_WHY_NIM, SEG7_WHY_NIM_MISERE},
    [REASON_NIM_ONES] = {SEG7_WHY_NIM_ONES, SEG7_NONE},
    [REASON_WYTHOFF] = {SEG7_WHY_WYTHOFF, SEG7_NONE},
    [REASON_EUCLID] = {SEG7_WHY_EUCLID, SEG7_NONE},
    [REASON_PAIRS] = {SEG7_WHY_PAIRS, SEG7_NONE},
    [REASON_LINES] = {SEG7_WHY_LINES, SEG7_NONE},
    [REASON_DOMINO] = {SEG7_WHY_DOMINO, SEG7_NONE},
    [REASON_PIRATES] = {SEG7_WHY_PIRATES, SEG7_NONE},
};

/* Bash's divisor m + 1 (num[1]; 0: 2^32). */
static void seg7_divisor(uint32_t m1)
{
    if (m1 == 0) {
        seg7_text(SEG7_TWO_TO_32);
    } else {
        seg7_num(m1);
    }
}

NOINLINE void view_seg7_reason(const reason_t *r, uint8_t who)
{
    uint32_t x = r->num[0];
    uint8_t d = r->detail;
    uint8_t bits = 32;
    /* the words first: what a winning move leaves ("Put thE PILE on thE 7 tAbLE.") */
    uint8_t words = hal_flash_byte(&seg7_why_words[r->kind].misere);
    if (d == 0 || words == SEG7_NONE) {
        words = hal_flash_byte(&seg7_why_words[r->kind].normal);
    }
    seg7_text(words);
    if (r->kind == REASON_MOD) {
        seg7_divisor(r->num[1]);
        seg7_text(SEG7_WHY_TABLE);
    }
    /* then the verdict, about the player to move: "you LEAd.", "P2 LOSES." */
    if (who != MSG_NONE) {
        view_seg7_word(who);
        if (who == MSG_YOU) {
            seg7_text(r->wins ? SEG7_YOU_LEAD : SEG7_YOU_LOSE);
        } else {
            seg7_text(r->wins ? SEG7_LEADS : SEG7_LOSES);
        }
    }
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        /* n by m+1 (2^32 past 32 bits) leaves r; the remainder that loses */
        seg7_num(x);
        seg7_text(SEG7_BY);
        seg7_divisor(r->num[1]);
        seg7_text(SEG7_REST);
        seg7_num(r->num[2]);
        seg7_text(SEG7_STOP);
        seg7_num(d);
        seg7_text(SEG7_REST_LOSES);
        break;
    case REASON_NIM_SUM:
        /* the nim-sum in binary from its highest 1 (the top bit shifted out each time): the
         * bit columns with an odd count of ones */
        seg7_text(SEG7_ODD_BITS);
        while (--bits != 0 && !(x & 0x80000000u)) {
            x <<= 1;
        }
        do {
            seg7_char(x & 0x80000000u ? '1' : '0');
            x <<= 1;
        } while (bits-- != 0);
        seg7_char('.'); /* misere too: the words said the twist */
        break;
    case REASON_NIM_ONES:
        seg7_text(x & 1u ? SEG7_ODD_ONES : SEG7_PAIRED_ONES);
        break;
    case REASON_WYTHOFF:
        /* the piles' difference k, and the losing pair of that difference */
        seg7_text(SEG7_DIFF);
        seg7_num(x);
        if (d != 0) {
            seg7_text(SEG7_PAIR);
            seg7_num(r->num[1]);
            seg7_char(' ');
            seg7_num(r->num[2]);
        }
        seg7_char('.');
        break;
    case REASON_EUCLID:
        /* the smaller fits q times in the larger; steps forced ahead */
        seg7_text(SEG7_FITS);
        seg7_num(x);
        seg7_text(SEG7_FORCED);
        seg7_num(r->num[1]);
        seg7_char('.');
        break;
    case REASON_PAIRS:
        seg7_text(r->wins ? SEG7_NOT_ALL_PAIRED : SEG7_PILES_PAIRED);
        break;
    case REASON_LINES:
        /* "rInG oF 11." while whole, else "LInES 4 4."; how a lost one is lost */
        if (d & REASON_LINES_RING) {
            seg7_text(SEG7_RING_OF);
            seg7_num(x);
        } else {
            seg7_text(SEG7_LINES);
        }
        for (uint8_t i = 0; i < r->count; i++) {
            seg7_char(' ');
            seg7_num(r->len[i]);
        }
        seg7_char('.');
        if (!r->wins) {
            seg7_text(d & REASON_LINES_MIRROR ? SEG7_LINES_PAIRED : SEG7_GRUNDY);
        }
        break;
    case REASON_DOMINO:
        /* the token's tile partner: the way to it, or none */
        if (d < REASON_DOMINO_CORNER) {
            seg7_text(SEG7_TILE);
            view_seg7_dir(d);
            seg7_char('.');
        } else {
            seg7_text(d == REASON_DOMINO_CORNER ? SEG7_CORNER_NO_TILE : SEG7_TILE_USED);
        }
        break;
    default: /* REASON_PIRATES: the case of the closed form */
        seg7_text(hal_flash_byte(&seg7_pirates[d]));
        break;
    }
}
