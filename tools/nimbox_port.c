/* nimbox_port.c - `nimbox judge PROBLEM --port DEVICE` (nimbox_port.h): the judge on a board.
 *
 * The port: opened raw at 115200 8N1 with no flow control of the kernel's (the board's own
 * XON/XOFF bytes are dropped from what it sends: this sender never needs them), locked against
 * other programs (flock and TIOCEXCL). A port with modem lines (a real USB serial port) gets a
 * reset pulse on DTR, and the board must then say `NimBox ... ready`, as an Uno and most Nanos
 * do when a port is opened anyway; on a port without (a pty: the simulator, whose board
 * resets when the port is opened) the tool sends nothing until that line, and when none
 * comes within NIMBOX_PORT_BOOT_MS (a board that did not reset) a probe: `solve pow2 3` must
 * be answered as NimBox answers it. Then `judge PROBLEM`.
 *
 * Pacing: a mirror of the console (the host tool's own) reads every byte sent, so the tool
 * knows at which byte each case ends and what the board must answer. A case is acknowledged
 * once its answer has come back whole. What the board holds in its receive ring was sent and
 * not yet read, so never more than the bytes sent and not acknowledged: at most
 * NIMBOX_PORT_WINDOW, within the ring's 256 bytes, whatever the USB bridge and the host hold
 * on the way (the board may ask for XOFF at 88: the tool drops its XOFF and XON, it never
 * needs them). Tokens go whole (port_pace). The one exception:
 * while every answer owed has come back the board has nothing to write and reads faster than
 * the line brings (docs/bench.md: 640..830 cycles a byte, the line 1389), so a case longer than
 * the window goes out at the line's rate until its end.
 *
 * What comes back is checked: every answer line must be the host tool's answer, byte for byte
 * (line ends CR LF or LF as the input's: compared without the CR); an error line, a restart
 * or a different answer stops the run (a byte changed on the line is caught here, where the
 * chip cannot see it). Bad input stops where the host tool stops: the answers before it, then
 * its own message. */
#include "nimbox_port.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "console.h"

#define NIMBOX_PORT_WINDOW 192u     /* bytes sent and not acknowledged, at most */
#define NIMBOX_PORT_WAIT_MS 5000    /* a reset board says it is ready within this; silence this
                                     * long while answers are owed: no answer
                                     * (NIMBOX_PORT_WAIT_MS in the environment: another) */
#define NIMBOX_PORT_RESET_MS 100    /* DTR low */
#define NIMBOX_PORT_BOOT_MS 2500    /* no modem lines: a board that reset on the open says it
                                     * is ready within this (a bootloader's wait included) */
#define NIMBOX_PORT_LINE 512u       /* a line from the board longer than this is not ours */
#define NIMBOX_PORT_PILES 1024u

typedef struct {
    char *data;
    size_t len, cap, start; /* bytes [start, len) */
} port_buf_t;

typedef struct {
    uint64_t at; /* bytes sent through the case's last byte */
    uint64_t answer; /* answer bytes up to the end of its answer */
} port_case_t;

static struct {
    const char *path;
    int fd;
    console_t mirror;
    port_buf_t expect;  /* the mirror's answers not yet matched */
    port_buf_t errors;  /* the mirror's error line (the host tool's message) */
    port_buf_t out;     /* bytes for the port */
    port_buf_t input;   /* stdin read, not yet read by the mirror */
    port_buf_t token;   /* read by the mirror, not yet sent: a token (and what ended it) */
    bool token_ready;   /* ... ended, and taken by the mirror */
    uint64_t expected_before; /* the answers owed before it */
    port_case_t *cases; /* cases sent, answer not yet back */
    size_t ncases, cases_cap;
    uint64_t sent, acked, answered, expected;
    char line[NIMBOX_PORT_LINE + 1];
    size_t line_len;
    bool closing;       /* `.` sent to end the board's run: its error lines are expected */
} port;

static void port_buf_add(port_buf_t *b, const char *bytes, size_t n)
{
    if (b->start > 0 && b->start == b->len) {
        b->start = b->len = 0;
    }
    if (b->len + n > b->cap) {
        if (b->start > 0) {
            memmove(b->data, b->data + b->start, b->len - b->start);
            b->len -= b->start;
            b->start = 0;
        }
        if (b->len + n > b->cap) {
            b->cap = (b->len + n) * 2 + 256;
            b->data = realloc(b->data, b->cap);
            if (b->data == NULL) {
                fputs("nimbox: out of memory\n", stderr);
                exit(2);
            }
        }
    }
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
}

static size_t port_buf_size(const port_buf_t *b)
{
    return b->len - b->start;
}

/* ---- the mirror console ---- */

static void port_mirror_put(void *ctx, uint8_t stream, char ch)
{
    (void)ctx;
    if (stream == 0) {
        port_buf_add(&port.expect, &ch, 1);
        port.expected++;
    } else {
        port_buf_add(&port.errors, &ch, 1);
    }
}

static bool port_mirror_grow(void *ctx, uint32_t **piles, uint32_t *cap)
{
    uint32_t *p = *cap * 2u > *cap ? realloc(*piles, (size_t)*cap * 2u * sizeof **piles) : NULL;
    (void)ctx;
    if (p == NULL) {
        return false;
    }
    *piles = p;
    *cap *= 2u;
    return true;
}

/* ---- the port ---- */

static int port_wait_ms(void)
{
    static int ms;
    if (ms == 0) {
        const char *env = getenv("NIMBOX_PORT_WAIT_MS");
        long v = env != NULL ? strtol(env, NULL, 10) : 0;
        ms = v > 0 && v < 3600000 ? (int)v : NIMBOX_PORT_WAIT_MS;
    }
    return ms;
}

static long port_ms_since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)(t.tv_sec - t0->tv_sec) * 1000 + (t.tv_nsec - t0->tv_nsec) / 1000000;
}

