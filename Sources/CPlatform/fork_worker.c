#include "cplatform.h"

#include <errno.h>

#ifdef __linux__
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

pid_t ss_fork_worker(int requests, int answers, const char *error_path) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;
    /* The child: what exec would give a `check-worker` (WorkerProcess.spawn), without the exec.
       Killed when `check` ends, however it ends: a worker stuck in a looping layout never reads
       the end of its requests. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(127);
    /* The pipe ends copied out of the way first: either may already be descriptor 3 or 4. */
    int request_copy = fcntl(requests, F_DUPFD, 10), answer_copy = fcntl(answers, F_DUPFD, 10);
    if (request_copy < 0 || answer_copy < 0) _exit(127);
    if (dup2(request_copy, 3) < 0 || dup2(answer_copy, 4) < 0) _exit(127);
    int null_in = open("/dev/null", O_RDONLY), null_out = open("/dev/null", O_WRONLY);
    int error = open(error_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (null_in < 0 || null_out < 0 || error < 0) _exit(127);
    if (dup2(null_in, 0) < 0 || dup2(null_out, 1) < 0 || dup2(error, 2) < 0) _exit(127);
    /* Every other descriptor closed: the parent's ends of other workers' pipes among them, so
       those workers still see their requests end. */
#ifdef SYS_close_range
    if (syscall(SYS_close_range, 5U, ~0U, 0) != 0)
#endif
    {
        long most = sysconf(_SC_OPEN_MAX);
        if (most < 0 || most > 65536) most = 65536;
        for (int fd = 5; fd < most; fd++) close(fd);
    }
    /* Signal dispositions as exec leaves them: handled ones back to the default (the runtime's
       backtracer among them, so a crash ends the child at once), ignored ones stay ignored. */
    for (int sig = 1; sig < NSIG; sig++) {
        struct sigaction action;
        if (sigaction(sig, 0, &action) == 0 && action.sa_handler != SIG_IGN && action.sa_handler != SIG_DFL) {
            signal(sig, SIG_DFL);
        }
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, 0);
    return 0;
}
#else
pid_t ss_fork_worker(int requests, int answers, const char *error_path) {
    (void)requests; (void)answers; (void)error_path;
    errno = ENOSYS;
    return -1;
}
#endif
