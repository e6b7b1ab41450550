/* attributes.h - the compiler attributes the firmware's size work uses, named once (as LUFA's
 * Common/Attributes.h names its ATTR_*).
 *
 * NOINLINE keeps a function out of line. The AVR build links with -flto, and across files
 * avr-gcc copies a small function into every caller, or clones it for a constant argument,
 * where one shared copy and a call are shorter (the -fno-inline-small-functions of the
 * Makefile does not reach everything). Mark a function NOINLINE only where `make size` said so;
 * the host build ignores nothing: it is the same attribute there, and costs nothing. */
#ifndef ATTRIBUTES_H
#define ATTRIBUTES_H

#define NOINLINE __attribute__((noinline, noclone))

#endif