static int port_fail(const char *fmt, const char *arg)
{
    fputs("nimbox: ", stderr);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return 2;
}

/* Opens and sets up the port; -1 after a message. */
static int port_open(const char *path)
{
    int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        if (e == ENOENT || e == ENXIO || e == ENODEV) {
            port_fail("no serial port %s (is the board plugged in? ls /dev/ttyACM* /dev/ttyUSB*)",
                      path);
        } else if (e == EACCES || e == EPERM) {
            port_fail("no permission to open %s: add yourself to the dialout group "
                      "(sudo usermod -aG dialout $USER), then log in again", path);
        } else if (e == EBUSY) {
            port_fail("%s is busy: another program has it open (a serial monitor?)", path);
        } else {
            fprintf(stderr, "nimbox: cannot open %s: %s\n", path, strerror(e));
        }
        return -1;
    }
    struct termios t;
    if (tcgetattr(fd, &t) != 0) {
        port_fail("%s is not a serial port", path);
        close(fd);
        return -1;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        port_fail("%s is busy: another program has it open (a serial monitor?)", path);
        close(fd);
        return -1;
    }
    cfmakeraw(&t);
    cfsetispeed(&t, B115200);
    cfsetospeed(&t, B115200);
    t.c_cflag = (t.c_cflag & ~(tcflag_t)(CSIZE | CSTOPB | PARENB | CRTSCTS)) | CS8 | CLOCAL |
                CREAD | HUPCL;
    t.c_iflag &= ~(tcflag_t)(IXON | IXOFF | IXANY);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSANOW, &t) != 0) {
        fprintf(stderr, "nimbox: cannot set %s up (115200 8N1): %s\n", path, strerror(errno));
        close(fd);
        return -1;
    }
    ioctl(fd, TIOCEXCL); /* (a pty may refuse: no matter) */
    return fd;
}

/* Writes what waits for the port, as far as it takes it now. */
static bool port_write(void)
{
    while (port_buf_size(&port.out) > 0) {
        ssize_t n = write(port.fd, port.out.data + port.out.start, port_buf_size(&port.out));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && errno == EAGAIN) {
            return true;
        }
        if (n <= 0) {
            port_fail("cannot write to %s (unplugged?)", port.path);
            return false;
        }
        port.out.start += (size_t)n;
    }
    return true;
}

static void port_send(const char *text)
{
    port_buf_add(&port.out, text, strlen(text));
}

