/* play.h - the game-play engine, generic over the take-away games: whose turn it is, legal
 * moves, applying them, the end and its winner, the computer's move at each level, the hint
 * and undo. Pure logic (no HAL): the screens in app_play.c and the tests drive it.
 *
 * A position is up to PLAY_MAX_PILES piles and an optional take limit; a move takes 1 or more
 * from one pile (at most `limit` when limit != 0) or, in games with PLAY_F_BOTH, the same from
 * every pile (move.pile == piles). A game's move rule (play_game_t.rule) may allow only some
 * amounts: Powers of 2 only 2^i, Euclid only multiples of the smaller number, from the larger.
 * Nim is
 * piles with no limit, Bash one pile with limit m. A game supplies its solver and rule through
 * play_game_t; everything else is here. The game is over when the player to move has no
 * legal move (every pile empty; Euclid: a 0): in normal play the player who made the last
 * move wins, in misere play he loses.
 *
 * Levels: Perfect plays the solver's winning move whenever there is one and a stalling move
 * otherwise: the least legal amount from a largest pile, which is the solvers' stalling move
 * in every game (take 1; Euclid: the smaller number once). Easy and Medium play a random
 * legal move instead of that move PLAY_EASY_MISTAKES / PLAY_MEDIUM_MISTAKES times in 8 (using
 * the caller's rng). */
#ifndef PLAY_H
#define PLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "play_mode.h"
#include "reason.h"
#include "rng.h"

#define PLAY_MAX_PILES 6u

/* The computer's levels (play_t.level): how often it plays a random move instead of the best. */
typedef enum { LEVEL_EASY = 0, LEVEL_MEDIUM, LEVEL_PERFECT, LEVEL_COUNT } level_t;
#define PLAY_EASY_MISTAKES 4u   /* of 8 moves */
#define PLAY_MEDIUM_MISTAKES 2u /* of 8 moves */

typedef struct {
    union {
        uint32_t pile[PLAY_MAX_PILES]; /* PLAY_KIND_PILES: the piles */
        struct {                       /* PLAY_KIND_RING */
            uint32_t n;                /* coins in the circle (the size, pile[0]) */
            uint32_t coins;            /* bit i set while coin i is there */
        } ring;
        struct {                       /* PLAY_KIND_BOARD */
            uint32_t n;                /* the board is n x n (the size, pile[0]) */
            uint32_t at;               /* the token's square, row * n + column */
            uint32_t visited[2];       /* bit s (of 64) set once square s was visited */
        } board;
    };
    uint32_t limit; /* most that can be taken in one move; 0 = no limit */
    uint8_t piles;  /* piles in use, 1..PLAY_MAX_PILES (1 for a ring or a board) */
} play_pos_t;
_Static_assert(sizeof(((play_pos_t *)0)->board) <= sizeof(((play_pos_t *)0)->pile),
               "a board's state fits in the piles' room");

typedef struct {
    uint32_t take;
    uint8_t pile;
    /* PLAY_F_SPREAD games (New Stone): stones of pile `pile`'s rest moved onto pile j */
    uint32_t add[PLAY_MAX_PILES];
} play_move_t;

/* play_game_t.flags */
#define PLAY_F_BOTH 1u     /* a move may take the same from every pile (Wythoff) */
#define PLAY_F_NORMAL 2u   /* normal play only: the Misere setting does not apply */
#define PLAY_F_POSITIVE 4u /* piles are 1 or more (the editor's least value) */
#define PLAY_F_SPREAD 8u   /* after taking, part of the pile's rest may go onto other non-empty
                            * piles (move.add[]; New Stone) */
#define PLAY_F_NUMBERS 16u /* the piles are numbers (Euclid): the editor names them so */

/* play_game_t.rule: the amounts a move may take (play_next_take; within the pile always) */
#define PLAY_RULE_ANY 0u      /* any amount */
#define PLAY_RULE_POW2 1u     /* powers of two only */
#define PLAY_RULE_MULTIPLE 2u /* multiples of the other number of two, from the larger (or an
                               * equal) one only (Euclid) */

/* play_game_t.kind: what a position is. PLAY_KIND_PILES: pile[0..piles-1], a choice is a
 * pile. The others keep the size the player set (editor, random) in pile[0] (their `n`) and
 * their state in their named fields (set by the game's `setup`), with piles = 1:
 * PLAY_KIND_RING: pos.ring, limit = most coins in one move; a choice is the first coin of a
 *   move, clockwise.
 * PLAY_KIND_BOARD: pos.board; a choice is a direction (PLAY_DIR_*), a move always takes 1. */
