#include "csignals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t restore_armed = 0;
static void (*restore_function)(void) = 0;

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define CRASH_SIGNAL_COUNT (int)(sizeof(crash_signals) / sizeof(crash_signals[0]))
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];

static volatile sig_atomic_t continued = 0;
static volatile sig_atomic_t window_changed = 0;

/* Every catchable signal whose default action ends the process (SIGKILL and SIGSTOP cannot be
   caught; SIGTSTP/SIGTTIN/SIGTTOU stop and are left to ncurses; the crash signals have their own
   handler). SIGPIPE is among them: a closed output must not leave the terminal in curses mode. */
static const int termination_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ,
#ifdef SIGPOLL /* Linux; on Darwin only in strict POSIX mode, where it is 7, SIGEMT's number */
    SIGPOLL,
#endif
#ifdef SIGEMT /* Darwin: ends the process with a core dump by default */
    SIGEMT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
#define TERMINATION_SIGNAL_COUNT (int)(sizeof(termination_signals) / sizeof(termination_signals[0]))

/* The self-pipe: every flag handler writes a byte after setting its flag, and the input wait
   watches the read end, so a signal that arrives after the loop looked at the flags and before
   the wait began still ends the wait. Both ends non-blocking (a full pipe already wakes). */
static int wake_pipe[2] = {-1, -1};

/* Opens the pipe once; without it (no descriptors left) the handlers still set their flags. */
static void open_wake_pipe(void) {
    if (wake_pipe[0] >= 0) return;
    int ends[2];
    if (pipe(ends) != 0) return;
    for (int i = 0; i < 2; i++) {
        fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
        fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    }
    wake_pipe[1] = ends[1];
    wake_pipe[0] = ends[0];
}

static void wake(void) {
    if (wake_pipe[1] < 0) return;
    int saved = errno;
    char byte = 1;
    ssize_t written = write(wake_pipe[1], &byte, 1);
    (void)written;
    errno = saved;
}

int ss_signal_wake_descriptor(void) { return wake_pipe[0]; }

void ss_drain_signal_wakes(void) {
    if (wake_pipe[0] < 0) return;
    char bytes[64];
    while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {}
}

static void flag_handler(int signal_number) {
    if (pending_signal == 0) pending_signal = signal_number;
    wake();
}

static void continue_handler(int signal_number) {
    (void)signal_number;
    continued = 1;
    wake();
}

static volatile sig_atomic_t stop_requested = 0;

static void stop_handler(int signal_number) {
    (void)signal_number;
    stop_requested = 1;
    wake();
}

int ss_install_stop_flag(void) {
    open_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = stop_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGTSTP, &action, 0);
}

int ss_take_stop_requested(void) {
    return __atomic_exchange_n(&stop_requested, 0, __ATOMIC_SEQ_CST);  /* read and clear as one (see ss_take_window_changed) */
}

void ss_stop_self(void) {
    struct sigaction deflt, mine;
    memset(&deflt, 0, sizeof deflt);
    deflt.sa_handler = SIG_DFL;
    sigemptyset(&deflt.sa_mask);
    sigaction(SIGTSTP, &deflt, &mine);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &only, 0);
    raise(SIGTSTP); /* stops here until SIGCONT */
    sigaction(SIGTSTP, &mine, 0);
}

void ss_ignore_tty_output_stops(void) {
    signal(SIGTTOU, SIG_IGN);
}

static void winch_handler(int signal_number) {
    (void)signal_number;
    window_changed = 1;
    wake();
}

int ss_install_winch_flag(void) {
    open_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = winch_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocking read returns EINTR */
    return sigaction(SIGWINCH, &action, 0);
}

int ss_take_window_changed(void) {
    /* One atomic exchange: a SIGWINCH between a read and a separate clear would be lost, and the
       view would keep the size it had before the last resize. */
    return __atomic_exchange_n(&window_changed, 0, __ATOMIC_SEQ_CST);
}

int ss_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}


int ss_install_continue_flag(void) {
    open_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = continue_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGCONT, &action, 0);
}

int ss_take_continued(void) {
    return __atomic_exchange_n(&continued, 0, __ATOMIC_SEQ_CST);  /* read and clear as one (see ss_take_window_changed) */
}

int ss_install_termination_flags(void) {
    open_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = flag_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: blocking reads return EINTR */
    int result = 0;
    sigset_t unblock;
    sigemptyset(&unblock);
    for (int i = 0; i < TERMINATION_SIGNAL_COUNT; i++) {
        struct sigaction previous;
        /* A signal ignored by whoever started us (nohup, a shell's `trap '' USR1`) stays ignored. */
        if (sigaction(termination_signals[i], 0, &previous) == 0 && previous.sa_handler == SIG_IGN
            && termination_signals[i] != SIGPIPE && termination_signals[i] != SIGINT)
            continue;
        result |= sigaction(termination_signals[i], &action, 0);
        sigaddset(&unblock, termination_signals[i]);
    }
    /* A parent may have left these blocked (test runners do); the loop depends on them. */
    sigaddset(&unblock, SIGWINCH);
    sigaddset(&unblock, SIGTSTP);
    sigaddset(&unblock, SIGCONT);
    result |= sigprocmask(SIG_UNBLOCK, &unblock, 0);
    return result;
}

int ss_pending_signal(void) { return pending_signal; }

void ss_set_restore_armed(int armed) { restore_armed = armed; }

static void crash_handler(int signal_number, siginfo_t *info, void *context) {
    if (restore_armed && restore_function) {
        restore_armed = 0;
        restore_function();
    }
    for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        if (crash_signals[i] != signal_number) continue;
        struct sigaction *previous = &previous_actions[i];
        if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction) {
            previous->sa_sigaction(signal_number, info, context);
        } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler) {
            previous->sa_handler(signal_number);
        }
        /* The previous handler (the Swift backtracer) returned: die of the signal, never carry on
           with curses ended underneath a running loop. */
        signal(signal_number, SIG_DFL);
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, signal_number);
        sigprocmask(SIG_UNBLOCK, &only, 0);
        raise(signal_number);
        return;
    }
}

int ss_install_crash_handler(void (*restore)(void)) {
    restore_function = restore;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESETHAND;
    int result = 0;
    for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        result |= sigaction(crash_signals[i], &action, &previous_actions[i]);
    }
    return result;
}
