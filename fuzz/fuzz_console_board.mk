# The console as the firmware builds it (`solve` through the play engine: the app's sources),
# with the judge's model and the harnesses' checks.
FUZZ_SRC_console_board := $(CONSOLE_SRC) $(SOLVER_SRC) $(APP_SRC) $(HAL_HOST_SRC) \
	fuzz/check.c fuzz/judge_model.c
FUZZ_CFLAGS_console_board := $(AVR_CONFIG)
