#include "cplatform.h"

#ifdef __APPLE__
/* Written from Apple's headers without a Mac to compile it on (README, Install). */
#include <libproc.h>
#include <mach-o/dyld.h>
#include <stdint.h>
#include <sys/resource.h>

long long ss_process_resident_bytes(pid_t pid) {
    struct proc_taskinfo info;
    int size = proc_pidinfo(pid, PROC_PIDTASKINFO, 0, &info, (int)sizeof info);
    return size == (int)sizeof info ? (long long)info.pti_resident_size : -1;
}

long long ss_process_context_switches(pid_t pid) {
    struct proc_taskinfo info;
    int size = proc_pidinfo(pid, PROC_PIDTASKINFO, 0, &info, (int)sizeof info);
    return size == (int)sizeof info ? (long long)info.pti_csw : -1;
}

long long ss_process_peak_footprint(pid_t pid) {
    struct rusage_info_v4 info;
    if (proc_pid_rusage(pid, RUSAGE_INFO_V4, (rusage_info_t *)&info) != 0) return -1;
    return (long long)info.ri_lifetime_max_phys_footprint;
}

int ss_child_processes(pid_t pid, pid_t *pids, int capacity) {
    int count = proc_listchildpids(pid, pids, capacity * (int)sizeof(pid_t));
    return count < 0 ? -1 : count;
}

int ss_executable_path(char *buffer, int capacity) {
    uint32_t size = (uint32_t)capacity;
    return _NSGetExecutablePath(buffer, &size) == 0 ? 0 : -1;
}
#else
long long ss_process_resident_bytes(pid_t pid) { (void)pid; return -1; }
long long ss_process_context_switches(pid_t pid) { (void)pid; return -1; }
long long ss_process_peak_footprint(pid_t pid) { (void)pid; return -1; }
int ss_child_processes(pid_t pid, pid_t *pids, int capacity) { (void)pid; (void)pids; (void)capacity; return -1; }
int ss_executable_path(char *buffer, int capacity) { (void)buffer; (void)capacity; return -1; }
#endif
