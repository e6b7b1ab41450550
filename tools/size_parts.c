/* size_parts.c - the firmware's flash by part, against a budget (host tool, run by `make size`).
 *
 * Every byte of flash (.text and the initial values of .data) is given to one part: solvers,
 * engine, app, console, view, main (firmware/<folder>/ by the source file it came from, a new folder a
 * part of its own), hal (hal/, board/), texts (the generated tables), lib (libgcc and
 * avr-libc), startup (the vectors, crt and .init/.fini code, alignment fill). The firmware is
 * linked with -flto, so the objects the linker places are LTO's own partitions; the part of a
 * byte is found so:
 *   - the link map gives each input section: those of the C library, libgcc and crt are lib or
 *     startup by their file; those of LTO's partitions are split by the ELF's symbols;
 *   - a function keeps its name through LTO (suffixes such as .lto_priv.3, .constprop.0 or .part.1
 *     aside), and each LTO object names its functions in its sections (.gnu.lto_NAME.HASH) and
 *     its global data in its symbol table: the object is the source file, the file the part;
 *   - a static object (a table, a string of PSTR) or bytes with no symbol (a merged string
 *     constant) are the part of the code or data that refers to them: the firmware is linked
 *     with --emit-relocs, which keeps every reference (and the same bytes of flash).
 * A byte no rule gives a part, or a name two parts claim, stops the tool: a test runs it on every
 * board, so a new kind of symbol cannot go uncounted.
 *
 * usage: size_parts [--quiet] [--budget FILE [--limit BYTES]] [--list OUT] [--objdump CMD]
 *                   [--nm CMD] [--lto-nm CMD] BOARD MAP ELF OBJ...
 * OBJ are the firmware's objects, under some .../obj/ folder that mirrors the source tree.
 * FILE holds `part bytes` lines (# comments) and `reserve bytes`: the tool prints each part
 * against its budget and exits 1 when a part is over it, when a part has none, or when the
 * budgets and the reserve add up to more than the board's BYTES. --list writes each symbol's
 * part and bytes to OUT; --quiet leaves the table out (the problems still go to stderr). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 1024
#define MAX_SYMS 4096
#define MAX_NAMES 4096
#define MAX_REFS 8192

/* The parts: these first, in this order, then any other folder of firmware/ a source comes
 * from (a part of its own, named by the folder, which then needs a budget). */
#define MAX_PARTS 16
static char parts[MAX_PARTS][32] = {"solvers", "engine", "app",  "console", "view",
                                    "hal",     "texts",  "main", "lib",     "startup"};
static size_t n_parts = 10;
enum { P_NONE = -1, P_SHARED = -2 };

typedef struct {
    char name[128]; /* as the ELF has it */
    long addr, size;
    int part;
} sym_t;

typedef struct {
    char name[128]; /* as the source has it */
    int part;
} name_t;

typedef struct {
    long from, to; /* addresses */
} ref_t;

static sym_t syms[MAX_SYMS];
static int n_syms;
static name_t names[MAX_NAMES];
static int n_names;
static ref_t refs[MAX_REFS];
static int n_refs;
static long total[MAX_PARTS];
static long text_vma, text_size, data_vma, data_size, bss_vma;
static int failed;
static FILE *list; /* --list: each symbol's part */

static void die(const char *what, const char *name)
{
    fprintf(stderr, "size_parts: %s%s%s\n", what, name ? ": " : "", name ? name : "");
    exit(2);
}

/* The output of `cmd 'arg'`. */
static FILE *run(const char *cmd, const char *arg)
{
    char line[3 * MAX_LINE];
    int n = snprintf(line, sizeof line, "%s '%s'", cmd, arg);
    if (n < 0 || (size_t)n >= sizeof line || strchr(arg, '\'')) {
        die("too long a command, or a quote in a file name", arg);
    }
    FILE *f = popen(line, "r");
    if (!f) {
        die("cannot run", line);
    }
    return f;
}

static void done(FILE *f, const char *what)
{
    if (pclose(f) != 0) {
        die("failed", what);
    }
}

/* The index of part `name`, a new part after the others. */
static int part_named(const char *name)
{
    for (size_t p = 0; p < n_parts; p++) {
        if (strcmp(parts[p], name) == 0) {
            return (int)p;
        }
    }
    if (n_parts == MAX_PARTS || strlen(name) >= sizeof parts[0]) {
        die("too many parts, or too long a name", name);
    }
    strcpy(parts[n_parts], name);
    return (int)n_parts++;
}

