# The console in the host tool's wiring, with the judge's model and the harnesses' checks.
FUZZ_SRC_console_host := $(CONSOLE_SRC) $(SOLVER_SRC) firmware/engine/decimal.c hal/hal_ftext.c \
	fuzz/check.c fuzz/judge_model.c
