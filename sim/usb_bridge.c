/* usb_bridge.c - the bridge chips' figures (their sources: usb_bridge.h). */
#include "usb_bridge.h"

#include <string.h>

static const usb_bridge_t usb_bridges[] = {
    {"16u2", 117647u, 64u, 2u, 4096u},
    {"ch340", 115200u, 32u, 64u, 1000u},
};
#define USB_BRIDGE_COUNT (sizeof usb_bridges / sizeof usb_bridges[0])

const usb_bridge_t *usb_bridge_find(const char *name)
{
    for (size_t i = 0; i < USB_BRIDGE_COUNT; i++)
        if (strcmp(usb_bridges[i].name, name) == 0)
            return &usb_bridges[i];
    return NULL;
}

const char *usb_bridge_names(void)
{
    return "16u2 ch340";
}