/* The part of a source file, by its folder: firmware/<folder>/ is part <folder> (firmware/main.c
 * part main), hal/ and board/ are hal, the generated texts (gen/) texts. */
static int part_of_source(const char *src)
{
    char name[32];
    if (strncmp(src, "hal/", 4) == 0 || strncmp(src, "board/", 6) == 0) {
        return part_named("hal");
    }
    if (strncmp(src, "gen/", 4) == 0) {
        return part_named("texts");
    }
    if (strncmp(src, "firmware/", 9) != 0) {
        die("no part for the source file", src);
    }
    const char *folder = src + 9;
    size_t n = strcspn(folder, "/");
    if (folder[n] != '/') { /* firmware/main.c */
        n = strcspn(folder, ".");
    }
    snprintf(name, sizeof name, "%.*s", (int)n, folder);
    return part_named(name);
}

/* A name as the source has it: the ELF's less LTO's and the optimizer's suffixes. */
static void base_name(char *out, size_t n, const char *elf_name)
{
    snprintf(out, n, "%s", elf_name);
    char *dot = strchr(out, '.');
    if (dot && dot != out) {
        *dot = '\0';
    }
}

static void add_name(const char *name, int part)
{
    for (int i = 0; i < n_names; i++) {
        if (strcmp(names[i].name, name) == 0) {
            if (names[i].part != part) {
                names[i].part = P_SHARED; /* the same static name in two parts */
            }
            return;
        }
    }
    if (n_names == MAX_NAMES || strlen(name) >= sizeof names[0].name) {
        die("too many names, or too long a one", name);
    }
    strcpy(names[n_names].name, name);
    names[n_names++].part = part;
}

static int part_of_name(const char *name)
{
    for (int i = 0; i < n_names; i++) {
        if (strcmp(names[i].name, name) == 0) {
            return names[i].part;
        }
    }
    return P_NONE;
}

/* One LTO object: its functions (section names) and its global symbols, all of its file's part. */
static void read_object(const char *obj, const char *objdump, const char *lto_nm)
{
    const char *rel = strstr(obj, "/obj/");
    char src[MAX_LINE], line[MAX_LINE], name[MAX_LINE];
    if (!rel) {
        die("an object outside an obj/ folder", obj);
    }
    snprintf(src, sizeof src, "%s", rel + 5);
    int part = part_of_source(src);
    FILE *f = run(objdump, obj);
    while (fgets(line, sizeof line, f)) {
        char *s = strstr(line, " .gnu.lto_");
        if (s && s[10] != '.' && sscanf(s + 10, "%1023[^.]", name) == 1) {
            add_name(name, part);
        }
    }
    done(f, obj);
    char cmd[MAX_LINE];
    snprintf(cmd, sizeof cmd, "%s 2>&1", lto_nm); /* (an object with no global symbol says so) */
    f = run(cmd, obj);
    while (fgets(line, sizeof line, f)) {
        char type[MAX_LINE];
        if (sscanf(line, "%*x %1023s %1023s", type, name) == 2 && type[1] == '\0') {
            add_name(name, part);
        }
    }
    done(f, obj);
}

/* The ELF's section addresses and its symbols with a size, in flash or RAM. */
static void read_elf(const char *elf, const char *objdump, const char *nm)
{
    char line[MAX_LINE], name[MAX_LINE];
    char cmd[MAX_LINE];
    snprintf(cmd, sizeof cmd, "%s -h", objdump);
    FILE *f = run(cmd, elf);
    while (fgets(line, sizeof line, f)) {
        long size, vma;
        if (sscanf(line, " %*d %1023s %lx %lx", name, &size, &vma) == 3) {
            if (strcmp(name, ".text") == 0) {
                text_vma = vma;
                text_size = size;
            } else if (strcmp(name, ".data") == 0) {
                data_vma = vma;
                data_size = size;
            } else if (strcmp(name, ".bss") == 0) {
                bss_vma = vma;
            }
        }
    }
    done(f, elf);
    snprintf(cmd, sizeof cmd, "%s -S -n", nm);
    f = run(cmd, elf);
    while (fgets(line, sizeof line, f)) {
        long addr, size;
        char type[MAX_LINE]; /* (a word of its own: "A" would read as a hex size) */
        if (sscanf(line, "%lx %lx %1023s %1023s", &addr, &size, type, name) != 4 || size == 0 ||
            type[1] != '\0' || type[0] == 'b' || type[0] == 'B') {
            continue;
        }
        if (n_syms == MAX_SYMS || strlen(name) >= sizeof syms[0].name) {
            die("too many symbols, or too long a name", name);
        }
        if (n_syms > 0 && syms[n_syms - 1].addr == addr) {
            continue; /* an alias */
        }
        strcpy(syms[n_syms].name, name);
        syms[n_syms].addr = addr;
        syms[n_syms].size = size;
        char base[MAX_LINE];
        base_name(base, sizeof base, name);
        syms[n_syms].part = part_of_name(base);
        if (syms[n_syms].part == P_SHARED) {
            syms[n_syms].part = P_NONE; /* found by its references instead */
        }
        n_syms++;
    }
    done(f, elf);
}

