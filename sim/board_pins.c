/* board_pins.c - the boards the simulator knows, by name: each board_pins_<name>.c adds its
 * own (BOARD_PINS_ADD), so this file names none. Kept sorted by name, so that messages list
 * them the same way whatever order the program's files were linked in. */
#include "board_pins.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board_tag.h"

#define BOARD_PINS_MAX 16

static const board_pins_t *board_pins_all[BOARD_PINS_MAX];
static size_t board_pins_count;

void board_pins_add(const board_pins_t *board)
{
    if (board_pins_count == BOARD_PINS_MAX || board_pins_find(board->name) != NULL) {
        fprintf(stderr, "nimbox-sim: board '%s' added twice, or more than %d boards\n",
                board->name, BOARD_PINS_MAX);
        abort();
    }
    size_t i = board_pins_count++;
    for (; i > 0 && strcmp(board_pins_all[i - 1]->name, board->name) > 0; i--)
        board_pins_all[i] = board_pins_all[i - 1];
    board_pins_all[i] = board;
}

const board_pins_t *board_pins_find(const char *name)
{
    for (size_t i = 0; i < board_pins_count; i++)
        if (strcmp(board_pins_all[i]->name, name) == 0)
            return board_pins_all[i];
    return NULL;
}

const board_pins_t *board_pins_for_elf(const char *elf_path)
{
    char tag[32];
    if (board_tag_read(elf_path, tag, sizeof tag))
        return board_pins_find(tag);
    /* build/<name>/nimbox.elf: the folder the ELF is in */
    const char *end = strrchr(elf_path, '/');
    if (end != NULL) {
        const char *start = end;
        while (start > elf_path && start[-1] != '/')
            start--;
        for (size_t i = 0; i < board_pins_count; i++) {
            const char *name = board_pins_all[i]->name;
            if (strlen(name) == (size_t)(end - start) && memcmp(name, start, end - start) == 0)
                return board_pins_all[i];
        }
    }
    return board_pins_find(BOARD_PINS_DEFAULT);
}

const char *board_pins_names(void)
{
    static char names[BOARD_PINS_MAX * 24];
    if (names[0] == '\0') {
        for (size_t i = 0; i < board_pins_count; i++) {
            if (i)
                strncat(names, " ", sizeof names - strlen(names) - 1);
            strncat(names, board_pins_all[i]->name, sizeof names - strlen(names) - 1);
        }
    }
    return names;
}
