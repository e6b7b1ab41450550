# The console as the firmware builds it (`solve` through the play engine: firmware/engine/),
# with the judge's model and the harnesses' checks.
FUZZ_SRC_console_board := $(CONSOLE_SRC) $(SOLVER_SRC) $(ENGINE_SRC) $(APP_SRC) $(HAL_HOST_SRC) \
	fuzz/check.c fuzz/judge_model.c
FUZZ_CFLAGS_console_board := $(AVR_CONFIG)
