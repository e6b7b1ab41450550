# The simulator's script reader, which builds without simavr (sim/script_parse.c).
FUZZ_SRC_script := sim/script_parse.c fuzz/check.c
FUZZ_CFLAGS_script := -Isim
