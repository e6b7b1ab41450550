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
 * One walk over a half's pairs (journal_walk) finds its commits and applies its pairs: the
 * boot's look at both halves, and a read. The writer walks once, at boot; from then on it keeps
 * in RAM what its half's pairs say (the view) and the CRC its commit takes, and brings both up
 * to date as it writes a pair: a writer step is a comparison in RAM and one byte, whatever the
 * half holds. */
#ifndef JOURNAL_H
#define JOURNAL_H

#include <stdbool.h>
#include <stdint.h>

#define JOURNAL_HALF 512u /* half the EEPROM (journal.c checks it) */
#define JOURNAL_LO 0xF0u   /* the commit's first code (+ generation) */
#define JOURNAL_HI 0xF4u   /* its second */
#define JOURNAL_FILL 0xFFu /* a pair that changes nothing: the filler */
#define JOURNAL_PAYLOAD 154u /* the record's bytes (persist.h), all below JOURNAL_LO */

/* The journal: where its committed record lies, and its writer. */
typedef struct {
    uint16_t rec;     /* the committed record: its half's start ... */
    uint16_t rec_end; /* ... and the end of its last commit (rec: the journal holds none) */
    uint16_t start;   /* the half written now: 0 or JOURNAL_HALF */
    uint16_t at;      /* address of the pair written next (after the last commit, or after a
                       * damaged commit after it, or within the save under way) */
    uint16_t end;     /* after the last commit of this half (start: none) */
    uint16_t crc;     /* of the pairs from end to at: what the next commit takes */
    uint8_t gen;      /* this half's generation */
    uint8_t view[JOURNAL_PAYLOAD]; /* the record as this half's pairs up to at make it */
} journal_t;

/* What a walk over a half's pairs found. */
typedef struct {
    uint16_t end;   /* after the last commit that checks (the half's start: none) */
    uint16_t after; /* after the last commit whose codes are whole, checking or not */
    uint16_t crc;   /* of the pairs from end to where the walk stopped */
    uint8_t gen;    /* the generation of its commits: the first that checks gives it, the later
                     * ones must have it (4: none) */
} journal_walk_t;

/* Walks the pairs from a half's start `from` up to (not with) until, applying those of payload
 * bytes [off, off + n) (off + n at most JOURNAL_PAYLOAD) to dest, all zeros first. */
void journal_walk(journal_walk_t *w, uint16_t from, uint16_t until, uint8_t *dest, uint8_t off,
                  uint8_t n);

/* Looks at both halves (the boot's look): the committed record is the newer half's, the writer
 * goes on there after its last commit (or the last damaged one after it), its view and CRC
 * walked once. */
void journal_begin(journal_t *j);

/* The committed record's payload bytes [off, off + n) into dest (what a power cut would leave);
 * false, dest untouched, when the journal holds none. */
bool journal_read(const journal_t *j, uint8_t off, uint8_t *dest, uint8_t n);

/* The save's next step, the EEPROM idle. Payload byte off (below JOURNAL_PAYLOAD) is to be
 * value (it differs from the view), or off = JOURNAL_LO: the commit of the pairs written since
 * the last one is due. Writes (a byte of) its pair, the filler, or moves on to the other half
 * when the rest of this one has no room for it (no write: the next steps, from an empty view,
 * write the snapshot). True when the commit's last byte has been started: the save is over. */
bool journal_write(journal_t *j, uint8_t off, uint8_t value);

#endif
