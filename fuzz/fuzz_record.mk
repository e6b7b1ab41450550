# The box record's loader and writer (firmware/store/: persist.c, journal.c, slots.c; the
# app's save_game.c and settings.c) on the host's EEPROM fake; the archive takes what they need
# of the app, the engine (the games' tables), the solvers and the HAL fakes.
FUZZ_SRC_record := $(STORE_SRC) $(APP_SRC) $(ENGINE_SRC) $(SOLVER_SRC) $(HAL_HOST_SRC) fuzz/check.c
