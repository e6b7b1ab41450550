/* link_order.c - build-time tool: orders the firmware's functions in flash so that calls and
 * jumps between them reach with the short AVR forms (host tool, run by the Makefile).
 *
 * A call or jump on the ATmega328P is `call`/`jmp` (4 bytes) unless its target lies within
 * -4096..+4094 bytes, where the linker's relaxation (-mrelax) makes it `rcall`/`rjmp` (2 bytes).
 * Which calls reach depends only on where the linker puts each function (one section per
 * function, -ffunction-sections). The build links once (pass 1), this tool reads that link's map
 * (the address and size of every .text.* input section) and its disassembly (every call and
 * jump: where from, where to), chooses an order of the sections that leaves the fewest long
 * calls and jumps, and writes a linker script: the default one with the sections named in that
 * order just ahead of its catch-all `*(.text.*)`. The build links again with it (pass 2).
 *
 * Choice: simulated annealing over the order (move one section, move one next to a section it
 * calls or is called by, move a run of sections), each order scored by the bytes its calls and
 * jumps take once the sizes it implies are laid out. The random numbers come from a fixed seed,
 * and the arithmetic is IEEE + - * / only, so the same pass-1 link gives the same script on any
 * machine. A name the second link does not know
 * matches nothing and costs bytes, never correctness: every section still lands in *(.text.*).
 *
 * usage: link_order [--stats] DEFAULT.x PASS1.map PASS1.dis OUT.x */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_UNITS 1024
#define MAX_EDGES 8192
#define MAX_LINE 1024
#define NAME_MAX_LEN 256
#define ITERATIONS 1000000L /* about 7 s; 300000 left some 10 more long calls */
#define REACH_BACK (-4096L) /* rcall/rjmp: PC + 2 + 2 * k, k in -2048..2047 */
#define REACH_FWD 4094L
#define T_START 4.0    /* bytes: a worse order by this much is taken with chance 1/e at first */
#define T_COOL 0.999993 /* ... the temperature falls by this every step, down to T_END */
#define T_END 0.05

typedef struct {
    char name[NAME_MAX_LEN]; /* its script line: *(.text.NAME) or *ARCHIVE:MEMBER(.text...) */
    long addr; /* in pass 1 (of its first input section) */
    long size; /* in pass 1 */
    long base; /* size with every call and jump in it short */
} unit_t;

typedef struct {
    int from, to;      /* unit, or -1: fixed code (the address then is absolute) */
    long from_off;     /* offset in the unit (or the address) of the instruction */
    long to_off;       /* ... of the target */
} edge_t;

static unit_t units[MAX_UNITS];
static int n_units;
static edge_t edges[MAX_EDGES];
static int n_edges;
static long region_start; /* the first .text.* section's address in pass 1 */

static void die(const char *what, const char *name)
{
    fprintf(stderr, "link_order: %s%s%s\n", what, name ? ": " : "", name ? name : "");
    exit(1);
}

static FILE *open_or_die(const char *name, const char *mode)
{
    FILE *f = fopen(name, mode);
    if (!f) {
        die("cannot open", name);
    }
    return f;
}

/* The unit holding pass-1 address a, or -1. */
static int unit_at(long a)
{
    for (int i = 0; i < n_units; i++) {
        if (a >= units[i].addr && a < units[i].addr + units[i].size) {
            return i;
        }
    }
    return -1;
}

/* One input section of the map, placed by the script line `pattern`: a library's section by its
 * archive and member (`*libgcc.a:_prologue.o(.text.libgcc.prologue)`: libgcc's and libc's
 * members share section names, and each may go its own place), any other by its name (one
 * function each). Sections of one pattern are one unit, as the script places them together. */
static void add_section(const char *section, long addr, long size, const char *file)
{
    char pattern[NAME_MAX_LEN];
    const char *member = strrchr(file, '(');
    const char *archive = strrchr(file, '/');
    archive = archive ? archive + 1 : file;
    if (size == 0) {
        return;
    }
    if (member && member > archive && file[strlen(file) - 1] == ')') {
        snprintf(pattern, sizeof pattern, "*%.*s:%.*s(%s)", (int)(member - archive), archive,
                 (int)(strlen(member) - 2), member + 1, section);
    } else {
        snprintf(pattern, sizeof pattern, "*(%s)", section);
    }
    for (int i = 0; i < n_units; i++) {
        if (strcmp(units[i].name, pattern) == 0) {
            if (addr != units[i].addr + units[i].size) {
                die("sections of one pattern apart in pass 1", pattern);
            }
            units[i].size += size;
            return;
        }
    }
    if (n_units == MAX_UNITS || strlen(pattern) >= NAME_MAX_LEN - 1) {
        die("too many sections, or too long a name", pattern);
    }
    strcpy(units[n_units].name, pattern);
    units[n_units].addr = addr;
    units[n_units].size = size;
    n_units++;
}

