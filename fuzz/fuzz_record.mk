# The box record's loader and writer (firmware/store/: persist.c, journal.c, slots.c; the app's
# save_game.c and settings.c) on the host's EEPROM fake; the archive takes what they need of
# the app, the solvers (the games' tables), the LCD view (the app links it) and the HAL fakes.
# By hand, without fuzz.mk (from the repository's root, after `make host` for the texts'
# dictionary; the texts are then read unpacked):
#   clang-14 -std=gnu11 -funsigned-char -fshort-enums -Wno-unknown-attributes -g -O1 \
#     -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
#     -Ifirmware -Ifirmware/solvers -Ifirmware/console -Ifirmware/app -Ifirmware/store \
#     -Ifirmware/view -Ihal -Ifirmware/view/lcd -Ihal/host -Iboard/uno-lcd -Iboard/nano-tm1638 \
#     -o fuzz_record fuzz/fuzz_record.c firmware/store/*.c firmware/app/*.c \
#     firmware/solvers/*.c firmware/view/lcd/*.c hal/*.c hal/host/*.c board/*/*.c \
#     build/host/gen/fstr_dict.c
#   ./fuzz_record -runs=100000 fuzz/corpus/record
FUZZ_SRC_record := $(STORE_SRC) $(APP_SRC) $(SOLVER_SRC) $(HOST_VIEW_SRC) $(HAL_HOST_SRC)