/* The symbol holding address a, or -1. */
static int sym_at(long a)
{
    int lo = 0, hi = n_syms - 1, found = -1;
    while (lo <= hi) { /* the last symbol starting at or before a */
        int mid = (lo + hi) / 2;
        if (syms[mid].addr <= a) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return found >= 0 && a < syms[found].addr + syms[found].size ? found : -1;
}

/* Every reference of the ELF (--emit-relocs): where from, to what address. */
static void read_refs(const char *elf, const char *objdump)
{
    char line[MAX_LINE], cmd[MAX_LINE], target[MAX_LINE];
    long base = 0;
    int in_flash = 0;
    snprintf(cmd, sizeof cmd, "%s -r", objdump);
    FILE *f = run(cmd, elf);
    while (fgets(line, sizeof line, f)) {
        long off, add = 0;
        if (strncmp(line, "RELOCATION RECORDS FOR [", 24) == 0) {
            in_flash = strncmp(line + 24, ".text]", 6) == 0 || strncmp(line + 24, ".data]", 6) == 0;
            base = strncmp(line + 24, ".data]", 6) == 0 ? data_vma : text_vma;
            continue;
        }
        char type[MAX_LINE];
        if (!in_flash || sscanf(line, "%lx %1023s %1023s", &off, type, target) != 3 ||
            strstr(type, "_NEG")) {
            continue; /* (_NEG: an address added to an index, `table - 45 + c`: its target may
                       * lie before the array, in another object) */
        }
        char *plus = strchr(target + 1, '+');
        if (plus) {
            add = strtol(plus + 1, NULL, 16);
            *plus = '\0';
        }
        long to;
        if (strcmp(target, ".text") == 0) {
            to = text_vma;
        } else if (strcmp(target, ".data") == 0) {
            to = data_vma;
        } else if (strcmp(target, ".bss") == 0) {
            to = bss_vma;
        } else {
            int i;
            for (i = 0; i < n_syms && strcmp(syms[i].name, target) != 0; i++) {
            }
            if (i == n_syms) {
                continue; /* a symbol without bytes of flash (__stack, linker symbols) */
            }
            to = syms[i].addr;
        }
        if (n_refs == MAX_REFS) {
            die("too many references", elf);
        }
        refs[n_refs].from = base + off;
        refs[n_refs].to = to + add;
        n_refs++;
    }
    done(f, elf);
}

/* A symbol with no part of its own takes the part of what refers to its first byte, when all
 * that does agree; repeated, as a table may be referred to by a table. (Only the first byte:
 * code that indexes an array from a constant offset, `table - 45 + c`, refers to an address
 * before the array, which may be another object's.) */
static void parts_by_reference(void)
{
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < n_syms; i++) {
            if (syms[i].part != P_NONE) {
                continue;
            }
            int part = P_NONE;
            for (int r = 0; r < n_refs; r++) {
                int from = sym_at(refs[r].from);
                if (refs[r].to != syms[i].addr || from < 0 || from == i || syms[from].part < 0) {
                    continue;
                }
                part = part == P_NONE || part == syms[from].part ? syms[from].part : P_SHARED;
            }
            if (part >= 0) {
                syms[i].part = part;
                changed = 1;
            }
        }
    }
}

/* The part of what refers to bytes [a, a + n) that have no symbol (a merged string constant,
 * .rodata.str1.1), when all that does agree; else P_NONE. */