/* Waits up to ms for the port (and stdin when want_input); false on an error (reported). */
static bool port_wait(int ms, bool want_input, bool *port_ready, bool *input_ready)
{
    struct pollfd p[2] = {{.fd = port.fd, .events = POLLIN}, {.fd = 0, .events = POLLIN}};
    if (port_buf_size(&port.out) > 0) {
        p[0].events |= POLLOUT;
    }
    int r = poll(p, want_input ? 2 : 1, ms);
    if (r < 0 && errno != EINTR) {
        return port_fail("cannot wait for %s", port.path) == 0;
    }
    if (r > 0 && (p[0].revents & (POLLERR | POLLHUP | POLLNVAL)) && !(p[0].revents & POLLIN)) {
        return port_fail("%s went away (unplugged?)", port.path) == 0;
    }
    *port_ready = r > 0 && (p[0].revents & POLLIN);
    *input_ready = want_input && r > 0 && (p[1].revents & (POLLIN | POLLHUP));
    return port_write();
}

/* Reads the board's bytes into lines; calls on_line for each complete one (no CR, no XON or
 * XOFF); false when on_line says stop or the port failed. */
static bool port_read(bool (*on_line)(const char *line))
{
    char buf[4096];
    ssize_t n = read(port.fd, buf, sizeof buf);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
        return true;
    }
    if (n <= 0) {
        return port_fail("%s went away (unplugged?)", port.path) == 0;
    }
    for (ssize_t i = 0; i < n; i++) {
        char c = buf[i];
        if (c == '\r' || c == 0x11 || c == 0x13) {
            continue;
        }
        if (c != '\n') {
            if (port.line_len < NIMBOX_PORT_LINE) {
                port.line[port.line_len++] = c;
            }
            continue;
        }
        port.line[port.line_len] = '\0';
        port.line_len = 0;
        if (!on_line(port.line)) {
            return false;
        }
    }
    return true;
}

/* ---- getting the board's attention ---- */

static int port_hello_state; /* 0 waiting, 1 seen */

static bool port_is_banner(const char *line)
{
    size_t n = strlen(line);
    return strncmp(line, "NimBox ", 7) == 0 && n >= 13 && strcmp(line + n - 6, " ready") == 0;
}

static bool port_on_banner(const char *line)
{
    if (port_is_banner(line)) {
        port_hello_state = 1;
    }
    return true;
}

static bool port_on_probe(const char *line)
{
    if (port_hello_state == 0 && strcmp(line, "second player wins") == 0) {
        port_hello_state = 2;
    } else if (port_hello_state == 2 && strcmp(line, "stalling move: take 1; leaves 2") == 0) {
        port_hello_state = 1;
    }
    return true;
}

/* Waits until hello says the board is there; false when it does not within ms (reported,
 * unless what is NULL). */
static bool port_hello(bool (*on_line)(const char *), int ms, const char *what)
{
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    port_hello_state = 0;
    while (port_hello_state != 1) {
        long left = ms - port_ms_since(&t0);
        bool ready, unused;
        if (left <= 0) {
            if (what != NULL) {
                fprintf(stderr, "nimbox: no answer from %s within %.1f s (%s): is a NimBox on "
                                "it, at 115200 baud?\n", port.path, ms / 1000.0, what);
            }
            return false;
        }
        if (!port_wait((int)left, false, &ready, &unused) || (ready && !port_read(on_line))) {
            return false;
        }
    }
    return true;
}

/* Resets a board through DTR and waits for its banner, or (no modem lines: a pty) waits a
 * little for the banner of a board that resets when its port is opened (the simulator's, as
 * a real board does on DTR), and else asks it a question only NimBox answers so; false after
 * a message. */
