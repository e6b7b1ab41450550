# board.mk (bare-txt8) - this board's build settings, read by the Makefile when
# BOARD=bare-txt8 (`make test` runs a make for every board).
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts: txt8 is the display (one row
# of eight characters, hal_txt8.h), pin_keys the three keys on port pins (hal_buttons.h, their
# meaning by this folder's three_keys.c).
BOARD_PARTS := txt8 pin_keys
# BOARD_VIEW: the view of its display (firmware/view/line8/: one row of eight characters).
BOARD_VIEW := line8
# No bootloader (BOOTLOADER none; high fuse 0xD9 in board.h: no boot section, every reset at
# 0x0000): the chip is programmed over ISP and the firmware has all 32 KB. make flash, which
# talks to a bootloader, says so and how (README.md, "Flashing").
BOARD_BOOTLOADERS := none
BOOTLOADER ?= none
ifneq ($(BOOTLOADER),none)
$(error BOOTLOADER=$(BOOTLOADER): this board has no bootloader (none): it is programmed over ISP)
endif
BOARD_FLASH_MAX := 32768
# the USB-serial cable's port (the serial console)
BOARD_PORT := /dev/ttyUSB0