static int referrers_part(long a, long n)
{
    int part = P_NONE;
    for (int r = 0; r < n_refs; r++) {
        int from = sym_at(refs[r].from);
        if (refs[r].to < a || refs[r].to >= a + n || from < 0 || syms[from].part < 0) {
            continue;
        }
        if (part != P_NONE && part != syms[from].part) {
            return P_NONE;
        }
        part = syms[from].part;
    }
    return part;
}

static void unattributed(long addr, long size, const char *what)
{
    fprintf(stderr, "size_parts: %ld bytes at 0x%lx (%s) belong to no part\n", size, addr, what);
    failed = 1;
}

/* An input section of an LTO partition, split by its symbols; bytes between them belong to
 * the function the section is named for (a jump table: .progmem.gcc_sw_table.FN). */
static void split_section(const char *section, long addr, long size)
{
    char base[MAX_LINE];
    const char *fn = strrchr(section, '.');
    if (strncmp(section, ".progmem.gcc_sw_table.", 22) == 0) {
        fn = section + 21;
    } else if (strncmp(section, ".text.", 6) == 0) {
        fn = section + 5;
    }
    base_name(base, sizeof base, fn ? fn + 1 : section);
    int own = part_of_name(base);
    for (long a = addr; a < addr + size;) {
        int s = sym_at(a);
        if (s >= 0) {
            long end = syms[s].addr + syms[s].size;
            long n = (end < addr + size ? end : addr + size) - a;
            if (syms[s].part < 0) {
                unattributed(a, n, syms[s].name);
            } else {
                total[syms[s].part] += n;
                if (list) {
                    fprintf(list, "%-8s %5ld %s\n", parts[syms[s].part], n, syms[s].name);
                }
            }
            a += n;
            continue;
        }
        long n = 1; /* up to the next symbol */
        while (a + n < addr + size && sym_at(a + n) < 0) {
            n++;
        }
        int part = own >= 0 ? own : referrers_part(a, n);
        if (part >= 0) {
            total[part] += n;
        } else {
            unattributed(a, n, section);
        }
        a += n;
    }
}

/* The input sections of .text and .data in the map: ` NAME 0xADDR 0xSIZE FILE` (the name may
 * stand alone on the line before), and ` *fill* 0xADDR 0xSIZE`. */
static void read_map(const char *map)
{
    FILE *f = fopen(map, "r");
    char line[MAX_LINE], name[MAX_LINE] = "", first[MAX_LINE], file[MAX_LINE];
    int out = 0; /* inside .text or .data */
    if (!f) {
        die("cannot read", map);
    }
    while (fgets(line, sizeof line, f)) {
        long addr, size;
        if (line[0] == '.') { /* an output section */
            out = strncmp(line, ".text ", 6) == 0 || strncmp(line, ".data ", 6) == 0;
            continue;
        }
        if (!out) {
            continue;
        }
        if (name[0] != '\0') {
            snprintf(first, sizeof first, "%s", name);
            name[0] = '\0';
            if (sscanf(line, " 0x%lx 0x%lx %1023s", &addr, &size, file) != 3) {
                continue;
            }
        } else if (sscanf(line, " *fill* 0x%lx 0x%lx", &addr, &size) == 2) {
            total[part_named("startup")] += size;
            continue;
        } else if (line[0] != ' ' || line[1] == ' ' || line[1] == '*') {
            continue;
        } else if (sscanf(line, " %1023s 0x%lx 0x%lx %1023s", first, &addr, &size, file) != 4) {
            if (sscanf(line, " %1023s", name) != 1 || strchr(line, '(') || strchr(line, '=')) {
                name[0] = '\0';
            }
            continue;
        }
        if (size == 0) {
            continue;
        }
        if (strstr(file, ".ltrans")) {
            split_section(first, addr, size);
        } else if (strncmp(first, ".vectors", 8) == 0 || strncmp(first, ".init", 5) == 0 ||
                   strncmp(first, ".fini", 5) == 0 || strstr(file, "/crt")) {
            total[part_named("startup")] += size;
        } else if (strstr(file, ".a(")) {
            total[part_named("lib")] += size;
        } else {
            unattributed(addr, size, file);
        }
    }
    fclose(f);
}

