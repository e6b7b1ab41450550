/* judge_model.h - an independent model of `nimbox judge` for the fuzz harnesses: given a
 * problem and its input, the exact output the host tool must print and the one error line, if
 * any, it must end with (the first error ends the run). Written from docs/console.md and the
 * rules in GAMES.md, not from the console's code: its own tokenizer, its own arithmetic (64- and
 * 128-bit, no solver of firmware/), so a harness that agrees with it checks the console's
 * answers, not only that it survives. Also what the board's answers must be up to the first
 * error: each answer line ends as the input line it completes in ended (CR: "\r\n"). */
#ifndef JUDGE_MODEL_H
#define JUDGE_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define JUDGE_MODEL_PROBLEMS 14u

typedef struct {
    char *out;        /* the answers (malloc'd; judge_model_free) */
    size_t out_len;
    size_t out_cap;
    bool crlf;        /* answers end as their input line ended (the board); else '\n' */
    bool failed;      /* the run must end with an error ... */
    char error[160];  /* ... this line, `nimbox: line N: ...` and its line end (as an answer's) */
    uint32_t longest; /* the most piles a case of the run held */
    size_t used;      /* input bytes the run reads (it stops after its end or its error) */
} judge_model_t;

/* The problem ids in the console's order (`help` lists them so). */
extern const char *const judge_model_ids[JUDGE_MODEL_PROBLEMS];

/* Runs problem `id` (0 .. JUDGE_MODEL_PROBLEMS-1) on n bytes of input and then the end of
 * input; crlf: answer line ends as the board writes them. */
void judge_model_run(judge_model_t *m, unsigned id, const uint8_t *in, size_t n, bool crlf);

void judge_model_free(judge_model_t *m);

#endif
