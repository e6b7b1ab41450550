/* play_hist.c - the moves of a game kept for undo (play_hist.h): a stack of records of the
 * position words each move changed and their values before it. */
#include "play_hist.h"

#include <string.h>

#include "attributes.h"

#define HIST_WORDS PLAY_MAX_PILES /* the words of play_pos_t a move may change */
#define HIST_LONG 0xFFu           /* a value of 4 bytes follows */
#define HIST_REC_MAX (1u + 5u * HIST_WORDS)

_Static_assert(HIST_REC_MAX <= PLAY_HIST_BYTES, "a record always fits once older ones are gone");
_Static_assert(HIST_WORDS <= 8u, "the words changed fit a byte");
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "4-byte values as they lie in RAM");

/* The length of the record at r. */
static uint8_t hist_rec_len(const uint8_t *r)
{
    const uint8_t *at = r;
    for (uint8_t mask = *r++; mask != 0; mask >>= 1) {
        if (mask & 1u) {
            r += *r == HIST_LONG ? 5u : 1u;
        }
    }
    return (uint8_t)(r - at);
}

void play_hist_start(play_hist_t *h)
{
    h->at_start = 1;
    h->len = 0;
}

void play_hist_add(play_hist_t *h, const play_pos_t *before, const play_pos_t *after)
{
    uint8_t r[HIST_REC_MAX];
    uint8_t n = 1;
    r[0] = 0;
    for (uint8_t w = 0; w < HIST_WORDS; w++) {
        uint32_t v = before->pile[w];
        if (v != after->pile[w]) {
            r[0] |= (uint8_t)(1u << w);
            r[n] = HIST_LONG;
            if (v < HIST_LONG) {
                r[n++] = (uint8_t)v;
            } else {
                memcpy(r + n + 1, &v, 4);
                n = (uint8_t)(n + 5u);
            }
        }
    }
    while (h->len + n > PLAY_HIST_BYTES) { /* the oldest record forgotten */
        uint8_t k = hist_rec_len(h->rec);
        h->at_start = 0;
        h->len = (uint8_t)(h->len - k);
        memmove(h->rec, h->rec + k, h->len);
    }
    memcpy(h->rec + h->len, r, n);
    h->len = (uint8_t)(h->len + n);
}

/* The offset of the last record (0 when there is none); *count: the records kept. */
static uint8_t hist_last(const play_hist_t *h, uint8_t *count)
{
    uint8_t last = 0;
    uint8_t k = 0;
    for (uint8_t off = 0; off < h->len; off = (uint8_t)(off + hist_rec_len(h->rec + off))) {
        last = off;
        k++;
    }
    *count = k;
    return last;
}

play_undo_t play_hist_undo(play_hist_t *h, play_t *p)
{
    uint8_t need = p->vs_cpu ? 2u : 1u; /* the computer's answer and the person's move */
    uint8_t count;
    hist_last(h, &count);
    if (count < need) {
        return h->at_start ? PLAY_UNDO_NONE : PLAY_UNDO_LIMIT;
    }
    while (need-- > 0) { /* the last record writes the words back as they were */
        uint8_t off = hist_last(h, &count);
        const uint8_t *r = h->rec + off;
        uint32_t *word = p->pos.pile;
        for (uint8_t mask = *r++; mask != 0; mask >>= 1, word++) {
            if (mask & 1u) {
                *word = *r++;
                if (*word == HIST_LONG) {
                    memcpy(word, r, 4);
                    r += 4;
                }
            }
        }
        h->len = off;
        p->turn ^= 1u;
    }
    p->winner = PLAY_NOBODY;
    return PLAY_UNDO_DONE;
}

bool play_hist_person_moved(const play_hist_t *h, const play_t *p)
{
    uint8_t count;
    hist_last(h, &count);
    return !h->at_start || count >= (p->vs_cpu ? 2u : 1u);
}
