# fuzz/fuzz.mk - `make fuzz`: the libFuzzer harnesses (fuzz/README.md), included by the
# Makefile. A harness is fuzz/fuzz_<name>.c; fuzz/fuzz_<name>.mk names the sources it links in
# FUZZ_SRC_<name> (and extra compiler flags in FUZZ_CFLAGS_<name>, if any); its seed corpus is
# fuzz/corpus/<name>/. Each harness's sources are built on their own (texts packed as in the
# host library, text_rules), with clang's ASan and UBSan (every report a finding) and
# libFuzzer's coverage, into build/fuzz/<name>/, linked into build/fuzz/fuzz_<name>.
FUZZ_CC ?= clang-14
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_NAMES := $(patsubst fuzz/fuzz_%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS := $(WARN) -Wno-unused-command-line-argument \
	-Wno-unknown-attributes -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN) $(INC) \
	-Ifirmware/view/$(HOST_VIEW) -Ihal/host $(patsubst %,-Iboard/%,$(BOARDS)) -Ifuzz
FUZZ_BINS := $(patsubst %,$(FUZZ_DIR)/fuzz_%,$(FUZZ_NAMES))
include $(wildcard fuzz/fuzz_*.mk)

# $(call fuzz_rules,NAME): the harness NAME's library and program.
define fuzz_rules
$(call text_rules,$(FUZZ_DIR)/$(1),$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(FUZZ_CFLAGS_$(1)),,$(CONSOLE_CATALOG))
$(patsubst %.c,$(FUZZ_DIR)/$(1)/obj/%.o,$(FUZZ_SRC_$(1))): $(FUZZ_DIR)/$(1)/obj/%.o: %.c
	@mkdir -p $$(dir $$@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(FUZZ_CFLAGS_$(1)) -MMD -MP -c $$< -o $$@
$(FUZZ_DIR)/$(1)/lib.a: $(patsubst %.c,$(FUZZ_DIR)/$(1)/obj/%.o,$(FUZZ_SRC_$(1))) $(call text_objs,$(FUZZ_DIR)/$(1),$(CONSOLE_CATALOG))
	rm -f $$@
	ar rcs $$@ $$^
$(FUZZ_DIR)/fuzz_$(1): fuzz/fuzz_$(1).c $(FUZZ_DIR)/$(1)/lib.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(FUZZ_CFLAGS_$(1)) -o $$@ $$^
endef
$(foreach h,$(FUZZ_NAMES),$(eval $(call fuzz_rules,$(h))))

# The console's one-error unit test (tests/unit/test_console_one_error.c) on the harnesses'
# sanitized libraries, in both wirings: an out-of-bounds read or any undefined behaviour in
# the paths it drives fails it (tests/fuzz/run_fuzz.sh runs them).
FUZZ_TESTS := $(FUZZ_DIR)/test_console_one_error $(FUZZ_DIR)/test_console_one_error_board
$(FUZZ_DIR)/test_console_one_error: tests/unit/test_console_one_error.c $(FUZZ_DIR)/console_host/lib.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $^ -lcmocka
$(FUZZ_DIR)/test_console_one_error_board: tests/unit/test_console_one_error.c \
		$(FUZZ_DIR)/console_board/lib.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_CFLAGS_console_board) -o $@ $^ -lcmocka

.PHONY: fuzz fuzz-long
fuzz: $(FUZZ_BINS) $(FUZZ_TESTS)

# The long run (docs/bench.md): at least 10 million inputs in all (fuzz/run_long.sh).
fuzz-long: fuzz
	@sh fuzz/run_long.sh $(BUILD)
