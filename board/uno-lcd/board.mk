# board.mk (uno-lcd) - this board's build settings, read by the Makefile when BOARD=uno-lcd.
# The application flash the Uno's 512-byte Optiboot leaves, and avrdude's speed for it.
BOARD_FLASH_MAX := 32256
BOARD_AVRDUDE_BAUD := 115200
BOARD_PORT := /dev/ttyACM0