/* The map's memory map part: ` .text.NAME 0xADDR 0xSIZE file`, or the name alone on its line and
 * the rest on the next. */
static void read_map(const char *file)
{
    FILE *f = open_or_die(file, "r");
    char line[MAX_LINE];
    char name[MAX_LINE] = "";
    int in_map = 0;
    while (fgets(line, sizeof line, f)) {
        long addr, size;
        char first[MAX_LINE], from[MAX_LINE];
        if (!in_map) {
            in_map = strncmp(line, "Linker script and memory map", 28) == 0;
            continue;
        }
        if (name[0] != '\0') { /* the rest of the name on the line before */
            if (sscanf(line, " 0x%lx 0x%lx %1023s", &addr, &size, from) == 3) {
                add_section(name, addr, size, from);
            }
            name[0] = '\0';
            continue;
        }
        if (strncmp(line, " .text.", 7) != 0) {
            continue;
        }
        if (sscanf(line, " %1023s 0x%lx 0x%lx %1023s", first, &addr, &size, from) == 4) {
            add_section(first, addr, size, from);
        } else if (sscanf(line, " %1023s", first) == 1) {
            strcpy(name, first);
        }
    }
    fclose(f);
    region_start = -1;
    for (int i = 0; i < n_units; i++) {
        if (region_start < 0 || units[i].addr < region_start) {
            region_start = units[i].addr;
        }
        units[i].base = units[i].size;
    }
    if (n_units == 0) {
        die("no .text.* sections in the map", file);
    }
}

/* avr-objdump -d: `  addr:\tbytes \tcall\t0xTARGET ...` or `\trjmp\t.+12 \t; 0xTARGET <...>`. */
static void read_disassembly(const char *file)
{
    FILE *f = open_or_die(file, "r");
    char line[MAX_LINE];
    while (fgets(line, sizeof line, f)) {
        long at, to;
        char *op, *target;
        int is_long;
        if (sscanf(line, " %lx:", &at) != 1) {
            continue;
        }
        if ((op = strstr(line, "\tcall\t")) || (op = strstr(line, "\tjmp\t"))) {
            is_long = 1;
            target = strchr(op + 1, '\t');
        } else if ((op = strstr(line, "\trcall\t")) || (op = strstr(line, "\trjmp\t"))) {
            is_long = 0;
            target = strchr(op, ';');
        } else {
            continue;
        }
        if (!target || sscanf(target + 1, " 0x%lx", &to) != 1) {
            continue;
        }
        int from_u = unit_at(at);
        int to_u = unit_at(to);
        if ((from_u < 0 && to_u < 0) || from_u == to_u) {
            continue; /* fixed code to fixed code, or within a unit: no order changes it */
        }
        if (n_edges == MAX_EDGES) {
            die("too many calls and jumps", file);
        }
        edge_t *e = &edges[n_edges++];
        e->from = from_u;
        e->to = to_u;
        e->from_off = from_u < 0 ? at : at - units[from_u].addr;
        e->to_off = to_u < 0 ? to : to - units[to_u].addr;
        if (is_long && from_u >= 0) {
            units[from_u].base -= 2;
        }
    }
    fclose(f);
}

static int order[MAX_UNITS], trial[MAX_UNITS];
static long pos[MAX_UNITS], size_now[MAX_UNITS];

/* Bytes the region takes in this order: laid out with every call short, then again with the
 * long ones that layout implies (a second round rarely changes a call). */
static long score(const int *ord, long *longs)
{
    long total = 0;
    for (int i = 0; i < n_units; i++) {
        size_now[i] = units[i].base;
    }
    for (int round = 0; round < 2; round++) {
        long a = region_start;
        for (int i = 0; i < n_units; i++) {
            pos[ord[i]] = a;
            a += size_now[ord[i]];
        }
        for (int i = 0; i < n_units; i++) {
            size_now[i] = units[i].base;
        }
        *longs = 0;
        for (int i = 0; i < n_edges; i++) {
            const edge_t *e = &edges[i];
            long from = e->from < 0 ? e->from_off : pos[e->from] + e->from_off;
            long to = e->to < 0 ? e->to_off : pos[e->to] + e->to_off;
            long d = to - (from + 2);
            if (d < REACH_BACK || d > REACH_FWD) {
                ++*longs;
                if (e->from >= 0) {
                    size_now[e->from] += 2;
                }
            }
        }
        total = a - region_start;
    }
    return total;
}

static uint32_t rng_state = 2463534242u;
static uint32_t rnd(uint32_t n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state % n;
}

