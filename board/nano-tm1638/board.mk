# board.mk (nano-tm1638) - this board's build settings, read by the Makefile when
# BOARD=nano-tm1638 (`make test` runs a make for every board).
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts; tm1638 is the LED&KEY module:
# its driver, the display HAL on it (hal_seg7.h) and the eight keys (hal_buttons.h, mapped by
# this folder's key_map.c).
BOARD_PARTS := tm1638
# BOARD_VIEW: the view of its display (firmware/view/seg7/: eight digits and eight LEDs).
BOARD_VIEW := seg7
# BOOTLOADER: the one this Nano carries (make flash BOARD=nano-tm1638 BOOTLOADER=optiboot):
# old, ATmegaBOOT at 57600 baud (most Nanos and clones), or optiboot, at 115200 (the newer
# ones). Both sit in the 2 KB boot section its fuses set (high fuse 0xDA, Arduino's
# boards.txt), so the firmware has 30720 bytes either way.
BOARD_BOOTLOADERS := old optiboot
BOOTLOADER ?= old
ifeq ($(BOOTLOADER),old)
BOARD_AVRDUDE_BAUD := 57600
BOARD_BOOTLOADER_HEX := atmega/ATmegaBOOT_168_atmega328.hex
else ifeq ($(BOOTLOADER),optiboot)
BOARD_AVRDUDE_BAUD := 115200
BOARD_BOOTLOADER_HEX := optiboot/optiboot_atmega328.hex
else
$(error BOOTLOADER=$(BOOTLOADER): a Nano carries the old bootloader (old, 57600 baud) or Optiboot (optiboot, 115200))
endif
BOARD_FLASH_MAX := 30720
# the CH340 / FT232 USB serial of most Nanos
BOARD_PORT := /dev/ttyUSB0
# Built by `make test` beside the firmware (tests/sim/tm1638/tm1638_demo.mk).
BOARD_TEST_BUILDS := tm1638-demo