/* The budget file's figure for a part, or -1. */
static long budget_of(const char *file, const char *part)
{
    FILE *f = fopen(file, "r");
    char line[MAX_LINE], name[MAX_LINE];
    long bytes, found = -1;
    if (!f) {
        die("cannot read", file);
    }
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, " %1023s %ld", name, &bytes) == 2 && name[0] != '#' &&
            strcmp(name, part) == 0) {
            found = bytes;
        }
    }
    fclose(f);
    return found;
}

int main(int argc, char **argv)
{
    const char *budget = NULL, *objdump = "avr-objdump", *nm = "avr-nm", *lto_nm = "avr-gcc-nm";
    long limit = 0;
    while (argc > 1 && strcmp(argv[1], "--quiet") == 0) {
        if (!freopen("/dev/null", "w", stdout)) {
            die("cannot leave the table out", NULL);
        }
        argc--;
        argv++;
    }
    for (; argc > 2 && strncmp(argv[1], "--", 2) == 0; argc -= 2, argv += 2) {
        const char *opt = argv[1], *value = argv[2];
        if (strcmp(opt, "--budget") == 0) {
            budget = value;
        } else if (strcmp(opt, "--limit") == 0) {
            limit = atol(value);
        } else if (strcmp(opt, "--list") == 0) {
            list = fopen(value, "w");
            if (!list) {
                die("cannot write", value);
            }
        } else if (strcmp(opt, "--objdump") == 0) {
            objdump = value;
        } else if (strcmp(opt, "--nm") == 0) {
            nm = value;
        } else if (strcmp(opt, "--lto-nm") == 0) {
            lto_nm = value;
        } else {
            die("unknown option", opt);
        }
    }
    if (argc < 5) {
        fprintf(stderr, "usage: size_parts [--quiet] [--budget FILE [--limit BYTES]] [--list OUT] "
                        "[--objdump CMD] [--nm CMD] [--lto-nm CMD] BOARD MAP ELF OBJ...\n");
        return 2;
    }
    const char *board = argv[1], *map = argv[2], *elf = argv[3];
    char cmd[MAX_LINE];
    snprintf(cmd, sizeof cmd, "%s -h", objdump);
    for (int i = 4; i < argc; i++) {
        read_object(argv[i], cmd, lto_nm);
    }
    read_elf(elf, objdump, nm);
    read_refs(elf, objdump);
    parts_by_reference();
    read_map(map);
    long sum = 0, sum_budget = 0;
    for (size_t p = 0; p < n_parts; p++) {
        sum += total[p];
    }
    if (sum != text_size + data_size) {
        fprintf(stderr, "size_parts: the parts add up to %ld bytes, the ELF has %ld (.text %ld "
                        "+ .data %ld)\n", sum, text_size + data_size, text_size, data_size);
        failed = 1;
    }
    printf("%s: flash by part (bytes)%s%s\n", board, budget ? ", budget in " : "",
           budget ? budget : "");
    printf("  %-8s %6s %7s %6s\n", "part", "bytes", "budget", "left");
    for (size_t p = 0; p < n_parts; p++) {
        long b = budget ? budget_of(budget, parts[p]) : -1;
        if (b < 0) {
            printf("  %-8s %6ld\n", parts[p], total[p]);
            if (budget) {
                fprintf(stderr, "size_parts: %s: no budget for part %s\n", budget, parts[p]);
                failed = 1;
            }
            continue;
        }
        sum_budget += b;
        printf("  %-8s %6ld %7ld %6ld%s\n", parts[p], total[p], b, b - total[p],
               total[p] > b ? "  OVER BUDGET" : "");
        if (total[p] > b) {
            fprintf(stderr, "size_parts: %s: part %s takes %ld bytes, over its budget of %ld\n",
                    board, parts[p], total[p], b);
            failed = 1;
        }
    }
    if (!budget) {
        printf("  %-8s %6ld\n", "total", sum);
        return failed;
    }
    printf("  %-8s %6ld %7ld %6ld\n", "total", sum, sum_budget, sum_budget - sum);
    long reserve = budget_of(budget, "reserve");
    if (limit > 0) {
        printf("  the board's %ld bytes less the budgets: %ld (reserve: %ld)\n", limit,
               limit - sum_budget, reserve);
        if (reserve < 0 || sum_budget + reserve > limit) {
            fprintf(stderr, "size_parts: %s: the budgets add up to %ld bytes: they leave less than "
                            "the reserve of %ld of the board's %ld\n", budget, sum_budget, reserve,
                    limit);
            failed = 1;
        }
    }
    return failed;
}
