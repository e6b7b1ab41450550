/* nimbox_port.h - `nimbox judge PROBLEM --port DEVICE < input`: the judge run on a board.
 * The input (stdin) goes to the board's serial console, paced so that it can never overrun the
 * board, whatever USB bridge or host buffers are in between; the board's answers come out on
 * stdout exactly as `nimbox judge PROBLEM` prints them (docs/console.md, "Judging on the board
 * from the host"). Exit status 0, or 2 after an error in words on stderr: the port is missing,
 * busy or not ours to open, nothing or something else answers on it, the input is bad (the
 * host tool's own message), or the board reports an error or answers differently from the host
 * tool (a byte changed on the line). */
#ifndef NIMBOX_PORT_H
#define NIMBOX_PORT_H

/* Runs the judge for problem on the board at port; returns the exit status. */
int nimbox_port_judge(const char *problem, const char *port);

#endif
