# board.mk (uno-lcd) - this board's build settings, read by the Makefile when BOARD=uno-lcd.
# The application flash the Uno's 512-byte Optiboot leaves, and avrdude's speed for it
# (BOOTLOADER: the Uno ships with Optiboot only).
BOARD_BOOTLOADERS := optiboot
BOOTLOADER ?= optiboot
ifneq ($(BOOTLOADER),optiboot)
$(error BOOTLOADER=$(BOOTLOADER): an Uno carries Optiboot (optiboot))
endif
BOARD_BOOTLOADER_HEX := optiboot/optiboot_atmega328.hex
BOARD_FLASH_MAX := 32256
BOARD_AVRDUDE_BAUD := 115200
BOARD_PORT := /dev/ttyACM0
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts; lcd_keypad is the LCD Keypad
# Shield: the HD44780 16x2 display (hal_display.h) and the five keys on one ADC ladder
# (hal_buttons.h, decoded by this folder's button_decoder.c).
BOARD_PARTS := lcd_keypad
# BOARD_VIEW: the view of its display (firmware/view/lcd/: the 16x2 layout, view.h).
BOARD_VIEW := lcd
