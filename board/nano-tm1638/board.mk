# board.mk (nano-tm1638) - this board's build settings and extra builds, read by the Makefile
# for every build (each setting's name ends in .nano-tm1638, so every board's can be loaded at
# once, and `make test` builds what exists of this board whatever BOARD is).
# 32 KB less the old 2 KB bootloader of most Nanos
BOARD_FLASH_MAX.nano-tm1638 := 30720
# The old bootloader talks at 57600 baud; a Nano with the new Optiboot at 115200:
#   make flash BOARD=nano-tm1638 AVRDUDE_BAUD=115200
BOARD_AVRDUDE_BAUD.nano-tm1638 := 57600
# CH340 / FT232 USB serial of most Nanos
BOARD_PORT.nano-tm1638 := /dev/ttyUSB0
BOARD_HAL_SRC.nano-tm1638 := hal/avr/tm1638.c
# The game firmware for this board needs the app's display-neutral screens seen on eight
# digits; until then `make firmware` stops with this reason and `make play` runs the demo.
# Delete this line when the view lands: the board's firmware then joins `make test`.
BOARD_FIRMWARE_MISSING.nano-tm1638 := its 7-segment view and the HAL glue for its display and keys (issue 18, second half)
BOARD_PLAY_STANDIN.nano-tm1638 = $(TM1638_DEMO_ELF)
BOARD_TEST_BUILDS.nano-tm1638 := tm1638-demo

# ---- the TM1638 demo firmware (tests/sim/tm1638/tm1638_demo.c) ----
# The driver alone on this board, for the simulator's TM1638 tests; the _fast build drops the
# driver's waits (TM1638_TEST_FAST_BUS) so the tests can see the model count the violations.
TM1638_DEMO_DIR := $(BUILD)/nano-tm1638/test-fw
TM1638_DEMO_ELF := $(TM1638_DEMO_DIR)/tm1638_demo.elf
TM1638_DEMO_FAST_ELF := $(TM1638_DEMO_DIR)/tm1638_demo_fast.elf
TM1638_DEMO_SRC := tests/sim/tm1638/tm1638_demo.c hal/avr/tm1638.c hal/avr/board_tag.c
TM1638_DEMO_DEPS := $(TM1638_DEMO_SRC) hal/avr/tm1638.h hal/avr/tm1638_bus.h \
	board/nano-tm1638/board.h board/nano-tm1638/board.mk
TM1638_DEMO_CFLAGS = $(WARN) $(AVR_OPT) -g -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Ihal -Ihal/avr \
	-Iboard/nano-tm1638 -ffunction-sections -fdata-sections $(AVR_LDFLAGS)

.PHONY: tm1638-demo
tm1638-demo: $(TM1638_DEMO_ELF) $(TM1638_DEMO_FAST_ELF)

$(TM1638_DEMO_ELF): $(TM1638_DEMO_DEPS)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(TM1638_DEMO_CFLAGS) -o $@ $(TM1638_DEMO_SRC)

$(TM1638_DEMO_FAST_ELF): $(TM1638_DEMO_DEPS)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(TM1638_DEMO_CFLAGS) -DTM1638_TEST_FAST_BUS -o $@ $(TM1638_DEMO_SRC)

# ---- the driver's host unit test: hal/avr/tm1638.c on the recording bus twin ----
$(HOST_DIR)/tests/test_tm1638: $(HOST_DIR)/obj/tests/unit/test_tm1638.o \
		$(HOST_DIR)/obj/hal/avr/tm1638.o $(UNIT_SUPPORT_OBJ) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka
