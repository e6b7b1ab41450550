/* sim_part.c - the list of part models and the parts of the board being simulated
 * (sim_part.h). */
#include "sim_part.h"

#include <stdlib.h>
#include <string.h>

#define SIM_PART_MODELS 16
#define SIM_PARTS 4

static const sim_part_model_t *sim_part_models[SIM_PART_MODELS];
static size_t sim_part_model_count;

static const sim_part_model_t *sim_parts[SIM_PARTS];
static size_t sim_part_count;

static const sim_part_model_t *sim_part_model_find(const char *name)
{
    for (size_t i = 0; i < sim_part_model_count; i++)
        if (strcmp(sim_part_models[i]->name, name) == 0)
            return sim_part_models[i];
    return NULL;
}

void sim_part_model_add(const sim_part_model_t *model)
{
    if (sim_part_model_count == SIM_PART_MODELS || sim_part_model_find(model->name) != NULL) {
        fprintf(stderr, "nimbox-sim: part model '%s' added twice, or more than %d models\n",
                model->name, SIM_PART_MODELS);
        abort();
    }
    sim_part_models[sim_part_model_count++] = model;
}

bool sim_parts_attach(avr_t *avr, const board_pins_t *board)
{
    sim_part_count = 0;
    for (const board_part_t *p = board->parts; p != NULL && p->model != NULL; p++) {
        const sim_part_model_t *m = sim_part_model_find(p->model);
        if (m == NULL) {
            fprintf(stderr, "nimbox-sim: board %s has a part '%s' the simulator has no model "
                            "for\n", board->name, p->model);
            return false;
        }
        if (sim_part_count == SIM_PARTS) {
            fprintf(stderr, "nimbox-sim: board %s has more than %d parts\n", board->name,
                    SIM_PARTS);
            return false;
        }
        for (size_t i = 0; i < sim_part_count; i++) {
            if (sim_parts[i] == m) {
                fprintf(stderr, "nimbox-sim: board %s has two '%s' parts (a model has one)\n",
                        board->name, m->name);
                return false;
            }
        }
        if (!m->attach(avr, p))
            return false;
        sim_parts[sim_part_count++] = m;
    }
    return true;
}

void sim_parts_power_on(void)
{
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->power_on)
            sim_parts[i]->power_on();
}

void sim_parts_mcu_started(void)
{
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->mcu_started)
            sim_parts[i]->mcu_started();
}

const sim_part_model_t *sim_parts_display(void)
{
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->text)
            return sim_parts[i];
    return NULL;
}

const sim_part_model_t *sim_parts_keys(void)
{
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->key_count && sim_parts[i]->key_count() > 0)
            return sim_parts[i];
    return NULL;
}

uint32_t sim_parts_problems(void)
{
    uint32_t n = 0;
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->problems)
            n += sim_parts[i]->problems();
    return n;
}

void sim_parts_summary(FILE *f, const char *prefix)
{
    for (size_t i = 0; i < sim_part_count; i++)
        if (sim_parts[i]->summary)
            sim_parts[i]->summary(f, prefix);
}
