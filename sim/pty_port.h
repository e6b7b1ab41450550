/* pty_port.h - the board's USB serial port on the computer's side, for make play and
 * --headless alike: a pty (with a symlink for picocom, avrdude, nimbox judge --port and
 * scripts) behaving as an Uno's or a Nano's port does:
 * - Auto-reset: on a real board the bridge's DTR line pulses RESET through a capacitor when
 *   a program opens the port. A pty has no DTR, but its master end sees whether any program
 *   holds the slave end open (poll() reports POLLHUP while none does, since the simulator
 *   keeps no slave descriptor of its own): the first open after none resets the board
 *   (EXTRF), so `make flash`'s avrdude command works unchanged. Nothing else resets it: not
 *   a byte, not a second program opening a port already open, not a program keeping it
 *   open, not a close. (avrdude's own DTR toggles fail on a pty: it prints
 *   'ioctl("TIOCMGET"): Inappropriate ioctl for device' and goes on.) A program that writes
 *   at once after opening loses what the board's boot misses, as on a real board.
 * - The line's rate is the program's (its termios, read through the master): the line sender
 *   sends what the program writes at that rate and host_rx.h samples the board's output at
 *   it, so a program at the wrong rate gets what it would get from a real board.
 * - Flow control as the program set it: with IXON (picocom --flow x, screen ixon) the host
 *   obeys the board's XOFF through the board's USB bridge (line_sender.h, usb_bridge.h), as
 *   its kernel would on a real port; without, it sends on. --flow on the command line fixes
 *   it instead. What the program wrote is taken PTY_PORT_HOST_QUEUE bytes ahead of the line
 *   (the host's kernel buffer, from which the bridge takes its packets); the rest waits in the
 *   pty.
 * - While no program has the port open, what the board sends is lost, and what a program left
 *   unread when it closed the port goes with it (a pty would keep both for the next program;
 *   a real host drops them). While one has, what the pty cannot take yet waits (up to
 *   PTY_PORT_PENDING_MAX bytes, a host's buffers; more is lost and counted). */
#ifndef SIM_PTY_PORT_H
#define SIM_PTY_PORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PTY_PORT_HOST_QUEUE 128u /* a bridge's USB packet and what it holds, with room to spare
                                  * (the line sends 11.5 bytes a ms; taken every ms) */
#define PTY_PORT_PENDING_MAX 65536u

/* Creates the pty and its symlink (link may be NULL); false (with a message) on failure.
 * follow_baud: the line's rate follows the program's termios (else --line-baud holds);
 * follow_ixon: flow control follows its IXON (else --flow holds); auto_reset: opening
 * resets the board. */
bool pty_port_open(const char *link, bool follow_baud, bool follow_ixon, bool auto_reset);

/* Once every simulated millisecond or so: sees the port opened or closed (the reset), follows
 * the termios, takes what the program wrote, hands on what waits for it. */
void pty_port_poll(void);

/* Waits up to ms of wall time for the program: for its bytes (or room for the board's, when
 * some wait), or for the port to be opened. */
void pty_port_wait(int ms);

/* A byte the board sends (the mode's serial sink calls this for every output byte). */
void pty_port_output(uint8_t byte);

/* True while some program has the port open. */
bool pty_port_in_use(void);

/* Bytes received from the board that wait for room in the pty. */
size_t pty_port_pending(void);

/* Bytes the board sent that nobody received: the port closed, or the program not reading. */
uint64_t pty_port_lost(void);

/* The pty's own name (/dev/pts/N) and the symlink (NULL when none was made). */
const char *pty_port_name(void);
const char *pty_port_link(void);

/* The rate the program on the port set (baud). */
uint32_t pty_port_baud(void);

/* Removes the symlink (at exit; safe to call twice). */
void pty_port_close(void);

#endif
