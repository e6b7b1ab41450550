# board.mk (uno-lcd) - what this board's firmware is built from beside the common code.
# BOARD_PARTS: folders of hal/avr/ with the drivers of its parts; lcd_keypad is the LCD Keypad
# Shield: the HD44780 16x2 display (hal_display.h) and the five keys on one ADC ladder
# (hal_buttons.h, decoded by this folder's button_decoder.c).
BOARD_PARTS := lcd_keypad
# BOARD_VIEW: the view of its display (firmware/view/lcd/: the 16x2 layout, view.h).
BOARD_VIEW := lcd
