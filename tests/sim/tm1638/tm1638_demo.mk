# tm1638_demo.mk - builds the TM1638 demo firmware (tm1638_demo.c: the driver alone on the
# nano-tm1638 board) for the simulator's TM1638 tests, whatever BOARD is; the _fast build drops
# the driver's waits (TM1638_TEST_FAST_BUS) so the tests can see the model count violations.
# Included by the Makefile; `make tm1638-demo`.
TM1638_DEMO_DIR := $(BUILD)/nano-tm1638/test-fw
TM1638_DEMO_ELF := $(TM1638_DEMO_DIR)/tm1638_demo.elf
TM1638_DEMO_FAST_ELF := $(TM1638_DEMO_DIR)/tm1638_demo_fast.elf
TM1638_DEMO_SRC := tests/sim/tm1638/tm1638_demo.c hal/avr/tm1638/tm1638.c hal/avr/board_tag.c
TM1638_DEMO_DEPS := $(TM1638_DEMO_SRC) hal/avr/tm1638/tm1638.h hal/avr/tm1638/tm1638_bus.h \
	board/nano-tm1638/board.h tests/sim/tm1638/tm1638_demo.mk
TM1638_DEMO_CFLAGS = $(WARN) $(AVR_OPT) -g -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Ihal -Ihal/avr \
	-Ihal/avr/tm1638 -Iboard/nano-tm1638 -ffunction-sections -fdata-sections $(AVR_LDFLAGS)

.PHONY: tm1638-demo
tm1638-demo: $(TM1638_DEMO_ELF) $(TM1638_DEMO_FAST_ELF)

$(TM1638_DEMO_ELF): $(TM1638_DEMO_DEPS)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(TM1638_DEMO_CFLAGS) -o $@ $(TM1638_DEMO_SRC)

$(TM1638_DEMO_FAST_ELF): $(TM1638_DEMO_DEPS)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(TM1638_DEMO_CFLAGS) -DTM1638_TEST_FAST_BUS -o $@ $(TM1638_DEMO_SRC)
