/* board_tag.h - which board a firmware ELF was built for: the ".nimbox.board" section that
 * hal/avr/board_tag.c puts in every firmware (a C string, BOARD_NAME of board/<name>/board.h;
 * not loaded, so it costs no flash). */
#ifndef SIM_BOARD_TAG_H
#define SIM_BOARD_TAG_H

#include <stdbool.h>
#include <stddef.h>

/* Copies the board name of the ELF at path into name (size bytes); false when the file has
 * no such section (an older firmware, a bench build) or cannot be read. */
bool board_tag_read(const char *path, char *name, size_t size);

#endif
