# Makefile - NimBox: host tool and unit tests, AVR firmware per board, simavr virtual board.
# `make help` lists the targets and variables. Outputs go under build/<host|board|sim>/.

BOARD ?= uno-lcd
MCU ?= atmega328p
F_CPU ?= 16000000UL
# Per board (board/<name>/board.mk): serial port, the bootloader it carries (BOOTLOADER, where a
# board ships with more than one; none: a chip programmed over ISP, which make flash does not
# do: it says how), avrdude's baud rate for it, and the application flash it leaves; the
# bootloaders themselves come from Debian's arduino-core-avr (the simulator's chip,
# tests/flash/).
PORT ?= $(BOARD_PORT)
AVRDUDE_BAUD ?= $(BOARD_AVRDUDE_BAUD)
FLASH_MAX ?= $(BOARD_FLASH_MAX)
ARDUINO_BOOTLOADERS ?= /usr/share/arduino/hardware/arduino/avr/bootloaders
BOOTLOADER_HEX = $(ARDUINO_BOOTLOADERS)/$(BOARD_BOOTLOADER_HEX)
BUILD ?= build

HOST_CC ?= cc
AVR_CC ?= avr-gcc
AVR_OBJCOPY ?= avr-objcopy
AVR_SIZE ?= avr-size
AVR_NM ?= avr-nm
AVR_OBJDUMP ?= avr-objdump

