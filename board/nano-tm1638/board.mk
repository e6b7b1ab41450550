# board.mk (nano-tm1638) - this board's build settings, read by the Makefile when
# BOARD=nano-tm1638 (`make test` runs a make for every board).
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts; tm1638 is the LED&KEY module:
# its driver, the display HAL on it (hal_seg7.h) and the eight keys (hal_buttons.h, mapped by
# this folder's key_map.c).
BOARD_PARTS := tm1638
# BOARD_VIEW: the view of its display (firmware/view/seg7/: eight digits and eight LEDs).
BOARD_VIEW := seg7
# 32 KB less the old 2 KB bootloader most Nanos carry, which talks at 57600 baud; a Nano with
# the new Optiboot at 115200: make flash BOARD=nano-tm1638 AVRDUDE_BAUD=115200
BOARD_FLASH_MAX := 30720
BOARD_AVRDUDE_BAUD := 57600
# the CH340 / FT232 USB serial of most Nanos
BOARD_PORT := /dev/ttyUSB0
# Built by `make test` beside the firmware (tests/sim/tm1638/tm1638_demo.mk).
BOARD_TEST_BUILDS := tm1638-demo