static bool port_attention(void)
{
    int bits;
    if (ioctl(port.fd, TIOCMGET, &bits) == 0) {
        struct timespec low = {0, NIMBOX_PORT_RESET_MS * 1000000L};
        bits &= ~(TIOCM_DTR | TIOCM_RTS);
        ioctl(port.fd, TIOCMSET, &bits);
        nanosleep(&low, NULL);
        bits |= TIOCM_DTR | TIOCM_RTS;
        ioctl(port.fd, TIOCMSET, &bits);
        tcflush(port.fd, TCIFLUSH);
        return port_hello(port_on_banner, port_wait_ms(), "reset, no `ready` line");
    }
    /* whatever is sent while such a board boots is lost: nothing before its banner */
    int boot = port_wait_ms() < NIMBOX_PORT_BOOT_MS ? port_wait_ms() : NIMBOX_PORT_BOOT_MS;
    if (port_hello(port_on_banner, boot, NULL)) {
        return true;
    }
    /* no banner: a board that did not reset; a judge run left open ends at `.`; then a
     * question */
    port_send("\n.\nsolve pow2 3\n");
    return port_hello(port_on_probe, port_wait_ms(), "asked `solve pow2 3`");
}

/* ---- the run ---- */

static int port_status; /* 2 once the run must stop */

/* An answer line from the board: the next of the mirror's, printed; or the end of the run. */
static bool port_on_answer(const char *line)
{
    size_t n = strlen(line);
    if (strncmp(line, "error: ", 7) == 0) {
        if (port.closing) {
            return true; /* (the `.` that ends a run cut short by bad input) */
        }
        fprintf(stderr, "nimbox: the board on %s reports: %s\n", port.path, line + 7);
        port_status = 2;
        return false;
    }
    if (port_is_banner(line)) {
        fprintf(stderr, "nimbox: the board on %s restarted during the run\n", port.path);
        port_status = 2;
        return false;
    }
    const char *want = port.expect.data + port.expect.start;
    size_t have = port_buf_size(&port.expect);
    if (have < n + 1 || memcmp(want, line, n) != 0 || want[n] != '\n') {
        size_t w = 0;
        while (w < have && want[w] != '\n') {
            w++;
        }
        fprintf(stderr, "nimbox: the board on %s answered `%s` where the host tool answers "
                        "`%.*s` (a byte changed on the line?)\n", port.path, line, (int)w,
                want);
        port_status = 2;
        return false;
    }
    fwrite(line, 1, n, stdout);
    fputc('\n', stdout);
    port.expect.start += n + 1;
    port.answered += n + 1;
    size_t done = 0;
    while (done < port.ncases && port.cases[done].answer <= port.answered) {
        port.acked = port.cases[done++].at;
    }
    memmove(port.cases, port.cases + done, (port.ncases - done) * sizeof *port.cases);
    port.ncases -= done;
    return true;
}

/* Sends the token read so far (the mirror has taken it) and what ended it. */
static void port_send_token(void)
{
    size_t n = port_buf_size(&port.token);
    port_buf_add(&port.out, port.token.data + port.token.start, n);
    port.token.start = port.token.len;
    port.sent += n;
    port.token_ready = false;
}

/* Sends input as the pacing allows, a token at a time: a token goes out whole with the byte
 * that ended it, once the mirror has read them and taken it, so a bad one (the host tool's
 * error) never reaches the board, nor does a 0x11 or 0x13 in it, which the board would take
 * for flow control; and the tool never pauses inside a token (the board ends a line that came
 * in one burst when 60 ms pass with nothing more, the Arduino IDE's "No line ending",
 * docs/console.md: a number cut there would be read as two; between tokens that line end
 * changes nothing). It goes when every answer owed before it has come back (the board then
 * has nothing to write and reads faster than the line brings), or when the bytes sent and not
 * acknowledged stay within the window with it. */
static void port_pace(void)
{
    for (;;) {
        if (port.token_ready) {
            bool owed = port.expected_before != port.answered;
            uint64_t n = port_buf_size(&port.token);
            if (owed && port.sent - port.acked + n > NIMBOX_PORT_WINDOW) {
                return;
            }
            bool ends_case = port.expected != port.expected_before;
            port_send_token();
            if (ends_case) {
                if (port.ncases == port.cases_cap) {
                    port.cases_cap = port.cases_cap * 2 + 64;
                    port.cases = realloc(port.cases, port.cases_cap * sizeof *port.cases);
                    if (port.cases == NULL) {
                        fputs("nimbox: out of memory\n", stderr);
                        exit(2);
                    }
                }
                port.cases[port.ncases++] = (port_case_t){port.sent, port.expected};
            }
        }
        if (port_buf_size(&port.input) == 0 || !console_in_judge(&port.mirror) ||
            console_error_count(&port.mirror) != 0) {
            return;
        }
        char c = port.input.data[port.input.start++];
        uint64_t before = port.expected;
        console_feed(&port.mirror, c);
        if (console_error_count(&port.mirror) != 0) {
            return; /* the bad token stays here: the board never gets it */
        }
        port_buf_add(&port.token, &c, 1);
        if (c == ' ' || (c >= '\t' && c <= '\r')) {
            port.token_ready = true;
            port.expected_before = before;
        }
    }
}

