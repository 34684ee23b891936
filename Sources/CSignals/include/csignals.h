#ifndef SCROLLSIM_CSIGNALS_H
#define SCROLLSIM_CSIGNALS_H

/* Installs flag-only handlers, without SA_RESTART, for every catchable signal whose default action
   ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM,
   SIGPROF, SIGXCPU, SIGXFSZ, and where the system has them SIGPOLL, SIGPWR, SIGSTKFLT on Linux and
   SIGEMT on Darwin), so a blocking read returns EINTR and the run
   loop can restore the terminal. Signals the parent set to be ignored stay ignored (except SIGINT and
   SIGPIPE). Returns 0 on success. */
int ss_install_termination_flags(void);

/* Installs a flag handler for SIGWINCH (no SA_RESTART). Installed before curses starts, so ncurses
   leaves SIGWINCH alone and the program resizes the screen itself, within limits it can draw. */
int ss_install_winch_flag(void);

/* The read end of a pipe each flag handler above (termination, SIGWINCH, SIGTSTP, SIGCONT)
   writes a byte to after setting its flag: an input wait that watches it ends for a signal that
   arrived before the wait began, which EINTR alone cannot tell. -1 before any handler is installed. */
int ss_signal_wake_descriptor(void);

/* Empties the wake pipe. Call before reading the flags: a signal after the drain then leaves
   both its flag and a byte, and the next wait ends at once. */
void ss_drain_signal_wakes(void);

/* 1 when SIGWINCH arrived since the last call (and clears it), else 0. */
int ss_take_window_changed(void);

/* The terminal size of `fd` (TIOCGWINSZ). Returns 0 on success, -1 when `fd` is not a terminal. */
int ss_window_size(int fd, int *rows, int *columns);

/* Installs a flag handler for SIGTSTP (Ctrl-Z), so the run loop suspends itself: it restores the
   terminal, stops (`ss_stop_self`), and on SIGCONT either exits (a termination signal arrived while
   stopped, as `kill %1` sends) or redraws. */
int ss_install_stop_flag(void);

/* 1 when SIGTSTP arrived since the last call (and clears it), else 0. */
int ss_take_stop_requested(void);

/* Stops the process with SIGTSTP's default action; returns after SIGCONT. */
void ss_stop_self(void);

/* Ignores SIGTTOU, so restoring the terminal from a background process group cannot stop us again. */
void ss_ignore_tty_output_stops(void);

/* Installs a flag handler for SIGCONT (resumed after Ctrl-Z), without SA_RESTART. */
int ss_install_continue_flag(void);

/* 1 when SIGCONT arrived since the last call (and clears it), else 0. */
int ss_take_continued(void);

/* The first termination signal received since installation, or 0. */
int ss_pending_signal(void);

/* Installs handlers for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT that call
   the registered restore function (endwin) once, then chain to the handler installed before
   (the Swift runtime's backtracer) or re-raise with the default action. */
int ss_install_crash_handler(void (*restore)(void));

/* Turns the crash handler's terminal restore on or off (off once the terminal is restored). */
void ss_set_restore_armed(int armed);

#endif
