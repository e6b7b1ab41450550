/* board_tag.c - names the board in the firmware ELF, for the simulator: a section
 * ".nimbox.board" holding BOARD_NAME (board.h) as a C string. The section is not loaded
 * (no "a" flag), so it costs no flash and stays out of the .hex; nimbox-sim reads it to wire
 * the right parts (sim/board_tag.c). */
#include "board.h"

__asm__(".pushsection .nimbox.board,\"\",@progbits\n\t"
        ".asciz \"" BOARD_NAME "\"\n\t"
        ".popsection");
