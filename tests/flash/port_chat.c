/* port_chat.c - the test side of tests/flash/run_flash.sh: waits for events and talks to a
 * serial port, each with a deadline, never a blind sleep.
 *   port_chat wait FILE TEXT MS [FROM]
 *       waits until FILE (the simulator's event log, --headless) holds TEXT after byte FROM
 *       (default 0); prints the line and exits 0, or exits 1 after MS ms (inotify: woken by
 *       each write to the file).
 *   port_chat talk PORT BAUD STEP...
 *       opens PORT as a program does (raw, BAUD 8N1: on the virtual board, as on a real one,
 *       the open resets it), then runs each STEP in turn: "expect:MS:TEXT" waits up to MS ms
 *       for TEXT in what came since the previous match, "send:TEXT" writes TEXT ("\n" and
 *       "\r" are escapes). Prints what it received; exits 1 at the first expectation missed.
 *   port_chat size FILE
 *       prints FILE's size (the FROM of a later wait). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define CHAT_MAX (1u << 20)

static char chat_buf[CHAT_MAX + 1];

static double chat_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Milliseconds left until deadline (0 when past). */
static int chat_left_ms(double deadline)
{
    double left = deadline - chat_now();
    return left > 0 ? (int)(left * 1000.0) + 1 : 0;
}

/* The file's bytes from offset from, as a string in chat_buf. */
static size_t chat_read_file(const char *path, long from)
{
    size_t n = 0;
    FILE *f = fopen(path, "rb");
    if (f != NULL) {
        if (fseek(f, from, SEEK_SET) == 0)
            n = fread(chat_buf, 1, CHAT_MAX, f);
        fclose(f);
    }
    chat_buf[n] = '\0';
    return n;
}

static int chat_wait(const char *path, const char *text, int ms, long from)
{
    double deadline = chat_now() + ms / 1000.0;
    int in = inotify_init1(IN_NONBLOCK);
    if (in < 0 || inotify_add_watch(in, path, IN_MODIFY | IN_CLOSE_WRITE) < 0) {
        fprintf(stderr, "port_chat: cannot watch %s: %s\n", path, strerror(errno));
        return 2;
    }
    for (;;) {
        chat_read_file(path, from);
        char *hit = strstr(chat_buf, text);
        if (hit != NULL) {
            char *start = hit, *end = strchr(hit, '\n');
            while (start > chat_buf && start[-1] != '\n')
                start--;
            printf("%.*s\n", end ? (int)(end - start) : (int)strlen(start), start);
            return 0;
        }
        int left = chat_left_ms(deadline);
        if (left == 0)
            break;
        struct pollfd p = {.fd = in, .events = POLLIN};
        if (poll(&p, 1, left) > 0) {
            char ev[4096];
            while (read(in, ev, sizeof ev) > 0) {
            }
        }
    }
    fprintf(stderr, "port_chat: no '%s' in %s within %d ms\n", text, path, ms);
    return 1;
}

static speed_t chat_speed(long baud)
{
    switch (baud) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 57600: return B57600;
    case 115200: return B115200;
    default: return 0;
    }
}

/* "\n" and "\r" as bytes, in place. */
static void chat_unescape(char *s)
{
    char *o = s;
    for (; *s; s++) {
        if (s[0] == '\\' && (s[1] == 'n' || s[1] == 'r')) {
            *o++ = s[1] == 'n' ? '\n' : '\r';
            s++;
        } else {
            *o++ = *s;
        }
    }
    *o = '\0';
}

static int chat_talk(const char *port, long baud, int nsteps, char **steps)
{
    speed_t speed = chat_speed(baud);
    int fd = open(port, O_RDWR | O_NOCTTY | O_NONBLOCK);
    if (fd < 0 || speed == 0) {
        fprintf(stderr, "port_chat: cannot open %s at %ld baud: %s\n", port, baud,
                fd < 0 ? strerror(errno) : "no such rate here");
        return 2;
    }
    struct termios t;
    tcgetattr(fd, &t);
    cfmakeraw(&t);
    cfsetspeed(&t, speed);
    tcsetattr(fd, TCSANOW, &t);
    size_t have = 0, seen = 0; /* received bytes; the part matched so far */
    for (int i = 0; i < nsteps; i++) {
        char *step = steps[i];
        if (strncmp(step, "send:", 5) == 0) {
            char *text = step + 5;
            chat_unescape(text);
            if (write(fd, text, strlen(text)) != (ssize_t)strlen(text)) {
                fprintf(stderr, "port_chat: write to %s failed\n", port);
                return 2;
            }
            continue;
        }
        char *colon = strncmp(step, "expect:", 7) == 0 ? strchr(step + 7, ':') : NULL;
        if (colon == NULL) {
            fprintf(stderr, "port_chat: unknown step '%s'\n", step);
            return 2;
        }
        int ms = atoi(step + 7);
        char *text = colon + 1;
        chat_unescape(text);
        double deadline = chat_now() + ms / 1000.0;
        char *hit;
        while ((hit = strstr(chat_buf + seen, text)) == NULL) {
            int left = chat_left_ms(deadline);
            struct pollfd p = {.fd = fd, .events = POLLIN};
            if (left == 0 || poll(&p, 1, left) <= 0) {
                fwrite(chat_buf, 1, have, stdout);
                fprintf(stderr, "\nport_chat: no '%s' from %s within %d ms\n", text, port, ms);
                return 1;
            }
            ssize_t n = read(fd, chat_buf + have, CHAT_MAX - have);
            if (n > 0) {
                /* NUL bytes would end the string: shown as '.' */
                for (ssize_t k = 0; k < n; k++)
                    if (chat_buf[have + k] == '\0')
                        chat_buf[have + k] = '.';
                have += (size_t)n;
                chat_buf[have] = '\0';
            }
        }
        seen = (size_t)(hit - chat_buf) + strlen(text);
    }
    fwrite(chat_buf, 1, have, stdout);
    close(fd);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 5 && strcmp(argv[1], "wait") == 0)
        return chat_wait(argv[2], argv[3], atoi(argv[4]), argc > 5 ? atol(argv[5]) : 0);
    if (argc >= 4 && strcmp(argv[1], "talk") == 0)
        return chat_talk(argv[2], atol(argv[3]), argc - 4, argv + 4);
    if (argc == 3 && strcmp(argv[1], "size") == 0) {
        struct stat st;
        printf("%lld\n", stat(argv[2], &st) == 0 ? (long long)st.st_size : 0LL);
        return 0;
    }
    fprintf(stderr, "usage: port_chat wait FILE TEXT MS [FROM] | talk PORT BAUD STEP... | "
                    "size FILE\n");
    return 2;
}
