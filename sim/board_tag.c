/* board_tag.c - reads the ".nimbox.board" section of a firmware ELF with libelf. */
#include "board_tag.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <string.h>
#include <unistd.h>

#define BOARD_TAG_SECTION ".nimbox.board"

/* The tag's bytes in section scn, when it is the tag section. */
static bool board_tag_from(Elf *elf, size_t names, Elf_Scn *scn, char *name, size_t size)
{
    GElf_Shdr sh;
    if (gelf_getshdr(scn, &sh) == NULL)
        return false;
    const char *sec = elf_strptr(elf, names, sh.sh_name);
    if (sec == NULL || strcmp(sec, BOARD_TAG_SECTION) != 0)
        return false;
    Elf_Data *d = elf_getdata(scn, NULL);
    if (d == NULL || d->d_buf == NULL || d->d_size == 0)
        return false;
    size_t n = strnlen(d->d_buf, d->d_size);
    if (n == 0 || n >= size)
        return false;
    memcpy(name, d->d_buf, n);
    name[n] = '\0';
    return true;
}

bool board_tag_read(const char *path, char *name, size_t size)
{
    if (elf_version(EV_CURRENT) == EV_NONE)
        return false;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return false;
    bool found = false;
    Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
    size_t names;
    if (elf != NULL && elf_getshdrstrndx(elf, &names) == 0) {
        for (Elf_Scn *scn = elf_nextscn(elf, NULL); scn != NULL && !found;
             scn = elf_nextscn(elf, scn))
            found = board_tag_from(elf, names, scn, name, size);
    }
    if (elf != NULL)
        elf_end(elf);
    close(fd);
    return found;
}
