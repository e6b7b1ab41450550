# board.mk (uno-lcd) - this board's build settings, read by the Makefile for every build
# (each name ends in .uno-lcd, so every board's settings can be loaded at once).
# 32 KB less the Uno's 512-byte Optiboot
BOARD_FLASH_MAX.uno-lcd := 32256
BOARD_AVRDUDE_BAUD.uno-lcd := 115200
BOARD_PORT.uno-lcd := /dev/ttyACM0
# hal/avr/ sources only this board builds (the others leave them out).
BOARD_HAL_SRC.uno-lcd := hal/avr/hd44780.c
