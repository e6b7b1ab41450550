# board.mk (bare-txt8) - this board's build settings, read by the Makefile when
# BOARD=bare-txt8 (`make test` runs a make for every board).
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts: txt8 is the display (one row
# of eight characters, hal_txt8.h), pin_keys the three keys on port pins (hal_buttons.h, their
# meaning by this folder's three_keys.c).
BOARD_PARTS := txt8 pin_keys
# BOARD_VIEW: the view of its display (firmware/view/line8/: one row of eight characters).
BOARD_VIEW := line8
# No bootloader: the chip is programmed over ISP and the firmware has all 32 KB.
BOARD_FLASH_MAX := 32768
# (make flash talks to a bootloader, which this board has none of: see README.md, "Flashing")
BOARD_AVRDUDE_BAUD := 115200
BOARD_PORT := /dev/ttyUSB0
