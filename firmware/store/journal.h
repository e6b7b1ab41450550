/* journal.h - a record kept as a journal of byte changes in two halves of the EEPROM, written
 * over the whole of it in turn (docs/eeprom.md).
 *
 * A half (JOURNAL_HALF bytes, at 0 or at JOURNAL_HALF) holds 2-byte pairs [offset][value]:
 * payload byte `offset` is `value` from there on. A save appends the pairs of the bytes that
 * differ and closes them with a commit: two pairs [JOURNAL_LO + g][CRC low]
 * [JOURNAL_HI + g][CRC high], the CRC-16 (crc16.h) of the pairs since the commit before it
 * (or the half's start), g the half's generation (0..3). Each pair is written value first,
 * then offset, so the commit's very last byte decides: a power cut before it leaves the save
 * out, after it the save in. A commit counts only if its codes and its CRC check: a pair torn
 * by a power cut, the pairs of an older generation or any other byte never make one.
 *
 * A commit whose codes are whole but whose CRC does not check (a damaged byte) is not read,
 * nor any after it, their CRCs taken over it; the next save goes on after it (not over it:
 * what came after could check again once rewritten the same), its CRC taken over the damaged
 * save's pairs, whose effect it undoes (the writer reads them as the save before it). A half
 * with no record that a save fills so starts over from its start as the next generation:
 * damaged commits of its own could then check again, never one of that generation's.
 *
 * The record is all zeros with the pairs of a half's commits applied in order. A half's first
 * save therefore writes every byte that is not zero (a snapshot), the later ones only what
 * changed. When a save does not fit the rest of the half, it starts over in the other half
 * (the next generation) as that snapshot; the half left keeps the record until the new half's
 * first commit, which makes the new half the newer (its generation is the other's plus one).
 * A generation writes its half to the very end (a last pair too few for a commit gets a
 * filler), so the pairs met after a generation's commits are those of the half's generation
 * before (two less: other codes) or a torn save of this one, which the next save writes over.
 * So every cell of the EEPROM is written once per two generations, whatever the saves.
 *
 * A walk over a half's pairs (journal_walk) finds its commits: the boot's look at both halves
 * (a read starts with it). The record is then the pairs up to the last commit that checks,
 * applied in order (journal_apply; every pair before it is of a save that commit or an earlier
 * one took in): a read applies them, and so does each step of the writer up to where it
 * writes (the record with the save's pairs so far), no walk and no CRC: the writer keeps the
 * end of its half's record. Only the commit's steps take the CRC, of the pairs from that end
 * to the commit (crc16_eeprom): the save's own, and a damaged save's after it. */
#ifndef JOURNAL_H
#define JOURNAL_H

#include <stdbool.h>
#include <stdint.h>

#define JOURNAL_HALF 512u /* half the EEPROM (journal.c checks it) */
#define JOURNAL_LO 0xF0u   /* the commit's first code (+ generation) */
#define JOURNAL_HI 0xF4u   /* its second */
#define JOURNAL_FILL 0xFFu /* a pair that changes nothing: the filler */

/* The writer: where the next pair goes. */
typedef struct {
    uint16_t start; /* the half written now: 0 or JOURNAL_HALF */
    uint16_t at;    /* address of the pair written next (after the last commit, or after a
                     * damaged commit after it, or within the save under way) */
    uint16_t end;   /* after this half's last commit that checks (start: none) */
    uint8_t gen;    /* this half's generation */
} journal_t;

/* Applies the pairs from a half's start `from` up to until, those of payload bytes
 * [off, off + n) (off + n at most JOURNAL_LO), to dest, all zeros first: the record they make. */
void journal_apply(uint16_t from, uint16_t until, uint8_t *dest, uint8_t off, uint8_t n);

/* Looks at both halves (the boot's look, a read's first step): the writer on the newer half
 * (half 0 when neither holds a record), after its last commit or the last damaged one after
 * it (j->end as it is there). Returns the end of its record (j->start: none). */
uint16_t journal_begin(journal_t *j);

/* The save's next step, the EEPROM idle. Payload byte off (below JOURNAL_LO) is to be
 * value, or off = JOURNAL_LO: the commit of the pairs written since the last one is due.
 * Writes (a byte of) its pair (j->at moves on once its last byte is started), the filler, or
 * moves on to the other half when the rest of this one has no room for it (no write; j->at is
 * then its start: the next steps, from an empty record, write the snapshot). True when the
 * commit's last byte has been started: the save is over. */
bool journal_write(journal_t *j, uint8_t off, uint8_t value);

#endif
