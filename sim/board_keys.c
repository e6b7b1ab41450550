/* board_keys.c - board_keys.h over the shield's keypad, the TM1638 model, or the keys of a
 * part the board names by its model (sim_part.h). */
#include "board_keys.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "board.h"
#include "keypad.h"
#include "sim_part.h"
#include "tm1638_model.h"

static const char *const board_keys_tm1638[TM1638_MODEL_KEYS] = {"S1", "S2", "S3", "S4",
                                                                 "S5", "S6", "S7", "S8"};

bool board_key_parse(const char *name, int *key)
{
    const sim_part_model_t *part = sim_parts_keys();
    if (part != NULL) {
        for (int k = 0; k < part->key_count(); k++) {
            if (strcasecmp(name, part->key_name(k)) == 0) {
                *key = k;
                return true;
            }
        }
        return false;
    }
    if (board_has_tm1638()) {
        uint8_t k;
        if (!tm1638_model_key_parse(name, &k))
            return false;
        *key = k;
        return true;
    }
    keypad_key_t k;
    if (!keypad_parse(name, &k))
        return false;
    *key = (int)k;
    return true;
}

const char *board_key_name(int key)
{
    const sim_part_model_t *part = sim_parts_keys();
    if (key < 0)
        return "NONE";
    if (part != NULL)
        return key < part->key_count() ? part->key_name(key) : "NONE";
    if (board_has_tm1638())
        return key < TM1638_MODEL_KEYS ? board_keys_tm1638[key] : "NONE";
    return keypad_name((keypad_key_t)key);
}

const char *board_key_names(void)
{
    static char names[128];
    const sim_part_model_t *part = sim_parts_keys();
    if (part == NULL)
        return board_has_tm1638() ? "S1 .. S8" : "RIGHT UP DOWN LEFT SELECT";
    names[0] = '\0';
    for (int k = 0; k < part->key_count(); k++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", k ? " " : "",
                 part->key_name(k));
    return names;
}

void board_key_press(int key, uint64_t release_at)
{
    const sim_part_model_t *part = sim_parts_keys();
    if (part != NULL && release_at == UINT64_MAX) /* key-down: a chord with those held */
        part->keys(part->keys_held() | (1u << key), release_at);
    else if (part != NULL)
        part->keys(1u << key, release_at);
    else if (board_has_tm1638() && release_at == UINT64_MAX) /* key-down: a chord with those held */
        tm1638_model_keys((uint8_t)(tm1638_model_keys_held() | (1u << key)), release_at);
    else if (board_has_tm1638())
        tm1638_model_keys((uint8_t)(1u << key), release_at);
    else
        keypad_press((keypad_key_t)key, release_at);
}

void board_key_release(void)
{
    const sim_part_model_t *part = sim_parts_keys();
    if (part != NULL)
        part->keys(0, UINT64_MAX);
    else if (board_has_tm1638())
        tm1638_model_keys(0, UINT64_MAX);
    else
        keypad_release();
}

int board_key_held(void)
{
    const sim_part_model_t *part = sim_parts_keys();
    if (part != NULL) {
        uint32_t held = part->keys_held();
        for (int k = 0; k < part->key_count(); k++)
            if (held & (1u << k))
                return k;
        return BOARD_KEY_NONE;
    }
    if (!board_has_tm1638()) {
        keypad_key_t k = keypad_held();
        return k == KEYPAD_NONE ? BOARD_KEY_NONE : (int)k;
    }
    uint8_t held = tm1638_model_keys_held();
    for (int k = 0; k < TM1638_MODEL_KEYS; k++)
        if (held & (1u << k))
            return k;
    return BOARD_KEY_NONE;
}
