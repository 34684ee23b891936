#ifndef SCROLLSIM_CSIGNALS_H
#define SCROLLSIM_CSIGNALS_H

/* Installs flag-only handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT, without SA_RESTART, so a blocking
   read returns EINTR and the run loop can restore the terminal. Returns 0 on success. */
int ss_install_termination_flags(void);

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
