/* pty_port.h - the board's USB serial port on the computer's side: a pty (with a symlink
 * for picocom, avrdude and scripts) behaving as an Uno's or a Nano's port does:
 * - Auto-reset: on a real board the bridge's DTR line pulses RESET through a capacitor when
 *   a program opens the port. A pty has no DTR, but its master end sees whether any program
 *   holds the slave end open (poll() reports POLLHUP while none does, since the simulator
 *   keeps no slave descriptor of its own): the first open after none resets the board
 *   (EXTRF), so `make flash`'s avrdude command works unchanged. Nothing else resets it: not
 *   a byte, not a second program opening a port already open, not a program keeping it
 *   open, not a close. (avrdude's own DTR toggles fail on a pty: it prints
 *   'ioctl("TIOCMGET"): Inappropriate ioctl for device' and goes on.)
 * - The line's rate is the program's (its termios, read through the master): the line sender
 *   sends what the program writes at that rate and host_rx.h samples the board's output at
 *   it, so a program at the wrong rate gets what it would get from a real board.
 * - While no program has the port open, what the board sends is lost (a pty would keep it
 *   for the next program, a real bridge does not).
 * - Flow control as the program set it (IXON), unless --flow fixed it; what the program
 *   writes is taken a bridge's buffer (16 bytes) at a time. */
#ifndef SIM_PTY_PORT_H
#define SIM_PTY_PORT_H

#include <stdbool.h>
#include <stdint.h>

/* Creates the pty and its symlink (link may be NULL); false (with a message) on failure.
 * follow_baud: the line's rate follows the program's termios (else --line-baud holds);
 * follow_ixon: flow control follows its IXON (else --flow holds); auto_reset: opening
 * resets the board. */
bool pty_port_open(const char *link, bool follow_baud, bool follow_ixon, bool auto_reset);

/* Once every simulated millisecond or so: sees the port opened or closed (the reset), follows
 * the termios, takes what the program wrote. */
void pty_port_poll(void);

/* A byte the board sends (the mode's serial sink calls this for every output byte). */
void pty_port_output(uint8_t byte);

/* True while some program has the port open. */
bool pty_port_in_use(void);

/* The pty's own name (/dev/pts/N) and the symlink (NULL when none was made). */
const char *pty_port_name(void);
const char *pty_port_link(void);

/* The rate the program on the port set (baud). */
uint32_t pty_port_baud(void);

/* Removes the symlink (at exit; safe to call twice). */
void pty_port_close(void);

#endif