#define PLAY_KIND_PILES 0u
#define PLAY_KIND_RING 1u
#define PLAY_KIND_BOARD 2u
#define PLAY_DIR_UP 0u /* the board's directions, as in board_walk.c */
#define PLAY_DIR_LEFT 1u
#define PLAY_DIR_RIGHT 2u
#define PLAY_DIR_DOWN 3u

/* What a game adds to the engine; one const table per game, kept in flash. */
typedef struct {
    /* The game's answer for the player to move: a winning move into *out (empty before),
     * false when the position is lost (*out then empty or the game's own stalling move); and,
     * when why is not NULL, why it is won or lost into *why (reason.h: its kind and numbers;
     * play_why sets its verdict, the return value). One routine a game, so that the move and
     * the reason read the position once. */
    bool (*solve)(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why);
    uint8_t rule;         /* PLAY_RULE_*: the amounts a move may take */
    uint8_t flags;        /* PLAY_F_* */
    uint8_t min_piles;   /* the editor's range of pile counts */
    uint8_t max_piles;
    uint8_t rand_piles;  /* a random position: rand_piles + rng_below(rand_piles_span) piles */
    uint8_t rand_piles_span;
    uint8_t rand_min;    /* ... each of rand_min + rng_below(rand_span) stones */
    uint8_t rand_span;
    uint8_t limit_min;   /* random take limit (0 and 0: no limit) */
    uint8_t limit_span;
    uint8_t preset_n;    /* a preset position: one pile of preset_n, limit preset_limit */
    uint8_t preset_limit; /* (0, 0: none) */
    uint8_t kind;         /* PLAY_KIND_* */
    uint8_t size_max;     /* the editor's and random's largest pile[0] (0: 4294967295) */
    /* Non-pile games (NULL for piles): how much choice i allows (0: no move there; a move
     * takes 1..that, within the limit), applying a legal move, and making the state from
     * the size in pile[0] (after a random position, an edit, a preset). */
    uint32_t (*size)(const play_pos_t *p, uint8_t choice);
    void (*apply)(play_pos_t *p, const play_move_t *m);
    void (*setup)(play_pos_t *p);
} play_game_t;

typedef enum {
    PLAY_OK = 0,
    PLAY_BAD_EMPTY, /* the pile is empty */
    PLAY_BAD_ZERO,  /* takes nothing */
    PLAY_BAD_MORE,  /* more than the pile holds */
    PLAY_BAD_LIMIT, /* more than the limit */
    PLAY_BAD_PILE,  /* the rule allows no move from this pile (Euclid: the smaller number) */
    PLAY_BAD_RULE,  /* an amount the rule does not allow (not 2^i, not a multiple) */
    PLAY_BAD_SPREAD /* stones moved onto an empty pile, the pile itself, or too many */
} play_check_t;

typedef enum { PLAY_P1 = 0, PLAY_P2 = 1, PLAY_NOBODY = 2 } play_player_t;

/* The undo log: for every move played, both players', oldest first, what it changed in the
 * position: a pair of bytes per byte of play_pos_t it changed, that byte's offset (bit 7 set
 * on a move's first pair) and the old byte XOR the new. Undo XORs a move's pairs back, newest
 * first. A move of a pile game whose piles stay below 256 takes 2 bytes (Wythoff's "both" 4,
 * a board walk step 4); the largest move (New Stone, six piles of 4294967295) takes 48, so
 * any one move fits. When a move does not fit, the oldest moves are forgotten: undo goes back
 * as far as the log reaches (a real game's moves fit: see the README). The log is a ring
 * (log_start: where its oldest byte is): forgetting a move moves no byte, so a saved game
 * changes in a few bytes a move (the box record's journal, persist.h), not all of them. */
#define PLAY_LOG_BYTES 48u
#define PLAY_LOG_FIRST 0x80u

typedef struct {
    play_game_t game;  /* a RAM copy of the game's table */
    play_pos_t pos;
    uint8_t mode;      /* play_mode_t */
    uint8_t level;     /* level_t */
    uint8_t vs_cpu;    /* 1: player 2 is the computer; 0: two people, the box referees */
    uint8_t first;     /* play_player_t who moves first */
    uint8_t turn;      /* play_player_t to move */
    uint8_t log_len;   /* bytes of `log` in use */
    uint8_t winner;    /* PLAY_NOBODY while the game goes on */
    uint8_t count_up;  /* 1: the game is the preset position, told as a running total that
                        * counts up to game.preset_n (count to 100: the total is preset_n
                        * less the pile, a move adds); always normal play (play_start):
                        * whoever says 100 wins */
    uint8_t log[PLAY_LOG_BYTES]; /* a ring: byte i (0: the oldest) at (log_start + i) mod its size */
    uint8_t log_start; /* last: a saved game of before it reads as 0 (save_game.h) */
} play_t;
_Static_assert(sizeof(play_pos_t) < PLAY_LOG_FIRST && PLAY_LOG_BYTES >= 2u * 4u * PLAY_MAX_PILES,
               "an offset fits beside the first-pair mark; the largest move fits the log");

