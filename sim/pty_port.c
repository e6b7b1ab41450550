/* pty_port.c - the serial port as a pty with a real board's auto-reset (see pty_port.h). */
#include "pty_port.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "chip_log.h"
#include "host_rx.h"
#include "line_sender.h"
#include "serial.h"
#include "usart.h"
#include "wdt_chip.h"

static struct {
    int master;
    char name[64];
    const char *link;
    bool linked;
    bool follow_baud, follow_ixon, auto_reset;
    bool in_use;
    uint32_t baud;
    int ixon; /* -1: not read yet */
    uint8_t *pending; /* received from the board, not yet taken by the pty */
    size_t len, cap;
    uint64_t lost;
} pty = {.master = -1, .ixon = -1};

static const struct {
    speed_t code;
    uint32_t baud;
} pty_speeds[] = {
    {B300, 300},       {B1200, 1200},       {B2400, 2400},       {B4800, 4800},
    {B9600, 9600},     {B19200, 19200},     {B38400, 38400},     {B57600, 57600},
    {B115200, 115200}, {B230400, 230400},   {B460800, 460800},   {B500000, 500000},
    {B576000, 576000}, {B921600, 921600},   {B1000000, 1000000}, {B2000000, 2000000},
};

static uint32_t pty_baud_of(speed_t code)
{
    for (size_t i = 0; i < sizeof pty_speeds / sizeof pty_speeds[0]; i++)
        if (pty_speeds[i].code == code)
            return pty_speeds[i].baud;
    return 0;
}

/* Hands on what waits, as far as the pty takes it now. */
static void pty_flush(void)
{
    size_t done = 0;
    while (done < pty.len) {
        ssize_t n = write(pty.master, pty.pending + done, pty.len - done);
        if (n <= 0)
            break; /* full (EAGAIN): later */
        done += (size_t)n;
    }
    memmove(pty.pending, pty.pending + done, pty.len - done);
    pty.len -= done;
}

/* A byte the host's end received (host_rx.h). */
static void pty_deliver(uint8_t byte, void *ctx)
{
    (void)ctx;
    if (!pty.in_use || pty.len == PTY_PORT_PENDING_MAX) {
        pty.lost++; /* nobody has the port open, or the program stopped reading long ago */
        return;
    }
    if (pty.len == pty.cap) {
        pty.cap = pty.cap ? pty.cap * 2 : 4096;
        pty.pending = realloc(pty.pending, pty.cap);
        if (pty.pending == NULL)
            abort();
    }
    pty.pending[pty.len++] = byte;
    pty_flush();
}

/* The program closed the port: what it left unread goes, as a real port's driver drops it at
 * the last close (a pty would keep it for the next program: emptied through a short open of
 * our own, which POLLHUP does not see once it is closed again). */
static void pty_drop_unread(void)
{
    pty.lost += pty.len;
    pty.len = 0;
    int fd = open(pty.name, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        tcflush(fd, TCIFLUSH);
        close(fd);
    }
}

bool pty_port_open(const char *link, bool follow_baud, bool follow_ixon, bool auto_reset)
{
    int slave;
    if (openpty(&pty.master, &slave, pty.name, NULL, NULL) != 0) {
        fprintf(stderr, "nimbox-sim: no pty for the serial port: %s\n", strerror(errno));
        pty.master = -1;
        return false;
    }
    struct termios t;
    tcgetattr(slave, &t);
    cfmakeraw(&t);
    cfsetspeed(&t, B115200);
    tcsetattr(slave, TCSANOW, &t);
    close(slave); /* none of ours: POLLHUP tells whether a program holds it */
    fcntl(pty.master, F_SETFL, fcntl(pty.master, F_GETFL) | O_NONBLOCK);
    pty.follow_baud = follow_baud;
    pty.follow_ixon = follow_ixon;
    pty.auto_reset = auto_reset;
    pty.link = link;
    if (link != NULL) {
        struct stat st;
        if (lstat(link, &st) == 0 && S_ISLNK(st.st_mode))
            unlink(link);
        pty.linked = symlink(pty.name, link) == 0;
        if (!pty.linked)
            fprintf(stderr, "nimbox-sim: cannot make the link %s to %s: %s\n", link, pty.name,
                    strerror(errno));
    }
    host_rx_init(pty_deliver, NULL);
    pty.baud = 115200;
    host_rx_set_baud(pty.baud);
    return true;
}

/* The rate and IXON the program set. */
static void pty_follow_termios(void)
{
    struct termios t;
    if (tcgetattr(pty.master, &t) != 0)
        return;
    uint32_t baud = pty_baud_of(cfgetospeed(&t));
    if (baud && baud != pty.baud) {
        pty.baud = baud;
        host_rx_set_baud(baud);
        if (pty.follow_baud)
            line_sender_set_baud(baud);
        chip_log("port: %u baud", (unsigned)baud);
    }
    int ixon = (t.c_iflag & IXON) != 0;
    if (pty.follow_ixon && ixon != pty.ixon) {
        pty.ixon = ixon;
        line_sender_set_flow(ixon != 0, LINE_SENDER_BRIDGE);
    }
}

/* What the program wrote, taken only while the line sender holds fewer than
 * PTY_PORT_HOST_QUEUE bytes: the rest waits in the pty, as in a real port's kernel buffer. */
static void pty_take_input(void)
{
    uint8_t buf[PTY_PORT_HOST_QUEUE];
    ssize_t n;
    size_t room;
    while ((room = PTY_PORT_HOST_QUEUE - line_sender_queued()) > 0 && room <= sizeof buf &&
           (n = read(pty.master, buf, room)) > 0)
        serial_send(buf, (size_t)n);
}

void pty_port_poll(void)
{
    if (pty.master < 0)
        return;
    struct pollfd p = {.fd = pty.master, .events = POLLIN};
    poll(&p, 1, 0);
    bool in_use = !(p.revents & POLLHUP);
    if (in_use != pty.in_use) {
        pty.in_use = in_use;
        if (in_use) {
            pty_follow_termios();
            chip_log("port: opened%s", pty.auto_reset ? " (DTR): the board resets" : "");
            if (pty.auto_reset) {
                board_reset_from(WDT_CHIP_EXTRF, "port opened (DTR)");
                /* what the program wrote came after its open: seen together (the simulator
                 * was not scheduled in between), it waits for the next poll, so the board
                 * starts first, as it did on the wall clock */
                return;
            }
        } else {
            chip_log("port: closed");
            pty_drop_unread();
        }
    }
    if (!in_use)
        return;
    pty_follow_termios();
    pty_take_input();
    pty_flush();
}

void pty_port_wait(int ms)
{
    if (pty.master >= 0 && pty.in_use) {
        struct pollfd p = {.fd = pty.master, .events = POLLIN | (pty.len ? POLLOUT : 0)};
        poll(&p, 1, ms);
        return;
    }
    /* no program on the port: the master reports POLLHUP at once, so poll() would not wait */
    struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

void pty_port_output(uint8_t byte)
{
    host_rx_frame(byte, usart_frame_cycles());
}

bool pty_port_in_use(void)
{
    return pty.in_use;
}

size_t pty_port_pending(void)
{
    return pty.len;
}

uint64_t pty_port_lost(void)
{
    return pty.lost;
}

const char *pty_port_name(void)
{
    return pty.name;
}

const char *pty_port_link(void)
{
    return pty.linked ? pty.link : NULL;
}

uint32_t pty_port_baud(void)
{
    return pty.baud;
}

void pty_port_close(void)
{
    if (pty.linked) {
        unlink(pty.link);
        pty.linked = false;
    }
}
