# Today's EEPROM record loader (firmware/app/record.c, persist.c, save_game.c) on the host's
# EEPROM fake; the archive takes what they need of the app and the HAL fakes.
FUZZ_SRC_record := $(APP_SRC) $(SOLVER_SRC) $(HAL_HOST_SRC) fuzz/check.c
