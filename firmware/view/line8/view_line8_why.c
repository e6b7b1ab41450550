/* view_line8_why.c - the line8 view's Why: a reason (reason.h) as one line that scrolls, the
 * verdict about the player to move first ("You can win: ", "P2 loses: "), then the argument
 * with its numbers: "You lose: 40 in 4s: rest 0, 0 loses.", "You can win: unpaired parts in bits 101.", "You lose:
 * diff 3, pair 4 7.". Numbers are never cut: the line scrolls. */
#include "hal_flash.h"
#include "view_line8.h"

/* The pirates' cases (REASON_PIRATES_*). */
static const uint8_t line8_pirates[REASON_PIRATES_CASES] HAL_FLASH = {
    [REASON_PIRATES_LE] = LINE8_PIRATES_LE,
    [REASON_PIRATES_EQ] = LINE8_PIRATES_EQ,
    [REASON_PIRATES_GT] = LINE8_PIRATES_GT,
};

/* The words first, by reason kind: in normal play, and in misere play (detail 1; LINE8_NONE:
 * the same words). */
static const struct {
    uint8_t normal, misere;
} line8_why_words[REASON_COUNT] HAL_FLASH = {
    [REASON_MOD] = {LINE8_WHY_MOD, LINE8_WHY_MOD_MISERE},
    [REASON_NIM_SUM] = {LINE8_WHY_NIM, LINE8_WHY_NIM_MISERE},
    [REASON_NIM_ONES] = {LINE8_WHY_NIM_ONES, LINE8_NONE},
    [REASON_WYTHOFF] = {LINE8_WHY_WYTHOFF, LINE8_NONE},
    [REASON_EUCLID] = {LINE8_WHY_EUCLID, LINE8_NONE},
    [REASON_PAIRS] = {LINE8_WHY_PAIRS, LINE8_NONE},
    [REASON_LINES] = {LINE8_WHY_LINES, LINE8_NONE},
    [REASON_DOMINO] = {LINE8_WHY_DOMINO, LINE8_NONE},
    [REASON_PIRATES] = {LINE8_WHY_PIRATES, LINE8_NONE},
};

/* Bash's divisor m + 1 (num[1]; 0: 2^32). */
static void line8_divisor(uint32_t m1)
{
    if (m1 == 0) {
        line8_text(LINE8_TWO_TO_32);
    } else {
        line8_num(m1);
    }
}

void view_line8_reason(const reason_t *r, uint8_t who)
{
    uint32_t x = r->num[0];
    uint8_t d = r->detail;
    uint8_t bits = 32;
    /* the words first: what a winning move leaves ("Leave a multiple of 7. ") */
    uint8_t words = hal_flash_byte(&line8_why_words[r->kind].misere);
    if (d == 0 || words == LINE8_NONE) {
        words = hal_flash_byte(&line8_why_words[r->kind].normal);
    }
    line8_text(words);
    if (r->kind == REASON_MOD) {
        line8_divisor(r->num[1]);
        line8_char('.');
        line8_char(' ');
    }
    /* then the verdict */
    if (who != MSG_NONE) {
        view_line8_word(who);
        line8_text(r->wins ? LINE8_CAN_WIN : who == MSG_YOU ? LINE8_LOSE : LINE8_LOSES_WHY);
    }
    switch ((reason_kind_t)r->kind) {
    case REASON_MOD:
        /* n mod m+1 (2^32 past 32 bits) is r; the remainder that loses */
        line8_num(x);
        line8_text(LINE8_MOD);
        line8_divisor(r->num[1]);
        line8_text(LINE8_EQUALS);
        line8_num(r->num[2]);
        line8_char(',');
        line8_char(' ');
        line8_num(d);
        line8_text(LINE8_REST_LOSES);
        break;
    case REASON_NIM_SUM:
        /* the nim-sum in binary from its highest 1 (the top bit shifted out each time) */
        line8_text(LINE8_XOR);
        while (--bits != 0 && !(x & 0x80000000u)) {
            x <<= 1;
        }
        do {
            line8_char(x & 0x80000000u ? '1' : '0');
            x <<= 1;
        } while (bits-- != 0);
        line8_char('.'); /* misere too: the words said the twist */
        break;
    case REASON_NIM_ONES:
        line8_text(x & 1u ? LINE8_ODD_ONES : LINE8_EVEN_ONES);
        break;
    case REASON_WYTHOFF:
        /* the piles' difference k, and the losing pair of that difference */
        line8_text(LINE8_DIFF);
        line8_num(x);
        if (d != 0) {
            line8_text(LINE8_PAIR);
            line8_num(r->num[1]);
            line8_char(' ');
            line8_num(r->num[2]);
        }
        line8_char('.');
        break;
    case REASON_EUCLID:
        /* the smaller fits q times in the larger; steps forced ahead */
        line8_text(LINE8_FITS);
        line8_num(x);
        line8_text(LINE8_FORCED);
        line8_num(r->num[1]);
        line8_char('.');
        break;
    case REASON_PAIRS:
        line8_text(r->wins ? LINE8_NOT_PAIRED : LINE8_PILES_PAIRED);
        break;
    case REASON_LINES:
        /* "ring of 11." while whole, else "lines 4 4."; how a lost one is lost */
        if (d & REASON_LINES_RING) {
            line8_text(LINE8_RING_OF);
            line8_num(x);
        } else {
            line8_text(LINE8_LINES);
        }
        for (uint8_t i = 0; i < r->count; i++) {
            line8_char(' ');
            line8_num(r->len[i]);
        }
        line8_char('.');
        if (!r->wins) {
            line8_text(d & REASON_LINES_MIRROR ? LINE8_MIRROR : LINE8_GRUNDY);
        }
        break;
    case REASON_DOMINO:
        /* the token's tile partner: the way to it, or none */
        if (d < REASON_DOMINO_CORNER) {
            line8_text(LINE8_TILE);
            view_line8_dir(d);
            line8_char('.');
        } else {
            line8_text(d == REASON_DOMINO_CORNER ? LINE8_CORNER : LINE8_TILE_USED);
        }
        break;
    default: /* REASON_PIRATES: the case of the closed form */
        line8_text(hal_flash_byte(&line8_pirates[d]));
        break;
    }
}
