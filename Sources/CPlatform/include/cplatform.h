#ifndef SCROLLSIM_CPLATFORM_H
#define SCROLLSIM_CPLATFORM_H

#include <sys/types.h>

/* Waits until one of `count` (at most 30) descriptors is readable, `timeout_ms` pass (-1: no
   limit) or a signal arrives, with select(2), which works on every terminal (on macOS poll and
   kqueue refuse /dev/tty). Negative descriptors are not watched. Returns -1 with errno set
   (EINTR after a signal), 0 after the timeout, else bit `1 << i` set for each readable
   `descriptors[i]`. */
int ss_wait_readable(const int *descriptors, int count, int timeout_ms);

/* Opens a pseudo-terminal of `rows` x `columns` (openpty, declared in <pty.h> on Linux and
   <util.h> on Darwin); 0 with the two descriptors set, or -1 with errno. */
int ss_open_pty(int *master, int *slave, int rows, int columns);

/* Turns off IEXTEN (extended input processing) on terminal `fd`. cbreak() leaves it on, and a
   macOS terminal then still acts on Ctrl-O (VDISCARD: output thrown away), Ctrl-Y (VDSUSP: stop at
   the next read) and Ctrl-V (VLNEXT: the next key swallowed) outside canonical mode (xnu
   bsd/kern/tty.c, ttyinput and ttread); Linux ignores them there. 0 on success (or when it was off),
   -1 with errno when `fd` is not a terminal. */
int ss_turn_off_extended_input(int fd);

/* Linux only (elsewhere -1 with errno ENOSYS): forks this process for a check worker. The child
   gets what WorkerProcess.spawn gives an exec'd worker: `requests` as descriptor 3, `answers` as
   4, /dev/null as standard input and output, `error_path` as standard error, no other descriptor
   open, handled signals back to their default action and none blocked, and SIGKILL when this
   process ends (PR_SET_PDEATHSIG); it returns 0 there. In the parent: the child's id, or -1
   with errno. */
pid_t ss_fork_worker(int requests, int answers, const char *error_path);

/* Darwin only (libproc, and dyld's _NSGetExecutablePath); on other systems these return -1. */

/* The resident size of process `pid` in bytes (PROC_PIDTASKINFO). */
long long ss_process_resident_bytes(pid_t pid);

/* The context switches of process `pid` so far (PROC_PIDTASKINFO pti_csw: voluntary and not). */
long long ss_process_context_switches(pid_t pid);

/* The largest physical footprint process `pid` had, in bytes (proc_pid_rusage). */
long long ss_process_peak_footprint(pid_t pid);

/* Writes up to `capacity` child process ids of `pid` to `pids`; returns how many, or -1. */
int ss_child_processes(pid_t pid, pid_t *pids, int capacity);

/* Writes this executable's path (NUL-terminated) to `buffer`; returns 0, or -1 when it does not fit. */
int ss_executable_path(char *buffer, int capacity);

#endif
