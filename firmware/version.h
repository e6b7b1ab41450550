/* version.h - the NimBox firmware version, shown on the boot screen and in the serial banner
 * (`NimBox 0.1.0 ready`). */
#ifndef VERSION_H
#define VERSION_H

#define NIMBOX_VERSION "0.1.0"

#endif
