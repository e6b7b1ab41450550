/* line_noise_opt.c - the names of the line's faults (see line_noise_opt.h). */
#include "line_noise_opt.h"

#include <stdlib.h>
#include <string.h>

#include "line_sender.h"

static const char *const line_noise_names[] = {
    [LINE_FAULT_FRAMING] = "framing",
    [LINE_FAULT_PARITY] = "parity",
    [LINE_FAULT_OVERRUN] = "overrun",
    [LINE_FAULT_FLIP] = "flip",
};

static int line_noise_kind(const char *name, size_t n)
{
    for (int k = LINE_FAULT_FRAMING; k <= LINE_FAULT_FLIP; k++)
        if (strlen(line_noise_names[k]) == n && strncmp(line_noise_names[k], name, n) == 0)
            return k;
    return -1;
}

bool line_noise_parse(const char *text, double *rate, uint32_t *kinds)
{
    char *end;
    double r = strtod(text, &end);
    if (end == text || r < 0 || r > 1)
        return false;
    uint32_t k = LINE_NOISE_SEEN;
    if (*end == ':') {
        k = 0;
        const char *p = end + 1;
        for (;;) {
            size_t n = strcspn(p, ",");
            int kind = line_noise_kind(p, n);
            if (kind < 0)
                return false;
            k |= 1u << kind;
            if (p[n] == '\0')
                break;
            p += n + 1;
        }
    } else if (*end != '\0') {
        return false;
    }
    *rate = r;
    *kinds = k;
    return true;
}

bool line_noise_fault(const char *name, uint8_t *fault)
{
    if (strncmp(name, "flip", 4) == 0 && name[4] >= '0' && name[4] <= '7' && name[5] == '\0') {
        *fault = (uint8_t)(LINE_FAULT_FLIP + (name[4] - '0'));
        return true;
    }
    int k = line_noise_kind(name, strlen(name));
    if (k < 0 || k == LINE_FAULT_FLIP)
        return false;
    *fault = (uint8_t)k;
    return true;
}

bool line_noise_any_faults(void)
{
    const line_sender_stats_t *s = line_sender_stats();
    for (int k = LINE_FAULT_FRAMING; k <= LINE_FAULT_FLIP; k++)
        if (s->faults[k])
            return true;
    return false;
}

void line_noise_print_faults(FILE *f)
{
    const line_sender_stats_t *s = line_sender_stats();
    if (!line_noise_any_faults())
        return;
    unsigned long long all = 0;
    for (int k = LINE_FAULT_FRAMING; k <= LINE_FAULT_FLIP; k++)
        all += s->faults[k];
    fprintf(f, ", %llu frames sent broken (%llu framing, %llu parity, %llu overrun, %llu bit "
               "flips)", all, (unsigned long long)s->faults[LINE_FAULT_FRAMING],
            (unsigned long long)s->faults[LINE_FAULT_PARITY],
            (unsigned long long)s->faults[LINE_FAULT_OVERRUN],
            (unsigned long long)s->faults[LINE_FAULT_FLIP]);
}
