/* ihex.c - reads Intel HEX files (see ihex.h). */
#include "ihex.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define IHEX_LINE_MAX 600 /* 255 data bytes are 521 characters */

static int ihex_nibble(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static bool ihex_fail(const char *path, unsigned line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "nimbox-sim: %s line %u: ", path, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return false;
}

/* One record's bytes (count, address, type, data, checksum) from its hex digits. */
static bool ihex_decode(const char *path, unsigned line, const char *text, uint8_t *rec,
                        size_t *n)
{
    size_t len = strcspn(text, "\r\n");
    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t'))
        len--;
    if (len < 11 || (len - 1) % 2 != 0)
        return ihex_fail(path, line, "a record is ':' and an even number of hex digits "
                                     "(at least 10)");
    *n = (len - 1) / 2;
    for (size_t i = 0; i < *n; i++) {
        int hi = ihex_nibble(text[1 + 2 * i]), lo = ihex_nibble(text[2 + 2 * i]);
        if (hi < 0 || lo < 0)
            return ihex_fail(path, line, "'%c%c' is not a hex byte", text[1 + 2 * i],
                             text[2 + 2 * i]);
        rec[i] = (uint8_t)(hi << 4 | lo);
    }
    if (*n != (size_t)rec[0] + 5)
        return ihex_fail(path, line, "the record says %u data bytes and has %zu", rec[0],
                         *n - 5);
    uint8_t sum = 0;
    for (size_t i = 0; i < *n; i++)
        sum = (uint8_t)(sum + rec[i]);
    if (sum != 0)
        return ihex_fail(path, line, "bad checksum");
    return true;
}

bool ihex_read(const char *path, uint8_t *image, uint8_t *used, uint32_t size, ihex_info_t *info)
{
    memset(info, 0, sizeof *info);
    info->lowest = info->dropped_lowest = UINT32_MAX;
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "nimbox-sim: cannot open %s: %s\n", path, strerror(errno));
        return false;
    }
    char text[IHEX_LINE_MAX];
    uint8_t rec[IHEX_LINE_MAX / 2];
    uint32_t base = 0;
    unsigned line = 0;
    bool ended = false, ok = true;
    while (ok && !ended && fgets(text, sizeof text, f) != NULL) {
        line++;
        if (strchr(text, '\n') == NULL && !feof(f)) {
            ok = ihex_fail(path, line, "line too long");
            break;
        }
        if (text[strspn(text, " \t\r\n")] == '\0')
            continue;
        if (text[0] != ':') {
            ok = ihex_fail(path, line, "a record starts with ':'");
            break;
        }
        size_t n;
        if (!(ok = ihex_decode(path, line, text, rec, &n)))
            break;
        uint8_t count = rec[0], type = rec[3];
        uint32_t addr = base + ((uint32_t)rec[1] << 8 | rec[2]);
        switch (type) {
        case 0x00:
            for (uint32_t i = 0; i < count; i++) {
                uint32_t a = addr + i;
                info->bytes++;
                if (a < info->lowest)
                    info->lowest = a;
                if (a + 1 > info->end)
                    info->end = a + 1;
                if (a >= size) {
                    info->dropped++;
                    if (a < info->dropped_lowest)
                        info->dropped_lowest = a;
                    if (a + 1 > info->dropped_end)
                        info->dropped_end = a + 1;
                    continue;
                }
                image[a] = rec[4 + i];
                if (used)
                    used[a] = 1;
            }
            break;
        case 0x01:
            ended = true;
            break;
        case 0x02:
        case 0x04:
            if (count != 2) {
                ok = ihex_fail(path, line, "an address record has 2 data bytes");
                break;
            }
            base = ((uint32_t)rec[4] << 8 | rec[5]) << (type == 0x02 ? 4 : 16);
            break;
        case 0x03:
        case 0x05:
            break;
        default:
            ok = ihex_fail(path, line, "unknown record type %02X", type);
        }
    }
    if (ok && !ended)
        ok = ihex_fail(path, line, "no end-of-file record (:00000001FF): the file is cut short");
    fclose(f);
    return ok;
}
