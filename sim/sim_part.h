/* sim_part.h - a part of a board (a display, keys) as the simulator's core reaches it: through
 * the hooks of its model, never by name. A model file (one per kind of part) fills a
 * sim_part_model_t and adds it to the list of models (SIM_PART_MODEL); a board names the
 * models of its parts and their pins (board_pins.h: board_part_t). The core then wires them
 * at board_open, tells them of every power-up and MCU start (board.c), presses their keys
 * (board_keys.c, term_keys.c), and shows and checks their display (script_mode.c: the
 * display steps; tty_mode.c). A new kind of part is its model file, a new board its
 * board_pins_<name>.c: no file of the core changes for either.
 *
 * A model keeps one instance (a board has at most one part of each model). Every hook but
 * name and attach may be NULL: a part that is not a display has no text, one without keys
 * no key_count. At most one part of a board is its display and one its keys (the first
 * that has them). */
#ifndef SIM_SIM_PART_H
#define SIM_SIM_PART_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "board_pins.h"
#include "sim_avr.h"

typedef struct {
    const char *name; /* what boards call it (board_part_t.model) */
    /* Wires the part to the board's pins (part->pin[0..], in the order the model's header
     * gives; part->names, if the model takes them), in its power-up state; false (after a
     * message on stderr) when they do not suit it. */
    bool (*attach)(avr_t *avr, const board_part_t *part);
    /* The board's power came back: the part's power-up state again. */
    void (*power_on)(void);
    /* The MCU (re)started (power-on, reset, watchdog): its pins are inputs again. */
    void (*mcu_started)(void);

    /* A display: what a person reads on it now, as text (rows separated by '\n'; blank
     * while it is switched off), into out (size bytes, NUL-terminated). */
    void (*text)(char *out, size_t size);
    /* Draws it for a person (dump-display, a failed script, make play): lines after indent,
     * each ended by eol. */
    void (*draw)(FILE *f, const char *indent, const char *eol);
    /* Bumped at every change of what is visible (redraws). */
    uint32_t (*version)(void);

    /* Keys: how many (0: none), key k's name (parsed in any case), holding a set of them
     * (bit k: key k) from now until cycle release_at (UINT64_MAX: until the next call; the
     * model lets them go by itself, from the run loop: board_at), and the set held now. */
    int (*key_count)(void);
    const char *(*key_name)(int k);
    void (*keys)(uint32_t mask, uint64_t release_at);
    uint32_t (*keys_held)(void);

    /* Problems met so far (bus timing, protocol: what the firmware did wrong), and a line
     * after prefix saying what the part saw (counts, the first problem) for the summary of
     * a script run; both may be NULL. */
    uint32_t (*problems)(void);
    void (*summary)(FILE *f, const char *prefix);
} sim_part_model_t;

/* Adds a model to the list (SIM_PART_MODEL does, before main). */
void sim_part_model_add(const sim_part_model_t *model);

/* In a model file: adds its sim_part_model_t when the program starts. */
#define SIM_PART_MODEL(model)                                                                  \
    __attribute__((constructor)) static void sim_part_model_add_##model(void)                  \
    {                                                                                          \
        sim_part_model_add(&model);                                                            \
    }

/* Wires the board's parts (board->parts) to the core; false (after a message) when one names
 * a model that does not exist or does not suit its pins. */
bool sim_parts_attach(avr_t *avr, const board_pins_t *board);

/* Every part's power_on, mcu_started. */
void sim_parts_power_on(void);
void sim_parts_mcu_started(void);

/* The board's display and its keys among these parts (NULL: none). */
const sim_part_model_t *sim_parts_display(void);
const sim_part_model_t *sim_parts_keys(void);

/* The problems of every part so far, and each part's summary line (after prefix). */
uint32_t sim_parts_problems(void);
void sim_parts_summary(FILE *f, const char *prefix);

#endif