BOARDS := $(notdir $(patsubst %/,%,$(dir $(wildcard board/*/board.h))))
# A board is a folder: board.h (its pin map), board.mk (its settings: the flash its bootloader
# leaves, avrdude's speed, BOARD_PARTS: the folders of hal/avr/ with the drivers of its display
# and keys, BOARD_VIEW: the view of its display in firmware/view/; while its firmware cannot be
# built yet, why not), and *.c, the board's own logic without registers (the shield's button
# ladder), built into its firmware and, for the tests, into the host library.
-include board/$(BOARD)/board.mk

# Compile both sides alike: int is 16 bits on the AVR, chars unsigned, enums short.
WARN := -std=gnu11 -Wall -Wextra -Werror -funsigned-char -fshort-enums
INC := -Ifirmware -Ifirmware/solvers -Ifirmware/engine -Ifirmware/console -Ifirmware/app -Ifirmware/store \
	-Ifirmware/view -Ihal

SOLVER_SRC := $(wildcard firmware/solvers/*.c)
# The engine (firmware/engine/: positions, moves, the games, their reasons), under the app and
# the console alike (docs/architecture.md).
ENGINE_SRC := $(wildcard firmware/engine/*.c)
CONSOLE_SRC := $(wildcard firmware/console/*.c)
APP_SRC := $(wildcard firmware/app/*.c)
# The box record in EEPROM (firmware/store/: persistence, under the app)
STORE_SRC := $(wildcard firmware/store/*.c)
FW_LIB_SRC := $(SOLVER_SRC) $(ENGINE_SRC) $(CONSOLE_SRC) $(APP_SRC) $(STORE_SRC)
# The display's view (view.h): firmware/view/<BOARD_VIEW>/ in the firmware (board.mk), the
# LCD's on the host, whose fake display is the LCD.
HOST_VIEW := lcd
HOST_VIEW_SRC := $(wildcard firmware/view/$(HOST_VIEW)/*.c)
AVR_VIEW_SRC := $(wildcard firmware/view/$(BOARD_VIEW)/*.c)
# A view's catalog of texts, and its packed table's object in build DIR (text_rules below):
# $(call view_catalog,VIEW), $(call catalog_obj,DIR,VIEW).
view_catalog = $(wildcard firmware/view/$(1)/*_texts.def)
CONSOLE_CATALOG := firmware/console/console_texts.def
catalog_obj = $(patsubst %.def,$(1)/obj/gen/%.o,$(notdir $(call view_catalog,$(2))))
# The objects of build DIR's packed texts: its dictionary and its CATALOGS' tables,
# $(call text_objs,DIR,CATALOGS).
text_objs = $(1)/obj/gen/text_dict.o $(patsubst %.def,$(1)/obj/gen/%.o,$(notdir $(2)))
HAL_HOST_SRC := $(wildcard hal/*.c hal/host/*.c) $(wildcard board/*/*.c)
HAL_AVR_SRC := $(wildcard hal/*.c hal/avr/*.c) $(foreach p,$(BOARD_PARTS),$(wildcard hal/avr/$(p)/*.c)) \
	$(wildcard board/$(BOARD)/*.c)
FW_MAIN_SRC := $(wildcard firmware/main.c)
UNIT_TEST_SRC := $(wildcard tests/unit/test_*.c)
UNIT_SUPPORT_SRC := $(wildcard tests/unit/support/*.c)
SIM_SRC := $(wildcard sim/*.c) firmware/store/crc16.c # the box record's CRC (sim/box_record.c)

# ---- host ----
HOST_DIR := $(BUILD)/host
# (the boards' folders for their logic's headers: host code never includes a board.h)
HOST_CFLAGS := $(WARN) -O2 -g $(INC) -Ifirmware/view/$(HOST_VIEW) -Ihal/host \
	$(patsubst %,-Iboard/%,$(BOARDS)) -MMD -MP
HOST_LIB := $(HOST_DIR)/libnimbox.a
HOST_LIB_OBJ := $(patsubst %.c,$(HOST_DIR)/obj/%.o,$(FW_LIB_SRC) $(HOST_VIEW_SRC) $(HAL_HOST_SRC)) \
	$(call text_objs,$(HOST_DIR),$(call view_catalog,$(HOST_VIEW)) $(CONSOLE_CATALOG))
UNIT_SUPPORT_OBJ := $(patsubst %.c,$(HOST_DIR)/obj/%.o,$(UNIT_SUPPORT_SRC))
# Test support is an archive too: a test links only the helpers it calls, so a test that
# brings its own view (view.h) does not pull the LCD's in through a helper.
UNIT_SUPPORT_LIB := $(HOST_DIR)/libtestsupport.a
UNIT_TESTS := $(patsubst tests/unit/%.c,$(HOST_DIR)/tests/%,$(UNIT_TEST_SRC))
NIMBOX := $(HOST_DIR)/nimbox

$(HOST_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -c $< -o $@

# Packed texts (tools/text_pack.c: a dictionary, at most 158 entries, substrings that may
# nest). Every text is an entry of a catalog: a view's (firmware/view/<view>/*_texts.def) or
# the console's (firmware/console/console_texts.def). tools/text_catalog.c chooses one
# dictionary from a build's catalogs (gen/text_dict.c) and writes each catalog's packed table
# (gen/<name>.c); the firmware's build (--board) leaves out the texts only the host tool prints.
# A text may name what a header in TEXT_HEADERS defines (the version). Files are rewritten
# only when they change.
# $(call text_rules,DIR,CC and flags without -MMD -MP,extra prerequisites,CATALOGS,OPTIONS)
# makes these rules for one build (text_objs above names its objects).
TEXT_CATALOG := $(BUILD)/tools/text_catalog
TEXT_HEADERS := firmware/version.h
$(TEXT_CATALOG): tools/text_catalog.c tools/text_pack.c tools/text_pack.h
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=gnu11 -Wall -Wextra -Werror -O2 -o $@ $(filter %.c,$^)

define text_rules
$(1)/gen/texts.stamp: $(4) $(TEXT_HEADERS) $(TEXT_CATALOG)
	@mkdir -p $$(dir $$@)
	$(TEXT_CATALOG) --stats $(5) $(addprefix --header ,$(TEXT_HEADERS)) $(1)/gen/text_dict.c $(4)
	@touch $$@
$(1)/gen/text_dict.c $(patsubst %.def,$(1)/gen/%.c,$(notdir $(4))): $(1)/gen/texts.stamp ;
$(1)/obj/gen/%.o: $(1)/gen/%.c $(3)
	@mkdir -p $$(dir $$@)
	$(2) -c $$< -o $$@
endef
# (the host builds every view: the LCD's in the library, the others for their tests)
$(eval $(call text_rules,$(HOST_DIR),$(HOST_CC) $(filter-out -MMD -MP,$(HOST_CFLAGS)),,$(call view_catalog,*) $(CONSOLE_CATALOG)))

$(HOST_LIB): $(HOST_LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(NIMBOX): $(HOST_DIR)/obj/tools/nimbox.o $(HOST_DIR)/obj/tools/nimbox_port.o $(HOST_LIB)
	$(HOST_CC) -o $@ $^

$(UNIT_SUPPORT_LIB): $(UNIT_SUPPORT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(HOST_DIR)/tests/%: $(HOST_DIR)/obj/tests/unit/%.o $(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka

# The firmware's console (CONSOLE_SOLVE_PLAY: `solve` answered by the toy's play engine) on the
# host: the console built that way goes ahead of the library in its test.
SOLVE_PLAY_OBJ := $(patsubst firmware/console/%.c,$(HOST_DIR)/obj/solve-play/%.o,$(CONSOLE_SRC))
$(SOLVE_PLAY_OBJ): $(HOST_DIR)/obj/solve-play/%.o: firmware/console/%.c
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -DCONSOLE_SOLVE_PLAY -c $< -o $@
$(HOST_DIR)/tests/test_console_solve_play: $(HOST_DIR)/obj/tests/unit/test_console_solve_play.o \
		$(SOLVE_PLAY_OBJ) $(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka
# test_console_one_error in the firmware's wiring as well (the test built with
# CONSOLE_SOLVE_PLAY too: it then leaves out the host tool's policy).
UNIT_TESTS += $(HOST_DIR)/tests/test_console_one_error_board
$(HOST_DIR)/obj/solve-play/tests/%.o: tests/unit/%.c
	@mkdir -p $(dir $@)
	$(HOST_CC) $(HOST_CFLAGS) -DCONSOLE_SOLVE_PLAY -c $< -o $@
$(HOST_DIR)/tests/test_console_one_error_board: $(HOST_DIR)/obj/solve-play/tests/test_console_one_error.o \
		$(SOLVE_PLAY_OBJ) $(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka

# ---- AVR ----
AVR_DIR := $(BUILD)/$(BOARD)
# Size first: -flto -mcall-prologues -mrelax -mstrict-X take several KB off plain -Os, and the
# -f... options below (measured one by one on this firmware with avr-gcc 5.4, each kept where
# taking it out measured bigger) about 1 KB more; together they keep the toy under the Uno's
# 32256 bytes of application flash. The register allocator's priority colouring alone is 200
# bytes less than its default (bench/bench_notes.md).
AVR_OPT := -Os -flto -mcall-prologues -mrelax -mstrict-X -fno-split-wide-types \
	-fno-inline-small-functions -fno-tree-vrp -fno-tree-loop-ivcanon -fno-gcse \
	-fno-move-loop-invariants -fira-algorithm=priority -fno-tree-pre -fno-tree-scev-cprop \
	-fno-tree-reassoc
# The firmware's configuration: its console answers `solve` through the toy's play engine
# (console_solve_play.c) instead of the host tool's longer explainers.
AVR_CONFIG := -DCONSOLE_SOLVE_PLAY
AVR_CFLAGS := $(WARN) $(AVR_OPT) $(AVR_CONFIG) -g -mmcu=$(MCU) -DF_CPU=$(F_CPU) $(INC) -Ihal/avr \
	-Iboard/$(BOARD) $(patsubst %,-Ihal/avr/%,$(BOARD_PARTS)) -Ifirmware/view/$(BOARD_VIEW) \
	-ffunction-sections -fdata-sections -MMD -MP
# The link places every function in its own section, sorted by name: a module's functions share
# their prefix (con_, app_, view_, wythoff_ ...), so callers and callees mostly sit within the
# +-4 KB that -mrelax can shorten a call or jump to rcall/rjmp (2 bytes each). LTO's own order
# left 386 long calls, this one 179: 448 bytes less (bench/bench_notes.md).
AVR_LDFLAGS := -mmcu=$(MCU) $(AVR_OPT) -ffunction-sections -Wl,--sort-section=name -Wl,--gc-sections \
	-Wl,--section-start=.mmcu=0x910000
AVR_SOLVER_OBJ := $(patsubst %.c,$(BUILD)/avr-solvers/obj/%.o,$(SOLVER_SRC))
AVR_FW_OBJ := $(patsubst %.c,$(AVR_DIR)/obj/%.o,$(FW_MAIN_SRC) $(FW_LIB_SRC) $(AVR_VIEW_SRC) $(HAL_AVR_SRC)) \
	$(call text_objs,$(AVR_DIR),$(call view_catalog,$(BOARD_VIEW)) $(CONSOLE_CATALOG))
ELF := $(AVR_DIR)/nimbox.elf
HEX := $(AVR_DIR)/nimbox.hex

$(BUILD)/avr-solvers/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(AVR_CC) $(WARN) -Os -mmcu=$(MCU) -DF_CPU=$(F_CPU) $(INC) -ffunction-sections -fdata-sections -MMD -MP -c $< -o $@

# Objects rebuild when the AVR options change (LTO objects carry them into the link).
AVR_FLAGS_FILE := $(AVR_DIR)/avr-flags.txt
$(AVR_FLAGS_FILE): FORCE
	@mkdir -p $(dir $@)
	@echo '$(AVR_CFLAGS) $(AVR_LDFLAGS)' | cmp -s - $@ || echo '$(AVR_CFLAGS) $(AVR_LDFLAGS)' > $@

$(AVR_DIR)/obj/%.o: %.c $(AVR_FLAGS_FILE) | board-check
	@mkdir -p $(dir $@)
	$(AVR_CC) $(AVR_CFLAGS) -c $< -o $@

# The firmware's texts packed (see text_rules above).
$(eval $(call text_rules,$(AVR_DIR),$(AVR_CC) $(filter-out -MMD -MP,$(AVR_CFLAGS)),$(AVR_FLAGS_FILE) | board-check,$(call view_catalog,$(BOARD_VIEW)) $(CONSOLE_CATALOG),--board))

# The functions' order in flash (tools/link_order.c): a first link (ld/pass1.*), its map and
# disassembly give every call and jump between functions; the tool orders the functions so that
# the fewest of them lie beyond the 4 KB an rcall/rjmp reaches, and writes the default linker
# script with that order (ld/order.x), which the firmware's link uses. About 350 bytes less
# than the name order alone (bench/bench_notes.md).
LINK_ORDER := $(BUILD)/tools/link_order
$(LINK_ORDER): tools/link_order.c
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=gnu11 -Wall -Wextra -Werror -O2 -o $@ $<
$(AVR_DIR)/ld/default.x: $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(AVR_CC) -mmcu=$(MCU) -Wl,--verbose 2>/dev/null | awk '/^=====/ { inside = !inside; next } inside' > $@
# (the first link may take more than the chip's flash: the order may be what makes it fit)
$(AVR_DIR)/ld/pass1.elf: $(AVR_FW_OBJ) $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(AVR_LDFLAGS) -Wl,--defsym=__TEXT_REGION_LENGTH__=65536 \
		-Wl,-Map=$(AVR_DIR)/ld/pass1.map -o $@ $(AVR_FW_OBJ)
$(AVR_DIR)/ld/order.x: $(AVR_DIR)/ld/pass1.elf $(AVR_DIR)/ld/default.x $(LINK_ORDER)
	$(AVR_OBJDUMP) -d $< > $(AVR_DIR)/ld/pass1.dis
	$(LINK_ORDER) --stats $(AVR_DIR)/ld/default.x $(AVR_DIR)/ld/pass1.map $(AVR_DIR)/ld/pass1.dis $@

# The flash of each part of the firmware (solvers, app, console, view, hal, texts, main, lib,
# startup: tools/size_parts.c) against the board's budget (board/<name>/flash.budget,
# docs/size.md): `make size` prints it, the build only a part over its budget. The link's map
# and its kept references (--emit-relocs: no byte of flash changes) give every byte a part.
SIZE_PARTS := $(BUILD)/tools/size_parts
$(SIZE_PARTS): tools/size_parts.c
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=gnu11 -Wall -Wextra -Werror -O2 -o $@ $<
size_parts = $(SIZE_PARTS) $(1) --budget board/$(BOARD)/flash.budget --limit $(FLASH_MAX) \
	--objdump $(AVR_OBJDUMP) --nm $(AVR_NM) --lto-nm $(AVR_CC)-nm \
	$(BOARD) $(AVR_DIR)/nimbox.map $(ELF) $(AVR_FW_OBJ)
$(ELF): $(AVR_FW_OBJ) $(AVR_FLAGS_FILE) $(AVR_DIR)/ld/order.x $(SIZE_PARTS)
	$(AVR_CC) $(AVR_LDFLAGS) -Wl,-T,$(AVR_DIR)/ld/order.x -Wl,--emit-relocs \
		-Wl,-Map=$(AVR_DIR)/nimbox.map -o $@ $(AVR_FW_OBJ)
	$(AVR_SIZE) $@
	@used=$$($(AVR_SIZE) $@ | awk 'NR==2 {print $$1 + $$2}'); \
	if [ "$$used" -gt $(FLASH_MAX) ]; then \
		echo "$@: $$used bytes of flash, over the $(FLASH_MAX) the board leaves beside its bootloader"; \
		rm -f $@; exit 1; fi
	@$(call size_parts,--quiet) || echo "$@: (above) see make size BOARD=$(BOARD)"

$(HEX): $(ELF)
	$(AVR_OBJCOPY) -O ihex -R .eeprom -R .mmcu $< $@

# `make flash`: the HEX (FLASH_HEX, the board's by default) through the board's bootloader with
# avrdude's STK500v1 (-c arduino). tools/flash.sh checks the HEX fits beside the bootloader and
# the port is there, free and ours before it runs this command, and says in one line what to
# change when avrdude fails (docs/flash.md).
FLASH_HEX ?= $(HEX)
AVRDUDE_FLASH = avrdude -p $(MCU) -c arduino -b $(AVRDUDE_BAUD) -P $(PORT) -U flash:w:$(FLASH_HEX):i

# ---- simulator ----
SIM_DIR := $(BUILD)/sim
SIM := $(SIM_DIR)/nimbox-sim
# simavr's flags from simavr.pc; its parts' folder and library named directly, because Debian's
# simavrparts.pc requires gl.pc (libgl-dev), a graphics stack the simulator never uses. Read
# only when a simulator object is built (recursive variables); a failure is checked first by
# tools/check-deps.sh sim, which says what is missing.
SIMAVR_INC = $(shell pkg-config --variable=includedir simavr)
SIM_CFLAGS = -std=gnu11 -Wall -Wextra -Werror -O2 -g $(shell pkg-config --cflags simavr) \
	-I$(SIMAVR_INC)/simavr/parts -MMD -MP -Ifirmware -Ifirmware/app -Ifirmware/engine -Ifirmware/view \
	-Ifirmware/store -Ifirmware/solvers
SIM_LIBS = $(shell pkg-config --libs simavr) -lsimavrparts -lelf -lpthread -lutil
SIM_DEPS_OK := $(SIM_DIR)/deps.ok
# What `make play` runs: the board's firmware, or while it has none its stand-in (a demo), and
# an EEPROM file per board.
PLAY_ELF = $(if $(BOARD_FIRMWARE_MISSING),$(BOARD_PLAY_STANDIN),$(ELF))
PLAY_EEPROM = $(SIM_DIR)/$(if $(filter uno-lcd,$(BOARD)),eeprom.bin,eeprom-$(BOARD).bin)

$(SIM_DEPS_OK): tools/check-deps.sh
	@sh tools/check-deps.sh sim
	@mkdir -p $(dir $@) && touch $@

$(SIM_DIR)/obj/%.o: %.c | $(SIM_DEPS_OK)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SIM_CFLAGS) -c $< -o $@

$(SIM): $(patsubst %.c,$(SIM_DIR)/obj/%.o,$(SIM_SRC))
	$(HOST_CC) -o $@ $^ $(SIM_LIBS)

# Small firmwares that test the virtual board itself (tests/sim/fw/*.c, one ELF each).
SIM_FW := $(patsubst tests/sim/fw/%.c,$(SIM_DIR)/fw/%.elf,$(wildcard tests/sim/fw/*.c))
$(SIM_DIR)/fw/%.elf: tests/sim/fw/%.c $(wildcard tests/sim/fw/*.h)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(WARN) -Os -mmcu=$(MCU) -DF_CPU=$(F_CPU) -o $@ $<

# NimBox's watchdog code (hal/avr/hal_watchdog.c) in a test firmware of its own, once per board
# (board.h says whether the watchdog may reset the chip): tests/flash/ runs it under the
# boards' bootloaders.
FLASH_TEST_FW := $(foreach b,$(BOARDS),$(SIM_DIR)/fw/wdt_hal-$(b).elf)
$(SIM_DIR)/fw/wdt_hal-%.elf: tests/flash/fw/wdt_hal.c hal/avr/hal_watchdog.c hal/hal_watchdog.h \
		hal/avr/hal_avr_internal.h board/%/board.h tests/sim/fw/fw_uart.h
	@mkdir -p $(dir $@)
	$(AVR_CC) $(WARN) -Os -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Ifirmware -Ihal -Ihal/avr -Iboard/$* \
		-Itests/sim/fw -o $@ $< hal/avr/hal_watchdog.c

# SPM on the virtual chip (tests/flash/fw/spm_timing.c): its SPM code in the Uno's boot section,
# run from its HEX (simavr 1.6's ELF loader ignores section addresses).
FLASH_TEST_FW += $(SIM_DIR)/fw/spm_timing.hex
$(SIM_DIR)/fw/spm_timing.hex: tests/flash/fw/spm_timing.c tests/sim/fw/fw_uart.h
	@mkdir -p $(dir $@)
	$(AVR_CC) $(WARN) -Os -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Itests/sim/fw \
		-Wl,--section-start=.boot=0x7e00 -o $(@:.hex=.elf) $<
	$(AVR_OBJCOPY) -O ihex $(@:.hex=.elf) $@

# tests/flash/'s waits on the simulator's events and its talk on the serial port.
PORT_CHAT := $(SIM_DIR)/port_chat
$(PORT_CHAT): tests/flash/port_chat.c
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=gnu11 -Wall -Wextra -Werror -O2 -o $@ $<

# ---- bench: solver cycles in simavr, toy firmware figures (docs/bench.md) ----
# The bench firmware compiles the real solver sources with the firmware's AVR options except
# -flto (cross-module inlining would let the compiler move solver code across the GPIOR0 marks),
# plus libm for the write-ups' float baselines (bench/avr only: firmware/ never uses float).
BENCH_DIR := $(BUILD)/bench
BENCH_ELF := $(BENCH_DIR)/bench.elf
BENCH_RUNNER := $(BENCH_DIR)/bench-runner
BENCH_AVR_OPT := $(filter-out -flto,$(AVR_OPT))
BENCH_AVR_OBJ := $(patsubst bench/avr/%.c,$(BENCH_DIR)/avr/%.o,$(wildcard bench/avr/*.c)) \
	$(patsubst firmware/solvers/%.c,$(BENCH_DIR)/solvers/%.o,$(SOLVER_SRC))
# (the simulator's TM1638 model and board pin maps: the toy runs of the nano-tm1638)
BENCH_HOST_OBJ := $(patsubst bench/host/%.c,$(BENCH_DIR)/host/%.o,$(wildcard bench/host/*.c)) \
	$(patsubst %,$(BENCH_DIR)/sim/%.o,simavr_io tm1638_model seg7 board_tag board_pins \
	$(basename $(notdir $(wildcard sim/board_pins_*.c))))
# The toy firmware of every board, measured side by side (the first board's figures keep the
# names they had before the second: uno-lcd first).
BENCH_TOY_ELFS = $(foreach b,$(filter uno-lcd,$(BOARDS)) $(filter-out uno-lcd,$(BOARDS)),$(BUILD)/$(b)/nimbox.elf)
BENCH_AVR_CFLAGS := $(WARN) $(BENCH_AVR_OPT) -g -mmcu=$(MCU) -DF_CPU=$(F_CPU) $(INC) -Ibench \
	-ffunction-sections -fdata-sections -MMD -MP

$(BENCH_DIR)/avr/%.o: bench/avr/%.c $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(BENCH_AVR_CFLAGS) -c $< -o $@

$(BENCH_DIR)/solvers/%.o: firmware/solvers/%.c $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(AVR_CC) $(BENCH_AVR_CFLAGS) -c $< -o $@

$(BENCH_ELF): $(BENCH_AVR_OBJ)
	$(AVR_CC) $(filter-out -flto,$(AVR_LDFLAGS)) -o $@ $^ -lm

$(BENCH_DIR)/host/%.o: bench/host/%.c | $(SIM_DEPS_OK)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SIM_CFLAGS) -funsigned-char -fshort-enums -Ibench -Isim -c $< -o $@

$(BENCH_DIR)/sim/%.o: sim/%.c | $(SIM_DEPS_OK)
	@mkdir -p $(dir $@)
	$(HOST_CC) $(SIM_CFLAGS) -c $< -o $@

$(BENCH_RUNNER): $(BENCH_HOST_OBJ)
	$(HOST_CC) -o $@ $^ $(SIM_LIBS)

# ---- the TM1638 driver's tests (board nano-tm1638) ----
# The driver (hal/avr/tm1638/) on the host's recording bus twin (hal/host/tm1638_bus.c), and
# its demo firmware for the simulator (tests/sim/tm1638/).
$(HOST_DIR)/tests/test_tm1638: $(HOST_DIR)/obj/tests/unit/test_tm1638.o \
		$(HOST_DIR)/obj/hal/avr/tm1638/tm1638.o $(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka
include tests/sim/tm1638/tm1638_demo.mk

# ---- the 7-segment view and the TM1638 keys (board nano-tm1638) on the host ----
# The view's objects go ahead of the library, whose view is the LCD's; the keys' HAL file
# (hal/avr/tm1638/hal_buttons.c, no register in it) on the driver's recording bus twin, ahead of
# the host's own button fake.
SEG7_VIEW_OBJ := $(patsubst %.c,$(HOST_DIR)/obj/%.o,$(wildcard firmware/view/seg7/*.c)) \
	$(call catalog_obj,$(HOST_DIR),seg7)
$(HOST_DIR)/tests/test_view_seg7: $(HOST_DIR)/obj/tests/unit/test_view_seg7.o $(SEG7_VIEW_OBJ) \
		$(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka
$(HOST_DIR)/obj/tests/unit/test_view_seg7.o: HOST_CFLAGS += -Ifirmware/view/seg7
$(HOST_DIR)/obj/hal/avr/tm1638/hal_buttons.o: HOST_CFLAGS += -idirafter hal/avr
$(HOST_DIR)/tests/test_tm1638_keys: $(HOST_DIR)/obj/tests/unit/test_tm1638_keys.o \
		$(HOST_DIR)/obj/hal/avr/tm1638/hal_buttons.o $(HOST_DIR)/obj/hal/avr/tm1638/tm1638.o \
		$(UNIT_SUPPORT_LIB) $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(HOST_CC) -o $@ $^ -lcmocka

# ---- fuzzing: libFuzzer harnesses with ASan and UBSan (fuzz/README.md) ----
include fuzz/fuzz.mk

# ---- web page: the firmware HEX on avr8js in a browser (web/, README "In a browser") ----
# npm packages from web/package-lock.json (npm ci); the boards the page has a model for.
WEB_DIR := $(BUILD)/web
WEB_PORT ?= 8080
WEB_BOARDS := uno-lcd nano-tm1638
WEB_NPM := web/node_modules/.package-lock.json

$(WEB_NPM): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web-build: $(WEB_NPM)
	@for b in $(WEB_BOARDS); do $(MAKE) --no-print-directory BOARD=$$b firmware || exit 1; done
	node web/build.mjs --out $(WEB_DIR) $(foreach b,$(WEB_BOARDS),--hex $(b)=$(BUILD)/$(b)/nimbox.hex)

# Keep object files of test programs between builds (make deletes intermediates otherwise).
.SECONDARY:

# ---- targets ----
.PHONY: FORCE all deps host unit avr-solvers firmware firmware-missing board-builds sim play test check test-builds $(BOARD_BUILDS) flash size clean help board-check bench bench-build bench-web web web-build web-serve

all: host firmware sim

FORCE:

deps:
	@sh tools/install-deps.sh

host: $(NIMBOX)

unit: $(UNIT_TESTS)

avr-solvers: $(AVR_SOLVER_OBJ)

board-check:
	@test -f board/$(BOARD)/board.h || { echo "unknown BOARD '$(BOARD)'; boards: $(BOARDS)"; exit 2; }

firmware: $(if $(BOARD_FIRMWARE_MISSING),firmware-missing,$(ELF) $(HEX))

firmware-missing:
	@echo "BOARD=$(BOARD) has no firmware yet: it needs $(BOARD_FIRMWARE_MISSING)"; exit 2

# What `make test` builds of BOARD: its firmware (unless it has none yet) and its test builds.
board-builds: $(if $(FW_MAIN_SRC),$(if $(BOARD_FIRMWARE_MISSING),,firmware)) $(BOARD_TEST_BUILDS)

sim: $(SIM) $(SIM_FW) $(FLASH_TEST_FW) $(PORT_CHAT)

# make test and make check build in parallel (make -j: the machine's cores, unless -j was
# given), then tests/run_tests.sh runs the tests as parallel jobs (tests/README.md). Each
# board builds in a make of its own (BOARD= picks its settings), after the tools all share.
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
TEST_MAKE = $(MAKE) --no-print-directory --output-sync=target \
	$(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(TEST_JOBS))
BOARD_BUILDS := $(addprefix board-builds-,$(BOARDS))
$(BOARD_BUILDS): board-builds-%: $(TEXT_CATALOG) $(LINK_ORDER)
	+@$(MAKE) --no-print-directory BOARD=$* board-builds
test-builds: host unit avr-solvers sim $(BOARD_BUILDS)

test: deps
	@$(TEST_MAKE) test-builds
	@$(MAKE) --no-print-directory web-build || \
		echo "make test: the web page did not build (above: npm ci needs the npm registry); its tests fail, the others run"
	@sh tests/run_tests.sh -j $(TEST_JOBS) $(BUILD)

# The edit loop: the unit tests (not the exhaustive ones), the judge tests and a smoke script
# on each board (the suites and parts marked "check": tests/README.md).
check: deps
	@$(TEST_MAKE) test-builds
	@sh tests/run_tests.sh --check -j $(TEST_JOBS) $(BUILD)

web: deps
	$(MAKE) --no-print-directory web-build

web-serve: web
	node web/build.mjs --out $(WEB_DIR) --serve --port $(WEB_PORT)

play: deps
	@if [ -z "$(FW_MAIN_SRC)" ] || [ -z "$(SIM_SRC)" ]; then \
		echo "make play: the virtual board is coming (see README)"; exit 0; fi; \
	$(MAKE) --no-print-directory $(PLAY_ELF) sim && $(SIM) --eeprom $(PLAY_EEPROM) $(PLAY_ELF)

flash: deps firmware
	@sh tools/flash.sh "$(BOARD)" "$(BOOTLOADER)" "$(BOARD_BOOTLOADERS)" "$(PORT)" "$(FLASH_HEX)" \
		"$(FLASH_MAX)" -- $(AVRDUDE_FLASH)

bench-build: $(BENCH_ELF) $(BENCH_RUNNER)

bench: deps
	$(MAKE) --no-print-directory bench-build host
	@if [ -n "$(SIM_SRC)" ]; then $(MAKE) --no-print-directory sim; fi
	@if [ -n "$(FW_MAIN_SRC)" ]; then for b in $(BOARDS); do \
		$(MAKE) --no-print-directory BOARD=$$b firmware || exit 1; done; fi
	@sh bench/judge/speed.sh $(BUILD) $(BENCH_DIR)/judge
	@sh bench/write_report.sh $(BENCH_RUNNER) $(BENCH_ELF) $(BENCH_DIR) docs/bench.md $(BENCH_TOY_ELFS)
	@$(MAKE) --no-print-directory bench-web || echo "bench: the web page missed a target of issue 30 (above)"

# The page's figures (idle CPU, a 1 MB judge stream at real time, frame times) in headless
# Chromium: $(BENCH_DIR)/web.md, for docs/bench.md ("The web page"). About two minutes.
bench-web: web-build host
	node web/test/browser_bench.mjs $(BUILD) $(BENCH_DIR)/web.md

# Every board's (BOARD= given: that board's): the flash and RAM, and the flash of each part
# against the board's budget (size_parts above); a part over its budget fails.
size:
ifeq ($(origin BOARD),file)
	@ok=0; for b in $(BOARDS); do $(MAKE) --no-print-directory BOARD=$$b size || ok=1; done; exit $$ok
else
	@$(MAKE) --no-print-directory firmware
	@echo "$(BOARD): $(ELF), at most $(FLASH_MAX) bytes of flash"
	@$(AVR_SIZE) --format=avr --mcu=$(MCU) $(ELF) 2>/dev/null || $(AVR_SIZE) $(ELF)
	@$(call size_parts,--list $(AVR_DIR)/size-parts.txt)
endif

clean:
	rm -rf $(BUILD)

help:
	@echo "NimBox targets:"
	@echo "  make test      install missing packages, build everything, run every test (in parallel)"
	@echo "  make check     the edit loop: unit tests (not the exhaustive), judge tests, a smoke script per board"
	@echo "  make play      install missing packages, build, start the simulated toy"
	@echo "  make host      build the host tool $(NIMBOX)"
	@echo "  make firmware  build $(ELF) and .hex for BOARD"
	@echo "  make sim       build the virtual board $(SIM)"
	@echo "  make flash     flash a real board with avrdude (PORT=$(PORT), docs/flash.md)"
	@echo "  make web       build the browser page into $(WEB_DIR)/ (the firmware on avr8js)"
	@echo "  make web-serve serve $(WEB_DIR)/ on http://127.0.0.1:$(WEB_PORT)/"
	@echo "  make size      flash and RAM of every board's firmware, each part's flash against"
	@echo "                 board/<name>/flash.budget (BOARD=...: that board; docs/size.md)"
	@echo "  make bench     solver cycles and every board's toy figures in simavr -> $(BENCH_DIR)/, docs/bench.md"
	@echo "  make bench-build  build the bench firmware and its runner only"
	@echo "  make bench-web    the web page's figures in Chromium (idle CPU, a 1 MB stream at real time)"
	@echo "  make unit      build the unit tests (make test runs them)"
	@echo "  make avr-solvers  compile the solvers alone for the AVR"
	@echo "  make fuzz      build the libFuzzer harnesses into $(FUZZ_DIR)/ (fuzz/README.md)"
	@echo "  make fuzz-long the long fuzz run: over 10 million inputs in all (docs/bench.md)"
	@echo "  make all       host tool, firmware and virtual board"
	@echo "  make board-check  stop unless BOARD names a folder in board/"
	@echo "  make tm1638-demo  the nano-tm1638 TM1638 demo firmware (its simulation tests use it)"
	@echo "  make deps      install missing Debian packages, then check the build finds them"
	@echo "  make clean     remove $(BUILD)/"
	@echo "  make help      this list"
	@echo "Variables: BOARD=$(BOARD) (boards: $(BOARDS)) MCU=$(MCU) F_CPU=$(F_CPU) PORT=$(PORT) WEB_PORT=$(WEB_PORT)"
	@echo "  BOOTLOADER=$(BOOTLOADER) (of $(BOARD_BOOTLOADERS)) AVRDUDE_BAUD=$(AVRDUDE_BAUD) FLASH_MAX=$(FLASH_MAX)"
	@echo "  (per board: board/<name>/board.mk) FLASH_HEX=$(FLASH_HEX)"

# `make -s print-VAR` prints a variable (tests/deps/run_deps.sh reads the build's flags so).
print-%:
	@echo '$($*)'

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