/* Reads stdin (what it has now); false at its end. */
static bool port_take_input(void)
{
    char buf[65536];
    ssize_t n = read(0, buf, sizeof buf);
    if (n < 0 && errno == EINTR) {
        return true;
    }
    if (n < 0) {
        fputs("nimbox: cannot read the input\n", stderr);
        port_status = 2;
        return false;
    }
    port_buf_add(&port.input, buf, (size_t)n);
    return n > 0;
}

static int port_run(const char *problem)
{
    bool input_open = true;
    struct timespec quiet;
    port_send("judge ");
    port_send(problem);
    port_send("\n");
    clock_gettime(CLOCK_MONOTONIC, &quiet);
    for (;;) {
        bool judging = console_in_judge(&port.mirror) && console_error_count(&port.mirror) == 0;
        if (!judging) {
            input_open = false; /* the run has ended: the rest of stdin is not read */
        }
        port_pace();
        if (judging && !input_open && port_buf_size(&port.input) == 0) {
            console_eof(&port.mirror); /* the mirror's last answers, or its error */
            judging = false;
            if (console_error_count(&port.mirror) == 0) {
                port_send_token(); /* the last token, with no byte after it */
            }
        }
        if (!judging && !port.closing) {
            /* the board's run ends at `.` (one the problem ended itself is over already) */
            port_send("\n.\n");
            port.closing = true;
        }
        if (port.closing && port.answered == port.expected && port_buf_size(&port.out) == 0) {
            return 0;
        }
        bool want_input = input_open && port_buf_size(&port.input) == 0;
        bool ready, input_ready;
        if (!port_wait(500, want_input, &ready, &input_ready)) {
            return 2;
        }
        if (ready) {
            clock_gettime(CLOCK_MONOTONIC, &quiet);
            if (!port_read(port_on_answer)) {
                return 2;
            }
        } else if (port.answered != port.expected &&
                   port_ms_since(&quiet) > port_wait_ms()) {
            fprintf(stderr, "nimbox: no answer from the board on %s for %.1f s\n", port.path,
                    port_wait_ms() / 1000.0);
            return 2;
        }
        if (input_ready && !port_take_input()) {
            input_open = false;
        }
        if (port_status != 0) {
            return port_status;
        }
    }
}

int nimbox_port_judge(const char *problem, const char *path)
{
    console_io_t io = {port_mirror_put, NULL, port_mirror_grow, NULL, NULL};
    uint32_t *piles = malloc(NIMBOX_PORT_PILES * sizeof *piles);
    if (piles == NULL) {
        fputs("nimbox: out of memory\n", stderr);
        return 2;
    }
    port.path = path;
    console_init(&port.mirror, &io, CONSOLE_STOP_ON_ERROR, piles, NIMBOX_PORT_PILES);
    if (!console_start_judge(&port.mirror, problem)) {
        fwrite(port.errors.data, 1, port_buf_size(&port.errors), stderr);
        return 2;
    }
    port.fd = port_open(path);
    if (port.fd < 0) {
        return 2;
    }
    int status = port_attention() ? port_run(problem) : 2;
    fflush(stdout);
    if (status == 0 && console_error_count(&port.mirror) != 0) {
        fwrite(port.errors.data + port.errors.start, 1, port_buf_size(&port.errors), stderr);
        status = 2;
    }
    if (status != 0 && !port.closing) {
        port_send("\n.\n"); /* leave the board in command mode */
        port_write();
    }
    tcdrain(port.fd);
    close(port.fd);
    return status;
}
