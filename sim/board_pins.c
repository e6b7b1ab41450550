/* board_pins.c - the boards the simulator knows, by name (each one's pins: board_pins_*.c). */
#include "board_pins.h"

#include <string.h>

#include "board_tag.h"

extern const board_pins_t board_pins_uno_lcd;
extern const board_pins_t board_pins_nano_tm1638;

/* One line a board; the first is the default. */
static const board_pins_t *const board_pins_all[] = {
    &board_pins_uno_lcd,
    &board_pins_nano_tm1638,
};
#define BOARD_PINS_COUNT (sizeof board_pins_all / sizeof board_pins_all[0])

const board_pins_t *board_pins_find(const char *name)
{
    for (size_t i = 0; i < BOARD_PINS_COUNT; i++)
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
        for (size_t i = 0; i < BOARD_PINS_COUNT; i++) {
            const char *name = board_pins_all[i]->name;
            if (strlen(name) == (size_t)(end - start) && memcmp(name, start, end - start) == 0)
                return board_pins_all[i];
        }
    }
    return board_pins_all[0];
}

const char *board_pins_names(void)
{
    static char names[128];
    if (names[0] == '\0') {
        for (size_t i = 0; i < BOARD_PINS_COUNT; i++) {
            if (i)
                strncat(names, " ", sizeof names - strlen(names) - 1);
            strncat(names, board_pins_all[i]->name, sizeof names - strlen(names) - 1);
        }
    }
    return names;
}
