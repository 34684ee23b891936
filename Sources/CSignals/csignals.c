#include "csignals.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t restore_armed = 0;
static void (*restore_function)(void) = 0;

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define CRASH_SIGNAL_COUNT (int)(sizeof(crash_signals) / sizeof(crash_signals[0]))
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];

static volatile sig_atomic_t continued = 0;

static void flag_handler(int signal_number) {
    if (pending_signal == 0) pending_signal = signal_number;
}

static void continue_handler(int signal_number) {
    (void)signal_number;
    continued = 1;
}

int ss_install_continue_flag(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = continue_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGCONT, &action, 0);
}

int ss_take_continued(void) {
    int value = continued;
    continued = 0;
    return value;
}

int ss_install_termination_flags(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = flag_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: blocking reads return EINTR */
    int result = 0;
    result |= sigaction(SIGINT, &action, 0);
    result |= sigaction(SIGTERM, &action, 0);
    result |= sigaction(SIGHUP, &action, 0);
    result |= sigaction(SIGQUIT, &action, 0);
    /* A parent may have left these blocked (test runners do); the loop depends on them. */
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGINT);
    sigaddset(&unblock, SIGTERM);
    sigaddset(&unblock, SIGHUP);
    sigaddset(&unblock, SIGQUIT);
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