/* Copies the game's flash table in; defaults: vs the computer, player 1 first, normal play. */
void play_init(play_t *p, const play_game_t *flash_game);

/* A random position for the game. */
void play_random(play_t *p, rng_t *r);

/* Makes the state of a non-pile game from its size (pile[0]); nothing for piles. */
void play_setup(play_t *p);

/* Starts the game on the current position with `first` to move (it may be over at once);
 * PLAY_F_NORMAL games and count to 100 switch to normal play. */
void play_start(play_t *p);

/* Whether the player to move has a legal move (none: the game is over; at the start, a
 * position with no move at all). */
bool play_can_move(const play_t *p);

/* Whether move m is legal in the current position. */
play_check_t play_check(const play_t *p, const play_move_t *m);

/* How much choice `pile` allows: the pile's size (== piles: the smallest pile, for a move
 * from every pile), or the game's size hook. */
uint32_t play_size(const play_t *p, uint8_t pile);

/* The most a move from choice `pile` may take: its size, and no more than the take limit. */
uint32_t play_most(const play_t *p, uint8_t pile);

/* The least amount above `after` that the game's rule allows from pile `pile` and that the
 * pile holds (the limit aside), 0 when there is none; after = 0 gives the least move. */
uint32_t play_next_take(const play_t *p, uint8_t pile, uint32_t after);

/* A board's square sq (row * n + column) has been visited (PLAY_KIND_BOARD). */
bool play_board_visited(const play_pos_t *pos, uint8_t sq);

/* Marks a board's square sq visited. */
void play_board_visit(play_pos_t *pos, uint8_t sq);

/* The number of choices: the piles, and "every pile" in PLAY_F_BOTH games; the coins of a
 * ring; the four directions of a board. */
uint8_t play_choices(const play_t *p);

/* What move m takes from its pile: the amount taken and the stones moved on (New Stone). */
uint32_t play_move_loss(const play_move_t *m);

/* A pile game's position after move m (taken, and moved on; from every pile when m->pile is
 * pos->piles), applied to *pos. */
void play_pos_move(play_pos_t *pos, const play_move_t *m);

/* Plays a legal move for the player to move; ends the game or passes the turn. */
void play_apply(play_t *p, const play_move_t *m);

/* True when the player to move is a person. */
bool play_human_turn(const play_t *p);

/* The computer's move for the current position at p->level (always legal). */
void play_computer_move(const play_t *p, rng_t *r, play_move_t *out);

/* A winning move for the player to move; false ("no winning move") when there is none. */
bool play_hint(const play_t *p, play_move_t *out);

/* Why the current position is won or lost for the player to move: the verdict (out->wins)
 * is the game's winning move's, one verdict for the hint, the computer and the Why. */
void play_why(const play_t *p, reason_t *out);

/* Takes back the last human move and the computer's answer (against the computer) or the
 * last move (two people); called again, it goes on back to the start of the game (or as far
 * as the undo log reaches). False when there is nothing to undo, or the game is over. */
bool play_undo(play_t *p);

/* The moves the undo log holds: every move of the game as it stands (undone moves are gone),
 * unless a single move took more than half the log (New Stone spreading onto piles of
 * millions): then the last ones only, at least one. */
uint8_t play_moves(play_t *p);

/* The coach's verdict on a move (play_coach): what the position before it was for its mover
 * and what the move made of it. */
typedef enum {
    PLAY_COACH_LOST = 0, /* the mover had no winning move: nothing to say unless asked */
    PLAY_COACH_KEPT,     /* the mover had a winning move and played one: the opponent is lost
                          * (or the game won) */
    PLAY_COACH_THREW,    /* the mover had a winning move and played another: the opponent can
                          * win now (or the game is lost, misere) */
    PLAY_COACH_WON       /* the move won the game (the end says so) */
} play_coach_t;

/* The verdict on move m (legal) of the person to move in p (play_human_turn), before it is
 * played: the game's
 * solver on the position, and on the position the move leaves (the move is played on p and
 * taken back: p is left as it was, but for the oldest moves of its undo log when the move
 * needed their room, as playing it would). A winning move of the position (when it is not
 * PLAY_COACH_LOST) is the hint's (play_hint). */
play_coach_t play_coach(play_t *p, const play_move_t *m);

/* Whether the undo log is one the engine could have written: whole pairs within its bytes
 * (log_len, log_start in range), each of a byte of the position, the oldest a move's first
 * (a state loaded from outside, save_game.c: undo then stays in bounds). */
bool play_log_ok(play_t *p);

#endif