/* About exp(-worse / t), the chance of taking an order worse by that many bytes, from + and *
 * only (1 / the first terms of exp's series): IEEE arithmetic gives every machine the same order,
 * where libm's exp may differ in its last bit. */
static double chance(long worse, double t)
{
    double x = (double)worse / t;
    return 1.0 / (1.0 + x * (1.0 + x * (0.5 + x / 6.0)));
}

static int index_of(const int *ord, int u)
{
    for (int i = 0; i < n_units; i++) {
        if (ord[i] == u) {
            return i;
        }
    }
    return -1;
}

/* Moves the run ord[i .. i+len-1] to start at index j of what is left. */
static void move_run(int *ord, int i, int len, int j)
{
    int run[MAX_UNITS];
    memcpy(run, ord + i, (size_t)len * sizeof *ord);
    memmove(ord + i, ord + i + len, (size_t)(n_units - i - len) * sizeof *ord);
    memmove(ord + j + len, ord + j, (size_t)(n_units - len - j) * sizeof *ord);
    memcpy(ord + j, run, (size_t)len * sizeof *ord);
}

static void anneal(void)
{
    static int best[MAX_UNITS];
    long longs;
    long cur = score(order, &longs);
    long best_score = cur;
    double t = T_START;
        memcpy(best, order, sizeof order);
    for (long it = 0; it < ITERATIONS; it++) {
        memcpy(trial, order, sizeof order);
        uint32_t kind = rnd(10);
        int i = (int)rnd((uint32_t)n_units);
        if (kind < 5) {
            move_run(trial, i, 1, (int)rnd((uint32_t)n_units));
        } else if (kind < 8) {
            const edge_t *e = &edges[rnd((uint32_t)n_edges)];
            if (e->from < 0 || e->to < 0) {
                continue;
            }
            /* the caller right before or after its callee (or the other way round) */
            int a = index_of(trial, e->from);
            int b = index_of(trial, e->to);
            move_run(trial, a, 1, (b > a ? b - 1 : b) + (int)rnd(2));
        } else {
            int len = 2 + (int)rnd(30);
            if (i + len > n_units) {
                len = n_units - i;
            }
            move_run(trial, i, len, (int)rnd((uint32_t)(n_units - len + 1)));
        }
        long s = score(trial, &longs);
        if (s <= cur || (double)rnd(1000000) / 1e6 < chance(s - cur, t)) {
            memcpy(order, trial, sizeof order);
            cur = s;
            if (s < best_score) {
                best_score = s;
                memcpy(best, order, sizeof order);
            }
        }
        if (t > T_END) {
            t *= T_COOL;
        }
    }
    memcpy(order, best, sizeof order);
}

/* The default script with the ordered names ahead of its `*(.text.*)`. */
static void write_script(const char *in_file, const char *out_file)
{
    FILE *in = open_or_die(in_file, "r");
    FILE *out = open_or_die(out_file, "w");
    char line[MAX_LINE];
    int done = 0;
    fprintf(out, "/* GENERATED by tools/link_order.c: the default script, the functions in the order "
                 "that leaves the fewest long calls. */\n");
    while (fgets(line, sizeof line, in)) {
        char word[64];
        if (!done && sscanf(line, " %63s", word) == 1 && strcmp(word, "*(.text.*)") == 0) {
            for (int i = 0; i < n_units; i++) {
                fprintf(out, "    %s\n", units[order[i]].name);
            }
            done = 1;
        }
        fputs(line, out);
    }
    fclose(in);
    if (fclose(out) != 0 || !done) {
        die(done ? "cannot write" : "no *(.text.*) line in", done ? out_file : in_file);
    }
}

int main(int argc, char **argv)
{
    int stats = argc > 1 && strcmp(argv[1], "--stats") == 0;
    long before, after, size_before, size_after;
    if (argc != 5 + stats) {
        fprintf(stderr, "usage: link_order [--stats] DEFAULT.x PASS1.map PASS1.dis OUT.x\n");
        return 2;
    }
    read_map(argv[2 + stats]);
    read_disassembly(argv[3 + stats]);
    /* pass 1's order first (by address) */
    for (int i = 0; i < n_units; i++) {
        order[i] = i;
    }
    for (int i = 1; i < n_units; i++) {
        for (int j = i; j > 0 && units[order[j]].addr < units[order[j - 1]].addr; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    }
    size_before = score(order, &before);
    anneal();
    size_after = score(order, &after);
    if (stats) {
        printf("link_order: %d sections, %d calls and jumps between them: %ld long, %ld bytes in "
               "pass 1's order; %ld long, %ld bytes in the chosen order\n",
               n_units, n_edges, before, size_before, after, size_after);
    }
    write_script(argv[1 + stats], argv[4 + stats]);
    return 0;
}
