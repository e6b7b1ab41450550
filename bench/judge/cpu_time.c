/* cpu_time.c - benchmark only: runs a command with stdin from a file and stdout to another
 * (or /dev/null) and prints the CPU time the child used, user + system seconds from getrusage
 * (microsecond resolution; /usr/bin/time's %U and %S give hundredths), and its exit status.
 * Usage: cpu_time IN OUT CMD [ARGS...]   prints `<seconds> <status> <user> <system>` */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    struct rusage ru;
    int status;
    pid_t pid;
    if (argc < 4) {
        fputs("usage: cpu_time IN OUT CMD [ARGS...]\n", stderr);
        return 2;
    }
    pid = fork();
    if (pid < 0) {
        perror("cpu_time: fork");
        return 2;
    }
    if (pid == 0) {
        int in = open(argv[1], O_RDONLY);
        int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) {
            perror("cpu_time: redirect");
            _exit(127);
        }
        close(in);
        close(out);
        execv(argv[3], argv + 3);
        perror("cpu_time: exec");
        _exit(127);
    }
    if (wait4(pid, &status, 0, &ru) < 0) {
        perror("cpu_time: wait");
        return 2;
    }
    double user = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6;
    double sys = (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
    printf("%.6f %d %.6f %.6f\n", user + sys,
           WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), user, sys);
    return 0;
}
