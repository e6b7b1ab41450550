# board.mk (nano-tm1638) - this board's build settings, read by the Makefile when
# BOARD=nano-tm1638 (`make test` runs a make for every board).
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts; tm1638 is the LED&KEY module.
BOARD_PARTS := tm1638
# 32 KB less the old 2 KB bootloader most Nanos carry, which talks at 57600 baud; a Nano with
# the new Optiboot at 115200: make flash BOARD=nano-tm1638 AVRDUDE_BAUD=115200
BOARD_FLASH_MAX := 30720
BOARD_AVRDUDE_BAUD := 57600
# the CH340 / FT232 USB serial of most Nanos
BOARD_PORT := /dev/ttyUSB0
# The game firmware for this board needs the app's screens seen on eight digits; until then
# `make firmware` stops with this reason and `make play` runs the demo below instead. Delete
# these two lines when the view lands: the board's firmware then joins `make test`.
BOARD_FIRMWARE_MISSING := its 7-segment view and the HAL glue for its display and keys (issue 18, second half)
BOARD_PLAY_STANDIN = $(TM1638_DEMO_ELF)
# Built by `make test` beside the firmware (tests/sim/tm1638/tm1638_demo.mk).
BOARD_TEST_BUILDS := tm1638-demo
